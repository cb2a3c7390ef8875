use sea_orm::entity::prelude::*;

/// What a recorded scan was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, serde::Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = CheckinOutcome))]
#[serde(rename_all = "snake_case")]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum Outcome {
    /// The pass's first check-in (entry) on its list, or a counted exit.
    #[sea_orm(string_value = "ok")]
    Ok,
    /// A later scan of a pass already in (kept for the organisers).
    #[sea_orm(string_value = "duplicate")]
    Duplicate,
}

/// One recorded scan at a gate.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "checkin")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub pass_id: String,
    pub event_id: String,
    pub gate: String,
    pub by_user_id: String,
    /// The volunteer's username when the scan was recorded.
    pub by_name: String,
    pub outcome: Outcome,
    /// Scanned without a network and synced later.
    pub offline: bool,
    /// The scanner's own id of an offline scan: a retried sync stores it once.
    pub client_scan_id: Option<String>,
    /// When the volunteer scanned it (the device's clock for offline scans).
    pub scanned_at: DateTimeUtc,
    /// When the server recorded it.
    pub recorded_at: DateTimeUtc,
    /// Set when an admin undid this check-in.
    pub undone_at: Option<DateTimeUtc>,
    /// The check-in list the gate scanned for.
    pub list_id: Option<String>,
    /// `in` or `out`.
    pub direction: String,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
