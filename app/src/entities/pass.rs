use sea_orm::entity::prelude::*;

/// A fest-day pass: one person on a paid registration.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "pass")]
pub struct Model {
    /// 16 lower-case hex digits (the id the token carries).
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub registration_id: String,
    pub event_id: String,
    /// The person's place among the registration's holders (`fest_shared::pass::holders`).
    pub seq: i32,
    /// The role key (`captain`, `players`, `coach`, `leadAthlete`, ...).
    pub role: String,
    /// First name and initial: all the token and the scanner show.
    pub holder_name: String,
    /// The signed token the QR code carries.
    pub token: String,
    /// When the holder was e-mailed their pass (NULL: not yet, or no address).
    pub emailed_at: Option<DateTimeUtc>,
    /// Set when the registration stopped counting (flagged, refunded, cancelled).
    pub revoked_at: Option<DateTimeUtc>,
    /// The first check-in: when, at which gate, by whom (user id).
    pub checked_in_at: Option<DateTimeUtc>,
    pub checked_in_gate: Option<String>,
    pub checked_in_by: Option<String>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
