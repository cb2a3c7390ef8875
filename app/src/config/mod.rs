//! Configuration: defaults -> optional TOML file -> `FEST_*` environment variables (`__` for nesting).
//! Every setting has a default, so a fresh machine needs no file at all. Secrets are `SecretString`, whose
//! Debug output is redacted.

use std::net::SocketAddr;
use std::path::{Path, PathBuf};

use figment::Figment;
use figment::providers::{Env, Format, Serialized, Toml};
use ipnet::IpNet;
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
    /// Milliseconds a request waits for a free database connection; after that it is answered 503 with
    /// Retry-After (the site is busy) instead of waiting on.
    pub db_acquire_timeout_ms: u32,
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
    /// The reverse proxies in front of the server (CIDR blocks). A request from one of them is attributed
    /// to the rightmost X-Forwarded-For hop that is not itself a trusted proxy; without any, the socket's
    /// peer address is the client. A TOML list, or a comma-separated string in `FEST_TRUSTED_PROXIES`.
    #[serde(deserialize_with = "cidr_list")]
    pub trusted_proxies: Vec<IpNet>,
    /// The push services a browser's subscription may name (a host, or a domain and its subdomains): the
    /// server sends notifications to no other address, so a subscription cannot make it post elsewhere. A
    /// TOML list, or a comma-separated string in `FEST_PUSH_HOSTS`.
    #[serde(deserialize_with = "host_list")]
    pub push_hosts: Vec<String>,
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
    /// Searches for people without their pass (`GET /checkin/search`) allowed per volunteer and minute.
    pub checkin_search_per_minute: u32,
    /// The fest's last day: until it is over, an account with a paid registration cannot be deleted.
    pub last_day: chrono::NaiveDate,
    /// How registrations are paid: `sandbox` (a local stand-in for Razorpay), `razorpay`, `upi` (payers pay
    /// the organisers' UPI id and submit the UTR; organisers confirm from the bank statement), or `offline`
    /// (organisers mark registrations paid).
    pub payments: PaymentsMode,
    /// The organisers' UPI id (VPA, `name@handle`) that payers pay in `upi` mode.
    pub upi_id: Option<String>,
    /// The payee name UPI apps show beside the UPI id (`upi` mode).
    pub upi_payee_name: Option<String>,
    /// Hours an order whose payer submitted a UTR keeps its place while the organisers check the bank
    /// statement (`upi` mode); after that it expires like any unpaid order, and a payment confirmed later
    /// is a late payment.
    pub upi_review_hours: u32,
    /// Base address of the Razorpay REST API.
    pub razorpay_api_base: String,
    /// Milliseconds the server waits for an answer of the Razorpay REST API. A refund call that gets no answer
    /// in time is recorded as of unknown outcome, and the gateway's list of the payment's refunds is read
    /// before it is tried again.
    pub razorpay_timeout_ms: u32,
    /// Razorpay key id (public; the checkout widget gets it).
    pub razorpay_key_id: Option<String>,
    /// Razorpay key secret: signs payments (secret).
    pub razorpay_key_secret: Option<SecretString>,
    /// Razorpay webhook secret: signs webhook bodies (secret).
    pub razorpay_webhook_secret: Option<SecretString>,
    /// The sandbox delivers a signed webhook after each payment, as Razorpay would.
    pub sandbox_webhooks: bool,
    /// The public 100 INR payment test page with the live Razorpay gateway (it is always on with the sandbox,
    /// and off in offline mode).
    pub payment_test_page: bool,
    /// Base64 of 32 bytes: the AES-256-GCM key for Aadhaar numbers at rest (secret). Without it a key is
    /// generated once into `<data_dir>/data.key`.
    pub data_key: Option<SecretString>,
    /// Minutes after which an unpaid order expires and the user may register again.
    pub payment_expiry_minutes: u32,
    /// Paise kept from the refund when an owner cancels a paid registration.
    pub cancellation_fee_paise: u64,
    /// Percent taken off a registration that names a CA's referral code and no discount code (0: none; at
    /// most 100). A discount code and a referral discount do not stack: the larger applies.
    pub referral_discount_percent: u32,
    /// Hours a team offered a freed place from an event's waiting list has to pay for it.
    pub waitlist_offer_hours: u32,
    /// Minutes after which a pending order is checked with the gateway.
    pub reconcile_after_minutes: u32,
    /// Seconds between two runs of the background reconciliation (0: off).
    pub reconcile_interval_secs: u32,
    /// A file holding the data key (base64 of 32 bytes), e.g. a mounted secret: the alternative to
    /// `data_key`. Outside loopback `fest serve` needs one of the two, as a key generated beside the database
    /// does not protect a stolen volume.
    pub data_key_file: Option<PathBuf>,
    /// The address the site is reached at, e.g. `https://fest.example.org`. When it is https, responses
    /// carry Strict-Transport-Security.
    pub public_url: Option<String>,
    /// Seconds between two runs of the background purge of expired sessions, sign-ups, rate-limit windows
    /// and old webhook ids (0: off).
    pub purge_interval_secs: u32,
    /// Seconds between two runs of the job that retries e-mails the mail server did not take (0: off).
    pub mail_retry_interval_secs: u32,
    /// Where `fest backup` and the daily backup write backups; defaults to `<data_dir>/backups`.
    pub backup_dir: Option<PathBuf>,
    /// The daily backup: off (`false`, the default), on at 03:00 India time (`true`), or the hour (0-23, India
    /// time) it is made at. A server that finds the last one missing (it was down) makes it at once.
    #[serde(deserialize_with = "daily_hour")]
    pub backup_daily: Option<u32>,
    /// How many daily backups are kept (the oldest go); at least 1. Backups made with `fest backup` are
    /// never removed.
    pub backup_keep: u32,
    /// The start of every receipt and credit note number (`INF` gives `INF/26-27/000123` and
    /// `INFC/26-27/00001`): 1 to 3 capital letters or digits, so a number stays within the 16 characters of
    /// CGST Rule 46.
    #[serde(deserialize_with = "text")]
    pub receipt_prefix: String,
    /// The organisers' legal name on receipts and invoices (default: the fest's name).
    pub organiser_name: Option<String>,
    /// The organisers' address on receipts and invoices (default: the fest's address).
    pub organiser_address: Option<String>,
    /// The grievance officer's name on the grievance page (DPDP Act; default: none, the page names the
    /// office).
    #[serde(default, deserialize_with = "text_opt")]
    pub grievance_officer: Option<String>,
    /// Where grievances go and who answers them (default: the fest's e-mail address).
    #[serde(default, deserialize_with = "text_opt")]
    pub grievance_email: Option<String>,
    /// Days after the fest's last day that accounts and their personal data are kept; then each owner is
    /// e-mailed and, 48 hours later, the account is erased as if its owner had deleted it (receipts stay,
    /// without names). Staff accounts are kept. 0: never erased automatically.
    pub retention_days: u32,
    /// The organisers' GSTIN. With one, every receipt is a tax invoice (taxable value, CGST and SGST or IGST)
    /// and every refund's credit note shows the tax it takes back; checked (format and check character) at
    /// start-up.
    #[serde(default, deserialize_with = "text_opt")]
    pub gstin: Option<String>,
    /// The two-digit GST state code of the place of supply (where the fest is held); default: the GSTIN's
    /// state. The same state as the GSTIN's is tax within one state (CGST + SGST), another is IGST.
    #[serde(default, deserialize_with = "text_opt")]
    pub place_of_supply: Option<String>,
    /// The SAC (services accounting code) on invoices: 999651, sports and recreational sports event promotion
    /// and organisation services.
    #[serde(deserialize_with = "text")]
    pub sac_code: String,
    /// The GST rate in percent (`18`, `2.5`), or `exempt`. Amounts paid include the tax.
    #[serde(deserialize_with = "text")]
    pub gst_rate: String,
    /// A bearer token that opens `GET /metrics` on the site's address (secret). Metrics are off unless this
    /// or `metrics_bind` is set.
    pub metrics_token: Option<SecretString>,
    /// A private address of its own for `GET /metrics` (and `/livez`, `/readyz`), e.g. `127.0.0.1:9464`, for a
    /// Prometheus on the same machine or network. Metrics are off unless this or `metrics_token` is set.
    pub metrics_bind: Option<SocketAddr>,
    /// Seconds a server told to stop (SIGTERM) goes on serving while `/readyz` already says it is not ready,
    /// so the proxy in front stops sending it requests first (0: stop at once; a second signal cuts the wait
    /// short). Requests in progress are finished either way.
    pub shutdown_grace_secs: u32,
    /// Seconds a stopping server waits, after the grace period, for its connections to finish before it exits
    /// anyway: a client that stops reading (or never answers an HTTP/2 ping) cannot hold it up for ever.
    pub shutdown_drain_secs: u32,
    /// Whether `payments` was chosen in the file or the environment rather than left at its default (set by
    /// [`Config::load`]; the start-up check of `fest serve` reads it).
    #[serde(skip)]
    pub payments_explicit: bool,
}

mod checks;
mod de;
mod payments_mode;
#[cfg(test)]
mod tests;

use de::{cidr_list, daily_hour, host_list, text, text_opt};
pub use payments_mode::PaymentsMode;

#[derive(Serialize)]
struct Defaults {
    bind: &'static str,
    data_dir: &'static str,
    db_max_connections: u32,
    db_acquire_timeout_ms: u32,
    log: &'static str,
    log_format: LogFormat,
    mail_from: &'static str,
    google_jwks_url: &'static str,
    trusted_proxies: [&'static str; 0],
    push_hosts: [&'static str; 5],
    session_ttl_hours: u32,
    session_cache_secs: u32,
    rate_limit_window_secs: u32,
    login_max_per_ip: u32,
    login_max_per_email: u32,
    checkin_search_per_minute: u32,
    last_day: &'static str,
    payments: PaymentsMode,
    upi_review_hours: u32,
    razorpay_api_base: &'static str,
    razorpay_timeout_ms: u32,
    sandbox_webhooks: bool,
    payment_test_page: bool,
    payment_expiry_minutes: u32,
    cancellation_fee_paise: u64,
    referral_discount_percent: u32,
    waitlist_offer_hours: u32,
    reconcile_after_minutes: u32,
    reconcile_interval_secs: u32,
    purge_interval_secs: u32,
    retention_days: u32,
    mail_retry_interval_secs: u32,
    backup_daily: bool,
    backup_keep: u32,
    receipt_prefix: &'static str,
    sac_code: &'static str,
    gst_rate: &'static str,
    shutdown_grace_secs: u32,
    shutdown_drain_secs: u32,
}

const DEFAULTS: Defaults = Defaults {
    bind: "127.0.0.1:8080",
    data_dir: "data",
    db_max_connections: 16,
    db_acquire_timeout_ms: 10_000,
    log: "info",
    log_format: LogFormat::Text,
    mail_from: "Infinito <no-reply@infinito.localhost>",
    google_jwks_url: "https://www.googleapis.com/oauth2/v3/certs",
    trusted_proxies: [],
    // Chrome and Edge (Firebase), Firefox, Windows, Safari.
    push_hosts: [
        "fcm.googleapis.com",
        "push.services.mozilla.com",
        "notify.windows.com",
        "push.apple.com",
        "web.push.apple.com",
    ],
    session_ttl_hours: 7 * 24,
    session_cache_secs: 5,
    rate_limit_window_secs: 15 * 60,
    login_max_per_ip: 30,
    login_max_per_email: 10,
    checkin_search_per_minute: 20,
    last_day: fest_shared::fest::FEST.last_day,
    payments: PaymentsMode::Sandbox,
    upi_review_hours: 72,
    razorpay_api_base: "https://api.razorpay.com",
    razorpay_timeout_ms: 15_000,
    sandbox_webhooks: true,
    payment_test_page: false,
    payment_expiry_minutes: 120,
    cancellation_fee_paise: 0,
    referral_discount_percent: 0,
    waitlist_offer_hours: 24,
    reconcile_after_minutes: 10,
    reconcile_interval_secs: 60,
    purge_interval_secs: 3600,
    retention_days: fest_shared::consent::DEFAULT_RETENTION_DAYS,
    mail_retry_interval_secs: 15,
    backup_daily: false,
    backup_keep: 7,
    receipt_prefix: "INF",
    sac_code: "999651",
    gst_rate: "18",
    shutdown_grace_secs: 0,
    shutdown_drain_secs: 30,
};

impl Config {
    /// Loads the configuration from the process environment: the file named by `FEST_CONFIG` (which must
    /// exist) or `fest.toml` when present, then `FEST_*` variables.
    pub fn load() -> Result<Self, AppError> {
        let file = std::env::var_os("FEST_CONFIG").map(PathBuf::from);
        let mut config = Self::from_figment(&Self::figment(file.as_deref())?)?;
        config.payments_explicit = Self::sources(file.as_deref())?.find_value("payments").is_ok();
        Ok(config)
    }

    /// The built-in defaults alone: the base layer, and what tests start from.
    pub fn defaults() -> Figment {
        Figment::from(Serialized::defaults(DEFAULTS))
    }

    /// Extracts a configuration from layered sources.
    pub fn from_figment(figment: &Figment) -> Result<Self, AppError> {
        let config: Self = figment.extract().map_err(|e| config_error(&e))?;
        if config.referral_discount_percent > 100 {
            return Err(AppError::Config(format!(
                "invalid configuration: referral_discount_percent is {}, at most 100",
                config.referral_discount_percent
            )));
        }
        if config.waitlist_offer_hours == 0 {
            // An offer of no time would lapse before its e-mail arrived.
            return Err(AppError::Config("invalid configuration: waitlist_offer_hours is 0, at least 1".to_owned()));
        }
        if config.backup_keep == 0 {
            return Err(AppError::Config("invalid configuration: backup_keep is 0, at least 1".to_owned()));
        }
        if config.razorpay_timeout_ms == 0 {
            return Err(AppError::Config("invalid configuration: razorpay_timeout_ms is 0, at least 1".to_owned()));
        }
        config.check_receipts()?;
        Ok(config)
    }

    /// The layered sources, for `load` and for tests that add their own layer on top.
    pub fn figment(file: Option<&Path>) -> Result<Figment, AppError> {
        Ok(Self::defaults().merge(Self::sources(file)?))
    }

    /// What the operator set: the TOML file and the environment, without the defaults.
    fn sources(file: Option<&Path>) -> Result<Figment, AppError> {
        let mut figment = Figment::new();
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

fn config_error(e: &figment::Error) -> AppError {
    // figment errors can span several lines; a start-up error is one line.
    let text = e.to_string();
    AppError::Config(format!("invalid configuration: {}", text.split_whitespace().collect::<Vec<_>>().join(" ")))
}
