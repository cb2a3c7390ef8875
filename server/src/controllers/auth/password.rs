//! POST /api/v1/auth/password/forgot and POST /api/v1/auth/password/reset

use axum::Json;
use axum::extract::State;
use fest_app::services::passwords;
use fest_shared::auth::{ForgotPasswordForm, ResetPasswordForm};

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{ApiJson, ClientAddr};
use crate::views::MessageResponse;

/// Sends a code to reset a forgotten password (valid 30 minutes, 5 tries). The answer is the same whether or
/// not the address has an account.
#[utoipa::path(post, path = "/auth/password/forgot", tag = "auth", request_body = ForgotPasswordForm,
    responses(
        (status = 200, body = MessageResponse), (status = 422, body = ErrorBody),
        (status = 429, description = "Too many requests from this client or for this address", body = ErrorBody),
    ))]
pub async fn forgot(
    State(state): State<AppState>,
    ClientAddr(client): ClientAddr,
    ApiJson(form): ApiJson<ForgotPasswordForm>,
) -> Result<Json<MessageResponse>, ApiError> {
    // The account's language decides the code's; without a choice, the language the request asked for.
    let requested = crate::language::current();
    Ok(Json(MessageResponse::ok(passwords::forgot(&state.ctx, &form, &client, requested).await?)))
}

/// Sets a new password with the code from the e-mail. Every session of the account ends; the owner is told
/// by e-mail.
#[utoipa::path(post, path = "/auth/password/reset", tag = "auth", request_body = ResetPasswordForm,
    responses(
        (status = 200, body = MessageResponse),
        (status = 400, description = "A wrong, used, expired or void code", body = ErrorBody),
        (status = 422, body = ErrorBody), (status = 429, body = ErrorBody),
    ))]
pub async fn reset(
    State(state): State<AppState>,
    ClientAddr(client): ClientAddr,
    ApiJson(form): ApiJson<ResetPasswordForm>,
) -> Result<Json<MessageResponse>, ApiError> {
    let requested = crate::language::current();
    Ok(Json(MessageResponse::ok(passwords::reset(&state.ctx, &form, &client, requested).await?)))
}
