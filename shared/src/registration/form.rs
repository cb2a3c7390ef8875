//! The forms the wizards build, read leniently from the canonical shape or the legacy payloads (see the
//! module's documentation), and normalised.

use std::collections::BTreeMap;

use serde::Serialize;
use serde_json::Value;

use crate::catalogue::{EventInfo, Wizard};
use crate::errors::{FORM, ValidationErrors};
use crate::json::{self, deserialize_via_value};
use crate::values::digits_only;

use super::FORM_NOT_OBJECT;

/// The schema of a Yes/No answer the forms also accept as a boolean (`accompanyingCoach`).
#[cfg(feature = "openapi")]
fn yes_no_or_boolean() -> utoipa::openapi::schema::Schema {
    use utoipa::openapi::schema::{ObjectBuilder, OneOfBuilder, Schema, Type};
    let one_of = OneOfBuilder::new()
        .item(ObjectBuilder::new().schema_type(Type::String).enum_values(Some(["Yes", "No"])))
        .item(ObjectBuilder::new().schema_type(Type::Boolean))
        .description(Some("\"Yes\" or \"No\" (a boolean is accepted too); default No."))
        .build();
    Schema::OneOf(one_of)
}

/// The schema of a roster as the forms send it: per role field, one person or a list of them.
#[cfg(feature = "openapi")]
fn one_person_or_a_list_per_role() -> utoipa::openapi::schema::Schema {
    use utoipa::openapi::RefOr;
    use utoipa::openapi::schema::{ArrayBuilder, ObjectBuilder, OneOfBuilder, Ref, Schema, Type};
    let person = || Ref::from_schema_name("PersonInput");
    let one_or_many = OneOfBuilder::new().item(person()).item(ArrayBuilder::new().items(person())).build();
    Schema::Object(
        ObjectBuilder::new()
            .schema_type(Type::Object)
            .additional_properties(Some(RefOr::T(Schema::OneOf(one_or_many))))
            .description(Some("Role field name (`captain`, `viceCaptain`, `players`, ...) -> one person or a list."))
            .build(),
    )
}

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
    #[cfg_attr(feature = "openapi", schema(required = false, schema_with = yes_no_or_boolean))]
    pub accompanying_coach: String,
    /// The coach, checked only when the answer is Yes.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub coach: Option<PersonInput>,
    /// Roster: role field name (`captain`, `viceCaptain`, `players`, ...) -> one person or a list.
    #[cfg_attr(feature = "wasm", tsify(type = "Record<string, PersonInput | PersonInput[]>"))]
    #[cfg_attr(feature = "openapi", schema(schema_with = one_person_or_a_list_per_role))]
    pub team: BTreeMap<String, Vec<PersonInput>>,
    /// A campus ambassador's referral code, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub referral_code: Option<String>,
}

/// The generic wizard's usual group.
const PLAYERS: &str = "players";

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
    #[cfg_attr(feature = "openapi", schema(required = false, schema_with = yes_no_or_boolean))]
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
    ///
    /// On an event whose roster has one role (weightlifting, powerlifting, the signature contest), the one
    /// person may come under the role's own name or under `players`, the generic wizard's usual group (SPEC
    /// names that roster only as "exactly 1 athlete / participant").
    pub fn from_json(event: &EventInfo, v: &Value) -> Result<Self, ValidationErrors> {
        match event.wizard {
            Wizard::Athletics => AthleticsForm::from_json(v).map(Self::Athletics),
            Wizard::Team | Wizard::None => {
                let mut form = TeamForm::from_json(v)?;
                if let [only] = event.roster {
                    if !form.team.contains_key(only.field) {
                        if let Some(players) = form.team.remove(PLAYERS) {
                            form.team.insert(only.field.to_owned(), players);
                        }
                    }
                }
                Ok(Self::Team(form))
            }
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
