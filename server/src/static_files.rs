//! The built frontend, embedded in the binary (read from frontend/dist at run time in debug builds).
//! index.html answers every client route; hashed assets are cached for a year; precompressed `.br` and
//! `.gz` siblings made at build time are served to clients that accept them.

use axum::body::Body;
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use rust_embed::{EmbeddedFile, RustEmbed};

#[derive(RustEmbed)]
#[folder = "../frontend/dist/"]
struct Dist;

const INDEX: &str = "index.html";
const IMMUTABLE: &str = "public, max-age=31536000, immutable";
const REVALIDATE: &str = "no-cache";

/// Whether a built frontend is present.
pub fn has_frontend() -> bool {
    Dist::get(INDEX).is_some()
}

/// The fallback of the router: files of the built frontend, or index.html for client routes.
pub async fn serve(method: Method, uri: Uri, headers: HeaderMap) -> Response {
    if method != Method::GET && method != Method::HEAD {
        return (StatusCode::METHOD_NOT_ALLOWED, [(header::ALLOW, "GET, HEAD")]).into_response();
    }
    let path = uri.path().trim_start_matches('/');
    if !path.is_empty() && Dist::get(path).is_some() {
        let cache = if path.starts_with("assets/") { IMMUTABLE } else { REVALIDATE };
        return file_response(path, cache, &headers);
    }
    // A missing file (the last segment has an extension) is a 404; anything else is a client route.
    let last = path.rsplit('/').next().unwrap_or_default();
    if last.contains('.') {
        return (StatusCode::NOT_FOUND, "Not found").into_response();
    }
    if !has_frontend() {
        return (
            StatusCode::NOT_FOUND,
            [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
            "The website is not built into this binary: run `make build`.",
        )
            .into_response();
    }
    file_response(INDEX, REVALIDATE, &headers)
}

fn file_response(path: &str, cache: &'static str, headers: &HeaderMap) -> Response {
    let Some(original) = Dist::get(path) else {
        return (StatusCode::NOT_FOUND, "Not found").into_response();
    };
    let (file, encoding) = negotiate(path, original, headers);
    let etag = etag(&file, encoding);
    let mime = mime_guess::from_path(path).first_or_octet_stream();

    let mut response = if headers
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.split(',').any(|t| t.trim() == etag || t.trim() == "*"))
    {
        StatusCode::NOT_MODIFIED.into_response()
    } else {
        Response::new(Body::from(file.data))
    };
    let h = response.headers_mut();
    if let Ok(v) = HeaderValue::from_str(mime.as_ref()) {
        h.insert(header::CONTENT_TYPE, v);
    }
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    h.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    if let Ok(v) = HeaderValue::from_str(&etag) {
        h.insert(header::ETAG, v);
    }
    if let Some(enc) = encoding {
        h.insert(header::CONTENT_ENCODING, HeaderValue::from_static(enc));
    }
    response
}

/// Picks the precompressed variant the client accepts (brotli first), if the build made one.
fn negotiate(path: &str, original: EmbeddedFile, headers: &HeaderMap) -> (EmbeddedFile, Option<&'static str>) {
    let accept = headers.get(header::ACCEPT_ENCODING).and_then(|v| v.to_str().ok()).unwrap_or("");
    for (enc, ext) in [("br", "br"), ("gzip", "gz")] {
        if accepts(accept, enc) {
            if let Some(file) = Dist::get(&format!("{path}.{ext}")) {
                return (file, Some(enc));
            }
        }
    }
    (original, None)
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
