//! GET /api/v1/openapi.json

use axum::Extension;
use axum::http::header;
use axum::response::IntoResponse;

use crate::openapi::OpenApiJson;

/// This API's OpenAPI 3 document.
#[utoipa::path(get, path = "/openapi.json", tag = "system",
    responses((status = 200, description = "The OpenAPI document", content_type = "application/json")))]
pub async fn openapi_json(Extension(doc): Extension<OpenApiJson>) -> impl IntoResponse {
    ([(header::CONTENT_TYPE, "application/json")], (*doc.0).clone())
}
