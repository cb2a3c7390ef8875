//! The OpenAPI document, generated from the route table and the handlers' annotations.

use std::sync::OnceLock;

use axum::body::Bytes;
use utoipa::openapi::security::{Http, HttpAuthScheme, SecurityScheme};
use utoipa::{Modify, OpenApi};

#[derive(OpenApi)]
#[openapi(
    info(title = "Fest API", description = "The JSON API of the fest platform.", version = "1"),
    components(schemas(crate::error::ErrorBody, fest_app::live::Update, fest_app::live::Kind)),
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

/// The serialised document, shared by every request for it.
static JSON: OnceLock<Bytes> = OnceLock::new();

fn serialise(doc: &utoipa::openapi::OpenApi) -> Bytes {
    Bytes::from(serde_json::to_vec(doc).unwrap_or_default())
}

/// Keeps the document `build_router` made along with the route table, so it is not made again.
pub fn keep(doc: &utoipa::openapi::OpenApi) {
    JSON.get_or_init(|| serialise(doc));
}

/// The serialised document: the one kept by `build_router`, or made from the route table on first use.
pub fn document_json() -> Bytes {
    JSON.get_or_init(|| serialise(&crate::router::api_and_document().1)).clone()
}
