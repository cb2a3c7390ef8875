//! A small HTTP/1.1 client on hyper: one keep-alive connection, requests sent one after the other on it,
//! every request carrying `Accept-Encoding: gzip, br` as a browser's does.

use std::io::Read as _;
use std::net::SocketAddr;

use anyhow::{Context as _, bail};
use http_body_util::{BodyExt as _, Full};
use hyper::body::Bytes;
use hyper::client::conn::http1::{self, SendRequest};
use hyper::header::{self, HeaderMap, HeaderValue};
use hyper::{Method, Request, StatusCode};
use hyper_util::rt::TokioIo;
use tokio::net::TcpStream;

/// What every browser sends.
pub const BROWSER_ACCEPT_ENCODING: &str = "gzip, br";

pub type Body = Full<Bytes>;

/// One request: method, path (with its query), an optional session and an optional JSON body.
#[derive(Debug, Clone)]
pub struct Call {
    pub method: Method,
    pub path: String,
    pub token: Option<HeaderValue>,
    pub json: Option<Bytes>,
}

impl Call {
    pub fn get(path: impl Into<String>) -> Self {
        Self { method: Method::GET, path: path.into(), token: None, json: None }
    }

    pub fn post(path: impl Into<String>) -> Self {
        Self { method: Method::POST, path: path.into(), token: None, json: None }
    }

    pub fn put(path: impl Into<String>) -> Self {
        Self { method: Method::PUT, path: path.into(), token: None, json: None }
    }

    /// Sent with `Authorization: Bearer <token>`.
    pub fn with_token(mut self, token: &str) -> Self {
        self.token = HeaderValue::from_str(&format!("Bearer {token}")).ok();
        self
    }

    pub fn with_json(mut self, value: &serde_json::Value) -> Self {
        self.json = Some(Bytes::from(serde_json::to_vec(value).unwrap_or_default()));
        self
    }

    /// The hyper request for a server reached as `host`.
    pub fn request(&self, host: &HeaderValue) -> Request<Body> {
        let mut req = Request::new(Full::new(self.json.clone().unwrap_or_default()));
        *req.method_mut() = self.method.clone();
        *req.uri_mut() = self.path.parse().unwrap_or_default();
        let h = req.headers_mut();
        h.insert(header::HOST, host.clone());
        h.insert(header::ACCEPT_ENCODING, HeaderValue::from_static(BROWSER_ACCEPT_ENCODING));
        if let Some(token) = &self.token {
            h.insert(header::AUTHORIZATION, token.clone());
        }
        if self.json.is_some() {
            h.insert(header::CONTENT_TYPE, HeaderValue::from_static("application/json"));
        }
        req
    }
}

/// The Host header for a server on `addr`.
pub fn host_header(addr: SocketAddr) -> HeaderValue {
    HeaderValue::from_str(&addr.to_string()).unwrap_or_else(|_| HeaderValue::from_static("localhost"))
}

/// A TCP connection to `addr` with the HTTP/1.1 handshake done; the caller drives the connection future.
pub async fn connect(
    addr: SocketAddr,
) -> anyhow::Result<(SendRequest<Body>, http1::Connection<TokioIo<TcpStream>, Body>)> {
    let stream = TcpStream::connect(addr).await.with_context(|| format!("cannot connect to {addr}"))?;
    stream.set_nodelay(true)?;
    Ok(http1::handshake(TokioIo::new(stream)).await?)
}

/// An answer as it came over the wire (the body still compressed when it was).
#[derive(Debug, Clone)]
pub struct Reply {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub body: Bytes,
}

impl Reply {
    /// The body with its content encoding undone, as a browser would read it.
    pub fn decoded(&self) -> anyhow::Result<Vec<u8>> {
        let encoding = self.headers.get(header::CONTENT_ENCODING).and_then(|v| v.to_str().ok()).unwrap_or("");
        let mut out = Vec::new();
        match encoding {
            "" | "identity" => out.extend_from_slice(&self.body),
            "gzip" => {
                flate2::read::GzDecoder::new(&self.body[..]).read_to_end(&mut out)?;
            }
            "br" => {
                brotli::Decompressor::new(&self.body[..], 4096).read_to_end(&mut out)?;
            }
            other => bail!("unexpected content encoding {other}"),
        }
        Ok(out)
    }

    pub fn json(&self) -> anyhow::Result<serde_json::Value> {
        Ok(serde_json::from_slice(&self.decoded()?)?)
    }

    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.get(name).and_then(|v| v.to_str().ok())
    }
}

/// A keep-alive connection for scenarios that send one request at a time and read each answer (the rush,
/// the admin calls, the gates); reconnects after a failure.
pub struct Conn {
    addr: SocketAddr,
    host: HeaderValue,
    sender: Option<SendRequest<Body>>,
}

impl Conn {
    pub fn new(addr: SocketAddr) -> Self {
        Self { addr, host: host_header(addr), sender: None }
    }

    pub async fn send(&mut self, call: &Call) -> anyhow::Result<Reply> {
        let result = self.try_send(call).await;
        if result.is_err() {
            self.sender = None;
        }
        result
    }

    async fn try_send(&mut self, call: &Call) -> anyhow::Result<Reply> {
        let sender = match &mut self.sender {
            Some(sender) => sender,
            None => {
                let (sender, connection) = connect(self.addr).await?;
                tokio::spawn(connection);
                self.sender.insert(sender)
            }
        };
        sender.ready().await?;
        let res = sender.send_request(call.request(&self.host)).await?;
        let (parts, body) = res.into_parts();
        let body = body.collect().await?.to_bytes();
        Ok(Reply { status: parts.status, headers: parts.headers, body })
    }
}
