use sea_orm::entity::prelude::*;

/// A registration wizard as its signed-in user was typing it, one per user and event (`services::drafts`).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "registration_draft")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub user_id: String,
    /// The catalogue id of the event.
    #[sea_orm(primary_key, auto_increment = false)]
    pub event_id: String,
    /// The wizard's values (a JSON object), sealed whole with the data key.
    #[sea_orm(column_type = "Text")]
    pub payload: String,
    /// The wizard's step (0 is the first).
    pub step: i32,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
