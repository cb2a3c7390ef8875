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
    /// The start of every receipt and credit note number (`INF` gives `INF/26-27/000123` and
    /// `INFC/26-27/00001`): 1 to 3 capital letters or digits, so a number stays within the 16 characters of
    /// CGST Rule 46.
    #[serde(deserialize_with = "text")]
    pub receipt_prefix: String,
    /// The organisers' legal name on receipts and invoices (default: the fest's name).
    pub organiser_name: Option<String>,
    /// The organisers' address on receipts and invoices (default: the fest's address).
    pub organiser_address: Option<String>,
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
    /// Whether `payments` was chosen in the file or the environment rather than left at its default (set by
    /// [`Config::load`]; the start-up check of `fest serve` reads it).
    #[serde(skip)]
    pub payments_explicit: bool,
}

/// How the site takes money; also stored on each registration as the mode that took its money.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, sea_orm::EnumIter, sea_orm::DeriveActiveEnum,
)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = PaymentMode))]
#[serde(rename_all = "lowercase")]
#[sea_orm(rs_type = "String", db_type = "String(sea_orm::sea_query::StringLen::None)")]
pub enum PaymentsMode {
    #[sea_orm(string_value = "sandbox")]
    Sandbox,
    #[sea_orm(string_value = "razorpay")]
    Razorpay,
    #[sea_orm(string_value = "offline")]
    Offline,
    /// Paid to the organisers' UPI id without a gateway: the payer submits the UTR, the organisers confirm
    /// it from the bank statement.
    #[sea_orm(string_value = "upi")]
    Upi,
}

impl std::fmt::Display for PaymentsMode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl PaymentsMode {
    pub fn as_str(self) -> &'static str {
        match self {
            PaymentsMode::Sandbox => "sandbox",
            PaymentsMode::Razorpay => "razorpay",
            PaymentsMode::Offline => "offline",
            PaymentsMode::Upi => "upi",
        }
    }

    /// Whether money taken in this mode is paid back by the organisers by hand (no gateway refunds it).
    pub fn refunds_by_hand(self) -> bool {
        matches!(self, PaymentsMode::Offline | PaymentsMode::Upi)
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
    trusted_proxies: [&'static str; 0],
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
    mail_retry_interval_secs: u32,
    receipt_prefix: &'static str,
    sac_code: &'static str,
    gst_rate: &'static str,
}

const DEFAULTS: Defaults = Defaults {
    bind: "127.0.0.1:8080",
    data_dir: "data",
    db_max_connections: 16,
    log: "info",
    log_format: LogFormat::Text,
    mail_from: "Infinito <no-reply@infinito.localhost>",
    google_jwks_url: "https://www.googleapis.com/oauth2/v3/certs",
    trusted_proxies: [],
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
    mail_retry_interval_secs: 15,
    receipt_prefix: "INF",
    sac_code: "999651",
    gst_rate: "18",
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

impl Config {
    /// Whether the public payment test page takes orders: with the sandbox always, with Razorpay only when
    /// `payment_test_page` says so (it moves real money), never offline.
    pub fn payment_test_page_on(&self) -> bool {
        match self.payments {
            PaymentsMode::Sandbox => true,
            PaymentsMode::Razorpay => self.payment_test_page,
            PaymentsMode::Offline | PaymentsMode::Upi => false,
        }
    }

    /// What `fest serve` refuses to start with on an address other than loopback (a public or LAN bind):
    /// no data key of its own (a key generated beside the database does not protect a stolen volume), and
    /// the sandbox gateway unless `FEST_PAYMENTS=sandbox` was asked for explicitly. On loopback (`make run`)
    /// both are fine.
    pub fn check_serve(&self) -> Result<(), AppError> {
        if self.data_key.is_some() && self.data_key_file.is_some() {
            return Err(AppError::Config("both FEST_DATA_KEY and FEST_DATA_KEY_FILE are set: keep one of them".into()));
        }
        if self.bind.ip().is_loopback() {
            return Ok(());
        }
        let bind = self.bind;
        if self.data_key.is_none() && self.data_key_file.is_none() {
            return Err(AppError::Config(format!(
                "refusing to serve on {bind} without FEST_DATA_KEY or FEST_DATA_KEY_FILE: a data key generated \
                 beside the database does not protect Aadhaar numbers on a stolen volume; set FEST_DATA_KEY_FILE to \
                 a file holding the base64 of 32 random bytes (e.g. `openssl rand -base64 32`), kept apart from \
                 the data directory, or bind to 127.0.0.1"
            )));
        }
        if self.payments == PaymentsMode::Sandbox && !self.payments_explicit {
            return Err(AppError::Config(format!(
                "refusing to serve on {bind} with the sandbox payment gateway, which takes no real money: set \
                 FEST_PAYMENTS=razorpay (or offline), or FEST_PAYMENTS=sandbox to run a public test site on purpose"
            )));
        }
        Ok(())
    }

    /// Whether the site is served over https (`public_url`), so browsers are told to keep to it (HSTS).
    pub fn is_https(&self) -> bool {
        self.public_url.as_deref().is_some_and(|url| url.trim().to_ascii_lowercase().starts_with("https://"))
    }

    /// Checks the settings of receipts and tax invoices: the prefix, the GSTIN, the place of supply, the SAC
    /// and the rate.
    fn check_receipts(&self) -> Result<(), AppError> {
        use fest_shared::tax;
        let invalid = |what: String| Err(AppError::Config(format!("invalid configuration: {what}")));
        if !tax::valid_prefix(&self.receipt_prefix) {
            return invalid(format!(
                "receipt_prefix is {:?}: 1 to 3 capital letters or digits (receipt numbers have at most 16 characters)",
                self.receipt_prefix
            ));
        }
        if let Some(gstin) = self.gstin.as_deref().filter(|g| !g.trim().is_empty()) {
            if let Err(why) = tax::check_gstin(gstin) {
                return invalid(format!("gstin: {why}"));
            }
        }
        if let Some(code) = self.place_of_supply.as_deref().filter(|c| !c.trim().is_empty()) {
            if tax::state_name(&format!("{:0>2}", code.trim())).is_none() {
                return invalid(format!("place_of_supply is {code:?}: a two-digit GST state code such as 10 (Bihar)"));
            }
        }
        if !(4..=8).contains(&self.sac_code.len()) || !self.sac_code.bytes().all(|b| b.is_ascii_digit()) {
            return invalid(format!("sac_code is {:?}: a services accounting code such as 999651", self.sac_code));
        }
        tax::parse_rate(&self.gst_rate).map(|_| ()).or_else(invalid)
    }

    /// The organisers' GSTIN in capitals, when set.
    pub fn gstin(&self) -> Option<String> {
        self.gstin.as_deref().and_then(|g| fest_shared::tax::check_gstin(g).ok())
    }

    /// The GST rate in hundredths of a percent; `None` when exempt.
    pub fn gst_rate_bp(&self) -> Option<i32> {
        fest_shared::tax::parse_rate(&self.gst_rate).ok().flatten()
    }

    /// The state code of the place of supply: the setting, else the GSTIN's state.
    pub fn place_of_supply_code(&self) -> Option<String> {
        self.place_of_supply
            .as_deref()
            .map(str::trim)
            .filter(|c| !c.is_empty())
            .map(|c| format!("{c:0>2}"))
            .or_else(|| self.gstin().map(|g| g[..2].to_owned()))
    }

    /// The directory of the mail outbox.
    pub fn outbox_dir(&self) -> PathBuf {
        self.outbox_dir.clone().unwrap_or_else(|| self.data_dir.join("outbox"))
    }
}

/// A setting read as text even when the environment gives a number (`FEST_GST_RATE=18`,
/// `FEST_PLACE_OF_SUPPLY=10`).
fn text<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<String, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Raw {
        Text(String),
        Whole(u64),
        Number(f64),
    }
    Ok(match Raw::deserialize(deserializer)? {
        Raw::Text(s) => s,
        Raw::Whole(n) => n.to_string(),
        Raw::Number(n) => n.to_string(),
    })
}

fn text_opt<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<Option<String>, D::Error> {
    text(deserializer).map(Some)
}

/// A list of CIDR blocks (a bare address is a block of one), given as a list or a comma-separated string.
fn cidr_list<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<Vec<IpNet>, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Raw {
        One(String),
        Many(Vec<String>),
    }
    let items = match Raw::deserialize(deserializer)? {
        Raw::One(s) => s.split(',').map(str::to_owned).collect(),
        Raw::Many(v) => v,
    };
    items
        .iter()
        .map(|s| s.trim())
        .filter(|s| !s.is_empty())
        .map(|s| {
            s.parse::<IpNet>()
                .or_else(|_| s.parse::<std::net::IpAddr>().map(IpNet::from))
                .map_err(|_| serde::de::Error::custom(format!("{s:?} is not an address or a CIDR block")))
        })
        .collect()
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
    fn trusted_proxies_are_a_list_or_a_comma_separated_string() {
        Jail::expect_with(|jail| {
            let config: Config = Config::figment(None).unwrap().extract().unwrap();
            assert!(config.trusted_proxies.is_empty());
            jail.set_env("FEST_TRUSTED_PROXIES", "127.0.0.1/32, 10.0.0.0/8,::1");
            let config: Config = Config::figment(None).unwrap().extract().unwrap();
            let blocks: Vec<String> = config.trusted_proxies.iter().map(ToString::to_string).collect();
            assert_eq!(blocks, ["127.0.0.1/32", "10.0.0.0/8", "::1/128"]);
            jail.set_env("FEST_TRUSTED_PROXIES", "not-an-address");
            assert!(Config::from_figment(&Config::figment(None).unwrap()).is_err());
            Ok(())
        });
    }

    #[test]
    fn serving_outside_loopback_needs_a_data_key_and_an_explicit_payment_mode() {
        Jail::expect_with(|jail| {
            // Loopback (make run): the generated key and the default sandbox are fine.
            Config::load().unwrap().check_serve().unwrap();
            jail.set_env("FEST_BIND", "[::1]:8080");
            Config::load().unwrap().check_serve().unwrap();

            jail.set_env("FEST_BIND", "0.0.0.0:8080");
            let err = Config::load().unwrap().check_serve().unwrap_err().to_string();
            assert!(err.contains("FEST_DATA_KEY_FILE") && err.contains("0.0.0.0:8080"), "{err}");
            assert!(!err.contains('\n'), "one line: {err}");

            jail.set_env("FEST_DATA_KEY_FILE", "/run/secrets/fest-data-key");
            let err = Config::load().unwrap().check_serve().unwrap_err().to_string();
            assert!(err.contains("sandbox") && err.contains("FEST_PAYMENTS=sandbox"), "{err}");

            jail.set_env("FEST_PAYMENTS", "sandbox");
            let config = Config::load().unwrap();
            assert!(config.payments_explicit);
            config.check_serve().unwrap();

            jail.set_env("FEST_DATA_KEY", "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=");
            let err = Config::load().unwrap().check_serve().unwrap_err().to_string();
            assert!(err.contains("keep one"), "{err}");
            Ok(())
        });
        // The file counts as explicit too, and a real gateway needs no say-so.
        Jail::expect_with(|jail| {
            jail.set_env("FEST_BIND", "0.0.0.0:8080");
            jail.set_env("FEST_DATA_KEY", "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=");
            assert!(Config::load().unwrap().check_serve().is_err(), "sandbox by default");
            jail.create_file("fest.toml", "payments = \"sandbox\"\n")?;
            Config::load().unwrap().check_serve().unwrap();
            jail.create_file("fest.toml", "payments = \"offline\"\n")?;
            Config::load().unwrap().check_serve().unwrap();
            Ok(())
        });
    }

    #[test]
    fn the_new_settings_default_to_off_and_hourly() {
        Jail::expect_with(|_| {
            let config = Config::load().unwrap();
            assert_eq!(config.purge_interval_secs, 3600);
            assert!(config.public_url.is_none() && config.data_key_file.is_none());
            assert!(!config.payments_explicit);
            Ok(())
        });
    }

    #[test]
    fn the_referral_discount_is_off_by_default_and_at_most_100_percent() {
        Jail::expect_with(|jail| {
            assert_eq!(Config::load().unwrap().referral_discount_percent, 0);
            jail.set_env("FEST_REFERRAL_DISCOUNT_PERCENT", "10");
            assert_eq!(Config::load().unwrap().referral_discount_percent, 10);
            jail.set_env("FEST_REFERRAL_DISCOUNT_PERCENT", "101");
            assert!(Config::load().unwrap_err().to_string().contains("referral_discount_percent"));
            Ok(())
        });
    }

    #[test]
    fn a_waiting_list_offer_lasts_a_day_by_default_and_at_least_an_hour() {
        Jail::expect_with(|jail| {
            assert_eq!(Config::load().unwrap().waitlist_offer_hours, 24);
            jail.set_env("FEST_WAITLIST_OFFER_HOURS", "2");
            assert_eq!(Config::load().unwrap().waitlist_offer_hours, 2);
            jail.set_env("FEST_WAITLIST_OFFER_HOURS", "0");
            assert!(Config::load().unwrap_err().to_string().contains("waitlist_offer_hours"));
            Ok(())
        });
    }

    #[test]
    fn receipt_settings_are_checked_at_start_up() {
        Jail::expect_with(|jail| {
            let config = Config::load().unwrap();
            assert_eq!((config.receipt_prefix.as_str(), config.sac_code.as_str()), ("INF", "999651"));
            assert_eq!((config.gstin(), config.gst_rate_bp(), config.place_of_supply_code()), (None, Some(1800), None));
            jail.set_env("FEST_GSTIN", "10AAPFU0939F1ZV");
            assert!(Config::load().unwrap_err().to_string().contains("gstin"));
            jail.set_env("FEST_GSTIN", "27aapfu0939f1zv");
            let config = Config::load().unwrap();
            assert_eq!(config.gstin().as_deref(), Some("27AAPFU0939F1ZV"));
            assert_eq!(config.place_of_supply_code().as_deref(), Some("27"));
            jail.set_env("FEST_PLACE_OF_SUPPLY", "10");
            assert_eq!(Config::load().unwrap().place_of_supply_code().as_deref(), Some("10"));
            jail.set_env("FEST_PLACE_OF_SUPPLY", "25");
            assert!(Config::load().unwrap_err().to_string().contains("place_of_supply"));
            jail.set_env("FEST_PLACE_OF_SUPPLY", "10");
            jail.set_env("FEST_GST_RATE", "exempt");
            assert_eq!(Config::load().unwrap().gst_rate_bp(), None);
            jail.set_env("FEST_GST_RATE", "18 percent");
            assert!(Config::load().unwrap_err().to_string().contains("gst_rate"));
            jail.set_env("FEST_GST_RATE", "5");
            jail.set_env("FEST_RECEIPT_PREFIX", "INFINITO");
            assert!(Config::load().unwrap_err().to_string().contains("receipt_prefix"));
            Ok(())
        });
    }

    #[test]
    fn a_missing_explicit_config_file_is_an_error() {
        let err = Config::figment(Some(Path::new("/nonexistent/fest.toml"))).unwrap_err();
        assert!(err.to_string().contains("does not exist"));
    }
}
