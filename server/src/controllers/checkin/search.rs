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
    /// A name (at least 3 letters), a whole 10-digit phone number, or a registration id's first 8 or more
    /// characters.
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

/// Finds people who came without their pass (at most 20): by name, by whole phone number, or by the first
/// 8 or more characters of the registration id (which lists the registration's people). Each volunteer has
/// `checkin_search_per_minute` searches a minute (429 after that); every search is in the audit log.
#[utoipa::path(get, path = "/checkin/search", tag = "checkin", params(SearchQuery), security(("bearer" = [])),
    responses(
        (status = 200, body = SearchResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 422, description = "Not a name, a whole phone number or a registration id's start", body = ErrorBody),
        (status = 429, description = "Too many searches this minute", body = ErrorBody),
    ))]
pub async fn search(
    State(state): State<AppState>,
    who: Gatekeeper,
    Query(q): Query<SearchQuery>,
) -> Result<Json<SearchResponse>, ApiError> {
    let found = checkins::search(&state.ctx, &who.0.user, &q.q).await?;
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
