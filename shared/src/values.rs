//! Validated values. Each is a newtype with a private field, built only by `parse()`, so holding one is proof
//! that the rule was checked. Each rule's message texts live next to its check.
//!
//! `parse()` returns the inline hint (SPEC 5) as its error; the wizard-specific messages that name the person
//! (`... for Player #3`, `Coach: ...`) are associated functions and constants of the same type.
//!
//! Phone, Aadhaar and OTP parsers accept digits only: callers that accept free input strip other characters
//! first with [`digits_only`] (the wizard's inputs do the same, SPEC 5).

use std::fmt;

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use unicode_properties::{GeneralCategory, UnicodeGeneralCategory as _};

/// Keeps only the ASCII digits of `s` ("98765-43210" -> "9876543210").
pub fn digits_only(s: &str) -> String {
    s.chars().filter(char::is_ascii_digit).collect()
}

/// Message when a name holds a character that cannot be seen or that turns the text's direction.
pub const INVISIBLE_IN_NAME: &str = "Names cannot contain invisible or text-direction characters.";

/// Whether `s` holds a Unicode format character (general category Cf): zero-width spaces and joiners
/// (U+200B-U+200D), direction marks, embeddings, overrides and isolates (U+200E-U+200F, U+202A-U+202E,
/// U+2066-U+2069), invisible operators (U+2060-U+2064), the byte-order mark (U+FEFF), the soft hyphen (U+00AD)
/// and the rest of Cf. A name holding one can look like another name, or reverse the text shown after it.
pub fn has_invisible(s: &str) -> bool {
    s.chars().any(is_invisible)
}

/// Whether `c` is a Unicode format character (general category Cf), see [`has_invisible`].
pub fn is_invisible(c: char) -> bool {
    c.general_category() == GeneralCategory::Format
}

/// `Err(INVISIBLE_IN_NAME)` when a name holds a format character (see [`has_invisible`]).
pub fn check_visible(s: &str) -> Result<(), &'static str> {
    if has_invisible(s) { Err(INVISIBLE_IN_NAME) } else { Ok(()) }
}

fn is_digits(s: &str, len: usize) -> bool {
    s.len() == len && s.bytes().all(|b| b.is_ascii_digit())
}

/// Shared impls of the string newtypes: `as_str`, `Display`, `AsRef<str>`, serialise as the plain string,
/// deserialise through `parse` (so stored data is re-checked when read back).
macro_rules! text_value {
    ($ty:ident) => {
        text_value!($ty, parse);
    };
    // `$read` reads the stored text back (for a type whose rule for new input is stricter than what was stored).
    ($ty:ident, $read:ident) => {
        impl $ty {
            /// The validated text.
            pub fn as_str(&self) -> &str {
                &self.0
            }

            /// The validated text, owned.
            pub fn into_inner(self) -> String {
                self.0
            }
        }

        impl AsRef<str> for $ty {
            fn as_ref(&self) -> &str {
                &self.0
            }
        }

        impl fmt::Display for $ty {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&self.0)
            }
        }

        impl Serialize for $ty {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(&self.0)
            }
        }

        impl<'de> Deserialize<'de> for $ty {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                let s = String::deserialize(deserializer)?;
                Self::$read(&s).map_err(D::Error::custom)
            }
        }
    };
}

/// A person's full name: 1 to 30 characters of letters, spaces and `.`, `'`, `-`, with at least one letter
/// (trimmed). "Letters" are Unicode letters, so names in Indian scripts pass too. A name holding an invisible
/// or text-direction character is refused with [`INVISIBLE_IN_NAME`].
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify), tsify(type = "string"))]
pub struct PersonName(String);

impl PersonName {
    /// Longest name, in characters.
    pub const MAX_CHARS: usize = 30;
    /// Inline hint (SPEC 5, word for word).
    pub const HINT: &'static str = "Name must be <= 30 chars; letters/spaces/.'- only.";
    /// Coach message (SPEC 5, word for word).
    pub const COACH_MESSAGE: &'static str = "Coach: enter a valid name (<= 30 chars).";

    /// Message for entry `n` (1-based) of a team role titled `title` (SPEC 5, word for word).
    pub fn role_message(title: &str, n: usize) -> String {
        format!("Enter a valid name (<= 30 chars) for {title} #{n}")
    }

    /// The message for entry `n` of a team role titled `title` whose name `parse` refused with `error`: the
    /// invisible-character message as it is, the role's message otherwise.
    pub fn role_error(error: &str, title: &str, n: usize) -> String {
        if error == INVISIBLE_IN_NAME { error.to_owned() } else { Self::role_message(title, n) }
    }

    /// Checks the rule on the trimmed text.
    pub fn parse(s: &str) -> Result<Self, &'static str> {
        let s = s.trim();
        check_visible(s)?;
        let allowed = |c: char| c.is_alphabetic() || matches!(c, ' ' | '.' | '\'' | '-');
        let ok = s.chars().count() <= Self::MAX_CHARS && s.chars().all(allowed) && s.chars().any(char::is_alphabetic);
        if ok { Ok(Self(s.to_owned())) } else { Err(Self::HINT) }
    }
}
text_value!(PersonName);

/// An e-mail address (trimmed): no white space, exactly one `@` with something before it, a domain of
/// non-empty dot-separated labels with at least one dot, the last label at least 2 characters; at most 254
/// characters. Case is kept as typed.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify), tsify(type = "string"))]
pub struct Email(String);

impl Email {
    /// Longest address, in characters (RFC 5321 path limit).
    pub const MAX_CHARS: usize = 254;
    /// Inline hint (SPEC 5, word for word); also the message of the plain e-mail fields.
    pub const HINT: &'static str = "Enter a valid email address.";
    /// Coach message (SPEC 5, word for word).
    pub const COACH_MESSAGE: &'static str = "Coach: enter a valid email.";

    /// Message for entry `n` of a team role titled `title` (SPEC 5, word for word).
    pub fn role_message(title: &str, n: usize) -> String {
        format!("Enter a valid email for {title} #{n}")
    }

    /// Checks the rule on the trimmed text.
    pub fn parse(s: &str) -> Result<Self, &'static str> {
        let s = s.trim();
        if Self::is_valid(s) { Ok(Self(s.to_owned())) } else { Err(Self::HINT) }
    }

    fn is_valid(s: &str) -> bool {
        if s.is_empty() || s.chars().count() > Self::MAX_CHARS || s.chars().any(char::is_whitespace) {
            return false;
        }
        let mut parts = s.split('@');
        let (Some(local), Some(domain), None) = (parts.next(), parts.next(), parts.next()) else {
            return false;
        };
        let last_label = domain.rsplit('.').next().unwrap_or_default();
        !local.is_empty()
            && domain.contains('.')
            && domain.split('.').all(|label| !label.is_empty())
            && last_label.chars().count() >= 2
    }

    /// Lower-cased form, for comparing addresses (e.g. counting distinct people).
    pub fn key(&self) -> String {
        self.0.to_lowercase()
    }
}
text_value!(Email);

/// A 10-digit phone number: exactly ten ASCII digits, nothing else.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify), tsify(type = "string"))]
pub struct Phone(String);

impl Phone {
    /// Number of digits.
    pub const DIGITS: usize = 10;
    /// Inline hint (SPEC 5, word for word); also the message of the CA form's phone field.
    pub const HINT: &'static str = "Enter a valid 10-digit mobile number.";
    /// Coach message (SPEC 5, word for word).
    pub const COACH_MESSAGE: &'static str = "Coach: enter a valid 10-digit phone number.";

    /// Message for entry `n` of a team role titled `title` (SPEC 5, word for word).
    pub fn role_message(title: &str, n: usize) -> String {
        format!("Enter a valid 10-digit phone number for {title} #{n}")
    }

    /// The most characters a phone field keeps as typed ("+91 98765 43210" is 15, "0091-98765-43210" 16).
    pub const TYPED_MAX_CHARS: usize = 16;

    /// A 10-digit Indian mobile number as people type it: "+91 98765 43210", "098765 43210", "98765-43210"
    /// and "9876543210" are the same number. Spaces, hyphens, dots and brackets are dropped; a leading +91,
    /// 91 or 0091 (country code) or 0 (trunk prefix) before ten digits is too. What is left must be ten
    /// digits starting with 6, 7, 8 or 9 (Indian mobile numbers); anything else is refused with [`Self::HINT`].
    pub fn parse(s: &str) -> Result<Self, &'static str> {
        normalise_phone(s).map(Self).ok_or(Self::HINT)
    }

    /// A number read back from what was stored: any ten digits, as every release stored them (a number kept
    /// before the mobile-number rule, or an anonymised person's `0000000000`), else what [`Self::parse`]
    /// reads. New input goes through [`Self::parse`].
    pub fn read_stored(s: &str) -> Result<Self, &'static str> {
        if is_digits(s, Self::DIGITS) { Ok(Self(s.to_owned())) } else { Self::parse(s) }
    }
}
text_value!(Phone, read_stored);

/// The ten digits of an Indian mobile number as people type it, else `None` (see [`Phone::parse`]).
pub fn normalise_phone(s: &str) -> Option<String> {
    let s = s.trim();
    let (plus, rest) = match s.strip_prefix('+') {
        Some(rest) => (true, rest),
        None => (false, s),
    };
    if !rest.chars().all(|c| c.is_ascii_digit() || matches!(c, ' ' | '-' | '.' | '(' | ')')) {
        return None;
    }
    let digits = digits_only(rest);
    let national = match digits.len() {
        10 if !plus => digits.as_str(),
        11 if !plus => digits.strip_prefix('0')?,
        12 => digits.strip_prefix("91")?,
        14 if !plus => digits.strip_prefix("0091")?,
        _ => return None,
    };
    matches!(national.as_bytes().first(), Some(b'6'..=b'9')).then(|| national.to_owned())
}

/// What a phone field keeps of what is typed or pasted: the digits, and the `+`, spaces, hyphens, dots and
/// brackets people write numbers with, at most [`Phone::TYPED_MAX_CHARS`] characters. Its number is read by
/// [`normalise_phone`] (as the field is left, and by the rules).
pub fn phone_as_typed(s: &str) -> String {
    s.chars()
        .filter(|c| c.is_ascii_digit() || matches!(c, '+' | ' ' | '-' | '.' | '(' | ')'))
        .take(Phone::TYPED_MAX_CHARS)
        .collect()
}

/// A 12-digit Aadhaar number (the national ID): exactly twelve ASCII digits. No checksum is verified.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify), tsify(type = "string"))]
pub struct AadhaarNumber(String);

impl AadhaarNumber {
    /// Number of digits.
    pub const DIGITS: usize = 12;
    /// Inline hint (SPEC 5, word for word).
    pub const HINT: &'static str = "Enter a valid 12-digit Aadhaar number.";
    /// Coach message (SPEC 5, word for word).
    pub const COACH_MESSAGE: &'static str = "Coach: enter a valid 12-digit Aadhaar.";

    /// Message for entry `n` of a team role titled `title` (SPEC 5, word for word).
    pub fn role_message(title: &str, n: usize) -> String {
        format!("Enter a valid 12-digit Aadhaar for {title} #{n}")
    }

    /// Exactly 12 ASCII digits.
    pub fn parse(s: &str) -> Result<Self, &'static str> {
        if is_digits(s, Self::DIGITS) { Ok(Self(s.to_owned())) } else { Err(Self::HINT) }
    }
}
text_value!(AadhaarNumber);

/// A one-time sign-up code: exactly six ASCII digits (surrounding white space is ignored).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify), tsify(type = "string"))]
pub struct Otp(String);

impl Otp {
    /// Number of digits (SPEC 9).
    pub const DIGITS: usize = 6;
    /// Message when the code is empty.
    pub const REQUIRED: &'static str = "OTP is required.";
    /// Message when the code is not six digits.
    pub const INVALID: &'static str = "Enter the 6-digit OTP.";

    /// Six digits after trimming.
    pub fn parse(s: &str) -> Result<Self, &'static str> {
        let s = s.trim();
        if s.is_empty() {
            Err(Self::REQUIRED)
        } else if is_digits(s, Self::DIGITS) {
            Ok(Self(s.to_owned()))
        } else {
            Err(Self::INVALID)
        }
    }
}
text_value!(Otp);

/// A college ID number as printed on the student card (optional on cricket, football and Mr. Infinito
/// entries): 1 to 40 characters after trimming, no control characters.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify), tsify(type = "string"))]
pub struct CollegeId(String);

impl CollegeId {
    /// Longest ID, in characters.
    pub const MAX_CHARS: usize = 40;
    /// Inline hint.
    pub const HINT: &'static str = "College ID must be at most 40 characters.";

    /// Message for entry `n` of a team role titled `title`.
    pub fn role_message(title: &str, n: usize) -> String {
        format!("Enter a valid college ID (<= 40 chars) for {title} #{n}")
    }

    /// Non-empty, at most 40 characters, no control characters (trimmed).
    pub fn parse(s: &str) -> Result<Self, &'static str> {
        let s = s.trim();
        let ok = !s.is_empty() && s.chars().count() <= Self::MAX_CHARS && !s.chars().any(char::is_control);
        if ok { Ok(Self(s.to_owned())) } else { Err(Self::HINT) }
    }
}
text_value!(CollegeId);

/// A campus ambassador's referral code: 1 to 64 ASCII letters, digits, `-` and `_` (trimmed).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify), tsify(type = "string"))]
pub struct ReferralCode(String);

impl ReferralCode {
    /// Longest code.
    pub const MAX_CHARS: usize = 64;
    /// Message when the code is malformed.
    pub const INVALID: &'static str = "Enter a valid referral code (letters, digits, - and _ only).";

    /// 1 to 64 of `[A-Za-z0-9_-]` after trimming.
    pub fn parse(s: &str) -> Result<Self, &'static str> {
        let s = s.trim();
        let ok = !s.is_empty()
            && s.len() <= Self::MAX_CHARS
            && s.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
        if ok { Ok(Self(s.to_owned())) } else { Err(Self::INVALID) }
    }
}
text_value!(ReferralCode);

/// An account's username: 3 to 30 characters of ASCII letters, digits, `.`, `_` and `-` (trimmed), not one of
/// the names the platform keeps for itself ([`Username::is_reserved`]).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify), tsify(type = "string"))]
pub struct Username(String);

impl Username {
    /// Shortest username.
    pub const MIN_CHARS: usize = 3;
    /// Longest username.
    pub const MAX_CHARS: usize = 30;
    /// Message when empty.
    pub const REQUIRED: &'static str = "Username is required.";
    /// Message when shorter than 3 characters.
    pub const TOO_SHORT: &'static str = "Username must be at least 3 characters.";
    /// Message when longer than 30 characters.
    pub const TOO_LONG: &'static str = "Username must be at most 30 characters.";
    /// Message when it has other characters.
    pub const BAD_CHARS: &'static str = "Username may contain only letters, digits, dot, underscore and hyphen.";
    /// Message when the name is one the platform keeps for itself.
    pub const RESERVED: &'static str = "This username is reserved. Please choose another.";
    /// Names the platform keeps for itself (the holder of deleted accounts' kept registrations, and names that
    /// read as the platform speaking), compared without case and without `.`, `_` and `-`.
    pub const RESERVED_NAMES: [&'static str; 7] =
        ["deletedaccount", "deleteduser", "deleted", "anonymised", "anonymized", "anonymous", "system"];

    /// Whether `s` is a reserved name in any case and with any `.`, `_` or `-` in it ("Deleted_Account").
    pub fn is_reserved(s: &str) -> bool {
        let folded: String =
            s.trim().chars().filter(|c| !matches!(c, '.' | '_' | '-')).map(|c| c.to_ascii_lowercase()).collect();
        Self::RESERVED_NAMES.contains(&folded.as_str())
    }

    /// Checks the rules in the order above.
    pub fn parse(s: &str) -> Result<Self, &'static str> {
        let s = s.trim();
        let len = s.chars().count();
        if s.is_empty() {
            Err(Self::REQUIRED)
        } else if len < Self::MIN_CHARS {
            Err(Self::TOO_SHORT)
        } else if len > Self::MAX_CHARS {
            Err(Self::TOO_LONG)
        } else if has_invisible(s) {
            Err(INVISIBLE_IN_NAME)
        } else if !s.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'-')) {
            Err(Self::BAD_CHARS)
        } else if Self::is_reserved(s) {
            Err(Self::RESERVED)
        } else {
            Ok(Self(s.to_owned()))
        }
    }
}
text_value!(Username);

/// The name a volunteer gives the gate they scan passes at ("North", "Hostel"): 1 to 40 characters after
/// trimming, no control characters, no invisible or text-direction characters.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify), tsify(type = "string"))]
pub struct GateName(String);

impl GateName {
    /// Longest gate name, in characters.
    pub const MAX_CHARS: usize = 40;
    /// Message when empty.
    pub const REQUIRED: &'static str = "Name the gate you are scanning at.";
    /// Message when too long (or holding control characters).
    pub const TOO_LONG: &'static str = "Keep the gate's name under 40 characters.";

    /// Checks the rules on the trimmed text.
    pub fn parse(s: &str) -> Result<Self, &'static str> {
        let s = s.trim();
        if s.is_empty() {
            Err(Self::REQUIRED)
        } else if has_invisible(s) {
            Err(INVISIBLE_IN_NAME)
        } else if s.chars().count() > Self::MAX_CHARS || s.chars().any(char::is_control) {
            Err(Self::TOO_LONG)
        } else {
            Ok(Self(s.to_owned()))
        }
    }
}
text_value!(GateName);

/// A UPI transaction reference (UTR): the 12 digits a UPI app shows once a payment went through. Spaces
/// the payer typed between groups of digits are dropped; nothing else is.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify), tsify(type = "string"))]
pub struct Utr(String);

impl Utr {
    /// How many digits a UTR has.
    pub const DIGITS: usize = 12;
    /// Message when empty.
    pub const REQUIRED: &'static str = "Enter the 12-digit UTR (transaction reference) your UPI app showed.";
    /// Message when not 12 digits.
    pub const INVALID: &'static str = "A UTR is exactly 12 digits, as your UPI app shows it.";

    /// Checks the rules on the text without its spaces.
    pub fn parse(s: &str) -> Result<Self, &'static str> {
        let s: String = s.chars().filter(|c| *c != ' ').collect();
        if s.is_empty() {
            Err(Self::REQUIRED)
        } else if s.len() != Self::DIGITS || !s.bytes().all(|b| b.is_ascii_digit()) {
            Err(Self::INVALID)
        } else {
            Ok(Self(s))
        }
    }
}
text_value!(Utr);

/// An account password: 8 to 128 characters, taken exactly as typed (not trimmed). Never serialised and
/// redacted in `Debug`.
#[derive(Clone, PartialEq, Eq)]
pub struct Password(String);

impl Password {
    /// Shortest password.
    pub const MIN_CHARS: usize = 8;
    /// Longest password.
    pub const MAX_CHARS: usize = 128;
    /// Message when empty.
    pub const REQUIRED: &'static str = "Password is required.";
    /// Message when shorter than 8 characters.
    pub const TOO_SHORT: &'static str = "Password must be at least 8 characters.";
    /// Message when longer than 128 characters.
    pub const TOO_LONG: &'static str = "Password must be at most 128 characters.";

    /// Checks the length rules.
    pub fn parse(s: &str) -> Result<Self, &'static str> {
        let len = s.chars().count();
        if s.is_empty() {
            Err(Self::REQUIRED)
        } else if len < Self::MIN_CHARS {
            Err(Self::TOO_SHORT)
        } else if len > Self::MAX_CHARS {
            Err(Self::TOO_LONG)
        } else {
            Ok(Self(s.to_owned()))
        }
    }

    /// The secret, for hashing.
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Password {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Password(***)")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_only_strips_everything_else() {
        assert_eq!(digits_only("+91 98765-43210"), "919876543210");
        assert_eq!(digits_only("abc"), "");
        assert_eq!(digits_only("١٢٣"), "", "non-ASCII digits are not digits here");
    }

    #[test]
    fn person_name() {
        for ok in ["Asha", "  Asha Rani  ", "D'Souza", "K. L. Rahul", "Jean-Luc", "राम कुमार", &"a".repeat(30)]
        {
            assert!(PersonName::parse(ok).is_ok(), "{ok:?}");
        }
        assert_eq!(PersonName::parse("  Asha ").map(|n| n.into_inner()), Ok("Asha".to_owned()));
        for bad in ["", "   ", "A1", "a_b", "Asha!", "...", "- '", &"a".repeat(31), "Asha\tRani"] {
            assert_eq!(PersonName::parse(bad), Err(PersonName::HINT), "{bad:?}");
        }
        assert_eq!(PersonName::HINT, "Name must be <= 30 chars; letters/spaces/.'- only.");
        assert_eq!(PersonName::COACH_MESSAGE, "Coach: enter a valid name (<= 30 chars).");
        assert_eq!(PersonName::role_message("Player", 3), "Enter a valid name (<= 30 chars) for Player #3");
    }

    #[test]
    fn email() {
        for ok in ["a@b.co", " x.y+z@mail.example.org ", "A@B.IN", "a@b.c.de"] {
            assert!(Email::parse(ok).is_ok(), "{ok:?}");
        }
        for bad in [
            "", "a", "a@b", "a@b.c", "@b.co", "a@@b.co", "a@b@c.co", "a b@c.co", "a@b .co", "a@.co", "a@b..co",
            "a@b.co.",
        ] {
            assert_eq!(Email::parse(bad), Err(Email::HINT), "{bad:?}");
        }
        let long = format!("{}@b.co", "a".repeat(250));
        assert!(Email::parse(&long).is_err());
        assert_eq!(Email::parse("A@B.IN").map(|e| e.key()), Ok("a@b.in".to_owned()));
        assert_eq!(Email::HINT, "Enter a valid email address.");
        assert_eq!(Email::COACH_MESSAGE, "Coach: enter a valid email.");
        assert_eq!(Email::role_message("Captain", 1), "Enter a valid email for Captain #1");
    }

    #[test]
    fn phone_numbers_as_people_type_them() {
        for typed in [
            "9876543210",
            "+91 98765 43210",
            "+919876543210",
            "91 98765 43210",
            "098765 43210",
            "09876543210",
            "98765-43210",
            "0091 98765 43210",
            " (98765) 43210 ",
            "98765.43210",
        ] {
            assert_eq!(Phone::parse(typed).map(|p| p.as_str().to_owned()), Ok("9876543210".to_owned()), "{typed:?}");
        }
        for bad in [
            "1234567890",
            "5876543210",
            "+91 5876543210",
            "+1 9876543210",
            "+09876543210",
            "987654321",
            "98765432101",
            "9876543210 ext 2",
            "98765 43210a",
            "+91+9876543210",
            "",
        ] {
            assert_eq!(Phone::parse(bad), Err(Phone::HINT), "{bad:?}");
        }
        assert_eq!(phone_as_typed("+91 98765-43210 call me"), "+91 98765-43210 ");
        assert_eq!(phone_as_typed("0091 98765 43210 99"), "0091 98765 43210");
    }

    #[test]
    fn a_stored_number_is_read_back_as_it_was_kept() {
        // An anonymised person's placeholder, and a number kept before the mobile-number rule.
        for stored in ["\"0000000000\"", "\"1234567890\""] {
            let phone: Phone = serde_json::from_str(stored).expect("read back");
            assert_eq!(format!("\"{phone}\""), stored);
        }
        assert_eq!(serde_json::from_str::<Phone>("\"+91 98765 43210\"").expect("read").as_str(), "9876543210");
        assert!(serde_json::from_str::<Phone>("\"12345\"").is_err());
        assert_eq!(Phone::parse("0000000000"), Err(Phone::HINT), "but no new input takes it");
    }

    #[test]
    fn phone() {
        assert!(Phone::parse("9876543210").is_ok());
        // Spaced and +91 forms are the same number (see `phone_numbers_as_people_type_them`).
        for bad in ["", "987654321", "98765432100", "987654321a"] {
            assert_eq!(Phone::parse(bad), Err(Phone::HINT), "{bad:?}");
        }
        assert_eq!(Phone::HINT, "Enter a valid 10-digit mobile number.");
        assert_eq!(Phone::COACH_MESSAGE, "Coach: enter a valid 10-digit phone number.");
        assert_eq!(Phone::role_message("Player", 2), "Enter a valid 10-digit phone number for Player #2");
    }

    #[test]
    fn aadhaar() {
        assert!(AadhaarNumber::parse("123412341234").is_ok());
        for bad in ["", "12341234123", "1234123412345", "1234 1234 1234", "12341234123x"] {
            assert_eq!(AadhaarNumber::parse(bad), Err(AadhaarNumber::HINT), "{bad:?}");
        }
        assert_eq!(AadhaarNumber::HINT, "Enter a valid 12-digit Aadhaar number.");
        assert_eq!(AadhaarNumber::COACH_MESSAGE, "Coach: enter a valid 12-digit Aadhaar.");
        assert_eq!(
            AadhaarNumber::role_message("Vice-Captain", 1),
            "Enter a valid 12-digit Aadhaar for Vice-Captain #1"
        );
    }

    #[test]
    fn otp() {
        assert_eq!(Otp::parse(" 012345 ").map(|o| o.into_inner()), Ok("012345".to_owned()));
        assert_eq!(Otp::parse(""), Err(Otp::REQUIRED));
        assert_eq!(Otp::parse("   "), Err(Otp::REQUIRED));
        for bad in ["12345", "1234567", "12a456", "12 456"] {
            assert_eq!(Otp::parse(bad), Err(Otp::INVALID), "{bad:?}");
        }
    }

    #[test]
    fn college_id_and_referral_code() {
        assert!(CollegeId::parse(" 2101CS01 ").is_ok());
        assert_eq!(CollegeId::parse(""), Err(CollegeId::HINT));
        assert_eq!(CollegeId::parse(&"x".repeat(41)), Err(CollegeId::HINT));
        assert_eq!(CollegeId::parse("a\u{7}b"), Err(CollegeId::HINT));
        assert_eq!(CollegeId::role_message("Player", 1), "Enter a valid college ID (<= 40 chars) for Player #1");
        assert!(ReferralCode::parse("CA-2025_ab").is_ok());
        for bad in ["", "a b", "a/b", &"a".repeat(65)] {
            assert_eq!(ReferralCode::parse(bad), Err(ReferralCode::INVALID), "{bad:?}");
        }
    }

    #[test]
    fn username_and_password() {
        assert!(Username::parse("asha_r.1-x").is_ok());
        assert_eq!(Username::parse(" "), Err(Username::REQUIRED));
        assert_eq!(Username::parse("ab"), Err(Username::TOO_SHORT));
        assert_eq!(Username::parse(&"a".repeat(31)), Err(Username::TOO_LONG));
        assert_eq!(Username::parse("asha rani"), Err(Username::BAD_CHARS));
        assert!(Password::parse("12345678").is_ok());
        assert!(Password::parse(" 1234567").is_ok(), "not trimmed");
        assert_eq!(Password::parse(""), Err(Password::REQUIRED));
        assert_eq!(Password::parse("1234567"), Err(Password::TOO_SHORT));
        assert_eq!(Password::parse(&"a".repeat(129)), Err(Password::TOO_LONG));
        let p = Password::parse("secret-password").expect("valid");
        assert_eq!(format!("{p:?}"), "Password(***)");
        assert_eq!(p.expose(), "secret-password");
    }

    /// Every character of general category Cf the rule must catch, by range.
    const FORMAT_CHARACTERS: &[char] = &[
        '\u{00AD}',
        '\u{0600}',
        '\u{061C}',
        '\u{06DD}',
        '\u{070F}',
        '\u{180E}',
        '\u{200B}',
        '\u{200C}',
        '\u{200D}',
        '\u{200E}',
        '\u{200F}',
        '\u{202A}',
        '\u{202B}',
        '\u{202C}',
        '\u{202D}',
        '\u{202E}',
        '\u{2060}',
        '\u{2061}',
        '\u{2062}',
        '\u{2063}',
        '\u{2064}',
        '\u{2066}',
        '\u{2067}',
        '\u{2068}',
        '\u{2069}',
        '\u{206A}',
        '\u{206F}',
        '\u{FEFF}',
        '\u{FFF9}',
        '\u{FFFB}',
        '\u{110BD}',
        '\u{1D173}',
        '\u{E0001}',
        '\u{E0020}',
        '\u{E007F}',
    ];

    #[test]
    fn names_refuse_invisible_and_direction_characters() {
        for &c in FORMAT_CHARACTERS {
            assert!(has_invisible(&c.to_string()), "{:04X}", c as u32);
            for text in [format!("Asha{c}"), format!("{c}Asha"), format!("As{c}ha Rao")] {
                assert_eq!(PersonName::parse(&text), Err(INVISIBLE_IN_NAME), "{:04X}", c as u32);
                assert_eq!(GateName::parse(&text), Err(INVISIBLE_IN_NAME), "{:04X}", c as u32);
                assert_eq!(Username::parse(&text), Err(INVISIBLE_IN_NAME), "{:04X}", c as u32);
            }
        }
        // What stays allowed: names in Indian scripts (their vowel signs are marks, not format characters),
        // accents, the punctuation of names.
        for ok in ["राम कुमार", "Zoë D'Souza", "Jean-Luc"] {
            assert!(!has_invisible(ok), "{ok}");
            assert!(PersonName::parse(ok).is_ok(), "{ok}");
        }
        for visible in ["அருண்", "ਗੁਰਪ੍ਰੀਤ", "محمد", "Ωμέγα"] {
            assert!(!has_invisible(visible), "{visible}");
        }
        assert!(GateName::parse(" North gate ").is_ok());
        assert_eq!(GateName::parse("  "), Err(GateName::REQUIRED));
        assert_eq!(GateName::parse(&"g".repeat(41)), Err(GateName::TOO_LONG));
        assert_eq!(INVISIBLE_IN_NAME, "Names cannot contain invisible or text-direction characters.");
        assert_eq!(PersonName::role_error(INVISIBLE_IN_NAME, "Player", 2), INVISIBLE_IN_NAME);
        assert_eq!(PersonName::role_error(PersonName::HINT, "Player", 2), PersonName::role_message("Player", 2));
    }

    proptest::proptest! {
        /// Any name with a format character anywhere in it is refused, whatever surrounds it.
        #[test]
        fn a_format_character_anywhere_is_refused(
            before in "[A-Za-z ]{0,12}",
            after in "[A-Za-z ]{0,12}",
            pick in 0..FORMAT_CHARACTERS.len(),
        ) {
            let text = format!("{before}{}{after}", FORMAT_CHARACTERS[pick]);
            proptest::prop_assert_eq!(PersonName::parse(&text), Err(INVISIBLE_IN_NAME));
            proptest::prop_assert_eq!(GateName::parse(&text), Err(INVISIBLE_IN_NAME));
            proptest::prop_assert!(Username::parse(&text).is_err());
        }

        /// Every zero-width and direction character of the ranges named in the rule is refused.
        #[test]
        fn the_named_ranges_are_refused(
            c in proptest::prop_oneof![
                proptest::char::range('\u{200B}', '\u{200F}'),
                proptest::char::range('\u{202A}', '\u{202E}'),
                proptest::char::range('\u{2060}', '\u{2064}'),
                proptest::char::range('\u{2066}', '\u{2069}'),
                proptest::strategy::Just('\u{FEFF}'),
                proptest::strategy::Just('\u{00AD}'),
            ],
        ) {
            let text = format!("Asha{c}Rao");
            proptest::prop_assert!(has_invisible(&text), "{:04X}", c as u32);
        }

        /// Letters, marks, digits, punctuation and spaces are never taken for format characters.
        #[test]
        fn visible_characters_pass(c in proptest::char::any()) {
            let visible = c.is_alphanumeric() || c.is_whitespace() || c.is_ascii_punctuation();
            if visible {
                proptest::prop_assert!(!has_invisible(&c.to_string()), "{:04X}", c as u32);
            }
        }
    }

    #[test]
    fn reserved_usernames() {
        for reserved in [
            "deleted-account",
            "Deleted-Account",
            "DELETED_ACCOUNT",
            "deleted.account",
            "deletedaccount",
            "deleted",
            "Anonymised",
            "anonymous",
            "system",
            "deleted-user",
        ] {
            assert_eq!(Username::parse(reserved), Err(Username::RESERVED), "{reserved}");
        }
        for free in ["deleted-account2", "asha", "admin", "systems", "anon"] {
            assert!(Username::parse(free).is_ok(), "{free}");
        }
        assert_eq!(Username::RESERVED, "This username is reserved. Please choose another.");
    }

    #[test]
    fn serde_round_trip_re_validates() {
        let phone = Phone::parse("9876543210").expect("valid");
        assert_eq!(serde_json::to_string(&phone).expect("serialises"), "\"9876543210\"");
        assert_eq!(serde_json::from_str::<Phone>("\"9876543210\"").expect("valid"), phone);
        assert!(serde_json::from_str::<Phone>("\"12\"").is_err());
        assert!(serde_json::from_str::<Email>("\"nope\"").is_err());
        let name = PersonName::parse("Asha").expect("valid");
        assert_eq!(name.to_string(), "Asha");
        assert_eq!(name.as_ref(), "Asha");
        assert_eq!(name.as_str(), "Asha");
    }

    #[test]
    fn a_utr_is_exactly_twelve_digits() {
        assert_eq!(Utr::parse("4012 3456 7890").map(Utr::into_inner), Ok("401234567890".to_owned()));
        assert_eq!(Utr::parse(""), Err(Utr::REQUIRED));
        assert_eq!(Utr::parse("40123456789"), Err(Utr::INVALID));
        assert_eq!(Utr::parse("4012345678901"), Err(Utr::INVALID));
        assert_eq!(Utr::parse("40123456789A"), Err(Utr::INVALID));
        assert_eq!(Utr::parse("４０１２３４５６７８９０"), Err(Utr::INVALID));
    }
}
