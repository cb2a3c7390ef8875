//! POST /api/v1/auth/logout

use axum::Json;
use axum::extract::State;
use fest_app::services::sessions;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::CurrentUser;
use crate::views::MessageResponse;

/// Ends the session: its token is refused from then on.
#[utoipa::path(post, path = "/auth/logout", tag = "auth", security(("bearer" = [])),
    responses((status = 200, body = MessageResponse), (status = 401, body = ErrorBody)))]
pub async fn logout(State(state): State<AppState>, current: CurrentUser) -> Result<Json<MessageResponse>, ApiError> {
    sessions::revoke(&state.ctx, &current.token).await?;
    Ok(Json(MessageResponse::ok("Logged out successfully")))
}
