//! The parts of the benchmarks that both binaries share: an HTTP/1.1 client on hyper (one keep-alive
//! connection per worker, as a browser tab holds one), the closed-loop load generator, and the answers the
//! bare-axum ceiling serves.

pub mod client;
pub mod load;

use serde::{Deserialize, Serialize};

/// One answer the ceiling serves: the bytes the real server sent for `path`, with its content type and
/// content encoding.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Answer {
    pub path: String,
    pub content_type: Option<String>,
    pub content_encoding: Option<String>,
    /// A file holding the body, exactly as the real server sent it (compressed when it was).
    pub body_file: std::path::PathBuf,
}
