//! GET /api/v1/admin/stats

use axum::Json;
use axum::extract::State;
use fest_app::services::stats;
use serde::Serialize;
use utoipa::ToSchema;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::Staff;

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Totals {
    pub paid: u64,
    pub amount_paise: i64,
}

#[derive(Serialize, ToSchema)]
pub struct StatsResponse {
    pub success: bool,
    pub users: stats::UserCounts,
    pub ca: fest_app::services::ca::Counts,
    pub events: Vec<stats::EventFigures>,
    pub totals: Totals,
}

/// The real figures: accounts by role, CA applications by status, registrations and money per event.
#[utoipa::path(get, path = "/admin/stats", tag = "admin", security(("bearer" = [])),
    responses((status = 200, body = StatsResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn stats(State(state): State<AppState>, _staff: Staff) -> Result<Json<StatsResponse>, ApiError> {
    let s = stats::stats(&state.ctx).await?;
    let totals = Totals {
        paid: s.events.iter().map(|e| e.paid).sum(),
        amount_paise: s.events.iter().map(|e| e.amount_paise).sum(),
    };
    Ok(Json(StatsResponse { success: true, users: s.users, ca: s.ca, events: s.events, totals }))
}
