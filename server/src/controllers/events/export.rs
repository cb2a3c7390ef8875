//! GET /api/v1/events/{event}/export?format=csv|xlsx|json

use axum::extract::{Path, Query, State};
use axum::response::Response;
use fest_app::AppError;
use fest_app::services::exports::{self, ExportBody, Format};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::Staff;
use crate::views::{RegistrationExport, RegistrationView};

#[derive(Deserialize, IntoParams)]
pub struct ExportQuery {
    /// csv, xlsx or json.
    pub format: Option<String>,
}

/// An event's registrations as a file, one row per member with the team's fields (admins and moderators;
/// Aadhaar in full for admins only, masked for moderators). Recorded in the audit log.
#[utoipa::path(get, path = "/events/{event}/export", tag = "events", security(("bearer" = [])),
    params(("event" = String, Path), ExportQuery),
    responses(
        (status = 200, description = "The file", content_type = "text/csv"),
        (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
    ))]
pub async fn export(
    State(state): State<AppState>,
    staff: Staff,
    Path(event): Path<String>,
    Query(q): Query<ExportQuery>,
) -> Result<Response, ApiError> {
    let format = Format::parse(q.format.as_deref().unwrap_or("csv"))
        .ok_or_else(|| ApiError::from(AppError::BadRequest("format must be csv, xlsx or json".into())))?;
    let file = exports::export(&state.ctx, &staff.0.user, &event, format).await?;
    let bytes = match file.body {
        ExportBody::File(bytes) => bytes,
        ExportBody::Records { event, records } => serde_json::to_vec_pretty(&RegistrationExport {
            event,
            registrations: records.into_iter().map(RegistrationView::from).collect(),
        })
        .map_err(AppError::other)?,
    };
    crate::controllers::download::attachment(file.content_type, &file.filename, bytes)
}
