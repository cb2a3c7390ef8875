//! POST /api/v1/auth/google-login

use axum::Json;
use axum::extract::State;
use fest_app::services::accounts::{self, GOOGLE_LOGGED_IN};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{ApiJson, ClientAddr};
use crate::views::AuthResponse;

#[derive(Deserialize, ToSchema)]
pub struct GoogleLoginRequest {
    /// The ID token from Google's sign-in button.
    #[serde(default)]
    pub credential: String,
}

/// Signs in with a Google ID token, verified on the server.
#[utoipa::path(post, path = "/auth/google-login", tag = "auth", request_body = GoogleLoginRequest,
    responses(
        (status = 200, body = AuthResponse),
        (status = 400, description = "Google sign-in is not enabled", body = ErrorBody),
        (status = 401, description = "The token is invalid, expired or for an unverified e-mail", body = ErrorBody),
        (status = 429, body = ErrorBody),
    ))]
pub async fn google_login(
    State(state): State<AppState>,
    ClientAddr(client): ClientAddr,
    ApiJson(body): ApiJson<GoogleLoginRequest>,
) -> Result<Json<AuthResponse>, ApiError> {
    // An account made now keeps the language the request asked for (its e-mails follow it).
    let language = crate::language::current();
    let signed_in = accounts::google_login(&state.ctx, &body.credential, &client, language).await?;
    Ok(Json(AuthResponse::new(&state.ctx, signed_in, GOOGLE_LOGGED_IN).await?))
}
