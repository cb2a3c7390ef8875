//! The generic team wizard: roster roles with their minimum and maximum, the coach, the fee per team.

use std::collections::BTreeMap;

use crate::catalogue::{EventInfo, RoleField, STEP_NOT_CONFIGURED, Step};
use crate::errors::{STEP, ValidationErrors, path};
use crate::values::{AadhaarNumber, CollegeId, Email, PersonName, Phone};

use super::checks::{CommonParts, check_coach_answer, check_one_number_one_person};
use super::{
    Entry, Person, PersonInput, Registration, RegistrationForm, TeamEntry, TeamForm, check, check_referral, members,
    parse_person, role_invalid, too_many,
};

/// Checks roster entry `i` of `role` (normalised) with the team step's messages, at its paths.
pub(super) fn check_team_person(
    event: &EventInfo,
    role: &RoleField,
    i: usize,
    p: &PersonInput,
    errors: &mut ValidationErrors,
) -> Option<Person> {
    let (title, n) = (role.title, i + 1);
    let base = path::index(&path::field("team", role.field), i);
    let at = |field: &str| path::field(&base, field);
    let name = PersonName::parse(&p.fullname);
    let name_message = PersonName::role_error(name.as_ref().err().copied().unwrap_or_default(), title, n);
    let fullname = check(name, errors, at("fullname"), name_message);
    let email = check(Email::parse(&p.email), errors, at("email"), Email::role_message(title, n));
    let phone = check(Phone::parse(&p.phone_number), errors, at("phoneNumber"), Phone::role_message(title, n));
    let aadhaar =
        check(AadhaarNumber::parse(&p.aadhar_id), errors, at("aadharId"), AadhaarNumber::role_message(title, n));
    let college_id = match (&p.college_id, event.college_id) {
        (Some(id), true) => {
            check(CollegeId::parse(id), errors, at("collegeId"), CollegeId::role_message(title, n)).map(Some)
        }
        _ => Some(None),
    };
    let role_value = match (&p.role, event.default_player_role()) {
        (_, None) => Some(None),
        (None, Some(default)) => Some(Some(default.to_owned())),
        (Some(given), Some(_)) => {
            let known = event.player_roles.iter().find(|r| r.eq_ignore_ascii_case(given));
            check(known.ok_or(()), errors, at("role"), role_invalid(event, title, n)).map(|r| Some((*r).to_owned()))
        }
    };
    Some(Person {
        fullname: fullname?,
        email: email?,
        phone_number: phone?,
        aadhar_id: aadhaar?,
        college_id: college_id?,
        role: role_value?,
    })
}

type Roster = BTreeMap<String, Vec<Person>>;

fn check_roster(
    event: &EventInfo,
    team: &BTreeMap<String, Vec<PersonInput>>,
    errors: &mut ValidationErrors,
) -> Option<Roster> {
    let mut roster = BTreeMap::new();
    let mut ok = true;
    for role in event.roster {
        let entries = team.get(role.field).map(Vec::as_slice).unwrap_or_default();
        let (min, max) = (usize::from(role.min), usize::from(role.max));
        let mut kept = Vec::new();
        let mut count = 0usize;
        for i in 0..entries.len().max(min) {
            let p = entries.get(i).map(PersonInput::normalised).unwrap_or_default();
            if i >= min && p.is_blank(event.college_id) {
                continue;
            }
            count += 1;
            match check_team_person(event, role, i, &p, errors) {
                Some(person) => kept.push(person),
                None => ok = false,
            }
        }
        if count > max {
            errors.add(path::field("team", role.field), too_many(role));
            ok = false;
        }
        roster.insert(role.field.to_owned(), kept);
    }
    ok.then_some(roster)
}

fn check_team_coach(form: &TeamForm, errors: &mut ValidationErrors) -> Option<Option<Person>> {
    check_coach_answer(&form.accompanying_coach, errors, |errors| {
        let p = form.coach.as_ref().map(PersonInput::normalised).unwrap_or_default();
        parse_person(&p)
            .map_err(|failed| {
                let messages = [
                    ("fullname", PersonName::COACH_MESSAGE),
                    ("email", Email::COACH_MESSAGE),
                    ("phoneNumber", Phone::COACH_MESSAGE),
                    ("aadharId", AadhaarNumber::COACH_MESSAGE),
                ];
                for ((field, message), failed) in messages.into_iter().zip(failed) {
                    if failed {
                        errors.add(path::field("coach", field), message);
                    }
                }
            })
            .ok()
    })
}

/// The people on a form's roster that are not blank (normalised), each with the path of their Aadhaar number.
fn roster_people(event: &EventInfo, form: &TeamForm) -> Vec<(String, PersonInput)> {
    let mut out = Vec::new();
    for role in event.roster {
        for (i, p) in form.team.get(role.field).map(Vec::as_slice).unwrap_or_default().iter().enumerate() {
            let p = p.normalised();
            if !p.is_blank(event.college_id) {
                out.push((path::field(&path::index(&path::field("team", role.field), i), "aadharId"), p));
            }
        }
    }
    out
}

#[derive(Default)]
pub(super) struct TeamParts {
    common: CommonParts,
    roster: Option<Roster>,
}

pub(super) fn team_step(
    event: &EventInfo,
    step: Step,
    form: &TeamForm,
    errors: &mut ValidationErrors,
    parts: &mut TeamParts,
) {
    let common = &mut parts.common;
    match step {
        Step::College => {
            common.check_college_step(event, (&form.college_name, &form.college_address, &form.category), errors);
        }
        Step::Team => {
            parts.roster = check_roster(event, &form.team, errors);
            check_one_number_one_person(&[], &roster_people(event, form), errors);
        }
        Step::Coach => {
            common.coach = check_team_coach(form, errors);
            if let (Some(Some(_)), Some(coach)) = (&common.coach, &form.coach) {
                let roster: Vec<PersonInput> = roster_people(event, form).into_iter().map(|(_, p)| p).collect();
                check_one_number_one_person(&roster, &[(path::field("coach", "aadharId"), coach.normalised())], errors);
            }
        }
        Step::Receipt => common.referral = check_referral(form.referral_code.as_deref(), errors),
        Step::AthleteCaptain | Step::IndividualEvents | Step::RelayEvents => errors.add(STEP, STEP_NOT_CONFIGURED),
    }
}

pub(super) fn build_team(
    event: &EventInfo,
    form: &RegistrationForm,
    parts: TeamParts,
    errors: &mut ValidationErrors,
) -> Option<Registration> {
    let team = parts.roster?;
    parts.common.build(event, Entry::Team(TeamEntry { team }), members(event, form), errors)
}
