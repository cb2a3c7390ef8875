use sea_orm::entity::prelude::*;

pub use super::registration::PaymentsMode;

/// What an order or a refund is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Payable {
    Registration,
    Booking,
    /// A captured payment nothing on the site claims (refunds only: nothing orders it).
    Capture,
    /// A roster change: the difference it costs, or a lowered fee (refunds only) or a difference paid and then
    /// refused or owed back on a cancellation.
    Change,
}

impl Payable {
    pub fn as_str(self) -> &'static str {
        match self {
            Payable::Registration => "registration",
            Payable::Booking => "booking",
            Payable::Capture => "capture",
            Payable::Change => "change",
        }
    }

    pub fn parse(s: &str) -> Option<Payable> {
        [Payable::Registration, Payable::Booking, Payable::Capture, Payable::Change]
            .into_iter()
            .find(|p| p.as_str() == s)
    }
}

/// Where an order's money stands, stored as its lower-case name. Every move is one guarded update naming the
/// states it may come from (`services::payment_orders`), made in the transaction that moves what it pays for:
///
/// - created → paid, or flagged: a payment applied ([`record_payment`](crate::services::payment_orders::record_payment));
/// - created → expired: no payment in time, or what it pays for gave way;
/// - expired → paid, or flagged: a payment arriving late;
/// - paid → flagged: the gateway reports its payment for another amount;
/// - flagged → paid: the organisers accept it, or a right payment follows one refused;
/// - paid, flagged or partly refunded → partly refunded or refunded: refunds of its payment processed, or the
///   organisers' word that they gave it back.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, serde::Serialize)]
#[serde(rename_all = "snake_case")]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum OrderStatus {
    /// Waiting for its payment.
    #[sea_orm(string_value = "created")]
    Created,
    /// A payment paid it, and what it pays for took it.
    #[sea_orm(string_value = "paid")]
    Paid,
    /// A payment of it needs the organisers (`flag_reason` says why): an amount that differs, paid after its
    /// place was gone, a second registration paid.
    #[sea_orm(string_value = "flagged")]
    Flagged,
    /// No payment came in time (or what it paid for gave way): it holds nothing. A payment arriving later
    /// is still taken, or flagged.
    #[sea_orm(string_value = "expired")]
    Expired,
    /// Part of its payment was given back.
    #[sea_orm(string_value = "partly_refunded")]
    PartlyRefunded,
    /// All of its payment was given back.
    #[sea_orm(string_value = "refunded")]
    Refunded,
}

impl OrderStatus {
    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            OrderStatus::Created => "created",
            OrderStatus::Paid => "paid",
            OrderStatus::Flagged => "flagged",
            OrderStatus::Expired => "expired",
            OrderStatus::PartlyRefunded => "partly_refunded",
            OrderStatus::Refunded => "refunded",
        }
    }
}

/// One order asked of the gateway (Razorpay, the sandbox or the organisers' UPI id) for something on the
/// site: what it pays for (`payable_kind` and `payable_id`: a registration, a roster change's difference or
/// an accommodation booking), the gateway's order id, the amount the payment must match and the gateway that
/// took it. The one index from an order to what it pays for: the webhook, the browser's verify, UPI and the
/// reconciliation all find a payable through it. One per payable, attached by a statement that names the
/// state the payable must still be in (`services::payment_orders::attach`); afterwards only its money moves
/// (`status`, the payment, its reason and time), never what it is for or how much.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "payment_order")]
pub struct Model {
    /// The gateway's order id.
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub payable_kind: String,
    pub payable_id: String,
    /// The event whose money it is: its registration's, or its roster change's; none for a bed. Written with
    /// the order, so the money figures sum orders by event without reading what they pay for.
    pub event_id: Option<String>,
    /// The gateway that took the order.
    pub mode: PaymentsMode,
    /// What the order was for: a payment of it must be for this much, whatever changed the payable since.
    pub amount_paise: i64,
    pub currency: String,
    /// The gateway's id of the payment that paid it (for UPI, `upi_` and the UTR), once one did: written in
    /// the transaction that applies the payment to what it pays for. A second payment of an order already
    /// paid leaves it as it was (the payable is flagged to refund that one).
    pub payment_id: Option<String>,
    /// Where its money stands.
    pub status: OrderStatus,
    /// Why it is flagged, while it is.
    pub flag_reason: Option<String>,
    /// When its payment was recorded.
    pub paid_at: Option<DateTimeUtc>,
    /// When the reconciliation last asked the gateway about it after it expired (a payment may still come
    /// for a day: see `services::reconciliation`).
    pub checked_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

/// What a payable's payment was: what its order was for (the payable's price may have changed since), or its
/// `price` when it was paid without an order.
pub fn amount_or(order: Option<&Model>, price: i64) -> i64 {
    order.map_or(price, |o| o.amount_paise)
}

/// The gateway's id of the payment that paid a payable's order, if one did.
pub fn paid_by(order: Option<&Model>) -> Option<&str> {
    order.and_then(|o| o.payment_id.as_deref())
}

impl Model {
    /// Whether a gateway took it (Razorpay, the sandbox or UPI), so a payment of it may come from one; an
    /// offline order is paid to the organisers in person and only their word moves it.
    pub fn by_gateway(&self) -> bool {
        self.mode != PaymentsMode::Offline
    }

    /// What it pays for.
    pub fn payable(&self) -> Option<Payable> {
        Payable::parse(&self.payable_kind)
    }
}
