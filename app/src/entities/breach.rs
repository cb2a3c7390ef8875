use sea_orm::entity::prelude::*;

/// One personal data breach in the organisers' register (DPDP Act 2023, section 8(6); Rules 2025, rule 7).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "breach")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    /// What happened.
    pub summary: String,
    /// Which personal data, of whom.
    pub personal_data: String,
    pub people_affected: Option<i64>,
    pub occurred_at: Option<DateTimeUtc>,
    /// When the organisers became aware of it: the Board's 72 hours run from here.
    pub discovered_at: DateTimeUtc,
    pub board_told_at: Option<DateTimeUtc>,
    pub people_told_at: Option<DateTimeUtc>,
    /// What was done about it.
    pub actions: String,
    /// The admin who recorded it.
    pub recorded_by: Option<String>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
