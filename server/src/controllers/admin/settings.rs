//! PUT /api/v1/admin/events/{event}/settings

use axum::Json;
use axum::extract::{Path, State};
use fest_app::services::{events, registrations};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{AdminOnly, ApiJson};

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SettingsRequest {
    pub registration_open: bool,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SettingsResponse {
    pub success: bool,
    pub event: String,
    pub is_registration_open: bool,
}

/// Opens or closes an event's registration (admins only); `GET /events` follows at once.
#[utoipa::path(put, path = "/admin/events/{event}/settings", tag = "admin", params(("event" = String, Path)),
    security(("bearer" = [])), request_body = SettingsRequest,
    responses(
        (status = 200, body = SettingsResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
    ))]
pub async fn settings(
    State(state): State<AppState>,
    admin: AdminOnly,
    Path(event): Path<String>,
    ApiJson(body): ApiJson<SettingsRequest>,
) -> Result<Json<SettingsResponse>, ApiError> {
    let event = registrations::find_event(&event)?;
    events::set_open_by(&state.ctx, &admin.0.user, event.id, body.registration_open).await?;
    Ok(Json(SettingsResponse {
        success: true,
        event: event.id.as_str().to_owned(),
        is_registration_open: body.registration_open,
    }))
}
