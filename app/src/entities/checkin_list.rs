use sea_orm::entity::prelude::*;

/// A check-in list and its rules (see `fest_shared::checkin_list`).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "checkin_list")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub name: String,
    /// The name in lower case (unique).
    pub name_key: String,
    /// `entry`, `stay` or `access`.
    pub kind: String,
    /// `once` or `in_out`.
    pub mode: String,
    /// JSON array of event ids; NULL: every event.
    pub events: Option<String>,
    pub requires_stay: bool,
    /// Gates that no list names scan for this one.
    pub is_default: bool,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
