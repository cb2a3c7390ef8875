//! `fest-ceiling`: a bare axum server answering fixed paths with fixed bytes (the real server's answers,
//! fetched by fest-bench), with no middleware and no database: the most an axum server on this machine can
//! do with the same answers, measured by the same load generator in the same run.
//!
//! Usage: `fest-ceiling <answers.json>`; it listens on a free port of 127.0.0.1 and prints the address as
//! its first line.

use std::io::Write as _;

use anyhow::Context as _;
use axum::Router;
use axum::body::{Body, Bytes};
use axum::http::{HeaderValue, header};
use axum::response::Response;
use axum::routing::get;
use fest_bench::Answer;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let spec = std::env::args().nth(1).context("usage: fest-ceiling <answers.json>")?;
    let answers: Vec<Answer> =
        serde_json::from_slice(&std::fs::read(&spec).with_context(|| format!("cannot read {spec}"))?)?;
    let mut router = Router::new();
    for answer in answers {
        let body = Bytes::from(std::fs::read(&answer.body_file)?);
        let content_type = answer.content_type.as_deref().map(HeaderValue::from_str).transpose()?;
        let content_encoding = answer.content_encoding.as_deref().map(HeaderValue::from_str).transpose()?;
        router = router.route(
            &answer.path,
            get(move || {
                let mut response = Response::new(Body::from(body.clone()));
                let headers = response.headers_mut();
                if let Some(v) = &content_type {
                    headers.insert(header::CONTENT_TYPE, v.clone());
                }
                if let Some(v) = &content_encoding {
                    headers.insert(header::CONTENT_ENCODING, v.clone());
                }
                std::future::ready(response)
            }),
        );
    }
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let mut out = std::io::stdout();
    writeln!(out, "{}", listener.local_addr()?)?;
    out.flush()?;
    axum::serve(listener, router).await?;
    Ok(())
}
