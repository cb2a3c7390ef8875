//! Announcements: the messages admins write to a segment of the people of the fest. The server refuses a
//! longer title or message than these; the admin's form stops at them too (`limits()`).

/// The longest title of an announcement, in characters (120).
pub const TITLE_MAX_CHARS: usize = 120;

/// The longest message of an announcement, in characters (5000).
pub const BODY_MAX_CHARS: usize = 5000;

/// The longest "what to bring" or "where to report" of the reminder before the fest, in characters (1000).
pub const REMINDER_TEXT_MAX_CHARS: usize = 1000;

/// When reminders go out on the day before, India time, until the organisers choose another ("18:00").
pub const REMINDER_DEFAULT_TIME: &str = "18:00";
