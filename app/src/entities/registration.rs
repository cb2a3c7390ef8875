use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "registration")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub user_id: String,
    pub event_id: String,
    pub category: Option<String>,
    pub college_name: String,
    /// The normalised registration (fest-shared's `Registration`) as JSON, Aadhaar numbers encrypted.
    pub payload: String,
    pub members: i32,
    pub amount_paise: i64,
    pub currency: String,
    /// See `services::registrations::Status`.
    pub status: String,
    /// The gateway that took the money: sandbox or razorpay; offline for organiser-marked registrations.
    pub payment_mode: String,
    /// `<user>:<event>` while the registration counts, NULL once it does not.
    pub active_slot: Option<String>,
    pub gateway_order_id: Option<String>,
    pub gateway_payment_id: Option<String>,
    pub referral_code: Option<String>,
    pub flag_reason: Option<String>,
    pub expires_at: Option<DateTimeUtc>,
    pub paid_at: Option<DateTimeUtc>,
    /// When the reconciliation last asked the gateway about this registration after it stopped counting.
    pub checked_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(belongs_to = "super::user::Entity", from = "Column::UserId", to = "super::user::Column::Id")]
    User,
}

impl Related<super::user::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::User.def()
    }
}

impl ActiveModelBehavior for ActiveModel {}
