use sea_orm::entity::prelude::*;

/// A person a registration counts, by a keyed digest of their Aadhaar number.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "registration_person")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub registration_id: String,
    pub event_id: String,
    /// HMAC-SHA-256 (hex) of the Aadhaar number under a key derived from the data key.
    #[sea_orm(primary_key, auto_increment = false)]
    pub person_key: String,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
