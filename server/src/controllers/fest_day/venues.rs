//! The venues (staff).

use axum::Json;
use axum::extract::{Path, State};
use fest_app::services::fest_day::venues;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::views::VenueView;
use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{ApiJson, Staff};

#[derive(Serialize, ToSchema)]
pub struct VenuesResponse {
    pub success: bool,
    /// By name.
    pub venues: Vec<VenueView>,
}

async fn all(state: &AppState) -> Result<VenuesResponse, ApiError> {
    Ok(VenuesResponse { success: true, venues: venues::list(&state.ctx).await?.into_iter().map(Into::into).collect() })
}

/// Every venue (everybody: the schedule's filter lists them).
#[utoipa::path(get, path = "/venues", tag = "fest day", responses((status = 200, body = VenuesResponse)))]
pub async fn list_venues(State(state): State<AppState>) -> Result<Json<VenuesResponse>, ApiError> {
    Ok(Json(all(&state).await?))
}

#[derive(Deserialize, ToSchema)]
pub struct VenueRequest {
    pub name: String,
}

/// Adds a venue (staff; audited).
#[utoipa::path(post, path = "/admin/venues", tag = "fest day", security(("bearer" = [])), request_body = VenueRequest,
    responses((status = 200, body = VenuesResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 409, description = "A venue of that name exists", body = ErrorBody),
        (status = 422, body = ErrorBody)))]
pub async fn create_venue(
    State(state): State<AppState>,
    staff: Staff,
    ApiJson(body): ApiJson<VenueRequest>,
) -> Result<Json<VenuesResponse>, ApiError> {
    venues::create(&state.ctx, &staff.0.user, &body.name).await?;
    Ok(Json(all(&state).await?))
}

/// Removes a venue no match uses (staff; audited).
#[utoipa::path(delete, path = "/admin/venues/{id}", tag = "fest day", security(("bearer" = [])),
    params(("id" = String, Path)),
    responses((status = 200, body = VenuesResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, description = "Matches are scheduled there", body = ErrorBody)))]
pub async fn remove_venue(
    State(state): State<AppState>,
    staff: Staff,
    Path(id): Path<String>,
) -> Result<Json<VenuesResponse>, ApiError> {
    venues::remove(&state.ctx, &staff.0.user, &id).await?;
    Ok(Json(all(&state).await?))
}
