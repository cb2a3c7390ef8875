use sea_orm::entity::prelude::*;

/// An account's answer to the age question (DPDP Act 2023, section 9): under 18, the data it gives is
/// processed only once a parent or guardian has consented by the link they were e-mailed.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "age_declaration")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub user_id: String,
    /// 18 or older.
    pub adult: bool,
    pub declared_at: DateTimeUtc,
    /// Under 18: the parent's or guardian's address.
    pub guardian_email: Option<String>,
    /// The SHA-256 of the link's token, until it is used.
    pub token_hash: Option<String>,
    pub asked_at: Option<DateTimeUtc>,
    pub guardian_consent_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
