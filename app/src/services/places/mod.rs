//! Who holds a place: the conditions every count of places, waiting-list offers, discount-code uses and
//! beds shares. Below events (capacity), registrations (orders), waiting lists, coupons and accommodation,
//! which all count with these, so none of them calls another to count.

pub mod changes;
pub mod offers;

use chrono::{DateTime, Utc};
use fest_shared::catalogue::{EventId, EventInfo};
use sea_orm::{ColumnTrait, Condition};

use crate::entities::registration::Status;
use crate::entities::{accommodation_booking as booking, registration};

/// Statuses under which a registration counts as made (the events page shows 'Already Applied').
pub const COUNTED: [Status; 3] = [Status::Paid, Status::AwaitingPayment, Status::Flagged];

/// Whether an event's places are counted in heads (athletics) rather than teams.
pub fn counts_heads(event: &EventInfo) -> bool {
    event.id == EventId::Athletics
}

/// The registrations that take a place at `now`: paid (or awaiting an offline payment, or flagged for the
/// organisers) and orders still within their time to pay.
pub fn taking_places(now: DateTime<Utc>) -> Condition {
    Condition::any().add(registration::Column::Status.is_in(COUNTED)).add(
        Condition::all()
            .add(registration::Column::Status.eq(Status::Pending))
            .add(registration::Column::ExpiresAt.gt(now)),
    )
}

/// Bookings that hold beds and count a discount code's use: paid, awaiting an offline payment, flagged, or
/// an order still within its time to pay.
pub fn counting(now: DateTime<Utc>) -> Condition {
    Condition::any()
        .add(
            booking::Column::Status
                .is_in(Status::ALL.into_iter().filter(|s| s.shared().holds_place()).map(Status::as_str)),
        )
        .add(
            Condition::all()
                .add(booking::Column::Status.eq(Status::Pending.as_str()))
                .add(booking::Column::ExpiresAt.gt(now)),
        )
}
