//! GET /api/v1/user/me/sessions, DELETE /api/v1/user/me/sessions/{id} and
//! POST /api/v1/user/me/sessions/revoke-others

use axum::Json;
use axum::extract::{Path, State};
use fest_app::services::sessions::{self, SessionInfo};
use serde::Serialize;
use utoipa::ToSchema;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::CurrentUser;

#[derive(Serialize, ToSchema)]
pub struct SessionsResponse {
    pub success: bool,
    pub sessions: Vec<SessionInfo>,
}

#[derive(Serialize, ToSchema)]
pub struct SignedOutResponse {
    pub success: bool,
    #[serde(serialize_with = "crate::language::said")]
    pub message: String,
    /// How many sessions ended.
    pub ended: u64,
}

/// The account's live sessions, this one first, then by last use.
#[utoipa::path(get, path = "/user/me/sessions", tag = "user", security(("bearer" = [])),
    responses((status = 200, body = SessionsResponse), (status = 401, body = ErrorBody)))]
pub async fn list_sessions(State(state): State<AppState>, me: CurrentUser) -> Result<Json<SessionsResponse>, ApiError> {
    let sessions = sessions::list(&state.ctx, &me.user.id, &me.token).await?;
    Ok(Json(SessionsResponse { success: true, sessions }))
}

/// Signs one of the account's sessions out (this one too, if it is named).
#[utoipa::path(delete, path = "/user/me/sessions/{id}", tag = "user", params(("id" = String, Path)),
    security(("bearer" = [])),
    responses((status = 200, body = SignedOutResponse), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn revoke_session(
    State(state): State<AppState>,
    me: CurrentUser,
    Path(id): Path<String>,
) -> Result<Json<SignedOutResponse>, ApiError> {
    sessions::revoke_by_id(&state.ctx, &me.user.id, &id).await?;
    Ok(Json(SignedOutResponse { success: true, message: "Signed out.".into(), ended: 1 }))
}

/// Signs out every session of the account but this one.
#[utoipa::path(post, path = "/user/me/sessions/revoke-others", tag = "user", security(("bearer" = [])),
    responses((status = 200, body = SignedOutResponse), (status = 401, body = ErrorBody)))]
pub async fn revoke_others(
    State(state): State<AppState>,
    me: CurrentUser,
) -> Result<Json<SignedOutResponse>, ApiError> {
    let ended = sessions::revoke_others(&state.ctx, &me.user.id, &me.token).await?;
    Ok(Json(SignedOutResponse { success: true, message: "Signed out everywhere else.".into(), ended }))
}
