//! Event registration: the forms the wizards build, how they are read and normalised, the step rules with
//! their exact messages (SPEC 5), and the normalised [`Registration`] the server stores.
//!
//! # Reading input
//!
//! [`TeamForm::from_json`] and [`AthleticsForm::from_json`] accept the canonical wizard forms and the legacy
//! wire payloads of SPEC 3, and never fail except when the input is not a JSON object:
//! * a team group may be a single person object or a list (both become lists), under `team` or at the top
//!   level (the "Generic event payload"); `coachDetails`/`collegeDetails` and the athletics payload's
//!   `leadName`, `email`, `phoneNumber`, `aadharId`, `individualEvents` and `relayTeams: [{teamName,
//!   members}]` are understood too;
//! * text fields accept strings or numbers; anything else reads as blank and is then reported by the rules;
//! * `accompanyingCoach` accepts "Yes"/"No" (any case) or a boolean; when it is absent (legacy payloads send
//!   a coach only when there is one) it is Yes exactly when a coach with a name is present.
//!
//! # Normalising
//!
//! Names, e-mails, college IDs and roles are trimmed; phone and Aadhaar keep only their digits (SPEC 5). In
//! a team role the first `min` entries are required (a missing one counts as blank and fails); an entry
//! beyond `min` is dropped when it is entirely blank and must be fully valid otherwise (so a half-filled
//! optional member is reported instead of silently dropped, as the legacy payload builder did); more than
//! `max` entries that are not blank is an error. The output lists only kept members.

pub mod athletics;
mod checks;
mod form;
mod model;
pub mod roster_paste;
mod team;

pub(crate) use checks::*;
pub use checks::{same_aadhaar_message, same_aadhaar_other_details_message};
pub use form::*;
pub use model::*;
use team::{TeamParts, build_team, team_step};

pub use crate::catalogue::{CATEGORY_REQUIRED, category_invalid};
use crate::catalogue::{EventInfo, FeeBasis, NOT_REGISTRABLE, RoleField, STEP_NOT_CONFIGURED, Step, Wizard};
use crate::errors::{EVENT_ID, FORM, STEP, ValidationErrors};
use crate::fees::{self, Paise};
use crate::values::{AadhaarNumber, CollegeId, Email, PersonName, Phone};

/// The input is not a JSON object.
pub const FORM_NOT_OBJECT: &str = "The form must be a JSON object.";
/// A team form was given for athletics or the other way round (typed API only).
pub const FORM_MISMATCH: &str = "This form does not match the event.";
/// Shown on submit when anything is invalid (SPEC 5, word for word).
pub const FIX_HIGHLIGHTED: &str = "Please fix the highlighted fields before submission.";
/// College step: name or address blank (SPEC 5, word for word); recorded under each blank field.
pub const COLLEGE_REQUIRED: &str = "Please fill in your College Name and Address.";
/// College step: name or address longer than [`COLLEGE_MAX_CHARS`].
pub const COLLEGE_TOO_LONG: &str = "College name and address must be at most 200 characters each.";
/// Longest college name or address.
pub const COLLEGE_MAX_CHARS: usize = 200;
/// Coach step: the accompanying-coach answer is neither Yes nor No.
pub const ACCOMPANYING_COACH_INVALID: &str = "Please answer Yes or No for the accompanying coach.";

/// Team step: more non-blank entries than the role allows.
pub fn too_many(role: &RoleField) -> String {
    format!("Too many entries for {}: at most {} allowed.", role.title, role.max)
}

/// Team step: a `role` value the event does not know (cricket).
pub fn role_invalid(event: &EventInfo, title: &str, n: usize) -> String {
    format!("Choose a valid role ({}) for {title} #{n}", event.player_roles.join(", "))
}

fn registrable(event: &EventInfo) -> Result<(), ValidationErrors> {
    if event.is_registrable() { Ok(()) } else { Err(ValidationErrors::single(EVENT_ID, NOT_REGISTRABLE)) }
}

/// Checks one wizard step (Next). A step the event's wizard does not have is reported under `step` with
/// 'This step type is not configured.'. Empty errors mean the step is valid.
pub fn validate_step(event: &EventInfo, step: Step, form: &RegistrationForm) -> ValidationErrors {
    if let Err(errors) = registrable(event) {
        return errors;
    }
    let mut errors = ValidationErrors::new();
    if !event.steps().contains(&step) {
        errors.add(STEP, STEP_NOT_CONFIGURED);
        return errors;
    }
    match form {
        RegistrationForm::Team(form) if event.wizard == Wizard::Team => {
            team_step(event, step, form, &mut errors, &mut TeamParts::default());
        }
        RegistrationForm::Athletics(form) if event.wizard == Wizard::Athletics => {
            athletics::check_step(event, step, form, &mut errors, &mut athletics::Parts::default());
        }
        _ => errors.add(FORM, FORM_MISMATCH),
    }
    errors
}

/// Checks every step (submit) and returns the normalised registration with its fee.
pub fn validate_registration(event: &EventInfo, form: &RegistrationForm) -> Result<Registration, ValidationErrors> {
    registrable(event)?;
    let mut errors = ValidationErrors::new();
    let registration = match form {
        RegistrationForm::Team(team) if event.wizard == Wizard::Team => {
            let mut parts = TeamParts::default();
            for &step in event.steps() {
                team_step(event, step, team, &mut errors, &mut parts);
            }
            if errors.is_empty() { build_team(event, form, parts, &mut errors) } else { None }
        }
        RegistrationForm::Athletics(athletics_form) if event.wizard == Wizard::Athletics => {
            let mut parts = athletics::Parts::default();
            for &step in event.steps() {
                athletics::check_step(event, step, athletics_form, &mut errors, &mut parts);
            }
            if errors.is_empty() { athletics::build(event, members(event, form), parts, &mut errors) } else { None }
        }
        _ => {
            errors.add(FORM, FORM_MISMATCH);
            None
        }
    };
    match registration {
        Some(r) if errors.is_empty() => Ok(r),
        _ => Err(errors),
    }
}

/// The one head count of a form, leniently (for the wizard's running total, the per-head fee and the stored
/// `members`): generic wizard, the roster persons of the event's roles that are not blank (the coach is not a
/// member); athletics, the lead athlete plus every distinct runner of the selected relays (distinct by
/// Aadhaar, falling back to e-mail; blank runners do not count). On a valid form this is exactly the
/// registration's `members`.
pub fn members(event: &EventInfo, form: &RegistrationForm) -> u32 {
    match form {
        RegistrationForm::Team(form) => {
            let count = event
                .roster
                .iter()
                .flat_map(|role| form.team.get(role.field).map(Vec::as_slice).unwrap_or_default())
                .filter(|p| !p.normalised().is_blank(event.college_id))
                .count();
            u32::try_from(count).unwrap_or(u32::MAX)
        }
        RegistrationForm::Athletics(form) => athletics::heads(form),
    }
}

/// The fee for a form as typed (the wizard's running total): reads the category from the form, counts the
/// heads with [`members`] and reports problems with the college step's messages. The form need not be valid
/// otherwise.
pub fn registration_fee(event: &EventInfo, form: &RegistrationForm) -> Result<Paise, ValidationErrors> {
    registrable(event)?;
    let mut errors = ValidationErrors::new();
    let category = check_category(event, form.category(), &mut errors).ok_or(errors)?;
    if event.fee_basis == FeeBasis::PerHead && !matches!(form, RegistrationForm::Athletics(_)) {
        return Err(ValidationErrors::single(FORM, FORM_MISMATCH));
    }
    fees::fee(event, category, members(event, form)).map_err(|e| ValidationErrors::single(e.path(), e.message(event)))
}

/// Path of [`validate_person`]'s error for a role the event's wizard does not have.
pub const PERSON_ROLE: &str = "personRole";
/// Message for a role the event's wizard does not have.
pub const UNKNOWN_PERSON_ROLE: &str = "Unknown person role.";

/// Inline hint for a playing role the event does not know (cricket).
pub fn role_hint(event: &EventInfo) -> String {
    format!("Choose a valid role ({}).", event.player_roles.join(", "))
}

/// Checks one person as the wizards' inline hints need it (SPEC 5): `role` is `coach` (any wizard),
/// `captain` or `runner` (athletics: the lead athlete, a relay runner), or a roster role field of a team
/// event (`captain`, `players`, ...; there the college ID and the playing role are checked too, where the
/// event has them). Errors are recorded under the person's field names (`fullname`, `email`, `phoneNumber`,
/// `aadharId`, `collegeId`, `role`) with the fields' inline hints; the same value rules as every step.
pub fn validate_person(event: &EventInfo, role: &str, person: &PersonInput) -> Result<Person, ValidationErrors> {
    registrable(event)?;
    let roster_role = match (event.wizard, role) {
        (_, "coach") | (Wizard::Athletics, "captain" | "runner") => None,
        (Wizard::Team, field) => {
            Some(event.role(field).ok_or_else(|| ValidationErrors::single(PERSON_ROLE, UNKNOWN_PERSON_ROLE))?)
        }
        _ => return Err(ValidationErrors::single(PERSON_ROLE, UNKNOWN_PERSON_ROLE)),
    };
    let p = person.normalised();
    let mut e = ValidationErrors::new();
    let fullname = PersonName::parse(&p.fullname).map_err(|m| e.add("fullname", m)).ok();
    let email = Email::parse(&p.email).map_err(|m| e.add("email", m)).ok();
    let phone_number = Phone::parse(&p.phone_number).map_err(|m| e.add("phoneNumber", m)).ok();
    let aadhar_id = AadhaarNumber::parse(&p.aadhar_id).map_err(|m| e.add("aadharId", m)).ok();
    let college_id = match (&p.college_id, roster_role.is_some() && event.college_id) {
        (Some(id), true) => CollegeId::parse(id).map_err(|m| e.add("collegeId", m)).ok(),
        _ => None,
    };
    let role_value = match (roster_role, &p.role, event.default_player_role()) {
        (Some(_), None, Some(default)) => Some(default.to_owned()),
        (Some(_), Some(given), Some(_)) => {
            let known = event.player_roles.iter().find(|r| r.eq_ignore_ascii_case(given)).map(|r| (*r).to_owned());
            if known.is_none() {
                e.add("role", role_hint(event));
            }
            known
        }
        _ => None,
    };
    match (fullname, email, phone_number, aadhar_id) {
        (Some(fullname), Some(email), Some(phone_number), Some(aadhar_id)) if e.is_empty() => {
            Ok(Person { fullname, email, phone_number, aadhar_id, college_id, role: role_value })
        }
        _ => Err(e),
    }
}

#[cfg(test)]
mod tests;
