use sea_orm::entity::prelude::*;

/// A certificate (`services::certificates`): what it says, the signed token its QR code carries, and its
/// revocation.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "certificate")]
pub struct Model {
    /// 16 lower-case hex digits (the number printed and the id the token carries).
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    /// `participation`, `merit` or `ca` (`fest_shared::certificate::Kind`).
    pub kind: String,
    /// What it is for, once per kind: a pass (participation), a pass and its place (`{pass}@{place}`, merit),
    /// an account (campus ambassador).
    pub subject: String,
    /// The account that downloads it: the registration's owner, or the ambassador.
    pub owner_user_id: String,
    pub registration_id: Option<String>,
    pub event_id: Option<String>,
    pub college: String,
    /// The holder's full name.
    pub holder_name: String,
    /// "Captain", "First place", "12 paid referrals".
    pub detail: String,
    /// The signed token (`fest_shared::certificate`).
    pub token: String,
    pub issued_at: DateTimeUtc,
    pub revoked_at: Option<DateTimeUtc>,
    pub revoked_reason: Option<String>,
    /// The admin who revoked it (user id).
    pub revoked_by: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
