use sea_orm::entity::prelude::*;

/// The next serial number of a series of documents (`receipt`, `credit_note`) in one financial year. The
/// transaction that issues a document advances it with a guarded update, which holds the row until that
/// transaction ends: numbers are handed out one after the other, and a rollback gives its number back.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "receipt_series")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub series: String,
    #[sea_orm(primary_key, auto_increment = false)]
    pub financial_year: String,
    pub next_serial: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
