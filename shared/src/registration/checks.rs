//! Rules shared by both wizards: college, category, referral code, coach answer, a person's values.

use crate::catalogue::{Category, EventInfo};
use crate::errors::ValidationErrors;
use crate::fees;
use crate::values::{AadhaarNumber, Email, PersonName, Phone, ReferralCode};

use super::{
    ACCOMPANYING_COACH_INVALID, CATEGORY_REQUIRED, COLLEGE_MAX_CHARS, COLLEGE_REQUIRED, COLLEGE_TOO_LONG, Entry,
    Person, PersonInput, Registration, category_invalid,
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

/// The coach step: `None` (reported) when the answer is neither Yes nor No, `Some(None)` for No, and for Yes
/// the coach as the wizard's `check` reads them (each wizard words its coach messages its own way).
pub(crate) fn check_coach_answer(
    answer: &str,
    errors: &mut ValidationErrors,
    check: impl FnOnce(&mut ValidationErrors) -> Option<Person>,
) -> Option<Option<Person>> {
    match coach_answer(answer) {
        None => {
            errors.add("accompanyingCoach", ACCOMPANYING_COACH_INVALID);
            None
        }
        Some(false) => Some(None),
        Some(true) => check(errors).map(Some),
    }
}

/// What both wizards collect besides their own entry: the college step, the coach and the referral code.
#[derive(Default)]
pub(crate) struct CommonParts {
    pub(crate) college: Option<(String, String)>,
    pub(crate) category: Option<Option<Category>>,
    pub(crate) coach: Option<Option<Person>>,
    pub(crate) referral: Option<Option<ReferralCode>>,
}

impl CommonParts {
    /// The college step: name, address and category.
    pub(crate) fn check_college_step(
        &mut self,
        event: &EventInfo,
        (name, address, category): (&str, &str, &str),
        errors: &mut ValidationErrors,
    ) {
        self.college = check_college(name, address, errors);
        self.category = check_category(event, category, errors);
    }

    /// The registration of a valid form: these parts, the wizard's entry, its head count and the fee for them.
    pub(crate) fn build(
        self,
        event: &EventInfo,
        entry: Entry,
        members: u32,
        errors: &mut ValidationErrors,
    ) -> Option<Registration> {
        let (college_name, college_address) = self.college?;
        let category = self.category?;
        let fee_paise = match fees::fee(event, category, members) {
            Ok(fee) => fee,
            Err(e) => {
                errors.add(e.path(), e.message(event));
                return None;
            }
        };
        Some(Registration {
            event: event.id,
            category,
            college_name,
            college_address,
            coach: self.coach?,
            entry,
            referral_code: self.referral?,
            members,
            fee_paise,
        })
    }
}

/// One Aadhaar number is one person: two people on a form with the same number but different names.
pub fn same_aadhaar_message(first: &str, second: &str) -> String {
    format!("{first} and {second} have the same Aadhaar number: each person needs their own.")
}

/// One Aadhaar number given to one name with different contact details.
pub fn same_aadhaar_other_details_message(name: &str) -> String {
    format!(
        "{name} is entered twice with the same Aadhaar number but a different e-mail or phone: one person has \
         one set of details."
    )
}

/// Names compared as people read them: spaces collapsed, any case.
fn same_name(a: &str, b: &str) -> bool {
    let words = |s: &str| s.split_whitespace().map(str::to_lowercase).collect::<Vec<_>>();
    words(a) == words(b)
}

/// Records, under the later person's `path`, every person (normalised) who shares an Aadhaar number with an
/// earlier one but differs in name, e-mail or phone: one number is one person, counted and charged once. The
/// same person entered again with the same details (a lead athlete who also runs a relay) is no conflict.
/// `earlier` are people already on the form that this step does not report (their own step does).
pub(crate) fn check_one_number_one_person(
    earlier: &[PersonInput],
    people: &[(String, PersonInput)],
    errors: &mut ValidationErrors,
) {
    let mut seen: Vec<&PersonInput> = earlier.iter().filter(|p| !p.aadhar_id.is_empty()).collect();
    for (at, person) in people {
        if person.aadhar_id.is_empty() {
            continue;
        }
        let clash = seen.iter().find(|other| {
            other.aadhar_id == person.aadhar_id
                && !(same_name(&other.fullname, &person.fullname)
                    && other.email.eq_ignore_ascii_case(&person.email)
                    && other.phone_number == person.phone_number)
        });
        match clash {
            Some(other) if same_name(&other.fullname, &person.fullname) => {
                errors.add(at.clone(), same_aadhaar_other_details_message(person.fullname.trim()));
            }
            Some(other) => errors.add(at.clone(), same_aadhaar_message(other.fullname.trim(), person.fullname.trim())),
            None => seen.push(person),
        }
    }
}
