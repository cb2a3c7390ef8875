use sea_orm::entity::prelude::*;

pub use super::registration::{PaymentsMode, RefundStatus};

/// One refund of money taken for something on the site: a registration, an accommodation booking, or a
/// captured payment nothing claims (`payable_kind` and `payable_id`). It goes back on `payment_id` (none for
/// an offline payment, paid back by hand), for `amount_paise`, never more than `paid_paise` less what the
/// gateway refunded of that payment already. Its state moves only by updates that name the state they
/// expect (see `services::refunds`). One per payable.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "payment_refund")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub payable_kind: String,
    pub payable_id: String,
    /// The gateway (or offline) that took the money.
    pub payment_mode: PaymentsMode,
    pub payment_id: Option<String>,
    /// What the payment refunded was.
    pub paid_paise: i64,
    /// What is refunded.
    pub amount_paise: i64,
    pub status: RefundStatus,
    /// The gateway's id of the refund, once it gave one.
    pub gateway_refund_id: Option<String>,
    /// The admin who asked for it, when one did.
    pub requested_by: Option<String>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
