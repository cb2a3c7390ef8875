//! Logging through tracing: text for people, JSON (`FEST_LOG_FORMAT=json`) for production.
//!
//! Lines go to stderr. A runtime worker thread keeps the request log's lines while it has work and writes
//! them out in one go when it runs out of work (or has 64 KB of them): under load the request log costs one
//! system call per many requests rather than one per request, and an idle server's lines appear at once.
//! Other lines, and every line of other threads (the main thread, blocking tasks, the database's threads),
//! are written as they come.
//!
//! Measured with `fest-bench --scenarios robots` on 2 cores: a line written per request cost 7 points of the
//! bare-axum ceiling (72 % against 78-80 % with `FEST_LOG=warn`). tracing-appender's non-blocking writer
//! was tried first: its thread spun on an empty channel and took 13 % of the CPU away from the server.

use std::cell::RefCell;
use std::io::{IsTerminal as _, Write};

use fest_app::config::{Config, LogFormat};
use tracing_subscriber::EnvFilter;
use tracing_subscriber::fmt::MakeWriter;

/// What a worker keeps before it writes out, even while it still has work.
const BUFFER_BYTES: usize = 64 * 1024;

thread_local! {
    /// The lines this thread has logged and not written yet; `None` while the thread writes each line at once.
    static PENDING: RefCell<Pending> = const { RefCell::new(Pending(None)) };
}

/// A thread's pending lines, written out when the thread ends as well.
struct Pending(Option<Vec<u8>>);

impl Pending {
    fn write_out(&mut self) {
        if let Some(lines) = self.0.as_mut().filter(|lines| !lines.is_empty()) {
            // Under stderr's lock: another thread's lines never land in the middle of these.
            let _ = std::io::stderr().lock().write_all(lines);
            lines.clear();
        }
    }
}

impl Drop for Pending {
    fn drop(&mut self) {
        self.write_out();
    }
}

pub fn init(config: &Config) {
    let filter = EnvFilter::try_new(&config.log).unwrap_or_else(|_| EnvFilter::new("info"));
    // Colours on a terminal only: a log file or the journal gets the text without escape codes (which
    // also spares every request's log line the cost of writing them).
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(Stderr { keep: false })
        .with_ansi(std::io::stderr().is_terminal());
    // A second init (tests) is not an error worth failing for.
    let _ = match config.log_format {
        LogFormat::Text => builder.try_init(),
        LogFormat::Json => builder.json().flatten_event(true).try_init(),
    };
}

/// Makes the runtime's worker threads keep their lines while they have work (see the module's comment). A
/// worker starts keeping them once it has waited for work for the first time, and writes them out each time it
/// is about to wait again; the blocking pool's threads never wait this way, so they write each line at once.
pub fn buffer_on_workers(runtime: &mut tokio::runtime::Builder) -> &mut tokio::runtime::Builder {
    runtime
        .on_thread_unpark(|| {
            PENDING.with_borrow_mut(|pending| {
                pending.0.get_or_insert_with(|| Vec::with_capacity(BUFFER_BYTES));
            })
        })
        .on_thread_park(|| PENDING.with_borrow_mut(Pending::write_out))
        .on_thread_stop(|| PENDING.with_borrow_mut(Pending::write_out))
}

/// The log's destination: stderr. The request log's lines go through this thread's pending lines when it
/// keeps them; any other line (start-up, errors, the background jobs) is written at once, after this thread's
/// pending lines, so it is neither held back nor put before what was logged earlier.
#[derive(Debug, Clone, Copy)]
struct Stderr {
    keep: bool,
}

impl<'a> MakeWriter<'a> for Stderr {
    type Writer = Stderr;

    fn make_writer(&'a self) -> Stderr {
        Stderr { keep: false }
    }

    fn make_writer_for(&'a self, meta: &tracing::Metadata<'_>) -> Stderr {
        Stderr { keep: meta.target() == crate::middleware::REQUEST_LOG }
    }
}

impl Write for Stderr {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let written = PENDING.try_with(|pending| {
            // Borrowed only while lines are being written out, which logs nothing.
            let Ok(mut pending) = pending.try_borrow_mut() else { return None };
            let lines = pending.0.as_mut()?;
            if self.keep {
                lines.extend_from_slice(buf);
                if lines.len() >= BUFFER_BYTES {
                    pending.write_out();
                }
                return Some(Ok(buf.len()));
            }
            let mut stderr = std::io::stderr().lock();
            let result = stderr.write_all(lines).and_then(|()| stderr.write_all(buf));
            lines.clear();
            Some(result.map(|()| buf.len()))
        });
        match written {
            Ok(Some(result)) => result,
            _ => std::io::stderr().lock().write_all(buf).map(|()| buf.len()),
        }
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_worker_keeps_its_lines_until_it_waits_and_other_threads_write_at_once() {
        // A thread that is not a worker keeps nothing.
        let mut writer = Stderr { keep: true };
        assert_eq!(writer.write(b"at once\n").ok(), Some(8));
        assert!(PENDING.with_borrow(|pending| pending.0.is_none()));

        // A worker (here: this thread, marked as one) keeps its lines until it is about to wait ...
        PENDING.with_borrow_mut(|pending| pending.0 = Some(Vec::new()));
        assert_eq!(writer.write(b"kept 1\n").ok(), Some(7));
        assert_eq!(writer.write(b"kept 2\n").ok(), Some(7));
        assert_eq!(PENDING.with_borrow(|pending| pending.0.clone()), Some(b"kept 1\nkept 2\n".to_vec()));
        // ... and writes them out then.
        PENDING.with_borrow_mut(Pending::write_out);
        assert_eq!(PENDING.with_borrow(|pending| pending.0.clone()), Some(Vec::new()));

        // Any other line is written at once, after what the thread kept.
        assert_eq!(writer.write(b"kept 3\n").ok(), Some(7));
        assert_eq!(Stderr { keep: false }.write(b"at once\n").ok(), Some(8));
        assert_eq!(PENDING.with_borrow(|pending| pending.0.clone()), Some(Vec::new()));

        PENDING.with_borrow_mut(|pending| pending.0 = None);
    }

    #[test]
    fn a_runtime_worker_keeps_request_lines_while_busy_and_writes_them_out_when_it_waits() {
        let runtime = buffer_on_workers(tokio::runtime::Builder::new_multi_thread().worker_threads(1).enable_time())
            .build()
            .unwrap_or_else(|e| panic!("runtime: {e}"));
        let pending = || PENDING.with_borrow(|pending| pending.0.clone());
        let nap = || tokio::time::sleep(std::time::Duration::from_millis(20));
        runtime.block_on(async {
            // On the worker, after it has waited once (for the nap): the request line is kept.
            let kept = tokio::spawn(async move {
                nap().await;
                Stderr { keep: true }.write_all(b"a request line kept by the worker\n").ok();
                pending()
            });
            assert_eq!(kept.await.ok().flatten(), Some(b"a request line kept by the worker\n".to_vec()));
            // The worker has waited since (for this task's nap): nothing is left.
            let left = tokio::spawn(async move {
                nap().await;
                pending()
            });
            assert_eq!(left.await.ok().flatten(), Some(Vec::new()));
        });
        // The thread running `block_on` is not a worker: it writes at once.
        assert_eq!(pending(), None);
    }
}
