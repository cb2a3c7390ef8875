//! Rules shared by both wizards: college, category, referral code, coach answer, a person's values.

use crate::catalogue::{Category, EventInfo};
use crate::errors::ValidationErrors;
use crate::values::{AadhaarNumber, Email, PersonName, Phone, ReferralCode};

use super::{
    CATEGORY_REQUIRED, COLLEGE_MAX_CHARS, COLLEGE_REQUIRED, COLLEGE_TOO_LONG, Person, PersonInput, category_invalid,
};

/// Records `message` under `at` when `result` is an error.
pub(crate) fn check<T, E>(
    result: Result<T, E>,
    errors: &mut ValidationErrors,
    at: String,
    message: String,
) -> Option<T> {
    match result {
        Ok(v) => Some(v),
        Err(_) => {
            errors.add(at, message);
            None
        }
    }
}

/// College step: name and address non-blank (and not absurdly long).
pub(crate) fn check_college(name: &str, address: &str, errors: &mut ValidationErrors) -> Option<(String, String)> {
    let mut ok = true;
    for (field, value) in [("collegeName", name.trim()), ("collegeAddress", address.trim())] {
        if value.is_empty() {
            errors.add(field, COLLEGE_REQUIRED);
            ok = false;
        } else if value.chars().count() > COLLEGE_MAX_CHARS {
            errors.add(field, COLLEGE_TOO_LONG);
            ok = false;
        }
    }
    ok.then(|| (name.trim().to_owned(), address.trim().to_owned()))
}

/// College step: the category, required and offered when the event has categories; ignored otherwise.
pub(crate) fn check_category(event: &EventInfo, raw: &str, errors: &mut ValidationErrors) -> Option<Option<Category>> {
    if !event.has_categories() {
        return Some(None);
    }
    if raw.trim().is_empty() {
        errors.add("category", CATEGORY_REQUIRED);
        return None;
    }
    match Category::parse(raw).filter(|c| event.categories.contains(c)) {
        Some(c) => Some(Some(c)),
        None => {
            errors.add("category", category_invalid(event));
            None
        }
    }
}

/// Receipt step: the optional referral code.
pub(crate) fn check_referral(raw: Option<&str>, errors: &mut ValidationErrors) -> Option<Option<ReferralCode>> {
    match raw.map(str::trim).filter(|s| !s.is_empty()) {
        None => Some(None),
        Some(code) => {
            check(ReferralCode::parse(code), errors, "referralCode".to_owned(), ReferralCode::INVALID.to_owned())
                .map(Some)
        }
    }
}

/// "Yes"/"true" -> true, "No"/"false"/blank -> false (any case), else `None`.
pub(crate) fn coach_answer(raw: &str) -> Option<bool> {
    match raw.trim().to_ascii_lowercase().as_str() {
        "yes" | "true" => Some(true),
        "no" | "false" | "" => Some(false),
        _ => None,
    }
}

/// Parses the four personal fields of a normalised person; `Err` lists which failed.
pub(crate) fn parse_person(p: &PersonInput) -> Result<Person, [bool; 4]> {
    let name = PersonName::parse(&p.fullname);
    let email = Email::parse(&p.email);
    let phone = Phone::parse(&p.phone_number);
    let aadhaar = AadhaarNumber::parse(&p.aadhar_id);
    match (name, email, phone, aadhaar) {
        (Ok(fullname), Ok(email), Ok(phone_number), Ok(aadhar_id)) => {
            Ok(Person { fullname, email, phone_number, aadhar_id, college_id: None, role: None })
        }
        (name, email, phone, aadhaar) => Err([name.is_err(), email.is_err(), phone.is_err(), aadhaar.is_err()]),
    }
}
