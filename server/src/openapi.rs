//! The OpenAPI document, generated from the route table and the handlers' annotations.

use std::sync::OnceLock;

use axum::body::Bytes;
use utoipa::openapi::security::{Http, HttpAuthScheme, SecurityScheme};
use utoipa::{Modify, OpenApi};

#[derive(OpenApi)]
#[openapi(
    info(title = "Fest API", description = "The JSON API of the fest platform.", version = "1"),
    components(schemas(crate::error::ErrorBody)),
    modifiers(&BearerAuth)
)]
pub struct ApiDoc;

/// Sessions are bearer tokens.
struct BearerAuth;

impl Modify for BearerAuth {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme("bearer", SecurityScheme::Http(Http::new(HttpAuthScheme::Bearer)));
    }
}

/// The serialised document, made from the route table on first use; every request for it gets the same bytes.
pub fn document_json() -> Bytes {
    static JSON: OnceLock<Bytes> = OnceLock::new();
    JSON.get_or_init(|| Bytes::from(serde_json::to_vec(&crate::router::api_and_document().1).unwrap_or_default()))
        .clone()
}
