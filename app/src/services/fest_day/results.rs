//! Results: a scorer enters the result of a match whose two teams are known; the shared rules check it
//! (a knockout match needs a winner, a walkover names one, a winner plays in the match) and advance the
//! bracket on their own. A result already entered is changed only by an organiser (a correction, audited
//! with what it was); later results whose teams the correction changed are taken away with it and listed.

use chrono::Utc;
use fest_shared::catalogue::EventId;
use fest_shared::fixtures::{MatchResult, MatchStatus, advance};
use fest_shared::scores::{self, SheetKind, read_sheet, sheet_for};
use sea_orm::{ActiveModelTrait, IntoActiveModel, Set};
use serde_json::json;

use super::{LoadedSet, MATCH_NOT_FOUND, bump, lock, result_of};
use crate::entities::user;
use crate::live::{self, Kind};
use crate::services::audit;
use crate::{AppError, Context};

/// The longest score detail.
pub const MAX_DETAIL: usize = 120;
pub const NOT_PUBLISHED: &str = "Results are entered once the fixtures are published.";
pub const NOT_READY: &str = "This match's teams are not known yet.";
pub const ENTERED_ALREADY: &str = "A result is already entered for this match; an organiser can correct it.";
pub const DETAIL_TOO_LONG: &str = "The score detail is at most 120 characters.";
pub const SHEET_DECIDES: &str = "The score comes from the score sheet: send one or the other.";
pub const WALKOVER_HAS_NO_SHEET: &str = "A walkover has no score sheet.";

/// A result as the scorer types it.
#[derive(Debug, Clone, Default)]
pub struct Entry {
    pub home_score: Option<u32>,
    pub away_score: Option<u32>,
    /// `T3`: the winner of a walkover, or of a knockout match level on scores.
    pub winner: Option<String>,
    pub walkover: bool,
    /// A note beside the score: "HT 1-1", "4-3 on penalties".
    pub detail: Option<String>,
    /// The sport's score sheet (`fest_shared::scores`): sets, innings or boards. It gives the two scores.
    pub sheet: Option<serde_json::Value>,
}

/// What a change did.
#[derive(Debug, Clone)]
pub struct Entered {
    pub set: LoadedSet,
    /// Later matches whose results were taken away because their teams changed.
    pub cleared: Vec<String>,
    pub correction: bool,
}

fn stored(row: &crate::entities::fixture_match::Model) -> serde_json::Value {
    json!({ "homeScore": row.home_score, "awayScore": row.away_score, "winner": row.winner,
            "walkover": row.walkover, "detail": row.detail, "sheet": super::sheet_of(row) })
}

/// Enters (or, for staff, corrects) the result of a match.
pub async fn enter(
    ctx: &Context,
    actor: &user::Model,
    set_id: &str,
    match_id: &str,
    entry: Entry,
) -> Result<Entered, AppError> {
    let detail = entry.detail.as_deref().map(str::trim).filter(|d| !d.is_empty()).map(str::to_owned);
    if detail.as_ref().is_some_and(|d| d.chars().count() > MAX_DETAIL || d.chars().any(char::is_control)) {
        return Err(AppError::field("detail", DETAIL_TOO_LONG));
    }
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let loaded = lock(&txn, set_id).await?;
    if !loaded.is_published() {
        return Err(AppError::Conflict(NOT_PUBLISHED.into()));
    }
    let row = loaded.row(match_id).cloned().ok_or_else(|| AppError::NotFound(MATCH_NOT_FOUND.into()))?;
    let (home_score, away_score, sheet) = scores(loaded.event.id, &entry)?;
    let correction = row.has_result();
    if correction && !actor.role.is_staff() {
        return Err(AppError::Conflict(ENTERED_ALREADY.into()));
    }
    // The match's teams as the other results stand.
    let others: Vec<MatchResult> =
        loaded.rows.iter().filter(|r| r.has_result() && r.match_id != match_id).map(result_of).collect();
    let before = advance(&loaded.fixtures, &others);
    let state =
        before.matches.iter().find(|m| m.id == match_id).ok_or_else(|| AppError::NotFound(MATCH_NOT_FOUND.into()))?;
    let (Some(home), Some(away)) = (state.home.clone(), state.away.clone()) else {
        return Err(AppError::Conflict(NOT_READY.into()));
    };
    let result = MatchResult {
        match_id: match_id.to_owned(),
        home_score,
        away_score,
        winner: entry.winner.clone().filter(|w| !w.trim().is_empty()),
        walkover: entry.walkover,
    };
    let mut all = others.clone();
    all.push(result.clone());
    let after = advance(&loaded.fixtures, &all);
    let index = all.len() - 1;
    let own: Vec<String> = after
        .errors
        .iter()
        .filter(|(path, _)| path.starts_with(&format!("results[{index}]")))
        .flat_map(|(_, messages)| messages.iter().cloned())
        .collect();
    if !own.is_empty() {
        return Err(AppError::field("result", own.join(" ")));
    }
    let was = stored(&row);
    let now = Utc::now();
    let mut active = row.into_active_model();
    active.home_score = Set(home_score.map(i32::try_from).transpose().map_err(AppError::other)?);
    active.away_score = Set(away_score.map(i32::try_from).transpose().map_err(AppError::other)?);
    active.winner = Set(result.winner.clone());
    active.walkover = Set(entry.walkover);
    active.detail = Set(detail);
    active.sheet = Set(sheet);
    active.result_home = Set(Some(home));
    active.result_away = Set(Some(away));
    active.result_by = Set(Some(actor.id.clone()));
    active.result_at = Set(Some(now));
    active.updated_at = Set(now);
    let saved = active.update(&txn).await?;

    // Later results entered against teams this result no longer sends there go, until none is left.
    let mut cleared = Vec::new();
    loop {
        let current = lock(&txn, set_id).await?;
        let advancement = current.advancement();
        let stale = current.rows.iter().find(|r| {
            r.has_result()
                && advancement.matches.iter().find(|m| m.id == r.match_id).is_some_and(|m| {
                    m.home != r.result_home || m.away != r.result_away || m.status != MatchStatus::Played
                })
        });
        let Some(stale) = stale.cloned() else { break };
        cleared.push((stale.match_id.clone(), stored(&stale)));
        let mut active = stale.into_active_model();
        active.home_score = Set(None);
        active.away_score = Set(None);
        active.winner = Set(None);
        active.walkover = Set(false);
        active.detail = Set(None);
        active.sheet = Set(None);
        active.result_home = Set(None);
        active.result_away = Set(None);
        active.result_by = Set(None);
        active.result_at = Set(None);
        active.updated_at = Set(now);
        active.update(&txn).await?;
    }
    bump(&txn, &loaded).await?;
    if correction {
        let details = json!({ "match": match_id, "before": was, "after": stored(&saved),
            "cleared": cleared.iter().map(|(id, was)| json!({ "match": id, "was": was })).collect::<Vec<_>>() });
        audit::record(&txn, actor, "fixtures.correct", set_id, details).await?;
    }
    let set = lock(&txn, set_id).await?;
    txn.commit().await?;
    let cleared: Vec<String> = cleared.into_iter().map(|(id, _)| id).collect();
    let mut changed = vec![match_id.to_owned()];
    changed.extend(cleared.iter().cloned());
    live::tell(ctx, super::live_update(&set, Kind::Result, changed)).await;
    Ok(Entered { set, cleared, correction })
}

/// The home and away scores of an entry, and its score sheet in JSON.
type Scores = (Option<u32>, Option<u32>, Option<String>);

/// The two scores of an entry and the sheet to keep: a sheet gives the scores by its sport's rules (and is
/// refused, with the rules' message, when it is not a finished match); a chess result is entered board by
/// board unless it is a walkover.
fn scores(event: EventId, entry: &Entry) -> Result<Scores, AppError> {
    let Some(sheet) = entry.sheet.as_ref().filter(|s| !s.is_null()) else {
        if sheet_for(event).kind == SheetKind::Boards && !entry.walkover {
            return Err(AppError::field(scores::SHEET, scores::BOARD_BY_BOARD));
        }
        return Ok((entry.home_score, entry.away_score, None));
    };
    if entry.walkover {
        return Err(AppError::field(scores::SHEET, WALKOVER_HAS_NO_SHEET));
    }
    if entry.home_score.is_some() || entry.away_score.is_some() {
        return Err(AppError::field("homeScore", SHEET_DECIDES));
    }
    let scored = read_sheet(event, sheet).map_err(AppError::invalid)?;
    Ok((Some(scored.home), Some(scored.away), Some(sheet.to_string())))
}
