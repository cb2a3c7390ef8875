//! Whole lists written as they are read: a JSON answer whose one array grows batch by batch, so a list of
//! 20,000 accounts never sits in memory at once (SPEC 7's lists are whole unless the client asks for a page).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

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
    json_list_with(&serde_json::json!({"success": true}), key, batches)
}

/// As [`json_list`], with the fields of `head` (an object, written first) before the list.
pub fn json_list_with<H, T, S>(head: &H, key: &'static str, batches: S) -> Response
where
    H: Serialize + ?Sized,
    T: Serialize + Send + 'static,
    S: Stream<Item = Result<Vec<T>, AppError>> + Send + 'static,
{
    let mut first = true;
    let items = batches.map(move |batch| {
        let mut out = Vec::new();
        write_items(&mut out, &mut first, batch?)?;
        Ok(Bytes::from(out))
    });
    respond(open(head, key, b'['), items, key, b"]}")
}

/// `{"success":true,"<key>":{"<group>":[…],…}}`: batches tagged with their group, the batches of one group
/// coming one after the other (an event's registrations, then the next event's). A group with no batch is
/// left out.
pub fn json_groups<T, S>(key: &'static str, batches: S) -> Response
where
    T: Serialize + Send + 'static,
    S: Stream<Item = Result<(String, Vec<T>), AppError>> + Send + 'static,
{
    let mut group: Option<String> = None;
    let mut first = true;
    let items = batches.map(move |batch| {
        let (name, items) = batch?;
        let mut out = Vec::new();
        if group.as_deref() != Some(name.as_str()) {
            if group.is_some() {
                out.extend_from_slice(b"],");
            }
            serde_json::to_writer(&mut out, &name).map_err(AppError::other)?;
            out.extend_from_slice(b":[");
            group = Some(name);
            first = true;
        }
        write_items(&mut out, &mut first, items)?;
        Ok(Bytes::from(out))
    });
    // The last group's `]` closes with the answer; an answer without groups has none to close.
    let opened = Arc::new(AtomicBool::new(false));
    let seen = opened.clone();
    let items = items.inspect(move |_| seen.store(true, Ordering::Relaxed));
    let tail =
        stream::once(
            async move { Ok(Bytes::from_static(if opened.load(Ordering::Relaxed) { b"]}}" } else { b"}}" })) },
        );
    respond(open(&serde_json::json!({"success": true}), key, b'{'), items.chain(tail), key, b"")
}

/// The answer: `head`, the chunks (an error logged and the body cut short), then `tail`.
fn respond<S>(head: Bytes, chunks: S, key: &'static str, tail: &'static [u8]) -> Response
where
    S: Stream<Item = Result<Bytes, AppError>> + Send + 'static,
{
    let chunks = chunks.map(move |chunk| {
        chunk.map_err(|e| {
            tracing::error!(error = %e, list = key, "a whole list failed while being written");
            std::io::Error::other(format!("the {key} list could not be read"))
        })
    });
    let body = stream::once(async move { Ok(head) })
        .chain(chunks)
        .chain(stream::once(async move { Ok(Bytes::from_static(tail)) }));
    ([(header::CONTENT_TYPE, "application/json")], Body::from_stream(body)).into_response()
}

/// The head object without its closing brace, then `"<key>":` and the list's opening bracket.
fn open<H: Serialize + ?Sized>(head: &H, key: &str, bracket: u8) -> Bytes {
    let mut out = serde_json::to_vec(head).unwrap_or_else(|_| b"{}".to_vec());
    out.pop(); // the closing brace
    if out.len() > 1 {
        out.push(b',');
    }
    out.extend_from_slice(format!("\"{key}\":").as_bytes());
    out.push(bracket);
    Bytes::from(out)
}

fn write_items<T: Serialize>(out: &mut Vec<u8>, first: &mut bool, items: Vec<T>) -> Result<(), AppError> {
    for item in items {
        if !std::mem::take(first) {
            out.push(b',');
        }
        serde_json::to_writer(&mut *out, &item).map_err(AppError::other)?;
    }
    Ok(())
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
    async fn head_fields_come_before_the_list() {
        let batches = stream::iter(vec![Ok(vec!["a"]), Ok(vec!["b"])]);
        let head = serde_json::json!({"success": true, "event": "football"});
        let body = text(json_list_with(&head, "items", batches)).await.expect("a body");
        assert_eq!(
            serde_json::from_str::<serde_json::Value>(&body).expect("JSON"),
            serde_json::json!({"success": true, "event": "football", "items": ["a", "b"]})
        );
    }

    #[tokio::test]
    async fn groups_follow_each_other_and_no_group_is_an_empty_map() {
        let batches = stream::iter(vec![
            Ok(("athletics".to_owned(), vec![1, 2])),
            Ok(("athletics".to_owned(), vec![3])),
            Ok(("football".to_owned(), vec![4])),
        ]);
        let body = text(json_groups("registrations", batches)).await.expect("a body");
        assert_eq!(
            serde_json::from_str::<serde_json::Value>(&body).expect("JSON"),
            serde_json::json!({"success": true, "registrations": {"athletics": [1, 2, 3], "football": [4]}})
        );
        let none = stream::iter(Vec::<Result<(String, Vec<u8>), AppError>>::new());
        assert_eq!(
            text(json_groups("registrations", none)).await.expect("a body"),
            r#"{"success":true,"registrations":{}}"#
        );
    }

    #[tokio::test]
    async fn an_error_midway_cuts_the_body_short() {
        let batches = stream::iter(vec![Ok(vec![1]), Err(AppError::Other("the database went away".into()))]);
        assert!(text(json_list("items", batches)).await.is_err(), "a broken answer, not a list that looks whole");
    }
}
