//! The organisers' registers under the Digital Personal Data Protection Act 2023: grievances sent to the
//! grievance officer, each with the last day to answer it (90 days), and personal data breaches, each with
//! the 72 hours within which the Data Protection Board is told. The rules and messages are
//! `fest_shared::privacy`'s.

pub mod breaches;
pub mod grievances;
pub mod member_data;

use chrono::{DateTime, NaiveDate, Utc};

/// Today's date in India.
pub fn india_today(now: DateTime<Utc>) -> NaiveDate {
    now.with_timezone(&crate::time::india()).date_naive()
}
