use sea_orm::entity::prelude::*;

/// A Razorpay webhook whose signature was valid but whose processing failed (a database error, a payment
/// for a registration in a state that cannot take it). One row per gateway event id: Razorpay's retries of
/// the same event update it. A later successful delivery of the event resolves it (`resolved_by` empty), as
/// does an admin's retry (`resolved_by` the admin's id).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "webhook_failure")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    /// The gateway's event id (`x-razorpay-event-id`, or the body's SHA-256 when absent).
    pub event_id: String,
    /// The event name, e.g. `payment.captured`, `refund.processed`.
    pub kind: String,
    /// The raw body as it arrived. It holds no secret; its signature was verified.
    #[sea_orm(column_type = "Text")]
    pub body: String,
    /// What went wrong the last time (at most 1000 characters, never a secret).
    pub error: String,
    /// Deliveries and retries that failed.
    pub attempts: i32,
    pub received_at: DateTimeUtc,
    pub last_failed_at: DateTimeUtc,
    pub resolved_at: Option<DateTimeUtc>,
    /// The admin who retried it successfully; empty when a later delivery of the gateway succeeded.
    pub resolved_by: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
