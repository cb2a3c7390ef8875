//! Web push: browsers subscribe with the site's VAPID key to the push services the site sends to (and no
//! other address); an announcement and a published match reach each subscribed browser once, encrypted to its
//! keys (decrypted here with the browser's private key) and signed with a VAPID token for the push service's
//! origin; a browser the push service says is gone (410) is forgotten; two servers sending at once send each
//! message once; a browser turned off gets nothing. Runs on SQLite and PostgreSQL.

use crate::common;

use std::sync::{Arc, Mutex};

use axum::extract::{Path, State};
use axum::http::{HeaderMap, Method, StatusCode};
use axum::routing::post;
use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use common::TestApp;
use fest_app::entities::{push_message, push_subscription};
use fest_app::roles::Role;
use fest_app::services::{announcements, push};
use fest_shared::catalogue::EventId;
use p256::elliptic_curve::sec1::ToEncodedPoint as _;
use sea_orm::{EntityTrait, PaginatorTrait};
use serde_json::{Value, json};

/// What the fake push service received: (browser id, Authorization header, body).
type Received = Arc<Mutex<Vec<(String, String, Vec<u8>)>>>;

/// A push service on loopback: `/push/gone` answers 410 (the browser unsubscribed), anything else 201.
async fn push_service() -> (String, Received) {
    let received: Received = Arc::default();
    async fn take(
        State(received): State<Received>,
        Path(id): Path<String>,
        headers: HeaderMap,
        body: axum::body::Bytes,
    ) -> StatusCode {
        let auth = headers.get("authorization").and_then(|v| v.to_str().ok()).unwrap_or_default().to_owned();
        assert_eq!(headers.get("content-encoding").and_then(|v| v.to_str().ok()), Some("aes128gcm"));
        assert!(headers.contains_key("ttl"));
        received.lock().unwrap().push((id.clone(), auth, body.to_vec()));
        if id == "gone" { StatusCode::GONE } else { StatusCode::CREATED }
    }
    let router = axum::Router::new().route("/push/{id}", post(take)).with_state(received.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let origin = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, router).await.unwrap() });
    (origin, received)
}

/// A browser's keys: its P-256 key pair and authentication secret.
struct Browser {
    secret: p256::SecretKey,
    auth: [u8; 16],
}

impl Browser {
    fn new(seed: u8) -> Self {
        Self { secret: p256::SecretKey::from_slice(&[seed; 32]).unwrap(), auth: [seed; 16] }
    }

    fn subscription(&self, endpoint: &str) -> Value {
        let public = self.secret.public_key().to_encoded_point(false);
        json!({"endpoint": endpoint, "keys": {
            "p256dh": URL_SAFE_NO_PAD.encode(public.as_bytes()), "auth": URL_SAFE_NO_PAD.encode(self.auth)}})
    }

    /// The notification a push message carries, as the browser reads it.
    fn read(&self, body: &[u8]) -> Value {
        let mut auth = web_push_native::Auth::default();
        auth.copy_from_slice(&self.auth);
        let plain =
            web_push_native::decrypt(body.to_vec(), &self.secret, &auth).expect("decrypts with the browser's key");
        serde_json::from_slice(&plain).unwrap()
    }
}

async fn ok(res: common::TestResponse) -> Value {
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    res.json()
}

/// Checks a VAPID header: a token signed with the site's public key for the push service's origin.
fn check_vapid(header: &str, public_key: &str, origin: &str) {
    let (t, k) = header.strip_prefix("vapid t=").and_then(|rest| rest.split_once(", k=")).expect("vapid t=..., k=...");
    assert_eq!(k, public_key);
    let point = URL_SAFE_NO_PAD.decode(k).unwrap();
    let (x, y) = (URL_SAFE_NO_PAD.encode(&point[1..33]), URL_SAFE_NO_PAD.encode(&point[33..65]));
    let key = jsonwebtoken::DecodingKey::from_ec_components(&x, &y).unwrap();
    let mut validation = jsonwebtoken::Validation::new(jsonwebtoken::Algorithm::ES256);
    validation.set_audience(&[origin]);
    let claims = jsonwebtoken::decode::<Value>(t, &key, &validation).expect("a valid VAPID token").claims;
    assert!(claims["sub"].as_str().unwrap().starts_with("mailto:"));
}

#[tokio::test]
async fn subscribed_browsers_get_each_notification_once_and_gone_ones_are_forgotten() {
    let (origin, received) = push_service().await;
    let app = TestApp::spawn_with(&[("push_hosts", json!(["127.0.0.1"]))]).await;
    let admin = app.user_with_role("notifier", Role::Admin).await;
    let volunteer = app.user_with_role("listener", Role::Volunteer).await;
    let key = ok(app.get("/api/v1/push/public-key").await).await["publicKey"].as_str().unwrap().to_owned();
    assert_eq!(URL_SAFE_NO_PAD.decode(&key).unwrap().len(), 65);

    // Only the push services the site sends to, with keys that can be used; signed in.
    let (phone, laptop) = (Browser::new(3), Browser::new(4));
    let subscribe = |token: String, body: Value| {
        let app = &app;
        async move { app.json(Method::POST, "/api/v1/user/push-subscriptions", Some(&token), body).await }
    };
    for (endpoint, message) in [
        ("https://evil.example.com/push/x", push::UNKNOWN_SERVICE),
        ("ftp://127.0.0.1/push/x", push::UNKNOWN_SERVICE),
        ("not an address", push::BAD_SUBSCRIPTION),
    ] {
        let res = subscribe(volunteer.clone(), phone.subscription(endpoint)).await;
        assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{endpoint}");
        assert_eq!(res.json()["message"], message, "{endpoint}");
    }
    let mut bad = phone.subscription(&format!("{origin}/push/phone"));
    bad["keys"]["auth"] = json!("short");
    let res = subscribe(volunteer.clone(), bad).await;
    assert_eq!(
        (res.status, res.json()["message"].clone()),
        (StatusCode::UNPROCESSABLE_ENTITY, json!(push::BAD_SUBSCRIPTION))
    );
    let res = app.json(Method::POST, "/api/v1/user/push-subscriptions", None, phone.subscription(&origin)).await;
    assert_eq!(res.status, StatusCode::UNAUTHORIZED);
    assert_eq!(push_subscription::Entity::find().count(app.ctx.db()).await.unwrap(), 0);
    ok(subscribe(volunteer.clone(), phone.subscription(&format!("{origin}/push/phone"))).await).await;
    // The laptop's browser: gone from its push service by the time anything is sent.
    let devices = ok(subscribe(volunteer.clone(), laptop.subscription(&format!("{origin}/push/gone"))).await).await;
    assert_eq!(devices["devices"], 2);
    // Subscribing again is the same browser.
    ok(subscribe(volunteer.clone(), phone.subscription(&format!("{origin}/push/phone"))).await).await;
    assert_eq!(ok(app.get_as("/api/v1/user/push-subscriptions", &volunteer).await).await["devices"], 2);

    // An announcement to the volunteers: one push message, sent right after it.
    let body = json!({"title": "Gate 2 opens at 7:30", "body": "Report at 7:00.", "segment": {"roles": ["volunteer"]}});
    ok(app.json(Method::POST, "/api/v1/admin/announcements", Some(&admin), body).await).await;
    // Sent in the background when written now; the job finds nothing left.
    app.ctx.finish_background().await;
    assert_eq!(announcements::dispatch_due(&app.ctx).await.unwrap(), 0);
    let got = received.lock().unwrap().clone();
    let to_phone: Vec<_> = got.iter().filter(|(id, _, _)| id == "phone").collect();
    assert_eq!(to_phone.len(), 1, "sent once");
    let notice = phone.read(&to_phone[0].2);
    assert_eq!(
        notice,
        json!({"title": "Gate 2 opens at 7:30", "body": "Report at 7:00.", "url": "/account", "topic": "announcement"})
    );
    check_vapid(&to_phone[0].1, &key, &origin);
    // The push service said the laptop's browser is gone: it is forgotten.
    assert_eq!(got.iter().filter(|(id, _, _)| id == "gone").count(), 1);
    assert_eq!(ok(app.get_as("/api/v1/user/push-subscriptions", &volunteer).await).await["devices"], 1);
    assert_eq!(push::deliver_due(&app.ctx).await.unwrap(), push::Delivered::default());

    // A team's captain with a browser subscribed is told when its fixtures are published.
    let captain = app.paid_team("pushcap", EventId::Kabaddi, Some("Men"), "IIT Patna", 1).await;
    app.paid_team("other", EventId::Kabaddi, Some("Men"), "NIT Patna", 2).await;
    let tablet = Browser::new(5);
    ok(subscribe(captain.clone(), tablet.subscription(&format!("{origin}/push/tablet"))).await).await;
    let court = app.venue(&admin, "Court 1").await;
    let made = json!({"category": "Men", "format": {"kind": "knockout"}});
    let set = ok(app.json(Method::POST, "/api/v1/admin/fixtures/kabaddi", Some(&admin), made).await).await;
    let set_id = set["fixtures"]["id"].as_str().unwrap().to_owned();
    let m = set["fixtures"]["matches"][0]["id"].as_str().unwrap().to_owned();
    let path = format!("/api/v1/admin/fixture-sets/{set_id}/matches/{m}/schedule");
    let body = json!({"venueId": court, "day": "2026-02-20", "start": "10:00", "end": "11:00"});
    let placed = ok(app.json(Method::PUT, &path, Some(&admin), body).await).await;
    let path = format!("/api/v1/admin/fixture-sets/{set_id}/publish");
    ok(app.json(Method::POST, &path, Some(&admin), json!({"version": placed["fixtures"]["version"]})).await).await;
    app.ctx.finish_background().await;
    // Two servers send what is due at once: the message goes out once.
    let twin = app.twin_with(&[("push_hosts", json!(["127.0.0.1"]))]).await;
    let (a, b) = tokio::join!(push::deliver_due(&app.ctx), push::deliver_due(&twin.ctx));
    assert_eq!(a.unwrap().sent + b.unwrap().sent, 1);
    let got = received.lock().unwrap().clone();
    let to_tablet: Vec<_> = got.iter().filter(|(id, _, _)| id == "tablet").collect();
    assert_eq!(to_tablet.len(), 1, "sent once");
    let body = &to_tablet[0].2;
    let notice = tablet.read(body);
    assert_eq!(notice["topic"], "match");
    assert_eq!(notice["title"], "Kabaddi (Men): Your fixtures are published");
    assert!(notice["body"].as_str().unwrap().contains("Court 1"), "{notice}");

    // Turned off: nothing more is written for that browser's account.
    let body = json!({"endpoint": format!("{origin}/push/phone")});
    let devices = ok(app.json(Method::DELETE, "/api/v1/user/push-subscriptions", Some(&volunteer), body).await).await;
    assert_eq!(devices["devices"], 0);
    let body = json!({"title": "Lunch", "body": "At 13:00.", "segment": {"roles": ["volunteer"]}});
    ok(app.json(Method::POST, "/api/v1/admin/announcements", Some(&admin), body).await).await;
    let before = push_message::Entity::find().count(app.ctx.db()).await.unwrap();
    announcements::dispatch_due(&app.ctx).await.unwrap();
    app.ctx.finish_background().await;
    assert_eq!(push_message::Entity::find().count(app.ctx.db()).await.unwrap(), before);
}
