//! Starting the server: bind, serve, shut down gracefully on SIGINT or SIGTERM.

use anyhow::Context as _;
use axum::serve::{ListenerExt, TapIo};
use fest_app::{Config, Context};
use tokio::net::{TcpListener, TcpStream};

use crate::router::{AppState, build_metrics_router, build_router};

pub async fn serve(config: Config) -> anyhow::Result<()> {
    // Refusals that only concern a server reachable from other machines come before anything else.
    config.check_serve()?;
    let bind = config.bind;
    // Bind first: a port in use is reported before any other work is done.
    let listener = TcpListener::bind(bind).await.with_context(|| format!("cannot listen on {bind}"))?;
    let ctx = Context::start(config).await?;
    // Registrations stored before their people were kept are indexed once, before any request is answered
    // (the one-team-per-event check reads only the index).
    let indexed = fest_app::services::registrations::index_unindexed(&ctx).await?;
    if indexed > 0 {
        tracing::info!(indexed, "registrations' people indexed");
    }
    if !crate::static_files::has_frontend() {
        tracing::warn!("the frontend is not built into this binary: run `make build` for the full site");
    }
    // Other servers on the same database: cache invalidations, and which one runs the background jobs.
    fest_app::cluster::start(&ctx);
    fest_app::services::reconciliation::spawn_reconciler(ctx.clone());
    fest_app::services::mail_queue::spawn_retrier(ctx.clone());
    fest_app::services::announcements::spawn_dispatcher(ctx.clone());
    fest_app::services::reminders::spawn_sender(ctx.clone());
    fest_app::services::push::spawn_sender(ctx.clone());
    fest_app::services::registrations::spawn_receipt_mailer(ctx.clone());
    fest_app::services::passes::spawn_unsent_sender(ctx.clone());
    fest_app::services::purge::spawn_purger(ctx.clone());
    fest_app::services::retention::spawn_retention(ctx.clone());
    fest_app::services::backup::spawn_daily(ctx.clone());
    fest_app::services::waitlist::spawn_sweeper(ctx.clone());
    let state = AppState::new(ctx.clone());
    let app = build_router(state.clone());
    if let Some(metrics_bind) = ctx.config().metrics_bind {
        let metrics = TcpListener::bind(metrics_bind)
            .await
            .with_context(|| format!("cannot listen on {metrics_bind} (FEST_METRICS_BIND)"))?;
        tracing::info!("metrics at http://{metrics_bind}/metrics");
        let router = build_metrics_router(state.clone());
        // Ends with the process: the metrics stay readable while the site finishes its requests.
        tokio::spawn(async move {
            if let Err(e) = axum::serve(metrics, router).await {
                tracing::error!(error = %e, "the metrics listener stopped");
            }
        });
    }
    let addr = listener.local_addr().context("listener address")?;
    tracing::info!("listening on http://{addr}");
    println!("Fest is running at http://{addr}");
    let grace = std::time::Duration::from_secs(u64::from(ctx.config().shutdown_grace_secs));
    let drain = std::time::Duration::from_secs(u64::from(ctx.config().shutdown_drain_secs));
    let closing = state.closing.clone();
    let site = axum::serve(without_delay(listener), app.into_make_service_with_connect_info::<std::net::SocketAddr>())
        .with_graceful_shutdown(stop(state, grace));
    // Once the live streams are told to end, the connections get `drain` to finish; a client that stops
    // reading, or a proxy that never acknowledges HTTP/2's closing ping, does not keep the process alive.
    let drained = async {
        closing.cancelled().await;
        tokio::time::sleep(drain).await;
    };
    tokio::select! {
        served = site => served.context("server error")?,
        () = drained => tracing::warn!(drain_secs = drain.as_secs(), "connections still open after the drain; closing them"),
    }
    // Receipts still being sent go out before the process ends (bounded, so a dead mail server cannot
    // keep it alive).
    if tokio::time::timeout(std::time::Duration::from_secs(10), ctx.finish_background()).await.is_err() {
        tracing::warn!("gave up waiting for background e-mails after 10 s");
    }
    tracing::info!("shut down cleanly");
    Ok(())
}

/// The listener with Nagle's algorithm off on every connection it accepts. A response the server writes in
/// parts (a whole list, an export) would otherwise wait, part after part, for the client's delayed
/// acknowledgement: about 40 ms each time.
fn without_delay(listener: TcpListener) -> TapIo<TcpListener, fn(&mut TcpStream)> {
    fn no_delay(tcp: &mut TcpStream) {
        if let Err(e) = tcp.set_nodelay(true) {
            tracing::debug!(error = %e, "cannot turn Nagle's algorithm off on a connection");
        }
    }
    listener.tap_io(no_delay as fn(&mut TcpStream))
}

/// Resolves when the server should stop taking connections: on the first SIGTERM or SIGINT it stops being
/// ready (`/readyz` answers 503), goes on serving for `grace` (a second signal cuts that short) so the proxy
/// in front has time to send new requests elsewhere, then lets axum finish the requests in progress.
async fn stop(state: AppState, grace: std::time::Duration) {
    shutdown_signal().await;
    state.stop_being_ready();
    if !grace.is_zero() {
        tracing::info!(grace_secs = grace.as_secs(), "not ready any more; serving until the grace period ends");
        tokio::select! {
            () = tokio::time::sleep(grace) => {},
            () = shutdown_signal() => {},
        }
    }
    // The live streams never end on their own: they end now, and the browsers reconnect to another server.
    state.closing.cancel();
}

async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = terminate => {},
    }
    tracing::info!("shutdown signal received; finishing in-flight requests");
}

#[cfg(test)]
mod tests {
    use axum::serve::Listener;

    #[tokio::test]
    async fn accepted_connections_send_without_delay() {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let mut listener = super::without_delay(listener);
        let client = tokio::net::TcpStream::connect(addr);
        let (client, (accepted, _)) = tokio::join!(client, listener.accept());
        assert!(accepted.nodelay().unwrap(), "the server's side of the connection still delays small writes");
        drop(client);
    }
}
