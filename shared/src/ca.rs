//! The campus ambassador application (SPEC 3 and 5).
//!
//! Required: fullName, collegeName, collegeYear (one of First..Fifth Year), rollno, collegeAddress,
//! phoneNumber, howDidYouKnow (one of the listed sources), applicationStatement. Optional: por,
//! alternativeEmail (e-mail format when filled).
//!
//! Beyond the spec: the phone must be 10 digits after stripping non-digits (the same rule as every other
//! phone in the product, so organisers can actually call the ambassador), and free-text fields have upper
//! lengths so a form cannot store unbounded text. The choice fields accept any letter case and are stored
//! in their canonical spelling.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::errors::{FORM, ValidationErrors};
use crate::json::{self, deserialize_via_value};
use crate::registration::FORM_NOT_OBJECT;
use crate::values::{Email, Phone, digits_only};

/// Year of study.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub enum CollegeYear {
    #[serde(rename = "First Year")]
    First,
    #[serde(rename = "Second Year")]
    Second,
    #[serde(rename = "Third Year")]
    Third,
    #[serde(rename = "Fourth Year")]
    Fourth,
    #[serde(rename = "Fifth Year")]
    Fifth,
}

impl CollegeYear {
    /// The options, in display order.
    pub const ALL: [CollegeYear; 5] =
        [CollegeYear::First, CollegeYear::Second, CollegeYear::Third, CollegeYear::Fourth, CollegeYear::Fifth];

    /// Display text ("First Year", ...).
    pub const fn as_str(self) -> &'static str {
        match self {
            CollegeYear::First => "First Year",
            CollegeYear::Second => "Second Year",
            CollegeYear::Third => "Third Year",
            CollegeYear::Fourth => "Fourth Year",
            CollegeYear::Fifth => "Fifth Year",
        }
    }

    /// Case-insensitive, trimmed.
    pub fn parse(s: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|y| y.as_str().eq_ignore_ascii_case(s.trim()))
    }
}

/// How the applicant heard about the programme.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub enum HowDidYouKnow {
    Instagram,
    #[serde(rename = "WhatsApp Channel")]
    WhatsAppChannel,
    #[serde(rename = "UNSTOP")]
    Unstop,
    Friends,
    News,
    YouTube,
    Facebook,
    Others,
}

impl HowDidYouKnow {
    /// The options, in display order (Instagram is the form's default).
    pub const ALL: [HowDidYouKnow; 8] = [
        HowDidYouKnow::Instagram,
        HowDidYouKnow::WhatsAppChannel,
        HowDidYouKnow::Unstop,
        HowDidYouKnow::Friends,
        HowDidYouKnow::News,
        HowDidYouKnow::YouTube,
        HowDidYouKnow::Facebook,
        HowDidYouKnow::Others,
    ];

    /// Display text.
    pub const fn as_str(self) -> &'static str {
        match self {
            HowDidYouKnow::Instagram => "Instagram",
            HowDidYouKnow::WhatsAppChannel => "WhatsApp Channel",
            HowDidYouKnow::Unstop => "UNSTOP",
            HowDidYouKnow::Friends => "Friends",
            HowDidYouKnow::News => "News",
            HowDidYouKnow::YouTube => "YouTube",
            HowDidYouKnow::Facebook => "Facebook",
            HowDidYouKnow::Others => "Others",
        }
    }

    /// Case-insensitive, trimmed.
    pub fn parse(s: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|y| y.as_str().eq_ignore_ascii_case(s.trim()))
    }
}

/// Longest fullName, in characters.
pub const FULL_NAME_MAX_CHARS: usize = 100;
/// Longest collegeName, in characters.
pub const COLLEGE_NAME_MAX_CHARS: usize = 200;
/// Longest rollno, in characters.
pub const ROLLNO_MAX_CHARS: usize = 50;
/// Longest collegeAddress, in characters.
pub const COLLEGE_ADDRESS_MAX_CHARS: usize = 300;
/// Longest applicationStatement, in characters.
pub const STATEMENT_MAX_CHARS: usize = 2000;
/// Longest por (positions of responsibility), in characters.
pub const POR_MAX_CHARS: usize = 500;

/// The choices of the application form's select fields, in display order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct CaOptions {
    /// "First Year" .. "Fifth Year".
    pub college_years: &'static [CollegeYear],
    /// Where the applicant heard of the programme; the first (Instagram) is the form's default.
    pub how_did_you_know: &'static [HowDidYouKnow],
}

/// The options.
pub const OPTIONS: CaOptions = CaOptions { college_years: &CollegeYear::ALL, how_did_you_know: &HowDidYouKnow::ALL };

/// fullName blank.
pub const FULL_NAME_REQUIRED: &str = "Full name is required.";
/// fullName too long.
pub const FULL_NAME_TOO_LONG: &str = "Full name must be at most 100 characters.";
/// collegeName blank.
pub const COLLEGE_NAME_REQUIRED: &str = "College name is required.";
/// collegeName too long.
pub const COLLEGE_NAME_TOO_LONG: &str = "College name must be at most 200 characters.";
/// collegeYear missing or not an option.
pub const COLLEGE_YEAR_REQUIRED: &str = "Please choose your college year.";
/// rollno blank.
pub const ROLLNO_REQUIRED: &str = "Roll number is required.";
/// rollno too long.
pub const ROLLNO_TOO_LONG: &str = "Roll number must be at most 50 characters.";
/// collegeAddress blank.
pub const COLLEGE_ADDRESS_REQUIRED: &str = "College address is required.";
/// collegeAddress too long.
pub const COLLEGE_ADDRESS_TOO_LONG: &str = "College address must be at most 300 characters.";
/// phoneNumber blank.
pub const PHONE_REQUIRED: &str = "Phone number is required.";
/// phoneNumber not 10 digits: [`Phone::HINT`].
pub const PHONE_INVALID: &str = Phone::HINT;
/// howDidYouKnow missing or not an option.
pub const HOW_DID_YOU_KNOW_REQUIRED: &str = "Please tell us how you heard about us.";
/// applicationStatement blank.
pub const STATEMENT_REQUIRED: &str = "Application statement is required.";
/// applicationStatement too long.
pub const STATEMENT_TOO_LONG: &str = "Application statement must be at most 2000 characters.";
/// por too long.
pub const POR_TOO_LONG: &str = "Positions of responsibility must be at most 500 characters.";
/// alternativeEmail filled but malformed: [`Email::HINT`].
pub const ALTERNATIVE_EMAIL_INVALID: &str = Email::HINT;

/// The application form as typed (camelCase as in SPEC 3; `username` and `email` come from the session).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct CaApplicationForm {
    pub full_name: String,
    pub college_name: String,
    /// One of "First Year" .. "Fifth Year".
    pub college_year: String,
    pub rollno: String,
    pub college_address: String,
    pub phone_number: String,
    /// One of "Instagram", "WhatsApp Channel", "UNSTOP", "Friends", "News", "YouTube", "Facebook", "Others".
    pub how_did_you_know: String,
    pub application_statement: String,
    /// Positions of responsibility.
    #[cfg_attr(feature = "wasm", tsify(optional))]
    #[cfg_attr(feature = "openapi", schema(required = false))]
    pub por: String,
    #[cfg_attr(feature = "wasm", tsify(optional))]
    #[cfg_attr(feature = "openapi", schema(required = false))]
    pub alternative_email: String,
}

impl CaApplicationForm {
    /// Reads leniently; fails only when `v` is not an object.
    pub fn from_json(v: &Value) -> Result<Self, ValidationErrors> {
        let obj = v.as_object().ok_or_else(|| ValidationErrors::single(FORM, FORM_NOT_OBJECT))?;
        let t = |key: &str| json::first_text(obj, &[key]);
        Ok(Self {
            full_name: t("fullName"),
            college_name: t("collegeName"),
            college_year: t("collegeYear"),
            rollno: t("rollno"),
            college_address: t("collegeAddress"),
            phone_number: t("phoneNumber"),
            how_did_you_know: t("howDidYouKnow"),
            application_statement: t("applicationStatement"),
            por: t("por"),
            alternative_email: t("alternativeEmail"),
        })
    }
}
deserialize_via_value!(CaApplicationForm, CaApplicationForm::from_json);

/// A valid, normalised application.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct CaApplication {
    pub full_name: String,
    pub college_name: String,
    pub college_year: CollegeYear,
    pub rollno: String,
    pub college_address: String,
    pub phone_number: Phone,
    pub how_did_you_know: HowDidYouKnow,
    pub application_statement: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub por: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub alternative_email: Option<Email>,
}

/// Trimmed required text with a length cap.
fn required(
    errors: &mut ValidationErrors,
    field: &str,
    value: &str,
    max: usize,
    missing: &str,
    too_long: &str,
) -> Option<String> {
    let value = value.trim();
    if value.is_empty() {
        errors.add(field, missing);
        None
    } else if value.chars().count() > max {
        errors.add(field, too_long);
        None
    } else {
        Some(value.to_owned())
    }
}

/// Checks the application.
pub fn validate_ca_application(form: &CaApplicationForm) -> Result<CaApplication, ValidationErrors> {
    let mut e = ValidationErrors::new();
    let full_name =
        required(&mut e, "fullName", &form.full_name, FULL_NAME_MAX_CHARS, FULL_NAME_REQUIRED, FULL_NAME_TOO_LONG)
            .and_then(|name| match crate::values::check_visible(&name) {
                Ok(()) => Some(name),
                Err(message) => {
                    e.add("fullName", message);
                    None
                }
            });
    let college_name = required(
        &mut e,
        "collegeName",
        &form.college_name,
        COLLEGE_NAME_MAX_CHARS,
        COLLEGE_NAME_REQUIRED,
        COLLEGE_NAME_TOO_LONG,
    );
    let college_year = CollegeYear::parse(&form.college_year);
    if college_year.is_none() {
        e.add("collegeYear", COLLEGE_YEAR_REQUIRED);
    }
    let rollno = required(&mut e, "rollno", &form.rollno, ROLLNO_MAX_CHARS, ROLLNO_REQUIRED, ROLLNO_TOO_LONG);
    let college_address = required(
        &mut e,
        "collegeAddress",
        &form.college_address,
        COLLEGE_ADDRESS_MAX_CHARS,
        COLLEGE_ADDRESS_REQUIRED,
        COLLEGE_ADDRESS_TOO_LONG,
    );
    let phone = if form.phone_number.trim().is_empty() {
        e.add("phoneNumber", PHONE_REQUIRED);
        None
    } else {
        Phone::parse(&digits_only(&form.phone_number)).map_err(|_| e.add("phoneNumber", PHONE_INVALID)).ok()
    };
    let how = HowDidYouKnow::parse(&form.how_did_you_know);
    if how.is_none() {
        e.add("howDidYouKnow", HOW_DID_YOU_KNOW_REQUIRED);
    }
    let statement = required(
        &mut e,
        "applicationStatement",
        &form.application_statement,
        STATEMENT_MAX_CHARS,
        STATEMENT_REQUIRED,
        STATEMENT_TOO_LONG,
    );
    let por = form.por.trim();
    if por.chars().count() > POR_MAX_CHARS {
        e.add("por", POR_TOO_LONG);
    }
    let alternative = form.alternative_email.trim();
    let alternative_email = if alternative.is_empty() {
        None
    } else {
        Email::parse(alternative).map_err(|_| e.add("alternativeEmail", ALTERNATIVE_EMAIL_INVALID)).ok()
    };
    match (full_name, college_name, college_year, rollno, college_address, phone, how, statement) {
        (
            Some(full_name),
            Some(college_name),
            Some(college_year),
            Some(rollno),
            Some(college_address),
            Some(phone_number),
            Some(how_did_you_know),
            Some(application_statement),
        ) if e.is_empty() => Ok(CaApplication {
            full_name,
            college_name,
            college_year,
            rollno,
            college_address,
            phone_number,
            how_did_you_know,
            application_statement,
            por: (!por.is_empty()).then(|| por.to_owned()),
            alternative_email,
        }),
        _ => Err(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn valid() -> Value {
        json!({
            "fullName": "Asha Rani",
            "collegeName": "IIT Patna",
            "collegeYear": "Second Year",
            "rollno": "2301CS01",
            "collegeAddress": "Patna, Bihar",
            "phoneNumber": "98765 43210",
            "howDidYouKnow": "whatsapp channel",
            "applicationStatement": "I want to bring my college to the fest.",
        })
    }

    fn run(v: &Value) -> Result<CaApplication, ValidationErrors> {
        validate_ca_application(&CaApplicationForm::from_json(v).expect("object"))
    }

    #[test]
    fn valid_application_is_normalised() {
        let a = run(&valid()).expect("valid");
        assert_eq!(a.phone_number.as_str(), "9876543210");
        assert_eq!(a.how_did_you_know, HowDidYouKnow::WhatsAppChannel);
        assert_eq!(a.college_year, CollegeYear::Second);
        assert_eq!(a.por, None);
        assert_eq!(a.alternative_email, None);
        let json = serde_json::to_value(&a).expect("serialises");
        assert_eq!(json["howDidYouKnow"], "WhatsApp Channel");
        assert_eq!(json["collegeYear"], "Second Year");
    }

    #[test]
    fn every_required_message() {
        let e = run(&json!({})).expect_err("empty");
        let expected = [
            ("fullName", FULL_NAME_REQUIRED),
            ("collegeName", COLLEGE_NAME_REQUIRED),
            ("collegeYear", COLLEGE_YEAR_REQUIRED),
            ("rollno", ROLLNO_REQUIRED),
            ("collegeAddress", COLLEGE_ADDRESS_REQUIRED),
            ("phoneNumber", PHONE_REQUIRED),
            ("howDidYouKnow", HOW_DID_YOU_KNOW_REQUIRED),
            ("applicationStatement", STATEMENT_REQUIRED),
        ];
        assert_eq!(e.len(), expected.len());
        for (field, message) in expected {
            assert_eq!(e.get(field), Some(&[message.to_owned()][..]), "{field}");
        }
    }

    #[test]
    fn the_full_name_refuses_invisible_and_direction_characters() {
        let mut v = valid();
        v["fullName"] = json!("Asha \u{202E}oaR");
        let e = run(&v).expect_err("invalid");
        assert_eq!(e.get("fullName"), Some(&[crate::values::INVISIBLE_IN_NAME.to_owned()][..]));
        assert_eq!(e.len(), 1);
    }

    #[test]
    fn formats_and_lengths() {
        let mut v = valid();
        v["phoneNumber"] = json!("12345");
        v["alternativeEmail"] = json!("not-an-email");
        v["collegeYear"] = json!("Sixth Year");
        v["howDidYouKnow"] = json!("Radio");
        v["por"] = json!("x".repeat(501));
        v["fullName"] = json!("x".repeat(101));
        v["collegeName"] = json!("x".repeat(201));
        v["rollno"] = json!("x".repeat(51));
        v["collegeAddress"] = json!("x".repeat(301));
        v["applicationStatement"] = json!("x".repeat(2001));
        let e = run(&v).expect_err("invalid");
        assert!(e.contains("phoneNumber", "Enter a valid 10-digit mobile number."));
        assert!(e.contains("alternativeEmail", "Enter a valid email address."));
        assert!(e.contains("collegeYear", COLLEGE_YEAR_REQUIRED));
        assert!(e.contains("howDidYouKnow", HOW_DID_YOU_KNOW_REQUIRED));
        assert!(e.contains("por", POR_TOO_LONG));
        assert!(e.contains("fullName", FULL_NAME_TOO_LONG));
        assert!(e.contains("collegeName", COLLEGE_NAME_TOO_LONG));
        assert!(e.contains("rollno", ROLLNO_TOO_LONG));
        assert!(e.contains("collegeAddress", COLLEGE_ADDRESS_TOO_LONG));
        assert!(e.contains("applicationStatement", STATEMENT_TOO_LONG));
        assert_eq!(e.len(), 10);
    }

    #[test]
    fn optional_fields() {
        let mut v = valid();
        v["por"] = json!(" Class representative ");
        v["alternativeEmail"] = json!(" asha@example.com ");
        let a = run(&v).expect("valid");
        assert_eq!(a.por.as_deref(), Some("Class representative"));
        assert_eq!(a.alternative_email.map(Email::into_inner), Some("asha@example.com".to_owned()));
    }

    #[test]
    fn options() {
        assert_eq!(
            CollegeYear::ALL.map(CollegeYear::as_str),
            ["First Year", "Second Year", "Third Year", "Fourth Year", "Fifth Year"]
        );
        assert_eq!(
            HowDidYouKnow::ALL.map(HowDidYouKnow::as_str),
            ["Instagram", "WhatsApp Channel", "UNSTOP", "Friends", "News", "YouTube", "Facebook", "Others"]
        );
        for h in HowDidYouKnow::ALL {
            assert_eq!(serde_json::to_value(h).expect("serialises"), h.as_str());
        }
        for y in CollegeYear::ALL {
            assert_eq!(serde_json::to_value(y).expect("serialises"), y.as_str());
        }
        assert_eq!(CaApplicationForm::from_json(&json!(null)), Err(ValidationErrors::single(FORM, FORM_NOT_OBJECT)));
    }
}
