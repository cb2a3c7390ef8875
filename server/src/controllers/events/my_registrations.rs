//! GET /api/v1/events/my-registrations

use axum::Json;
use axum::extract::State;
use fest_app::services::registrations;
use serde::Serialize;
use utoipa::ToSchema;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::CurrentUser;
use crate::views::RegistrationView;

#[derive(Serialize, ToSchema)]
pub struct MyRegistrationsResponse {
    pub success: bool,
    /// Newest first; Aadhaar numbers masked to the last four digits.
    pub registrations: Vec<RegistrationView>,
}

/// The signed-in user's own registrations.
#[utoipa::path(get, path = "/events/my-registrations", tag = "events", security(("bearer" = [])),
    responses((status = 200, body = MyRegistrationsResponse), (status = 401, body = ErrorBody)))]
pub async fn my_registrations(
    State(state): State<AppState>,
    current: CurrentUser,
) -> Result<Json<MyRegistrationsResponse>, ApiError> {
    let registrations = registrations::mine(&state.ctx, &current.user).await?;
    Ok(Json(MyRegistrationsResponse {
        success: true,
        registrations: registrations.into_iter().map(RegistrationView::from).collect(),
    }))
}
