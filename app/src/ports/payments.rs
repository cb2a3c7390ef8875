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
    /// Razorpay's refund status: pending, processed, failed.
    pub status: String,
}

#[derive(Deserialize)]
struct PaymentList {
    items: Vec<GatewayPayment>,
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
            .timeout(Duration::from_secs(15))
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
    /// Razorpay). The sandbox refunds at once, with no money involved; a payment taken offline has no
    /// gateway to refund it (the caller records a manual refund).
    pub async fn refund(
        &self,
        paid_with: PaymentsMode,
        payment_id: &str,
        amount: i64,
        receipt: &str,
    ) -> Result<GatewayRefund, AppError> {
        match paid_with {
            PaymentsMode::Razorpay if self.mode == PaymentsMode::Razorpay => {
                let response = self
                    .http
                    .post(format!("{}/v1/payments/{payment_id}/refund", self.api_base))
                    .basic_auth(&self.key_id, Some(self.key_secret.expose_secret()))
                    .json(&serde_json::json!({"amount": amount, "receipt": receipt, "speed": "normal"}))
                    .send()
                    .await
                    .and_then(|r| r.error_for_status())
                    .map_err(gateway_error)?;
                response.json().await.map_err(gateway_error)
            }
            PaymentsMode::Razorpay => Err(AppError::Unavailable(
                "This payment was taken by Razorpay, which the site does not use now: refund it from the \
                 Razorpay dashboard."
                    .into(),
            )),
            PaymentsMode::Sandbox => Ok(GatewayRefund {
                id: format!("rfnd_sbx_{}", &crypto::random_token()[..14].replace(['-', '_'], "x")),
                status: "processed".into(),
            }),
            PaymentsMode::Offline => {
                Err(AppError::BadRequest("A payment taken offline is paid back by the organisers.".into()))
            }
        }
    }
}

fn gateway_error(e: reqwest::Error) -> AppError {
    tracing::error!(error = %e, "payment gateway request failed");
    AppError::Unavailable("The payment service is not answering. Please try again in a minute.".into())
}
