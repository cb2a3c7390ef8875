//! GET /api/v1/events/registered-events-name

use axum::Json;
use axum::extract::State;
use fest_app::services::registrations;
use fest_shared::catalogue::EventId;
use serde::Serialize;
use utoipa::ToSchema;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::CurrentUser;

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RegisteredEvent {
    /// The event's name as SPEC 4's matching rule compares it (the spelling of SPEC 7's per-event endpoints:
    /// `weight_lifting`, `power_lifting`, `lawn_tennis`, `mr_infinito`, ...).
    pub event: String,
    /// The catalogue id (`weightlifting`, ...), as `GET /events` lists it.
    pub event_id: String,
}

#[derive(Serialize, ToSchema)]
pub struct RegisteredEventsResponse {
    pub success: bool,
    pub events: Vec<RegisteredEvent>,
}

/// The events the signed-in user is registered for (paid, awaiting an offline payment, or under review).
#[utoipa::path(get, path = "/events/registered-events-name", tag = "events", security(("bearer" = [])),
    responses((status = 200, body = RegisteredEventsResponse), (status = 401, body = ErrorBody)))]
pub async fn registered_names(
    State(state): State<AppState>,
    current: CurrentUser,
) -> Result<Json<RegisteredEventsResponse>, ApiError> {
    let ids = registrations::registered_event_ids(&state.ctx, &current.user.id).await?;
    Ok(Json(RegisteredEventsResponse {
        success: true,
        events: ids
            .into_iter()
            .map(|id| {
                let event = EventId::parse(&id).map_or_else(|| id.clone(), |e| e.spec_name().to_owned());
                RegisteredEvent { event, event_id: id }
            })
            .collect(),
    }))
}
