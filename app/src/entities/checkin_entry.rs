use sea_orm::entity::prelude::*;

/// A pass on a check-in list: entered (once, or in and out), and blocked from it by an admin.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "checkin_entry")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub list_id: String,
    pub pass_id: String,
    pub event_id: String,
    /// Inside now (lists that count exits); entered (lists that count entries once).
    pub inside: bool,
    pub first_in_at: Option<DateTimeUtc>,
    pub last_in_at: Option<DateTimeUtc>,
    pub last_out_at: Option<DateTimeUtc>,
    pub ins: i32,
    pub outs: i32,
    /// The gate and volunteer of the latest scan that counted.
    pub gate: Option<String>,
    pub by_name: Option<String>,
    pub blocked_at: Option<DateTimeUtc>,
    pub blocked_reason: Option<String>,
    /// The admin's username.
    pub blocked_by: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
