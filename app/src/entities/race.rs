use sea_orm::entity::prelude::*;

pub use super::fixture_set::State;

/// An athletics race of a category (`100m` Men, `4x100m` Women): its heats drawn from the paid
/// registrations, then its final (`services::fest_day::races`).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "race")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    /// The catalogue id of the event (`athletics`).
    pub event_id: String,
    /// "Men" or "Women".
    pub category: String,
    /// The individual event or relay, catalogue spelling ("100m", "4x100m").
    pub discipline: String,
    pub lanes: i32,
    /// "draw" or "times" (`fest_shared::fixtures::HeatDraw`).
    pub draw: String,
    pub seed: i64,
    /// The athletes, `A1`, `A2`, ... in the order their registrations were paid: a JSON list of
    /// `{id, registration, name, college}`.
    #[sea_orm(column_type = "Text")]
    pub athletes: String,
    pub state: State,
    /// Bumped by every change, so that two organisers' or scorers' edits cannot overwrite each other unseen.
    pub version: i32,
    pub created_by: String,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    pub published_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
