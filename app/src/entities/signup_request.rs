use sea_orm::entity::prelude::*;

/// A sign-up waiting for its e-mail code, made by one browser (see the migration that made the table).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "signup_request")]
pub struct Model {
    /// SHA-256 of the random nonce kept in the requesting browser's HttpOnly cookie, hex.
    #[sea_orm(primary_key, auto_increment = false)]
    pub nonce_hash: String,
    /// Lower-cased e-mail address the code was sent to.
    pub email: String,
    pub username: String,
    pub username_key: String,
    pub password_hash: String,
    /// SHA-256 of the nonce, the e-mail and the code, hex.
    pub otp_hash: String,
    /// Codes tried, counted before each comparison.
    pub attempts: i32,
    pub sent_at: DateTimeUtc,
    pub expires_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
