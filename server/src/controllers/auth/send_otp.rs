//! POST /api/v1/auth/signup/send-otp

use axum::Json;
use axum::extract::State;
use fest_app::services::accounts::{self, OTP_SENT};
use fest_shared::auth::SignupForm;
use serde::Serialize;
use utoipa::ToSchema;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{ApiJson, ClientAddr};

#[derive(ToSchema)]
#[schema(as = SignupRequest)]
#[allow(dead_code)]
#[serde(rename_all = "camelCase")]
pub struct SignupBody {
    username: String,
    email: String,
    password: String,
    confirm_password: String,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SendOtpResponse {
    pub success: bool,
    pub message: String,
    /// Seconds before another code may be sent.
    pub time_left: u64,
}

/// Validates a sign-up and e-mails a 6-digit code (valid 10 minutes).
#[utoipa::path(post, path = "/auth/signup/send-otp", tag = "auth", request_body = SignupBody,
    responses(
        (status = 200, body = SendOtpResponse),
        (status = 409, description = "Username or e-mail taken", body = ErrorBody),
        (status = 422, description = "Invalid fields", body = ErrorBody),
        (status = 429, description = "A code was sent less than a minute ago (timeLeft says how long to wait)", body = ErrorBody),
    ))]
pub async fn send_otp(
    State(state): State<AppState>,
    ClientAddr(client): ClientAddr,
    ApiJson(form): ApiJson<SignupForm>,
) -> Result<Json<SendOtpResponse>, ApiError> {
    let time_left = accounts::send_signup_otp(&state.ctx, &form, &client).await?;
    Ok(Json(SendOtpResponse { success: true, message: OTP_SENT.to_owned(), time_left }))
}
