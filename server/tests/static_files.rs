//! The website served by the binary. Needs the built frontend (`make frontend`; `make test` builds it first).

use crate::common;

use axum::http::{Method, StatusCode};
use common::TestApp;

fn dist() -> std::path::PathBuf {
    let dist = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../frontend/dist");
    assert!(dist.join("index.html").exists(), "frontend/dist is not built: run `make frontend` first");
    dist
}

/// A hashed script of the build, as a URL path.
fn some_asset() -> String {
    let entry = std::fs::read_dir(dist().join("assets"))
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .find(|name| name.ends_with(".js"))
        .expect("a .js asset in frontend/dist/assets");
    format!("/assets/{entry}")
}

#[tokio::test]
async fn index_html_answers_the_root_and_every_client_route() {
    let app = TestApp::spawn().await;
    let index = std::fs::read_to_string(dist().join("index.html")).unwrap();
    for path in ["/", "/event/ins", "/events/football", "/account/", "/admin/events/chess", "/rulebook/chess"] {
        let res = app.get(path).await;
        assert_eq!(res.status, StatusCode::OK, "{path}");
        assert!(res.header("content-type").unwrap().starts_with("text/html"), "{path}");
        assert_eq!(res.header("cache-control"), Some("no-cache"), "{path}");
        assert_eq!(res.text(), index, "{path}");
    }
}

#[tokio::test]
async fn an_address_that_is_no_page_is_404_with_the_not_found_page() {
    let app = TestApp::spawn().await;
    let index = std::fs::read_to_string(dist().join("index.html")).unwrap();
    for path in ["/some/client/route", "/events/no-such-event", "/rulebook/nothing", "/admin/nope", "/aboutUs3"] {
        let res = app.get(path).await;
        assert_eq!(res.status, StatusCode::NOT_FOUND, "{path}");
        assert!(res.header("content-type").unwrap().starts_with("text/html"), "{path}");
        assert_eq!(res.text(), index, "{path}: the frontend draws its not-found page");
        // Asked again with the document's entity tag, it is still a 404 with the page, never a 304.
        let etag = res.header("etag").expect("an entity tag").to_owned();
        let again = app.call(Method::GET, path, &[("if-none-match", etag.as_str())]).await;
        assert_eq!(again.status, StatusCode::NOT_FOUND, "{path}");
        assert_eq!(again.text(), index, "{path}");
    }
}

#[tokio::test]
async fn hashed_assets_are_cached_for_a_year_and_served_precompressed() {
    let app = TestApp::spawn().await;
    let asset = some_asset();
    let plain = app.get(&asset).await;
    assert_eq!(plain.status, StatusCode::OK);
    assert_eq!(plain.header("cache-control"), Some("public, max-age=31536000, immutable"));
    assert!(plain.header("content-type").unwrap().contains("javascript"));
    assert_eq!(plain.header("content-encoding"), None);

    let br = app.call(Method::GET, &asset, &[("accept-encoding", "gzip, br")]).await;
    assert_eq!(br.header("content-encoding"), Some("br"));
    assert!(br.body.len() < plain.body.len());
    assert_eq!(br.header("vary"), Some("accept-encoding"));

    let gz = app.call(Method::GET, &asset, &[("accept-encoding", "gzip")]).await;
    assert_eq!(gz.header("content-encoding"), Some("gzip"));
}

#[tokio::test]
async fn an_unchanged_file_is_304_and_a_missing_file_is_404() {
    let app = TestApp::spawn().await;
    let asset = some_asset();
    let first = app.get(&asset).await;
    let etag = first.header("etag").expect("an ETag").to_owned();
    let again = app.call(Method::GET, &asset, &[("if-none-match", &etag)]).await;
    assert_eq!(again.status, StatusCode::NOT_MODIFIED);
    assert!(again.body.is_empty());

    assert_eq!(app.get("/assets/missing-0000.js").await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.call(Method::POST, "/", &[]).await.status, StatusCode::METHOD_NOT_ALLOWED);
}
