//! A race's times: a scorer enters a heat's times lane by lane (a time, or DNF, DQ, DNS); an organiser
//! corrects them (audited) until the final is drawn from them; the final is drawn from the heats' times by
//! the shared rules, then timed the same way, and its times place the podium.

use chrono::Utc;
use fest_shared::fixtures::{FinalOptions, HeatResult, final_from_heats};
use fest_shared::scores::{DISTANCE_FORMAT, TIME_FORMAT, parse_distance, parse_race_time};
use sea_orm::{ActiveModelTrait, Set};
use serde_json::json;

use super::{LoadedRace, TimeRun, bump, insert_heat, live_update, lock};
use crate::entities::{race_heat, user};
use crate::live::{self, Kind};
use crate::services::audit;
use crate::{AppError, Context};

pub const NOT_PUBLISHED: &str = "Times are entered once the heats are published.";
pub const HEAT_NOT_FOUND: &str = "Heat not found";
pub const ENTERED_ALREADY: &str = "Times are already entered for this heat; an organiser can correct them.";
pub const FINAL_DRAWN: &str = "The final is drawn from these times: they can no longer change.";
pub const EVERY_LANE: &str = "Give every athlete of the heat a result (a time or a mark, or a status), once.";
pub const NOT_IN_HEAT: &str = "This athlete does not run in this heat.";
pub const TIME_OR_STATUS: &str = "A time, or DNF, DQ or DNS: one of them.";
pub const MARK_OR_STATUS: &str = "A mark, or NM (no valid mark), DQ or DNS: one of them.";
pub const NO_FIELD_FINAL: &str = "A field event has no final: its flights' marks place it together.";
pub const FINAL_EXISTS: &str = "The final is drawn already.";
pub const ONE_HEAT: &str = "With one heat, its times place the podium: there is no final to draw.";

/// A time as the scorer types it.
#[derive(Debug, Clone, Default)]
pub struct TimeInput {
    pub athlete: String,
    /// "10.52", "1:58.30".
    pub time: Option<String>,
    /// A field event's mark in metres: "6.45".
    pub mark: Option<String>,
    /// `dnf`, `dq` or `dns` (a field event: `nm`, `dq` or `dns`).
    pub status: Option<String>,
}

/// Reads the times of a heat: every athlete of the heat once, each a time or a status.
fn read_times(heat: &super::LoadedHeat, input: &[TimeInput]) -> Result<Vec<TimeRun>, AppError> {
    let mut errors = fest_shared::errors::ValidationErrors::new();
    let mut out = Vec::with_capacity(input.len());
    for (i, t) in input.iter().enumerate() {
        let path = |field: &str| format!("times[{i}].{field}");
        if !heat.lanes.iter().any(|l| l.athlete == t.athlete) {
            errors.add(path("athlete"), NOT_IN_HEAT);
            continue;
        }
        let text = |v: &Option<String>| v.as_deref().map(str::trim).filter(|s| !s.is_empty()).map(str::to_owned);
        let status = t.status.as_deref().map(|s| s.trim().to_lowercase()).filter(|s| !s.is_empty());
        let run = |time_ms, mark_cm, status| TimeRun { athlete: t.athlete.clone(), time_ms, mark_cm, status };
        if heat.field {
            match (text(&t.mark), status) {
                (Some(mark), None) => match parse_distance(&mark) {
                    Some(cm) => out.push(run(None, Some(cm), None)),
                    None => errors.add(path("mark"), DISTANCE_FORMAT),
                },
                (None, Some(s)) if ["nm", "dq", "dns"].contains(&s.as_str()) => out.push(run(None, None, Some(s))),
                _ => errors.add(path("mark"), MARK_OR_STATUS),
            }
            continue;
        }
        match (text(&t.time), status) {
            (Some(time), None) => match parse_race_time(&time) {
                Some(ms) => out.push(run(Some(ms), None, None)),
                None => errors.add(path("time"), TIME_FORMAT),
            },
            (None, Some(s)) if ["dnf", "dq", "dns"].contains(&s.as_str()) => out.push(run(None, None, Some(s))),
            _ => errors.add(path("time"), TIME_OR_STATUS),
        }
    }
    let mut named: Vec<&str> = input.iter().map(|t| t.athlete.as_str()).collect();
    named.sort_unstable();
    let mut lanes: Vec<&str> = heat.lanes.iter().map(|l| l.athlete.as_str()).collect();
    lanes.sort_unstable();
    if errors.is_empty() && named != lanes {
        errors.add("times", EVERY_LANE);
    }
    errors.into_result(out).map_err(AppError::invalid)
}

/// Enters (or, for staff, corrects) the times of a heat or the final.
pub async fn enter(
    ctx: &Context,
    actor: &user::Model,
    race_id: &str,
    number: i32,
    input: &[TimeInput],
) -> Result<LoadedRace, AppError> {
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let loaded = lock(&txn, race_id, None).await?;
    if !loaded.is_published() {
        return Err(AppError::Conflict(NOT_PUBLISHED.into()));
    }
    let heat = loaded
        .heats
        .iter()
        .find(|h| h.row.number == number)
        .ok_or_else(|| AppError::NotFound(HEAT_NOT_FOUND.into()))?;
    let correction = heat.times.is_some();
    if correction && !actor.role.is_staff() {
        return Err(AppError::Conflict(ENTERED_ALREADY.into()));
    }
    if !heat.row.is_final && loaded.final_heat().is_some() {
        return Err(AppError::Conflict(FINAL_DRAWN.into()));
    }
    let times = read_times(heat, input)?;
    let now = Utc::now();
    race_heat::ActiveModel {
        race_id: Set(heat.row.race_id.clone()),
        number: Set(heat.row.number),
        times: Set(Some(serde_json::to_string(&times).map_err(AppError::other)?)),
        result_by: Set(Some(actor.id.clone())),
        result_at: Set(Some(now)),
        updated_at: Set(now),
        ..Default::default()
    }
    .update(&txn)
    .await?;
    bump(&txn, &loaded).await?;
    if correction {
        let details = json!({ "race": loaded.title(), "heat": heat.name(), "before": heat.times, "after": times });
        audit::record(&txn, actor, "races.correct", race_id, details).await?;
    }
    let name = heat.name();
    let loaded = lock(&txn, race_id, None).await?;
    txn.commit().await?;
    live::tell(ctx, live_update(&loaded, Kind::Result, vec![name])).await;
    Ok(loaded)
}

/// How the final is filled: `finalists` (the lanes unless given), and the first `per_heat` of each heat
/// before the fastest of the rest.
#[derive(Debug, Clone, Copy, Default)]
pub struct FinalRequest {
    pub finalists: Option<u32>,
    pub per_heat: Option<u32>,
}

/// Draws the final from the heats' times (every heat timed). Audited.
pub async fn draw_final(
    ctx: &Context,
    actor: &user::Model,
    race_id: &str,
    version: Option<i32>,
    request: FinalRequest,
) -> Result<LoadedRace, AppError> {
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let loaded = lock(&txn, race_id, version).await?;
    if !loaded.is_published() {
        return Err(AppError::Conflict(NOT_PUBLISHED.into()));
    }
    if loaded.is_field() {
        return Err(AppError::Conflict(NO_FIELD_FINAL.into()));
    }
    if loaded.final_heat().is_some() {
        return Err(AppError::Conflict(FINAL_EXISTS.into()));
    }
    let heats: Vec<&super::LoadedHeat> = loaded.heats_only().collect();
    if heats.len() < 2 {
        return Err(AppError::Conflict(ONE_HEAT.into()));
    }
    if let Some(untimed) = heats.iter().find(|h| h.times.is_none()) {
        return Err(AppError::Conflict(format!("{} has no times yet.", untimed.name())));
    }
    let results: Vec<HeatResult> = heats
        .iter()
        .flat_map(|h| h.times.iter().flatten())
        .map(|t| HeatResult { athlete: t.athlete.clone(), time_ms: t.time_ms })
        .collect();
    let options = FinalOptions {
        lanes: u32::try_from(loaded.race.lanes).unwrap_or(0),
        finalists: request.finalists,
        per_heat: request.per_heat,
    };
    let shapes: Vec<fest_shared::fixtures::Heat> = heats.iter().map(|h| h.heat()).collect();
    let mut fin = final_from_heats(&options, &shapes, &results).map_err(AppError::invalid)?;
    fin.number = u32::try_from(heats.len() + 1).unwrap_or(u32::MAX);
    insert_heat(&txn, race_id, &fin, true).await?;
    bump(&txn, &loaded).await?;
    let finalists: Vec<&str> = fin.lanes.iter().map(|l| l.athlete.as_str()).collect();
    audit::record(&txn, actor, "races.final", race_id, json!({ "race": loaded.title(), "finalists": finalists }))
        .await?;
    let loaded = lock(&txn, race_id, None).await?;
    txn.commit().await?;
    live::tell(ctx, live_update(&loaded, Kind::Fixtures, vec!["Final".to_owned()])).await;
    Ok(loaded)
}
