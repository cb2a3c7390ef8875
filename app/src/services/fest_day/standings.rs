//! Standings: each event's podium once decided (with the prizes the catalogue gives each place), and the
//! championship of the colleges: the points per placing (10, 6 and 4 unless the organisers set others)
//! summed per college over every published event.

use chrono::Utc;
use fest_shared::fixtures::{ChampionshipRow, Placement, championship, championship_points};
use sea_orm::sea_query::OnConflict;
use sea_orm::{ConnectionTrait, EntityTrait, Set};
use serde_json::json;

use super::{LoadedSet, load_all, registrations_of};
use crate::entities::{fest_setting, user};
use crate::services::audit;
use crate::{AppError, Context};

/// The setting that holds the points per placing.
pub const POINTS_SETTING: &str = "championship_points";
/// The most places that earn points.
pub const MAX_PLACES: usize = 8;
pub const BAD_POINTS: &str = "Give 1 to 8 places' points, each a whole number from 0 to 1000, not rising.";

/// One place on an event's podium.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Podium {
    pub place: u32,
    /// The entrant (`T3`) and its name.
    pub entrant: String,
    pub name: String,
    pub college: String,
    /// The prize in paise the catalogue gives this place, if any.
    pub prize_paise: Option<u64>,
}

/// The prize in paise the catalogue gives an event's `place` (1 for the winner), if any.
pub fn prize_for(event: &fest_shared::catalogue::EventInfo, place: u32) -> Option<u64> {
    let index = usize::try_from(place).ok()?.checked_sub(1)?;
    event.prizes.get(index).map(|prize| prize.paise)
}

/// The places decided in a set, with their colleges and prizes.
pub async fn podium<C: ConnectionTrait>(conn: &C, loaded: &LoadedSet) -> Result<Vec<Podium>, AppError> {
    let registrations = registrations_of(conn, loaded).await?;
    Ok(podium_of(loaded, &loaded.advancement(), &registrations))
}

fn podium_of(
    loaded: &LoadedSet,
    advancement: &fest_shared::fixtures::Advancement,
    registrations: &std::collections::HashMap<String, crate::entities::registration::Model>,
) -> Vec<Podium> {
    advancement
        .placings
        .iter()
        .map(|p| Podium {
            place: p.place,
            name: loaded.name_of(&p.entrant).to_owned(),
            college: registrations.get(&p.entrant).map(|r| r.college_name.trim().to_owned()).unwrap_or_default(),
            prize_paise: prize_for(loaded.event, p.place),
            entrant: p.entrant.clone(),
        })
        .collect()
}

/// The points per placing in force.
pub async fn points<C: ConnectionTrait>(conn: &C) -> Result<Vec<u32>, AppError> {
    let stored = fest_setting::Entity::find_by_id(POINTS_SETTING).one(conn).await?;
    Ok(stored.and_then(|s| serde_json::from_str(&s.value).ok()).unwrap_or_else(championship_points))
}

/// Sets the points per placing (admins; audited).
pub async fn set_points(ctx: &Context, actor: &user::Model, points: &[u32]) -> Result<Vec<u32>, AppError> {
    let valid = !points.is_empty()
        && points.len() <= MAX_PLACES
        && points.iter().all(|p| *p <= 1000)
        && points.windows(2).all(|w| w[0] >= w[1]);
    if !valid {
        return Err(AppError::field("points", BAD_POINTS));
    }
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let before = self::points(&txn).await?;
    let value = serde_json::to_string(points).map_err(AppError::other)?;
    fest_setting::Entity::insert(fest_setting::ActiveModel {
        name: Set(POINTS_SETTING.to_owned()),
        value: Set(value),
        updated_at: Set(Utc::now()),
    })
    .on_conflict(
        OnConflict::column(fest_setting::Column::Name)
            .update_columns([fest_setting::Column::Value, fest_setting::Column::UpdatedAt])
            .to_owned(),
    )
    .exec_without_returning(&txn)
    .await?;
    audit::record(&txn, actor, "standings.points", POINTS_SETTING, json!({ "before": before, "after": points }))
        .await?;
    txn.commit().await?;
    Ok(points.to_vec())
}

/// The championship: every college's points from the placings of every published event.
#[derive(Debug, Clone, PartialEq)]
pub struct Championship {
    pub points: Vec<u32>,
    pub rows: Vec<ChampionshipRow>,
    /// How many events have their places decided, of how many published.
    pub decided: usize,
    pub published: usize,
}

pub async fn championship_table(ctx: &Context) -> Result<Championship, AppError> {
    let sets = load_all(ctx.db(), false).await?;
    let points = points(ctx.db()).await?;
    let mut placings = Vec::new();
    let mut decided = 0;
    for loaded in &sets {
        let registrations = registrations_of(ctx.db(), loaded).await?;
        let advancement = loaded.advancement();
        if advancement.complete {
            decided += 1;
        }
        for p in podium_of(loaded, &advancement, &registrations) {
            if !p.college.is_empty() {
                placings.push(Placement { event: loaded.title(), place: p.place, college: p.college });
            }
        }
    }
    // Athletics races count like events: each race's podium.
    let races = super::races::load_all(ctx.db(), false).await?;
    for race in &races {
        let podium = race.podium();
        if !podium.is_empty() {
            decided += 1;
        }
        for p in podium {
            if !p.college.is_empty() {
                placings.push(Placement { event: race.title(), place: p.place, college: p.college });
            }
        }
    }
    let rows = championship(&points, &placings).map_err(AppError::invalid)?;
    Ok(Championship { points, rows, decided, published: sets.len() + races.len() })
}
