//! fest-server: the HTTP edge (axum router, extractors, ApiError, static files, OpenAPI) and the CLI.

pub mod cli;
pub mod controllers;
pub mod error;
pub mod extractors;
pub mod language;
pub mod metrics;
pub mod middleware;
pub mod openapi;
pub mod plain_words;
pub mod router;
pub mod serve;
pub mod static_files;
pub mod streamed;
pub mod telemetry;
pub mod views;

pub use router::{AppState, build_router};
