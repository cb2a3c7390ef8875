//! The route table: the API under /api/v1 (documented in OpenAPI as it is built) and the website.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::routing::{any, get};
use fest_app::Context;
use tower::ServiceBuilder;
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::compression::CompressionLayer;
use tower_http::compression::predicate::{NotForContentType, Predicate, SizeAbove};
use utoipa::OpenApi;
use utoipa_axum::router::OpenApiRouter;

use crate::{controllers, middleware, openapi, static_files};

/// What every handler can reach.
#[derive(Clone)]
pub struct AppState {
    pub ctx: Context,
    /// Set once the server has been told to stop: `/readyz` then says it is not ready.
    pub stopping: Arc<AtomicBool>,
    /// Cancelled when the server stops taking requests: the live streams end, so that the requests in
    /// progress can finish.
    pub closing: tokio_util::sync::CancellationToken,
}

impl AppState {
    pub fn new(ctx: Context) -> Self {
        Self { ctx, stopping: Arc::new(AtomicBool::new(false)), closing: tokio_util::sync::CancellationToken::new() }
    }

    /// From now on `/readyz` answers 503: the proxy sends new requests elsewhere while this server finishes.
    pub fn stop_being_ready(&self) {
        self.stopping.store(true, Ordering::SeqCst);
    }

    pub fn is_stopping(&self) -> bool {
        self.stopping.load(Ordering::SeqCst)
    }
}

/// The largest request body accepted (a full team registration is a few kilobytes).
pub const MAX_BODY_BYTES: usize = 256 * 1024;

/// The base path of the JSON API.
pub const API_BASE: &str = "/api/v1";

/// Answers smaller than this are sent as they are: they fit in one packet either way, and compressing them
/// on every request (a session's `/user/me`, most error bodies) would cost more CPU than it saves bytes.
pub const MIN_COMPRESSED_BYTES: u64 = 1024;

/// What the on-the-fly compression applies to (the catalogue and the site's files come precompressed).
fn compress_when() -> impl Predicate {
    SizeAbove::new(MIN_COMPRESSED_BYTES)
        .and(NotForContentType::GRPC)
        .and(NotForContentType::IMAGES)
        .and(NotForContentType::SSE)
}

/// The API's routes and the OpenAPI document made from them (`fest openapi` prints the same document).
pub fn api_and_document() -> (Router<AppState>, utoipa::openapi::OpenApi) {
    OpenApiRouter::with_openapi(openapi::ApiDoc::openapi()).nest(API_BASE, controllers::routes()).split_for_parts()
}

pub fn build_router(state: AppState) -> Router {
    let (api, doc) = api_and_document();
    openapi::keep(&doc);
    let hsts = state.ctx.config().is_https();
    if crate::metrics::wanted(&state.ctx) {
        crate::metrics::install();
    }

    // One stack, outermost first, applied once: a request goes through the layers without a boxed
    // service between them (each `Router::layer` call would add one, copied for every request).
    let layers = ServiceBuilder::new()
        .layer(middleware::LogLayer)
        .layer(CatchPanicLayer::custom(middleware::panic_response))
        .layer(CompressionLayer::new().compress_when(compress_when()))
        .layer(middleware::EdgeLayer::new(hsts))
        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES));

    api.route(API_BASE, any(controllers::not_found))
        .route(&format!("{API_BASE}/{{*rest}}"), any(controllers::not_found))
        .route("/livez", get(controllers::health::live))
        .route("/readyz", get(controllers::health::ready))
        .route("/metrics", get(crate::metrics::scrape_with_token))
        .fallback(static_files::serve)
        .layer(layers)
        .with_state(state)
}

/// The router of the metrics listener (`FEST_METRICS_BIND`): `/metrics`, `/livez` and `/readyz`, for the
/// machines that watch the site, on an address the public does not reach.
pub fn build_metrics_router(state: AppState) -> Router {
    Router::new()
        .route("/metrics", get(crate::metrics::scrape_private))
        .route("/livez", get(controllers::health::live))
        .route("/readyz", get(controllers::health::ready))
        .with_state(state)
}
