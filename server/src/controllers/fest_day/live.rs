//! GET /api/v1/live: the live updates as server-sent events.

use std::convert::Infallible;

use axum::extract::State;
use axum::http::header;
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use fest_app::live::Follower;
use futures_util::stream::{self, Stream};
use tokio::sync::broadcast::error::RecvError;
use tokio_util::sync::CancellationToken;

use crate::AppState;

/// How often an idle stream sends a comment, so proxies and phones keep the connection open.
pub const KEEP_ALIVE: std::time::Duration = std::time::Duration::from_secs(15);

enum Step {
    Hello,
    Follow,
}

fn events(follower: Follower, closing: CancellationToken) -> impl Stream<Item = Result<Event, Infallible>> {
    stream::unfold((follower, closing, Step::Hello), |(mut follower, closing, step)| async move {
        if let Step::Hello = step {
            // Sent at once: the page knows it is following and reads what it shows afresh.
            let event = Event::default().event("ready").data("{}");
            return Some((Ok(event), (follower, closing, Step::Follow)));
        }
        let event = tokio::select! {
            () = closing.cancelled() => return None,
            update = follower.updates.recv() => match update {
                Ok(json) => Event::default().event("update").data(&*json),
                // Fell behind: the page reads everything again.
                Err(RecvError::Lagged(_)) => Event::default().event("resync").data("{}"),
                Err(RecvError::Closed) => return None,
            },
        };
        Some((Ok(event), (follower, closing, Step::Follow)))
    })
}

/// The live updates, as server-sent events: `ready` once connected, then an `update` for every result,
/// match moved or fixtures published (a `LiveUpdate` as JSON: which set, its new version and the matches
/// changed), and `resync` when the connection fell behind and the page should read everything again.
#[utoipa::path(get, path = "/live", tag = "fest day",
    responses((status = 200, content_type = "text/event-stream",
        description = "Server-sent events: `ready`, `update` (a LiveUpdate as JSON) and `resync`")))]
pub async fn live_stream(State(state): State<AppState>) -> Response {
    let follower = state.ctx.live().follow();
    let sse = Sse::new(events(follower, state.closing.clone())).keep_alive(KeepAlive::new().interval(KEEP_ALIVE));
    // A proxy must pass each event on at once rather than buffer the answer.
    ([(header::CACHE_CONTROL, "no-cache"), (header::HeaderName::from_static("x-accel-buffering"), "no")], sse)
        .into_response()
}
