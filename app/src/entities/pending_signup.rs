use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "pending_signup")]
pub struct Model {
    /// Lower-cased e-mail address the code was sent to.
    #[sea_orm(primary_key, auto_increment = false)]
    pub email: String,
    pub username: String,
    pub username_key: String,
    pub password_hash: String,
    /// SHA-256 of the e-mail and the code, hex.
    pub otp_hash: String,
    pub attempts: i32,
    pub sent_at: DateTimeUtc,
    pub expires_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
