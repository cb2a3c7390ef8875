//! Logging through tracing: text for people, JSON (`FEST_LOG_FORMAT=json`) for production.

use fest_app::config::{Config, LogFormat};
use tracing_subscriber::EnvFilter;

pub fn init(config: &Config) {
    let filter = EnvFilter::try_new(&config.log).unwrap_or_else(|_| EnvFilter::new("info"));
    let builder = tracing_subscriber::fmt().with_env_filter(filter).with_writer(std::io::stderr);
    // A second init (tests) is not an error worth failing for.
    let _ = match config.log_format {
        LogFormat::Text => builder.try_init(),
        LogFormat::Json => builder.json().flatten_event(true).try_init(),
    };
}
