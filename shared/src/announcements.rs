//! Announcements: the messages admins write to a segment of the people of the fest. The server refuses a
//! longer title or message than these; the admin's form stops at them too (`limits()`).

/// The longest title of an announcement, in characters (120).
pub const TITLE_MAX_CHARS: usize = 120;

/// The longest message of an announcement, in characters (5000).
pub const BODY_MAX_CHARS: usize = 5000;
