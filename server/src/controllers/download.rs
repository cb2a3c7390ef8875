//! The one way a file goes out: its type, whether the browser shows it or saves it, its name and how long it
//! may be cached.

use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use fest_app::AppError;

use crate::error::ApiError;

/// Whether the browser shows the file (a PDF in a tab) or saves it (an export).
#[derive(Debug, Clone, Copy)]
pub enum Disposition {
    Inline,
    Attachment,
}

/// A file answer: `cache` is its `Cache-Control` (exports and personal files are `no-store`).
pub fn file(
    content_type: &'static str,
    disposition: Disposition,
    filename: &str,
    cache: &'static str,
    bytes: impl IntoResponse,
) -> Result<Response, ApiError> {
    let how = match disposition {
        Disposition::Inline => "inline",
        Disposition::Attachment => "attachment",
    };
    let disposition = HeaderValue::from_str(&format!("{how}; filename=\"{filename}\"")).map_err(AppError::other)?;
    Ok((
        [
            (header::CONTENT_TYPE, HeaderValue::from_static(content_type)),
            (header::CONTENT_DISPOSITION, disposition),
            (header::CACHE_CONTROL, HeaderValue::from_static(cache)),
        ],
        bytes,
    )
        .into_response())
}

/// An export to save, never cached.
pub fn attachment(content_type: &'static str, filename: &str, bytes: Vec<u8>) -> Result<Response, ApiError> {
    file(content_type, Disposition::Attachment, filename, "no-store", bytes)
}
