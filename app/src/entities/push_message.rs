use sea_orm::entity::prelude::*;

/// A notification to an account's browsers (`services::push`), written with the change it reports and sent
/// once by whichever server claims it.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "push_message")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub user_id: String,
    pub title: String,
    pub body: String,
    /// The site's page it opens (site-relative).
    pub url: String,
    /// What it is about: `announcement`, `match`, `waitlist`.
    pub topic: String,
    pub created_at: DateTimeUtc,
    /// Claimed by a server until then.
    pub locked_until: Option<DateTimeUtc>,
    pub attempts: i32,
    /// When it was handed to the push services (or given up).
    pub sent_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
