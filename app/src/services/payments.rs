//! Payments beyond the browser: Razorpay webhooks, the sandbox checkout and reconciliation with the gateway.
//! The public test payment is `test_payment` (its items are named here too, as they always were).

use chrono::Utc;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde::Deserialize;
use serde_json::json;

use crate::config::PaymentsMode;
use crate::entities::payment_order::{self, Payable};
use crate::entities::{sandbox_order, user};
use crate::services::payable::{PayableThing, Payment, Taken};
use crate::services::registrations;
use crate::services::{accommodation, orphans, payment_orders, webhook_failures};
use crate::{AppError, Context, crypto};

pub use super::test_payment::{
    TEST_AMOUNT_PAISE, TEST_ORDERS_PER_WINDOW, TEST_PAGE_OFF, TEST_RECEIPT_PREFIX, create_test_order,
    verify_test_payment,
};

pub const BAD_WEBHOOK_SIGNATURE: &str = "Invalid webhook signature";
/// Why a payment is kept to return when its order pays for nothing on the site.
const NOTHING_CLAIMS: &str = "Paid for an order that matches no registration, team change or booking";

#[derive(Debug, Deserialize)]
struct WebhookBody {
    event: String,
    #[serde(default)]
    payload: WebhookPayload,
}

#[derive(Debug, Default, Deserialize)]
struct WebhookPayload {
    payment: Option<Wrapped<WebhookPayment>>,
    refund: Option<Wrapped<WebhookRefund>>,
}

#[derive(Debug, Deserialize)]
struct WebhookRefund {
    id: String,
    payment_id: String,
}

#[derive(Debug, Deserialize)]
struct Wrapped<T> {
    entity: T,
}

#[derive(Debug, Deserialize)]
struct WebhookPayment {
    id: String,
    order_id: Option<String>,
    amount: i64,
    currency: String,
}

/// What a webhook delivery did.
#[derive(Debug, PartialEq, Eq)]
pub enum WebhookOutcome {
    Confirmed,
    AlreadyPaid,
    Flagged,
    Duplicate,
    /// A refund's outcome was recorded.
    Refund,
    /// A captured payment nothing on the site claims: kept to refund.
    Orphan,
    Ignored,
}

/// Handles a Razorpay webhook: the signature is HMAC-SHA256 of the raw body under the webhook secret;
/// `payment.captured` and `order.paid` confirm the registration of the order, once.
pub async fn handle_webhook(
    ctx: &Context,
    body: &[u8],
    signature: &str,
    event_id: Option<&str>,
) -> Result<WebhookOutcome, AppError> {
    let expected = ctx
        .gateway()
        .webhook_signature(body)
        .ok_or_else(|| AppError::BadRequest("Webhooks are not configured (FEST_RAZORPAY_WEBHOOK_SECRET)".into()))?;
    if !crypto::constant_time_eq(&expected, signature.trim()) {
        return Err(AppError::BadRequest(BAD_WEBHOOK_SIGNATURE.into()));
    }
    let event_id = event_id.map(str::to_owned).unwrap_or_else(|| crypto::sha256_hex(body));
    // Signed, so genuine: a failure from here on is kept for the organisers (payment health) and still
    // answered as an error, so Razorpay delivers it again; a later success of the same event resolves it.
    match process_webhook(ctx, body, &event_id).await {
        Ok(outcome) => {
            webhook_failures::webhook_delivered(ctx, &event_id).await;
            Ok(outcome)
        }
        Err(e) => {
            webhook_failures::record_webhook_failure(ctx, &event_id, body, &e).await;
            Err(e)
        }
    }
}

/// Processes a webhook whose signature was checked (on arrival, or when it was first received and an admin
/// retries it).
pub(crate) async fn process_webhook(ctx: &Context, body: &[u8], event_id: &str) -> Result<WebhookOutcome, AppError> {
    let parsed: WebhookBody =
        serde_json::from_slice(body).map_err(|_| AppError::BadRequest("Malformed webhook body".into()))?;
    if parsed.event == "refund.processed" || parsed.event == "refund.failed" {
        // Recorded by an update that names the states it may come from, so a replay changes nothing.
        let Some(refund) = parsed.payload.refund.map(|w| w.entity) else { return Ok(WebhookOutcome::Ignored) };
        let processed = parsed.event == "refund.processed";
        let changed = crate::services::refunds::record_webhook(ctx, &refund.payment_id, &refund.id, processed).await?;
        return Ok(if changed { WebhookOutcome::Refund } else { WebhookOutcome::Duplicate });
    }
    if parsed.event != "payment.captured" && parsed.event != "order.paid" {
        return Ok(WebhookOutcome::Ignored);
    }
    let Some(payment) = parsed.payload.payment.map(|w| w.entity) else {
        return Ok(WebhookOutcome::Ignored);
    };
    let Some(order_id) = payment.order_id.as_deref() else {
        return keep_orphan(ctx, &payment, "A captured payment without an order of this site").await;
    };
    confirm_order_from(
        ctx,
        order_id,
        &payment.id,
        payment.amount,
        &payment.currency,
        Some((event_id, parsed.event.as_str())),
    )
    .await
}

/// Confirms the payment `payment_id` of `amount` `currency` made for the order `order_id`, whatever it pays
/// for: the registration, roster-change difference or booking whose order it is, through that payable's own
/// confirmation (amount checked, applied once; a mismatch or a place gone is flagged). A payment for an order
/// nothing claims (or whose account is gone) is kept to refund. The webhook, the UPI statement matching and
/// an admin's confirmation of a UPI payment all confirm through here.
pub async fn confirm_order(
    ctx: &Context,
    order_id: &str,
    payment_id: &str,
    amount: i64,
    currency: &str,
) -> Result<WebhookOutcome, AppError> {
    confirm_order_from(ctx, order_id, payment_id, amount, currency, None).await
}

/// [`confirm_order`], with the webhook event that reported the payment (deduplicated by the payables that
/// record it).
async fn confirm_order_from(
    ctx: &Context,
    order_id: &str,
    payment_id: &str,
    amount: i64,
    currency: &str,
    dedupe: Option<(&str, &str)>,
) -> Result<WebhookOutcome, AppError> {
    let payment = WebhookPayment {
        id: payment_id.to_owned(),
        order_id: Some(order_id.to_owned()),
        amount,
        currency: currency.to_owned(),
    };
    let order = payment_orders::find(ctx.db(), order_id).await?;
    // An offline order is paid in person: no gateway's payment is ever its.
    let claimed =
        order.as_ref().filter(|o| o.by_gateway()).and_then(|o| Some((payable(o.payable()?)?, o.payable_id.as_str())));
    let Some((thing, id)) = claimed else {
        // The public test payment of the sandbox moves no money.
        if sandbox_order::Entity::find_by_id(order_id)
            .one(ctx.db())
            .await?
            .is_some_and(|o| o.receipt.starts_with(TEST_RECEIPT_PREFIX))
        {
            return Ok(WebhookOutcome::Ignored);
        }
        // An order nothing on the site claims (deleted with its account, another application on the same
        // gateway account): the money is kept to return.
        return keep_orphan(ctx, &payment, NOTHING_CLAIMS).await;
    };
    let Some(owner) = thing.owner(ctx, id).await? else { return keep_orphan(ctx, &payment, NOTHING_CLAIMS).await };
    // The payment already recorded as paying this order needs no account: replaying it changes nothing.
    let replayed = payment_order::paid_by(order.as_ref()) == Some(payment.id.as_str());
    if !replayed && (owner.detached || !account_exists(ctx, &owner.user_id).await?) {
        return keep_orphan(ctx, &payment, thing.orphaned_reason()).await;
    }
    let observed = Some((payment.amount, payment.currency.as_str()));
    Ok(match thing.paid(ctx, id, Payment { id: &payment.id, observed, dedupe }).await? {
        Taken::Paid => WebhookOutcome::Confirmed,
        Taken::AlreadyPaid => WebhookOutcome::AlreadyPaid,
        Taken::Flagged => WebhookOutcome::Flagged,
        Taken::Duplicate => WebhookOutcome::Duplicate,
    })
}

/// The payable things an order may pay for, one row per kind: what reacts when its money moves.
pub fn payables() -> [&'static dyn PayableThing; 3] {
    [&registrations::Registrations, &registrations::Changes, &accommodation::Stays]
}

/// The row of [`payables`] for `kind`. A refund of a captured payment nothing claims has none (nothing
/// orders it).
pub fn payable(kind: Payable) -> Option<&'static dyn PayableThing> {
    payables().into_iter().find(|thing| thing.kind() == kind)
}

/// Whose the thing an order pays for is; `None` for an order nothing on the site claims.
pub async fn order_owner(ctx: &Context, order_id: &str) -> Result<Option<String>, AppError> {
    let Some(order) = payment_orders::find(ctx.db(), order_id).await? else { return Ok(None) };
    let Some(thing) = order.payable().and_then(payable) else { return Ok(None) };
    Ok(thing.owner(ctx, &order.payable_id).await?.map(|o| o.user_id))
}

/// Whether an account still exists (not deleted, nor the shared account of deleted accounts' records).
async fn account_exists(ctx: &Context, user_id: &str) -> Result<bool, AppError> {
    if user_id == crate::services::users::DELETED_ACCOUNT_ID {
        return Ok(false);
    }
    Ok(user::Entity::find_by_id(user_id).one(ctx.db()).await?.is_some())
}

/// Keeps a captured payment nothing claims, for an admin to refund (payment health).
async fn keep_orphan(ctx: &Context, payment: &WebhookPayment, reason: &str) -> Result<WebhookOutcome, AppError> {
    let kept =
        orphans::keep(ctx, &payment.id, payment.order_id.as_deref(), payment.amount, &payment.currency, reason).await?;
    Ok(if kept { WebhookOutcome::Orphan } else { WebhookOutcome::Duplicate })
}

/// What the sandbox checkout returns: the same three values Razorpay's widget hands to its handler.
#[derive(Debug, Clone)]
pub struct SandboxPayment {
    pub order_id: String,
    pub payment_id: String,
    pub signature: String,
}

fn require_sandbox(ctx: &Context) -> Result<(), AppError> {
    if ctx.config().payments != PaymentsMode::Sandbox {
        return Err(AppError::NotFound("The sandbox checkout is off".into()));
    }
    Ok(())
}

/// The order, if the caller may pay it: a registration order of their own, or a test-payment order.
async fn sandbox_order_for(
    ctx: &Context,
    caller: Option<&user::Model>,
    order_id: &str,
) -> Result<sandbox_order::Model, AppError> {
    require_sandbox(ctx)?;
    let not_found = || AppError::NotFound("No such order".into());
    let order = sandbox_order::Entity::find_by_id(order_id).one(ctx.db()).await?.ok_or_else(not_found)?;
    if order.receipt.starts_with(TEST_RECEIPT_PREFIX) {
        return Ok(order);
    }
    let owner = order_owner(ctx, order_id).await?;
    match (caller, owner) {
        (Some(caller), Some(owner)) if caller.id == owner => Ok(order),
        _ => Err(not_found()),
    }
}

/// Pays a sandbox order: signs the payment as Razorpay would and, like Razorpay, also delivers a signed
/// `payment.captured` webhook to this server.
pub async fn sandbox_pay(
    ctx: &Context,
    caller: Option<&user::Model>,
    order_id: &str,
) -> Result<SandboxPayment, AppError> {
    let order = sandbox_order_for(ctx, caller, order_id).await?;
    let payment_id = match (&order.status[..], &order.payment_id) {
        ("paid", Some(id)) => id.clone(),
        _ => {
            let id = format!("pay_sbx_{}", &crypto::random_token()[..20].replace(['-', '_'], "x"));
            // Paid once: of two clicks racing, one records its payment and the other answers with it.
            let paid = sandbox_order::Entity::update_many()
                .col_expr(sandbox_order::Column::Status, Expr::value("paid"))
                .col_expr(sandbox_order::Column::PaymentId, Expr::value(id.clone()))
                .filter(sandbox_order::Column::Id.eq(&order.id))
                .filter(sandbox_order::Column::Status.ne("paid"))
                .exec(ctx.writer())
                .await?;
            if paid.rows_affected == 1 {
                if ctx.config().sandbox_webhooks {
                    deliver_sandbox_webhook(ctx.clone(), &order, &id);
                }
                id
            } else {
                sandbox_order::Entity::find_by_id(order_id)
                    .one(ctx.db())
                    .await?
                    .and_then(|o| o.payment_id)
                    .ok_or_else(|| AppError::Other("a paid sandbox order without a payment id".into()))?
            }
        }
    };
    let signature = ctx.gateway().payment_signature(&order.id, &payment_id);
    Ok(SandboxPayment { order_id: order.id, payment_id, signature })
}

/// Fails a sandbox order (the checkout's Fail button).
pub async fn sandbox_fail(ctx: &Context, caller: Option<&user::Model>, order_id: &str) -> Result<(), AppError> {
    let order = sandbox_order_for(ctx, caller, order_id).await?;
    sandbox_order::Entity::update_many()
        .col_expr(sandbox_order::Column::Status, Expr::value("failed"))
        .filter(sandbox_order::Column::Id.eq(&order.id))
        .filter(sandbox_order::Column::Status.eq("created"))
        .exec(ctx.writer())
        .await?;
    Ok(())
}

fn deliver_sandbox_webhook(ctx: Context, order: &sandbox_order::Model, payment_id: &str) {
    let body = json!({
        "entity": "event",
        "event": "payment.captured",
        "payload": {"payment": {"entity": {
            "id": payment_id, "entity": "payment", "order_id": order.id, "amount": order.amount_paise,
            "currency": order.currency, "status": "captured",
        }}},
        "created_at": Utc::now().timestamp(),
    })
    .to_string();
    let event_id = format!("evt_sbx_{}", &crypto::random_token()[..20]);
    tokio::spawn(async move {
        let signature = ctx.gateway().webhook_signature(body.as_bytes()).unwrap_or_default();
        match handle_webhook(&ctx, body.as_bytes(), &signature, Some(&event_id)).await {
            Ok(outcome) => tracing::info!(?outcome, "sandbox webhook delivered"),
            Err(e) => tracing::error!(error = %e, "sandbox webhook failed"),
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_an_order_pays_for_has_its_row_and_a_capture_has_none() {
        for kind in [Payable::Registration, Payable::Change, Payable::Booking] {
            assert_eq!(payable(kind).map(|thing| thing.kind()), Some(kind), "{kind:?}");
        }
        let kinds: std::collections::HashSet<Payable> = payables().iter().map(|thing| thing.kind()).collect();
        assert_eq!(kinds.len(), payables().len(), "one row per kind");
        assert!(payable(Payable::Capture).is_none(), "nothing orders a captured payment nobody claims");
    }
}
