use sea_orm::entity::prelude::*;

/// That an account's personal data was erased, why and when (DPDP Act 2023, section 8(7)), without the data:
/// only the account's id remains. For the end of retention, also when the owner was told beforehand.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "erasure")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub user_id: String,
    /// `request` (the owner deleted the account) or `retention` (kept as long as the notice said).
    pub reason: String,
    /// When the owner was e-mailed that the erasure was coming (retention only).
    pub noticed_at: Option<DateTimeUtc>,
    /// When it was done; none while the notice runs.
    pub erased_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
