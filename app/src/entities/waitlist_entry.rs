use sea_orm::entity::prelude::*;

/// Where a waiting-list entry stands, stored as its lower-case name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, serde::Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = WaitlistStatus))]
#[serde(rename_all = "snake_case")]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum Status {
    /// In line.
    #[sea_orm(string_value = "waiting")]
    Waiting,
    /// A place is held for it until `offer_expires_at`.
    #[sea_orm(string_value = "offered")]
    Offered,
    /// The offer was taken and paid: the team is registered.
    #[sea_orm(string_value = "registered")]
    Registered,
    /// The offer was not taken in time: the place passed on.
    #[sea_orm(string_value = "lapsed")]
    Lapsed,
    /// The owner left the line.
    #[sea_orm(string_value = "left")]
    Left,
    /// The event no longer needs it (the owner registered another way, or the account was deleted).
    #[sea_orm(string_value = "removed")]
    Removed,
}

/// A team waiting for a place in a full event, with its validated form (sealed like a registration's).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "waitlist_entry")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub event_id: String,
    pub category: Option<String>,
    pub user_id: String,
    /// The registration form, sealed (`registrations::seal_payload`).
    pub payload: String,
    /// Roster members (athletics: heads, the places it needs).
    pub members: i32,
    pub college_name: String,
    /// Its place in line: lower goes first.
    pub position: i64,
    pub status: Status,
    /// "user:event" while waiting or offered; NULL once the entry ends.
    pub active_slot: Option<String>,
    pub offered_at: Option<DateTimeUtc>,
    pub offer_expires_at: Option<DateTimeUtc>,
    /// The registration made from the offer.
    pub registration_id: Option<String>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
