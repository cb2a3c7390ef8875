//! GET /api/v1/admin/stats

use axum::Json;
use axum::extract::State;
use fest_app::services::stats;
use serde::Serialize;
use utoipa::ToSchema;

use crate::AppState;
use crate::controllers::ca::all_applications::StatusCounts;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::Staff;

#[derive(Serialize, ToSchema)]
pub struct UserCountsView {
    pub total: u64,
    pub user: u64,
    pub ca: u64,
    pub moderator: u64,
    pub admin: u64,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EventFiguresView {
    pub event: String,
    pub title: String,
    pub paid: u64,
    pub pending: u64,
    pub awaiting_payment: u64,
    pub flagged: u64,
    /// Money received, in paise.
    pub amount_paise: i64,
    /// Paid through the sandbox while the site takes real money: test data, never money received.
    pub sandbox_paid: u64,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Totals {
    pub paid: u64,
    pub amount_paise: i64,
}

#[derive(Serialize, ToSchema)]
pub struct StatsResponse {
    pub success: bool,
    pub users: UserCountsView,
    pub ca: StatusCounts,
    pub events: Vec<EventFiguresView>,
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
    Ok(Json(StatsResponse {
        success: true,
        users: UserCountsView {
            total: s.users.total,
            user: s.users.user,
            ca: s.users.ca,
            moderator: s.users.moderator,
            admin: s.users.admin,
        },
        ca: StatusCounts { pending: s.ca.pending, accepted: s.ca.accepted, rejected: s.ca.rejected },
        events: s
            .events
            .into_iter()
            .map(|e| EventFiguresView {
                event: e.event,
                title: e.title,
                paid: e.paid,
                pending: e.pending,
                awaiting_payment: e.awaiting_payment,
                flagged: e.flagged,
                amount_paise: e.amount_paise,
                sandbox_paid: e.sandbox_paid,
            })
            .collect(),
        totals,
    }))
}
