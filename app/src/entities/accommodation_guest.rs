use sea_orm::entity::prelude::*;

/// A person of a booking, by their pass. `live_pass` is the pass id while the booking counts (unique: one
/// live booking per person), NULL once it does not.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "accommodation_guest")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub booking_id: String,
    pub pass_id: String,
    /// The person's place on the roster (their pass's number).
    pub seq: i32,
    pub name: String,
    pub role: String,
    pub live_pass: Option<String>,
    /// The hostel desk's check-in.
    pub checked_in_at: Option<DateTimeUtc>,
    pub checked_in_by: Option<String>,
    /// The scanner's id of the scan that checked them in (an offline scan synced twice counts once).
    pub client_scan_id: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
