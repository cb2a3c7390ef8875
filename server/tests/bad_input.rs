//! Bad input on the public forms: oversized bodies, malformed JSON, wrong content types, unicode edge
//! cases, injection strings. Each is a clear 4xx in the API's error shape, and nothing is stored.

use crate::common;

use axum::body::Body;
use axum::http::{Method, Request, StatusCode};
use common::TestApp;
use common::forms::team;
use fest_app::roles::Role;
use serde_json::json;

async fn count(app: &TestApp, table: &str) -> i64 {
    use sea_orm::{ConnectionTrait, Statement};
    let db = app.ctx.db();
    let row = db
        .query_one_raw(Statement::from_string(db.get_database_backend(), format!("SELECT COUNT(*) FROM \"{table}\"")))
        .await
        .unwrap()
        .unwrap();
    row.try_get_by_index::<i64>(0).unwrap()
}

fn raw(method: Method, path: &str, content_type: Option<&str>, token: Option<&str>, body: Vec<u8>) -> Request<Body> {
    let mut b = Request::builder().method(method).uri(path);
    if let Some(ct) = content_type {
        b = b.header("content-type", ct);
    }
    if let Some(t) = token {
        b = b.header("authorization", format!("Bearer {t}"));
    }
    b.body(Body::from(body)).unwrap()
}

fn assert_clear_4xx(res: &common::TestResponse, what: &str) {
    assert!(res.status.is_client_error(), "{what}: {} {}", res.status, res.text());
    let body = res.json();
    assert_eq!(body["success"], false, "{what}");
    assert!(!body["message"].as_str().unwrap().is_empty(), "{what}");
}

#[tokio::test]
async fn every_public_form_answers_bad_bodies_with_a_clear_4xx_and_stores_nothing() {
    let app = TestApp::spawn().await;
    let token = app.user_with_role("formfiller", Role::User).await;
    let users_before = count(&app, "user").await;
    let forms: &[(&str, bool)] = &[
        ("/api/v1/auth/signup/send-otp", false),
        ("/api/v1/auth/signup/verify-otp", false),
        ("/api/v1/auth/login", false),
        ("/api/v1/auth/google-login", false),
        ("/api/v1/ca/apply", true),
        ("/api/v1/events/football/create-order", true),
        ("/api/v1/events/football", true),
        ("/api/v1/payment/verify", false),
    ];
    let huge = vec![b' '; 300 * 1024];
    for (path, signed_in) in forms {
        let token = signed_in.then_some(token.as_str());
        let cases: Vec<(&str, Option<&str>, Vec<u8>, StatusCode)> = vec![
            (
                "oversized",
                Some("application/json"),
                [b"{\"a\":\"".as_slice(), &huge, b"\"}"].concat(),
                StatusCode::PAYLOAD_TOO_LARGE,
            ),
            ("malformed JSON", Some("application/json"), b"{\"email\": ".to_vec(), StatusCode::BAD_REQUEST),
            ("not UTF-8", Some("application/json"), vec![0xff, 0xfe, 0x7b], StatusCode::BAD_REQUEST),
            (
                "form-encoded",
                Some("application/x-www-form-urlencoded"),
                b"email=a%40b.c".to_vec(),
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
            ),
            ("text", Some("text/plain"), b"{}".to_vec(), StatusCode::UNSUPPORTED_MEDIA_TYPE),
            ("no content type", None, b"{}".to_vec(), StatusCode::UNSUPPORTED_MEDIA_TYPE),
        ];
        for (what, ct, body, status) in cases {
            let res = app.request(raw(Method::POST, path, ct, token, body)).await;
            assert_eq!(res.status, status, "{path} {what}: {}", res.text());
            assert_clear_4xx(&res, &format!("{path} {what}"));
        }
        // A JSON value of the wrong shape.
        for body in [json!([1, 2, 3]), json!("text"), json!(null), json!(42)] {
            let res = app.json(Method::POST, path, token, body.clone()).await;
            assert_clear_4xx(&res, &format!("{path} {body}"));
        }
    }
    assert_eq!(count(&app, "user").await, users_before);
    assert_eq!(count(&app, "registration").await, 0);
    assert_eq!(count(&app, "ca_application").await, 0);
    assert_eq!(count(&app, "signup_request").await, 0);
}

#[tokio::test]
async fn unicode_edge_cases_and_injection_strings_are_refused_or_stored_verbatim() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let token = app.user_with_role("edgecase", Role::User).await;
    let hostile = [
        "Robert'); DROP TABLE registration;--",
        "<script>alert(1)</script>",
        "\u{202e}gnp.exe",
        "e\u{0301}\u{0301}\u{0301}\u{0301}\u{0301}\u{0301}\u{0301}\u{0301}\u{0301}\u{0301}\u{0301}\u{0301}\u{0301}\u{0301}\u{0301}\u{0301}\u{0301}\u{0301}\u{0301}\u{0301}\u{0301}\u{0301}\u{0301}\u{0301}\u{0301}\u{0301}\u{0301}\u{0301}\u{0301}\u{0301}\u{0301}",
        "' OR '1'='1",
    ];
    for name in hostile {
        let mut form = team("chess", None);
        form["team"]["captain"][0]["fullname"] = json!(name);
        let res = app.json(Method::POST, "/api/v1/events/chess/create-order", Some(&token), form).await;
        assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{name:?}: {}", res.text());
        // A text-direction override is named as the reason; the rest get the role's message.
        let expected = if name.starts_with('\u{202e}') {
            fest_shared::values::INVISIBLE_IN_NAME
        } else {
            "Enter a valid name (<= 30 chars) for Captain #1"
        };
        assert_eq!(res.json()["errors"]["team.captain[0].fullname"], json!([expected]), "{name:?}");
    }
    assert_eq!(count(&app, "registration").await, 0);

    // Names in any script are letters: accepted and returned exactly as typed.
    for (n, name) in ["अमित कुमार", "𝕬𝖘𝖍𝖆 O'Neil-Rai"].into_iter().enumerate() {
        let player = app.user_with_role(&format!("script{n}"), Role::User).await;
        // Each player registers a team of their own people.
        let mut form = common::forms::other_people(team("chess", None), n as u64 + 1);
        form["team"]["captain"][0]["fullname"] = json!(name);
        let res = app.json(Method::POST, "/api/v1/events/chess/create-order", Some(&player), form).await;
        assert_eq!(res.status, StatusCode::OK, "{name:?}: {}", res.text());
        let mine = app.get_as("/api/v1/events/my-registrations", &player).await.json();
        assert_eq!(mine["registrations"][0]["team"]["captain"][0]["fullname"], name);
    }

    // Injection strings in free-text fields are data, stored and returned verbatim.
    let statement = "'; DROP TABLE ca_application; -- <img src=x onerror=alert(1)>";
    let res = app
        .json(
            Method::POST,
            "/api/v1/ca/apply",
            Some(&token),
            json!({"fullName": "Asha", "collegeName": "NIT Patna", "collegeYear": "First Year", "rollno": "1",
                   "collegeAddress": "Patna", "phoneNumber": "9876543210", "howDidYouKnow": "News",
                   "applicationStatement": statement}),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let mine = app.get_as("/api/v1/ca/application", &token).await.json();
    assert_eq!(mine["application"]["applicationStatement"], statement);
    assert_eq!(count(&app, "ca_application").await, 1);

    // Search terms with SQL wildcards and quotes are literal.
    let admin = app.user_with_role("searcher", Role::Admin).await;
    for term in ["%27%20OR%201%3D1--", "%25", "_", "%5C"] {
        let res = app.get_as(&format!("/api/v1/user/all-users?search={term}"), &admin).await;
        assert_eq!(res.status, StatusCode::OK);
        // Without paging the list is whole (SPEC 7): nothing matches, so it is empty.
        assert_eq!(res.json()["users"], json!([]), "{term}");
    }
    // Login with hostile e-mails is a plain failure.
    for email in ["' OR 1=1 --", "<script>@x.y"] {
        let res = app.post("/api/v1/auth/login", json!({"email": email, "password": "whatever1"})).await;
        assert_eq!(res.status, StatusCode::UNAUTHORIZED, "{email:?}");
    }
    // A NUL character (which PostgreSQL cannot store) is refused wherever it comes: body, query, path.
    let res = app.post("/api/v1/auth/login", json!({"email": "a@b.c\u{0000}", "password": "whatever1"})).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    assert_eq!(res.json()["message"], "The request contains a NUL character, which no field accepts.");
    let res = app.post("/api/v1/auth/login", json!({"email\u{0000}": "a@b.c", "password": "whatever1"})).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    let mut form = team("chess", None);
    form["team"]["captain"][0]["fullname"] = json!("A\u{0000}B");
    let res = app.json(Method::POST, "/api/v1/events/chess/create-order", Some(&token), form).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    let res = app.get_as("/api/v1/user/all-users?search=a%00b", &admin).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    let res = app.json(Method::PUT, "/api/v1/ca/x%00y/accept", Some(&admin), json!({})).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn a_refused_value_says_what_is_allowed_at_its_field_in_plain_words() {
    let app = TestApp::spawn().await;
    let admin = app.user_with_role("plainwords", Role::Admin).await;
    let settings = "/api/v1/admin/events/football/settings";
    let cases = [
        (json!({"capacity": -3}), "capacity", "Enter a whole number, 0 or more."),
        (json!({"capacity": "ten"}), "capacity", "Enter a whole number, 0 or more."),
        (json!({"registrationOpen": "yes"}), "registrationOpen", "Choose yes or no (true or false)."),
        (json!({"categoryCapacity": {"Men": -1}}), "categoryCapacity.Men", "Enter a whole number, 0 or more."),
    ];
    for (body, field, words) in cases {
        let res = app.json(Method::PUT, settings, Some(&admin), body.clone()).await;
        assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{body}: {}", res.text());
        let answer = res.json();
        assert_eq!(answer["errors"][field], json!([words]), "{body}: {answer}");
        let text = answer.to_string();
        for raw in ["invalid value", "invalid type", "expected", "u32", "line 1"] {
            assert!(!text.contains(raw), "{body}: parser text {raw:?} reached the answer: {text}");
        }
    }
    // A query string's parameter of the wrong kind is refused in plain words too.
    let res = app.get_as("/api/v1/user/all-users?page=-2", &admin).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text());
    let message = res.json()["message"].as_str().unwrap().to_owned();
    assert!(message.starts_with("The address's query is not accepted: "), "{message}");
    assert!(!message.contains("Failed to deserialize"), "{message}");
}
