//! What the application counts for the operators' metrics (`GET /metrics`, served by the server crate).
//! Recorded through the `metrics` facade: until the server installs its Prometheus recorder (metrics turned
//! on, see `FEST_METRICS_TOKEN` and `FEST_METRICS_BIND`), every call here does nothing.
//!
//! What is read from the database rather than counted (payments by state, refunds, the mail queue) is in
//! [`crate::services::health::figures`], taken at each scrape.

use std::time::{SystemTime, UNIX_EPOCH};

/// Runs of a background job, by `job` and `outcome` (`ok`, `failed`).
pub const JOB_RUNS: &str = "fest_job_runs_total";
/// When a background job last finished without an error, by `job` (seconds since the Unix epoch).
pub const JOB_LAST_SUCCESS: &str = "fest_job_last_success_timestamp_seconds";
/// Scans at the gates, by `gate` and `result` (`ok`, `duplicate`, `revoked`, `invalid`).
pub const CHECKINS: &str = "fest_checkins_total";

/// The longest gate name kept as a label (gates are named by the volunteers who scan).
const GATE_LABEL_CHARS: usize = 32;

/// A background job's run ended.
pub fn job_ran(job: &'static str, ok: bool) {
    let outcome = if ok { "ok" } else { "failed" };
    metrics::counter!(JOB_RUNS, "job" => job, "outcome" => outcome).increment(1);
    if ok {
        let now = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs_f64()).unwrap_or(0.0);
        metrics::gauge!(JOB_LAST_SUCCESS, "job" => job).set(now);
    }
}

/// A pass was scanned at `gate`.
pub fn scanned(gate: &str, result: &'static str) {
    let gate: String = gate.trim().to_lowercase().chars().take(GATE_LABEL_CHARS).collect();
    metrics::counter!(CHECKINS, "gate" => gate, "result" => result).increment(1);
}
