use sea_orm::entity::prelude::*;

pub use crate::config::PaymentsMode;

/// Where a roster change stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, serde::Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = ChangeStatus))]
#[serde(rename_all = "snake_case")]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum Status {
    /// In effect.
    #[sea_orm(string_value = "applied")]
    Applied,
    /// Waits for the difference to be paid (its gateway order).
    #[sea_orm(string_value = "awaiting_payment")]
    AwaitingPayment,
    /// The difference was not paid in time: the registration stayed as it was.
    #[sea_orm(string_value = "expired")]
    Expired,
}

/// Where the refund of a change stands, as the API says it (the refund itself is a `payment_refund` row of
/// kind `change`, paid back by hand: `manual` is due, `processed` paid back).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, serde::Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = ChangeRefundStatus))]
#[serde(rename_all = "snake_case")]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum RefundStatus {
    /// Owed to the team: the organisers pay it back.
    #[sea_orm(string_value = "due")]
    Due,
    /// Paid back.
    #[sea_orm(string_value = "processed")]
    Processed,
}

/// One change of a paid registration's roster, coach or college details.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "registration_change")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub registration_id: String,
    pub event_id: String,
    /// Who made it.
    pub user_id: String,
    /// The form before and after, sealed.
    pub before_payload: String,
    pub after_payload: String,
    pub members_before: i32,
    pub members_after: i32,
    pub fee_before: i64,
    pub fee_after: i64,
    /// Paise: above zero to pay, below zero to refund.
    pub difference_paise: i64,
    /// JSON: `{"added": [names], "removed": [names], "fields": [names]}`.
    pub summary: String,
    pub status: Status,
    /// Why a payment for the change was not applied (the money does not match, the registration moved on).
    pub flag_reason: Option<String>,
    pub payment_mode: PaymentsMode,
    /// The end of the time to pay the difference.
    pub expires_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
    pub applied_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
