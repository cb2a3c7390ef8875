//! The notices the Digital Personal Data Protection Act 2023 (section 5) and its Rules (2025, rule 3) ask for
//! at each point where the site collects personal data: what is collected and why, how long it is kept, the
//! person's rights and whom to complain to. Each notice carries the version of the notices, so a consent can
//! be recorded with the text the person saw; the page shows the notice and the server records the consent,
//! both from here. A person's language (English or Hindi) is here too.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::errors::{FORM, ValidationErrors};
use crate::fest::FEST;
use crate::json::{self, deserialize_via_value};
use crate::values::Email;

/// The version of the notices below. Change it whenever any notice's wording changes: consents given under
/// an older version stay recorded with that version.
pub const NOTICE_VERSION: &str = "2026-11-28";

/// Days after the fest's last day that an account and its personal data are kept, unless the organisers set
/// otherwise (`FEST_RETENTION_DAYS`).
pub const DEFAULT_RETENTION_DAYS: u32 = 90;

/// Hours of notice a person gets by e-mail before their data is erased at the end of its retention.
pub const ERASURE_NOTICE_HOURS: i64 = 48;

/// Years receipts and tax invoices are kept, as the GST law asks (CGST Act, section 36: 72 months after the
/// annual return's due date; eight years covers it).
pub const RECEIPT_KEEP_YEARS: u32 = 8;

/// A language the site speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum Language {
    #[default]
    En,
    Hi,
}

impl Language {
    pub const ALL: [Language; 2] = [Language::En, Language::Hi];

    /// The stored and sent code.
    pub fn as_str(self) -> &'static str {
        match self {
            Language::En => "en",
            Language::Hi => "hi",
        }
    }

    pub fn parse(code: &str) -> Option<Language> {
        Language::ALL.into_iter().find(|l| l.as_str() == code)
    }

    /// The first language of an `Accept-Language` header the site speaks, by the weights given.
    pub fn from_accept_language(header: &str) -> Option<Language> {
        let mut offered: Vec<(f32, Language)> = header
            .split(',')
            .filter_map(|part| {
                let mut pieces = part.trim().split(';');
                let tag = pieces.next()?.trim().to_ascii_lowercase();
                let weight = pieces
                    .find_map(|p| p.trim().strip_prefix("q=").and_then(|q| q.trim().parse::<f32>().ok()))
                    .unwrap_or(1.0);
                let primary = tag.split('-').next()?;
                Language::parse(primary).map(|l| (weight, l))
            })
            .filter(|(w, _)| *w > 0.0)
            .collect();
        offered.sort_by(|a, b| b.0.total_cmp(&a.0));
        offered.first().map(|(_, l)| *l)
    }
}

/// Where the site collects personal data.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum CollectionPoint {
    /// Making an account (and completing its profile).
    SignUp,
    /// Applying to the campus ambassador programme.
    CampusAmbassador,
    /// Registering a team or a player: the roster, including team members who have no account.
    Roster,
    /// Booking a stay: the guests.
    Accommodation,
}

impl CollectionPoint {
    pub const ALL: [CollectionPoint; 4] = [
        CollectionPoint::SignUp,
        CollectionPoint::CampusAmbassador,
        CollectionPoint::Roster,
        CollectionPoint::Accommodation,
    ];

    /// The stored and sent name.
    pub fn as_str(self) -> &'static str {
        match self {
            CollectionPoint::SignUp => "sign_up",
            CollectionPoint::CampusAmbassador => "campus_ambassador",
            CollectionPoint::Roster => "roster",
            CollectionPoint::Accommodation => "accommodation",
        }
    }

    pub fn parse(name: &str) -> Option<CollectionPoint> {
        CollectionPoint::ALL.into_iter().find(|p| p.as_str() == name)
    }
}

/// One kind of personal data a form collects, and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct NoticeItem {
    pub data: String,
    pub purpose: String,
}

/// The notice shown where a form collects personal data.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Notice {
    pub point: CollectionPoint,
    pub version: String,
    pub title: String,
    /// What is collected, and why, item by item.
    pub items: Vec<NoticeItem>,
    /// How long it is kept.
    pub retention: String,
    /// What the person may do about it, and how.
    pub rights: Vec<String>,
    /// Whom to complain to.
    pub grievance: String,
    /// What submitting the form means: the consent that is recorded.
    pub consent: String,
}

fn item(data: &str, purpose: &str) -> NoticeItem {
    NoticeItem { data: data.to_owned(), purpose: purpose.to_owned() }
}

/// The notice of a collection point; `retention_days` is the organisers' setting (days after the fest's last
/// day the data is kept).
pub fn notice(point: CollectionPoint, retention_days: u32) -> Notice {
    let (title, items) = match point {
        CollectionPoint::SignUp => (
            "Your account",
            vec![
                item("Username and e-mail address", "to sign you in and to send you codes, receipts and notices"),
                item(
                    "Full name, college, year of study, address and phone number (when you add them)",
                    "to show the organisers who is registering and to reach you about your registrations",
                ),
            ],
        ),
        CollectionPoint::CampusAmbassador => (
            "Your campus ambassador application",
            vec![
                item(
                    "Full name, college, year of study, roll number, college address and phone number",
                    "to review your application and to reach you as a campus ambassador",
                ),
                item(
                    "How you heard of the fest, your statement and positions of responsibility",
                    "to review your application",
                ),
            ],
        ),
        CollectionPoint::Roster => (
            "Your team's details",
            vec![
                item(
                    "Each player's name, e-mail address and phone number",
                    "to register the team, to send each player their pass and to reach them on fest day",
                ),
                item(
                    "Each player's Aadhaar number (kept encrypted, shown masked) and, for some events, college ID",
                    "to check at the gate that the person playing is the person registered",
                ),
            ],
        ),
        CollectionPoint::Accommodation => (
            "Your stay",
            vec![
                item("Each guest's name", "to allot beds and to check guests in at the hostel"),
                item("The nights of the stay", "to allot beds and to charge for them"),
            ],
        ),
    };
    Notice {
        point,
        version: NOTICE_VERSION.to_owned(),
        title: title.to_owned(),
        items,
        retention: format!(
            "{} Receipts and tax invoices are kept for {RECEIPT_KEEP_YEARS} years, as the GST law asks.",
            if retention_days == 0 {
                "Kept after the fest until the organisers erase it, or you delete your account.".to_owned()
            } else {
                format!(
                    "Kept until {retention_days} days after the fest ends, then erased; you get an e-mail \
                     {ERASURE_NOTICE_HOURS} hours before."
                )
            }
        ),
        rights: vec![
            "See the data held about you and download it from your account.".to_owned(),
            "Correct it from your account, or ask the organisers to.".to_owned(),
            "Withdraw your consent or have your data erased from your account; a team member can do so from the \
             link in their pass e-mail."
                .to_owned(),
        ],
        grievance: format!("Questions or complaints: the grievance officer at /grievance or {}.", FEST.email),
        consent: match point {
            CollectionPoint::Roster => "By registering you confirm that each player has agreed to their details \
                                        being used as described here; each player is sent this notice with their pass."
                .to_owned(),
            _ => "By continuing you agree to your details being used as described here.".to_owned(),
        },
    }
}

/// Every notice, for the account page and the privacy page.
pub fn notices(retention_days: u32) -> Vec<Notice> {
    CollectionPoint::ALL.into_iter().map(|p| notice(p, retention_days)).collect()
}

/// The age of majority: under it, a person's data is processed only with a parent's or guardian's consent
/// (DPDP Act 2023, section 9; Rules 2025, rule 10).
pub const ADULT_AGE: u32 = 18;

pub const AGE_REQUIRED: &str = "Tell us whether you are 18 or older.";
pub const GUARDIAN_EMAIL_REQUIRED: &str = "Enter your parent's or guardian's e-mail address.";
pub const GUARDIAN_NOT_YOU: &str = "Your parent's or guardian's e-mail address must not be your own.";

/// The age question asked before a form collects personal data: 18 or older, or under 18 with a parent's or
/// guardian's e-mail address, who is asked for their consent.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Default)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct AgeForm {
    /// true: 18 or older; false: under 18; missing: not answered.
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub adult: Option<bool>,
    /// Under 18: the parent's or guardian's e-mail address.
    #[cfg_attr(feature = "wasm", tsify(optional))]
    #[cfg_attr(feature = "openapi", schema(required = false))]
    pub guardian_email: String,
}

impl AgeForm {
    /// Reads leniently; fails only when `v` is not an object.
    pub fn from_json(v: &Value) -> Result<Self, ValidationErrors> {
        let obj = v.as_object().ok_or_else(|| ValidationErrors::single(FORM, crate::registration::FORM_NOT_OBJECT))?;
        Ok(Self {
            adult: obj.get("adult").and_then(Value::as_bool),
            guardian_email: json::first_text(obj, &["guardianEmail"]),
        })
    }
}
deserialize_via_value!(AgeForm, AgeForm::from_json);

/// An answered age question.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Age {
    Adult,
    Minor { guardian_email: Email },
}

/// Checks the age question of the account whose own address is `own_email`.
pub fn validate_age(form: &AgeForm, own_email: &str) -> Result<Age, ValidationErrors> {
    match form.adult {
        None => Err(ValidationErrors::single("adult", AGE_REQUIRED)),
        Some(true) => Ok(Age::Adult),
        Some(false) => {
            if form.guardian_email.trim().is_empty() {
                return Err(ValidationErrors::single("guardianEmail", GUARDIAN_EMAIL_REQUIRED));
            }
            let email = Email::parse(&form.guardian_email)
                .map_err(|_| ValidationErrors::single("guardianEmail", Email::HINT))?;
            if email.as_str().eq_ignore_ascii_case(own_email.trim()) {
                return Err(ValidationErrors::single("guardianEmail", GUARDIAN_NOT_YOU));
            }
            Ok(Age::Minor { guardian_email: email })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_point_has_a_notice_with_items_retention_and_rights() {
        for n in notices(DEFAULT_RETENTION_DAYS) {
            assert_eq!(n.version, NOTICE_VERSION);
            assert!(!n.items.is_empty(), "{:?}", n.point);
            assert!(n.retention.contains("90 days"), "{}", n.retention);
            assert_eq!(n.rights.len(), 3);
            assert!(n.grievance.contains("/grievance"));
            assert_eq!(CollectionPoint::parse(n.point.as_str()), Some(n.point));
        }
        assert!(notice(CollectionPoint::Roster, 30).retention.starts_with("Kept until 30 days"));
        let kept = notice(CollectionPoint::Roster, 0).retention;
        assert!(kept.starts_with("Kept after the fest until the organisers erase it") && !kept.contains("0 days"));
    }

    #[test]
    fn the_age_question_needs_an_answer_and_a_guardian_under_18() {
        let form = |adult: Option<bool>, guardian: &str| AgeForm { adult, guardian_email: guardian.to_owned() };
        assert_eq!(
            validate_age(&form(None, ""), "a@b.in").unwrap_err().get("adult"),
            Some(&[AGE_REQUIRED.to_owned()][..])
        );
        assert_eq!(validate_age(&form(Some(true), "ignored"), "a@b.in"), Ok(Age::Adult));
        let e = validate_age(&form(Some(false), " "), "a@b.in").unwrap_err();
        assert_eq!(e.get("guardianEmail"), Some(&[GUARDIAN_EMAIL_REQUIRED.to_owned()][..]));
        let e = validate_age(&form(Some(false), "not an address"), "a@b.in").unwrap_err();
        assert_eq!(e.get("guardianEmail"), Some(&[Email::HINT.to_owned()][..]));
        let e = validate_age(&form(Some(false), "A@B.in"), "a@b.in").unwrap_err();
        assert_eq!(e.get("guardianEmail"), Some(&[GUARDIAN_NOT_YOU.to_owned()][..]));
        let ok = validate_age(&form(Some(false), "parent@b.in"), "a@b.in").unwrap();
        assert!(matches!(ok, Age::Minor { guardian_email } if guardian_email.as_str() == "parent@b.in"));
        let read = AgeForm::from_json(&serde_json::json!({"adult": false, "guardianEmail": "p@b.in"})).unwrap();
        assert_eq!(read, form(Some(false), "p@b.in"));
    }

    #[test]
    fn accept_language_picks_the_heaviest_language_spoken() {
        assert_eq!(Language::from_accept_language("hi-IN,hi;q=0.9,en;q=0.8"), Some(Language::Hi));
        assert_eq!(Language::from_accept_language("en-GB,hi;q=0.5"), Some(Language::En));
        assert_eq!(Language::from_accept_language("fr, hi;q=0.4, en;q=0.3"), Some(Language::Hi));
        assert_eq!(Language::from_accept_language("ta-IN"), None);
        assert_eq!(Language::from_accept_language("hi;q=0"), None);
        assert_eq!(Language::parse("hi"), Some(Language::Hi));
        assert_eq!(Language::parse("de"), None);
    }
}
