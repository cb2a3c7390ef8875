use sea_orm::entity::prelude::*;

/// One match of a fixture set: where and when it is played, and its result (`services::fest_day`).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "fixture_match")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub set_id: String,
    /// The match's id in its fixtures (`M3`, `A2`, `KO1`).
    #[sea_orm(primary_key, auto_increment = false)]
    pub match_id: String,
    /// Its place in the fixtures' order.
    pub position: i32,
    pub venue_id: Option<String>,
    /// `YYYY-MM-DD`.
    pub day: Option<String>,
    /// Minutes from midnight.
    pub start_minute: Option<i32>,
    pub end_minute: Option<i32>,
    pub home_score: Option<i32>,
    pub away_score: Option<i32>,
    /// The winner's entrant id (`T3`) (a walkover, or a knockout match level on scores).
    pub winner: Option<String>,
    pub walkover: bool,
    /// The sport's own reading of the score (sets and points, runs and wickets), as the scorer typed it.
    pub detail: Option<String>,
    /// The sport's score sheet as entered (`fest_shared::scores`): sets, innings or boards, in JSON.
    pub sheet: Option<String>,
    /// The sides (entrant ids) the result was entered against.
    pub result_home: Option<String>,
    pub result_away: Option<String>,
    pub result_by: Option<String>,
    pub result_at: Option<DateTimeUtc>,
    pub updated_at: DateTimeUtc,
}

impl Model {
    /// Whether a result is entered.
    pub fn has_result(&self) -> bool {
        self.result_at.is_some()
    }

    /// Whether a place in the schedule is set.
    pub fn is_scheduled(&self) -> bool {
        self.venue_id.is_some() && self.day.is_some() && self.start_minute.is_some() && self.end_minute.is_some()
    }
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
