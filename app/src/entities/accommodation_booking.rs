use sea_orm::entity::prelude::*;

pub use super::registration::{PaymentsMode, RefundStatus, Status};

/// Beds in one block for consecutive nights for people of a paid registration. Its money moves exactly as a
/// registration's: the same states, each change a conditional update naming the state it expects.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "accommodation_booking")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub user_id: String,
    pub registration_id: String,
    pub event_id: String,
    /// `Men` or `Women` (fest-shared's `Block`).
    pub block: String,
    /// The first night, `YYYY-MM-DD`.
    pub check_in: String,
    pub nights: i32,
    pub guest_count: i32,
    /// The price per guest per night it was booked at.
    pub price_per_night_paise: i64,
    /// What is paid (after any discount).
    pub amount_paise: i64,
    pub currency: String,
    pub status: Status,
    pub payment_mode: PaymentsMode,
    pub coupon_code: Option<String>,
    pub discount_paise: Option<i64>,
    pub original_amount_paise: Option<i64>,
    pub flag_reason: Option<String>,
    pub expires_at: Option<DateTimeUtc>,
    pub paid_at: Option<DateTimeUtc>,
    pub cancelled_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
