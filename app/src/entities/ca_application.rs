use sea_orm::entity::prelude::*;

/// Where a CA application stands, stored as its lower-case name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, serde::Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = CaApplicationStatus))]
#[serde(rename_all = "lowercase")]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum Status {
    #[sea_orm(string_value = "pending")]
    Pending,
    #[sea_orm(string_value = "accepted")]
    Accepted,
    #[sea_orm(string_value = "rejected")]
    Rejected,
}

impl Status {
    /// The stored and shown name.
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Pending => "pending",
            Status::Accepted => "accepted",
            Status::Rejected => "rejected",
        }
    }

    /// The status of a name (query parameters); `None` for anything else.
    pub fn parse(s: &str) -> Option<Status> {
        [Status::Pending, Status::Accepted, Status::Rejected].into_iter().find(|x| x.as_str() == s)
    }
}

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "ca_application")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub user_id: String,
    pub full_name: String,
    pub college_name: String,
    pub college_year: String,
    pub rollno: String,
    pub college_address: String,
    pub phone_number: String,
    pub how_did_you_know: String,
    #[sea_orm(column_type = "Text")]
    pub application_statement: String,
    pub por: Option<String>,
    pub alternative_email: Option<String>,
    /// pending, accepted or rejected.
    pub status: Status,
    pub applied_at: DateTimeUtc,
    pub reviewed_by: Option<String>,
    pub reviewed_at: Option<DateTimeUtc>,
    pub referral_code: Option<String>,
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
