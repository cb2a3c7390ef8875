//! GET /api/v1/events/{event}/rulebook.pdf

use axum::extract::{Path, State};
use axum::response::Response;
use fest_app::services::rulebooks;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};

/// The event's rulebook as a PDF (public): the organisers' uploaded file when they replaced it, else the one
/// printed from the catalogue (the same text as the printable page at `/rulebook/{event}`).
#[utoipa::path(get, path = "/events/{event}/rulebook.pdf", tag = "events", params(("event" = String, Path)),
    responses(
        (status = 200, description = "The rulebook (a PDF file)", content_type = "application/pdf"),
        (status = 404, body = ErrorBody),
    ))]
pub async fn rulebook_pdf(State(state): State<AppState>, Path(event): Path<String>) -> Result<Response, ApiError> {
    let file = rulebooks::pdf(&state.ctx, &event).await?;
    let name = fest_shared::rulebook::file_name(file.event);
    // An upload replaces it at once for everyone; a minute of caching keeps reloads cheap.
    use crate::controllers::download::{Disposition, file as send};
    send("application/pdf", Disposition::Inline, &name, "public, max-age=60", file.pdf)
}
