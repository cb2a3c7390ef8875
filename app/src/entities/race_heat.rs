use sea_orm::entity::prelude::*;

/// One heat of a race, or its final: the athletes by lane, where and when it is run, and the times.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "race_heat")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub race_id: String,
    /// 1, 2, ... for the heats; the final comes after them.
    #[sea_orm(primary_key, auto_increment = false)]
    pub number: i32,
    pub is_final: bool,
    /// `fest_shared::fixtures::LaneDraw` list as JSON.
    #[sea_orm(column_type = "Text")]
    pub lanes: String,
    /// The times run: a JSON list of `{athlete, timeMs?, status?}` (`dnf`, `dq`, `dns` without a time).
    #[sea_orm(column_type = "Text", nullable)]
    pub times: Option<String>,
    pub venue_id: Option<String>,
    /// `YYYY-MM-DD`.
    pub day: Option<String>,
    /// Minutes from midnight.
    pub start_minute: Option<i32>,
    pub end_minute: Option<i32>,
    pub result_by: Option<String>,
    pub result_at: Option<DateTimeUtc>,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
