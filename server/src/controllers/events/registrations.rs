//! GET /api/v1/events/{event}/registrations and GET /api/v1/events/all-registrations

use std::collections::BTreeMap;

use axum::Json;
use axum::extract::{Path, Query, State};
use axum::response::{IntoResponse, Response};
use fest_app::paging::Paging;
use fest_app::services::registrations::{self, Aadhaar};
use futures_util::StreamExt;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::AppState;
use crate::controllers::user::all_users::Pagination;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::Staff;
use crate::streamed;
use crate::views::RegistrationView;

/// List views show Aadhaar numbers masked to the last four digits, to admins too; an admin sees one
/// registration's numbers through `POST /admin/registrations/{id}/reveal-aadhaar`, which is audited.
const LIST_AADHAAR: Aadhaar = Aadhaar::Masked;

#[derive(Deserialize, IntoParams)]
pub struct RegistrationsQuery {
    /// Matches the registrant's e-mail (anywhere, case-insensitive).
    pub search: Option<String>,
    /// One payment status (pending, paid, awaiting_payment, flagged, expired, refunded, cancelled), or
    /// `all`. Without it the list holds the applicants: orders never paid (pending online orders, expired or
    /// voided ones) are left out, as SPEC 7's admin expects.
    pub status: Option<String>,
    pub page: Option<u64>,
    pub limit: Option<u64>,
}

#[derive(Serialize, ToSchema)]
pub struct EventRegistrationsResponse {
    pub success: bool,
    pub event: String,
    pub registrations: Vec<RegistrationView>,
    /// Present when the request asked for a page (`page` or `limit`); without them the list is whole.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pagination: Option<Pagination>,
}

/// One event's applicants, newest first (admins and moderators): every registration but orders never paid,
/// unless `status` asks for one status or `all`. Aadhaar numbers are masked for everyone: an
/// admin reveals one record's numbers with `POST /admin/registrations/{id}/reveal-aadhaar` (audited). Every
/// matching registration unless the request asks for a page with `page` or `limit` (SPEC 7: "whole response
/// displayed"); the whole list is written as it is read.
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
) -> Result<Response, ApiError> {
    let event_id = registrations::find_event(&event)?.id.as_str().to_owned();
    let Some(paging) = Paging::asked(q.page, q.limit) else {
        let batches = registrations::for_event_in_batches(
            &state.ctx,
            &event,
            q.search.as_deref(),
            q.status.as_deref(),
            LIST_AADHAAR,
        )?
        .map(|batch| batch.map(|records| records.into_iter().map(RegistrationView::from).collect::<Vec<_>>()));
        let head = serde_json::json!({"success": true, "event": event_id});
        return Ok(streamed::json_list_with(&head, "registrations", batches));
    };
    let page = registrations::list_for_event(
        &state.ctx,
        &event,
        q.search.as_deref(),
        q.status.as_deref(),
        paging,
        LIST_AADHAAR,
    )
    .await?;
    Ok(Json(EventRegistrationsResponse {
        success: true,
        event: event_id,
        registrations: page.records.into_iter().map(RegistrationView::from).collect(),
        pagination: Some(Pagination { page: page.page, limit: page.limit, total: page.total }),
    })
    .into_response())
}

#[derive(Serialize, ToSchema)]
pub struct AllRegistrationsResponse {
    pub success: bool,
    /// Event id -> its registrations (the applicants unless `status` asks otherwise).
    pub registrations: BTreeMap<String, Vec<RegistrationView>>,
}

#[derive(Deserialize, IntoParams)]
pub struct AllQuery {
    /// Only the newest this many of each event (at most 1000); every registration when absent.
    pub limit: Option<u64>,
    /// One payment status, or `all`. Without it: the applicants, every registration but orders never paid
    /// (pending online orders, expired or voided ones).
    pub status: Option<String>,
}

/// Registrations grouped by event (admins and moderators): the applicants (every registration but orders
/// never paid) unless `status` asks for one status or `all`, written as they are read, or the newest `limit`
/// of each event when the request asks for that.
#[utoipa::path(get, path = "/events/all-registrations", tag = "events", params(AllQuery), security(("bearer" = [])),
    responses((status = 200, body = AllRegistrationsResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn all(
    State(state): State<AppState>,
    _staff: Staff,
    Query(q): Query<AllQuery>,
) -> Result<Response, ApiError> {
    let Some(limit) = q.limit else {
        let batches = registrations::all_in_batches(&state.ctx, q.status.as_deref(), LIST_AADHAAR).map(|batch| {
            batch.map(|(event, records)| (event, records.into_iter().map(RegistrationView::from).collect::<Vec<_>>()))
        });
        return Ok(streamed::json_groups("registrations", batches));
    };
    let registrations = registrations::all_grouped(&state.ctx, q.status.as_deref(), LIST_AADHAAR, limit).await?;
    Ok(Json(AllRegistrationsResponse {
        success: true,
        registrations: registrations
            .into_iter()
            .map(|(event, records)| (event, records.into_iter().map(RegistrationView::from).collect()))
            .collect(),
    })
    .into_response())
}
