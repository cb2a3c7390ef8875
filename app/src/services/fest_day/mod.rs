//! Fest day, the competition itself: the venues, each event's fixtures (generated from its paid
//! registrations, previewed, adjusted and published by the organisers), every match's place in the schedule
//! and its result, who advances, and the standings.
//!
//! The rules are `fest_shared::fixtures` (generation, advancement, tables, clashes), the very functions the
//! organisers' preview runs in the browser; this module stores what they decide and asks the rules again on
//! every read. Entrants are named `T1`, `T2`, ... in their fixtures (the `teams` column says which
//! registration each is), so nothing public names a registration; their display name is their college's.
//!
//! Every change to a set takes the set's row in a write transaction and bumps its `version`, so two
//! organisers or scorers never overwrite each other unseen; after publishing, every organiser's change is
//! audited, and every change is told to the live pages ([`crate::live`]) once committed.
//!
//! * [`venues`]: the courts, grounds and halls.
//! * [`fixtures`]: generate (or regenerate) a draft, swap two teams, publish, read.
//! * [`schedule`]: a match's venue, day and time, refused when a team or the venue is already busy then; the
//!   public schedule; the teams are e-mailed when their match is scheduled or moved.
//! * [`results`]: a scorer enters a result, an organiser corrects one; later results that no longer hold are
//!   taken away.
//! * [`standings`]: podiums and the championship of the colleges.

pub mod calendar;
pub mod fixtures;
pub mod races;
pub mod results;
pub mod schedule;
pub mod standings;
pub mod venues;

use std::collections::{BTreeMap, HashMap};

use fest_shared::catalogue::{EventId, EventInfo};
use fest_shared::fixtures::{Advancement, Fixtures, Format, MatchResult, advance};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

use crate::AppError;
use crate::entities::{fixture_match, fixture_set, registration};

pub const SET_NOT_FOUND: &str = "No fixtures here yet.";
pub const MATCH_NOT_FOUND: &str = "No such match.";
pub const STALE: &str = "These fixtures were changed meanwhile; reload them and try again.";

/// One set of fixtures as stored, with everything its views and changes need.
#[derive(Debug, Clone)]
pub struct LoadedSet {
    pub set: fixture_set::Model,
    pub event: &'static EventInfo,
    pub format: Format,
    pub fixtures: Fixtures,
    /// Entrant id (`T1`) to registration id.
    pub teams: BTreeMap<String, String>,
    /// The matches in the fixtures' order.
    pub rows: Vec<fixture_match::Model>,
}

impl LoadedSet {
    /// Reads a stored set: `None` when its event has left the catalogue.
    pub fn read(set: fixture_set::Model, mut rows: Vec<fixture_match::Model>) -> Result<Option<Self>, AppError> {
        let Some(event) = fest_shared::catalogue::event_by_name(&set.event_id) else { return Ok(None) };
        let format = serde_json::from_str(&set.format).map_err(AppError::other)?;
        let fixtures = serde_json::from_str(&set.fixtures).map_err(AppError::other)?;
        let teams = serde_json::from_str(&set.teams).map_err(AppError::other)?;
        rows.sort_by_key(|r| r.position);
        Ok(Some(LoadedSet { set, event, format, fixtures, teams, rows }))
    }

    /// The results entered, in the fixtures' order.
    pub fn results(&self) -> Vec<MatchResult> {
        self.rows.iter().filter(|r| r.has_result()).map(result_of).collect()
    }

    /// Where the fixtures stand after the results.
    pub fn advancement(&self) -> Advancement {
        advance(&self.fixtures, &self.results())
    }

    /// The display name of an entrant (`T3`): its college.
    pub fn name_of<'a>(&'a self, id: &'a str) -> &'a str {
        self.fixtures.entrants.iter().find(|e| e.id == id).map_or(id, |e| e.name.as_str())
    }

    /// A match's row.
    pub fn row(&self, match_id: &str) -> Option<&fixture_match::Model> {
        self.rows.iter().find(|r| r.match_id == match_id)
    }

    /// How messages and e-mails name the set: "Football (Men)".
    pub fn title(&self) -> String {
        if self.set.category.is_empty() {
            self.event.title.to_owned()
        } else {
            format!("{} ({})", self.event.title, self.set.category)
        }
    }

    pub fn is_published(&self) -> bool {
        self.set.state == fixture_set::State::Published
    }
}

/// A stored result as the rules read it.
pub fn result_of(row: &fixture_match::Model) -> MatchResult {
    MatchResult {
        match_id: row.match_id.clone(),
        home_score: row.home_score.and_then(|s| u32::try_from(s).ok()),
        away_score: row.away_score.and_then(|s| u32::try_from(s).ok()),
        winner: row.winner.clone(),
        walkover: row.walkover,
    }
}

/// A stored result's score sheet, as entered.
pub fn sheet_of(row: &fixture_match::Model) -> Option<serde_json::Value> {
    serde_json::from_str(row.sheet.as_deref()?).ok()
}

/// The sport's own line for a stored result ("3–1 (25–20, 22–25, 25–18, 25–21)", "2½–1½"), read from its
/// score sheet by the shared rules; none for a result of two plain numbers.
pub fn score_text(event: EventId, row: &fixture_match::Model) -> Option<String> {
    fest_shared::scores::read_sheet(event, &sheet_of(row)?).ok().map(|s| s.text)
}

/// A set by id with its matches.
pub async fn load<C: ConnectionTrait>(conn: &C, set_id: &str) -> Result<Option<LoadedSet>, AppError> {
    let Some(set) = fixture_set::Entity::find_by_id(set_id).one(conn).await? else { return Ok(None) };
    let rows = fixture_match::Entity::find().filter(fixture_match::Column::SetId.eq(set_id)).all(conn).await?;
    LoadedSet::read(set, rows)
}

/// A set by id, locked for a change inside `txn` (`SELECT … FOR UPDATE` on PostgreSQL; SQLite's write
/// transaction already holds the one writer's lock).
pub async fn lock(txn: &sea_orm::DatabaseTransaction, set_id: &str) -> Result<LoadedSet, AppError> {
    let set = fixture_set::Entity::find_by_id(set_id)
        .lock_exclusive()
        .one(txn)
        .await?
        .ok_or_else(|| AppError::NotFound(SET_NOT_FOUND.into()))?;
    let rows = fixture_match::Entity::find().filter(fixture_match::Column::SetId.eq(set_id)).all(txn).await?;
    LoadedSet::read(set, rows)?.ok_or_else(|| AppError::NotFound(SET_NOT_FOUND.into()))
}

/// Every set (published only, unless `drafts`), with its matches, by event and category.
pub async fn load_all<C: ConnectionTrait>(conn: &C, drafts: bool) -> Result<Vec<LoadedSet>, AppError> {
    let mut query = fixture_set::Entity::find();
    if !drafts {
        query = query.filter(fixture_set::Column::State.eq(fixture_set::State::Published));
    }
    let sets =
        query.order_by_asc(fixture_set::Column::EventId).order_by_asc(fixture_set::Column::Category).all(conn).await?;
    let ids: Vec<String> = sets.iter().map(|s| s.id.clone()).collect();
    let mut rows: HashMap<String, Vec<fixture_match::Model>> = HashMap::new();
    for row in fixture_match::Entity::find().filter(fixture_match::Column::SetId.is_in(ids)).all(conn).await? {
        rows.entry(row.set_id.clone()).or_default().push(row);
    }
    let mut loaded = Vec::with_capacity(sets.len());
    for set in sets {
        let rows = rows.remove(&set.id).unwrap_or_default();
        if let Some(one) = LoadedSet::read(set, rows)? {
            loaded.push(one);
        }
    }
    Ok(loaded)
}

/// The registrations behind a set's entrants, by entrant id.
pub async fn registrations_of<C: ConnectionTrait>(
    conn: &C,
    loaded: &LoadedSet,
) -> Result<HashMap<String, registration::Model>, AppError> {
    let ids: Vec<String> = loaded.teams.values().cloned().collect();
    let by_id: HashMap<String, registration::Model> = registration::Entity::find()
        .filter(registration::Column::Id.is_in(ids))
        .all(conn)
        .await?
        .into_iter()
        .map(|r| (r.id.clone(), r))
        .collect();
    Ok(loaded.teams.iter().filter_map(|(t, r)| Some((t.clone(), by_id.get(r)?.clone()))).collect())
}

/// A set locked for a change inside `txn` ([`lock`]), refused (409) when it is no longer at the version the
/// caller last read.
pub async fn lock_at(
    txn: &sea_orm::DatabaseTransaction,
    set_id: &str,
    version: Option<i32>,
) -> Result<LoadedSet, AppError> {
    let loaded = lock(txn, set_id).await?;
    expect_version(&loaded, version)?;
    Ok(loaded)
}

/// Checks the version the caller last read.
fn expect_version(loaded: &LoadedSet, version: Option<i32>) -> Result<(), AppError> {
    match version {
        Some(v) if v != loaded.set.version => Err(AppError::Conflict(STALE.into())),
        _ => Ok(()),
    }
}

/// Bumps a set's version inside `txn`, naming the version it was read at.
pub async fn bump<C: ConnectionTrait>(conn: &C, loaded: &LoadedSet) -> Result<i32, AppError> {
    use sea_orm::sea_query::Expr;
    let next = loaded.set.version + 1;
    let done = fixture_set::Entity::update_many()
        .col_expr(fixture_set::Column::Version, Expr::value(next))
        .col_expr(fixture_set::Column::UpdatedAt, Expr::value(chrono::Utc::now()))
        .filter(fixture_set::Column::Id.eq(&loaded.set.id))
        .filter(fixture_set::Column::Version.eq(loaded.set.version))
        .exec(conn)
        .await?;
    if done.rows_affected == 1 { Ok(next) } else { Err(AppError::Conflict(STALE.into())) }
}

/// The live update for a change to `loaded` (as it stands after the change).
pub fn live_update(loaded: &LoadedSet, kind: crate::live::Kind, matches: Vec<String>) -> crate::live::Update {
    crate::live::Update {
        kind,
        set_id: loaded.set.id.clone(),
        event: loaded.set.event_id.clone(),
        category: loaded.set.category.clone(),
        version: loaded.set.version,
        matches,
    }
}
