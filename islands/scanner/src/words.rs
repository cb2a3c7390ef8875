//! What the scanner's panel says, and in which language. Its texts are English here, as the verdicts of
//! [`crate::core`] are (the server and the tests read those word for word); the panel puts each into the
//! volunteer's language where it draws it, with [`say`]: fest-shared's catalogue has the Hindi of every one
//! (shared/src/i18n/scanner.rs for the scanner's own, rules.rs for the shared rules' refusals and roles), and
//! the scanner reads it from the part it needs (`fest_shared::i18n::scanner`), which keeps the rest of the
//! rules' messages out of the module. Names, gates, times, events and list names are values and come through
//! as they are.
//!
//! No browser APIs here: the native tests hold every text to its Hindi.

use std::borrow::Cow;

use fest_shared::checkin_list::Direction;
pub use fest_shared::i18n::Language;

use crate::core::Outcome;

// The verdict panel.
pub const READY: &str = "Ready";
pub const HOLD_UP: &str = "Hold a pass's QR code up to the camera.";
pub const LET_IN: &str = "Let in";
pub const LET_OUT: &str = "Let out";
pub const ALREADY_CHECKED_IN: &str = "Already checked in";
pub const REVOKED: &str = "Revoked";
pub const NOT_VALID: &str = "Not valid";
pub const NOT_ADMITTED: &str = "Not admitted";
pub const PAUSED: &str = "Paused";
pub const RESUME_TO_SCAN: &str = "Resume the camera to scan passes.";
pub const NOT_SCANNING: &str = "Not scanning";
pub const NO_CAMERA_ABOVE: &str = "The camera is not available (see above).";
pub const HOLDER_NAME: &str = "Name";
pub const HOLDER_ROLE: &str = "Role";
pub const HOLDER_EVENT: &str = "Event";

// The camera.
pub const CAMERA_PREVIEW: &str = "Camera preview";
pub const CAMERA_STARTING: &str = "Starting the camera…";
pub const CAMERA_PAUSED: &str = "The camera is paused.";
pub const CAMERA_REFUSED: &str = "Camera access was refused. Allow the camera for this site in the browser's settings, \
                                  then choose \u{201c}Try the camera again\u{201d}.";
pub const CAMERA_INSECURE: &str =
    "This browser cannot use a camera on this page (it needs a secure, https:// address).";
pub const CAMERA_MISSING: &str =
    "No camera was found on this device. Connect one, then choose \u{201c}Try the camera again\u{201d}.";
pub const CAMERA_BUSY: &str = "another app is using it. Close that app, then try again.";
pub const PAUSE_CAMERA: &str = "Pause camera";
pub const RESUME_CAMERA: &str = "Resume camera";
pub const RETRY_CAMERA: &str = "Try the camera again";

/// Every text above, for the tests.
pub const ALL: &[&str] = &[
    READY,
    HOLD_UP,
    LET_IN,
    LET_OUT,
    ALREADY_CHECKED_IN,
    REVOKED,
    NOT_VALID,
    NOT_ADMITTED,
    PAUSED,
    RESUME_TO_SCAN,
    NOT_SCANNING,
    NO_CAMERA_ABOVE,
    HOLDER_NAME,
    HOLDER_ROLE,
    HOLDER_EVENT,
    CAMERA_PREVIEW,
    CAMERA_STARTING,
    CAMERA_PAUSED,
    CAMERA_REFUSED,
    CAMERA_INSECURE,
    CAMERA_MISSING,
    CAMERA_BUSY,
    PAUSE_CAMERA,
    RESUME_CAMERA,
    RETRY_CAMERA,
];

/// The language of a code the page gives: "hi" (or "hi-IN") is Hindi, anything else English.
pub fn language(code: &str) -> Language {
    let primary = code.trim().split(['-', '_']).next().unwrap_or_default().to_ascii_lowercase();
    Language::parse(&primary).unwrap_or_default()
}

/// `text` (one of the texts here, or a verdict of the core) in `language`: as it is in English, and as it is
/// when the catalogue has no entry for it.
pub fn say(language: Language, text: &str) -> Cow<'_, str> {
    fest_shared::i18n::scanner::localize(language, text)
}

/// A pass holder's role as shown ("Captain", "Lead athlete") in `language`: the catalogue's role of that name,
/// whatever its capitals ("Lead athlete" is the catalogue's "Lead Athlete"); a role it does not know as it is.
pub fn role(language: Language, title: &str) -> Cow<'_, str> {
    let said = say(language, title);
    if language == Language::En || said != title {
        return said;
    }
    fest_shared::i18n::scanner::entries()
        .find(|e| e.key.starts_with("role.") && e.en.eq_ignore_ascii_case(title))
        .map_or(said, |e| Cow::Borrowed(e.text(language)))
}

/// The verdict panel's headline for a verdict.
pub fn headline(outcome: Outcome, direction: Direction) -> &'static str {
    match (outcome, direction) {
        (Outcome::Ok, Direction::In) => LET_IN,
        (Outcome::Ok, Direction::Out) => LET_OUT,
        (Outcome::Duplicate, _) => ALREADY_CHECKED_IN,
        (Outcome::Revoked, _) => REVOKED,
        (Outcome::Invalid, _) => NOT_VALID,
        (Outcome::Refused, _) => NOT_ADMITTED,
    }
}

/// "Scanning for Pronite · In", "Scanning for Fest gates": the list the gate scans for, and which way at a
/// list that counts exits (None elsewhere).
pub fn scanning_for(list: &str, direction: Option<Direction>) -> String {
    match direction {
        Some(Direction::In) => format!("Scanning for {list} \u{b7} In"),
        Some(Direction::Out) => format!("Scanning for {list} \u{b7} Out"),
        None => format!("Scanning for {list}"),
    }
}

/// Why the camera did not start, as the notice over the preview says it.
pub fn camera_failed(why: &str) -> String {
    format!("The camera could not start: {why}")
}

/// What the page is told when it hands over something that is not a check-in bundle.
pub fn bad_bundle(error: &str) -> String {
    format!("The check-in bundle is not {{ publicKey, revoked, used, lists, ... }}: {error}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_names_the_language() {
        for (code, language) in [
            ("hi", Language::Hi),
            ("hi-IN", Language::Hi),
            (" HI ", Language::Hi),
            ("en", Language::En),
            ("en-IN", Language::En),
            ("fr", Language::En),
            ("", Language::En),
        ] {
            assert_eq!(super::language(code), language, "{code:?}");
        }
    }
}
