//! Configuration: defaults -> optional TOML file -> `FEST_*` environment variables (`__` for nesting).
//! Every setting has a default, so a fresh machine needs no file at all. Secrets are `SecretString`, whose
//! Debug output is redacted.

use std::net::SocketAddr;
use std::path::{Path, PathBuf};

use figment::Figment;
use figment::providers::{Env, Format, Serialized, Toml};
use secrecy::{ExposeSecret, SecretString};
use serde::{Deserialize, Serialize};

use crate::AppError;

/// The name of the config file read from the working directory when `FEST_CONFIG` is not set.
pub const DEFAULT_CONFIG_FILE: &str = "fest.toml";

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum LogFormat {
    /// Human-readable lines.
    #[default]
    Text,
    /// One JSON object per line, for log collectors.
    Json,
}

#[derive(Debug, Clone, Deserialize)]
pub struct Config {
    /// Address the HTTP server listens on.
    pub bind: SocketAddr,
    /// Where the server keeps its files (the SQLite database by default, the mail outbox, generated keys).
    pub data_dir: PathBuf,
    /// `sqlite://...` or `postgres://...`; defaults to `sqlite://<data_dir>/fest.db`.
    pub database_url: Option<SecretString>,
    /// Upper bound of pooled database connections.
    pub db_max_connections: u32,
    /// Log filter in `RUST_LOG` syntax.
    pub log: String,
    pub log_format: LogFormat,
    /// SMTP server for outgoing mail, e.g. `smtps://user:pass@smtp.example.org` (secret). Without it,
    /// each message is written as an .eml file under `outbox_dir`.
    pub smtp_url: Option<SecretString>,
    /// The From address of outgoing mail.
    pub mail_from: String,
    /// Where messages go when no SMTP server is configured; defaults to `<data_dir>/outbox`.
    pub outbox_dir: Option<PathBuf>,
    /// OAuth client id of the Google sign-in; Google sign-in is off without it.
    pub google_client_id: Option<String>,
    /// The JSON Web Key Set that signs Google ID tokens.
    pub google_jwks_url: String,
    /// Take the client address from the first X-Forwarded-For hop (only behind a trusted proxy).
    pub trust_proxy: bool,
    /// How long a session lasts, in hours.
    pub session_ttl_hours: u32,
    /// How long a server keeps a session it has looked up, in seconds (0: always ask the database). Changes
    /// made through the same server take effect at once; on other instances sharing a PostgreSQL database,
    /// a sign-out or a role change takes effect within this time.
    pub session_cache_secs: u32,
    /// Length of a rate-limit window, in seconds.
    pub rate_limit_window_secs: u32,
    /// Sign-in attempts allowed per client address and window.
    pub login_max_per_ip: u32,
    /// Sign-in attempts allowed per e-mail address and window.
    pub login_max_per_email: u32,
    /// How registrations are paid: `sandbox` (a local stand-in for Razorpay), `razorpay`, or `offline`
    /// (organisers mark registrations paid).
    pub payments: PaymentsMode,
    /// Base address of the Razorpay REST API.
    pub razorpay_api_base: String,
    /// Razorpay key id (public; the checkout widget gets it).
    pub razorpay_key_id: Option<String>,
    /// Razorpay key secret: signs payments (secret).
    pub razorpay_key_secret: Option<SecretString>,
    /// Razorpay webhook secret: signs webhook bodies (secret).
    pub razorpay_webhook_secret: Option<SecretString>,
    /// The sandbox delivers a signed webhook after each payment, as Razorpay would.
    pub sandbox_webhooks: bool,
    /// Base64 of 32 bytes: the AES-256-GCM key for Aadhaar numbers at rest (secret). Without it a key is
    /// generated once into `<data_dir>/data.key`.
    pub data_key: Option<SecretString>,
    /// Minutes after which an unpaid order expires and the user may register again.
    pub payment_expiry_minutes: u32,
    /// Minutes after which a pending order is checked with the gateway.
    pub reconcile_after_minutes: u32,
    /// Seconds between two runs of the background reconciliation (0: off).
    pub reconcile_interval_secs: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PaymentsMode {
    Sandbox,
    Razorpay,
    Offline,
}

impl PaymentsMode {
    pub fn as_str(self) -> &'static str {
        match self {
            PaymentsMode::Sandbox => "sandbox",
            PaymentsMode::Razorpay => "razorpay",
            PaymentsMode::Offline => "offline",
        }
    }
}

#[derive(Serialize)]
struct Defaults {
    bind: &'static str,
    data_dir: &'static str,
    db_max_connections: u32,
    log: &'static str,
    log_format: LogFormat,
    mail_from: &'static str,
    google_jwks_url: &'static str,
    trust_proxy: bool,
    session_ttl_hours: u32,
    session_cache_secs: u32,
    rate_limit_window_secs: u32,
    login_max_per_ip: u32,
    login_max_per_email: u32,
    payments: PaymentsMode,
    razorpay_api_base: &'static str,
    sandbox_webhooks: bool,
    payment_expiry_minutes: u32,
    reconcile_after_minutes: u32,
    reconcile_interval_secs: u32,
}

const DEFAULTS: Defaults = Defaults {
    bind: "127.0.0.1:8080",
    data_dir: "data",
    db_max_connections: 16,
    log: "info",
    log_format: LogFormat::Text,
    mail_from: "Infinito <no-reply@infinito.localhost>",
    google_jwks_url: "https://www.googleapis.com/oauth2/v3/certs",
    trust_proxy: false,
    session_ttl_hours: 7 * 24,
    session_cache_secs: 5,
    rate_limit_window_secs: 15 * 60,
    login_max_per_ip: 30,
    login_max_per_email: 10,
    payments: PaymentsMode::Sandbox,
    razorpay_api_base: "https://api.razorpay.com",
    sandbox_webhooks: true,
    payment_expiry_minutes: 120,
    reconcile_after_minutes: 10,
    reconcile_interval_secs: 60,
};

impl Config {
    /// Loads the configuration from the process environment: the file named by `FEST_CONFIG` (which must
    /// exist) or `fest.toml` when present, then `FEST_*` variables.
    pub fn load() -> Result<Self, AppError> {
        let file = std::env::var_os("FEST_CONFIG").map(PathBuf::from);
        Self::from_figment(&Self::figment(file.as_deref())?)
    }

    /// The built-in defaults alone: the base layer, and what tests start from.
    pub fn defaults() -> Figment {
        Figment::from(Serialized::defaults(DEFAULTS))
    }

    /// Extracts a configuration from layered sources.
    pub fn from_figment(figment: &Figment) -> Result<Self, AppError> {
        figment.extract().map_err(|e| config_error(&e))
    }

    /// The layered sources, for `load` and for tests that add their own layer on top.
    pub fn figment(file: Option<&Path>) -> Result<Figment, AppError> {
        let mut figment = Self::defaults();
        match file {
            Some(path) => {
                if !path.is_file() {
                    return Err(AppError::Config(format!(
                        "config file {} (FEST_CONFIG) does not exist",
                        path.display()
                    )));
                }
                figment = figment.merge(Toml::file_exact(path));
            }
            None if Path::new(DEFAULT_CONFIG_FILE).is_file() => {
                figment = figment.merge(Toml::file_exact(DEFAULT_CONFIG_FILE));
            }
            None => {}
        }
        Ok(figment.merge(Env::prefixed("FEST_").split("__").ignore(&["config"])))
    }

    /// The database URL in effect (the configured one, or the SQLite file under `data_dir`).
    pub fn database_url(&self) -> String {
        match &self.database_url {
            Some(url) => url.expose_secret().to_owned(),
            None => format!("sqlite://{}?mode=rwc", self.data_dir.join("fest.db").display()),
        }
    }
}

impl Config {
    /// The directory of the mail outbox.
    pub fn outbox_dir(&self) -> PathBuf {
        self.outbox_dir.clone().unwrap_or_else(|| self.data_dir.join("outbox"))
    }
}

fn config_error(e: &figment::Error) -> AppError {
    // figment errors can span several lines; a start-up error is one line.
    let text = e.to_string();
    AppError::Config(format!("invalid configuration: {}", text.split_whitespace().collect::<Vec<_>>().join(" ")))
}

#[cfg(test)]
#[allow(clippy::result_large_err)] // figment's Jail closures return its own (large) error type
mod tests {
    use super::*;
    use figment::Jail;

    #[test]
    fn defaults_need_no_file_and_no_environment() {
        Jail::expect_with(|_| {
            let config: Config = Config::figment(None).unwrap().extract().unwrap();
            assert_eq!(config.bind.to_string(), "127.0.0.1:8080");
            assert_eq!(config.database_url(), "sqlite://data/fest.db?mode=rwc");
            assert_eq!(config.log_format, LogFormat::Text);
            Ok(())
        });
    }

    #[test]
    fn environment_overrides_file_which_overrides_defaults() {
        Jail::expect_with(|jail| {
            jail.create_file("fest.toml", "bind = \"0.0.0.0:9000\"\nlog_format = \"json\"\n")?;
            let config: Config = Config::figment(None).unwrap().extract().unwrap();
            assert_eq!(config.bind.to_string(), "0.0.0.0:9000");
            jail.set_env("FEST_BIND", "127.0.0.1:9100");
            jail.set_env("FEST_DATABASE_URL", "postgres://fest:hunter2@localhost/fest");
            let config: Config = Config::figment(None).unwrap().extract().unwrap();
            assert_eq!(config.bind.to_string(), "127.0.0.1:9100");
            assert_eq!(config.log_format, LogFormat::Json);
            assert_eq!(config.database_url(), "postgres://fest:hunter2@localhost/fest");
            Ok(())
        });
    }

    #[test]
    fn secrets_are_hidden_in_debug_output() {
        Jail::expect_with(|jail| {
            jail.set_env("FEST_DATABASE_URL", "postgres://fest:hunter2@localhost/fest");
            let config: Config = Config::figment(None).unwrap().extract().unwrap();
            let debug = format!("{config:?}");
            assert!(!debug.contains("hunter2"), "{debug}");
            Ok(())
        });
    }

    #[test]
    fn a_missing_explicit_config_file_is_an_error() {
        let err = Config::figment(Some(Path::new("/nonexistent/fest.toml"))).unwrap_err();
        assert!(err.to_string().contains("does not exist"));
    }
}
