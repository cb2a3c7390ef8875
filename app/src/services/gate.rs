//! What the gates say, shared by the gate check-in ([`super::checkins`]) and the hostel desk
//! ([`super::accommodation`]), so the desk need not call into the check-in that calls it.

use chrono::{DateTime, Utc};

/// "Already checked in at 10:42 at gate North by asha" (times in India Standard Time, as at the gates).
pub fn already_message(at: Option<DateTime<Utc>>, gate: Option<&str>, by: Option<&str>) -> String {
    let ist = crate::time::india();
    let mut text = "Already checked in".to_owned();
    if let Some(at) = at {
        text.push_str(&format!(" at {}", at.with_timezone(&ist).format("%H:%M")));
    }
    if let Some(gate) = gate {
        text.push_str(&format!(" at gate {gate}"));
    }
    if let Some(by) = by {
        text.push_str(&format!(" by {by}"));
    }
    text
}
