//! GET /api/v1/user/me

use axum::Json;
use serde::Serialize;
use utoipa::ToSchema;

use crate::error::ErrorBody;
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
pub async fn me(current: CurrentUser) -> Json<MeResponse> {
    Json(MeResponse { success: true, user: UserView::with_application(current.user, current.ca_application) })
}
