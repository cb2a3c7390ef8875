//! GET /api/v1/user/me

use axum::Json;
use axum::extract::State;
use fest_shared::profile::ProfileForm;
use serde::Serialize;
use utoipa::ToSchema;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{ApiJson, CurrentUser};
use crate::views::UserView;

#[derive(Serialize, ToSchema)]
pub struct MeResponse {
    pub success: bool,
    pub user: UserView,
}

/// The signed-in account.
#[utoipa::path(get, path = "/user/me", tag = "user", security(("bearer" = [])),
    responses((status = 200, body = MeResponse), (status = 401, body = ErrorBody)))]
pub async fn me(current: CurrentUser) -> Json<MeResponse> {
    Json(MeResponse { success: true, user: UserView::own(current.user, current.ca_application) })
}

/// Changes the signed-in account's profile: only the fields sent change; an optional field sent blank is
/// cleared. A college of the directory takes the directory's address.
#[utoipa::path(patch, path = "/user/me", tag = "user", request_body = ProfileForm, security(("bearer" = [])),
    responses((status = 200, body = MeResponse), (status = 401, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn update_profile(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiJson(form): ApiJson<ProfileForm>,
) -> Result<Json<MeResponse>, ApiError> {
    let updated = fest_app::services::profiles::update(&state.ctx, &current.user, &form).await?;
    Ok(Json(MeResponse { success: true, user: UserView::own(updated, current.ca_application) }))
}
