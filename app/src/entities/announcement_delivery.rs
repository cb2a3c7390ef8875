use sea_orm::entity::prelude::*;

/// One person an announcement was sent to, once (the key), with the e-mail that carries it.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "announcement_delivery")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub announcement_id: String,
    #[sea_orm(primary_key, auto_increment = false)]
    pub user_id: String,
    /// The message in `email_outbox` (its state is the delivery's).
    pub email_id: Option<String>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
