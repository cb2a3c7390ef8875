use sea_orm::entity::prelude::*;

/// A reminder sent (`services::reminders`), once per kind and subject (the key), with the e-mail that carries
/// it.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "reminder_sent")]
pub struct Model {
    /// `match` (the day before a team's first match) or `fest` (the day before the fest).
    #[sea_orm(primary_key, auto_increment = false)]
    pub kind: String,
    /// What it is about: `{registration}@{day}` for a match, the account for the fest.
    #[sea_orm(primary_key, auto_increment = false)]
    pub subject: String,
    /// Who was written to.
    pub user_id: String,
    /// The message in `email_outbox`.
    pub email_id: Option<String>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
