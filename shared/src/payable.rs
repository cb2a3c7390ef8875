//! Where a payable thing (a registration, an accommodation booking) stands, and what that state allows:
//! whether it keeps its place (beds, a discount code's use) and whether its owner may cancel it. The server
//! stores and changes the state; these answers are the ones it acts on, and the browser asks them through
//! WebAssembly.

use serde::{Deserialize, Serialize};

/// The payment state of a registration or a booking, sent as its snake-case name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum PayStatus {
    /// Order created, not paid yet (it keeps its place only until the order expires).
    Pending,
    /// Paid and confirmed.
    Paid,
    /// Registered without online payment; an organiser marks it paid.
    AwaitingPayment,
    /// Something about the money needs an organiser.
    Flagged,
    /// Not paid in time, or replaced by a newer attempt.
    Expired,
    /// The organisers refunded it.
    Refunded,
    /// Cancelled by its owner or by the organisers.
    Cancelled,
}

impl PayStatus {
    /// Every state.
    pub const ALL: [PayStatus; 7] = [
        PayStatus::Pending,
        PayStatus::Paid,
        PayStatus::AwaitingPayment,
        PayStatus::Flagged,
        PayStatus::Expired,
        PayStatus::Refunded,
        PayStatus::Cancelled,
    ];

    /// The stored and sent name.
    pub fn as_str(self) -> &'static str {
        match self {
            PayStatus::Pending => "pending",
            PayStatus::Paid => "paid",
            PayStatus::AwaitingPayment => "awaiting_payment",
            PayStatus::Flagged => "flagged",
            PayStatus::Expired => "expired",
            PayStatus::Refunded => "refunded",
            PayStatus::Cancelled => "cancelled",
        }
    }

    /// A state by its exact name.
    pub fn parse(s: &str) -> Option<PayStatus> {
        PayStatus::ALL.into_iter().find(|p| p.as_str() == s)
    }

    /// Whether it keeps its place whatever the time (paid, awaiting an offline payment, or being checked):
    /// a booking in such a state holds its beds and its guests. A pending order also keeps its place, but only
    /// until it expires, which the server alone can tell.
    pub fn holds_place(self) -> bool {
        matches!(self, PayStatus::Paid | PayStatus::AwaitingPayment | PayStatus::Flagged)
    }

    /// Whether its owner may cancel it (or change a registration's team): paid, or awaiting an offline
    /// payment. The event's cancellation deadline still applies, and the server has the last word.
    pub fn owner_may_cancel(self) -> bool {
        matches!(self, PayStatus::Paid | PayStatus::AwaitingPayment)
    }

    /// The states that keep their place whatever the time.
    pub fn holding() -> impl Iterator<Item = PayStatus> {
        PayStatus::ALL.into_iter().filter(|p| p.holds_place())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for status in PayStatus::ALL {
            assert_eq!(PayStatus::parse(status.as_str()), Some(status));
            assert_eq!(serde_json::to_value(status).unwrap(), serde_json::json!(status.as_str()));
        }
        assert_eq!(PayStatus::parse("Paid"), None);
    }

    #[test]
    fn what_each_state_allows() {
        use PayStatus::*;
        let holding: Vec<_> = PayStatus::holding().collect();
        assert_eq!(holding, [Paid, AwaitingPayment, Flagged]);
        for status in [Pending, Expired, Refunded, Cancelled] {
            assert!(!status.holds_place(), "{status:?}");
        }
        let cancellable: Vec<_> = PayStatus::ALL.into_iter().filter(|p| p.owner_may_cancel()).collect();
        assert_eq!(cancellable, [Paid, AwaitingPayment]);
        // Whatever its owner may cancel keeps its place.
        assert!(PayStatus::ALL.into_iter().all(|p| !p.owner_may_cancel() || p.holds_place()));
    }
}
