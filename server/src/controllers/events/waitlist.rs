//! /api/v1/events/{event}/waitlist: joining a full event's waiting list, one's place in it, leaving it, and
//! taking up a place it offers.

use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use chrono::{DateTime, Utc};
use fest_app::entities::waitlist_entry::Status as WaitlistStatus;
use fest_app::services::waitlist::{self, Accepted, Placed};
use fest_shared::catalogue::event_by_name;
use fest_shared::registration::RegistrationForm;
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

use super::create_order::CreateOrderResponse;
use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{ApiJson, CurrentUser};

/// A team's entry in an event's waiting list.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WaitlistEntryView {
    pub id: String,
    /// The catalogue id of the event.
    pub event: String,
    pub event_title: String,
    /// Men or Women, for events with categories.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub category: Option<String>,
    pub status: WaitlistStatus,
    /// Its place in line (1 goes first), while it waits.
    pub position: Option<u64>,
    /// Roster members (athletics: heads).
    pub members: u32,
    pub college_name: String,
    pub joined_at: DateTime<Utc>,
    pub offered_at: Option<DateTime<Utc>>,
    /// The end of an offer's time to pay.
    pub offer_expires_at: Option<DateTime<Utc>>,
}

impl From<Placed> for WaitlistEntryView {
    fn from(p: Placed) -> Self {
        let e = p.entry;
        Self {
            event_title: event_by_name(&e.event_id).map_or_else(|| e.event_id.clone(), |ev| ev.title.to_owned()),
            id: e.id,
            event: e.event_id,
            category: e.category,
            status: e.status,
            position: p.position,
            members: u32::try_from(e.members).unwrap_or(0),
            college_name: e.college_name,
            joined_at: e.created_at,
            offered_at: e.offered_at,
            offer_expires_at: e.offer_expires_at,
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct WaitlistJoinResponse {
    pub success: bool,
    #[serde(serialize_with = "crate::language::said")]
    pub message: String,
    pub entry: WaitlistEntryView,
}

/// Joins the event's waiting list with the registration form (validated as create-order validates it,
/// and kept). Only a full event takes entries.
#[utoipa::path(post, path = "/events/{event}/waitlist", tag = "events", security(("bearer" = [])),
    params(("event" = String, Path, description = "Event id, e.g. football")),
    request_body(content = RegistrationForm, description = "The registration form (generic or athletics)"),
    responses(
        (status = 201, body = WaitlistJoinResponse),
        (status = 400, description = "Registration closed", body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 404, description = "Unknown event", body = ErrorBody),
        (status = 409, description = "Places left, already registered, or already in line", body = ErrorBody),
        (status = 422, description = "Field errors", body = ErrorBody),
    ))]
pub async fn join_waitlist(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(event): Path<String>,
    ApiJson(payload): ApiJson<Value>,
) -> Result<(StatusCode, Json<WaitlistJoinResponse>), ApiError> {
    let placed = waitlist::join(&state.ctx, &current.user, &event, &payload).await?;
    Ok((
        StatusCode::CREATED,
        Json(WaitlistJoinResponse { success: true, message: waitlist::JOINED.into(), entry: placed.into() }),
    ))
}

#[derive(Serialize, ToSchema)]
pub struct WaitlistMeResponse {
    pub success: bool,
    pub entry: WaitlistEntryView,
}

/// The caller's entry in the event's waiting list, with its place in line.
#[utoipa::path(get, path = "/events/{event}/waitlist/me", tag = "events", security(("bearer" = [])),
    params(("event" = String, Path)),
    responses((status = 200, body = WaitlistMeResponse), (status = 401, body = ErrorBody),
        (status = 404, description = "Not in line", body = ErrorBody)))]
pub async fn my_waitlist_entry(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(event): Path<String>,
) -> Result<Json<WaitlistMeResponse>, ApiError> {
    let placed = waitlist::mine(&state.ctx, &current.user, &event).await?;
    Ok(Json(WaitlistMeResponse { success: true, entry: placed.into() }))
}

#[derive(Serialize, ToSchema)]
pub struct WaitlistLeaveResponse {
    pub success: bool,
    #[serde(serialize_with = "crate::language::said")]
    pub message: String,
}

/// Leaves the event's waiting list (a place offered passes to the next team at once).
#[utoipa::path(delete, path = "/events/{event}/waitlist/me", tag = "events", security(("bearer" = [])),
    params(("event" = String, Path)),
    responses((status = 200, body = WaitlistLeaveResponse), (status = 401, body = ErrorBody),
        (status = 404, description = "Not in line", body = ErrorBody)))]
pub async fn leave_waitlist(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(event): Path<String>,
) -> Result<Json<WaitlistLeaveResponse>, ApiError> {
    waitlist::leave(&state.ctx, &current.user, &event).await?;
    Ok(Json(WaitlistLeaveResponse { success: true, message: waitlist::LEFT.into() }))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WaitlistAcceptResponse {
    pub success: bool,
    #[serde(serialize_with = "crate::language::said")]
    pub message: String,
    pub registration_id: String,
    /// The order to pay (as create-order answers it); null where no online payment is taken.
    pub order: Option<CreateOrderResponse>,
}

/// Takes up the place the waiting list offers the caller: the kept form becomes a registration with an
/// order to pay (as create-order answers), or is registered at once where no online payment is taken.
#[utoipa::path(post, path = "/events/{event}/waitlist/accept", tag = "events", security(("bearer" = [])),
    params(("event" = String, Path)),
    responses(
        (status = 200, body = WaitlistAcceptResponse), (status = 401, body = ErrorBody),
        (status = 409, description = "No live offer", body = ErrorBody),
        (status = 503, description = "The payment gateway did not answer", body = ErrorBody),
    ))]
pub async fn accept_waitlist_offer(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(event): Path<String>,
) -> Result<Json<WaitlistAcceptResponse>, ApiError> {
    let answer = match waitlist::accept(&state.ctx, &current.user, &event).await? {
        Accepted::Order(created) => WaitlistAcceptResponse {
            success: true,
            message: "Pay to confirm your place.".into(),
            registration_id: created.registration.id.clone(),
            order: Some(CreateOrderResponse::new(&state, &current.user, created)),
        },
        Accepted::Registered(model) => WaitlistAcceptResponse {
            success: true,
            message: fest_app::services::registrations::REGISTERED.into(),
            registration_id: model.id,
            order: None,
        },
    };
    Ok(Json(answer))
}
