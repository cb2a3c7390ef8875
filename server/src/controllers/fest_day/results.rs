//! Results, entered by scorers on a phone and corrected by staff.

use axum::Json;
use axum::extract::{Path, State};
use fest_app::services::fest_day::{self, results, venues};
use fest_shared::fixtures::MatchStatus;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::fixtures::respond;
use super::views::{FixtureSetView, MatchView, set_view};
use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{ApiJson, Scorer};

/// A match a scorer may enter (both teams known) or has entered.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ScorerMatch {
    pub set_id: String,
    pub event: String,
    pub event_title: String,
    pub category: String,
    /// Whether the match must have a winner (every knockout match; a league match may be drawn).
    pub needs_winner: bool,
    #[serde(rename = "match")]
    pub the_match: MatchView,
}

#[derive(Serialize, ToSchema)]
pub struct ScorerMatchesResponse {
    pub success: bool,
    /// The matches to play first (by day and time; unscheduled last), then those played.
    pub matches: Vec<ScorerMatch>,
}

/// The matches of the published fixtures whose teams are known (scorers and staff).
#[utoipa::path(get, path = "/scorer/matches", tag = "fest day", security(("bearer" = [])),
    responses((status = 200, body = ScorerMatchesResponse), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody)))]
pub async fn scorer_matches(
    State(state): State<AppState>,
    _scorer: Scorer,
) -> Result<Json<ScorerMatchesResponse>, ApiError> {
    let sets = fest_day::load_all(state.ctx.db(), false).await?;
    let venues = venues::list(&state.ctx).await?;
    let mut out = Vec::new();
    for loaded in &sets {
        let view = set_view(loaded, &venues, Vec::new());
        for (m, kind) in view.matches.into_iter().zip(loaded.fixtures.matches.iter().map(|m| m.kind)) {
            if m.status == MatchStatus::Waiting {
                continue;
            }
            out.push(ScorerMatch {
                set_id: loaded.set.id.clone(),
                event: loaded.set.event_id.clone(),
                event_title: loaded.event.title.to_owned(),
                category: loaded.set.category.clone(),
                needs_winner: kind.needs_winner(),
                the_match: m,
            });
        }
    }
    let key = |m: &ScorerMatch| {
        let m = &m.the_match;
        (m.status == MatchStatus::Played, m.day.is_none(), m.day.clone(), m.start.clone())
    };
    out.sort_by_key(key);
    Ok(Json(ScorerMatchesResponse { success: true, matches: out }))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ResultRequest {
    pub home_score: Option<u32>,
    pub away_score: Option<u32>,
    /// The winner's entrant id (`T3`): needed for a walkover, or a knockout match level on scores.
    pub winner: Option<String>,
    #[serde(default)]
    pub walkover: bool,
    /// A note beside the score ("HT 1-1", "4-3 on penalties"; at most 120 characters).
    pub detail: Option<String>,
    /// The sport's score sheet, which gives the two scores instead of `homeScore`/`awayScore`: sets
    /// `{"bestOf": 5, "sets": [[25, 20], [22, 25]]}`, innings `{"home": {"runs", "wickets", "overs"}, "away"}`,
    /// boards `{"boards": ["1-0", "½-½", "0-1", "1-0"]}` (a chess result is entered board by board).
    #[schema(value_type = Option<super::views::SheetBody>)]
    pub sheet: Option<serde_json::Value>,
}

#[derive(Serialize, ToSchema)]
pub struct ResultResponse {
    pub success: bool,
    #[serde(serialize_with = "crate::language::said")]
    pub message: String,
    /// Later matches whose results a correction took away (their teams changed).
    pub cleared: Vec<String>,
    pub fixtures: FixtureSetView,
}

/// Enters a match's result (scorers and staff); a result already entered is corrected by staff only
/// (audited), and later results whose teams change are taken away.
#[utoipa::path(put, path = "/scorer/fixture-sets/{set}/matches/{match}/result", tag = "fest day",
    security(("bearer" = [])), params(("set" = String, Path), ("match" = String, Path)), request_body = ResultRequest,
    responses((status = 200, body = ResultResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Not published, teams not known, or entered already", body = ErrorBody),
        (status = 422, description = "A result the rules refuse", body = ErrorBody)))]
pub async fn enter_result(
    State(state): State<AppState>,
    scorer: Scorer,
    Path((set, match_id)): Path<(String, String)>,
    ApiJson(body): ApiJson<ResultRequest>,
) -> Result<Json<ResultResponse>, ApiError> {
    let entry = results::Entry {
        home_score: body.home_score,
        away_score: body.away_score,
        winner: body.winner,
        walkover: body.walkover,
        detail: body.detail,
        sheet: body.sheet,
    };
    let entered = results::enter(&state.ctx, &scorer.0.user, &set, &match_id, entry).await?;
    let message = match (entered.correction, entered.cleared.is_empty()) {
        (false, _) => "Result saved.".to_owned(),
        (true, true) => "Result corrected.".to_owned(),
        (true, false) => format!(
            "Result corrected. These later results no longer stand and were taken away: {}.",
            entered.cleared.join(", ")
        ),
    };
    let view = respond(&state, &entered.set).await?;
    Ok(Json(ResultResponse { success: true, message, cleared: entered.cleared, fixtures: view.fixtures }))
}
