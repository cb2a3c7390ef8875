//! GET /api/v1/user/all-users

use axum::Json;
use axum::extract::{Query, State};
use fest_app::AppError;
use fest_app::paging::Paging;
use fest_app::roles::Role;
use fest_app::services::users;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::Staff;
use crate::views::UserView;

#[derive(Deserialize, IntoParams)]
pub struct UserQuery {
    /// Matches username, full name or e-mail (case-insensitive, anywhere).
    pub search: Option<String>,
    /// Only accounts of this role (user, ca, moderator, admin).
    pub role: Option<String>,
    /// 1-based page number.
    pub page: Option<u64>,
    /// Rows per page (at most 100).
    pub limit: Option<u64>,
}

#[derive(Serialize, ToSchema)]
pub struct Pagination {
    pub page: u64,
    pub limit: u64,
    pub total: u64,
}

#[derive(Serialize, ToSchema)]
pub struct UsersResponse {
    pub success: bool,
    pub users: Vec<UserView>,
    pub pagination: Pagination,
}

/// Accounts, newest first, with search and paging (admins and moderators).
#[utoipa::path(get, path = "/user/all-users", tag = "user", params(UserQuery), security(("bearer" = [])),
    responses((status = 200, body = UsersResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn all_users(
    State(state): State<AppState>,
    _staff: Staff,
    Query(q): Query<UserQuery>,
) -> Result<Json<UsersResponse>, ApiError> {
    let role = match q.role.as_deref().filter(|r| !r.is_empty() && *r != "all") {
        Some(r) => Some(Role::parse(r).ok_or_else(|| ApiError::from(AppError::BadRequest("Unknown role".into())))?),
        None => None,
    };
    let page = users::list(&state.ctx, q.search.as_deref(), role, Paging::new(q.page, q.limit)).await?;
    // Each account with its CA application, as /user/me shows it: one query for the whole page.
    let ids: Vec<String> = page.users.iter().map(|u| u.id.clone()).collect();
    let mut applications = fest_app::services::ca::of_users(&state.ctx, &ids).await?;
    Ok(Json(UsersResponse {
        success: true,
        users: page
            .users
            .into_iter()
            .map(|u| {
                let ca = applications.remove(&u.id).map(fest_app::services::sessions::CaApplicationRef::from);
                UserView::with_application(u, ca)
            })
            .collect(),
        pagination: Pagination { page: page.page, limit: page.limit, total: page.total },
    }))
}
