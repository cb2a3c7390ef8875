//! POST /api/v1/auth/signup/verify-otp

use axum::Json;
use axum::extract::State;
use fest_app::services::accounts::{self, REGISTERED};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{ApiJson, ClientAddr};
use crate::views::AuthResponse;

#[derive(Deserialize, ToSchema)]
pub struct VerifyOtpRequest {
    #[serde(default)]
    pub email: String,
    #[serde(default)]
    pub otp: String,
}

/// Checks the code and creates the account; the answer signs the new user in.
#[utoipa::path(post, path = "/auth/signup/verify-otp", tag = "auth", request_body = VerifyOtpRequest,
    responses(
        (status = 200, body = AuthResponse),
        (status = 400, description = "Invalid, expired or void code", body = ErrorBody),
        (status = 422, description = "Malformed code", body = ErrorBody),
    ))]
pub async fn verify_otp(
    State(state): State<AppState>,
    ClientAddr(client): ClientAddr,
    ApiJson(body): ApiJson<VerifyOtpRequest>,
) -> Result<Json<AuthResponse>, ApiError> {
    let signed_in = accounts::verify_signup_otp(&state.ctx, &body.email, &body.otp, &client).await?;
    Ok(Json(AuthResponse::new(&state.ctx, signed_in, REGISTERED).await?))
}
