//! GET /api/v1/ca/all-applications

use axum::Json;
use axum::extract::{Query, State};
use axum::response::{IntoResponse, Response};
use fest_app::AppError;
use fest_app::paging::Paging;
use fest_app::services::ca;
use futures_util::StreamExt;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::AppState;
use crate::controllers::user::all_users::Pagination;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::Staff;
use crate::streamed;
use crate::views::CaApplicationView;

#[derive(Deserialize, IntoParams)]
pub struct ApplicationsQuery {
    /// pending, accepted or rejected; all when absent.
    pub status: Option<String>,
    /// 1-based page number.
    pub page: Option<u64>,
    /// Rows per page (at most 100).
    pub limit: Option<u64>,
}

#[derive(Serialize, ToSchema)]
pub struct ApplicationsResponse {
    pub success: bool,
    pub applications: Vec<CaApplicationView>,
    pub counts: ca::Counts,
    /// Present when the request asked for a page (`page` or `limit`); without them the list is whole.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pagination: Option<Pagination>,
}

/// Every application, newest first, with the counts per status (admins and moderators); a page of them when
/// the request asks for one with `page` or `limit`. The whole list is written as it is read.
#[utoipa::path(get, path = "/ca/all-applications", tag = "ca", params(ApplicationsQuery), security(("bearer" = [])),
    responses((status = 200, body = ApplicationsResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn all_applications(
    State(state): State<AppState>,
    _staff: Staff,
    Query(q): Query<ApplicationsQuery>,
) -> Result<Response, ApiError> {
    let status = q.status.as_deref().filter(|s| !s.is_empty() && *s != "all").map(ca::Status::parse);
    let status = match status {
        Some(None) => return Err(AppError::BadRequest("Unknown status".into()).into()),
        Some(s) => s,
        None => None,
    };
    let counts = ca::counts(&state.ctx).await?;
    let Some(paging) = Paging::asked(q.page, q.limit) else {
        let batches = ca::all_in_batches(&state.ctx, status)
            .map(|batch| batch.map(|rows| rows.into_iter().map(CaApplicationView::from).collect::<Vec<_>>()));
        let head = serde_json::json!({"success": true, "counts": counts});
        return Ok(streamed::json_list_with(&head, "applications", batches));
    };
    let (applications, total) = ca::page(&state.ctx, status, paging).await?;
    Ok(Json(ApplicationsResponse {
        success: true,
        applications: applications.into_iter().map(CaApplicationView::from).collect(),
        counts,
        pagination: Some(Pagination { page: paging.page(), limit: paging.limit(), total }),
    })
    .into_response())
}
