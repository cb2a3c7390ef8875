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

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::athletics;
use crate::catalogue::{Category, EventId, EventInfo, NOT_REGISTRABLE, RoleField, STEP_NOT_CONFIGURED, Step, Wizard};
use crate::errors::{EVENT_ID, FORM, STEP, ValidationErrors, path};
use crate::fees::{self, Paise};
use crate::json::{self, deserialize_via_value};
use crate::values::{AadhaarNumber, CollegeId, Email, PersonName, Phone, ReferralCode, digits_only};

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
/// College step: no category chosen for an event that has categories.
pub const CATEGORY_REQUIRED: &str = "Please select a category.";
/// Coach step: the accompanying-coach answer is neither Yes nor No.
pub const ACCOMPANYING_COACH_INVALID: &str = "Please answer Yes or No for the accompanying coach.";

/// College step: a category the event does not offer.
pub fn category_invalid(event: &EventInfo) -> String {
    let names: Vec<&str> = event.categories.iter().map(|c| c.as_str()).collect();
    format!("Category must be one of: {}.", names.join(", "))
}

/// Team step: more non-blank entries than the role allows.
pub fn too_many(role: &RoleField) -> String {
    format!("Too many entries for {}: at most {} allowed.", role.title, role.max)
}

/// Team step: a `role` value the event does not know (cricket).
pub fn role_invalid(event: &EventInfo, title: &str, n: usize) -> String {
    format!("Choose a valid role ({}) for {title} #{n}", event.player_roles.join(", "))
}

// ---------------------------------------------------------------------------------------------------------
// Input
// ---------------------------------------------------------------------------------------------------------

/// A person as typed in a wizard (participant, captain, coach, lead athlete, relay runner).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PersonInput {
    /// Full name (also read from `fullName` or `name`).
    pub fullname: String,
    /// E-mail.
    pub email: String,
    /// Phone; non-digits are stripped (also read from `phone`).
    pub phone_number: String,
    /// Aadhaar number; non-digits are stripped (also read from `aadhaarId`).
    pub aadhar_id: String,
    /// College ID card number (cricket, football, Mr. Infinito; ignored elsewhere).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub college_id: Option<String>,
    /// Playing role (cricket: batsman, bowler, all-rounder, wicket-keeper; default batsman; ignored elsewhere).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub role: Option<String>,
}

impl PersonInput {
    /// Reads a person leniently; anything but an object is a blank person.
    pub fn from_json(v: &Value) -> Self {
        let Some(obj) = v.as_object() else {
            return Self::default();
        };
        Self {
            fullname: json::first_text(obj, &["fullname", "fullName", "name"]),
            email: json::first_text(obj, &["email"]),
            phone_number: json::first_text(obj, &["phoneNumber", "phone"]),
            aadhar_id: json::first_text(obj, &["aadharId", "aadhaarId", "aadhar", "aadhaar"]),
            college_id: json::opt_text(obj, &["collegeId"]),
            role: json::opt_text(obj, &["role"]),
        }
    }

    /// Trimmed text, digits-only phone and Aadhaar, blank optional fields as `None`.
    pub fn normalised(&self) -> Self {
        let opt = |s: &Option<String>| s.as_deref().map(str::trim).filter(|s| !s.is_empty()).map(str::to_owned);
        Self {
            fullname: self.fullname.trim().to_owned(),
            email: self.email.trim().to_owned(),
            phone_number: digits_only(&self.phone_number),
            aadhar_id: digits_only(&self.aadhar_id),
            college_id: opt(&self.college_id),
            role: opt(&self.role),
        }
    }

    /// Whether nothing was filled in (on a normalised person); the role, which has a default, does not
    /// count, and the college ID counts only when the event carries it.
    pub fn is_blank(&self, with_college_id: bool) -> bool {
        self.fullname.is_empty()
            && self.email.is_empty()
            && self.phone_number.is_empty()
            && self.aadhar_id.is_empty()
            && !(with_college_id && self.college_id.is_some())
    }

    /// Identity for counting distinct people (on a normalised person): the Aadhaar digits, else the
    /// lower-cased e-mail, else none (a blank person is nobody).
    pub fn identity(&self) -> Option<String> {
        if !self.aadhar_id.is_empty() {
            Some(format!("aadhaar:{}", self.aadhar_id))
        } else if !self.email.is_empty() {
            Some(format!("email:{}", self.email.to_lowercase()))
        } else {
            None
        }
    }

    /// Whether two normalised persons are the same person: equal Aadhaar numbers when both have one,
    /// otherwise equal e-mails (case-insensitive) when both have one.
    pub fn same_person(&self, other: &PersonInput) -> bool {
        if !self.aadhar_id.is_empty() && !other.aadhar_id.is_empty() {
            self.aadhar_id == other.aadhar_id
        } else {
            !self.email.is_empty() && self.email.eq_ignore_ascii_case(&other.email)
        }
    }
}
deserialize_via_value!(PersonInput, |v| Ok(PersonInput::from_json(v)));

fn person_opt(v: Option<&Value>) -> Option<PersonInput> {
    v.filter(|v| v.is_object()).map(PersonInput::from_json)
}

fn group(v: Option<&Value>) -> Vec<PersonInput> {
    json::items(v).into_iter().map(PersonInput::from_json).collect()
}

fn college_fields(obj: &serde_json::Map<String, Value>) -> (String, String) {
    let details = obj.get("collegeDetails").and_then(Value::as_object);
    let read = |key: &str| match json::first(obj, &[key]) {
        Some(v) => json::text(Some(v)),
        None => details.map(|d| json::first_text(d, &[key])).unwrap_or_default(),
    };
    (read("collegeName"), read("collegeAddress"))
}

fn coach_fields(obj: &serde_json::Map<String, Value>) -> (Option<PersonInput>, String) {
    let coach = person_opt(json::first(obj, &["coach", "coachDetails"]));
    let answer = json::answer(obj.get("accompanyingCoach")).unwrap_or_else(|| {
        let has_coach = coach.as_ref().is_some_and(|c| !c.fullname.trim().is_empty());
        if has_coach { "Yes" } else { "No" }.to_owned()
    });
    (coach, answer)
}

/// The generic team wizard's form (also read from the legacy "Generic event payload").
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct TeamForm {
    /// College name (free text, or filled from the directory).
    pub college_name: String,
    /// College address.
    pub college_address: String,
    /// "Men" or "Women" for events with categories (any case); ignored otherwise.
    #[cfg_attr(feature = "wasm", tsify(optional))]
    #[cfg_attr(feature = "openapi", schema(required = false))]
    pub category: String,
    /// "Yes" or "No" (a boolean is accepted too); default No.
    #[cfg_attr(feature = "wasm", tsify(optional, type = "\"Yes\" | \"No\" | boolean"))]
    #[cfg_attr(feature = "openapi", schema(required = false))]
    pub accompanying_coach: String,
    /// The coach, checked only when the answer is Yes.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub coach: Option<PersonInput>,
    /// Roster: role field name (`captain`, `viceCaptain`, `players`, ...) -> one person or a list.
    #[cfg_attr(feature = "wasm", tsify(type = "Record<string, PersonInput | PersonInput[]>"))]
    pub team: BTreeMap<String, Vec<PersonInput>>,
    /// A campus ambassador's referral code, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub referral_code: Option<String>,
}

const TEAM_FORM_KEYS: &[&str] = &[
    "collegeSelect",
    "collegeName",
    "collegeAddress",
    "collegeDetails",
    "category",
    "accompanyingCoach",
    "coach",
    "coachDetails",
    "team",
    "referralCode",
];

impl TeamForm {
    /// Reads the canonical form or the legacy payload (groups at the top level); fails only when `v` is
    /// not an object.
    pub fn from_json(v: &Value) -> Result<Self, ValidationErrors> {
        let obj = v.as_object().ok_or_else(|| ValidationErrors::single(FORM, FORM_NOT_OBJECT))?;
        let (college_name, college_address) = college_fields(obj);
        let (coach, accompanying_coach) = coach_fields(obj);
        let mut team = BTreeMap::new();
        if let Some(groups) = obj.get("team").and_then(Value::as_object) {
            for (field, members) in groups {
                team.insert(field.clone(), group(Some(members)));
            }
        }
        for (field, members) in obj {
            let is_group = members.is_object() || members.is_array();
            if is_group && !TEAM_FORM_KEYS.contains(&field.as_str()) && !team.contains_key(field) {
                team.insert(field.clone(), group(Some(members)));
            }
        }
        Ok(Self {
            college_name,
            college_address,
            category: json::first_text(obj, &["category"]),
            accompanying_coach,
            coach,
            team,
            referral_code: json::opt_text(obj, &["referralCode"]),
        })
    }
}
deserialize_via_value!(TeamForm, TeamForm::from_json);

/// The athletics wizard's form (also read from the legacy "Athletics payload").
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct AthleticsForm {
    /// College name.
    pub college_name: String,
    /// College address.
    pub college_address: String,
    /// "Men" or "Women" (any case).
    pub category: String,
    /// "Yes" or "No" (a boolean is accepted too); default No.
    #[cfg_attr(feature = "wasm", tsify(optional, type = "\"Yes\" | \"No\" | boolean"))]
    #[cfg_attr(feature = "openapi", schema(required = false))]
    pub accompanying_coach: String,
    /// The coach, checked only when the answer is Yes.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub coach: Option<PersonInput>,
    /// The lead athlete.
    pub captain: PersonInput,
    /// Individual event names, as listed in the catalogue (any case).
    #[cfg_attr(feature = "openapi", schema(required = false))]
    pub selected_individual_events: Vec<String>,
    /// Relay event names, as listed in the catalogue (any case).
    #[cfg_attr(feature = "openapi", schema(required = false))]
    pub selected_relay_events: Vec<String>,
    /// Relay event name -> its four runners. Teams of events not selected are ignored.
    #[cfg_attr(feature = "wasm", tsify(type = "Record<string, PersonInput[]>"))]
    #[cfg_attr(feature = "openapi", schema(required = false))]
    pub relay_teams: BTreeMap<String, Vec<PersonInput>>,
    /// A campus ambassador's referral code, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub referral_code: Option<String>,
}

impl AthleticsForm {
    /// Reads the canonical form or the legacy payload; fails only when `v` is not an object.
    pub fn from_json(v: &Value) -> Result<Self, ValidationErrors> {
        let obj = v.as_object().ok_or_else(|| ValidationErrors::single(FORM, FORM_NOT_OBJECT))?;
        let (college_name, college_address) = college_fields(obj);
        let (coach, accompanying_coach) = coach_fields(obj);
        let captain = match obj.get("captain").filter(|c| c.is_object()) {
            Some(c) => PersonInput::from_json(c),
            None => PersonInput {
                fullname: json::first_text(obj, &["leadName"]),
                email: json::first_text(obj, &["email"]),
                phone_number: json::first_text(obj, &["phoneNumber"]),
                aadhar_id: json::first_text(obj, &["aadharId"]),
                college_id: None,
                role: None,
            },
        };
        let mut relay_teams = BTreeMap::new();
        let mut relay_order = Vec::new();
        match obj.get("relayTeams") {
            Some(Value::Object(teams)) => {
                for (event, members) in teams {
                    relay_order.push(event.clone());
                    relay_teams.insert(event.clone(), group(Some(members)));
                }
            }
            Some(Value::Array(teams)) => {
                for team in teams.iter().filter_map(Value::as_object) {
                    let event = json::first_text(team, &["teamName", "event"]);
                    relay_order.push(event.clone());
                    relay_teams.insert(event, group(team.get("members")));
                }
            }
            _ => {}
        }
        let selected_relay_events = match json::first(obj, &["selectedRelayEvents", "relayEvents"]) {
            Some(v) => json::texts(Some(v)),
            None => relay_order,
        };
        Ok(Self {
            college_name,
            college_address,
            category: json::first_text(obj, &["category"]),
            accompanying_coach,
            coach,
            captain,
            selected_individual_events: json::texts(json::first(
                obj,
                &["selectedIndividualEvents", "individualEvents"],
            )),
            selected_relay_events,
            relay_teams,
            referral_code: json::opt_text(obj, &["referralCode"]),
        })
    }
}
deserialize_via_value!(AthleticsForm, AthleticsForm::from_json);

/// Either wizard's form. Which one applies is decided by the event ([`RegistrationForm::from_json`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(untagged)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum RegistrationForm {
    /// Generic team wizard.
    Team(TeamForm),
    /// Athletics wizard.
    Athletics(AthleticsForm),
}

impl RegistrationForm {
    /// Reads `v` as the form of `event`'s wizard; fails only when `v` is not an object.
    pub fn from_json(event: &EventInfo, v: &Value) -> Result<Self, ValidationErrors> {
        match event.wizard {
            Wizard::Athletics => AthleticsForm::from_json(v).map(Self::Athletics),
            Wizard::Team | Wizard::None => TeamForm::from_json(v).map(Self::Team),
        }
    }

    /// The raw category text.
    pub fn category(&self) -> &str {
        match self {
            Self::Team(f) => &f.category,
            Self::Athletics(f) => &f.category,
        }
    }
}

// ---------------------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------------------

/// A validated person.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Person {
    /// Full name.
    pub fullname: PersonName,
    /// E-mail.
    pub email: Email,
    /// Ten digits.
    pub phone_number: Phone,
    /// Twelve digits.
    pub aadhar_id: AadhaarNumber,
    /// College ID card number, when the event carries it and it was given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub college_id: Option<CollegeId>,
    /// Playing role (cricket).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub role: Option<String>,
}

/// A validated, normalised registration: what the server stores and charges for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Registration {
    /// The event.
    pub event: EventId,
    /// The category, for events that have categories.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub category: Option<Category>,
    /// College name (trimmed).
    pub college_name: String,
    /// College address (trimmed).
    pub college_address: String,
    /// The accompanying coach, when the answer was Yes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub coach: Option<Person>,
    /// The roster or the athletics entry.
    pub entry: Entry,
    /// Referral code, if one was given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub referral_code: Option<ReferralCode>,
    /// Team: roster members (coach excluded; the receipt's "total members"). Athletics: distinct heads
    /// (lead athlete plus distinct relay runners).
    pub members: u32,
    /// The fee in paise.
    pub fee_paise: Paise,
}

impl Registration {
    /// The people the registration counts, each once: the roster of a team (coach excluded), or the lead
    /// athlete and every distinct relay runner (the same Aadhaar number is the same person). Its length is
    /// `members`; the receipt lists these.
    pub fn people(&self) -> Vec<&Person> {
        match &self.entry {
            Entry::Team(team) => team.team.values().flatten().collect(),
            Entry::Athletics(a) => {
                let mut people = vec![&a.captain];
                for runner in a.relay_teams.iter().flat_map(|r| &r.members) {
                    if !people.iter().any(|p| p.aadhar_id == runner.aadhar_id) {
                        people.push(runner);
                    }
                }
                people
            }
        }
    }
}

/// What was entered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Entry {
    /// Generic wizard.
    Team(TeamEntry),
    /// Athletics wizard.
    Athletics(AthleticsEntry),
}

/// A team's roster: role field name -> kept members (every role of the event is present, possibly empty).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct TeamEntry {
    /// Role field -> members.
    #[cfg_attr(feature = "wasm", tsify(type = "Record<string, Person[]>"))]
    pub team: BTreeMap<String, Vec<Person>>,
}

/// An athletics entry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct AthleticsEntry {
    /// The lead athlete.
    pub captain: Person,
    /// Individual events, catalogue spelling, de-duplicated, in the order chosen.
    pub individual_events: Vec<String>,
    /// Relay teams, in the order chosen.
    pub relay_teams: Vec<RelayTeam>,
}

/// One relay team.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct RelayTeam {
    /// The relay event, catalogue spelling.
    pub event: String,
    /// Its four runners.
    pub members: Vec<Person>,
}

// ---------------------------------------------------------------------------------------------------------
// Rules shared by both wizards
// ---------------------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------------------
// Generic team wizard
// ---------------------------------------------------------------------------------------------------------

fn check_team_person(
    event: &EventInfo,
    role: &RoleField,
    i: usize,
    p: &PersonInput,
    errors: &mut ValidationErrors,
) -> Option<Person> {
    let (title, n) = (role.title, i + 1);
    let base = path::index(&path::field("team", role.field), i);
    let at = |field: &str| path::field(&base, field);
    let fullname = check(PersonName::parse(&p.fullname), errors, at("fullname"), PersonName::role_message(title, n));
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
    match coach_answer(&form.accompanying_coach) {
        None => {
            errors.add("accompanyingCoach", ACCOMPANYING_COACH_INVALID);
            None
        }
        Some(false) => Some(None),
        Some(true) => {
            let p = form.coach.as_ref().map(PersonInput::normalised).unwrap_or_default();
            match parse_person(&p) {
                Ok(person) => Some(Some(person)),
                Err(failed) => {
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
                    None
                }
            }
        }
    }
}

#[derive(Default)]
struct TeamParts {
    college: Option<(String, String)>,
    category: Option<Option<Category>>,
    roster: Option<Roster>,
    coach: Option<Option<Person>>,
    referral: Option<Option<ReferralCode>>,
}

fn team_step(event: &EventInfo, step: Step, form: &TeamForm, errors: &mut ValidationErrors, parts: &mut TeamParts) {
    match step {
        Step::College => {
            parts.college = check_college(&form.college_name, &form.college_address, errors);
            parts.category = check_category(event, &form.category, errors);
        }
        Step::Team => parts.roster = check_roster(event, &form.team, errors),
        Step::Coach => parts.coach = check_team_coach(form, errors),
        Step::Receipt => parts.referral = check_referral(form.referral_code.as_deref(), errors),
        Step::AthleteCaptain | Step::IndividualEvents | Step::RelayEvents => errors.add(STEP, STEP_NOT_CONFIGURED),
    }
}

fn build_team(
    event: &EventInfo,
    form: &RegistrationForm,
    parts: TeamParts,
    errors: &mut ValidationErrors,
) -> Option<Registration> {
    let (college_name, college_address) = parts.college?;
    let category = parts.category?;
    let team = parts.roster?;
    let members = members(event, form);
    let fee_paise = match fees::base_fee(event, category) {
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
        coach: parts.coach?,
        entry: Entry::Team(TeamEntry { team }),
        referral_code: parts.referral?,
        members,
        fee_paise,
    })
}

// ---------------------------------------------------------------------------------------------------------
// Entry points
// ---------------------------------------------------------------------------------------------------------

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
mod tests {
    use super::*;
    use serde_json::json;

    fn person(name: &str, n: u32) -> Value {
        json!({
            "fullname": name,
            "email": format!("p{n}@example.com"),
            "phoneNumber": format!("98765{n:05}"),
            "aadharId": format!("1234{n:08}"),
        })
    }

    fn players(count: u32, from: u32) -> Value {
        Value::Array((0..count).map(|i| person("Player Name", from + i)).collect())
    }

    fn football(category: &str) -> Value {
        json!({
            "collegeName": "IIT Patna",
            "collegeAddress": "Patna, Bihar",
            "category": category,
            "accompanyingCoach": "No",
            "team": {
                "captain": [person("Cap Tain", 1)],
                "viceCaptain": person("Vice Cap", 2),
                "players": players(11, 10),
            }
        })
    }

    fn form(event: EventId, v: &Value) -> RegistrationForm {
        RegistrationForm::from_json(event.event(), v).expect("object")
    }

    fn validate(event: EventId, v: &Value) -> Result<Registration, ValidationErrors> {
        validate_registration(event.event(), &form(event, v))
    }

    #[test]
    fn a_valid_football_team() {
        let r = validate(EventId::Football, &football("men")).expect("valid");
        assert_eq!(r.category, Some(Category::Men));
        assert_eq!(r.fee_paise, 650_000);
        assert_eq!(r.members, 13);
        assert_eq!(r.coach, None);
        let Entry::Team(entry) = &r.entry else { panic!("team entry") };
        assert_eq!(entry.team["captain"].len(), 1);
        assert_eq!(entry.team["players"].len(), 11);
        let women = validate(EventId::Football, &football("Women")).expect("valid");
        assert_eq!(women.fee_paise, 300_000);
    }

    #[test]
    fn person_messages_name_the_role_and_number() {
        let mut v = football("Men");
        v["team"]["players"][2] = json!({"fullname": "X1", "email": "bad", "phoneNumber": "12", "aadharId": "1"});
        let e = validate(EventId::Football, &v).expect_err("invalid");
        assert_eq!(
            e.get("team.players[2].fullname"),
            Some(&["Enter a valid name (<= 30 chars) for Player #3".to_owned()][..])
        );
        assert!(e.contains("team.players[2].email", "Enter a valid email for Player #3"));
        assert!(e.contains("team.players[2].phoneNumber", "Enter a valid 10-digit phone number for Player #3"));
        assert!(e.contains("team.players[2].aadharId", "Enter a valid 12-digit Aadhaar for Player #3"));
        assert_eq!(e.len(), 4);
    }

    #[test]
    fn missing_required_entries_fail_and_optional_blank_ones_are_dropped() {
        let mut v = football("Men");
        v["team"]["players"] = players(10, 10);
        let e = validate(EventId::Football, &v).expect_err("10 players");
        assert!(e.contains("team.players[10].fullname", "Enter a valid name (<= 30 chars) for Player #11"));
        assert_eq!(e.len(), 4);

        let mut v = football("Men");
        let mut list = players(11, 10).as_array().cloned().unwrap_or_default();
        list.push(json!({"fullname": " ", "email": "", "phoneNumber": "", "aadharId": ""}));
        list.push(json!({}));
        v["team"]["players"] = Value::Array(list);
        let r = validate(EventId::Football, &v).expect("blank optional entries dropped");
        assert_eq!(r.members, 13);
    }

    #[test]
    fn partly_filled_optional_entries_must_be_valid() {
        let mut v = football("Men");
        let mut list = players(11, 10).as_array().cloned().unwrap_or_default();
        list.push(json!({"fullname": "Half Filled"}));
        v["team"]["players"] = Value::Array(list);
        let e = validate(EventId::Football, &v).expect_err("partly filled");
        assert!(e.contains("team.players[11].email", "Enter a valid email for Player #12"));
        assert!(e.get("team.players[11].fullname").is_none());
    }

    #[test]
    fn too_many_entries() {
        let mut v = football("Men");
        v["team"]["players"] = players(15, 10);
        let e = validate(EventId::Football, &v).expect_err("15 players");
        assert_eq!(e.get("team.players"), Some(&["Too many entries for Player: at most 14 allowed.".to_owned()][..]));
        assert_eq!(e.len(), 1);
    }

    #[test]
    fn college_category_and_coach() {
        let mut v = football("");
        v["collegeName"] = json!("  ");
        v["collegeAddress"] = json!("x".repeat(201));
        v["accompanyingCoach"] = json!(true);
        let e = validate(EventId::Football, &v).expect_err("invalid");
        assert!(e.contains("collegeName", COLLEGE_REQUIRED));
        assert!(e.contains("collegeAddress", COLLEGE_TOO_LONG));
        assert!(e.contains("category", CATEGORY_REQUIRED));
        assert!(e.contains("coach.fullname", "Coach: enter a valid name (<= 30 chars)."));
        assert!(e.contains("coach.email", "Coach: enter a valid email."));
        assert!(e.contains("coach.phoneNumber", "Coach: enter a valid 10-digit phone number."));
        assert!(e.contains("coach.aadharId", "Coach: enter a valid 12-digit Aadhaar."));

        let mut v = football("Mixed");
        v["accompanyingCoach"] = json!("maybe");
        let e = validate(EventId::Football, &v).expect_err("invalid");
        assert!(e.contains("category", "Category must be one of: Men, Women."));
        assert!(e.contains("accompanyingCoach", ACCOMPANYING_COACH_INVALID));

        let mut v = football("Men");
        v["accompanyingCoach"] = json!("Yes");
        v["coach"] = person("Coach Name", 99);
        let r = validate(EventId::Football, &v).expect("valid");
        assert_eq!(r.coach.map(|c| c.fullname.into_inner()), Some("Coach Name".to_owned()));
        assert_eq!(r.members, 13, "the coach is not a member");
    }

    #[test]
    fn no_coach_means_the_coach_is_ignored() {
        let mut v = football("Men");
        v["coach"] = json!({"fullname": "1nvalid"});
        let r = validate(EventId::Football, &v).expect("valid");
        assert_eq!(r.coach, None);
    }

    #[test]
    fn legacy_generic_payload_with_top_level_groups() {
        let v = json!({
            "collegeName": "IIT Patna",
            "collegeAddress": "Patna, Bihar",
            "category": "Men",
            "coach": {"fullname": "Coach Name", "email": "c@x.in", "phoneNumber": "98765 43210", "aadharId": "1234-1234-1234"},
            "players": [person("A Player", 1), person("B Player", 2), person("C Player", 3)],
        });
        let r = validate(EventId::Squash, &v).expect("valid legacy payload");
        assert!(r.coach.is_some(), "a named coach without an answer means Yes");
        assert_eq!(r.coach.map(|c| c.phone_number.into_inner()), Some("9876543210".to_owned()));
        assert_eq!(r.fee_paise, 80_000);
        assert_eq!(r.members, 3);
    }

    #[test]
    fn cricket_roles_and_college_ids() {
        let mut v = json!({
            "collegeName": "IIT Patna", "collegeAddress": "Patna, Bihar",
            "team": {"captain": person("Cap Tain", 1), "viceCaptain": person("Vice Cap", 2), "players": players(11, 10)}
        });
        v["team"]["captain"]["role"] = json!("Bowler");
        v["team"]["captain"]["collegeId"] = json!(" 2101CS01 ");
        let r = validate(EventId::Cricket, &v).expect("valid");
        assert_eq!(r.category, None, "cricket has no category");
        assert_eq!(r.fee_paise, 650_000);
        let Entry::Team(entry) = &r.entry else { panic!("team entry") };
        let captain = &entry.team["captain"][0];
        assert_eq!(captain.role.as_deref(), Some("bowler"));
        assert_eq!(captain.college_id.as_ref().map(CollegeId::as_str), Some("2101CS01"));
        assert_eq!(entry.team["players"][0].role.as_deref(), Some("batsman"));

        v["team"]["players"][0]["role"] = json!("umpire");
        v["team"]["players"][1]["collegeId"] = json!("x".repeat(41));
        let e = validate(EventId::Cricket, &v).expect_err("invalid");
        assert!(e.contains(
            "team.players[0].role",
            "Choose a valid role (batsman, bowler, all-rounder, wicket-keeper) for Player #1"
        ));
        assert!(e.contains("team.players[1].collegeId", "Enter a valid college ID (<= 40 chars) for Player #2"));
    }

    #[test]
    fn steps() {
        let ev = EventId::Football.event();
        let mut v = football("Men");
        v["collegeName"] = json!("");
        let f = form(EventId::Football, &v);
        assert!(validate_step(ev, Step::College, &f).contains("collegeName", COLLEGE_REQUIRED));
        assert!(validate_step(ev, Step::Team, &f).is_empty());
        assert!(validate_step(ev, Step::Coach, &f).is_empty());
        assert!(validate_step(ev, Step::Receipt, &f).is_empty());
        assert_eq!(validate_step(ev, Step::RelayEvents, &f), ValidationErrors::single(STEP, STEP_NOT_CONFIGURED));
        let a = form(EventId::Athletics, &json!({}));
        assert_eq!(validate_step(ev, Step::College, &a), ValidationErrors::single(FORM, FORM_MISMATCH));
        assert_eq!(validate_registration(ev, &a), Err(ValidationErrors::single(FORM, FORM_MISMATCH)));
        let bgmi = EventId::Bgmi.event();
        assert_eq!(validate_step(bgmi, Step::College, &f), ValidationErrors::single(EVENT_ID, NOT_REGISTRABLE));
    }

    #[test]
    fn referral_code() {
        let mut v = football("Men");
        v["referralCode"] = json!(" CA-123 ");
        let r = validate(EventId::Football, &v).expect("valid");
        assert_eq!(r.referral_code.map(ReferralCode::into_inner), Some("CA-123".to_owned()));
        v["referralCode"] = json!("no spaces allowed");
        let e = validate(EventId::Football, &v).expect_err("invalid");
        assert!(e.contains("referralCode", ReferralCode::INVALID));
    }

    #[test]
    fn not_an_object() {
        assert_eq!(TeamForm::from_json(&json!([1])), Err(ValidationErrors::single(FORM, FORM_NOT_OBJECT)));
        assert!(serde_json::from_str::<TeamForm>("\"x\"").is_err());
        let f: TeamForm =
            serde_json::from_str(r#"{"collegeName": 5, "team": {"players": {"fullname": "A"}}}"#).expect("lenient");
        assert_eq!(f.college_name, "5");
        assert_eq!(f.team["players"].len(), 1);
        assert_eq!(f.accompanying_coach, "No");
    }

    #[test]
    fn registration_round_trips_through_json() {
        let r = validate(EventId::Football, &football("Men")).expect("valid");
        let json = serde_json::to_value(&r).expect("serialises");
        assert_eq!(json["entry"]["kind"], "team");
        assert_eq!(json["feePaise"], 650_000);
        let back: Registration = serde_json::from_value(json).expect("deserialises");
        assert_eq!(back, r);
    }
}
