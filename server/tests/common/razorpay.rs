//! A fake Razorpay over HTTP for tests: orders (`POST /v1/orders`, checking basic auth with the key id and
//! secret), the payments of an order (`GET /v1/orders/{id}/payments`) and refunds
//! (`POST /v1/payments/{id}/refund`), and a server that uses it.

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
}

pub struct FakeRazorpay {
    pub state: Arc<Mutex<FakeState>>,
    pub base: String,
}

pub async fn fake_razorpay() -> FakeRazorpay {
    let state = Arc::new(Mutex::new(FakeState::default()));
    let expected_auth = format!("Basic {}", base64_encode(&format!("{KEY_ID}:{KEY_SECRET}")));
    let (s1, s2, s3) = (state.clone(), state.clone(), state.clone());
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
            post(move |Path(id): Path<String>, Json(body): Json<Value>| {
                let state = s3.clone();
                async move {
                    let mut st = state.lock().unwrap();
                    if st.down {
                        return (StatusCode::INTERNAL_SERVER_ERROR, Json(json!({"error": {"description": "down"}})));
                    }
                    st.refunds.push((id.clone(), body.clone()));
                    let refund = json!({
                        "id": format!("rfnd_fake_{}", st.refunds.len()), "entity": "refund", "payment_id": id,
                        "amount": body["amount"], "currency": "INR",
                        "status": st.refund_status.clone().unwrap_or_else(|| "pending".into()),
                    });
                    (StatusCode::OK, Json(refund))
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
    TestApp::spawn_with(&[
        ("payments", json!("razorpay")),
        ("razorpay_api_base", json!(fake.base)),
        ("razorpay_key_id", json!(KEY_ID)),
        ("razorpay_key_secret", json!(KEY_SECRET)),
        ("razorpay_webhook_secret", json!("fake-webhook-secret")),
    ])
    .await
}
