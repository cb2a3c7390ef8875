use sea_orm::entity::prelude::*;

/// A UTR submitted for an order after it had been submitted for another one: refused, and kept for the
/// organisers (payment health, `utr_reused`).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "upi_utr_reuse")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub utr: String,
    /// The order the refused submission was for.
    pub order_id: String,
    /// The order that holds the UTR.
    pub first_order_id: String,
    /// Who submitted it.
    pub user_id: String,
    pub submitted_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
