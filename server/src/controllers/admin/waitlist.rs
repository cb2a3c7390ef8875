//! /api/v1/admin/events/{event}/waitlist: an event's waiting list for its organisers, and its order.

use axum::Json;
use axum::extract::{Path, State};
use fest_app::services::waitlist;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::AppState;
use crate::controllers::events::waitlist::WaitlistEntryView;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{AdminOnly, ApiJson};

#[derive(Serialize, ToSchema)]
pub struct WaitlistOwner {
    pub name: String,
    pub email: String,
}

#[derive(Serialize, ToSchema)]
pub struct AdminWaitlistEntry {
    #[serde(flatten)]
    pub entry: WaitlistEntryView,
    pub owner: Option<WaitlistOwner>,
}

#[derive(Serialize, ToSchema)]
pub struct AdminWaitlistResponse {
    pub success: bool,
    /// Waiting by position, then offered, then the rest newest first.
    pub entries: Vec<AdminWaitlistEntry>,
}

async fn list(state: &AppState, event: &str) -> Result<AdminWaitlistResponse, ApiError> {
    let entries = waitlist::for_event(&state.ctx, event).await?;
    Ok(AdminWaitlistResponse {
        success: true,
        entries: entries
            .into_iter()
            .map(|(placed, owner)| AdminWaitlistEntry {
                entry: placed.into(),
                owner: owner.map(|u| WaitlistOwner { name: u.display_name().to_owned(), email: u.email }),
            })
            .collect(),
    })
}

/// The event's waiting list (admins only).
#[utoipa::path(get, path = "/admin/events/{event}/waitlist", tag = "admin", security(("bearer" = [])),
    params(("event" = String, Path)),
    responses((status = 200, body = AdminWaitlistResponse), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn event_waitlist(
    State(state): State<AppState>,
    _admin: AdminOnly,
    Path(event): Path<String>,
) -> Result<Json<AdminWaitlistResponse>, ApiError> {
    Ok(Json(list(&state, &event).await?))
}

#[derive(Deserialize, ToSchema)]
pub struct WaitlistOrderRequest {
    /// Every waiting entry's id, in the new order.
    pub ids: Vec<String>,
}

/// Puts the waiting entries in a new order (admins only; audited).
#[utoipa::path(put, path = "/admin/events/{event}/waitlist/order", tag = "admin", security(("bearer" = [])),
    params(("event" = String, Path)), request_body = WaitlistOrderRequest,
    responses((status = 200, body = AdminWaitlistResponse), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, description = "The ids are not exactly the waiting entries", body = ErrorBody)))]
pub async fn reorder_waitlist(
    State(state): State<AppState>,
    admin: AdminOnly,
    Path(event): Path<String>,
    ApiJson(body): ApiJson<WaitlistOrderRequest>,
) -> Result<Json<AdminWaitlistResponse>, ApiError> {
    waitlist::reorder(&state.ctx, &admin.0.user, &event, &body.ids).await?;
    Ok(Json(list(&state, &event).await?))
}
