//! The operators' metrics: one Prometheus recorder for the process, the measurements of every request
//! (by route template, method and status, with a latency histogram), and `GET /metrics`, which adds what is
//! read from the database at each scrape (payments by state, money received, refunds, the mail queue, the
//! database pools) and renders the Prometheus text format with `metrics-exporter-prometheus`.
//!
//! Never public by default: metrics are on only with `FEST_METRICS_TOKEN` (then `/metrics` on the site's
//! address answers a bearer of that token, and 404 anyone else) or `FEST_METRICS_BIND` (then a listener of
//! its own, on a private address, answers `/metrics`, `/livez` and `/readyz`). Without either, nothing is
//! recorded and a request costs nothing more.

use std::collections::HashSet;
use std::sync::{Mutex, OnceLock};

use axum::extract::State;
use axum::http::{HeaderMap, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use fest_app::Context;
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use secrecy::ExposeSecret;

use crate::AppState;

/// Requests answered, by `route` (the route's template, `static` for the site's files), `method` and
/// `status`.
pub const REQUESTS: &str = "http_requests_total";
/// Seconds from a request's arrival to its answer's head, by `route` and `method` (a histogram).
pub const REQUEST_SECONDS: &str = "http_request_duration_seconds";
/// Payables by `kind` (`registration`, `change`, `stay`) and `state`.
pub const PAYABLES: &str = "fest_payables";
/// Money received for registrations, in rupees (two decimals).
pub const RECEIVED_RUPEES: &str = "fest_money_received_rupees";
/// Refunds by `state` (`pending`, `processed`, `failed`, `unknown`, `manual`).
pub const REFUNDS: &str = "fest_refunds";
/// E-mails queued or being sent.
pub const MAIL_WAITING: &str = "fest_mail_queue_waiting";
/// E-mails given up on after their retries.
pub const MAIL_FAILED: &str = "fest_mail_queue_failed";
/// Age of the oldest e-mail waiting, in seconds (0 when none waits).
pub const MAIL_OLDEST: &str = "fest_mail_queue_oldest_waiting_seconds";
/// Database connections of a `pool` (`read`, `write`) by `state` (`idle`, `busy`).
pub const POOL_CONNECTIONS: &str = "fest_db_pool_connections";
/// The most connections a `pool` opens.
pub const POOL_MAX: &str = "fest_db_pool_max_connections";
/// 1 when the database answered this scrape's queries, 0 when it did not.
pub const DB_UP: &str = "fest_db_up";

/// Latency buckets, in seconds: the answers the site cares about are between a millisecond and a second.
const BUCKETS: [f64; 12] = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 10.0];

static HANDLE: OnceLock<Option<PrometheusHandle>> = OnceLock::new();

/// Whether this configuration turns metrics on.
pub fn wanted(ctx: &Context) -> bool {
    ctx.config().metrics_token.is_some() || ctx.config().metrics_bind.is_some()
}

/// Installs the process's recorder, once (a process has one, whatever number of servers it runs).
pub fn install() -> Option<&'static PrometheusHandle> {
    HANDLE
        .get_or_init(|| {
            let builder = PrometheusBuilder::new()
                .set_buckets_for_metric(Matcher::Full(REQUEST_SECONDS.to_owned()), &BUCKETS)
                .map_err(|e| tracing::error!(error = %e, "metrics: bad buckets"))
                .ok()?;
            builder.install_recorder().map_err(|e| tracing::error!(error = %e, "metrics: no recorder")).ok()
        })
        .as_ref()
}

/// Whether requests are being measured.
pub fn recording() -> bool {
    HANDLE.get().is_some_and(Option::is_some)
}

/// Counts one answered request.
pub fn record_request(route: Option<&str>, method: &Method, status: StatusCode, seconds: f64) {
    let route = route.unwrap_or("static").to_owned();
    let method = method_label(method);
    metrics::counter!(REQUESTS, "route" => route.clone(), "method" => method, "status" => status.as_u16().to_string())
        .increment(1);
    metrics::histogram!(REQUEST_SECONDS, "route" => route, "method" => method).record(seconds);
}

/// The method as a label: the standard ones by name, anything else as `other` (bounded cardinality).
fn method_label(method: &Method) -> &'static str {
    match *method {
        Method::GET => "GET",
        Method::HEAD => "HEAD",
        Method::POST => "POST",
        Method::PUT => "PUT",
        Method::PATCH => "PATCH",
        Method::DELETE => "DELETE",
        Method::OPTIONS => "OPTIONS",
        _ => "other",
    }
}

/// `GET /metrics` on the site's address: for the bearer of `FEST_METRICS_TOKEN` only (404 to anyone else,
/// as if there were nothing).
pub async fn scrape_with_token(State(state): State<AppState>, headers: HeaderMap) -> Response {
    let Some(token) = state.ctx.config().metrics_token.as_ref() else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let given = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .unwrap_or("");
    if !fest_app::crypto::constant_time_eq(given.trim(), token.expose_secret()) {
        return StatusCode::NOT_FOUND.into_response();
    }
    scrape(&state.ctx).await
}

/// `GET /metrics` on the metrics listener (`FEST_METRICS_BIND`, a private address).
pub async fn scrape_private(State(state): State<AppState>) -> Response {
    scrape(&state.ctx).await
}

/// The figures of the database set as gauges, then every metric in the Prometheus text format.
async fn scrape(ctx: &Context) -> Response {
    let Some(handle) = install() else {
        return StatusCode::NOT_FOUND.into_response();
    };
    set_database_figures(ctx).await;
    set_pool_figures(ctx);
    metrics::gauge!(fest_app::live::CLIENTS_METRIC).set(ctx.live().clients() as f64);
    ([(header::CONTENT_TYPE, "text/plain; version=0.0.4; charset=utf-8")], handle.render()).into_response()
}

/// A gauge's name with its kind (empty when it has none) and state.
type Labelled = (&'static str, String, String);

/// The labels of gauges set by an earlier scrape: a state no row is in any more reads 0, not its last count.
static SEEN: Mutex<Option<HashSet<Labelled>>> = Mutex::new(None);

async fn set_database_figures(ctx: &Context) {
    let figures = match fest_app::services::health::figures(ctx).await {
        Ok(figures) => figures,
        Err(e) => {
            tracing::warn!(error = %e, "metrics: the database figures could not be read");
            metrics::gauge!(DB_UP).set(0.0);
            return;
        }
    };
    metrics::gauge!(DB_UP).set(1.0);
    let mut now: HashSet<Labelled> = HashSet::new();
    for (kind, state, n) in &figures.payables {
        metrics::gauge!(PAYABLES, "kind" => *kind, "state" => state.clone()).set(*n as f64);
        now.insert((PAYABLES, (*kind).to_owned(), state.clone()));
    }
    for (state, n) in &figures.refunds {
        metrics::gauge!(REFUNDS, "state" => state.clone()).set(*n as f64);
        now.insert((REFUNDS, String::new(), state.clone()));
    }
    let mut seen = SEEN.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    for (name, kind, state) in seen.get_or_insert_with(HashSet::new).difference(&now) {
        if name == &PAYABLES {
            metrics::gauge!(PAYABLES, "kind" => kind.clone(), "state" => state.clone()).set(0.0);
        } else {
            metrics::gauge!(*name, "state" => state.clone()).set(0.0);
        }
    }
    seen.get_or_insert_with(HashSet::new).extend(now);
    drop(seen);
    metrics::gauge!(RECEIVED_RUPEES).set(figures.received_paise as f64 / 100.0);
    metrics::gauge!(MAIL_WAITING).set(figures.mail_waiting as f64);
    metrics::gauge!(MAIL_FAILED).set(figures.mail_failed as f64);
    metrics::gauge!(MAIL_OLDEST).set(figures.mail_oldest_waiting_secs);
}

fn set_pool_figures(ctx: &Context) {
    for (pool, db) in [("read", ctx.db()), ("write", ctx.writer())] {
        let (size, idle, max) = match db.get_database_backend() {
            sea_orm::DbBackend::Sqlite => {
                let p = db.get_sqlite_connection_pool();
                (p.size(), p.num_idle(), p.options().get_max_connections())
            }
            sea_orm::DbBackend::Postgres => {
                let p = db.get_postgres_connection_pool();
                (p.size(), p.num_idle(), p.options().get_max_connections())
            }
            _ => continue,
        };
        let idle = u32::try_from(idle).unwrap_or(u32::MAX).min(size);
        metrics::gauge!(POOL_CONNECTIONS, "pool" => pool, "state" => "idle").set(f64::from(idle));
        metrics::gauge!(POOL_CONNECTIONS, "pool" => pool, "state" => "busy").set(f64::from(size - idle));
        metrics::gauge!(POOL_MAX, "pool" => pool).set(f64::from(max));
    }
}
