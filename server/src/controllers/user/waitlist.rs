//! GET /api/v1/user/waitlist

use axum::Json;
use axum::extract::State;
use fest_app::services::waitlist;
use serde::Serialize;
use utoipa::ToSchema;

use crate::AppState;
use crate::controllers::events::waitlist::WaitlistEntryView;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::CurrentUser;

#[derive(Serialize, ToSchema)]
pub struct MyWaitlistResponse {
    pub success: bool,
    /// Newest first.
    pub entries: Vec<WaitlistEntryView>,
}

/// The caller's waiting-list entries in every event, with their places in line and any offer.
#[utoipa::path(get, path = "/user/waitlist", tag = "user", security(("bearer" = [])),
    responses((status = 200, body = MyWaitlistResponse), (status = 401, body = ErrorBody)))]
pub async fn my_waitlist(
    State(state): State<AppState>,
    current: CurrentUser,
) -> Result<Json<MyWaitlistResponse>, ApiError> {
    let entries = waitlist::all_mine(&state.ctx, &current.user).await?;
    Ok(Json(MyWaitlistResponse { success: true, entries: entries.into_iter().map(Into::into).collect() }))
}
