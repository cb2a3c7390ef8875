//! POST /api/v1/user/me/email and POST /api/v1/user/me/email/verify

use axum::Json;
use axum::extract::State;
use fest_app::services::email_changes;
use fest_shared::auth::{ChangeEmailForm, ConfirmEmailForm};

use crate::AppState;
use crate::controllers::user::me::MeResponse;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{ApiJson, CurrentUser};
use crate::views::{MessageResponse, UserView};

/// Asks to move the account to a new e-mail address: a code is sent there (valid 30 minutes, 5 tries).
#[utoipa::path(post, path = "/user/me/email", tag = "user", request_body = ChangeEmailForm, security(("bearer" = [])),
    responses(
        (status = 200, body = MessageResponse), (status = 400, description = "The address is already the account's", body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 409, description = "Another account has the address", body = ErrorBody),
        (status = 422, body = ErrorBody), (status = 429, body = ErrorBody),
    ))]
pub async fn request_email_change(
    State(state): State<AppState>,
    me: CurrentUser,
    ApiJson(form): ApiJson<ChangeEmailForm>,
) -> Result<Json<MessageResponse>, ApiError> {
    let message = email_changes::request(&state.ctx, &me.user, &form).await?;
    Ok(Json(MessageResponse::ok(&message)))
}

/// Confirms the new address with the code sent there; the old address is told. Every code still open for
/// either address (password reset, change of e-mail, sign-up) is void, and every other session ends.
#[utoipa::path(post, path = "/user/me/email/verify", tag = "user", request_body = ConfirmEmailForm, security(("bearer" = [])),
    responses(
        (status = 200, body = MeResponse), (status = 400, description = "A wrong, expired or void code", body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody),
    ))]
pub async fn verify_email_change(
    State(state): State<AppState>,
    me: CurrentUser,
    ApiJson(form): ApiJson<ConfirmEmailForm>,
) -> Result<Json<MeResponse>, ApiError> {
    let updated = email_changes::confirm(&state.ctx, &me.user, &me.token, &form).await?;
    Ok(Json(MeResponse { success: true, user: UserView::own(updated, me.ca_application) }))
}
