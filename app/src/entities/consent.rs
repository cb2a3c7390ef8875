use sea_orm::entity::prelude::*;

/// A consent given where personal data is collected (DPDP Act 2023, section 6), with the version of the
/// notice shown; kept after a withdrawal (with its time) and after the account is erased, as the record of
/// what was agreed.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "consent")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    /// The account that gave it.
    pub user_id: String,
    /// `fest_shared::consent::CollectionPoint`'s name.
    pub point: String,
    /// The registration, CA application or stay it was given for; none for the account itself.
    pub subject_id: Option<String>,
    /// `fest_shared::consent::NOTICE_VERSION` when it was given.
    pub notice_version: String,
    pub given_at: DateTimeUtc,
    pub withdrawn_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
