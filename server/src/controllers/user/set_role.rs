//! PUT /api/v1/user/{id}/role

use axum::Json;
use axum::extract::{Path, State};
use fest_app::roles::Role;
use fest_app::services::users;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{AdminOnly, ApiJson};
use crate::views::UserView;

#[derive(Deserialize, ToSchema)]
pub struct RoleRequest {
    /// user, ca, volunteer, moderator or admin.
    #[schema(value_type = String)]
    pub role: Role,
}

#[derive(Serialize, ToSchema)]
pub struct RoleResponse {
    pub success: bool,
    #[serde(serialize_with = "crate::language::said")]
    pub message: String,
    pub user: UserView,
}

/// Changes a user's role (admins only; an admin cannot change their own role).
#[utoipa::path(put, path = "/user/{id}/role", tag = "user", params(("id" = String, Path)), security(("bearer" = [])),
    request_body = RoleRequest,
    responses(
        (status = 200, body = RoleResponse), (status = 400, description = "Own role", body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 422, description = "Unknown role", body = ErrorBody),
    ))]
pub async fn set_role(
    State(state): State<AppState>,
    admin: AdminOnly,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<RoleRequest>,
) -> Result<Json<RoleResponse>, ApiError> {
    let user = users::set_role(&state.ctx, &admin.0.user, &id, body.role).await?;
    let message = format!("{} is now {}", user.username, body.role);
    Ok(Json(RoleResponse { success: true, message, user: UserView::load(&state.ctx, user).await? }))
}
