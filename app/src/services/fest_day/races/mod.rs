//! Athletics races: each individual event or relay of a category (`100m` Men, `4x100m` Women, and the mixed
//! relay as `Mixed`) is drawn into heats with lanes from its paid registrations by the shared rules
//! (`fest_shared::fixtures::draw_heats`, the organisers' preview in the browser runs the same), published,
//! timed heat by heat by a scorer, and run again as a final of the best times
//! (`fest_shared::fixtures::final_from_heats`). The final's times place the podium, which counts for the
//! championship like any event's. A race with one heat needs no final: that heat's times place it.
//!
//! Athletes are `A1`, `A2`, ... in the order their registrations were paid; the race keeps which registration
//! each is, and shows the athlete's name (a relay: the college) and college. As with fixtures, every change
//! takes the race's row and bumps its `version`; after publishing, corrections are audited, and every change
//! is told to the live pages.

pub mod schedule;
pub mod times;

use chrono::Utc;
use fest_shared::catalogue::athletics::{RULES, is_race};
use fest_shared::catalogue::{Category, EventId, EventInfo};
use fest_shared::fixtures::{Athlete, Heat, HeatDraw, HeatOptions, LaneDraw, draw_heats};
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use crate::entities::{race, race_heat, registration, user};
use crate::live::{self, Kind};
use crate::services::audit;
use crate::services::registrations::Status;
use crate::{AppError, Context};

pub const RACE_NOT_FOUND: &str = "Race not found";
pub const PUBLISHED: &str = "These heats are already published.";
pub const NOT_A_DRAFT: &str = "Only a draft can be discarded.";
pub const STALE: &str = "This race was changed meanwhile; reload it and try again.";
pub const MIXED: &str = "Mixed";

/// An athlete of a race.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RaceAthlete {
    /// `A1`, `A2`, ...
    pub id: String,
    pub registration: String,
    /// The athlete's name; a relay's is its college's.
    pub name: String,
    pub college: String,
}

/// A time run, or why there is none.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TimeRun {
    pub athlete: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_ms: Option<u64>,
    /// A field event's mark in centimetres (the best of the athlete's attempts).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mark_cm: Option<u32>,
    /// `dnf` (did not finish), `dq` (disqualified) or `dns` (did not start), or a field event's `nm` (no
    /// valid mark), without a time or mark.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<String>,
}

impl TimeRun {
    /// What orders results, the best first: a time, or a mark (the longer the better).
    fn rank_key(&self) -> Option<u64> {
        self.time_ms.or_else(|| self.mark_cm.map(|cm| u64::MAX - u64::from(cm)))
    }
}

/// A heat (or the final) as stored: its lanes and its times.
#[derive(Debug, Clone)]
pub struct LoadedHeat {
    pub row: race_heat::Model,
    /// A field event's flight rather than a heat.
    pub field: bool,
    pub lanes: Vec<LaneDraw>,
    pub times: Option<Vec<TimeRun>>,
}

impl LoadedHeat {
    /// "Heat 2", "Final", or a field event's "Flight 1".
    pub fn name(&self) -> String {
        match (self.row.is_final, self.field) {
            (true, _) => "Final".to_owned(),
            (false, true) => format!("Flight {}", self.row.number),
            (false, false) => format!("Heat {}", self.row.number),
        }
    }

    /// As the shared rules read it.
    pub fn heat(&self) -> Heat {
        Heat { number: u32::try_from(self.row.number).unwrap_or(0), name: self.name(), lanes: self.lanes.clone() }
    }
}

/// A race with its heats (the final last).
#[derive(Debug, Clone)]
pub struct LoadedRace {
    pub race: race::Model,
    pub event: &'static EventInfo,
    pub athletes: Vec<RaceAthlete>,
    pub heats: Vec<LoadedHeat>,
}

impl LoadedRace {
    fn read(race: race::Model, mut rows: Vec<race_heat::Model>) -> Result<Self, AppError> {
        rows.sort_by_key(|r| r.number);
        let athletes = serde_json::from_str(&race.athletes).map_err(AppError::other)?;
        let field = !is_race(&race.discipline);
        let heats = rows
            .into_iter()
            .map(|row| {
                let lanes = serde_json::from_str(&row.lanes).map_err(AppError::other)?;
                let times = row.times.as_deref().map(serde_json::from_str).transpose().map_err(AppError::other)?;
                Ok(LoadedHeat { row, field, lanes, times })
            })
            .collect::<Result<Vec<_>, AppError>>()?;
        Ok(LoadedRace { race, event: EventId::Athletics.event(), athletes, heats })
    }

    /// The registrations running in a heat (an athlete, or a relay team, is one registration).
    pub fn registrations_in(&self, heat: &LoadedHeat) -> Vec<String> {
        heat.lanes.iter().filter_map(|l| self.athlete(&l.athlete)).map(|a| a.registration.clone()).collect()
    }

    pub fn athlete(&self, id: &str) -> Option<&RaceAthlete> {
        self.athletes.iter().find(|a| a.id == id)
    }

    pub fn is_published(&self) -> bool {
        self.race.state == race::State::Published
    }

    /// "Athletics (Men) 100m".
    pub fn title(&self) -> String {
        format!("{} ({}) {}", self.event.title, self.race.category, self.race.discipline)
    }

    pub fn final_heat(&self) -> Option<&LoadedHeat> {
        self.heats.iter().find(|h| h.row.is_final)
    }

    /// The heats, without the final.
    pub fn heats_only(&self) -> impl Iterator<Item = &LoadedHeat> {
        self.heats.iter().filter(|h| !h.row.is_final)
    }

    /// A field event (thrown or jumped for distance), contested in flights whose marks place it together.
    pub fn is_field(&self) -> bool {
        !is_race(&self.race.discipline)
    }

    /// The heat whose times place the podium: the final, or the one heat of a race that has only one (a
    /// field event's flights place it together: none).
    pub fn deciding(&self) -> Option<&LoadedHeat> {
        if self.is_field() {
            return None;
        }
        self.final_heat().or_else(|| {
            let mut heats = self.heats_only();
            match (heats.next(), heats.next()) {
                (Some(only), None) => Some(only),
                _ => None,
            }
        })
    }

    /// The places of the deciding heat once it is timed: by time, the fastest first (level times share a
    /// place); athletes without a time are not placed. A field event's places come from all its flights'
    /// marks, the longest first, once every flight has them.
    pub fn placings(&self) -> Vec<(u32, &RaceAthlete)> {
        let all: Vec<TimeRun>;
        let times: &[TimeRun] = if self.is_field() {
            if self.heats.is_empty() || self.heats.iter().any(|h| h.times.is_none()) {
                return Vec::new();
            }
            all = self.heats.iter().flat_map(|h| h.times.iter().flatten().cloned()).collect();
            &all
        } else {
            match self.deciding().and_then(|h| h.times.as_ref()) {
                Some(times) => times,
                None => return Vec::new(),
            }
        };
        places(times).into_iter().filter_map(|(place, id)| Some((place, self.athlete(id)?))).collect()
    }

    /// The podium: the first three places with the prizes the catalogue gives them.
    pub fn podium(&self) -> Vec<super::standings::Podium> {
        self.placings()
            .into_iter()
            .filter(|(place, _)| *place <= 3)
            .map(|(place, athlete)| super::standings::Podium {
                place,
                entrant: athlete.id.clone(),
                name: athlete.name.clone(),
                college: athlete.college.clone(),
                prize_paise: super::standings::prize_for(self.event, place),
            })
            .collect()
    }
}

/// Places by time, the fastest first, or by mark, the longest first; level results share a place (1, 2, 2, 4).
pub fn places(times: &[TimeRun]) -> Vec<(u32, &str)> {
    let mut ranked: Vec<(u64, &str)> = times.iter().filter_map(|t| Some((t.rank_key()?, t.athlete.as_str()))).collect();
    ranked.sort_unstable();
    let mut out: Vec<(u32, &str)> = Vec::with_capacity(ranked.len());
    for (i, (key, id)) in ranked.iter().enumerate() {
        let place = match (out.last(), i.checked_sub(1).map(|j| ranked[j].0)) {
            (Some((p, _)), Some(before)) if before == *key => *p,
            _ => u32::try_from(i + 1).unwrap_or(u32::MAX),
        };
        out.push((place, id));
    }
    out
}

/// A race by id with its heats.
pub async fn load<C: ConnectionTrait>(conn: &C, id: &str) -> Result<Option<LoadedRace>, AppError> {
    let Some(race) = race::Entity::find_by_id(id).one(conn).await? else { return Ok(None) };
    let rows = race_heat::Entity::find().filter(race_heat::Column::RaceId.eq(id)).all(conn).await?;
    LoadedRace::read(race, rows).map(Some)
}

/// A race locked for a change inside `txn`, refused (409) when it is no longer at the version the caller read.
pub async fn lock(txn: &sea_orm::DatabaseTransaction, id: &str, version: Option<i32>) -> Result<LoadedRace, AppError> {
    let race = race::Entity::find_by_id(id)
        .lock_exclusive()
        .one(txn)
        .await?
        .ok_or_else(|| AppError::NotFound(RACE_NOT_FOUND.into()))?;
    if version.is_some_and(|v| v != race.version) {
        return Err(AppError::Conflict(STALE.into()));
    }
    let rows = race_heat::Entity::find().filter(race_heat::Column::RaceId.eq(id)).all(txn).await?;
    LoadedRace::read(race, rows)
}

/// Bumps a race's version inside `txn`, naming the version it was read at.
pub async fn bump<C: ConnectionTrait>(conn: &C, loaded: &LoadedRace) -> Result<i32, AppError> {
    use sea_orm::sea_query::Expr;
    let next = loaded.race.version + 1;
    let done = race::Entity::update_many()
        .col_expr(race::Column::Version, Expr::value(next))
        .col_expr(race::Column::UpdatedAt, Expr::value(Utc::now()))
        .filter(race::Column::Id.eq(&loaded.race.id))
        .filter(race::Column::Version.eq(loaded.race.version))
        .exec(conn)
        .await?;
    if done.rows_affected == 1 { Ok(next) } else { Err(AppError::Conflict(STALE.into())) }
}

/// Every race (published only, unless `drafts`), by category and discipline.
pub async fn load_all<C: ConnectionTrait>(conn: &C, drafts: bool) -> Result<Vec<LoadedRace>, AppError> {
    let mut query = race::Entity::find();
    if !drafts {
        query = query.filter(race::Column::State.eq(race::State::Published));
    }
    let races = query.order_by_asc(race::Column::Category).order_by_asc(race::Column::Discipline).all(conn).await?;
    let ids: Vec<String> = races.iter().map(|r| r.id.clone()).collect();
    let mut rows: std::collections::HashMap<String, Vec<race_heat::Model>> = std::collections::HashMap::new();
    for row in race_heat::Entity::find().filter(race_heat::Column::RaceId.is_in(ids)).all(conn).await? {
        rows.entry(row.race_id.clone()).or_default().push(row);
    }
    races
        .into_iter()
        .map(|r| {
            let heats = rows.remove(&r.id).unwrap_or_default();
            LoadedRace::read(r, heats)
        })
        .collect()
}

/// The live update for a change to a race (as it stands after the change).
pub fn live_update(loaded: &LoadedRace, kind: Kind, heats: Vec<String>) -> live::Update {
    live::Update {
        kind,
        set_id: loaded.race.id.clone(),
        event: loaded.race.event_id.clone(),
        category: loaded.race.category.clone(),
        version: loaded.race.version,
        matches: heats,
    }
}

/// A category and discipline as the organisers name them, checked against the athletics rules: a race, relay
/// or field event of Men or Women, or the mixed relay (category `Mixed`).
pub fn resolve(category: &str, discipline: &str) -> Result<(String, &'static str), AppError> {
    let discipline_name = discipline.trim();
    if let Some(mixed) = RULES.mixed_relay.iter().find(|d| d.eq_ignore_ascii_case(discipline_name)) {
        return Ok((MIXED.to_owned(), mixed));
    }
    let category = Category::parse(category)
        .ok_or_else(|| AppError::field("category", "Choose Men or Women (or the mixed relay)."))?;
    let mut known = RULES.individual_events(category).to_vec();
    known.extend_from_slice(RULES.events(category).relay);
    let Some(found) = known.into_iter().find(|d| d.eq_ignore_ascii_case(discipline_name)) else {
        return Err(AppError::field(
            "discipline",
            format!("{} has no event called {discipline_name}.", category.as_str()),
        ));
    };
    Ok((category.as_str().to_owned(), found))
}

/// The paid entries of a race, in the order they paid: `(registration, name, college)`. An individual event's
/// athlete is the registration's lead athlete; a relay's is its team, named by its college.
pub async fn entries(
    ctx: &Context,
    category: &str,
    discipline: &str,
) -> Result<Vec<(String, String, String)>, AppError> {
    let rows = registration::Entity::find()
        .filter(registration::Column::EventId.eq(EventId::Athletics.as_str()))
        .filter(registration::Column::Status.eq(Status::Paid))
        .order_by_asc(registration::Column::PaidAt)
        .order_by_asc(registration::Column::CreatedAt)
        .all(ctx.db())
        .await?;
    let relay = RULES.allowed_relay(None).contains(&discipline);
    let mut out = Vec::new();
    for r in rows {
        if category != MIXED && !r.category.as_deref().is_some_and(|c| c.eq_ignore_ascii_case(category)) {
            continue;
        }
        let payload: Value = serde_json::from_str(&r.payload).map_err(AppError::other)?;
        let entry = &payload["entry"];
        let college = r.college_name.trim().to_owned();
        let entered = if relay {
            entry["relayTeams"].as_array().is_some_and(|t| t.iter().any(|team| team["event"] == discipline))
        } else {
            entry["individualEvents"].as_array().is_some_and(|e| e.iter().any(|d| d == discipline))
        };
        if !entered {
            continue;
        }
        let name = if relay {
            college.clone()
        } else {
            entry["captain"]["fullname"].as_str().unwrap_or_default().trim().to_owned()
        };
        out.push((r.id, name, college));
    }
    // A second relay team of the same college is told apart, as fixtures do.
    if relay {
        for i in 0..out.len() {
            let before = out[..i].iter().filter(|o| o.2.eq_ignore_ascii_case(&out[i].2)).count();
            if before > 0 {
                out[i].1 = format!("{} ({})", out[i].2, before + 1);
            }
        }
    }
    Ok(out)
}

/// What the organisers ask for.
#[derive(Debug, Clone)]
pub struct Draw {
    pub lanes: u32,
    pub draw: HeatDraw,
    /// The draw's seed (the same seed, the same heats); a fresh one when none is given.
    pub seed: Option<u64>,
}

/// Draws the heats of a race (a draft, replacing an earlier draft).
pub async fn draw(
    ctx: &Context,
    actor: &user::Model,
    category: &str,
    discipline: &str,
    request: Draw,
) -> Result<LoadedRace, AppError> {
    let (category, discipline) = resolve(category, discipline)?;
    let athletes: Vec<RaceAthlete> = entries(ctx, &category, discipline)
        .await?
        .into_iter()
        .enumerate()
        .map(|(i, (registration, name, college))| RaceAthlete {
            id: format!("A{}", i + 1),
            registration,
            name,
            college,
        })
        .collect();
    let seed = request.seed.unwrap_or_else(|| {
        u64::from_le_bytes(uuid::Uuid::new_v4().as_bytes()[..8].try_into().unwrap_or_default()) >> 12
    });
    let options = HeatOptions { lanes: request.lanes, draw: request.draw, seed };
    let heats = draw_heats(
        &options,
        &athletes
            .iter()
            .map(|a| Athlete { id: a.id.clone(), name: a.name.clone(), seed_time_ms: None })
            .collect::<Vec<_>>(),
    )
    .map_err(AppError::invalid)?;
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let event = EventId::Athletics.as_str();
    let earlier = race::Entity::find()
        .filter(race::Column::EventId.eq(event))
        .filter(race::Column::Category.eq(&category))
        .filter(race::Column::Discipline.eq(discipline))
        .lock_exclusive()
        .one(&txn)
        .await?;
    if let Some(earlier) = earlier {
        if earlier.state == race::State::Published {
            return Err(AppError::Conflict(PUBLISHED.into()));
        }
        race_heat::Entity::delete_many().filter(race_heat::Column::RaceId.eq(&earlier.id)).exec(&txn).await?;
        race::Entity::delete_by_id(&earlier.id).exec(&txn).await?;
    }
    let now = Utc::now();
    let id = uuid::Uuid::new_v4().to_string();
    race::ActiveModel {
        id: Set(id.clone()),
        event_id: Set(event.to_owned()),
        category: Set(category),
        discipline: Set(discipline.to_owned()),
        lanes: Set(i32::try_from(request.lanes).map_err(AppError::other)?),
        draw: Set(match request.draw {
            HeatDraw::Times => "times",
            HeatDraw::Draw => "draw",
        }
        .to_owned()),
        seed: Set(i64::try_from(seed).unwrap_or(i64::MAX)),
        athletes: Set(serde_json::to_string(&athletes).map_err(AppError::other)?),
        state: Set(race::State::Draft),
        version: Set(1),
        created_by: Set(actor.id.clone()),
        created_at: Set(now),
        updated_at: Set(now),
        published_at: Set(None),
    }
    .insert(&txn)
    .await?;
    for heat in &heats {
        insert_heat(&txn, &id, heat, false).await?;
    }
    let loaded = lock(&txn, &id, None).await?;
    txn.commit().await?;
    Ok(loaded)
}

/// Stores a heat (or the final) of a race.
async fn insert_heat<C: ConnectionTrait>(conn: &C, race_id: &str, heat: &Heat, is_final: bool) -> Result<(), AppError> {
    race_heat::ActiveModel {
        race_id: Set(race_id.to_owned()),
        number: Set(i32::try_from(heat.number).map_err(AppError::other)?),
        is_final: Set(is_final),
        lanes: Set(serde_json::to_string(&heat.lanes).map_err(AppError::other)?),
        times: Set(None),
        venue_id: Set(None),
        day: Set(None),
        start_minute: Set(None),
        end_minute: Set(None),
        result_by: Set(None),
        result_at: Set(None),
        updated_at: Set(Utc::now()),
    }
    .insert(conn)
    .await?;
    Ok(())
}

/// Publishes a draft: the heats become public and can be timed. Audited.
pub async fn publish(
    ctx: &Context,
    actor: &user::Model,
    id: &str,
    version: Option<i32>,
) -> Result<LoadedRace, AppError> {
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let loaded = lock(&txn, id, version).await?;
    if loaded.is_published() {
        return Err(AppError::Conflict(PUBLISHED.into()));
    }
    bump(&txn, &loaded).await?;
    let now = Utc::now();
    race::ActiveModel {
        id: Set(loaded.race.id.clone()),
        state: Set(race::State::Published),
        published_at: Set(Some(now)),
        ..Default::default()
    }
    .update(&txn)
    .await?;
    let details = json!({ "race": loaded.title(), "heats": loaded.heats.len(), "athletes": loaded.athletes.len() });
    audit::record(&txn, actor, "races.publish", id, details).await?;
    let loaded = lock(&txn, id, None).await?;
    txn.commit().await?;
    live::tell(ctx, live_update(&loaded, Kind::Fixtures, Vec::new())).await;
    Ok(loaded)
}

/// Discards a draft.
pub async fn discard(ctx: &Context, id: &str, version: Option<i32>) -> Result<(), AppError> {
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let loaded = lock(&txn, id, version).await?;
    if loaded.is_published() {
        return Err(AppError::Conflict(NOT_A_DRAFT.into()));
    }
    race_heat::Entity::delete_many().filter(race_heat::Column::RaceId.eq(id)).exec(&txn).await?;
    race::Entity::delete_by_id(id).exec(&txn).await?;
    txn.commit().await?;
    Ok(())
}
