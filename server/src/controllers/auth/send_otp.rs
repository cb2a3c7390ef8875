//! POST /api/v1/auth/signup/send-otp

use axum::Json;
use axum::extract::State;
use axum_extra::extract::CookieJar;
use axum_extra::extract::cookie::{Cookie, SameSite};
use fest_app::services::accounts::{self, OTP_SENT, OTP_TTL_SECS, SIGNUP_COOKIE};
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
    #[serde(serialize_with = "crate::language::said")]
    pub message: String,
    /// Seconds before another code may be sent.
    pub time_left: u64,
}

/// The cookie that ties the sign-up to this browser: HttpOnly, sent only to the sign-up calls.
pub fn signup_cookie(nonce: String, secure: bool) -> Cookie<'static> {
    Cookie::build((SIGNUP_COOKIE, nonce))
        .http_only(true)
        .same_site(SameSite::Strict)
        .secure(secure)
        .path("/api/v1/auth/signup")
        .max_age(cookie::time::Duration::seconds(OTP_TTL_SECS))
        .build()
}

/// Validates a sign-up and e-mails a 6-digit code (valid 10 minutes). The answer sets an HttpOnly cookie
/// that the code's verification needs: only the browser that asked can finish this sign-up.
#[utoipa::path(post, path = "/auth/signup/send-otp", tag = "auth", request_body = SignupBody,
    responses(
        (status = 200, body = SendOtpResponse, headers(("set-cookie" = String, description = "fest_signup: ties the sign-up to this browser"))),
        (status = 409, description = "Username or e-mail taken", body = ErrorBody),
        (status = 422, description = "Invalid fields", body = ErrorBody),
        (status = 429, description = "A code was sent less than a minute ago (timeLeft says how long to wait)", body = ErrorBody),
        (status = 503, description = "Too busy to hash a password now (Retry-After)", body = ErrorBody),
    ))]
pub async fn send_otp(
    State(state): State<AppState>,
    ClientAddr(client): ClientAddr,
    jar: CookieJar,
    ApiJson(form): ApiJson<SignupForm>,
) -> Result<(CookieJar, Json<SendOtpResponse>), ApiError> {
    let nonce = jar.get(SIGNUP_COOKIE).map(Cookie::value);
    // The code is written in the language the request asked for: there is no account yet.
    let language = crate::language::current();
    let sent = accounts::send_signup_otp(&state.ctx, &form, &client, nonce, language).await?;
    let jar = jar.add(signup_cookie(sent.nonce, state.ctx.config().is_https()));
    Ok((jar, Json(SendOtpResponse { success: true, message: OTP_SENT.to_owned(), time_left: sent.time_left })))
}
