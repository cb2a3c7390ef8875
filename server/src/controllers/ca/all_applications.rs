//! GET /api/v1/ca/all-applications

use axum::Json;
use axum::extract::{Query, State};
use fest_app::AppError;
use fest_app::services::ca;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::Staff;
use crate::views::CaApplicationView;

#[derive(Deserialize, IntoParams)]
pub struct ApplicationsQuery {
    /// pending, accepted or rejected; all when absent.
    pub status: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct ApplicationsResponse {
    pub success: bool,
    pub applications: Vec<CaApplicationView>,
    pub counts: ca::Counts,
}

/// Every application, newest first, with the counts per status (admins and moderators).
#[utoipa::path(get, path = "/ca/all-applications", tag = "ca", params(ApplicationsQuery), security(("bearer" = [])),
    responses((status = 200, body = ApplicationsResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn all_applications(
    State(state): State<AppState>,
    _staff: Staff,
    Query(q): Query<ApplicationsQuery>,
) -> Result<Json<ApplicationsResponse>, ApiError> {
    let status = q.status.as_deref().filter(|s| !s.is_empty() && *s != "all").map(ca::Status::parse);
    let status = match status {
        Some(None) => return Err(AppError::BadRequest("Unknown status".into()).into()),
        Some(s) => s,
        None => None,
    };
    let (applications, c) = ca::all(&state.ctx, status).await?;
    Ok(Json(ApplicationsResponse {
        success: true,
        applications: applications.into_iter().map(CaApplicationView::from).collect(),
        counts: c,
    }))
}
