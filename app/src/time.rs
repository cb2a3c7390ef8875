//! The fest's time zone: times people read (at the gates, in e-mails) are India Standard Time.

use chrono::{DateTime, FixedOffset, Utc};

/// India Standard Time, UTC+05:30.
pub fn india() -> FixedOffset {
    FixedOffset::east_opt(5 * 3600 + 1800).expect("+05:30 is a valid offset")
}

/// A date and time as an e-mail shows it, e.g. "24 Jan 2026, 18:30 IST".
pub fn india_text(at: DateTime<Utc>) -> String {
    format!("{} IST", at.with_timezone(&india()).format("%-d %b %Y, %H:%M"))
}

#[cfg(test)]
mod tests {
    #[test]
    fn times_read_in_india() {
        let at = chrono::DateTime::parse_from_rfc3339("2026-01-24T13:00:00Z").unwrap().to_utc();
        assert_eq!(super::india_text(at), "24 Jan 2026, 18:30 IST");
    }
}
