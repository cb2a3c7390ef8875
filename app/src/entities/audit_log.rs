use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "audit_log")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub at: DateTimeUtc,
    pub actor_id: String,
    /// e.g. user.role, ca.accept, registration.mark_paid, event.settings, registrations.export
    pub action: String,
    /// What was acted on (a user id, an application id, an event id, ...).
    pub target: String,
    /// JSON with the particulars (old and new values).
    #[sea_orm(column_type = "Text")]
    pub details: String,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
