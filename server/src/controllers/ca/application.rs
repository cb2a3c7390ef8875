//! GET /api/v1/ca/application

use axum::Json;
use axum::extract::State;
use fest_app::services::ca;
use serde::Serialize;
use utoipa::ToSchema;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::CurrentUser;
use crate::views::CaApplicationView;

#[derive(Serialize, ToSchema)]
pub struct MyApplicationResponse {
    pub success: bool,
    pub application: CaApplicationView,
}

/// The signed-in user's application (404 'No application found' when there is none).
#[utoipa::path(get, path = "/ca/application", tag = "ca", security(("bearer" = [])),
    responses((status = 200, body = MyApplicationResponse), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn application(
    State(state): State<AppState>,
    current: CurrentUser,
) -> Result<Json<MyApplicationResponse>, ApiError> {
    let application = ca::mine(&state.ctx, &current.user).await?;
    Ok(Json(MyApplicationResponse { success: true, application: application.into() }))
}
