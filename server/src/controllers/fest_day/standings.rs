//! The championship of the colleges.

use axum::Json;
use axum::extract::State;
use fest_app::services::fest_day::standings;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{AdminOnly, ApiJson};

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChampionshipRowView {
    /// Shared by colleges level on points (1, 2, 2, 4).
    pub rank: u32,
    pub college: String,
    pub points: u32,
    /// How many times the college placed 1st, 2nd, ...
    pub places: Vec<u32>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StandingsResponse {
    pub success: bool,
    /// The points of a 1st, 2nd, ... place.
    pub points: Vec<u32>,
    pub rows: Vec<ChampionshipRowView>,
    /// Events whose places are all decided, of the events published.
    pub decided: usize,
    pub published: usize,
}

async fn table(state: &AppState) -> Result<StandingsResponse, ApiError> {
    let c = standings::championship_table(&state.ctx).await?;
    Ok(StandingsResponse {
        success: true,
        points: c.points,
        rows: c
            .rows
            .into_iter()
            .map(|r| ChampionshipRowView { rank: r.rank, college: r.college, points: r.points, places: r.places })
            .collect(),
        decided: c.decided,
        published: c.published,
    })
}

/// The championship: points per placing summed per college over every published event.
#[utoipa::path(get, path = "/standings", tag = "fest day", responses((status = 200, body = StandingsResponse)))]
pub async fn championship(State(state): State<AppState>) -> Result<Json<StandingsResponse>, ApiError> {
    Ok(Json(table(&state).await?))
}

#[derive(Deserialize, ToSchema)]
pub struct PointsRequest {
    /// The points of a 1st, 2nd, ... place (1 to 8 places, not rising).
    pub points: Vec<u32>,
}

/// Sets the points per placing (admins; audited).
#[utoipa::path(put, path = "/admin/standings/points", tag = "fest day", security(("bearer" = [])),
    request_body = PointsRequest,
    responses((status = 200, body = StandingsResponse), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn set_championship_points(
    State(state): State<AppState>,
    admin: AdminOnly,
    ApiJson(body): ApiJson<PointsRequest>,
) -> Result<Json<StandingsResponse>, ApiError> {
    standings::set_points(&state.ctx, &admin.0.user, &body.points).await?;
    Ok(Json(table(&state).await?))
}
