//! The payment gateway: Razorpay's REST API over HTTP, or the sandbox, which keeps its orders in the
//! database and signs payments exactly as Razorpay does, so the same verification code runs in both.

use std::time::Duration;

use chrono::Utc;
use sea_orm::{ActiveModelTrait, DatabaseConnection, EntityTrait, Set};
use secrecy::{ExposeSecret, SecretString};
use serde::Deserialize;

use crate::config::PaymentsMode;
use crate::crypto::{self, DataKey};
use crate::entities::sandbox_order;
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

pub struct Gateway {
    mode: PaymentsMode,
    key_id: String,
    key_secret: SecretString,
    webhook_secret: Option<SecretString>,
    api_base: String,
    http: reqwest::Client,
}

impl Gateway {
    pub fn from_config(config: &Config, data_key: &DataKey) -> Result<Self, AppError> {
        let http = reqwest::Client::builder()
            .timeout(Duration::from_millis(u64::from(config.razorpay_timeout_ms.max(1))))
            .build()
            .map_err(|e| AppError::Config(format!("cannot build the HTTP client: {e}")))?;
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
            };
        Ok(Self {
            mode: config.payments,
            key_id,
            key_secret,
            webhook_secret,
            api_base: config.razorpay_api_base.trim_end_matches('/').to_owned(),
            http,
        })
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
        }
    }
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
