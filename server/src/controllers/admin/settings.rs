//! GET and PUT /api/v1/admin/events/{event}/settings

use axum::Json;
use axum::extract::{Path, State};
use chrono::{DateTime, Utc};
use fest_app::services::events::{self, Settings, SettingsChange};
use fest_app::services::registrations;
use fest_shared::catalogue::{CategoryPlaces, EventInfo};
use serde::{Deserialize, Deserializer, Serialize};
use utoipa::ToSchema;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{AdminOnly, ApiJson};

/// A field that may be left out (unchanged), `null` (cleared) or given.
fn present<'de, D: Deserializer<'de>, T: Deserialize<'de>>(d: D) -> Result<Option<Option<T>>, D::Error> {
    Option::<T>::deserialize(d).map(Some)
}

/// What to change; a field left out stays as it is, `null` clears it.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SettingsRequest {
    /// Open or close registration.
    pub registration_open: Option<bool>,
    /// Places in all: teams, or heads for athletics (at most 100,000).
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<u32>, nullable)]
    pub capacity: Option<Option<u32>>,
    /// Places per category, for events with categories.
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<CategoryPlaces>, nullable)]
    pub category_capacity: Option<Option<CategoryPlaces>>,
    /// Registration closes for good at this time (RFC 3339).
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<DateTime<Utc>>, nullable)]
    pub deadline: Option<Option<DateTime<Utc>>>,
    /// Rosters may be changed until this time (RFC 3339).
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<DateTime<Utc>>, nullable)]
    pub change_deadline: Option<Option<DateTime<Utc>>>,
    /// Registrations may be cancelled until this time (RFC 3339).
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<DateTime<Utc>>, nullable)]
    pub cancel_deadline: Option<Option<DateTime<Utc>>>,
}

/// An event's settings and the places left.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SettingsResponse {
    pub success: bool,
    pub event: String,
    /// Open now: opened by the organisers and before the deadline.
    pub is_registration_open: bool,
    /// The organisers' switch.
    pub registration_open: bool,
    pub capacity: Option<u32>,
    pub category_capacity: Option<CategoryPlaces>,
    pub deadline: Option<DateTime<Utc>>,
    pub change_deadline: Option<DateTime<Utc>>,
    pub cancel_deadline: Option<DateTime<Utc>>,
    /// Places left in all, when there is a capacity.
    pub places_left: Option<u32>,
    /// Places left per category with a capacity of its own.
    pub category_places_left: Option<CategoryPlaces>,
}

async fn answer(state: &AppState, event: &EventInfo, settings: Settings) -> Result<SettingsResponse, ApiError> {
    let now = Utc::now();
    let taken = events::places_taken(state.ctx.db(), event, now).await?;
    let (places_left, per_category) = events::places_left(&settings, &taken);
    let category_capacity = (!settings.category_capacity.is_empty()).then_some(settings.category_capacity);
    Ok(SettingsResponse {
        success: true,
        event: event.id.as_str().to_owned(),
        is_registration_open: settings.is_open(now),
        registration_open: settings.registration_open,
        capacity: settings.capacity,
        category_capacity,
        deadline: settings.deadline,
        change_deadline: settings.change_deadline,
        cancel_deadline: settings.cancel_deadline,
        places_left,
        category_places_left: (!per_category.is_empty()).then_some(per_category),
    })
}

/// An event's settings: open or closed, capacity, deadlines, places left (admins only).
#[utoipa::path(get, path = "/admin/events/{event}/settings", tag = "admin", operation_id = "event_settings",
    params(("event" = String, Path)), security(("bearer" = [])),
    responses(
        (status = 200, body = SettingsResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
    ))]
pub async fn get_settings(
    State(state): State<AppState>,
    _admin: AdminOnly,
    Path(event): Path<String>,
) -> Result<Json<SettingsResponse>, ApiError> {
    let event = registrations::find_event(&event)?;
    let settings = events::settings(state.ctx.db(), event).await?;
    Ok(Json(answer(&state, event, settings).await?))
}

/// Changes an event's settings (admins only; audited): open or close registration, its capacity in all and
/// per category, and its deadlines. `GET /events` follows at once.
#[utoipa::path(put, path = "/admin/events/{event}/settings", tag = "admin", params(("event" = String, Path)),
    security(("bearer" = [])), request_body = SettingsRequest,
    responses(
        (status = 200, body = SettingsResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 422, description = "A capacity out of range", body = ErrorBody),
    ))]
pub async fn settings(
    State(state): State<AppState>,
    admin: AdminOnly,
    Path(event): Path<String>,
    ApiJson(body): ApiJson<SettingsRequest>,
) -> Result<Json<SettingsResponse>, ApiError> {
    let event = registrations::find_event(&event)?;
    let change = SettingsChange {
        registration_open: body.registration_open,
        capacity: body.capacity,
        category_capacity: body.category_capacity,
        deadline: body.deadline,
        change_deadline: body.change_deadline,
        cancel_deadline: body.cancel_deadline,
    };
    let settings = events::change_settings(&state.ctx, &admin.0.user, event, change).await?;
    Ok(Json(answer(&state, event, settings).await?))
}
