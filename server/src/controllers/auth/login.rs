//! POST /api/v1/auth/login

use axum::Json;
use axum::extract::State;
use fest_app::services::accounts::{self, LOGGED_IN};
use fest_shared::auth::LoginForm;
use utoipa::ToSchema;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{ApiJson, ClientAddr};
use crate::views::AuthResponse;

#[derive(ToSchema)]
#[schema(as = LoginRequest)]
#[allow(dead_code)]
pub struct LoginBody {
    email: String,
    password: String,
}

/// Signs in with e-mail and password.
#[utoipa::path(post, path = "/auth/login", tag = "auth", request_body = LoginBody,
    responses(
        (status = 200, body = AuthResponse),
        (status = 401, description = "Unknown e-mail or wrong password (one message for both)", body = ErrorBody),
        (status = 422, body = ErrorBody),
        (status = 429, description = "Too many attempts from this address or for this e-mail", body = ErrorBody),
    ))]
pub async fn login(
    State(state): State<AppState>,
    ClientAddr(client): ClientAddr,
    ApiJson(form): ApiJson<LoginForm>,
) -> Result<Json<AuthResponse>, ApiError> {
    let signed_in = accounts::login(&state.ctx, &form, &client).await?;
    Ok(Json(AuthResponse::new(&state.ctx, signed_in, LOGGED_IN).await?))
}
