//! Event registrations: validated with fest-shared, priced on the server, stored before any money moves,
//! confirmed by a verified payment signature, a signed webhook or reconciliation — whichever comes first,
//! and only once.

mod confirmation;
mod orders;
mod queries;
mod receipt;
mod sealing;

pub use confirmation::*;
pub use orders::*;
pub use queries::*;
use receipt::spawn_receipt;
pub use sealing::*;

use fest_shared::catalogue::{EventInfo, UNKNOWN_EVENT, event_by_name};

use crate::AppError;

/// Where a registration stands. Every change of state is a conditional update naming the state it expects,
/// inside a write transaction that holds the row (`SELECT … FOR UPDATE` on PostgreSQL; SQLite has one
/// writer), so two racing confirmations change it once.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Stored, order created, not paid yet.
    Pending,
    /// Paid and confirmed.
    Paid,
    /// Registered without online payment; an organiser marks it paid.
    AwaitingPayment,
    /// Something about the money needs an organiser (an amount that differs, a second payment). Only an
    /// admin's decision, with a reason, moves it on.
    Flagged,
    /// Not paid in time, or replaced by a newer attempt of the same user: it no longer counts.
    Expired,
    /// An organiser refunded the money of a flagged registration: it no longer counts.
    Refunded,
}

impl Status {
    pub const ALL: [Status; 6] =
        [Status::Pending, Status::Paid, Status::AwaitingPayment, Status::Flagged, Status::Expired, Status::Refunded];

    pub fn as_str(self) -> &'static str {
        match self {
            Status::Pending => "pending",
            Status::Paid => "paid",
            Status::AwaitingPayment => "awaiting_payment",
            Status::Flagged => "flagged",
            Status::Expired => "expired",
            Status::Refunded => "refunded",
        }
    }

    pub fn parse(s: &str) -> Option<Status> {
        Status::ALL.into_iter().find(|st| st.as_str() == s)
    }
}

pub const ALREADY_REGISTERED: &str = "You have already registered for this event.";
pub const VERIFY_FAILED: &str = "Payment verification failed.";
pub const PAYMENT_CONFIRMED: &str = "Payment successful! Registration confirmed.";
pub const REGISTERED: &str = "Registered successfully!";

/// The catalogue entry of an event named in a path (slug or one of the names the legacy site used).
pub fn find_event(name: &str) -> Result<&'static EventInfo, AppError> {
    event_by_name(name).ok_or_else(|| AppError::NotFound(UNKNOWN_EVENT.into()))
}

fn slot(user_id: &str, event: &EventInfo) -> String {
    format!("{user_id}:{}", event.id.as_str())
}
