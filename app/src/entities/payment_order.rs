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

/// One order asked of the gateway (Razorpay, the sandbox or the organisers' UPI id) for something on the
/// site: what it pays for (`payable_kind` and `payable_id`: a registration, a roster change's difference or
/// an accommodation booking), the gateway's order id, the amount the payment must match and the gateway that
/// took it. The one index from an order to what it pays for: the webhook, the browser's verify, UPI and the
/// reconciliation all find a payable through it. One per payable, attached by a statement that names the
/// state the payable must still be in (`services::payment_orders::attach`); never changed afterwards.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "payment_order")]
pub struct Model {
    /// The gateway's order id.
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub payable_kind: String,
    pub payable_id: String,
    /// The gateway that took the order.
    pub mode: PaymentsMode,
    /// What the order was for: a payment of it must be for this much, whatever changed the payable since.
    pub amount_paise: i64,
    pub currency: String,
    /// The gateway's id of the payment that paid it (for UPI, `upi_` and the UTR), once one did: written in
    /// the transaction that applies the payment to what it pays for. A second payment of an order already
    /// paid leaves it as it was (the payable is flagged to refund that one).
    pub payment_id: Option<String>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

impl Model {
    /// What it pays for.
    pub fn payable(&self) -> Option<Payable> {
        Payable::parse(&self.payable_kind)
    }
}
