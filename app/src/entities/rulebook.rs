use sea_orm::entity::prelude::*;

/// A rulebook file an organiser uploaded for an event (it replaces the one made from the catalogue).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "rulebook")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub event_id: String,
    pub file: Vec<u8>,
    pub bytes: i64,
    pub uploaded_by: String,
    pub uploaded_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
