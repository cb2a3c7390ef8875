//! GET /api/v1/ca/dashboard

use axum::Json;
use axum::extract::State;
use fest_app::services::ca;
use fest_shared::fest::FEST;
use serde::Serialize;
use utoipa::ToSchema;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::CaOnly;

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LeaderboardEntry {
    pub username: String,
    pub college_name: String,
    pub paid_referrals: u64,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DashboardResponse {
    pub success: bool,
    pub referral_code: Option<String>,
    /// `/event/ins?ref=CODE`: carries the code into any registration wizard.
    pub referral_link: Option<String>,
    /// Paid registrations credited to this CA.
    pub paid_referrals: u64,
    /// The top CAs by paid referrals (username and college only).
    pub leaderboard: Vec<LeaderboardEntry>,
    /// The messaging channel CAs join.
    pub channel_link: &'static str,
}

/// The CA's referral code and link, credited paid referrals, and the leaderboard (role ca only).
#[utoipa::path(get, path = "/ca/dashboard", tag = "ca", security(("bearer" = [])),
    responses((status = 200, body = DashboardResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn dashboard(State(state): State<AppState>, ca_user: CaOnly) -> Result<Json<DashboardResponse>, ApiError> {
    let d = ca::dashboard(&state.ctx, &ca_user.0.user).await?;
    Ok(Json(DashboardResponse {
        success: true,
        referral_link: d.referral_code.as_ref().map(|c| format!("/event/ins?ref={c}")),
        referral_code: d.referral_code,
        paid_referrals: d.paid_referrals,
        leaderboard: d
            .leaderboard
            .into_iter()
            .map(|r| LeaderboardEntry {
                username: r.username,
                college_name: r.college_name,
                paid_referrals: r.paid_referrals,
            })
            .collect(),
        channel_link: FEST.ca_channel_url,
    }))
}
