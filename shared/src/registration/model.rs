//! The validated, normalised registration the server stores and charges for.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::catalogue::{Category, EventId};
use crate::fees::Paise;
use crate::values::{AadhaarNumber, CollegeId, Email, PersonName, Phone, ReferralCode};

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
