//! Logging through tracing: text for people, JSON (`FEST_LOG_FORMAT=json`) for production.

use std::io::IsTerminal as _;

use fest_app::config::{Config, LogFormat};
use tracing_subscriber::EnvFilter;

pub fn init(config: &Config) {
    let filter = EnvFilter::try_new(&config.log).unwrap_or_else(|_| EnvFilter::new("info"));
    // Colours on a terminal only: a log file or the journal gets the text without escape codes (which
    // also spares every request's log line the cost of writing them).
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(std::io::stderr().is_terminal());
    // A second init (tests) is not an error worth failing for.
    let _ = match config.log_format {
        LogFormat::Text => builder.try_init(),
        LogFormat::Json => builder.json().flatten_event(true).try_init(),
    };
}
