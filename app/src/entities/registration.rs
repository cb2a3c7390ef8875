use sea_orm::entity::prelude::*;

pub use crate::config::PaymentsMode;

/// Where a registration stands, stored as its lower-case name. Every change of state is a conditional update
/// naming the state it expects, inside a write transaction that holds the row (`SELECT … FOR UPDATE` on
/// PostgreSQL; SQLite has one writer), so two racing confirmations change it once.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, serde::Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = PaymentStatus))]
#[serde(rename_all = "snake_case")]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum Status {
    /// Stored, order created, not paid yet.
    #[sea_orm(string_value = "pending")]
    Pending,
    /// Paid and confirmed.
    #[sea_orm(string_value = "paid")]
    Paid,
    /// Registered without online payment; an organiser marks it paid.
    #[sea_orm(string_value = "awaiting_payment")]
    AwaitingPayment,
    /// Something about the money needs an organiser (an amount that differs, a second payment). Only an
    /// admin's decision, with a reason, moves it on.
    #[sea_orm(string_value = "flagged")]
    Flagged,
    /// Not paid in time, or replaced by a newer attempt of the same user: it no longer counts.
    #[sea_orm(string_value = "expired")]
    Expired,
    /// An organiser refunded the money of a flagged registration: it no longer counts.
    #[sea_orm(string_value = "refunded")]
    Refunded,
    /// Cancelled by its owner (or by the organisers with a refund): its place is free, its passes revoked.
    #[sea_orm(string_value = "cancelled")]
    Cancelled,
}

/// Where the refund of a cancelled registration stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, serde::Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum RefundStatus {
    /// Asked of the gateway, not confirmed yet (Razorpay confirms by its `refund.processed` webhook).
    #[sea_orm(string_value = "pending")]
    Pending,
    /// The money is on its way back.
    #[sea_orm(string_value = "processed")]
    Processed,
    /// The gateway refused it: nothing was refunded; an admin retries.
    #[sea_orm(string_value = "failed")]
    Failed,
    /// The gateway did not answer (a timeout, a lost connection, a 5xx): it may have refunded. A retry reads
    /// the gateway's refunds of the payment first and settles from them.
    #[sea_orm(string_value = "unknown")]
    Unknown,
    /// Paid offline: the organisers pay it back by hand.
    #[sea_orm(string_value = "manual")]
    Manual,
}

impl Status {
    pub const ALL: [Status; 7] = [
        Status::Pending,
        Status::Paid,
        Status::AwaitingPayment,
        Status::Flagged,
        Status::Expired,
        Status::Refunded,
        Status::Cancelled,
    ];

    /// The stored and shown name.
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Pending => "pending",
            Status::Paid => "paid",
            Status::AwaitingPayment => "awaiting_payment",
            Status::Flagged => "flagged",
            Status::Expired => "expired",
            Status::Refunded => "refunded",
            Status::Cancelled => "cancelled",
        }
    }

    /// The same state in the shared rules, which say what each state allows.
    pub fn shared(self) -> fest_shared::payable::PayStatus {
        use fest_shared::payable::PayStatus as Shared;
        match self {
            Status::Pending => Shared::Pending,
            Status::Paid => Shared::Paid,
            Status::AwaitingPayment => Shared::AwaitingPayment,
            Status::Flagged => Shared::Flagged,
            Status::Expired => Shared::Expired,
            Status::Refunded => Shared::Refunded,
            Status::Cancelled => Shared::Cancelled,
        }
    }

    /// The status of a name (query parameters); `None` for anything else.
    pub fn parse(s: &str) -> Option<Status> {
        Status::ALL.into_iter().find(|st| st.as_str() == s)
    }
}

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "registration")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub user_id: String,
    pub event_id: String,
    pub category: Option<String>,
    pub college_name: String,
    /// The normalised registration (fest-shared's `Registration`) as JSON, Aadhaar numbers encrypted.
    pub payload: String,
    pub members: i32,
    pub amount_paise: i64,
    pub currency: String,
    pub status: Status,
    /// The gateway that took the money: sandbox or razorpay; offline for organiser-marked registrations.
    pub payment_mode: PaymentsMode,
    /// `<user>:<event>` while the registration counts, NULL once it does not.
    pub active_slot: Option<String>,
    pub referral_code: Option<String>,
    pub flag_reason: Option<String>,
    pub expires_at: Option<DateTimeUtc>,
    pub paid_at: Option<DateTimeUtc>,
    /// When it was cancelled.
    pub cancelled_at: Option<DateTimeUtc>,
    /// The discount code it was priced with, or the CA referral code that carried a referral discount;
    /// NULL without a discount.
    pub coupon_code: Option<String>,
    /// Paise taken off the fee (`amount_paise` is what is paid).
    pub discount_paise: Option<i64>,
    /// The fee before the discount.
    pub original_amount_paise: Option<i64>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(belongs_to = "super::user::Entity", from = "Column::UserId", to = "super::user::Column::Id")]
    User,
}

impl Related<super::user::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::User.def()
    }
}

impl ActiveModelBehavior for ActiveModel {}

impl std::fmt::Display for Status {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::Status;

    #[test]
    fn the_shared_state_has_the_same_name() {
        for status in Status::ALL {
            assert_eq!(status.shared().as_str(), status.as_str());
        }
    }
}
