//! The account's profile (`PATCH /user/me`): full name, college, year, positions of responsibility,
//! address, phone and whether the person studies at IIT Patna. Only the fields a request carries change;
//! an optional field sent blank is cleared. The CA form and the registration wizards pre-fill from it.
//!
//! Limits and messages are the CA form's (a profile feeds that form). A college from the directory takes
//! the directory's address; any other college needs its address.

use serde::Serialize;
use serde_json::Value;

use crate::ca::{
    COLLEGE_ADDRESS_MAX_CHARS, COLLEGE_ADDRESS_REQUIRED, COLLEGE_ADDRESS_TOO_LONG, COLLEGE_NAME_MAX_CHARS,
    COLLEGE_NAME_TOO_LONG, COLLEGE_YEAR_REQUIRED, CollegeYear, FULL_NAME_MAX_CHARS, FULL_NAME_REQUIRED,
    FULL_NAME_TOO_LONG, PHONE_INVALID, POR_MAX_CHARS, POR_TOO_LONG,
};
use crate::errors::{FORM, ValidationErrors};
use crate::json::{self, deserialize_via_value};
use crate::registration::FORM_NOT_OBJECT;
use crate::values::{Phone, check_visible, digits_only};

/// The longest postal address.
pub const ADDRESS_MAX_CHARS: usize = 300;
pub const ADDRESS_TOO_LONG: &str = "Address must be at most 300 characters.";
/// `isIITPStud` must be true or false.
pub const IITP_INVALID: &str = "Choose yes or no.";
/// Nothing to change.
pub const NOTHING_TO_CHANGE: &str = "Nothing to change.";

/// The profile fields a request carries (`None`: not sent, unchanged).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ProfileForm {
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub fullname: Option<String>,
    /// A college of the directory, or any other name (then `collegeAddress` is needed). Blank clears both.
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub college_name: Option<String>,
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub college_address: Option<String>,
    /// "First Year" ... "Fifth Year"; blank clears.
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub college_year: Option<String>,
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub por: Option<String>,
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub address: Option<String>,
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub phone_number: Option<String>,
    #[serde(rename = "isIITPStud")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub is_iitp_stud: Option<bool>,
    /// Set when `isIITPStud` was sent as something other than true or false.
    #[serde(skip)]
    #[cfg_attr(feature = "openapi", schema(ignore))]
    pub is_iitp_stud_invalid: bool,
}

impl ProfileForm {
    /// Reads leniently; fails only when `v` is not an object. A field that is present (even `null`, which
    /// reads as blank) is a change.
    pub fn from_json(v: &Value) -> Result<Self, ValidationErrors> {
        let obj = v.as_object().ok_or_else(|| ValidationErrors::single(FORM, FORM_NOT_OBJECT))?;
        let field = |key: &str| obj.get(key).map(|v| json::text(Some(v)));
        let iitp = obj.get("isIITPStud");
        Ok(Self {
            fullname: field("fullname").or_else(|| field("fullName")),
            college_name: field("collegeName"),
            college_address: field("collegeAddress"),
            college_year: field("collegeYear"),
            por: field("por"),
            address: field("address"),
            phone_number: field("phoneNumber"),
            is_iitp_stud: iitp.and_then(Value::as_bool),
            is_iitp_stud_invalid: iitp.is_some_and(|v| !v.is_boolean()),
        })
    }
}
deserialize_via_value!(ProfileForm, ProfileForm::from_json);

/// A checked profile change: `None` leaves a field as it is; `Some(None)` clears an optional one.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ProfileChange {
    pub fullname: Option<String>,
    /// The college's name and address.
    pub college: Option<Option<(String, String)>>,
    pub college_year: Option<Option<CollegeYear>>,
    pub por: Option<Option<String>>,
    pub address: Option<Option<String>>,
    pub phone: Option<Option<Phone>>,
    pub is_iitp_stud: Option<bool>,
}

/// A trimmed optional text: blank clears; too long is an error.
fn optional(
    e: &mut ValidationErrors,
    path: &str,
    value: Option<&String>,
    max: usize,
    too_long: &str,
) -> Option<Option<String>> {
    let value = value?.trim();
    if value.chars().count() > max {
        e.add(path, too_long);
        return None;
    }
    Some((!value.is_empty()).then(|| value.to_owned()))
}

/// Checks a profile change.
pub fn validate_profile(form: &ProfileForm) -> Result<ProfileChange, ValidationErrors> {
    let mut e = ValidationErrors::new();
    let mut change = ProfileChange::default();
    if let Some(name) = &form.fullname {
        let name = name.trim();
        if name.is_empty() {
            e.add("fullname", FULL_NAME_REQUIRED);
        } else if name.chars().count() > FULL_NAME_MAX_CHARS {
            e.add("fullname", FULL_NAME_TOO_LONG);
        } else if let Err(message) = check_visible(name) {
            e.add("fullname", message);
        } else {
            change.fullname = Some(name.to_owned());
        }
    }
    match (form.college_name.as_deref().map(str::trim), form.college_address.as_deref().map(str::trim)) {
        (Some(""), _) => change.college = Some(None),
        (Some(name), address) => match crate::colleges::find(name) {
            Some(college) => change.college = Some(Some((college.name.to_owned(), college.address.to_owned()))),
            None if name.chars().count() > COLLEGE_NAME_MAX_CHARS => e.add("collegeName", COLLEGE_NAME_TOO_LONG),
            None => match address.filter(|a| !a.is_empty()) {
                None => e.add("collegeAddress", COLLEGE_ADDRESS_REQUIRED),
                Some(a) if a.chars().count() > COLLEGE_ADDRESS_MAX_CHARS => {
                    e.add("collegeAddress", COLLEGE_ADDRESS_TOO_LONG)
                }
                Some(a) => change.college = Some(Some((name.to_owned(), a.to_owned()))),
            },
        },
        // An address alone belongs to no college.
        (None, Some(_)) => e.add("collegeName", crate::ca::COLLEGE_NAME_REQUIRED),
        (None, None) => {}
    }
    if let Some(year) = form.college_year.as_deref().map(str::trim) {
        if year.is_empty() {
            change.college_year = Some(None);
        } else {
            match CollegeYear::parse(year) {
                Some(y) => change.college_year = Some(Some(y)),
                None => e.add("collegeYear", COLLEGE_YEAR_REQUIRED),
            }
        }
    }
    change.por = optional(&mut e, "por", form.por.as_ref(), POR_MAX_CHARS, POR_TOO_LONG);
    change.address = optional(&mut e, "address", form.address.as_ref(), ADDRESS_MAX_CHARS, ADDRESS_TOO_LONG);
    if let Some(phone) = &form.phone_number {
        let digits = digits_only(phone);
        if digits.is_empty() {
            change.phone = Some(None);
        } else {
            match Phone::parse(phone) {
                Ok(p) => change.phone = Some(Some(p)),
                Err(_) => e.add("phoneNumber", PHONE_INVALID),
            }
        }
    }
    if form.is_iitp_stud_invalid {
        e.add("isIITPStud", IITP_INVALID);
    }
    change.is_iitp_stud = form.is_iitp_stud;
    if e.is_empty() && change == ProfileChange::default() {
        e.add(FORM, NOTHING_TO_CHANGE);
    }
    e.into_result(change)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn check(v: Value) -> Result<ProfileChange, ValidationErrors> {
        validate_profile(&ProfileForm::from_json(&v).expect("object"))
    }

    fn message(e: &ValidationErrors, path: &str) -> Option<String> {
        e.get(path).and_then(|m| m.first().cloned())
    }

    #[test]
    fn only_sent_fields_change_and_blank_clears() {
        let c = check(json!({"fullname": "  Asha Rao ", "por": "", "phoneNumber": "98765 43210", "isIITPStud": true}))
            .expect("valid");
        assert_eq!(c.fullname.as_deref(), Some("Asha Rao"));
        assert_eq!(c.por, Some(None));
        assert_eq!(c.phone.flatten().map(|p| p.as_str().to_owned()).as_deref(), Some("9876543210"));
        assert_eq!(c.is_iitp_stud, Some(true));
        assert_eq!((c.college, c.address, c.college_year), (None, None, None));
        assert_eq!(message(&check(json!({})).unwrap_err(), FORM).as_deref(), Some(NOTHING_TO_CHANGE));
    }

    #[test]
    fn a_directory_college_brings_its_address_and_another_needs_one() {
        let first = crate::colleges::COLLEGES[0];
        let c = check(json!({"collegeName": first.name.to_uppercase(), "collegeAddress": "ignored"})).expect("valid");
        assert_eq!(c.college, Some(Some((first.name.to_owned(), first.address.to_owned()))));
        let e = check(json!({"collegeName": "Some Other College"})).unwrap_err();
        assert_eq!(message(&e, "collegeAddress").as_deref(), Some(COLLEGE_ADDRESS_REQUIRED));
        let c = check(json!({"collegeName": "Some Other College", "collegeAddress": "Gaya, Bihar"})).expect("valid");
        assert_eq!(c.college, Some(Some(("Some Other College".to_owned(), "Gaya, Bihar".to_owned()))));
        assert_eq!(check(json!({"collegeName": ""})).expect("valid").college, Some(None));
    }

    #[test]
    fn refusals_name_their_field() {
        let e = check(json!({
            "fullname": "", "collegeYear": "Sixth Year", "phoneNumber": "123", "isIITPStud": "maybe",
            "address": "x".repeat(ADDRESS_MAX_CHARS + 1),
        }))
        .unwrap_err();
        assert_eq!(message(&e, "fullname").as_deref(), Some(FULL_NAME_REQUIRED));
        assert_eq!(message(&e, "collegeYear").as_deref(), Some(COLLEGE_YEAR_REQUIRED));
        assert_eq!(message(&e, "phoneNumber").as_deref(), Some(PHONE_INVALID));
        assert_eq!(message(&e, "isIITPStud").as_deref(), Some(IITP_INVALID));
        assert_eq!(message(&e, "address").as_deref(), Some(ADDRESS_TOO_LONG));
    }

    #[test]
    fn the_full_name_refuses_invisible_and_direction_characters() {
        for name in ["Asha\u{202E}oaR", "\u{200B}Asha", "As\u{00AD}ha", "\u{FEFF}Asha", "Asha\u{2066}"] {
            let e = check(json!({ "fullname": name })).unwrap_err();
            assert_eq!(message(&e, "fullname").as_deref(), Some(crate::values::INVISIBLE_IN_NAME), "{name:?}");
        }
        assert!(check(json!({"fullname": "राम कुमार"})).is_ok());
    }
}
