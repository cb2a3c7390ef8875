//! Generating, adjusting and publishing one event's fixtures.
//!
//! * [`generate`] makes (or remakes) the draft from the event's paid registrations, seeded in the order the
//!   organisers give or else by when each paid. A published set is not remade: its results stand.
//! * [`swap`] exchanges two teams' places; after publishing only while neither has a result, and audited.
//! * [`publish`] opens the set to everybody (audited), e-mails each team its scheduled matches and tells the
//!   live pages.
//! * [`next_round`] pairs a Swiss's next round once the one before is played (audited).
//! * [`discard`] removes a draft.

use std::collections::BTreeMap;

use chrono::Utc;
use fest_shared::catalogue::EventInfo;
use fest_shared::fixtures::{Entrant, Fixtures, Format, Slot, generate as generate_fixtures};
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set};
use serde_json::json;

use super::{LoadedSet, SET_NOT_FOUND, bump, load, lock, lock_at};
use crate::entities::registration::Status;
use crate::entities::{fixture_match, fixture_set, registration, user};
use crate::live::{self, Kind};
use crate::services::audit;
use crate::services::catalogue::find_event;
use crate::{AppError, Context};

pub const PUBLISHED_ALREADY: &str =
    "These fixtures are published: enter and correct results, or swap teams, instead of generating them again.";
pub const NOT_A_PERMUTATION: &str = "The seeding must list every paid team exactly once.";
pub const NOT_AN_ENTRANT: &str = "Both teams must be in these fixtures.";
pub const SAME_TEAM: &str = "Choose two different teams.";
pub const SWAP_PLAYED: &str = "A team that already has a result cannot be swapped.";
pub const PUBLISHED: &str = "These fixtures are already published.";
pub const NOT_A_DRAFT: &str = "Only a draft can be discarded.";
pub const PAIR_PUBLISHED: &str = "Publish these fixtures and play round 1 before pairing the next round.";

/// An event and category as a path names them: the category canonical ("Men"), or empty for an event without
/// categories.
pub fn resolve(event: &str, category: Option<&str>) -> Result<(&'static EventInfo, String), AppError> {
    let info = find_event(event)?;
    let category = category.map(str::trim).unwrap_or("");
    if info.categories.is_empty() {
        return Ok((info, String::new()));
    }
    match info.categories.iter().find(|c| c.as_str().eq_ignore_ascii_case(category)) {
        Some(c) => Ok((info, c.as_str().to_owned())),
        None => {
            let names: Vec<&str> = info.categories.iter().map(|c| c.as_str()).collect();
            Err(AppError::field("category", format!("Choose {}.", names.join(" or "))))
        }
    }
}

/// One paid team of an event: its registration and its college.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Team {
    pub registration_id: String,
    pub college: String,
}

/// The paid teams of an event and category, in the order they paid.
pub async fn teams(ctx: &Context, event: &EventInfo, category: &str) -> Result<Vec<Team>, AppError> {
    let rows = registration::Entity::find()
        .filter(registration::Column::EventId.eq(event.id.as_str()))
        .filter(registration::Column::Status.eq(Status::Paid))
        .order_by_asc(registration::Column::PaidAt)
        .order_by_asc(registration::Column::CreatedAt)
        .all(ctx.db())
        .await?;
    Ok(rows
        .into_iter()
        .filter(|r| category.is_empty() || r.category.as_deref().is_some_and(|c| c.eq_ignore_ascii_case(category)))
        .map(|r| Team { registration_id: r.id, college: r.college_name.trim().to_owned() })
        .collect())
}

/// The entrants of fixtures for `teams` in seed order: `T1`, `T2`, ... named by their college ("IIT Patna",
/// and "IIT Patna (2)" for a second team of the same college), with the registration behind each.
pub fn entrants(teams: &[Team]) -> (Vec<Entrant>, BTreeMap<String, String>) {
    let mut entrants = Vec::with_capacity(teams.len());
    let mut map = BTreeMap::new();
    for (i, team) in teams.iter().enumerate() {
        let id = format!("T{}", i + 1);
        let before = teams[..i].iter().filter(|t| t.college.eq_ignore_ascii_case(&team.college)).count();
        let name = if before == 0 { team.college.clone() } else { format!("{} ({})", team.college, before + 1) };
        map.insert(id.clone(), team.registration_id.clone());
        entrants.push(Entrant { id, name });
    }
    (entrants, map)
}

/// What the organisers ask for.
#[derive(Debug, Clone)]
pub struct Generate {
    pub format: Format,
    /// The paid teams' registration ids in seed order (seed 1 first); by when each paid when absent.
    pub seeding: Option<Vec<String>>,
}

/// Generates the draft fixtures of an event (and category), replacing an earlier draft.
pub async fn generate(
    ctx: &Context,
    actor: &user::Model,
    event: &str,
    category: Option<&str>,
    request: Generate,
) -> Result<LoadedSet, AppError> {
    let (event, category) = resolve(event, category)?;
    let mut paid = teams(ctx, event, &category).await?;
    if let Some(order) = &request.seeding {
        let mut seeded = Vec::with_capacity(order.len());
        for id in order {
            match paid.iter().position(|t| &t.registration_id == id) {
                Some(i) => seeded.push(paid.remove(i)),
                None => return Err(AppError::field("seeding", NOT_A_PERMUTATION)),
            }
        }
        if !paid.is_empty() {
            return Err(AppError::field("seeding", NOT_A_PERMUTATION));
        }
        paid = seeded;
    }
    let (entrants, map) = entrants(&paid);
    let fixtures = generate_fixtures(&request.format, &entrants).map_err(AppError::invalid)?;
    let format_json = serde_json::to_string(&request.format).map_err(AppError::other)?;
    let fixtures_json = serde_json::to_string(&fixtures).map_err(AppError::other)?;
    let teams_json = serde_json::to_string(&map).map_err(AppError::other)?;

    let now = Utc::now();
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let existing = fixture_set::Entity::find()
        .filter(fixture_set::Column::EventId.eq(event.id.as_str()))
        .filter(fixture_set::Column::Category.eq(&category))
        .lock_exclusive()
        .one(&txn)
        .await?;
    let set_id = match existing {
        Some(set) if set.state == fixture_set::State::Published => {
            return Err(AppError::Conflict(PUBLISHED_ALREADY.into()));
        }
        Some(set) => {
            let done = fixture_set::Entity::update_many()
                .col_expr(fixture_set::Column::Format, Expr::value(format_json))
                .col_expr(fixture_set::Column::Fixtures, Expr::value(fixtures_json))
                .col_expr(fixture_set::Column::Teams, Expr::value(teams_json))
                .col_expr(fixture_set::Column::Version, Expr::value(set.version + 1))
                .col_expr(fixture_set::Column::CreatedBy, Expr::value(actor.id.clone()))
                .col_expr(fixture_set::Column::UpdatedAt, Expr::value(now))
                .filter(fixture_set::Column::Id.eq(&set.id))
                .filter(fixture_set::Column::State.eq(fixture_set::State::Draft))
                .exec(&txn)
                .await?;
            if done.rows_affected != 1 {
                return Err(AppError::Conflict(PUBLISHED_ALREADY.into()));
            }
            fixture_match::Entity::delete_many().filter(fixture_match::Column::SetId.eq(&set.id)).exec(&txn).await?;
            set.id
        }
        None => {
            let id = uuid::Uuid::new_v4().to_string();
            fixture_set::ActiveModel {
                id: Set(id.clone()),
                event_id: Set(event.id.as_str().to_owned()),
                category: Set(category.clone()),
                format: Set(format_json),
                fixtures: Set(fixtures_json),
                teams: Set(teams_json),
                state: Set(fixture_set::State::Draft),
                version: Set(1),
                created_by: Set(actor.id.clone()),
                created_at: Set(now),
                updated_at: Set(now),
                published_at: Set(None),
            }
            .insert(&txn)
            .await?;
            id
        }
    };
    insert_matches(&txn, &set_id, &fixtures, 0, now).await?;
    let loaded = lock(&txn, &set_id).await?;
    txn.commit().await?;
    Ok(loaded)
}

/// Inserts the rows of the fixtures' matches from the `from`-th on.
async fn insert_matches(
    txn: &sea_orm::DatabaseTransaction,
    set_id: &str,
    fixtures: &Fixtures,
    from: usize,
    now: chrono::DateTime<Utc>,
) -> Result<(), AppError> {
    let rows: Vec<fixture_match::ActiveModel> = fixtures
        .matches
        .iter()
        .enumerate()
        .skip(from)
        .map(|(i, m)| fixture_match::ActiveModel {
            set_id: Set(set_id.to_owned()),
            match_id: Set(m.id.clone()),
            position: Set(i32::try_from(i).unwrap_or(i32::MAX)),
            venue_id: Set(None),
            day: Set(None),
            start_minute: Set(None),
            end_minute: Set(None),
            home_score: Set(None),
            away_score: Set(None),
            winner: Set(None),
            walkover: Set(false),
            detail: Set(None),
            sheet: Set(None),
            result_home: Set(None),
            result_away: Set(None),
            result_by: Set(None),
            result_at: Set(None),
            updated_at: Set(now),
        })
        .collect();
    // In chunks: a bracket of 1,024 teams has over a thousand matches, beyond a statement's parameters.
    for chunk in rows.chunks(200) {
        fixture_match::Entity::insert_many(chunk.to_vec()).exec_without_returning(txn).await?;
    }
    Ok(())
}

/// The set of an event and category as staff see it (drafts too), or as everybody does (published only).
pub async fn find(ctx: &Context, event: &str, category: Option<&str>, drafts: bool) -> Result<LoadedSet, AppError> {
    let (event, category) = resolve(event, category)?;
    let set = fixture_set::Entity::find()
        .filter(fixture_set::Column::EventId.eq(event.id.as_str()))
        .filter(fixture_set::Column::Category.eq(category))
        .one(ctx.db())
        .await?
        .filter(|s| drafts || s.state == fixture_set::State::Published)
        .ok_or_else(|| AppError::NotFound(SET_NOT_FOUND.into()))?;
    load(ctx.db(), &set.id).await?.ok_or_else(|| AppError::NotFound(SET_NOT_FOUND.into()))
}

/// A set by id as staff see it.
pub async fn by_id(ctx: &Context, set_id: &str) -> Result<LoadedSet, AppError> {
    load(ctx.db(), set_id).await?.ok_or_else(|| AppError::NotFound(SET_NOT_FOUND.into()))
}

fn swap_in_slot(slot: &mut Slot, a: &str, b: &str) {
    if let Slot::Entrant { id } = slot {
        if id == a {
            *id = b.to_owned();
        } else if id == b {
            *id = a.to_owned();
        }
    }
}

fn swap_id(id: &mut String, a: &str, b: &str) {
    if id == a {
        *id = b.to_owned();
    } else if id == b {
        *id = a.to_owned();
    }
}

/// Exchanges the places of two entrants (`T2` and `T5`) in the fixtures: their matches, byes and groups.
pub fn swapped(fixtures: &Fixtures, a: &str, b: &str) -> Fixtures {
    let mut f = fixtures.clone();
    for m in &mut f.matches {
        swap_in_slot(&mut m.home, a, b);
        swap_in_slot(&mut m.away, a, b);
    }
    for round in &mut f.rounds {
        round.byes.iter_mut().for_each(|slot| swap_in_slot(slot, a, b));
    }
    for group in &mut f.groups {
        group.entrants.iter_mut().for_each(|id| swap_id(id, a, b));
    }
    // The seed list follows the places, so that a group's or a bracket's order still reads by seed.
    let (i, j) = (f.entrants.iter().position(|e| e.id == a), f.entrants.iter().position(|e| e.id == b));
    if let (Some(i), Some(j)) = (i, j) {
        f.entrants.swap(i, j);
    }
    f
}

/// Writes a locked set's changed fixtures (its version bumped by the caller).
async fn store_fixtures(txn: &sea_orm::DatabaseTransaction, set_id: &str, fixtures: &Fixtures) -> Result<(), AppError> {
    fixture_set::Entity::update_many()
        .col_expr(fixture_set::Column::Fixtures, Expr::value(serde_json::to_string(fixtures).map_err(AppError::other)?))
        .filter(fixture_set::Column::Id.eq(set_id))
        .exec(txn)
        .await?;
    Ok(())
}

/// Swaps two teams' places (audited once published).
pub async fn swap(
    ctx: &Context,
    actor: &user::Model,
    set_id: &str,
    a: &str,
    b: &str,
    version: Option<i32>,
) -> Result<LoadedSet, AppError> {
    if a == b {
        return Err(AppError::field("b", SAME_TEAM));
    }
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let loaded = lock_at(&txn, set_id, version).await?;
    let known = |id: &str| loaded.fixtures.entrants.iter().any(|e| e.id == id);
    if !known(a) || !known(b) {
        return Err(AppError::field("a", NOT_AN_ENTRANT));
    }
    if loaded.is_published() {
        let advancement = loaded.advancement();
        let played = advancement
            .matches
            .iter()
            .filter(|m| m.winner.is_some() || m.home_score.is_some())
            .any(|m| [&m.home, &m.away].into_iter().flatten().any(|side| side == a || side == b));
        if played {
            return Err(AppError::Conflict(SWAP_PLAYED.into()));
        }
    }
    let fixtures = swapped(&loaded.fixtures, a, b);
    let version = bump(&txn, &loaded).await?;
    store_fixtures(&txn, set_id, &fixtures).await?;
    if loaded.is_published() {
        let details = json!({ "a": loaded.name_of(a), "b": loaded.name_of(b), "version": version });
        audit::record(&txn, actor, "fixtures.swap", set_id, details).await?;
    }
    let after = lock(&txn, set_id).await?;
    txn.commit().await?;
    if after.is_published() {
        live::tell(ctx, super::live_update(&after, Kind::Fixtures, Vec::new())).await;
    }
    Ok(after)
}

/// Publishes a draft (audited): everybody sees it, results may be entered, and each team is e-mailed the
/// matches already scheduled for it.
pub async fn publish(
    ctx: &Context,
    actor: &user::Model,
    set_id: &str,
    version: Option<i32>,
) -> Result<LoadedSet, AppError> {
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let loaded = lock_at(&txn, set_id, version).await?;
    if loaded.is_published() {
        return Err(AppError::Conflict(PUBLISHED.into()));
    }
    let next = bump(&txn, &loaded).await?;
    let done = fixture_set::Entity::update_many()
        .col_expr(fixture_set::Column::State, Expr::value(fixture_set::State::Published))
        .col_expr(fixture_set::Column::PublishedAt, Expr::value(Utc::now()))
        .filter(fixture_set::Column::Id.eq(set_id))
        .filter(fixture_set::Column::State.eq(fixture_set::State::Draft))
        .exec(&txn)
        .await?;
    if done.rows_affected != 1 {
        return Err(AppError::Conflict(PUBLISHED.into()));
    }
    audit::record(
        &txn,
        actor,
        "fixtures.publish",
        set_id,
        json!({ "event": loaded.set.event_id, "category": loaded.set.category, "version": next,
                "matches": loaded.rows.len() }),
    )
    .await?;
    let after = lock(&txn, set_id).await?;
    let queued = super::schedule::mail_published(ctx, &txn, &after).await?;
    txn.commit().await?;
    crate::services::mail_queue::deliver_soon(ctx, queued);
    live::tell(ctx, super::live_update(&after, Kind::Fixtures, Vec::new())).await;
    Ok(after)
}

/// Pairs the next round of published Swiss fixtures from the results so far (refused while a game of the
/// last round has no result, and after the last round); audited and told to the live pages. The new games
/// are scheduled like any match (which e-mails the teams).
pub async fn next_round(
    ctx: &Context,
    actor: &user::Model,
    set_id: &str,
    version: Option<i32>,
) -> Result<LoadedSet, AppError> {
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let loaded = lock_at(&txn, set_id, version).await?;
    if !loaded.is_published() {
        return Err(AppError::Conflict(PAIR_PUBLISHED.into()));
    }
    let fixtures = fest_shared::fixtures::next_round(&loaded.fixtures, &loaded.results()).map_err(AppError::invalid)?;
    let version = bump(&txn, &loaded).await?;
    store_fixtures(&txn, set_id, &fixtures).await?;
    insert_matches(&txn, set_id, &fixtures, loaded.fixtures.matches.len(), Utc::now()).await?;
    let round = fixtures.rounds.last().map(|r| (r.number, r.matches.clone())).unwrap_or_default();
    let details = json!({ "round": round.0, "matches": round.1, "version": version });
    audit::record(&txn, actor, "fixtures.next_round", set_id, details).await?;
    let after = lock(&txn, set_id).await?;
    txn.commit().await?;
    live::tell(ctx, super::live_update(&after, Kind::Fixtures, round.1)).await;
    Ok(after)
}

/// Removes a draft.
pub async fn discard(ctx: &Context, set_id: &str, version: Option<i32>) -> Result<(), AppError> {
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let loaded = lock_at(&txn, set_id, version).await?;
    if loaded.is_published() {
        return Err(AppError::Conflict(NOT_A_DRAFT.into()));
    }
    fixture_match::Entity::delete_many().filter(fixture_match::Column::SetId.eq(set_id)).exec(&txn).await?;
    fixture_set::Entity::delete_by_id(set_id).exec(&txn).await?;
    txn.commit().await?;
    Ok(())
}
