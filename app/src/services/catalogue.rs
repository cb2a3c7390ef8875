//! The fest's events as paths name them. Below every service that looks an event up (registrations,
//! rulebooks, exports, waiting lists), so looking one up calls into none of them.

use fest_shared::catalogue::{EventInfo, UNKNOWN_EVENT, event_by_name};

use crate::AppError;

/// The catalogue entry of an event named in a path (slug or one of the names the legacy site used).
pub fn find_event(name: &str) -> Result<&'static EventInfo, AppError> {
    event_by_name(name).ok_or_else(|| AppError::NotFound(UNKNOWN_EVENT.into()))
}
