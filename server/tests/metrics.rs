//! The operators' metrics (`GET /metrics`): off unless configured, refused without the token, and a scrape
//! that a Prometheus text parser reads with the names and labels the dashboard and the alert rules use
//! (deploy/). Runs on SQLite and PostgreSQL.

use crate::accommodation::{paid_team, passes_of};
use crate::common;

use std::collections::HashMap;
use std::time::{Duration, Instant};

use axum::http::{Method, StatusCode};
use common::TestApp;
use fest_app::AppError;
use fest_app::roles::Role;
use openmetrics_parser::PrometheusValue;
use sea_orm::{ConnectionTrait, Statement};
use serde_json::json;

const TOKEN: &str = "metrics-token-for-tests";

/// One series of a scrape, as Prometheus reads it.
#[derive(Debug)]
struct Sample {
    metric: String,
    labels: HashMap<String, String>,
    value: Metric,
}

#[derive(Debug)]
enum Metric {
    Number(f64),
    /// A histogram's bucket bounds.
    Histogram(Vec<f64>),
    Other,
}

struct Scrape {
    samples: Vec<Sample>,
}

/// `GET /metrics` with the token, parsed with a Prometheus text-format parser.
async fn scraped(app: &TestApp) -> Scrape {
    let res = app.call(Method::GET, "/metrics", &[("authorization", &format!("Bearer {TOKEN}"))]).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert!(res.header("content-type").unwrap().starts_with("text/plain; version=0.0.4"), "{:?}", res.headers);
    let text = res.text();
    let exposition = openmetrics_parser::prometheus::parse_prometheus(&text)
        .unwrap_or_else(|e| panic!("the scrape does not parse ({e:?}):\n{text}"));
    let mut samples = Vec::new();
    for (name, family) in &exposition.families {
        for sample in family.iter_samples() {
            let labels = sample.get_labelset().unwrap().iter().map(|(k, v)| (k.clone(), v.clone())).collect();
            let value = match &sample.value {
                PrometheusValue::Gauge(n) | PrometheusValue::Unknown(n) => Metric::Number(n.as_f64()),
                PrometheusValue::Counter(c) => Metric::Number(c.value.as_f64()),
                PrometheusValue::Histogram(h) => Metric::Histogram(h.buckets.iter().map(|b| b.upper_bound).collect()),
                PrometheusValue::Summary(_) => Metric::Other,
            };
            samples.push(Sample { metric: name.clone(), labels, value });
        }
    }
    Scrape { samples }
}

/// The samples of `name` whose labels include every `(label, value)` given.
fn find<'a>(scrape: &'a Scrape, name: &str, labels: &[(&str, &str)]) -> Vec<&'a Sample> {
    scrape
        .samples
        .iter()
        .filter(|s| s.metric == name && labels.iter().all(|(k, v)| s.labels.get(*k).map(String::as_str) == Some(*v)))
        .collect()
}

/// The value of the one sample of a counter or a gauge.
fn value(scrape: &Scrape, name: &str, labels: &[(&str, &str)]) -> f64 {
    let found = find(scrape, name, labels);
    assert_eq!(found.len(), 1, "{name} {labels:?}: {found:?}");
    match &found[0].value {
        Metric::Number(v) => *v,
        other => panic!("{name} is not a number: {other:?}"),
    }
}

#[tokio::test]
async fn metrics_are_off_unless_configured_and_refused_without_the_token() {
    let app = TestApp::spawn().await;
    let res = app.get("/metrics").await;
    assert_eq!(res.status, StatusCode::NOT_FOUND);
    assert!(!res.text().contains("http_requests_total"), "{}", res.text());

    let app = TestApp::spawn_with(&[("metrics_token", json!(TOKEN))]).await;
    for auth in [None, Some("Bearer wrong"), Some(TOKEN), Some("Basic bWV0cmljczp4")] {
        let headers: Vec<(&str, &str)> = auth.map(|a| ("authorization", a)).into_iter().collect();
        let res = app.call(Method::GET, "/metrics", &headers).await;
        assert_eq!(res.status, StatusCode::NOT_FOUND, "{auth:?}");
        assert!(!res.text().contains("http_requests_total"), "{auth:?}: {}", res.text());
    }
}

#[tokio::test]
async fn a_scrape_parses_with_requests_payments_refunds_mail_pools_checkins_and_jobs() {
    let app = TestApp::spawn_with(&[("metrics_token", json!(TOKEN))]).await;

    // Requests, by route template, method and status.
    assert_eq!(app.get("/api/v1/events").await.status, StatusCode::OK);
    assert_eq!(app.get("/api/v1/no-such-thing").await.status, StatusCode::NOT_FOUND);
    // A paid team (its receipt and passes e-mailed), and a scan at the gate.
    let (owner, _) = app.sign_up("metrics_owner", "metrics.owner@example.com", "Secret#123").await;
    paid_team(&app, &owner).await;
    let volunteer = app.user_with_role("metrics_gate", Role::Volunteer).await;
    let pass = passes_of(&app, &owner).await[0]["token"].as_str().unwrap().to_owned();
    for _ in 0..2 {
        let res = app
            .json(Method::POST, "/api/v1/checkin/scan", Some(&volunteer), json!({"token": pass, "gate": "North"}))
            .await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    }
    // The seeded Pronite list counts exits: in, out, and an out while outside (refused).
    for direction in ["in", "out", "out"] {
        let body = json!({"token": pass, "gate": "Pronite", "direction": direction});
        let res = app.json(Method::POST, "/api/v1/checkin/scan", Some(&volunteer), body).await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    }
    // A background job that fails once, then succeeds (jobs run on the server holding the jobs lock, which
    // on PostgreSQL this one takes as `fest serve` does).
    fest_app::cluster::start(&app.ctx);
    let failed_once = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let flag = failed_once.clone();
    app.ctx.spawn_periodic("metrics_test_job", 1, move |_| {
        let first = !flag.swap(true, std::sync::atomic::Ordering::SeqCst);
        async move { if first { Err(AppError::Conflict("first run".into())) } else { Ok(()) } }
    });

    // Wait for the job's second run (a condition, not a time).
    let deadline = Instant::now() + Duration::from_secs(60);
    let scrape = loop {
        let scrape = scraped(&app).await;
        if !find(&scrape, "fest_job_runs_total", &[("job", "metrics_test_job"), ("outcome", "ok")]).is_empty() {
            break scrape;
        }
        assert!(Instant::now() < deadline, "the job's runs were never counted");
        tokio::time::sleep(Duration::from_millis(100)).await;
    };

    let ok =
        value(&scrape, "http_requests_total", &[("route", "/api/v1/events"), ("method", "GET"), ("status", "200")]);
    assert!(ok >= 1.0, "{ok}");
    let missing = find(&scrape, "http_requests_total", &[("route", "/api/v1/{*rest}"), ("status", "404")]);
    let not_found: Vec<_> =
        find(&scrape, "http_requests_total", &[("status", "404")]).iter().map(|s| s.labels.get("route")).collect();
    assert!(!missing.is_empty(), "a 404 is counted under the template of the route that answered it: {not_found:?}");
    let latency = find(&scrape, "http_request_duration_seconds", &[("route", "/api/v1/events"), ("method", "GET")]);
    match &latency.first().expect("a latency histogram").value {
        Metric::Histogram(bounds) => {
            assert!(bounds.len() >= 10, "{bounds:?}");
            assert!(bounds.contains(&0.1) && bounds.contains(&f64::INFINITY), "{bounds:?}");
        }
        other => panic!("latency is not a histogram: {other:?}"),
    }
    assert!(
        scrape.samples.iter().filter(|s| s.metric == "http_requests_total").all(|s| !s
            .labels
            .get("route")
            .unwrap()
            .contains("no-such-thing")),
        "routes are templates, never the path asked for"
    );

    // What the database holds, read at the scrape.
    assert_eq!(value(&scrape, "fest_payables", &[("kind", "registration"), ("state", "paid")]), 1.0);
    let row = app
        .ctx
        .db()
        .query_one_raw(Statement::from_string(
            app.ctx.db().get_database_backend(),
            "SELECT CAST(amount_paise AS BIGINT) FROM registration WHERE status = 'paid'".to_owned(),
        ))
        .await
        .unwrap()
        .unwrap();
    let paid: i64 = row.try_get_by_index(0).unwrap();
    assert!(paid > 0);
    assert_eq!(value(&scrape, "fest_money_received_rupees", &[]), paid as f64 / 100.0);
    assert_eq!(value(&scrape, "fest_db_up", &[]), 1.0);
    assert_eq!(value(&scrape, "fest_live_clients", &[]), 0.0);
    let (first, second) = (app.ctx.live().follow(), app.ctx.live().follow());
    assert_eq!(value(&scraped(&app).await, "fest_live_clients", &[]), 2.0, "followers of the live pages");
    drop((first, second));
    for name in ["fest_mail_queue_waiting", "fest_mail_queue_failed", "fest_mail_queue_oldest_waiting_seconds"] {
        assert!(value(&scrape, name, &[]) >= 0.0, "{name}");
    }
    assert!(value(&scrape, "fest_db_pool_max_connections", &[("pool", "read")]) >= 1.0);
    assert_eq!(
        value(&scrape, "fest_db_pool_max_connections", &[("pool", "write")]),
        if app.ctx.db().get_database_backend() == sea_orm::DbBackend::Sqlite {
            1.0
        } else {
            f64::from(app.ctx.config().db_max_connections)
        }
    );
    assert!(!find(&scrape, "fest_db_pool_connections", &[("pool", "read"), ("state", "idle")]).is_empty());

    // The gates: one first check-in and one duplicate on the default list, and the Pronite's in, out and
    // refused out, by gate and list (lower case), direction and result.
    let checkins = |gate, list, direction, result| {
        let labels = [("gate", gate), ("list", list), ("direction", direction), ("result", result)];
        value(&scrape, "fest_checkins_total", &labels)
    };
    // (At least: the recorder is the process's, and other tests scan at the same gates.)
    assert!(checkins("north", "fest gates", "in", "ok") >= 1.0);
    assert!(checkins("north", "fest gates", "in", "duplicate") >= 1.0);
    assert!(checkins("pronite", "pronite", "in", "ok") >= 1.0);
    assert!(checkins("pronite", "pronite", "out", "ok") >= 1.0);
    assert!(checkins("pronite", "pronite", "out", "refused") >= 1.0);

    // The job: its failed run and its successful one, and when it last succeeded.
    assert!(value(&scrape, "fest_job_runs_total", &[("job", "metrics_test_job"), ("outcome", "failed")]) >= 1.0);
    let last = value(&scrape, "fest_job_last_success_timestamp_seconds", &[("job", "metrics_test_job")]);
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_secs_f64();
    assert!(last > now - 120.0 && last <= now + 1.0, "{last} vs {now}");

    // A refund: the admin refunds the team; the next scrape counts it by state.
    let admin = app.user_with_role("metrics_admin", Role::Admin).await;
    let id = app.get_as("/api/v1/events/my-registrations", &owner).await.json()["registrations"][0]["_id"]
        .as_str()
        .unwrap()
        .to_owned();
    let res = app
        .json(
            Method::POST,
            &format!("/api/v1/admin/registrations/{id}/refund"),
            Some(&admin),
            json!({"reason": "metrics"}),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let scrape = scraped(&app).await;
    let refunds: f64 = find(&scrape, "fest_refunds", &[])
        .iter()
        .map(|s| match s.value {
            Metric::Number(v) => v,
            _ => 0.0,
        })
        .sum();
    assert_eq!(refunds, 1.0, "{:?}", find(&scrape, "fest_refunds", &[]));
    // The registration is no longer paid: its state reads 0, not the count of the scrape before.
    assert_eq!(value(&scrape, "fest_payables", &[("kind", "registration"), ("state", "paid")]), 0.0);

    // Every metric the alert rules and the dashboard read is one the server exports.
    let exported: std::collections::HashSet<&str> = scrape.samples.iter().map(|s| s.metric.as_str()).collect();
    for file in ["prometheus/alerts.yml", "grafana/dashboards/fest.json"] {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../deploy").join(file);
        let text = std::fs::read_to_string(&path).unwrap();
        let named: std::collections::BTreeSet<&str> = text
            .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .filter(|w| w.starts_with("fest_") || w.starts_with("http_"))
            .map(|w| w.trim_end_matches("_bucket").trim_end_matches("_sum").trim_end_matches("_count"))
            .collect();
        assert!(named.len() >= 8, "{file}: {named:?}");
        for name in named {
            assert!(exported.contains(name), "{file} reads {name}, which the server does not export");
        }
    }
}
