//! The athletics wizard's rules (SPEC 5); the event lists and limits are catalogue data
//! ([`crate::catalogue::athletics`]).
//!
//! Mixed relay: the spec lists "4x100m (Mixed)" as the only mixed relay and says nothing about who may
//! enter it. A person carries no gender, so we offer it to both categories: a Men or a Women registration
//! may select it alongside its own relays, within the limit of 2 relay events.
//!
//! Person rule: the spec asks for "non-blank name and email, a 10-digit phone and a 12-digit ID". We apply
//! the same value rules as the team wizard (name <= 30 characters of letters, spaces, `.'-`; e-mail format)
//! so every stored person meets one standard, with the athletics message 'Please fill all valid details
//! for {who}.' recorded on the person's path (`coach`, `captain`, `relayTeams["4x100m"][0]`).
//!
//! Selecting no event at all is allowed (the receipt shows 'None' for both lists, SPEC 2.17).

use crate::catalogue::athletics::RULES;
use crate::catalogue::{Category, EventInfo, STEP_NOT_CONFIGURED, Step};
use crate::errors::{STEP, ValidationErrors, path};
use crate::registration::checks::{CommonParts, check_coach_answer, check_one_number_one_person};
use crate::registration::{
    AthleticsEntry, AthleticsForm, Entry, Person, PersonInput, Registration, RelayTeam, check_referral, parse_person,
};

/// Who the coach is called in messages.
pub const COACH: &str = "Coach";
/// Who the lead athlete is called in messages.
pub const LEAD_ATHLETE: &str = "Lead Athlete";
/// More than 3 individual events (SPEC 5, word for word).
pub const MAX_INDIVIDUAL: &str = "You can select a maximum of 3 individual events.";
/// More than 2 relay events (SPEC 5, word for word).
pub const MAX_RELAY: &str = "You can select a maximum of 2 relay events.";
/// A relay team with more than 4 runners (missing runners are reported one by one).
pub const RELAY_TEAM_SIZE: &str = "Each relay team must have exactly 4 players.";

/// 'Please fill all valid details for {who}.' (SPEC 5, word for word).
pub fn details_message(who: &str) -> String {
    format!("Please fill all valid details for {who}.")
}

/// The `who` of relay runner `n` (1-based): 'Player #n in {event}'.
pub fn relay_player(n: usize, event: &str) -> String {
    format!("Player #{n} in {event}")
}

/// An individual event the category does not offer.
pub fn not_individual(name: &str, category: Option<Category>) -> String {
    match category {
        Some(c) => format!("{name} is not an individual event for {c}."),
        None => format!("{name} is not an individual event."),
    }
}

/// A relay event the category does not offer.
pub fn not_relay(name: &str, category: Option<Category>) -> String {
    match category {
        Some(c) => format!("{name} is not a relay event for {c}."),
        None => format!("{name} is not a relay event."),
    }
}

fn find(list: &[&'static str], name: &str) -> Option<&'static str> {
    let name = name.trim();
    list.iter().copied().find(|e| e.eq_ignore_ascii_case(name))
}

fn check_person(p: &PersonInput, who: &str, at: String, errors: &mut ValidationErrors) -> Option<Person> {
    match parse_person(&p.normalised()) {
        Ok(person) => Some(person),
        Err(_) => {
            errors.add(at, details_message(who));
            None
        }
    }
}

fn check_coach(form: &AthleticsForm, errors: &mut ValidationErrors) -> Option<Option<Person>> {
    check_coach_answer(&form.accompanying_coach, errors, |errors| {
        let coach = form.coach.clone().unwrap_or_default();
        check_person(&coach, COACH, "coach".to_owned(), errors)
    })
}

/// The category as far as it can be read (for checking event names; the college step reports problems).
fn lenient_category(event: &EventInfo, form: &AthleticsForm) -> Option<Category> {
    Category::parse(&form.category).filter(|c| event.categories.contains(c))
}

fn check_individual(
    form: &AthleticsForm,
    category: Option<Category>,
    errors: &mut ValidationErrors,
) -> Option<Vec<String>> {
    let allowed = RULES.allowed_individual(category);
    let mut chosen: Vec<&'static str> = Vec::new();
    let mut ok = true;
    for (i, raw) in form.selected_individual_events.iter().enumerate() {
        if raw.trim().is_empty() {
            continue;
        }
        match find(&allowed, raw) {
            Some(name) if !chosen.contains(&name) => chosen.push(name),
            Some(_) => {}
            None => {
                errors.add(path::index("selectedIndividualEvents", i), not_individual(raw.trim(), category));
                ok = false;
            }
        }
    }
    if chosen.len() > usize::from(RULES.max_individual_events) {
        errors.add("selectedIndividualEvents", MAX_INDIVIDUAL);
        ok = false;
    }
    ok.then(|| chosen.into_iter().map(str::to_owned).collect())
}

/// The selected relay events (catalogue spelling, de-duplicated) paired with their team's key in the form.
fn selected_relays(form: &AthleticsForm, allowed: &[&'static str]) -> Vec<(usize, Result<&'static str, String>)> {
    let mut out: Vec<(usize, Result<&'static str, String>)> = Vec::new();
    for (i, raw) in form.selected_relay_events.iter().enumerate() {
        if raw.trim().is_empty() {
            continue;
        }
        match find(allowed, raw) {
            Some(name) if out.iter().any(|(_, r)| *r == Ok(name)) => {}
            Some(name) => out.push((i, Ok(name))),
            None => out.push((i, Err(raw.trim().to_owned()))),
        }
    }
    out
}

/// The form's team for relay `event` (key compared trimmed and case-insensitively): its key and runners.
fn relay_team<'f>(form: &'f AthleticsForm, event: &str) -> (String, &'f [PersonInput]) {
    form.relay_teams
        .iter()
        .find(|(key, _)| key.trim().eq_ignore_ascii_case(event))
        .map(|(key, members)| (key.clone(), members.as_slice()))
        .unwrap_or_else(|| (event.to_owned(), &[]))
}

fn check_relays(
    form: &AthleticsForm,
    category: Option<Category>,
    errors: &mut ValidationErrors,
) -> Option<Vec<RelayTeam>> {
    let mut ok = true;
    let mut chosen = Vec::new();
    for (i, relay) in selected_relays(form, &RULES.allowed_relay(category)) {
        match relay {
            Ok(name) => chosen.push(name),
            Err(raw) => {
                errors.add(path::index("selectedRelayEvents", i), not_relay(&raw, category));
                ok = false;
            }
        }
    }
    if chosen.len() > usize::from(RULES.max_relay_events) {
        errors.add("selectedRelayEvents", MAX_RELAY);
        ok = false;
    }
    let size = usize::from(RULES.relay_team_size);
    let mut teams = Vec::new();
    for event in chosen {
        let (key, runners) = relay_team(form, event);
        let team_path = path::key("relayTeams", &key);
        let mut members = Vec::new();
        let mut count = 0usize;
        for i in 0..runners.len().max(size) {
            let p = runners.get(i).map(PersonInput::normalised).unwrap_or_default();
            if i >= size && p.is_blank(false) {
                continue;
            }
            count += 1;
            let who = relay_player(i + 1, event);
            match check_person(&p, &who, path::index(&team_path, i), errors) {
                Some(person) => members.push(person),
                None => ok = false,
            }
        }
        if count > size {
            errors.add(team_path, RELAY_TEAM_SIZE);
            ok = false;
        }
        teams.push(RelayTeam { event: event.to_owned(), members });
    }
    ok.then_some(teams)
}

/// Distinct heads of an athletics form, leniently: the lead athlete plus every distinct runner of the
/// selected relays, distinct by Aadhaar, falling back to e-mail; blank runners and the coach do not count.
/// Reached through [`crate::registration::members`], the one head count (fees and `members` use it).
pub(crate) fn heads(form: &AthleticsForm) -> u32 {
    let mut seen: Vec<PersonInput> = vec![form.captain.normalised()];
    let mut done: Vec<String> = Vec::new();
    for raw in &form.selected_relay_events {
        let event = raw.trim().to_lowercase();
        if event.is_empty() || done.contains(&event) {
            continue;
        }
        let (_, runners) = relay_team(form, &event);
        done.push(event);
        for runner in runners.iter().map(PersonInput::normalised) {
            if runner.identity().is_some() && !seen.iter().any(|p| p.same_person(&runner)) {
                seen.push(runner);
            }
        }
    }
    u32::try_from(seen.len()).unwrap_or(u32::MAX)
}

/// The lead athlete and the runners of the selected relays that are not blank (normalised), each with the
/// path their messages are recorded under.
fn athletes(form: &AthleticsForm) -> Vec<(String, PersonInput)> {
    let mut out = vec![("captain".to_owned(), form.captain.normalised())];
    let mut done: Vec<String> = Vec::new();
    for raw in &form.selected_relay_events {
        let event = raw.trim().to_lowercase();
        if event.is_empty() || done.contains(&event) {
            continue;
        }
        let (key, runners) = relay_team(form, &event);
        done.push(event);
        let team_path = path::key("relayTeams", &key);
        for (i, runner) in runners.iter().map(PersonInput::normalised).enumerate() {
            if !runner.is_blank(false) {
                out.push((path::index(&team_path, i), runner));
            }
        }
    }
    out
}

#[derive(Default)]
pub(crate) struct Parts {
    common: CommonParts,
    captain: Option<Person>,
    individual: Option<Vec<String>>,
    relays: Option<Vec<RelayTeam>>,
}

pub(crate) fn check_step(
    event: &EventInfo,
    step: Step,
    form: &AthleticsForm,
    errors: &mut ValidationErrors,
    parts: &mut Parts,
) {
    let common = &mut parts.common;
    match step {
        Step::College => {
            common.check_college_step(event, (&form.college_name, &form.college_address, &form.category), errors);
        }
        Step::Coach => {
            common.coach = check_coach(form, errors);
            if let (Some(Some(_)), Some(coach)) = (&common.coach, &form.coach) {
                let athletes: Vec<PersonInput> = athletes(form).into_iter().map(|(_, p)| p).collect();
                check_one_number_one_person(&athletes, &[("coach".to_owned(), coach.normalised())], errors);
            }
        }
        Step::AthleteCaptain => parts.captain = check_person(&form.captain, LEAD_ATHLETE, "captain".to_owned(), errors),
        Step::IndividualEvents => parts.individual = check_individual(form, lenient_category(event, form), errors),
        Step::RelayEvents => {
            parts.relays = check_relays(form, lenient_category(event, form), errors);
            // The lead athlete is reported at their own step; the runners here.
            let mut people = athletes(form).into_iter();
            let lead: Vec<PersonInput> = people.next().map(|(_, p)| p).into_iter().collect();
            check_one_number_one_person(&lead, &people.collect::<Vec<_>>(), errors);
        }
        Step::Receipt => common.referral = check_referral(form.referral_code.as_deref(), errors),
        Step::Team => errors.add(STEP, STEP_NOT_CONFIGURED),
    }
}

/// The registration of a valid form; `members` is [`crate::registration::members`] of the same form.
pub(crate) fn build(
    event: &EventInfo,
    members: u32,
    parts: Parts,
    errors: &mut ValidationErrors,
) -> Option<Registration> {
    let entry = Entry::Athletics(AthleticsEntry {
        captain: parts.captain?,
        individual_events: parts.individual?,
        relay_teams: parts.relays?,
    });
    parts.common.build(event, entry, members, errors)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue::EventId;
    use crate::registration::{
        RegistrationForm, same_aadhaar_message, same_aadhaar_other_details_message, validate_registration,
        validate_step,
    };
    use serde_json::{Value, json};

    fn person(n: u32) -> Value {
        json!({
            "fullname": "Runner Name",
            "email": format!("r{n}@example.com"),
            "phoneNumber": format!("98765{n:05}"),
            "aadharId": format!("1234{n:08}"),
        })
    }

    fn relay(from: u32) -> Value {
        Value::Array((from..from + 4).map(person).collect())
    }

    fn base() -> Value {
        json!({
            "collegeName": "IIT Patna",
            "collegeAddress": "Patna, Bihar",
            "category": "Men",
            "accompanyingCoach": "No",
            "captain": person(1),
            "selectedIndividualEvents": ["100m", "Long Jump"],
            "selectedRelayEvents": [],
            "relayTeams": {},
        })
    }

    fn run(v: &Value) -> Result<Registration, ValidationErrors> {
        let event = EventId::Athletics.event();
        validate_registration(event, &RegistrationForm::from_json(event, v).expect("object"))
    }

    #[test]
    fn lists_match_the_spec() {
        assert_eq!(
            RULES.individual_events(Category::Men),
            ["100m", "200m", "400m", "800m", "1500m", "5000m", "Long Jump", "Discuss Throw", "Shotput"]
        );
        assert_eq!(RULES.individual_events(Category::Women), ["100m", "200m", "400m", "800m", "Shotput"]);
        assert_eq!(RULES.relay_events(Category::Men), ["4x100m", "4x400m", "4x100m (Mixed)"]);
        assert_eq!(RULES.relay_events(Category::Women), ["4x100m", "4x100m (Mixed)"]);
        assert_eq!(RULES.allowed_relay(None), ["4x100m", "4x400m", "4x100m (Mixed)"]);
        assert_eq!(RULES.allowed_individual(None).len(), 9);
    }

    #[test]
    fn lead_athlete_only() {
        let r = run(&base()).expect("valid");
        assert_eq!(r.members, 1);
        assert_eq!(r.fee_paise, 70_000);
        let Entry::Athletics(entry) = &r.entry else { panic!("athletics entry") };
        assert_eq!(entry.individual_events, ["100m", "Long Jump"]);
    }

    #[test]
    fn heads_are_distinct_by_aadhaar_then_email() {
        let mut v = base();
        v["selectedRelayEvents"] = json!(["4x100m", "4x400m"]);
        // The lead athlete runs both relays; runners 2-4 run both; runner 5 only the second.
        let mut second = relay(1).as_array().cloned().unwrap_or_default();
        second[0] = person(5);
        v["relayTeams"] = json!({"4x100m": relay(1), "4x400m": second});
        let r = run(&v).expect("valid");
        assert_eq!(r.members, 5);
        assert_eq!(r.fee_paise, 5 * 70_000);
        // The receipt's list: each of the five once, though four of them run both relays.
        assert_eq!(r.people().len(), 5);
        let form = AthleticsForm::from_json(&v).expect("object");
        assert_eq!(heads(&form), 5);

        // Leniently, a runner without Aadhaar is told apart by e-mail, and blank runners do not count.
        v["relayTeams"]["4x400m"][1] = json!({"email": "R1@EXAMPLE.COM"});
        v["relayTeams"]["4x400m"][2] = json!({});
        let form = AthleticsForm::from_json(&v).expect("object");
        assert_eq!(heads(&form), 5);
        v["selectedRelayEvents"] = json!([]);
        let form = AthleticsForm::from_json(&v).expect("object");
        assert_eq!(heads(&form), 1, "teams of unselected relays do not count");
    }

    #[test]
    fn one_aadhaar_number_is_one_person() {
        // A lead athlete and four differently named runners all given the lead's number: refused, each runner
        // named with the lead, never charged as one head.
        let mut v = base();
        v["captain"]["fullname"] = json!("Asha Rao");
        v["selectedRelayEvents"] = json!(["4x100m"]);
        let names = ["Vikram Das", "Meera Iyer", "Kabir Sen", "Zoya Khan"];
        let runners: Vec<Value> = (0..4)
            .map(|i| {
                let mut p = person(20 + i);
                p["fullname"] = json!(names[i as usize]);
                p["aadharId"] = v["captain"]["aadharId"].clone();
                p
            })
            .collect();
        v["relayTeams"] = json!({"4x100m": runners});
        let e = run(&v).expect_err("one number, five people");
        assert!(e.contains("relayTeams[\"4x100m\"][0]", &same_aadhaar_message("Asha Rao", "Vikram Das")), "{e:?}");
        assert!(e.contains("relayTeams[\"4x100m\"][3]", &same_aadhaar_message("Asha Rao", "Zoya Khan")), "{e:?}");
        assert_eq!(e.len(), 4);
        let event = EventId::Athletics.event();
        let form = RegistrationForm::from_json(event, &v).expect("object");
        assert_eq!(validate_step(event, Step::RelayEvents, &form).len(), 4, "the wizard's relay step refuses it");

        // The same name with another e-mail under one number is refused too.
        let mut twin = base();
        twin["selectedRelayEvents"] = json!(["4x100m"]);
        let mut team = relay(1).as_array().cloned().unwrap_or_default();
        team[1]["aadharId"] = team[0]["aadharId"].clone();
        team[1]["fullname"] = team[0]["fullname"].clone();
        twin["relayTeams"] = json!({"4x100m": team});
        let e = run(&twin).expect_err("same name, other e-mail");
        assert!(e.contains("relayTeams[\"4x100m\"][1]", &same_aadhaar_other_details_message("Runner Name")));

        // A coach with a runner's number and another name.
        let mut coached = base();
        coached["accompanyingCoach"] = json!("Yes");
        let mut coach = person(30);
        coach["fullname"] = json!("Coach Name");
        coach["aadharId"] = coached["captain"]["aadharId"].clone();
        coached["coach"] = coach;
        let e = run(&coached).expect_err("coach with the lead's number");
        assert!(e.contains("coach", &same_aadhaar_message("Runner Name", "Coach Name")), "{e:?}");

        // The lead athlete who also runs the relay, with the same details, is one person, one head.
        let mut both = base();
        both["selectedRelayEvents"] = json!(["4x100m"]);
        both["relayTeams"] = json!({"4x100m": relay(1)});
        assert_eq!(run(&both).expect("valid").members, 4);
    }

    #[test]
    fn limits() {
        let mut v = base();
        v["selectedIndividualEvents"] = json!(["100m", "200m", "400m", "800m"]);
        v["selectedRelayEvents"] = json!(["4x100m", "4x400m", "4x100m (Mixed)"]);
        v["relayTeams"] = json!({"4x100m": relay(1), "4x400m": relay(1), "4x100m (Mixed)": relay(1)});
        let e = run(&v).expect_err("too many");
        assert!(e.contains("selectedIndividualEvents", MAX_INDIVIDUAL));
        assert!(e.contains("selectedRelayEvents", MAX_RELAY));
        assert_eq!(e.len(), 2);
    }

    #[test]
    fn events_must_suit_the_category() {
        let mut v = base();
        v["category"] = json!("women");
        v["selectedIndividualEvents"] = json!(["100m", "5000m", "long jump"]);
        v["selectedRelayEvents"] = json!(["4x400m", "4X100M (mixed)"]);
        v["relayTeams"] = json!({"4x100m (Mixed)": relay(1)});
        let e = run(&v).expect_err("not offered");
        assert!(e.contains("selectedIndividualEvents[1]", "5000m is not an individual event for Women."));
        assert!(e.contains("selectedIndividualEvents[2]", "long jump is not an individual event for Women."));
        assert!(e.contains("selectedRelayEvents[0]", "4x400m is not a relay event for Women."));
        assert_eq!(e.len(), 3);
        v["category"] = json!("");
        v["selectedIndividualEvents"] = json!(["Marathon"]);
        let e = run(&v).expect_err("unknown");
        assert!(e.contains("selectedIndividualEvents[0]", "Marathon is not an individual event."));
        assert!(e.contains("category", "Please select a category."));
    }

    #[test]
    fn relay_teams_need_exactly_four_valid_runners() {
        let mut v = base();
        v["selectedRelayEvents"] = json!(["4x100m (Mixed)"]);
        let mut three = relay(1).as_array().cloned().unwrap_or_default();
        three.pop();
        three[1]["phoneNumber"] = json!("123");
        v["relayTeams"] = json!({"4x100m (Mixed)": three});
        let e = run(&v).expect_err("invalid");
        assert!(e.contains(
            "relayTeams[\"4x100m (Mixed)\"][1]",
            "Please fill all valid details for Player #2 in 4x100m (Mixed)."
        ));
        assert!(e.contains(
            "relayTeams[\"4x100m (Mixed)\"][3]",
            "Please fill all valid details for Player #4 in 4x100m (Mixed)."
        ));
        assert_eq!(e.len(), 2);

        let mut five = relay(1).as_array().cloned().unwrap_or_default();
        five.push(person(9));
        five.push(json!({"fullname": ""}));
        v["relayTeams"] = json!({"4x100m (Mixed)": five});
        let e = run(&v).expect_err("five");
        assert_eq!(e, ValidationErrors::single("relayTeams[\"4x100m (Mixed)\"]", RELAY_TEAM_SIZE));
    }

    #[test]
    fn coach_and_lead_athlete_messages() {
        let mut v = base();
        v["accompanyingCoach"] = json!("Yes");
        v["captain"]["aadharId"] = json!("12");
        let e = run(&v).expect_err("invalid");
        assert!(e.contains("coach", "Please fill all valid details for Coach."));
        assert!(e.contains("captain", "Please fill all valid details for Lead Athlete."));
        let event = EventId::Athletics.event();
        let form = RegistrationForm::from_json(event, &v).expect("object");
        assert_eq!(validate_step(event, Step::Coach, &form).len(), 1);
        assert_eq!(validate_step(event, Step::AthleteCaptain, &form).len(), 1);
        assert!(validate_step(event, Step::IndividualEvents, &form).is_empty());
        assert_eq!(validate_step(event, Step::Team, &form), ValidationErrors::single(STEP, STEP_NOT_CONFIGURED));
    }

    #[test]
    fn legacy_payload() {
        let v = json!({
            "leadName": "Runner Name",
            "email": "r1@example.com",
            "phoneNumber": "98765 00001",
            "aadharId": "1234 0000 0001",
            "collegeDetails": {"collegeName": "IIT Patna", "collegeAddress": "Patna, Bihar"},
            "category": "men",
            "individualEvents": ["100m"],
            "relayTeams": [{"teamName": "4x100m", "members": relay(2)}],
            "coachDetails": {"fullname": "Coach Name", "email": "c@x.in", "phoneNumber": "9876500009", "aadharId": "123400000009"},
        });
        let r = run(&v).expect("valid legacy payload");
        assert_eq!(r.category, Some(Category::Men));
        assert_eq!(r.members, 5);
        assert_eq!(r.fee_paise, 350_000);
        assert!(r.coach.is_some());
        let Entry::Athletics(entry) = &r.entry else { panic!("athletics entry") };
        assert_eq!(entry.relay_teams[0].event, "4x100m");
        assert_eq!(entry.captain.phone_number.as_str(), "9876500001");
    }
}
