//! The built frontend, embedded in the binary (read from frontend/dist at run time in debug builds).
//! index.html answers every client route: with 200 for the site's pages (`fest_shared::pages`), with 404 for
//! any other address (the frontend then draws its not-found page); hashed assets are cached for a year; precompressed `.br` and
//! `.gz` siblings made at build time are served to clients that accept them.
//!
//! In a release build each file is prepared once, on first use (its content type, its bytes and entity tag
//! in each encoding): answering a request is a lookup and a few headers. A debug build prepares the file
//! on every request, so a rebuilt frontend is served without restarting the server.

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

use axum::body::{Body, Bytes};
use axum::extract::Request;
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use rust_embed::{EmbeddedFile, RustEmbed};

#[derive(RustEmbed)]
#[folder = "../frontend/dist/"]
struct Dist;

const INDEX: &str = "index.html";
const IMMUTABLE: &str = "public, max-age=31536000, immutable";
const REVALIDATE: &str = "no-cache";
/// Room for the headers a file's answer ends up with: its own five, the four security headers and the two of
/// `middleware::cache_and_transport`, at most.
const HEADERS_PER_FILE: usize = 11;

/// Whether a built frontend is present.
pub fn has_frontend() -> bool {
    Dist::get(INDEX).is_some()
}

/// One encoding of a file: its bytes and its entity tag.
struct Variant {
    body: Bytes,
    etag: HeaderValue,
}

impl Variant {
    fn new(file: EmbeddedFile, encoding: Option<&str>) -> Option<Self> {
        let etag = HeaderValue::from_str(&etag(&file, encoding)).ok()?;
        let body = match file.data {
            Cow::Borrowed(bytes) => Bytes::from_static(bytes),
            Cow::Owned(bytes) => Bytes::from(bytes),
        };
        Some(Self { body, etag })
    }
}

/// A file of the built frontend, ready to be served.
struct Prepared {
    content_type: Option<HeaderValue>,
    /// Hashed assets are kept for a year; anything else is revalidated.
    cache: HeaderValue,
    identity: Variant,
    /// The precompressed siblings (`.br`, `.gz`) the build made, if any.
    brotli: Option<Variant>,
    gzip: Option<Variant>,
}

impl Prepared {
    fn new(path: &str) -> Option<Self> {
        let identity = Variant::new(Dist::get(path)?, None)?;
        let sibling = |ext: &str, encoding: &str| Variant::new(Dist::get(&format!("{path}.{ext}"))?, Some(encoding));
        Some(Self {
            content_type: HeaderValue::from_str(mime_guess::from_path(path).first_or_octet_stream().as_ref()).ok(),
            cache: HeaderValue::from_static(if path.starts_with("assets/") { IMMUTABLE } else { REVALIDATE }),
            identity,
            brotli: sibling("br", "br"),
            gzip: sibling("gz", "gzip"),
        })
    }

    /// The variant the client accepts (brotli first), with its Content-Encoding.
    fn negotiate(&self, headers: &HeaderMap) -> (&Variant, Option<&'static str>) {
        let accept = headers.get(header::ACCEPT_ENCODING).and_then(|v| v.to_str().ok()).unwrap_or("");
        if let Some(v) = self.brotli.as_ref().filter(|_| accepts(accept, "br")) {
            return (v, Some("br"));
        }
        if let Some(v) = self.gzip.as_ref().filter(|_| accepts(accept, "gzip")) {
            return (v, Some("gzip"));
        }
        (&self.identity, None)
    }
}

/// The file at `path` (relative to the frontend's root), prepared.
fn prepared(path: &str) -> Option<Arc<Prepared>> {
    if cfg!(debug_assertions) {
        return Prepared::new(path).map(Arc::new);
    }
    static FILES: OnceLock<HashMap<String, Arc<Prepared>>> = OnceLock::new();
    FILES
        .get_or_init(|| Dist::iter().filter_map(|p| Some((p.to_string(), Arc::new(Prepared::new(&p)?)))).collect())
        .get(path)
        .cloned()
}

/// The fallback of the router: files of the built frontend, or index.html for client routes. It takes the
/// request itself rather than its parts: extracting a `HeaderMap` or a `Uri` would copy them on every request.
pub async fn serve(request: Request) -> Response {
    let (method, uri, headers) = (request.method(), request.uri(), request.headers());
    if method != Method::GET && method != Method::HEAD {
        return (StatusCode::METHOD_NOT_ALLOWED, [(header::ALLOW, "GET, HEAD")]).into_response();
    }
    let path = uri.path().trim_start_matches('/');
    if let Some(file) = Some(path).filter(|p| !p.is_empty()).and_then(prepared) {
        return file_response(&file, headers);
    }
    // A missing file (the last segment has an extension) is a 404; anything else is a client route.
    let last = path.rsplit('/').next().unwrap_or_default();
    if last.contains('.') {
        return (StatusCode::NOT_FOUND, "Not found").into_response();
    }
    match prepared(INDEX) {
        Some(index) if fest_shared::pages::is_page(uri.path()) => file_response(&index, headers),
        // The not-found page: the same document (the frontend draws 'Page not found...'), never 304.
        Some(index) => {
            let mut response = file_response(&index, &without_conditions(headers));
            *response.status_mut() = StatusCode::NOT_FOUND;
            response
        }
        None => (
            StatusCode::NOT_FOUND,
            [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
            "The website is not built into this binary: run `make build`.",
        )
            .into_response(),
    }
}

/// `headers` without those that make a request conditional (a 404 is answered in full).
fn without_conditions(headers: &HeaderMap) -> HeaderMap {
    let mut kept = headers.clone();
    kept.remove(header::IF_NONE_MATCH);
    kept
}

fn file_response(file: &Prepared, headers: &HeaderMap) -> Response {
    let (variant, encoding) = file.negotiate(headers);
    let etag = variant.etag.to_str().unwrap_or_default();
    let mut response = if headers
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.split(',').any(|t| t.trim() == etag || t.trim() == "*"))
    {
        StatusCode::NOT_MODIFIED.into_response()
    } else {
        Response::new(Body::from(variant.body.clone()))
    };
    let h = response.headers_mut();
    // Room for these and the headers every answer gets (middleware::finish) at once, rather than growing
    // the map on the way.
    h.reserve(HEADERS_PER_FILE);
    if let Some(v) = &file.content_type {
        h.insert(header::CONTENT_TYPE, v.clone());
    }
    h.insert(header::CACHE_CONTROL, file.cache.clone());
    h.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    h.insert(header::ETAG, variant.etag.clone());
    if let Some(enc) = encoding {
        h.insert(header::CONTENT_ENCODING, HeaderValue::from_static(enc));
    }
    response
}

/// Whether an Accept-Encoding header value accepts `coding` (a `q=0` refuses it).
pub(crate) fn accepts(accept: &str, coding: &str) -> bool {
    accept.split(',').any(|item| {
        let mut parts = item.split(';').map(str::trim);
        let name = parts.next().unwrap_or_default();
        let refused = parts.any(|p| p.strip_prefix("q=").is_some_and(|q| q.parse::<f32>().is_ok_and(|q| q == 0.0)));
        (name.eq_ignore_ascii_case(coding) || name == "*") && !refused
    })
}

fn etag(file: &EmbeddedFile, encoding: Option<&str>) -> String {
    let hash: String = file.metadata.sha256_hash()[..16].iter().map(|b| format!("{b:02x}")).collect();
    match encoding {
        Some(enc) => format!("\"{hash}-{enc}\""),
        None => format!("\"{hash}\""),
    }
}

#[cfg(test)]
mod tests {
    use super::accepts;

    #[test]
    fn accept_encoding_is_parsed_with_q_values() {
        assert!(accepts("gzip, deflate, br", "br"));
        assert!(accepts("gzip;q=1.0, br;q=0.5", "br"));
        assert!(!accepts("gzip, br;q=0", "br"));
        assert!(!accepts("gzip", "br"));
        assert!(accepts("*", "gzip"));
        assert!(!accepts("", "gzip"));
    }
}
