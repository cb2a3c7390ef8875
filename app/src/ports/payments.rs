//! The payment gateway: Razorpay's REST API over HTTP, or the sandbox, which keeps its orders in the
//! database and signs payments exactly as Razorpay does, so the same verification code runs in both. In
//! `upi` mode there is no gateway: orders are kept in the database with a short reference the payer's UPI
//! app carries, and their payments are the UTRs the organisers confirmed from their bank statement.

use std::time::Duration;

use chrono::Utc;
use sea_orm::{ActiveModelTrait, DatabaseConnection, EntityTrait, Set};
use secrecy::{ExposeSecret, SecretString};
use serde::Deserialize;

use crate::config::PaymentsMode;
use crate::crypto::{self, DataKey};
use crate::entities::{sandbox_order, upi_order};
use crate::{AppError, Config};

/// An order as the gateway knows it.
#[derive(Debug, Clone, Deserialize)]
pub struct GatewayOrder {
    pub id: String,
    pub amount: i64,
    pub currency: String,
}

/// A payment of an order as the gateway knows it.
#[derive(Debug, Clone, Deserialize)]
pub struct GatewayPayment {
    pub id: String,
    pub order_id: Option<String>,
    pub amount: i64,
    pub currency: String,
    /// Razorpay's payment status: created, authorized, captured, refunded, failed.
    pub status: String,
}

/// A refund as the gateway reports it.
#[derive(Debug, Clone, Deserialize)]
pub struct GatewayRefund {
    pub id: String,
    /// In paise.
    #[serde(default)]
    pub amount: i64,
    /// Razorpay's refund status: pending, processed, failed.
    pub status: String,
}

#[derive(Deserialize)]
struct PaymentList {
    items: Vec<GatewayPayment>,
}

#[derive(Deserialize)]
struct RefundList {
    items: Vec<GatewayRefund>,
}

/// Why a refund call gave no refund.
#[derive(Debug)]
pub enum RefundFailure {
    /// The gateway answered that it made no refund (a 4xx), or the payment cannot be refunded from here.
    Refused(AppError),
    /// No clear answer (a timeout, a lost connection, a 5xx, an answer that could not be read): a refund may
    /// have been made. The gateway's list of the payment's refunds tells, and is read before any retry.
    Unknown(AppError),
}

impl RefundFailure {
    pub fn error(&self) -> &AppError {
        match self {
            RefundFailure::Refused(e) | RefundFailure::Unknown(e) => e,
        }
    }
}

/// The idempotency key of a refund request (Razorpay's `X-Refund-Idempotency`: at least 10 characters of
/// letters, digits, `-` and `_`): the same request sent again is not refunded twice.
pub fn refund_idempotency_key(receipt: &str, amount: i64) -> String {
    let clean: String =
        receipt.chars().filter(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_').take(80).collect();
    format!("refund-{clean}-{amount}")
}

pub const SANDBOX_KEY_ID: &str = "rzp_test_sandbox";

/// Prefix of the order ids of `upi` mode (`order_upi_<reference>`).
pub const UPI_ORDER_PREFIX: &str = "order_upi_";
/// Prefix of the payment ids of `upi` mode (`upi_<UTR>`).
pub const UPI_PAYMENT_PREFIX: &str = "upi_";
/// Characters of a UPI order's reference: letters and digits a payer cannot mistake for one another.
const REFERENCE_ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
/// Characters in a UPI order's reference.
const REFERENCE_CHARS: usize = 10;

/// Who UPI payments go to: the organisers' UPI id (VPA) and the name UPI apps show.
#[derive(Debug, Clone)]
pub struct UpiPayee {
    pub vpa: String,
    pub name: String,
}

/// Whether a UPI id is well formed: `name@handle`, the name of letters, digits, `.`, `-` and `_` (2 to 256),
/// the handle of letters and digits (2 to 64).
pub fn is_valid_vpa(vpa: &str) -> bool {
    let Some((name, handle)) = vpa.split_once('@') else { return false };
    (2..=256).contains(&name.len())
        && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'.' || b == b'-' || b == b'_')
        && (2..=64).contains(&handle.len())
        && handle.bytes().all(|b| b.is_ascii_alphanumeric())
}

/// Percent-encodes a query value of a `upi://pay` link: letters, digits, `-._~` and `@` as they are,
/// everything else (spaces too) as `%XX` of its UTF-8 bytes.
pub fn upi_encode(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for b in value.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~' | b'@') {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// Rupees with two decimals, as the `am` of a UPI link wants them: 150050 paise is `1500.50`.
pub fn upi_amount(paise: i64) -> String {
    format!("{}.{:02}", paise / 100, (paise % 100).abs())
}

/// The reference of a UPI order, from its id.
pub fn upi_reference(order_id: &str) -> Option<&str> {
    order_id.strip_prefix(UPI_ORDER_PREFIX)
}

/// How a UPI order is paid: the link UPI apps open (also shown as a QR code), and what it carries.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UpiLink {
    /// `upi://pay?pa=..&pn=..&am=..&cu=INR&tr=<reference>&tn=<note>`.
    pub link: String,
    pub vpa: String,
    pub payee_name: String,
    pub reference: String,
    /// The note the payer's app shows and the bank statement usually carries.
    pub note: String,
}

/// A new reference for a UPI order.
fn new_reference() -> String {
    use rand::Rng as _;
    let mut rng = rand::rng();
    (0..REFERENCE_CHARS)
        .map(|_| char::from(REFERENCE_ALPHABET[rng.random_range(0..REFERENCE_ALPHABET.len())]))
        .collect()
}

pub struct Gateway {
    mode: PaymentsMode,
    key_id: String,
    key_secret: SecretString,
    webhook_secret: Option<SecretString>,
    api_base: String,
    http: reqwest::Client,
    upi: Option<UpiPayee>,
}

impl Gateway {
    pub fn from_config(config: &Config, data_key: &DataKey) -> Result<Self, AppError> {
        let http = reqwest::Client::builder()
            .timeout(Duration::from_millis(u64::from(config.razorpay_timeout_ms.max(1))))
            .build()
            .map_err(|e| AppError::Config(format!("cannot build the HTTP client: {e}")))?;
        let upi = match config.payments {
            PaymentsMode::Upi => Some(upi_payee(config)?),
            _ => None,
        };
        let (key_id, key_secret, webhook_secret) =
            match config.payments {
                PaymentsMode::Razorpay => {
                    let key_id =
                        config.razorpay_key_id.clone().filter(|k| !k.is_empty()).ok_or_else(|| {
                            AppError::Config("FEST_PAYMENTS=razorpay needs FEST_RAZORPAY_KEY_ID".into())
                        })?;
                    let key_secret = config.razorpay_key_secret.clone().ok_or_else(|| {
                        AppError::Config("FEST_PAYMENTS=razorpay needs FEST_RAZORPAY_KEY_SECRET".into())
                    })?;
                    (key_id, key_secret, config.razorpay_webhook_secret.clone())
                }
                // The sandbox's secrets are derived from the data key: stable across restarts, never configured.
                PaymentsMode::Sandbox | PaymentsMode::Offline => (
                    SANDBOX_KEY_ID.to_owned(),
                    SecretString::from(data_key.derive("sandbox key secret")),
                    Some(SecretString::from(data_key.derive("sandbox webhook secret"))),
                ),
                // No gateway: no checkout key, and no webhooks to sign.
                PaymentsMode::Upi => (String::new(), SecretString::from(data_key.derive("upi key secret")), None),
            };
        Ok(Self {
            mode: config.payments,
            key_id,
            key_secret,
            webhook_secret,
            api_base: config.razorpay_api_base.trim_end_matches('/').to_owned(),
            http,
            upi,
        })
    }

    /// The link (and QR code) that pays a UPI order of `amount` paise, in `upi` mode.
    pub fn upi_link(&self, order_id: &str, amount: i64) -> Option<UpiLink> {
        let payee = self.upi.as_ref()?;
        let reference = upi_reference(order_id)?.to_owned();
        let note = format!("{} {reference}", fest_shared::fest::FEST.title());
        let link = format!(
            "upi://pay?pa={}&pn={}&am={}&cu=INR&tr={}&tn={}",
            upi_encode(&payee.vpa),
            upi_encode(&payee.name),
            upi_amount(amount),
            upi_encode(&reference),
            upi_encode(&note),
        );
        Some(UpiLink { link, vpa: payee.vpa.clone(), payee_name: payee.name.clone(), reference, note })
    }

    pub fn mode(&self) -> PaymentsMode {
        self.mode
    }

    /// The public key id the checkout widget needs.
    pub fn key_id(&self) -> &str {
        &self.key_id
    }

    /// Razorpay's payment signature: HMAC-SHA256 of `<order id>|<payment id>` under the key secret.
    pub fn payment_signature(&self, order_id: &str, payment_id: &str) -> String {
        crypto::hmac_sha256_hex(
            self.key_secret.expose_secret().as_bytes(),
            format!("{order_id}|{payment_id}").as_bytes(),
        )
    }

    /// Whether a payment signature is right (constant time).
    pub fn payment_signature_is_valid(&self, order_id: &str, payment_id: &str, signature: &str) -> bool {
        crypto::constant_time_eq(&self.payment_signature(order_id, payment_id), signature.trim())
    }

    /// The webhook signature of a raw body, when webhooks are configured.
    pub fn webhook_signature(&self, body: &[u8]) -> Option<String> {
        self.webhook_secret.as_ref().map(|s| crypto::hmac_sha256_hex(s.expose_secret().as_bytes(), body))
    }

    pub async fn create_order(
        &self,
        db: &DatabaseConnection,
        amount: i64,
        currency: &str,
        receipt: &str,
    ) -> Result<GatewayOrder, AppError> {
        match self.mode {
            PaymentsMode::Razorpay => {
                let response = self
                    .http
                    .post(format!("{}/v1/orders", self.api_base))
                    .basic_auth(&self.key_id, Some(self.key_secret.expose_secret()))
                    .json(&serde_json::json!({"amount": amount, "currency": currency, "receipt": receipt}))
                    .send()
                    .await
                    .and_then(|r| r.error_for_status())
                    .map_err(gateway_error)?;
                response.json().await.map_err(gateway_error)
            }
            PaymentsMode::Sandbox | PaymentsMode::Offline => {
                let id = format!("order_sbx_{}", &crypto::random_token()[..20].replace(['-', '_'], "x"));
                sandbox_order::ActiveModel {
                    id: Set(id.clone()),
                    amount_paise: Set(amount),
                    currency: Set(currency.to_owned()),
                    receipt: Set(receipt.to_owned()),
                    status: Set("created".into()),
                    payment_id: Set(None),
                    created_at: Set(Utc::now()),
                }
                .insert(db)
                .await?;
                Ok(GatewayOrder { id, amount, currency: currency.to_owned() })
            }
            PaymentsMode::Upi => {
                // References are random; a clash with an earlier order (unique) is drawn again.
                let mut attempts = 0;
                loop {
                    let reference = new_reference();
                    let id = format!("{UPI_ORDER_PREFIX}{reference}");
                    let inserted = upi_order::ActiveModel {
                        id: Set(id.clone()),
                        reference: Set(reference),
                        amount_paise: Set(amount),
                        currency: Set(currency.to_owned()),
                        receipt: Set(receipt.to_owned()),
                        status: Set("created".into()),
                        utr: Set(None),
                        submitted_by: Set(None),
                        submitted_at: Set(None),
                        payment_id: Set(None),
                        confirmed_by: Set(None),
                        confirmed_at: Set(None),
                        created_at: Set(Utc::now()),
                    }
                    .insert(db)
                    .await;
                    match inserted {
                        Ok(_) => return Ok(GatewayOrder { id, amount, currency: currency.to_owned() }),
                        Err(e)
                            if attempts < 3
                                && matches!(e.sql_err(), Some(sea_orm::SqlErr::UniqueConstraintViolation(_))) =>
                        {
                            attempts += 1;
                        }
                        Err(e) => return Err(e.into()),
                    }
                }
            }
        }
    }

    /// The payments made for an order (`GET /v1/orders/{id}/payments`).
    pub async fn order_payments(
        &self,
        db: &DatabaseConnection,
        order_id: &str,
    ) -> Result<Vec<GatewayPayment>, AppError> {
        match self.mode {
            PaymentsMode::Razorpay => {
                let response = self
                    .http
                    .get(format!("{}/v1/orders/{order_id}/payments", self.api_base))
                    .basic_auth(&self.key_id, Some(self.key_secret.expose_secret()))
                    .send()
                    .await
                    .and_then(|r| r.error_for_status())
                    .map_err(gateway_error)?;
                Ok(response.json::<PaymentList>().await.map_err(gateway_error)?.items)
            }
            PaymentsMode::Sandbox | PaymentsMode::Offline => {
                let Some(order) = sandbox_order::Entity::find_by_id(order_id).one(db).await? else {
                    return Ok(vec![]);
                };
                Ok(order
                    .payment_id
                    .map(|id| GatewayPayment {
                        id,
                        order_id: Some(order.id.clone()),
                        amount: order.amount_paise,
                        currency: order.currency.clone(),
                        status: if order.status == "paid" { "captured" } else { "failed" }.into(),
                    })
                    .into_iter()
                    .collect())
            }
            // The payment of a UPI order is its UTR once the organisers confirmed it; a UTR still waiting
            // for them is no payment yet (its order keeps its place meanwhile: see `services::upi`).
            PaymentsMode::Upi => {
                let Some(order) = upi_order::Entity::find_by_id(order_id).one(db).await? else {
                    return Ok(vec![]);
                };
                Ok(order
                    .payment_id
                    .filter(|_| order.status == "paid")
                    .map(|id| GatewayPayment {
                        id,
                        order_id: Some(order.id.clone()),
                        amount: order.amount_paise,
                        currency: order.currency.clone(),
                        status: "captured".into(),
                    })
                    .into_iter()
                    .collect())
            }
        }
    }
}

/// The UPI payee of `upi` mode: both settings required, the UPI id well formed.
fn upi_payee(config: &Config) -> Result<UpiPayee, AppError> {
    let vpa = config.upi_id.as_deref().map(str::trim).filter(|v| !v.is_empty()).ok_or_else(|| {
        AppError::Config("FEST_PAYMENTS=upi needs FEST_UPI_ID (the organisers' UPI id, e.g. fest@okhdfcbank)".into())
    })?;
    if !is_valid_vpa(vpa) {
        return Err(AppError::Config(format!(
            "FEST_UPI_ID {vpa:?} is not a UPI id: it reads name@handle, e.g. fest@okhdfcbank"
        )));
    }
    let name = config.upi_payee_name.as_deref().map(str::trim).filter(|n| !n.is_empty()).ok_or_else(|| {
        AppError::Config("FEST_PAYMENTS=upi needs FEST_UPI_PAYEE_NAME (the name UPI apps show the payer)".into())
    })?;
    Ok(UpiPayee { vpa: vpa.to_owned(), name: name.to_owned() })
}

impl Gateway {
    /// Refunds `amount` paise of a payment taken in `paid_with` (`POST /v1/payments/{id}/refund` on
    /// Razorpay, with an idempotency key made of `receipt` and the amount). The sandbox refunds at once, with
    /// no money involved; a payment taken offline has no gateway to refund it (the caller records a manual
    /// refund). A call whose outcome is not known is told apart from a refusal.
    pub async fn refund(
        &self,
        paid_with: PaymentsMode,
        payment_id: &str,
        amount: i64,
        receipt: &str,
    ) -> Result<GatewayRefund, RefundFailure> {
        match paid_with {
            PaymentsMode::Razorpay if self.mode == PaymentsMode::Razorpay => {
                let sent = self
                    .http
                    .post(format!("{}/v1/payments/{payment_id}/refund", self.api_base))
                    .basic_auth(&self.key_id, Some(self.key_secret.expose_secret()))
                    .header("X-Refund-Idempotency", refund_idempotency_key(receipt, amount))
                    .json(&serde_json::json!({"amount": amount, "receipt": receipt, "speed": "normal"}))
                    .send()
                    .await;
                let response = match sent {
                    Ok(r) => r,
                    // Sent or not, answered or not: only the gateway's list of refunds can tell.
                    Err(e) => return Err(RefundFailure::Unknown(gateway_error(e))),
                };
                let status = response.status();
                if status.is_client_error() && status != reqwest::StatusCode::CONFLICT {
                    // A 4xx says what it refused: no refund was made (409 is a request still in progress).
                    let body = response.text().await.unwrap_or_default();
                    tracing::error!(%status, body = %body.chars().take(500).collect::<String>(), "the gateway refused a refund");
                    return Err(RefundFailure::Refused(AppError::Unavailable(
                        "The payment gateway refused the refund.".into(),
                    )));
                }
                let response = response.error_for_status().map_err(|e| RefundFailure::Unknown(gateway_error(e)))?;
                response.json().await.map_err(|e| RefundFailure::Unknown(gateway_error(e)))
            }
            PaymentsMode::Razorpay => Err(RefundFailure::Refused(AppError::Unavailable(
                "This payment was taken by Razorpay, which the site does not use now: refund it from the \
                 Razorpay dashboard."
                    .into(),
            ))),
            PaymentsMode::Sandbox => Ok(GatewayRefund {
                id: format!("rfnd_sbx_{}", &crypto::random_token()[..14].replace(['-', '_'], "x")),
                amount,
                status: "processed".into(),
            }),
            PaymentsMode::Offline => Err(RefundFailure::Refused(AppError::BadRequest(
                "A payment taken offline is paid back by the organisers.".into(),
            ))),
            PaymentsMode::Upi => Err(RefundFailure::Refused(AppError::BadRequest(
                "A payment made by UPI is paid back by the organisers from their bank account.".into(),
            ))),
        }
    }

    /// The refunds the gateway made of a payment (`GET /v1/payments/{id}/refunds` on Razorpay). The sandbox
    /// keeps none (its refunds are made at once, never of unknown outcome).
    pub async fn refunds_of(&self, paid_with: PaymentsMode, payment_id: &str) -> Result<Vec<GatewayRefund>, AppError> {
        match paid_with {
            PaymentsMode::Razorpay if self.mode == PaymentsMode::Razorpay => {
                let response = self
                    .http
                    .get(format!("{}/v1/payments/{payment_id}/refunds", self.api_base))
                    .basic_auth(&self.key_id, Some(self.key_secret.expose_secret()))
                    .query(&[("count", "100")])
                    .send()
                    .await
                    .and_then(|r| r.error_for_status())
                    .map_err(gateway_error)?;
                Ok(response.json::<RefundList>().await.map_err(gateway_error)?.items)
            }
            _ => Ok(vec![]),
        }
    }
}

fn gateway_error(e: reqwest::Error) -> AppError {
    tracing::error!(error = %e, "payment gateway request failed");
    AppError::Unavailable("The payment service is not answering. Please try again in a minute.".into())
}
