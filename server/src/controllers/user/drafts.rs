//! /api/v1/user/drafts: the signed-in user's registration drafts (a wizard as it was typed), so that a
//! registration begun on one device can be finished on another.

use axum::Json;
use axum::extract::{Path, State};
use chrono::{DateTime, Utc};
use fest_app::services::drafts::{self, Draft, DraftSummary};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{ApiJson, CurrentUser};

/// A draft kept for an event.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DraftView {
    /// The catalogue id of the event.
    pub event: String,
    /// The wizard's values as they were sent (a JSON object, read by the wizard that wrote it).
    pub values: Value,
    /// The wizard's step (0 is the first).
    pub step: u32,
    /// When the server last kept it.
    pub updated_at: DateTime<Utc>,
}

impl From<Draft> for DraftView {
    fn from(d: Draft) -> Self {
        Self { event: d.event.id.as_str().to_owned(), values: d.values, step: d.step, updated_at: d.updated_at }
    }
}

/// A draft in the list: which event, how far, when.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DraftSummaryView {
    pub event: String,
    pub event_title: String,
    pub step: u32,
    pub updated_at: DateTime<Utc>,
}

impl From<DraftSummary> for DraftSummaryView {
    fn from(d: DraftSummary) -> Self {
        Self {
            event: d.event.id.as_str().to_owned(),
            event_title: d.event.title.to_owned(),
            step: d.step,
            updated_at: d.updated_at,
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct DraftListResponse {
    pub success: bool,
    /// Newest first.
    pub drafts: Vec<DraftSummaryView>,
}

#[derive(Serialize, ToSchema)]
pub struct DraftResponse {
    pub success: bool,
    /// The draft kept for the event; null when there is none.
    pub draft: Option<DraftView>,
}

#[derive(Serialize, ToSchema)]
pub struct DraftDeletedResponse {
    pub success: bool,
    #[serde(serialize_with = "crate::language::said")]
    pub message: String,
    /// Whether a draft was kept (and is now gone).
    pub deleted: bool,
}

/// What the wizard sends to keep as a draft.
#[derive(Deserialize, ToSchema)]
pub struct DraftRequest {
    /// The wizard's values: a JSON object, at most 64 KB.
    pub values: Value,
    /// The wizard's step (0 is the first).
    pub step: u32,
}

/// The caller's registration drafts, newest first (without their values).
#[utoipa::path(get, path = "/user/drafts", tag = "user", security(("bearer" = [])),
    responses((status = 200, body = DraftListResponse), (status = 401, body = ErrorBody)))]
pub async fn list_drafts(
    State(state): State<AppState>,
    current: CurrentUser,
) -> Result<Json<DraftListResponse>, ApiError> {
    let drafts = drafts::list(&state.ctx, &current.user).await?;
    Ok(Json(DraftListResponse { success: true, drafts: drafts.into_iter().map(Into::into).collect() }))
}

/// The caller's draft for an event (`draft` is null when none is kept).
#[utoipa::path(get, path = "/user/drafts/{event}", tag = "user", security(("bearer" = [])),
    params(("event" = String, Path, description = "Event id, e.g. cricket")),
    responses((status = 200, body = DraftResponse), (status = 401, body = ErrorBody),
        (status = 404, description = "Unknown event, or one without online registration", body = ErrorBody)))]
pub async fn get_draft(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(event): Path<String>,
) -> Result<Json<DraftResponse>, ApiError> {
    let draft = drafts::get(&state.ctx, &current.user, &event).await?;
    Ok(Json(DraftResponse { success: true, draft: draft.map(Into::into) }))
}

/// Keeps the wizard's values and step as the caller's draft for the event, replacing the one kept.
#[utoipa::path(put, path = "/user/drafts/{event}", tag = "user", security(("bearer" = [])),
    params(("event" = String, Path, description = "Event id, e.g. cricket")),
    request_body = DraftRequest,
    responses((status = 200, body = DraftResponse), (status = 401, body = ErrorBody),
        (status = 404, description = "Unknown event, or one without online registration", body = ErrorBody),
        (status = 409, description = "The caller is registered for the event already", body = ErrorBody),
        (status = 422, description = "Values that are not a JSON object or over 64 KB, or a step out of range",
            body = ErrorBody)))]
pub async fn put_draft(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(event): Path<String>,
    ApiJson(body): ApiJson<DraftRequest>,
) -> Result<Json<DraftResponse>, ApiError> {
    let draft = drafts::save(&state.ctx, &current.user, &event, &body.values, body.step).await?;
    Ok(Json(DraftResponse { success: true, draft: Some(draft.into()) }))
}

/// Deletes the caller's draft for the event (Start again; the wizard also deletes it once registered).
#[utoipa::path(delete, path = "/user/drafts/{event}", tag = "user", security(("bearer" = [])),
    params(("event" = String, Path, description = "Event id, e.g. cricket")),
    responses((status = 200, body = DraftDeletedResponse), (status = 401, body = ErrorBody),
        (status = 404, description = "Unknown event, or one without online registration", body = ErrorBody)))]
pub async fn delete_draft(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(event): Path<String>,
) -> Result<Json<DraftDeletedResponse>, ApiError> {
    let deleted = drafts::delete(&state.ctx, &current.user, &event).await?;
    Ok(Json(DraftDeletedResponse { success: true, message: drafts::DELETED.into(), deleted }))
}
