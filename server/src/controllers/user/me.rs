//! GET /api/v1/user/me

use axum::Json;
use axum::extract::State;
use fest_shared::auth::DeleteAccountForm;
use fest_shared::profile::ProfileForm;
use serde::Serialize;
use utoipa::ToSchema;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{ApiJson, CurrentUser};
use crate::views::{MessageResponse, UserView};

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

/// Deletes the signed-in account and its personal data, confirmed with the password (or, for an account
/// made with Google, a fresh Google credential). Refused while the account has a paid registration for a
/// fest that is not over (the answer says until when); registrations kept for the organisers' records are
/// anonymised. Audited.
#[utoipa::path(delete, path = "/user/me", tag = "user", request_body = DeleteAccountForm, security(("bearer" = [])),
    responses(
        (status = 200, body = MessageResponse), (status = 400, description = "Wrong password or Google account", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 409, description = "A paid registration for a fest not yet over, or the last admin", body = ErrorBody),
        (status = 422, body = ErrorBody), (status = 429, body = ErrorBody),
    ))]
pub async fn delete_account(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiJson(form): ApiJson<DeleteAccountForm>,
) -> Result<Json<MessageResponse>, ApiError> {
    let message = fest_app::services::account_deletion::delete(&state.ctx, &current.user, &form).await?;
    Ok(Json(MessageResponse::ok(message)))
}
