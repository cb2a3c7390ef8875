//! GET /api/v1/admin/numbers

use axum::Json;
use axum::extract::State;
use chrono::{DateTime, Utc};
use fest_app::services::numbers;
use serde::Serialize;
use utoipa::ToSchema;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::AdminOnly;

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FestNumbersResponse {
    pub success: bool,
    /// When the numbers were taken.
    pub taken_at: DateTime<Utc>,
    /// The fest's gates: people checked in against passes issued, by event, by gate and by hour (India
    /// time), with the duplicate scans apart.
    pub gates: numbers::GatesNumbers,
    /// The hostel desk: guests checked in against guests booked, by block and by hour.
    pub hostel: numbers::HostelNumbers,
}

/// The fest's numbers now, across every event and gate and the hostel desk (admins only; the admin
/// screen asks again every few seconds).
#[utoipa::path(get, path = "/admin/numbers", tag = "admin", security(("bearer" = [])),
    responses(
        (status = 200, body = FestNumbersResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
    ))]
pub async fn fest_numbers(
    State(state): State<AppState>,
    _admin: AdminOnly,
) -> Result<Json<FestNumbersResponse>, ApiError> {
    let numbers = numbers::fest_numbers(&state.ctx).await?;
    Ok(Json(FestNumbersResponse {
        success: true,
        taken_at: numbers.taken_at,
        gates: numbers.gates,
        hostel: numbers.hostel,
    }))
}
