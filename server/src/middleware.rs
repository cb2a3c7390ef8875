//! Cross-cutting layers: request logging, JSON bodies for 405s, security headers.

use std::time::Instant;

use axum::extract::Request;
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use tower::layer::util::Stack;
use tower_http::set_header::SetResponseHeaderLayer;

use crate::error::ApiError;

/// A NUL character in the path or the query string (`%00`) is refused before any handler sees it: no
/// route has a use for one, and PostgreSQL cannot store it.
pub async fn reject_nul(req: Request, next: Next) -> Response {
    let nul = req.uri().path_and_query().is_some_and(|pq| pq.as_str().to_ascii_lowercase().contains("%00"));
    if nul {
        return ApiError::new(StatusCode::BAD_REQUEST, crate::extractors::NUL_MESSAGE).into_response();
    }
    next.run(req).await
}

/// One log line per request: method, path, status and latency.
pub async fn log_request(req: Request, next: Next) -> Response {
    let start = Instant::now();
    let method = req.method().clone();
    let path = req.uri().path().to_owned();
    let response = next.run(req).await;
    let latency_ms = start.elapsed().as_secs_f64() * 1000.0;
    tracing::info!(
        target: "fest::http",
        method = %method,
        path = %path,
        status = response.status().as_u16(),
        latency_ms = format_args!("{latency_ms:.2}"),
        "request"
    );
    response
}

/// Error responses made outside our handlers (the router's 405 with its Allow header, extractor rejections
/// such as an unparseable query string, a body over the limit) come as plain text or empty; give them the
/// error body every other error has, keeping their status and headers.
pub async fn json_errors(response: Response) -> Response {
    let is_json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|ct| ct.starts_with("application/json"));
    if response.status().as_u16() < 400 || is_json {
        return response;
    }
    let (parts, body) = response.into_parts();
    let text = match axum::body::to_bytes(body, 4096).await {
        Ok(bytes) => String::from_utf8_lossy(&bytes).trim().to_owned(),
        Err(_) => String::new(),
    };
    let message = match (parts.status, text.is_empty()) {
        (StatusCode::METHOD_NOT_ALLOWED, true) => "Method not allowed".to_owned(),
        (StatusCode::NOT_FOUND, true) => "Not found".to_owned(),
        (status, true) => status.canonical_reason().unwrap_or("Error").to_owned(),
        (_, false) => text,
    };
    let mut json = ApiError::new(parts.status, message).into_response();
    for (name, value) in &parts.headers {
        if name != header::CONTENT_LENGTH && name != header::CONTENT_TYPE {
            json.headers_mut().insert(name.clone(), value.clone());
        }
    }
    json
}

/// A handler that panicked: logged, and answered like any other internal error instead of a dropped
/// connection.
pub fn panic_response(err: Box<dyn std::any::Any + Send + 'static>) -> Response {
    let detail = err
        .downcast_ref::<String>()
        .map(String::as_str)
        .or_else(|| err.downcast_ref::<&str>().copied())
        .unwrap_or("unknown panic");
    tracing::error!(panic = detail, "a request handler panicked");
    ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, crate::error::INTERNAL_MESSAGE).into_response()
}

/// The Content-Security-Policy: the site itself, plus Google sign-in, Razorpay checkout and the map embed.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; \
    script-src 'self' 'wasm-unsafe-eval' https://accounts.google.com/gsi/client https://checkout.razorpay.com; \
    style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style; \
    img-src 'self' data: https://*.googleusercontent.com https://*.razorpay.com; \
    font-src 'self'; \
    connect-src 'self' https://accounts.google.com/gsi/ https://api.razorpay.com https://lumberjack.razorpay.com; \
    frame-src https://accounts.google.com/gsi/ https://api.razorpay.com https://checkout.razorpay.com https://www.google.com/maps/; \
    media-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/// Strict-Transport-Security, sent when `FEST_PUBLIC_URL` is https.
pub const HSTS: &str = "max-age=31536000; includeSubDomains";

/// Answers that must not be kept by a browser or a proxy get `Cache-Control: no-store`: every response to
/// a request carrying credentials (an Authorization header), and every API answer that does not say how it
/// may be cached (only the public catalogue, `GET /events`, does: ETag and `no-cache`). With `hsts`
/// (the site is public over https), every response carries Strict-Transport-Security.
pub async fn cache_and_transport(
    axum::extract::State(hsts): axum::extract::State<bool>,
    req: Request,
    next: Next,
) -> Response {
    let authorized = req.headers().contains_key(header::AUTHORIZATION);
    let path = req.uri().path();
    let api = path == crate::router::API_BASE || path.starts_with(&format!("{}/", crate::router::API_BASE));
    let mut response = next.run(req).await;
    let headers = response.headers_mut();
    if authorized || (api && !headers.contains_key(header::CACHE_CONTROL)) {
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    if hsts {
        headers.insert(header::STRICT_TRANSPORT_SECURITY, HeaderValue::from_static(HSTS));
    }
    response
}

type SetHeader = SetResponseHeaderLayer<HeaderValue>;

/// Headers every response carries.
pub fn security_headers() -> Stack<SetHeader, Stack<SetHeader, Stack<SetHeader, SetHeader>>> {
    let header =
        |name, value: &'static str| SetResponseHeaderLayer::if_not_present(name, HeaderValue::from_static(value));
    Stack::new(
        header(header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY),
        Stack::new(
            header(header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
            Stack::new(
                header(header::REFERRER_POLICY, "strict-origin-when-cross-origin"),
                header(header::X_FRAME_OPTIONS, "DENY"),
            ),
        ),
    )
}
