//! Whole lists written as they are read: a JSON answer whose one array grows batch by batch, so a list of
//! 20,000 accounts never sits in memory at once (SPEC 7's lists are whole unless the client asks for a page).

use axum::body::{Body, Bytes};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use fest_app::AppError;
use futures_util::{Stream, StreamExt, stream};
use serde::Serialize;

/// `{"success":true,"<key>":[…]}` with the items of `batches`, each batch written as it arrives. An error once
/// the answer has begun cannot change its status any more: it is logged and the body is cut short, so the
/// client sees a broken answer rather than a partial list that looks whole.
pub fn json_list<T, S>(key: &'static str, batches: S) -> Response
where
    T: Serialize + Send + 'static,
    S: Stream<Item = Result<Vec<T>, AppError>> + Send + 'static,
{
    let head = Bytes::from(format!("{{\"success\":true,\"{key}\":["));
    let mut first = true;
    let items = batches.map(move |batch| {
        let batch = batch.map_err(|e| {
            tracing::error!(error = %e, list = key, "a whole list failed while being written");
            std::io::Error::other(format!("the {key} list could not be read"))
        })?;
        let mut out = Vec::new();
        for item in batch {
            if !std::mem::take(&mut first) {
                out.push(b',');
            }
            serde_json::to_writer(&mut out, &item).map_err(std::io::Error::other)?;
        }
        Ok::<_, std::io::Error>(Bytes::from(out))
    });
    let body =
        stream::once(async move { Ok(head) }).chain(items).chain(stream::once(async { Ok(Bytes::from_static(b"]}")) }));
    ([(header::CONTENT_TYPE, "application/json")], Body::from_stream(body)).into_response()
}

#[cfg(test)]
mod tests {
    use super::*;
    use http_body_util::BodyExt;

    async fn text(response: Response) -> Result<String, String> {
        let bytes = response.into_body().collect().await.map_err(|e| e.to_string())?.to_bytes();
        Ok(String::from_utf8_lossy(&bytes).into_owned())
    }

    #[tokio::test]
    async fn batches_make_one_array_and_an_empty_list_is_empty() {
        let batches = stream::iter(vec![Ok(vec![1, 2]), Ok(vec![]), Ok(vec![3])]);
        let body = text(json_list("items", batches)).await.expect("a body");
        assert_eq!(
            serde_json::from_str::<serde_json::Value>(&body).expect("JSON"),
            serde_json::json!({"success": true, "items": [1, 2, 3]})
        );
        let none = stream::iter(Vec::<Result<Vec<u8>, AppError>>::new());
        assert_eq!(text(json_list("items", none)).await.expect("a body"), r#"{"success":true,"items":[]}"#);
    }

    #[tokio::test]
    async fn an_error_midway_cuts_the_body_short() {
        let batches = stream::iter(vec![Ok(vec![1]), Err(AppError::Other("the database went away".into()))]);
        assert!(text(json_list("items", batches)).await.is_err(), "a broken answer, not a list that looks whole");
    }
}
