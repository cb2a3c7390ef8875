//! What every payable thing does when the money of its order moves. A registration, the difference of a
//! roster change and a stay each implement [`PayableThing`] in their own service; the money path
//! (`services::payments`: the webhook, the browser's verify, UPI's statement matching, the reconciliation,
//! the sandbox checkout) finds the implementation for an order's `payable_kind` in one table
//! (`payments::payable`) and never names a kind itself. The next thing people pay for (merchandise, an
//! add-on) implements the trait, takes a row in that table, and is paid, expired and refunded like the
//! others.
//!
//! Each reaction moves the payable and its order in one transaction, through updates that name the state
//! they expect (`services::payment_orders`).

use chrono::{DateTime, Utc};
use futures_util::future::BoxFuture;
use sea_orm::DatabaseTransaction;

pub use crate::entities::payment_order::Payable;
use crate::entities::registration::PaymentsMode;
use crate::{AppError, Context};

/// The gateways an order is paid through online (not the organisers' desk).
pub const ONLINE: [PaymentsMode; 3] = [PaymentsMode::Razorpay, PaymentsMode::Sandbox, PaymentsMode::Upi];

/// Whose a payable thing is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Owner {
    /// The account that pays for it.
    pub user_id: String,
    /// What it belongs to is gone (a roster change whose registration was deleted): a payment for it is
    /// kept to refund.
    pub detached: bool,
}

/// A payment reported for a payable's order.
#[derive(Debug, Clone, Copy)]
pub struct Payment<'a> {
    /// The gateway's id of the payment (for UPI, `upi_` and the UTR).
    pub id: &'a str,
    /// The amount and currency the gateway reports, checked against the order (`None`: the browser's
    /// verify, whose amount is the order's).
    pub observed: Option<(i64, &'a str)>,
    /// The webhook event that reported it (id and name), recorded by the payables that deduplicate them.
    pub dedupe: Option<(&'a str, &'a str)>,
}

/// What a payment did to a payable.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Taken {
    /// It took the payment now.
    Paid,
    /// The same payment had paid it already (a retry, a replayed webhook).
    AlreadyPaid,
    /// Left for the organisers (an amount that differs, a place gone, a second payment): payment health.
    Flagged,
    /// This webhook delivery had been processed before.
    Duplicate,
}

/// What a reaction answers, once it has run.
pub type Answer<'a, T> = BoxFuture<'a, Result<T, AppError>>;

/// A payable still waiting for its payment (the reconciliation's work list).
#[derive(Debug, Clone)]
pub struct Waiting {
    pub id: String,
    /// When its time to pay ends (`None`: it waits until the organisers act).
    pub expires_at: Option<DateTime<Utc>>,
    /// The event whose waiting list moves on when it expires (a registration's).
    pub event: Option<String>,
}

/// One kind of payable thing. Every method moves only the payable `id` of this kind, in a transaction of its
/// own that also moves its order.
pub trait PayableThing: Send + Sync {
    /// Which kind it is (the orders' and refunds' `payable_kind`).
    fn kind(&self) -> Payable;

    /// Those of this kind waiting for their payment since before `before`, oldest first.
    fn waiting<'a>(&'a self, ctx: &'a Context, before: DateTime<Utc>) -> Answer<'a, Vec<Waiting>>;

    /// How many of `user_id`'s are waiting for an online payment (an order of Razorpay, the sandbox or UPI)
    /// that can still be made at `now`: what keeps an account from being deleted under a payment.
    fn open_orders<'a>(&'a self, txn: &'a DatabaseTransaction, user_id: &'a str, now: DateTime<Utc>)
    -> Answer<'a, u64>;

    /// Whose it is; `None` when there is no such payable (any more).
    fn owner<'a>(&'a self, ctx: &'a Context, id: &'a str) -> Answer<'a, Option<Owner>>;

    /// Why a payment for it is kept to refund when its account (or what it belongs to) is gone.
    fn orphaned_reason(&self) -> &'static str;

    /// A payment of its order: taken once (the amount checked against the order), flagged when it cannot
    /// be.
    fn paid<'a>(&'a self, ctx: &'a Context, id: &'a str, payment: Payment<'a>) -> Answer<'a, Taken>;

    /// Its time to pay is over and no payment came: it expires with its order and frees what it held. True
    /// when it expired now (it was still waiting).
    fn expired<'a>(&'a self, ctx: &'a Context, id: &'a str) -> Answer<'a, bool>;

    /// The payer said they paid (a UPI UTR): while it still holds what it waits for, it keeps holding it
    /// until `until` instead of expiring sooner, in the transaction `txn`. One already past its time is not
    /// revived.
    fn hold<'a>(
        &'a self,
        txn: &'a DatabaseTransaction,
        id: &'a str,
        now: DateTime<Utc>,
        until: DateTime<Utc>,
    ) -> Answer<'a, ()>;

    /// A refund of it was opened and never asked of the gateway: ask now, through the follow-up its
    /// cancellation runs (the gateway's refunds of the payment are read first, so nothing is refunded
    /// twice).
    fn ask_refund<'a>(&'a self, ctx: &'a Context, id: &'a str) -> Answer<'a, ()>;
}
