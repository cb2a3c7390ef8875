//! A fake Razorpay over HTTP for tests: orders (`POST /v1/orders`, checking basic auth with the key id and
//! secret), the payments of an order (`GET /v1/orders/{id}/payments`), refunds
//! (`POST /v1/payments/{id}/refund`, which can be made to hang after making the refund, as a gateway whose
//! answer is lost) and the refunds of a payment (`GET /v1/payments/{id}/refunds`), and a server that uses it.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use axum::extract::Path;
use axum::http::{HeaderMap, StatusCode};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde_json::{Value, json};

use super::TestApp;

pub const KEY_ID: &str = "rzp_test_fakekey";
pub const KEY_SECRET: &str = "fake-key-secret";

#[derive(Default)]
pub struct FakeState {
    pub orders: Vec<Value>,
    pub payments: HashMap<String, Vec<Value>>,
    pub auth_ok: bool,
    pub down: bool,
    /// Refunds asked for: (payment id, body).
    pub refunds: Vec<(String, Value)>,
    /// The status a new refund answers with (Razorpay says "pending" until its webhook).
    pub refund_status: Option<String>,
    /// A refund is made and recorded, but its answer never comes (the caller times out).
    pub refund_hangs: bool,
    /// The refunds made, as `GET /v1/payments/{id}/refunds` lists them: (payment id, refund).
    pub made: Vec<(String, Value)>,
    /// A status the refund call answers with instead: a 4xx makes no refund, a 5xx makes it and then fails.
    pub refund_answer: Option<u16>,
    /// Idempotency keys sent with refunds (`X-Refund-Idempotency`), in order.
    pub refund_keys: Vec<String>,
}

pub struct FakeRazorpay {
    pub state: Arc<Mutex<FakeState>>,
    pub base: String,
}

pub async fn fake_razorpay() -> FakeRazorpay {
    let state = Arc::new(Mutex::new(FakeState::default()));
    let expected_auth = format!("Basic {}", base64_encode(&format!("{KEY_ID}:{KEY_SECRET}")));
    let (s1, s2, s3, s4) = (state.clone(), state.clone(), state.clone(), state.clone());
    let router = Router::new()
        .route(
            "/v1/orders",
            post(move |headers: HeaderMap, Json(body): Json<Value>| {
                let state = s1.clone();
                let expected_auth = expected_auth.clone();
                async move {
                    let mut st = state.lock().unwrap();
                    if st.down {
                        return (StatusCode::INTERNAL_SERVER_ERROR, Json(json!({"error": {"description": "down"}})));
                    }
                    st.auth_ok = headers.get("authorization").and_then(|v| v.to_str().ok()) == Some(&expected_auth);
                    let order = json!({
                        "id": format!("order_fake_{}", st.orders.len() + 1), "entity": "order",
                        "amount": body["amount"], "currency": body["currency"], "receipt": body["receipt"], "status": "created",
                    });
                    st.orders.push(order.clone());
                    (StatusCode::OK, Json(order))
                }
            }),
        )
        .route(
            "/v1/orders/{id}/payments",
            get(move |Path(id): Path<String>| {
                let state = s2.clone();
                async move {
                    let st = state.lock().unwrap();
                    let items = st.payments.get(&id).cloned().unwrap_or_default();
                    Json(json!({"entity": "collection", "count": items.len(), "items": items}))
                }
            }),
        )
        .route(
            "/v1/payments/{id}/refund",
            post(move |Path(id): Path<String>, headers: HeaderMap, Json(body): Json<Value>| {
                let state = s3.clone();
                async move {
                    let (refund, hangs) = {
                        let mut st = state.lock().unwrap();
                        if st.down {
                            return (
                                StatusCode::INTERNAL_SERVER_ERROR,
                                Json(json!({"error": {"description": "down"}})),
                            );
                        }
                        if let Some(code) = st.refund_answer.filter(|c| *c < 500) {
                            let error = json!({"error": {"code": "BAD_REQUEST_ERROR", "description": "refused"}});
                            return (StatusCode::from_u16(code).unwrap(), Json(error));
                        }
                        if let Some(key) = headers.get("x-refund-idempotency").and_then(|v| v.to_str().ok()) {
                            st.refund_keys.push(key.to_owned());
                        }
                        st.refunds.push((id.clone(), body.clone()));
                        let refund = json!({
                            "id": format!("rfnd_fake_{}", st.refunds.len()), "entity": "refund", "payment_id": id,
                            "amount": body["amount"], "currency": "INR",
                            "status": st.refund_status.clone().unwrap_or_else(|| "pending".into()),
                        });
                        st.made.push((id.clone(), refund.clone()));
                        if let Some(code) = st.refund_answer {
                            let error = json!({"error": {"code": "SERVER_ERROR", "description": "lost"}});
                            return (StatusCode::from_u16(code).unwrap(), Json(error));
                        }
                        (refund, st.refund_hangs)
                    };
                    if hangs {
                        // Made, but the answer is lost: far longer than any client waits.
                        tokio::time::sleep(std::time::Duration::from_secs(300)).await;
                    }
                    (StatusCode::OK, Json(refund))
                }
            }),
        )
        .route(
            "/v1/payments/{id}/refunds",
            get(move |Path(id): Path<String>| {
                let state = s4.clone();
                async move {
                    let st = state.lock().unwrap();
                    if st.down {
                        return (StatusCode::INTERNAL_SERVER_ERROR, Json(json!({"error": {"description": "down"}})));
                    }
                    let items: Vec<Value> =
                        st.made.iter().filter(|(p, _)| *p == id).map(|(_, r)| r.clone()).collect();
                    (StatusCode::OK, Json(json!({"entity": "collection", "count": items.len(), "items": items})))
                }
            }),
        );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, router).await.unwrap() });
    FakeRazorpay { state, base }
}

fn base64_encode(s: &str) -> String {
    use base64::Engine as _;
    base64::engine::general_purpose::STANDARD.encode(s)
}

pub async fn app_with(fake: &FakeRazorpay) -> TestApp {
    app_with_more(fake, &[]).await
}

/// A server on the fake Razorpay, with more settings.
pub async fn app_with_more(fake: &FakeRazorpay, more: &[(&str, Value)]) -> TestApp {
    let mut settings: Vec<(&str, Value)> = vec![
        ("payments", json!("razorpay")),
        ("razorpay_api_base", json!(fake.base)),
        ("razorpay_key_id", json!(KEY_ID)),
        ("razorpay_key_secret", json!(KEY_SECRET)),
        ("razorpay_webhook_secret", json!("fake-webhook-secret")),
    ];
    settings.extend(more.iter().cloned());
    TestApp::spawn_with(&settings).await
}
