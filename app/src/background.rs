//! CPU-only work nobody is waiting on (a pass's QR code, a receipt's PDF, an e-mail rendered and sealed after
//! the change it reports has committed) runs on a small pool of threads at a lower priority (a nice value of
//! about 10), not on the async workers that answer requests. In an opening-day rush every payment sends a
//! team's passes, up to 18 QR codes; run beside the answers, that work took the cores the answers needed.
//! The operating system now gives the answers the cores first and the pool what is left, so the e-mails go
//! out a little later under load and at once otherwise.

use std::sync::OnceLock;

use crate::AppError;

/// Threads of the pool: enough to keep up after a rush, few enough to leave the answers their cores.
const THREADS: usize = 2;
/// The pool's priority on the crate's 0-99 scale (about nice 10 on Linux).
const PRIORITY: u8 = 25;

fn pool() -> &'static rayon::ThreadPool {
    static POOL: OnceLock<rayon::ThreadPool> = OnceLock::new();
    POOL.get_or_init(|| {
        rayon::ThreadPoolBuilder::new()
            .num_threads(THREADS)
            .thread_name(|i| format!("fest-background-{i}"))
            .start_handler(|_| {
                let lower = thread_priority::ThreadPriorityValue::try_from(PRIORITY)
                    .map_err(|e| e.to_string())
                    .and_then(|value| {
                        thread_priority::set_current_thread_priority(thread_priority::ThreadPriority::Crossplatform(
                            value,
                        ))
                        .map_err(|e| e.to_string())
                    });
                if let Err(e) = lower {
                    tracing::warn!(error = %e, "background threads run at the normal priority");
                }
            })
            .build()
            .expect("the background thread pool starts")
    })
}

/// Runs `work` on the background pool and waits for its result without holding an async worker. A panic in
/// `work` is an error here, not the end of the process.
pub async fn run<T, F>(work: F) -> Result<T, AppError>
where
    T: Send + 'static,
    F: FnOnce() -> T + Send + 'static,
{
    let (tx, rx) = tokio::sync::oneshot::channel();
    pool().spawn(move || {
        let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(work));
        let _ = tx.send(result);
    });
    match rx.await {
        Ok(Ok(value)) => Ok(value),
        Ok(Err(_)) => Err(AppError::Other("background work panicked".into())),
        Err(_) => Err(AppError::Other("background work was dropped".into())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn work_runs_on_the_pool_and_a_panic_is_an_error() {
        let name = run(|| std::thread::current().name().map(str::to_owned)).await.unwrap();
        assert!(name.is_some_and(|n| n.starts_with("fest-background-")));
        assert!(run(|| -> u8 { panic!("boom") }).await.is_err());
        // The pool is still there after a panic.
        assert_eq!(run(|| 2 + 2).await.unwrap(), 4);
    }
}
