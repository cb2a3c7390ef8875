use sea_orm::entity::prelude::*;

/// An outgoing e-mail in the queue. The message is stored whole (headers, bodies, pictures), sealed with
/// the data key: it may hold a sign-up code or a receipt. Once sent, the message is dropped and the row
/// kept a while as a record of delivery.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "email_outbox")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub recipient: String,
    /// What the message is for ("receipt", "pass", "sign-up code"...), for the logs and the admins.
    pub purpose: String,
    /// The sealed RFC 5322 message; `None` once sent.
    #[sea_orm(column_type = "Text", nullable)]
    pub message: Option<String>,
    /// `pending` (waiting for its next attempt), `sending` (claimed by an instance until `locked_until`),
    /// `sent`, or `failed` (given up on).
    pub status: String,
    pub attempts: i32,
    pub next_attempt_at: DateTimeUtc,
    pub locked_until: Option<DateTimeUtc>,
    /// Why the last attempt failed (never a secret).
    pub last_error: Option<String>,
    pub created_at: DateTimeUtc,
    pub sent_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
