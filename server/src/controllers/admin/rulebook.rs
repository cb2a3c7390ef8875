//! PUT and DELETE /api/v1/admin/events/{event}/rulebook

use axum::Json;
use axum::body::Bytes;
use axum::extract::{Path, State};
use fest_app::services::rulebooks;
use fest_shared::catalogue::{EventId, rulebook_page, rulebook_pdf};
use serde::Serialize;
use utoipa::ToSchema;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::AdminOnly;

/// A rulebook file: the PDF's bytes as the request body.
#[derive(ToSchema)]
#[schema(value_type = String, format = Binary)]
#[allow(dead_code)]
pub struct PdfFile(Vec<u8>);

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RulebookResponse {
    pub success: bool,
    pub event: String,
    /// Where 'View Rulebook' now leads.
    pub rulebook_url: String,
    /// Whether an uploaded file replaces the rulebook printed from the catalogue.
    pub rulebook_uploaded: bool,
}

impl RulebookResponse {
    fn new(event: EventId, uploaded: bool) -> Self {
        Self {
            success: true,
            event: event.as_str().to_owned(),
            rulebook_url: if uploaded { rulebook_pdf(event) } else { rulebook_page(event) },
            rulebook_uploaded: uploaded,
        }
    }
}

/// Replaces the event's rulebook with a PDF file (admins only; at most 10 MB; audited). The body is the file.
#[utoipa::path(put, path = "/admin/events/{event}/rulebook", tag = "admin", params(("event" = String, Path)),
    security(("bearer" = [])), request_body(content = PdfFile, content_type = "application/octet-stream",
        description = "The PDF file's bytes (sent as application/pdf or application/octet-stream)"),
    responses(
        (status = 200, body = RulebookResponse), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 413, body = ErrorBody),
    ))]
pub async fn upload(
    State(state): State<AppState>,
    admin: AdminOnly,
    Path(event): Path<String>,
    file: Bytes,
) -> Result<Json<RulebookResponse>, ApiError> {
    let event = rulebooks::upload(&state.ctx, &admin.0.user, &event, &file).await?;
    Ok(Json(RulebookResponse::new(event, true)))
}

/// Goes back to the rulebook printed from the catalogue (admins only; audited).
#[utoipa::path(delete, path = "/admin/events/{event}/rulebook", tag = "admin", params(("event" = String, Path)),
    security(("bearer" = [])),
    responses(
        (status = 200, body = RulebookResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
    ))]
pub async fn remove(
    State(state): State<AppState>,
    admin: AdminOnly,
    Path(event): Path<String>,
) -> Result<Json<RulebookResponse>, ApiError> {
    let event = rulebooks::remove(&state.ctx, &admin.0.user, &event).await?;
    Ok(Json(RulebookResponse::new(event, false)))
}
