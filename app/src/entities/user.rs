use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "user")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub username: String,
    /// The username lower-cased: unique, so usernames are unique regardless of case.
    pub username_key: String,
    pub fullname: String,
    /// Lower-cased.
    pub email: String,
    pub password_hash: Option<String>,
    pub google_sub: Option<String>,
    pub role: crate::roles::Role,
    pub is_email_verified: bool,
    pub is_iitp_stud: bool,
    pub college_name: Option<String>,
    pub por: Option<String>,
    pub address: Option<String>,
    pub college_address: Option<String>,
    /// "First Year" ... "Fifth Year".
    pub college_year: Option<String>,
    /// Ten digits; shown to the account's owner only.
    pub phone_number: Option<String>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

/// An account's CA application (at most one: `ca_application.user_id` is unique).
impl Related<super::ca_application::Entity> for Entity {
    fn to() -> RelationDef {
        super::ca_application::Relation::User.def().rev()
    }
}
