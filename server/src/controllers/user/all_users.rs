//! GET /api/v1/user/all-users

use axum::Json;
use axum::extract::{Query, State};
use axum::response::{IntoResponse, Response};
use fest_app::entities::user;
use fest_app::paging::Paging;
use fest_app::roles::Role;
use fest_app::services::users;
use fest_app::{AppError, Context};
use futures_util::StreamExt;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::Staff;
use crate::streamed;
use crate::views::{UserListItem, UserView};

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
    /// Each account; its `caApplication` is the application's id (SPEC 7), its status `caApplicationStatus`.
    pub users: Vec<UserListItem>,
    /// Present when the request asked for a page (`page` or `limit`); without them the list is whole.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pagination: Option<Pagination>,
}

/// Accounts, newest first, with search (admins and moderators). Every matching account unless the request
/// asks for a page with `page` or `limit` (SPEC 7's list is whole; it is written as it is read).
#[utoipa::path(get, path = "/user/all-users", tag = "user", params(UserQuery), security(("bearer" = [])),
    responses((status = 200, body = UsersResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn all_users(
    State(state): State<AppState>,
    _staff: Staff,
    Query(q): Query<UserQuery>,
) -> Result<Response, ApiError> {
    let role = match q.role.as_deref().filter(|r| !r.is_empty() && *r != "all") {
        Some(r) => Some(Role::parse(r).ok_or_else(|| ApiError::from(AppError::BadRequest("Unknown role".into())))?),
        None => None,
    };
    let Some(paging) = Paging::asked(q.page, q.limit) else {
        let ctx = state.ctx.clone();
        let batches = users::all_in_batches(&state.ctx, q.search, role).then(move |batch| {
            let ctx = ctx.clone();
            async move { with_applications(&ctx, batch?).await }
        });
        return Ok(streamed::json_list("users", batches));
    };
    let page = users::list(&state.ctx, q.search.as_deref(), role, paging).await?;
    Ok(Json(UsersResponse {
        success: true,
        users: with_applications(&state.ctx, page.users).await?,
        pagination: Some(Pagination { page: page.page, limit: page.limit, total: page.total }),
    })
    .into_response())
}

/// Each account with its CA application's id and status: one query for the whole batch.
async fn with_applications(ctx: &Context, accounts: Vec<user::Model>) -> Result<Vec<UserListItem>, AppError> {
    let ids: Vec<String> = accounts.iter().map(|u| u.id.clone()).collect();
    let mut applications = fest_app::services::ca::of_users(ctx, &ids).await?;
    Ok(accounts
        .into_iter()
        .map(|u| {
            let ca = applications.remove(&u.id).map(fest_app::services::sessions::CaApplicationRef::from);
            UserListItem::from(UserView::with_application(u, ca))
        })
        .collect())
}
