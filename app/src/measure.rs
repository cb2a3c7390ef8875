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
/// Scans at the gates, by `gate`, check-in `list` (its name, lower case; `none` for a token that is not a
/// pass), `direction` (`in`, `out`) and `result` (`ok`, `duplicate`, `revoked`, `invalid`, `refused`).
pub const CHECKINS: &str = "fest_checkins_total";

/// The longest gate or list name kept as a label (gates are named by the volunteers who scan).
const NAME_LABEL_CHARS: usize = 32;

/// A name as a label: trimmed, lower case, at most [`NAME_LABEL_CHARS`] characters.
fn name_label(name: &str) -> String {
    name.trim().to_lowercase().chars().take(NAME_LABEL_CHARS).collect()
}

/// A background job's run ended.
pub fn job_ran(job: &'static str, ok: bool) {
    let outcome = if ok { "ok" } else { "failed" };
    metrics::counter!(JOB_RUNS, "job" => job, "outcome" => outcome).increment(1);
    if ok {
        let now = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs_f64()).unwrap_or(0.0);
        metrics::gauge!(JOB_LAST_SUCCESS, "job" => job).set(now);
    }
}

/// A pass was scanned at `gate` for `list` (none when the token was not a pass).
pub fn scanned(gate: &str, list: Option<&str>, direction: &'static str, result: &'static str) {
    let list = list.map_or_else(|| "none".to_owned(), name_label);
    metrics::counter!(CHECKINS, "gate" => name_label(gate), "list" => list, "direction" => direction, "result" => result)
        .increment(1);
}
