//! POST /api/v1/auth/signup/verify-otp

use axum::Json;
use axum::extract::State;
use axum_extra::extract::CookieJar;
use axum_extra::extract::cookie::Cookie;
use fest_app::services::accounts::{self, REGISTERED, SIGNUP_COOKIE};
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

/// Checks the code and creates the account; the answer signs the new user in. Needs the sign-up cookie
/// that send-otp set in the same browser.
#[utoipa::path(post, path = "/auth/signup/verify-otp", tag = "auth", request_body = VerifyOtpRequest,
    responses(
        (status = 200, body = AuthResponse),
        (status = 400, description = "Invalid, expired or void code, or no sign-up from this browser", body = ErrorBody),
        (status = 422, description = "Malformed code", body = ErrorBody),
        (status = 429, description = "Too many tries for this address or from this client", body = ErrorBody),
    ))]
pub async fn verify_otp(
    State(state): State<AppState>,
    ClientAddr(client): ClientAddr,
    jar: CookieJar,
    ApiJson(body): ApiJson<VerifyOtpRequest>,
) -> Result<(CookieJar, Json<AuthResponse>), ApiError> {
    let nonce = jar.get(SIGNUP_COOKIE).map(Cookie::value);
    // The new account keeps the language the sign-up asked for (its e-mails follow it).
    let language = crate::language::current();
    let signed_in = accounts::verify_signup_otp(&state.ctx, &body.email, &body.otp, &client, nonce, language).await?;
    let jar = jar.remove(Cookie::build(SIGNUP_COOKIE).path("/api/v1/auth/signup"));
    Ok((jar, Json(AuthResponse::new(&state.ctx, signed_in, REGISTERED).await?)))
}
