//! GET /api/v1/events/{event}/registrations and GET /api/v1/events/all-registrations

use std::collections::BTreeMap;

use axum::Json;
use axum::extract::{Path, Query, State};
use fest_app::paging::Paging;
use fest_app::services::registrations::{self, Aadhaar};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::AppState;
use crate::controllers::user::all_users::Pagination;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::Staff;
use crate::views::RegistrationView;

/// List views show Aadhaar numbers masked to the last four digits, to admins too; an admin sees one
/// registration's numbers through `POST /admin/registrations/{id}/reveal-aadhaar`, which is audited.
const LIST_AADHAAR: Aadhaar = Aadhaar::Masked;

#[derive(Deserialize, IntoParams)]
pub struct RegistrationsQuery {
    /// Matches the registrant's e-mail (anywhere, case-insensitive).
    pub search: Option<String>,
    /// pending, paid, awaiting_payment, flagged or expired.
    pub status: Option<String>,
    pub page: Option<u64>,
    pub limit: Option<u64>,
}

#[derive(Serialize, ToSchema)]
pub struct EventRegistrationsResponse {
    pub success: bool,
    pub event: String,
    pub registrations: Vec<RegistrationView>,
    pub pagination: Pagination,
}

/// One event's registrations, newest first (admins and moderators), Aadhaar numbers masked for everyone: an
/// admin reveals one record's numbers with `POST /admin/registrations/{id}/reveal-aadhaar` (audited).
#[utoipa::path(get, path = "/events/{event}/registrations", tag = "events", security(("bearer" = [])),
    params(("event" = String, Path), RegistrationsQuery),
    responses(
        (status = 200, body = EventRegistrationsResponse), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
    ))]
pub async fn for_event(
    State(state): State<AppState>,
    _staff: Staff,
    Path(event): Path<String>,
    Query(q): Query<RegistrationsQuery>,
) -> Result<Json<EventRegistrationsResponse>, ApiError> {
    let page = registrations::list_for_event(
        &state.ctx,
        &event,
        q.search.as_deref(),
        q.status.as_deref(),
        Paging::new(q.page, q.limit),
        LIST_AADHAAR,
    )
    .await?;
    let event = registrations::find_event(&event)?.id.as_str().to_owned();
    Ok(Json(EventRegistrationsResponse {
        success: true,
        event,
        registrations: page.records.into_iter().map(RegistrationView::from).collect(),
        pagination: Pagination { page: page.page, limit: page.limit, total: page.total },
    }))
}

#[derive(Serialize, ToSchema)]
pub struct AllRegistrationsResponse {
    pub success: bool,
    /// Event id -> its registrations (all but expired ones).
    pub registrations: BTreeMap<String, Vec<RegistrationView>>,
}

#[derive(Deserialize, IntoParams)]
pub struct AllQuery {
    /// The newest this many of each event (default 100, at most 1000).
    pub limit: Option<u64>,
}

/// Registrations grouped by event, the newest of each (admins and moderators).
#[utoipa::path(get, path = "/events/all-registrations", tag = "events", params(AllQuery), security(("bearer" = [])),
    responses((status = 200, body = AllRegistrationsResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn all(
    State(state): State<AppState>,
    _staff: Staff,
    Query(q): Query<AllQuery>,
) -> Result<Json<AllRegistrationsResponse>, ApiError> {
    let registrations = registrations::all_grouped(&state.ctx, LIST_AADHAAR, q.limit.unwrap_or(100)).await?;
    Ok(Json(AllRegistrationsResponse {
        success: true,
        registrations: registrations
            .into_iter()
            .map(|(event, records)| (event, records.into_iter().map(RegistrationView::from).collect()))
            .collect(),
    }))
}
