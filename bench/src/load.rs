//! The closed-loop load generator: `connections` workers, each with one keep-alive connection, sending the
//! next request as soon as the last answer has been read. Each worker is one task that drives its own
//! connection (no hand-off between tasks per request), so the generator costs little beside the server it
//! measures. Only requests that start after the warm-up and finish before the end are counted.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use http_body_util::BodyExt as _;
use hyper::header::HeaderValue;

use crate::client::{Call, connect, host_header};

pub type Histogram = hdrhistogram::Histogram<u64>;

pub fn new_hist() -> Histogram {
    Histogram::new_with_bounds(1, 60_000_000, 3).unwrap_or_else(|_| unreachable!("valid bounds"))
}

/// What a closed loop measured.
pub struct Measured {
    /// Latency of each counted request, in microseconds.
    pub hist: Histogram,
    pub errors: u64,
    /// Body bytes received over the counted requests (as sent: compressed when they were).
    pub body_bytes: u64,
    pub seconds: f64,
}

/// How a closed loop runs.
#[derive(Debug, Clone, Copy)]
pub struct Shape {
    pub connections: usize,
    pub warmup: Duration,
    pub measure: Duration,
}

/// Runs `shape.connections` workers against `addr`; worker w sends `calls[w * stride + k]` (k = 0, 1, ...
/// wrapping), so every worker goes through the whole list in order, each from its own place.
pub async fn closed_loop(addr: SocketAddr, shape: Shape, calls: Arc<Vec<Call>>) -> Measured {
    let start = Instant::now() + shape.warmup;
    let end = start + shape.measure;
    let host = host_header(addr);
    let stride = calls.len().div_ceil(shape.connections.max(1)).max(1);
    let mut tasks = Vec::with_capacity(shape.connections);
    for w in 0..shape.connections {
        let (calls, host) = (calls.clone(), host.clone());
        tasks.push(tokio::spawn(worker(addr, host, calls, w * stride, start, end)));
    }
    let mut total = Measured { hist: new_hist(), errors: 0, body_bytes: 0, seconds: shape.measure.as_secs_f64() };
    for task in tasks {
        if let Ok(m) = task.await {
            let _ = total.hist.add(&m.hist);
            total.errors += m.errors;
            total.body_bytes += m.body_bytes;
        }
    }
    total
}

async fn worker(
    addr: SocketAddr,
    host: HeaderValue,
    calls: Arc<Vec<Call>>,
    offset: usize,
    start: Instant,
    end: Instant,
) -> Measured {
    let mut m = Measured { hist: new_hist(), errors: 0, body_bytes: 0, seconds: 0.0 };
    let mut k = offset;
    while Instant::now() < end {
        let (sender, connection) = match connect(addr).await {
            Ok(c) => c,
            Err(_) => {
                if Instant::now() >= start {
                    m.errors += 1;
                }
                tokio::time::sleep(Duration::from_millis(10)).await;
                continue;
            }
        };
        // The connection and the requests on it are driven by this one task.
        let requests = async {
            let mut sender = sender;
            loop {
                let t0 = Instant::now();
                if t0 >= end {
                    return;
                }
                let call = &calls[k % calls.len()];
                k += 1;
                let counted = t0 >= start;
                let sent = async {
                    sender.ready().await?;
                    let res = sender.send_request(call.request(&host)).await?;
                    let ok = res.status().is_success();
                    let mut body = res.into_body();
                    let mut bytes = 0usize;
                    while let Some(frame) = body.frame().await {
                        if let Some(data) = frame?.data_ref() {
                            bytes += data.len();
                        }
                    }
                    Ok::<_, hyper::Error>((ok, bytes))
                };
                match sent.await {
                    Ok((ok, bytes)) => {
                        let t1 = Instant::now();
                        if counted && t1 <= end {
                            if ok {
                                let _ = m.hist.record(t1.duration_since(t0).as_micros().max(1) as u64);
                                m.body_bytes += bytes as u64;
                            } else {
                                m.errors += 1;
                            }
                        }
                    }
                    Err(_) => {
                        if counted {
                            m.errors += 1;
                        }
                        // A broken connection: open another.
                        return;
                    }
                }
            }
        };
        let _ = tokio::join!(connection, requests);
    }
    m
}
