//! What a scenario prints and writes: latency figures, and each target with PASS or FAIL.

use fest_bench::load::{Histogram, Measured};

/// Latency figures of a scenario.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Figures {
    pub requests: u64,
    pub errors: u64,
    pub seconds: f64,
    pub rps: f64,
    pub p50_ms: f64,
    pub p95_ms: f64,
    pub p99_ms: f64,
    /// Mean body bytes per answer, as sent (throughput runs only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub body_bytes: Option<f64>,
}

pub fn figures(hist: &Histogram, errors: u64, seconds: f64) -> Figures {
    let ms = |q: f64| hist.value_at_quantile(q) as f64 / 1000.0;
    Figures {
        requests: hist.len(),
        errors,
        seconds,
        rps: hist.len() as f64 / seconds,
        p50_ms: ms(0.50),
        p95_ms: ms(0.95),
        p99_ms: ms(0.99),
        body_bytes: None,
    }
}

pub fn measured(m: &Measured) -> Figures {
    let mut f = figures(&m.hist, m.errors, m.seconds);
    f.body_bytes = Some(if m.hist.is_empty() { 0.0 } else { m.body_bytes as f64 / m.hist.len() as f64 });
    f
}

/// A target and whether this run met it.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Verdict {
    pub name: String,
    pub value: f64,
    pub target: String,
    pub pass: bool,
}

#[derive(Default)]
pub struct Verdicts(pub Vec<Verdict>);

impl Verdicts {
    pub fn add(&mut self, name: &str, value: f64, shown: String, target: &str, pass: bool) {
        println!("{:<38} {shown} (target {target}): {}", format!("  => {name}"), if pass { "PASS" } else { "FAIL" });
        self.0.push(Verdict { name: name.into(), value, target: target.into(), pass });
    }

    pub fn ratio(&mut self, name: &str, server: &Figures, ceiling: &Figures, at_least: f64) {
        let ratio = if ceiling.rps > 0.0 { server.rps / ceiling.rps } else { 0.0 };
        let pass = ratio >= at_least && server.errors == 0;
        let shown = format!("{:.1} % of the ceiling", ratio * 100.0);
        self.add(name, ratio, shown, &format!(">= {:.0} %, no errors", at_least * 100.0), pass);
    }

    pub fn p95(&mut self, name: &str, f: &Figures, under_ms: f64) {
        let pass = f.p95_ms < under_ms && f.errors == 0 && f.requests > 0;
        let shown = format!("p95 {:.2} ms, {} errors", f.p95_ms, f.errors);
        self.add(name, f.p95_ms, shown, &format!("p95 < {under_ms:.0} ms, no errors"), pass);
    }
}

pub fn print(name: &str, f: &Figures) {
    let bytes = f.body_bytes.map(|b| format!("  {b:.0} B/answer")).unwrap_or_default();
    println!(
        "{name:<38} {:>9.0} req/s  p50 {:>7.2} ms  p95 {:>7.2} ms  p99 {:>7.2} ms  errors {}  ({} requests){bytes}",
        f.rps, f.p50_ms, f.p95_ms, f.p99_ms, f.errors, f.requests
    );
}
