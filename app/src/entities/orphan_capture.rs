use sea_orm::entity::prelude::*;

pub use super::registration::{PaymentsMode, RefundStatus};

/// A captured payment that nothing on the site claims: its order matches no registration, roster change or
/// booking, or what it paid for (or its account) is gone. The money is the payer's: it is kept here, listed
/// in payment health and refunded from there. One row per gateway payment id.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "orphan_capture")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub payment_id: String,
    pub order_id: Option<String>,
    pub amount_paise: i64,
    pub currency: String,
    /// The gateway that took the money.
    pub payment_mode: PaymentsMode,
    /// Why nothing claims it.
    pub reason: String,
    pub received_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
