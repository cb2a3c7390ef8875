//! Duties of the organisers under the Digital Personal Data Protection Act 2023 and its Rules (2025) that the
//! site keeps for them: a grievance is answered within 90 days of being received, and a personal data breach
//! is reported to the Data Protection Board within 72 hours of the organisers becoming aware of it (the people
//! affected are told without delay). The grievance form's rules and messages are here, for the page and the
//! server alike.

use chrono::{DateTime, Days, Duration, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::errors::{FORM, ValidationErrors};
use crate::json::{self, deserialize_via_value};
use crate::values::Email;

/// Days within which a grievance must be answered (DPDP Rules 2025, rule 14(3)).
pub const RESPONSE_DAYS: u64 = 90;
/// Hours within which a breach is reported to the Board in full (DPDP Rules 2025, rule 7(2)(b)).
pub const BOARD_REPORT_HOURS: i64 = 72;

pub const NAME_MAX_CHARS: usize = 100;
pub const MESSAGE_MAX_CHARS: usize = 5000;

pub const NAME_REQUIRED: &str = "Enter your name.";
pub const NAME_TOO_LONG: &str = "Your name must be at most 100 characters.";
pub const KIND_REQUIRED: &str = "Choose what your grievance is about.";
pub const MESSAGE_REQUIRED: &str = "Describe your grievance.";
pub const MESSAGE_TOO_LONG: &str = "Describe your grievance in at most 5000 characters.";

/// What a grievance is about: the rights the Act gives a person over their data, or anything else.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum GrievanceKind {
    /// To see the personal data the fest holds about them and what it is used for.
    Access,
    /// To correct or complete it.
    Correction,
    /// To erase it.
    Erasure,
    /// To withdraw a consent given.
    Consent,
    /// Anything else about how their data was handled.
    Other,
}

impl GrievanceKind {
    pub const ALL: [GrievanceKind; 5] = [
        GrievanceKind::Access,
        GrievanceKind::Correction,
        GrievanceKind::Erasure,
        GrievanceKind::Consent,
        GrievanceKind::Other,
    ];

    /// The stored and sent name.
    pub fn as_str(self) -> &'static str {
        match self {
            GrievanceKind::Access => "access",
            GrievanceKind::Correction => "correction",
            GrievanceKind::Erasure => "erasure",
            GrievanceKind::Consent => "consent",
            GrievanceKind::Other => "other",
        }
    }

    /// The words a person chooses from.
    pub fn label(self) -> &'static str {
        match self {
            GrievanceKind::Access => "See the data the fest holds about me",
            GrievanceKind::Correction => "Correct or complete my data",
            GrievanceKind::Erasure => "Erase my data",
            GrievanceKind::Consent => "Withdraw my consent",
            GrievanceKind::Other => "Something else about my data",
        }
    }

    pub fn parse(s: &str) -> Option<GrievanceKind> {
        GrievanceKind::ALL.into_iter().find(|k| k.as_str() == s)
    }
}

/// One choice of the form's "about" field.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct GrievanceChoice {
    pub value: GrievanceKind,
    pub label: &'static str,
}

/// What the grievance page shows: the choices in order, and the days within which an answer is due.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct GrievanceOptions {
    pub kinds: Vec<GrievanceChoice>,
    pub response_days: u64,
    /// The longest name, and the longest grievance (or answer, or breach description), in characters.
    pub name_max_chars: usize,
    pub message_max_chars: usize,
}

/// The options.
pub fn options() -> GrievanceOptions {
    GrievanceOptions {
        kinds: GrievanceKind::ALL.into_iter().map(|k| GrievanceChoice { value: k, label: k.label() }).collect(),
        response_days: RESPONSE_DAYS,
        name_max_chars: NAME_MAX_CHARS,
        message_max_chars: MESSAGE_MAX_CHARS,
    }
}

/// The grievance form as typed (read leniently: every field text).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct GrievanceForm {
    pub name: String,
    pub email: String,
    /// One of `access`, `correction`, `erasure`, `consent`, `other`.
    pub kind: String,
    pub message: String,
}

impl GrievanceForm {
    /// Reads leniently; fails only when `v` is not an object.
    pub fn from_json(v: &Value) -> Result<Self, ValidationErrors> {
        let obj = v.as_object().ok_or_else(|| ValidationErrors::single(FORM, crate::registration::FORM_NOT_OBJECT))?;
        let t = |key: &str| json::first_text(obj, &[key]);
        Ok(Self { name: t("name"), email: t("email"), kind: t("kind"), message: t("message") })
    }
}
deserialize_via_value!(GrievanceForm, GrievanceForm::from_json);

/// A grievance as the organisers receive it: trimmed and checked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Grievance {
    pub name: String,
    pub email: Email,
    pub kind: GrievanceKind,
    pub message: String,
}

/// Checks the form, with a message for each field that is wrong.
pub fn validate_grievance(form: &GrievanceForm) -> Result<Grievance, ValidationErrors> {
    let mut e = ValidationErrors::new();
    let name = form.name.trim();
    if name.is_empty() {
        e.add("name", NAME_REQUIRED);
    } else if name.chars().count() > NAME_MAX_CHARS {
        e.add("name", NAME_TOO_LONG);
    } else if let Err(message) = crate::values::check_visible(name) {
        e.add("name", message);
    }
    let email = Email::parse(&form.email).map_err(|_| e.add("email", Email::HINT)).ok();
    let kind = GrievanceKind::parse(form.kind.trim());
    if kind.is_none() {
        e.add("kind", KIND_REQUIRED);
    }
    let message = form.message.trim();
    if message.is_empty() {
        e.add("message", MESSAGE_REQUIRED);
    } else if message.chars().count() > MESSAGE_MAX_CHARS {
        e.add("message", MESSAGE_TOO_LONG);
    }
    match (email, kind) {
        (Some(email), Some(kind)) if e.is_empty() => {
            Ok(Grievance { name: name.to_owned(), email, kind, message: message.to_owned() })
        }
        _ => Err(e),
    }
}

/// The last day to answer a grievance received on `received` (a date in India).
pub fn answer_due(received: NaiveDate) -> NaiveDate {
    received.checked_add_days(Days::new(RESPONSE_DAYS)).unwrap_or(NaiveDate::MAX)
}

/// When the full report of a breach the organisers became aware of at `discovered` is due to the Board.
pub fn board_report_due(discovered: DateTime<Utc>) -> DateTime<Utc> {
    discovered + Duration::hours(BOARD_REPORT_HOURS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn form(v: Value) -> GrievanceForm {
        GrievanceForm::from_json(&v).unwrap()
    }

    #[test]
    fn a_grievance_is_trimmed_and_each_wrong_field_has_its_message() {
        let ok = validate_grievance(&form(json!({
            "name": "  Asha Ravi ", "email": "Asha@Example.com", "kind": "erasure", "message": " Please erase my team's data. "
        })))
        .unwrap();
        assert_eq!(
            (ok.name.as_str(), ok.kind, ok.message.as_str()),
            ("Asha Ravi", GrievanceKind::Erasure, "Please erase my team's data.")
        );

        let e = validate_grievance(&form(json!({"name": " ", "email": "no", "kind": "delete", "message": ""})))
            .unwrap_err();
        assert!(e.contains("name", NAME_REQUIRED) && e.contains("email", Email::HINT));
        assert!(e.contains("kind", KIND_REQUIRED) && e.contains("message", MESSAGE_REQUIRED));
        let e = validate_grievance(&form(json!({
            "name": "a".repeat(101), "email": "a@b.in", "kind": "other", "message": "x".repeat(5001)
        })))
        .unwrap_err();
        assert!(e.contains("name", NAME_TOO_LONG) && e.contains("message", MESSAGE_TOO_LONG) && e.len() == 2);
        let e = validate_grievance(&form(
            json!({"name": "A\u{202e}B", "email": "a@b.in", "kind": "other", "message": "x"}),
        ))
        .unwrap_err();
        assert!(e.get("name").is_some());
        assert!(GrievanceForm::from_json(&json!([])).is_err());
    }

    #[test]
    fn deadlines_are_ninety_days_and_seventy_two_hours() {
        let received = NaiveDate::from_ymd_opt(2026, 11, 27).unwrap();
        assert_eq!(answer_due(received), NaiveDate::from_ymd_opt(2027, 2, 25).unwrap());
        let found = DateTime::parse_from_rfc3339("2026-11-27T10:00:00Z").unwrap().with_timezone(&Utc);
        assert_eq!(board_report_due(found).to_rfc3339(), "2026-11-30T10:00:00+00:00");
        for kind in GrievanceKind::ALL {
            assert_eq!(GrievanceKind::parse(kind.as_str()), Some(kind));
        }
    }
}
