//! Google sign-in: ID tokens signed with keys made for the tests and served from a local JWKS endpoint.

use crate::common;

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use axum::http::StatusCode;
use axum::routing::get;
use common::TestApp;
use jsonwebtoken::{Algorithm, EncodingKey, Header, encode};
use serde_json::{Value, json};

const CLIENT_ID: &str = "test-client.apps.googleusercontent.com";
const KEY1: &str = include_str!("fixtures/google-test-key-1.pem");
const KEY2: &str = include_str!("fixtures/google-test-key-2.pem");
const JWK1: &str = include_str!("fixtures/google-test-key-1.jwk.json");
const JWK2: &str = include_str!("fixtures/google-test-key-2.jwk.json");
const GOOGLE: &str = "/api/v1/auth/google-login";

/// A local stand-in for Google's JWKS endpoint that counts how often it is asked.
struct Jwks {
    keys: Arc<Mutex<Vec<Value>>>,
    fetches: Arc<AtomicUsize>,
    url: String,
}

async fn jwks(initial: &[&str]) -> Jwks {
    let keys = Arc::new(Mutex::new(initial.iter().map(|k| serde_json::from_str(k).unwrap()).collect::<Vec<Value>>()));
    let fetches = Arc::new(AtomicUsize::new(0));
    let (k, f) = (keys.clone(), fetches.clone());
    let router = axum::Router::new().route(
        "/certs",
        get(move || {
            let (k, f) = (k.clone(), f.clone());
            async move {
                f.fetch_add(1, Ordering::SeqCst);
                let body = json!({"keys": *k.lock().unwrap()});
                ([("cache-control", "public, max-age=3600")], axum::Json(body))
            }
        }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}/certs", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, router).await.unwrap() });
    Jwks { keys, fetches, url }
}

async fn app_with(jwks: &Jwks) -> TestApp {
    TestApp::spawn_with(&[("google_client_id", json!(CLIENT_ID)), ("google_jwks_url", json!(jwks.url))]).await
}

fn now() -> i64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_secs() as i64
}

fn claims(sub: &str, email: &str) -> Value {
    json!({
        "iss": "https://accounts.google.com", "aud": CLIENT_ID, "sub": sub, "email": email,
        "email_verified": true, "name": "Gita Sharma", "iat": now(), "exp": now() + 3600,
    })
}

fn sign(pem: &str, kid: &str, claims: &Value) -> String {
    let mut header = Header::new(Algorithm::RS256);
    header.kid = Some(kid.to_owned());
    encode(&header, claims, &EncodingKey::from_rsa_pem(pem.as_bytes()).unwrap()).unwrap()
}

async fn google(app: &TestApp, credential: &str) -> common::TestResponse {
    app.post(GOOGLE, json!({"credential": credential})).await
}

#[tokio::test]
async fn a_valid_token_creates_one_account_per_google_subject() {
    let keys = jwks(&[JWK1]).await;
    let app = app_with(&keys).await;
    let token = sign(KEY1, "test-key-1", &claims("sub-1", "Gita.Sharma@example.com"));
    let res = google(&app, &token).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let body = res.json();
    assert_eq!(body["message"], "Google login successful");
    assert_eq!(body["user"]["email"], "gita.sharma@example.com");
    assert_eq!(body["user"]["username"], "gita.sharma");
    assert_eq!(body["user"]["fullname"], "Gita Sharma");
    assert_eq!(body["user"]["isEmailVerified"], true);
    let me = app.get_as("/api/v1/user/me", body["accessToken"].as_str().unwrap()).await;
    assert_eq!(me.status, StatusCode::OK);

    let again = google(&app, &sign(KEY1, "test-key-1", &claims("sub-1", "gita.sharma@example.com"))).await;
    assert_eq!(again.json()["user"]["_id"], body["user"]["_id"]);
    assert_eq!(keys.fetches.load(Ordering::SeqCst), 1, "keys are cached");

    // No password was made up for the account: password login fails.
    let login =
        app.post("/api/v1/auth/login", json!({"email": "gita.sharma@example.com", "password": "anything1"})).await;
    assert_eq!(login.status, StatusCode::UNAUTHORIZED);
    assert!(!app.dir.path().join("outbox").read_dir().unwrap().any(|_| true), "nothing was mailed");
}

#[tokio::test]
async fn an_existing_email_account_is_linked_when_google_verified_the_email() {
    let keys = jwks(&[JWK1]).await;
    let app = app_with(&keys).await;
    let (_, user) = app.sign_up("asha", "asha@example.com", "password123").await;
    let res = google(&app, &sign(KEY1, "test-key-1", &claims("sub-asha", "asha@example.com"))).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["user"]["_id"], user["_id"]);
    // The password still works too.
    let login = app.post("/api/v1/auth/login", json!({"email": "asha@example.com", "password": "password123"})).await;
    assert_eq!(login.status, StatusCode::OK);
}

#[tokio::test]
async fn bad_tokens_are_refused() {
    let keys = jwks(&[JWK1]).await;
    let app = app_with(&keys).await;
    let c = claims("sub-x", "x@example.com");
    let with = |f: &dyn Fn(&mut Value)| {
        let mut c = c.clone();
        f(&mut c);
        sign(KEY1, "test-key-1", &c)
    };
    let cases: Vec<(&str, String, &str)> = vec![
        ("bad signature", sign(KEY2, "test-key-1", &c), "Invalid Google credential"),
        ("wrong aud", with(&|c| c["aud"] = json!("someone-else")), "Invalid Google credential"),
        ("wrong iss", with(&|c| c["iss"] = json!("https://evil.example.com")), "Invalid Google credential"),
        (
            "expired",
            with(&|c| {
                c["exp"] = json!(now() - 3600);
                c["iat"] = json!(now() - 7200);
            }),
            "Your Google sign-in has expired. Please try again.",
        ),
        (
            "unverified e-mail",
            with(&|c| c["email_verified"] = json!(false)),
            "Your Google e-mail address is not verified",
        ),
        ("not a JWT", "not-a-token".to_owned(), "Invalid Google credential"),
    ];
    for (name, token, message) in cases {
        let res = google(&app, &token).await;
        assert_eq!(res.status, StatusCode::UNAUTHORIZED, "{name}: {}", res.text());
        assert_eq!(res.json()["message"], message, "{name}");
    }
    let users = fest_app::services::accounts::list(&app.ctx).await.unwrap();
    assert!(users.is_empty(), "no account was made");
}

#[tokio::test]
async fn an_unknown_key_id_fetches_the_key_set_again() {
    let keys = jwks(&[JWK1]).await;
    let app = app_with(&keys).await;
    assert_eq!(google(&app, &sign(KEY1, "test-key-1", &claims("s1", "one@example.com"))).await.status, StatusCode::OK);
    assert_eq!(keys.fetches.load(Ordering::SeqCst), 1);

    let rotated = sign(KEY2, "test-key-2", &claims("s2", "two@example.com"));
    let res = google(&app, &rotated).await;
    assert_eq!(res.status, StatusCode::UNAUTHORIZED, "unknown key");
    assert_eq!(keys.fetches.load(Ordering::SeqCst), 2, "an unknown kid triggers a fetch");

    // Google rotates its keys: the new one is found on the next fetch.
    keys.keys.lock().unwrap().push(serde_json::from_str(JWK2).unwrap());
    let res = google(&app, &rotated).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(keys.fetches.load(Ordering::SeqCst), 3);
}

#[tokio::test]
async fn without_a_client_id_google_sign_in_is_off() {
    let app = TestApp::spawn().await;
    assert_eq!(app.get("/api/v1/config").await.json()["googleClientId"], Value::Null);
    let res = google(&app, "whatever").await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    assert_eq!(res.json()["message"], "Google sign-in is not enabled on this site");

    let keys = jwks(&[JWK1]).await;
    let app = app_with(&keys).await;
    assert_eq!(app.get("/api/v1/config").await.json()["googleClientId"], CLIENT_ID);
}

#[tokio::test]
async fn a_google_account_never_gets_a_reserved_username_nor_an_invisible_character_in_its_name() {
    let keys = jwks(&[JWK1]).await;
    let app = app_with(&keys).await;
    let mut c = claims("sub-deleted", "Deleted-Account@example.com");
    c["name"] = json!("Gita \u{202E}amrahS\u{200B}");
    let res = google(&app, &sign(KEY1, "test-key-1", &c)).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let user = &res.json()["user"];
    let username = user["username"].as_str().unwrap();
    assert!(username.starts_with("deleted-account") && username.len() > "deleted-account".len(), "{username}");
    assert!(fest_shared::values::Username::parse(username).is_ok(), "{username}");
    assert_eq!(user["fullname"], "Gita amrahS");
    // A name made only of invisible characters leaves the full name empty, never the username.
    let mut c = claims("sub-system", "system@example.com");
    c["name"] = json!("\u{200B}\u{2066}");
    let res = google(&app, &sign(KEY1, "test-key-1", &c)).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let user = &res.json()["user"];
    assert_ne!(user["username"], "system");
    assert_eq!(user["fullname"], "");
}
