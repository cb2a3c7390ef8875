//! Cross-cutting layers: request logging, JSON bodies for error answers made outside the handlers, refusal
//! of NUL characters, security and caching headers.
//!
//! They are plain tower services composed into one stack (see router.rs), each calling the next directly
//! and returning its own future: a request costs no boxed future, and no copy of the layers below, per
//! layer it passes through. Every answer is small and the site's busiest calls are cheap, so what the
//! layers cost is a large share of what an answer costs.

use std::convert::Infallible;
use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll, ready};
use std::time::Instant;

use axum::extract::{MatchedPath, Request};
use axum::http::{HeaderValue, Method, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use tower::{Layer, Service};

use crate::error::ApiError;

/// The target of the request log's lines (`FEST_LOG=info,fest::http=warn` turns them off).
pub const REQUEST_LOG: &str = "fest::http";

/// One log line per request: method, path, status and latency. The outermost layer, so the status logged
/// is the one sent (a handler's panic included).
#[derive(Debug, Clone, Copy, Default)]
pub struct LogLayer;

impl<S> Layer<S> for LogLayer {
    type Service = Log<S>;

    fn layer(&self, inner: S) -> Log<S> {
        Log { inner }
    }
}

#[derive(Debug, Clone)]
pub struct Log<S> {
    inner: S,
}

impl<S, B, RB> Service<axum::http::Request<B>> for Log<S>
where
    S: Service<axum::http::Request<B>, Response = axum::http::Response<RB>>,
    S::Future: Unpin,
{
    type Response = S::Response;
    type Error = S::Error;
    type Future = LogFuture<S::Future>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, req: axum::http::Request<B>) -> Self::Future {
        let (method, uri) = (req.method().clone(), req.uri().clone());
        // The route's template (`/api/v1/events/{event}`) labels the request's metrics; the layer runs after
        // routing (`Router::layer`), so it is known here. Read only while metrics are recorded.
        let route = if crate::metrics::recording() { req.extensions().get::<MatchedPath>().cloned() } else { None };
        LogFuture { start: Instant::now(), method, uri, route, inner: self.inner.call(req) }
    }
}

pub struct LogFuture<F> {
    inner: F,
    start: Instant,
    method: Method,
    uri: Uri,
    route: Option<MatchedPath>,
}

impl<F, RB, E> Future for LogFuture<F>
where
    F: Future<Output = Result<axum::http::Response<RB>, E>> + Unpin,
{
    type Output = F::Output;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        let this = self.get_mut();
        let result = ready!(Pin::new(&mut this.inner).poll(cx));
        if let Ok(response) = &result {
            // Hundredths of a millisecond, rounded, as `{:.2}` of the milliseconds would print them.
            let elapsed = this.start.elapsed();
            if crate::metrics::recording() {
                let route = this.route.as_ref().map(MatchedPath::as_str);
                crate::metrics::record_request(route, &this.method, response.status(), elapsed.as_secs_f64());
            }
            let hundredths = (elapsed.as_micros() + 5) / 10;
            tracing::info!(
                target: REQUEST_LOG,
                method = %this.method,
                path = %this.uri.path(),
                status = response.status().as_u16(),
                latency_ms = format_args!("{}.{:02}", hundredths / 100, hundredths % 100),
                "request"
            );
        }
        Poll::Ready(result)
    }
}

/// The layer closest to the routes: refuses a NUL in the path or query; gives error answers made outside
/// the handlers the JSON body every other error has; adds the security headers; and says what may be kept
/// by a browser or a proxy (see [`cache_and_transport`]).
#[derive(Debug, Clone, Copy)]
pub struct EdgeLayer {
    /// The site is public over https: every answer carries Strict-Transport-Security.
    hsts: bool,
}

impl EdgeLayer {
    pub fn new(hsts: bool) -> Self {
        Self { hsts }
    }
}

impl<S> Layer<S> for EdgeLayer {
    type Service = Edge<S>;

    fn layer(&self, inner: S) -> Edge<S> {
        Edge { inner, hsts: self.hsts }
    }
}

#[derive(Debug, Clone)]
pub struct Edge<S> {
    inner: S,
    hsts: bool,
}

impl<S> Service<Request> for Edge<S>
where
    S: Service<Request, Response = Response, Error = Infallible>,
    S::Future: Unpin,
{
    type Response = Response;
    type Error = Infallible;
    type Future = EdgeFuture<S::Future>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, req: Request) -> Self::Future {
        let authorized = req.headers().contains_key(header::AUTHORIZATION);
        let api = is_api(req.uri().path());
        let language = if api { crate::language::requested(req.headers()) } else { None };
        let state = if has_nul(req.uri()) {
            EdgeState::Ready(Some(crate::language::with(language, || {
                ApiError::new(StatusCode::BAD_REQUEST, crate::extractors::NUL_MESSAGE).into_response()
            })))
        } else {
            EdgeState::Inner(self.inner.call(req))
        };
        EdgeFuture { state, authorized, api, hsts: self.hsts, language }
    }
}

pub struct EdgeFuture<F> {
    state: EdgeState<F>,
    authorized: bool,
    api: bool,
    hsts: bool,
    /// The language the request asked for (API requests; `None` for English): set while the handler and
    /// the error conversion run, so their messages are said in it.
    language: Option<fest_shared::i18n::Language>,
}

enum EdgeState<F> {
    /// The routes are answering.
    Inner(F),
    /// An error answer's body is being read to be answered as JSON.
    Converting(Pin<Box<dyn Future<Output = Response> + Send>>),
    /// Answered without the routes.
    Ready(Option<Response>),
}

impl<F> Future for EdgeFuture<F>
where
    F: Future<Output = Result<Response, Infallible>> + Unpin,
{
    type Output = Result<Response, Infallible>;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        let this = self.get_mut();
        let language = this.language;
        loop {
            let response = match &mut this.state {
                EdgeState::Inner(inner) => {
                    let Ok(response) = ready!(crate::language::with(language, || Pin::new(inner).poll(cx)));
                    if needs_json_body(&response) {
                        this.state = EdgeState::Converting(Box::pin(json_errors(response)));
                        continue;
                    }
                    response
                }
                EdgeState::Converting(converting) => {
                    ready!(crate::language::with(language, || converting.as_mut().poll(cx)))
                }
                EdgeState::Ready(response) => response.take().unwrap_or_default(),
            };
            return Poll::Ready(Ok(finish(response, this.authorized, this.api, this.hsts)));
        }
    }
}

/// Whether a path is the API's.
fn is_api(path: &str) -> bool {
    path.strip_prefix(crate::router::API_BASE).is_some_and(|rest| rest.is_empty() || rest.starts_with('/'))
}

/// A NUL character in the path or the query string (`%00`) is refused before any handler sees it: no
/// route has a use for one, and PostgreSQL cannot store it.
fn has_nul(uri: &Uri) -> bool {
    uri.path_and_query().is_some_and(|pq| pq.as_str().contains("%00"))
}

/// Whether an answer is an error that does not have the JSON error body yet. The website's not-found page
/// (HTML, answered with 404 for an address that is no page) keeps its body.
fn needs_json_body(response: &Response) -> bool {
    let content_type = response.headers().get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok());
    let has_body = content_type.is_some_and(|ct| ct.starts_with("application/json") || ct.starts_with("text/html"));
    response.status().as_u16() >= 400 && !has_body
}

/// How axum begins the answer to a query string that does not fit its parameters.
const QUERY_REFUSED: &str = "Failed to deserialize query string: ";

/// Error responses made outside our handlers (the router's 405 with its Allow header, extractor rejections
/// such as an unparseable query string, a body over the limit) come as plain text or empty; give them the
/// error body every other error has, keeping their status and headers.
pub async fn json_errors(response: Response) -> Response {
    if !needs_json_body(&response) {
        return response;
    }
    let (parts, body) = response.into_parts();
    let text = match axum::body::to_bytes(body, 4096).await {
        Ok(bytes) => String::from_utf8_lossy(&bytes).trim().to_owned(),
        Err(_) => String::new(),
    };
    let message = match (parts.status, text.is_empty()) {
        // The query string's parser speaks serde ("invalid digit found in string"): in words for people.
        (_, false) if text.starts_with(QUERY_REFUSED) => {
            format!(
                "The address's query is not accepted: {}",
                crate::plain_words::plain_query(&text[QUERY_REFUSED.len()..])
            )
        }
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

/// The headers every answer carries, then [`cache_and_transport`].
fn finish(mut response: Response, authorized: bool, api: bool, hsts: bool) -> Response {
    let headers = response.headers_mut();
    for (name, value) in SECURITY_HEADERS {
        if !headers.contains_key(&name) {
            headers.insert(name, value);
        }
    }
    cache_and_transport(headers, authorized, api, hsts);
    response
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

/// Headers every response carries (unless the handler set its own).
pub const SECURITY_HEADERS: [(header::HeaderName, HeaderValue); 4] = [
    (header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(CONTENT_SECURITY_POLICY)),
    (header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff")),
    (header::REFERRER_POLICY, HeaderValue::from_static("strict-origin-when-cross-origin")),
    (header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY")),
];

/// Answers that must not be kept by a browser or a proxy get `Cache-Control: no-store`: every response to
/// a request carrying credentials (an Authorization header), and every API answer that does not say how it
/// may be cached (only the public catalogue, `GET /events`, does: ETag and `no-cache`). With `hsts`
/// (the site is public over https), every response carries Strict-Transport-Security.
pub fn cache_and_transport(headers: &mut axum::http::HeaderMap, authorized: bool, api: bool, hsts: bool) {
    if authorized || (api && !headers.contains_key(header::CACHE_CONTROL)) {
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    if hsts {
        headers.insert(header::STRICT_TRANSPORT_SECURITY, HeaderValue::from_static(HSTS));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn api_paths_and_nul_characters_are_recognised() {
        assert!(is_api("/api/v1"));
        assert!(is_api("/api/v1/events"));
        assert!(!is_api("/api/v10"));
        assert!(!is_api("/robots.txt"));
        assert!(has_nul(&"/api/v1/events?search=a%00b".parse().unwrap_or_default()));
        assert!(has_nul(&"/x%00".parse().unwrap_or_default()));
        assert!(!has_nul(&"/api/v1/events?search=a%20b".parse().unwrap_or_default()));
    }
}
