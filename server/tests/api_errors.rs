use crate::common;

use axum::http::{Method, StatusCode};
use common::TestApp;

#[tokio::test]
async fn unknown_api_paths_are_json_404s() {
    let app = TestApp::spawn().await;
    for path in ["/api/v1/nope", "/api/v1", "/api/v1/events/nothing/here"] {
        let res = app.get(path).await;
        assert_eq!(res.status, StatusCode::NOT_FOUND, "{path}");
        assert_eq!(res.json(), serde_json::json!({"success": false, "message": "Not found"}), "{path}");
    }
    let res = app.call(Method::POST, "/api/v1/nope", &[]).await;
    assert_eq!(res.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_wrong_method_is_405_with_allow_and_a_json_body() {
    let app = TestApp::spawn().await;
    let res = app.call(Method::DELETE, "/api/v1/health", &[]).await;
    assert_eq!(res.status, StatusCode::METHOD_NOT_ALLOWED);
    let allow = res.header("allow").expect("Allow header");
    assert!(allow.contains("GET"), "{allow}");
    assert_eq!(res.json(), serde_json::json!({"success": false, "message": "Method not allowed"}));
}

#[tokio::test]
async fn the_openapi_document_lists_every_api_route() {
    let app = TestApp::spawn().await;
    let res = app.get("/api/v1/openapi.json").await;
    assert_eq!(res.status, StatusCode::OK);
    assert!(res.header("content-type").unwrap().starts_with("application/json"));
    let doc = res.json();
    assert!(doc["openapi"].as_str().unwrap().starts_with("3."));
    let paths = doc["paths"].as_object().unwrap();
    for path in ["/api/v1/health", "/api/v1/openapi.json"] {
        assert!(paths.contains_key(path), "{path} missing from {:?}", paths.keys().collect::<Vec<_>>());
    }
    assert!(doc["components"]["schemas"]["ErrorBody"].is_object());
}

#[tokio::test]
async fn responses_carry_security_headers_and_are_compressed_when_asked() {
    let app = TestApp::spawn().await;
    let res = app.call(Method::GET, "/api/v1/openapi.json", &[("accept-encoding", "gzip")]).await;
    assert_eq!(res.header("x-content-type-options"), Some("nosniff"));
    assert_eq!(res.header("referrer-policy"), Some("strict-origin-when-cross-origin"));
    assert_eq!(res.header("content-encoding"), Some("gzip"));
}

#[tokio::test]
async fn answers_under_a_kilobyte_are_not_compressed_on_the_fly() {
    let app = TestApp::spawn().await;
    let (token, _) = app.sign_up("small", "small@example.com", "password123").await;
    let res = app
        .call(
            Method::GET,
            "/api/v1/user/me",
            &[("accept-encoding", "gzip, br"), ("authorization", &format!("Bearer {token}"))],
        )
        .await;
    assert_eq!(res.status, StatusCode::OK);
    assert!(res.body.len() < 1024, "{}", res.body.len());
    assert_eq!(res.header("content-encoding"), None, "a small answer costs no compression");
    let health = app.call(Method::GET, "/api/v1/health", &[("accept-encoding", "gzip")]).await;
    assert_eq!(health.header("content-encoding"), None);
}

/// Every source file under `dir`, with its path.
fn sources(dir: &std::path::Path) -> Vec<(std::path::PathBuf, String)> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap().map(Result::unwrap) {
        let path = entry.path();
        if path.is_dir() {
            out.extend(sources(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push((path.clone(), std::fs::read_to_string(&path).unwrap()));
        }
    }
    out
}

/// Statuses are chosen in one place (`ApiError::from(AppError)`): a controller that built its own 500 would
/// skip the logging of internal errors and could put its own words in the body.
#[test]
fn controllers_choose_no_status_of_their_own() {
    let controllers = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/controllers");
    let found = sources(&controllers);
    assert!(found.len() > 20, "the controllers were not found at {}", controllers.display());
    for (path, text) in found {
        for banned in ["ApiError::new(", "INTERNAL_SERVER_ERROR"] {
            assert!(!text.contains(banned), "{} builds a status itself ({banned})", path.display());
        }
    }
}

#[test]
fn an_internal_error_is_logged_and_answered_with_the_generic_message() {
    let e = fest_server::error::ApiError::from(fest_app::AppError::Other("the etag was not a header value".into()));
    assert_eq!(e.status, StatusCode::INTERNAL_SERVER_ERROR);
    assert_eq!(e.message, fest_server::error::INTERNAL_MESSAGE);
    assert!(!e.message.contains("etag"));
}

#[tokio::test]
async fn an_exhausted_database_pool_is_a_503_with_retry_after_and_nothing_stored() {
    let app = TestApp::spawn_with(&[
        ("db_max_connections", serde_json::json!(1)),
        ("db_acquire_timeout_ms", serde_json::json!(200)),
    ])
    .await;
    let sign_up = serde_json::json!({
        "username": "pool_tester", "email": "pool.tester@example.com", "password": "Secret#123",
        "confirmPassword": "Secret#123",
    });
    // Every connection is taken (on SQLite the readers' one and the writer's one; on PostgreSQL they are
    // one pool).
    use sea_orm::TransactionTrait;
    let held = app.ctx.db().begin().await.unwrap();
    let held_writer = if app.ctx.db().get_database_backend() == sea_orm::DbBackend::Sqlite {
        Some(app.ctx.writer().begin().await.unwrap())
    } else {
        None
    };
    let res = app.post("/api/v1/auth/signup/send-otp", sign_up.clone()).await;
    assert_eq!(res.status, StatusCode::SERVICE_UNAVAILABLE, "{}", res.text());
    assert_eq!(res.header("retry-after"), Some("2"));
    assert_eq!(
        res.json(),
        serde_json::json!({"success": false, "message": "The site is very busy right now. Please try again in a few seconds."})
    );
    held.rollback().await.unwrap();
    if let Some(w) = held_writer {
        w.rollback().await.unwrap();
    }
    // Nothing was stored: the same sign-up goes through once connections are free (no "code sent too
    // recently").
    let res = app.post("/api/v1/auth/signup/send-otp", sign_up).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
}
