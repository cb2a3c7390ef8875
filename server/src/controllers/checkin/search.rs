//! GET /api/v1/checkin/search?q=

use axum::Json;
use axum::extract::{Query, State};
use chrono::{DateTime, Utc};
use fest_app::services::checkins;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::PassSummary;
use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::Gatekeeper;

#[derive(Deserialize, IntoParams)]
pub struct SearchQuery {
    /// A name, a phone number or a registration id (at least 3 characters).
    pub q: String,
}

/// A person found without their pass.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FoundPerson {
    pub pass: PassSummary,
    /// The token to check them in with.
    pub token: String,
    /// The full name on the roster.
    pub fullname: String,
    /// The phone number, all but the last four digits masked.
    pub phone: String,
    pub college: String,
    pub checked_in_at: Option<DateTime<Utc>>,
    pub revoked: bool,
}

#[derive(Serialize, ToSchema)]
pub struct SearchResponse {
    pub success: bool,
    pub people: Vec<FoundPerson>,
}

/// Finds people who came without their pass, by name, phone number or registration id (at most 20).
#[utoipa::path(get, path = "/checkin/search", tag = "checkin", params(SearchQuery), security(("bearer" = [])),
    responses(
        (status = 200, body = SearchResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 422, description = "Fewer than 3 characters", body = ErrorBody),
    ))]
pub async fn search(
    State(state): State<AppState>,
    _who: Gatekeeper,
    Query(q): Query<SearchQuery>,
) -> Result<Json<SearchResponse>, ApiError> {
    let found = checkins::search(&state.ctx, &q.q).await?;
    let people = found
        .into_iter()
        .filter_map(|f| {
            Some(FoundPerson {
                pass: PassSummary::of(&f.pass)?,
                checked_in_at: f.pass.checked_in_at,
                revoked: f.pass.revoked_at.is_some(),
                token: f.pass.token,
                fullname: f.fullname,
                phone: f.phone,
                college: f.college,
            })
        })
        .collect();
    Ok(Json(SearchResponse { success: true, people }))
}
