use sea_orm::entity::prelude::*;

/// Whether a fixture set is the organisers' draft or published for everybody.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, serde::Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = FixtureState))]
#[serde(rename_all = "snake_case")]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum State {
    /// Seen by the organisers only; regenerated, swapped and scheduled freely.
    #[sea_orm(string_value = "draft")]
    Draft,
    /// Public: results may be entered, and every change is audited.
    #[sea_orm(string_value = "published")]
    Published,
}

/// One event's (and category's) fixtures (`services::fest_day::fixtures`).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "fixture_set")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    /// The catalogue id of the event.
    pub event_id: String,
    /// The category, or empty for an event without categories.
    pub category: String,
    /// The format it was generated in (`fest_shared::fixtures::Format` as JSON).
    #[sea_orm(column_type = "Text")]
    pub format: String,
    /// The generated fixtures (`fest_shared::fixtures::Fixtures` as JSON), entrants named `T1`, `T2`, ... in
    /// seed order, so that nothing public names a registration.
    #[sea_orm(column_type = "Text")]
    pub fixtures: String,
    /// Which registration each entrant is: a JSON object from `T1` to a registration id.
    #[sea_orm(column_type = "Text")]
    pub teams: String,
    pub state: State,
    /// Bumped by every change, so that two organisers' edits cannot overwrite each other unseen.
    pub version: i32,
    pub created_by: String,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    pub published_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
