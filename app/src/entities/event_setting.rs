use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "event_setting")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub event_id: String,
    pub registration_open: bool,
    /// Places: teams, or heads for athletics (NULL: no limit).
    pub capacity: Option<i32>,
    /// Places per category, for events with categories (NULL: no limit of its own).
    pub capacity_men: Option<i32>,
    pub capacity_women: Option<i32>,
    /// After this, registration is closed for good.
    pub deadline: Option<DateTimeUtc>,
    /// Until this, a captain may change the roster.
    pub change_deadline: Option<DateTimeUtc>,
    /// Until this, an owner may cancel.
    pub cancel_deadline: Option<DateTimeUtc>,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
