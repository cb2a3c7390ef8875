//! PUT /api/v1/user/me/password

use axum::Json;
use axum::extract::State;
use fest_app::services::passwords;
use fest_shared::auth::ChangePasswordForm;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{ApiJson, CurrentUser};
use crate::views::MessageResponse;

/// Changes the signed-in account's password (the current one is needed), or sets the first password of an
/// account made with Google (no current one). Every other session of the account ends; this one stays.
#[utoipa::path(put, path = "/user/me/password", tag = "user", request_body = ChangePasswordForm,
    security(("bearer" = [])),
    responses(
        (status = 200, body = MessageResponse),
        (status = 400, description = "The current password is not correct", body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 422, body = ErrorBody), (status = 429, body = ErrorBody),
    ))]
pub async fn change_password(
    State(state): State<AppState>,
    me: CurrentUser,
    ApiJson(form): ApiJson<ChangePasswordForm>,
) -> Result<Json<MessageResponse>, ApiError> {
    Ok(Json(MessageResponse::ok(passwords::change(&state.ctx, &me.user, &me.token, &form).await?)))
}
