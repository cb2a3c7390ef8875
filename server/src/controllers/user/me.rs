//! GET /api/v1/user/me

use axum::Json;
use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::CurrentUser;
use crate::views::UserView;

#[derive(Serialize, ToSchema)]
pub struct MeResponse {
    pub success: bool,
    pub user: UserView,
}

/// The signed-in account.
#[utoipa::path(get, path = "/user/me", tag = "user", security(("bearer" = [])),
    responses((status = 200, body = MeResponse), (status = 401, body = ErrorBody)))]
pub async fn me(State(state): State<AppState>, current: CurrentUser) -> Result<Json<MeResponse>, ApiError> {
    Ok(Json(MeResponse { success: true, user: UserView::load(&state.ctx, current.user).await? }))
}
