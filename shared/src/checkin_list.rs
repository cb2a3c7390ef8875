//! Check-in lists: what a list admits and how it counts, and which list a gate scans for. The server
//! applies these rules to every scan; the gate scanner applies the same ones offline.
//!
//! A list is named and has its rules: which events' passes it admits (all, or some), whether a pass enters
//! once or enters and leaves (the people inside counted live), whether only guests with a paid stay are
//! admitted, and the gates that scan for it. A gate belongs to at most one list; a gate no list names scans
//! for the default list (the fest's own gates).

use serde::{Deserialize, Serialize};

use crate::catalogue::EventId;
use crate::values::GateName;

/// What a list's scans record besides the list's own entries.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = CheckinListKind))]
#[serde(rename_all = "snake_case")]
pub enum ListKind {
    /// The fest's own entry: a pass's first entry is its check-in, which the rest of the site shows.
    Entry,
    /// The hostel desk: a guest's first entry is their arrival at the hostel. Requires a paid stay.
    Stay,
    /// Counted on its own (the mess, the pronite, ...).
    Access,
}

impl ListKind {
    pub const ALL: [ListKind; 3] = [ListKind::Entry, ListKind::Stay, ListKind::Access];

    /// As stored and as the API says it.
    pub fn as_str(self) -> &'static str {
        match self {
            ListKind::Entry => "entry",
            ListKind::Stay => "stay",
            ListKind::Access => "access",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.as_str() == s)
    }
}

/// How a list counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = CheckinListMode))]
#[serde(rename_all = "snake_case")]
pub enum ListMode {
    /// A pass enters once; a second scan is a duplicate.
    Once,
    /// A pass enters and leaves, as often as it likes; the people inside are counted.
    InOut,
}

impl ListMode {
    /// As stored and as the API says it.
    pub fn as_str(self) -> &'static str {
        match self {
            ListMode::Once => "once",
            ListMode::InOut => "in_out",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        [ListMode::Once, ListMode::InOut].into_iter().find(|m| m.as_str() == s)
    }
}

/// Which way a scan counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = ScanDirection))]
#[serde(rename_all = "snake_case")]
pub enum Direction {
    /// Entering (every list).
    #[default]
    In,
    /// Leaving (lists that count entry and exit).
    Out,
}

impl Direction {
    pub fn as_str(self) -> &'static str {
        match self {
            Direction::In => "in",
            Direction::Out => "out",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        [Direction::In, Direction::Out].into_iter().find(|d| d.as_str() == s)
    }
}

/// A list's rules, as the server keeps them and the scanner's bundle carries them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = CheckinListRule))]
#[serde(rename_all = "camelCase")]
pub struct ListRule {
    pub id: String,
    pub name: String,
    pub kind: ListKind,
    pub mode: ListMode,
    /// The events whose passes it admits; `None`: every event.
    pub events: Option<Vec<EventId>>,
    /// The gates that scan for it (as the organisers typed them).
    #[serde(default)]
    pub gates: Vec<String>,
    /// Only passes with a paid stay.
    #[serde(default)]
    pub requires_stay: bool,
    /// Gates that no list names scan for this list.
    #[serde(default)]
    pub is_default: bool,
}

/// A gate's name as compared: trimmed, lower case.
pub fn gate_key(gate: &str) -> String {
    gate.trim().to_lowercase()
}

/// The list `gate` scans for: the one that names it, else the default list.
pub fn list_for_gate<'a>(lists: &'a [ListRule], gate: &str) -> Option<&'a ListRule> {
    pick_for_gate(lists, gate, |l| l.gates.iter().map(String::as_str).collect(), |l| l.is_default)
}

/// [`list_for_gate`] over lists of any shape, given how to read a list's gates and whether it is the default
/// (the WebAssembly export reads them off JSON without building [`ListRule`]s).
pub fn pick_for_gate<'a, T>(
    lists: &'a [T],
    gate: &str,
    gates_of: impl Fn(&'a T) -> Vec<&'a str>,
    is_default: impl Fn(&'a T) -> bool,
) -> Option<&'a T> {
    let key = gate_key(gate);
    lists
        .iter()
        .find(|l| gates_of(l).iter().any(|g| gate_key(g) == key))
        .or_else(|| lists.iter().find(|l| is_default(l)))
}

/// Why a genuine pass is not let through by a list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// A pass of an event the list does not admit.
    OtherEvent,
    /// The list requires a paid stay and the pass has none.
    NoStay,
    /// Blocked from the list by an admin.
    Blocked(String),
    /// Scanned out while not inside.
    NotInside,
}

pub const NO_STAY: &str = "No stay is booked for this pass.";
pub const NOT_INSIDE: &str = "Not inside: scan them in first.";
pub const OUT_ON_ONCE_LIST: &str = "This list counts entries only: scan people in.";

impl Refusal {
    /// What the volunteer reads.
    pub fn message(&self, list: &ListRule, event: EventId) -> String {
        match self {
            Refusal::OtherEvent => format!("{} passes are not admitted at {}.", event.event().title, list.name),
            Refusal::NoStay => NO_STAY.to_owned(),
            Refusal::Blocked(reason) => format!("Blocked from {}: {reason}", list.name),
            Refusal::NotInside => NOT_INSIDE.to_owned(),
        }
    }
}

impl ListRule {
    /// Whether the list admits a pass of `event` (with or without a paid stay): its rules only; blocks and
    /// entries are the caller's.
    pub fn admits(&self, event: EventId, has_stay: bool) -> Result<(), Refusal> {
        if self.events.as_ref().is_some_and(|events| !events.contains(&event)) {
            return Err(Refusal::OtherEvent);
        }
        if (self.requires_stay || self.kind == ListKind::Stay) && !has_stay {
            return Err(Refusal::NoStay);
        }
        Ok(())
    }

    /// Whether scans may go out (lists that count entry and exit).
    pub fn counts_exits(&self) -> bool {
        self.mode == ListMode::InOut
    }
}

/// Longest list name, in characters.
pub const MAX_NAME_CHARS: usize = 60;
/// Most gates one list names.
pub const MAX_GATES: usize = 20;
pub const NAME_REQUIRED: &str = "Name the list.";
pub const NAME_TOO_LONG: &str = "Keep the list's name under 60 characters.";
pub const NO_EVENTS: &str = "Choose at least one event, or admit every event.";
pub const STAY_NEEDS_STAY: &str = "A hostel desk list admits guests with a paid stay only.";
pub const TOO_MANY_GATES: &str = "Name at most 20 gates.";
pub const DEFAULT_IS_ENTRY: &str = "The list for every other gate must be the fest's entry list.";

/// What an admin sends to make or change a list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = CheckinListInput))]
#[serde(rename_all = "camelCase")]
pub struct ListInput {
    pub name: String,
    pub kind: ListKind,
    pub mode: ListMode,
    /// `None`: every event.
    pub events: Option<Vec<EventId>>,
    #[serde(default)]
    pub gates: Vec<String>,
    #[serde(default)]
    pub requires_stay: bool,
    #[serde(default)]
    pub is_default: bool,
}

impl ListInput {
    /// The input checked and tidied (names trimmed, gates checked as gate names and without repeats), or
    /// the messages by field.
    pub fn check(&self) -> Result<ListInput, crate::ValidationErrors> {
        let mut errors = crate::ValidationErrors::new();
        let name = self.name.trim();
        if name.is_empty() {
            errors.add("name", NAME_REQUIRED);
        } else if crate::values::has_invisible(name) {
            errors.add("name", crate::values::INVISIBLE_IN_NAME);
        } else if name.chars().count() > MAX_NAME_CHARS {
            errors.add("name", NAME_TOO_LONG);
        }
        if self.events.as_ref().is_some_and(Vec::is_empty) {
            errors.add("events", NO_EVENTS);
        }
        if self.kind == ListKind::Stay && !self.requires_stay {
            errors.add("requiresStay", STAY_NEEDS_STAY);
        }
        if self.is_default && self.kind != ListKind::Entry {
            errors.add("isDefault", DEFAULT_IS_ENTRY);
        }
        let mut gates: Vec<String> = Vec::new();
        for gate in &self.gates {
            match GateName::parse(gate) {
                Ok(g) => {
                    let g = g.into_inner();
                    if !gates.iter().any(|seen| gate_key(seen) == gate_key(&g)) {
                        gates.push(g);
                    }
                }
                Err(message) => errors.add("gates", message),
            }
        }
        if gates.len() > MAX_GATES {
            errors.add("gates", TOO_MANY_GATES);
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        let mut events = self.events.clone();
        if let Some(events) = events.as_mut() {
            events.sort();
            events.dedup();
        }
        Ok(ListInput {
            name: name.to_owned(),
            kind: self.kind,
            mode: self.mode,
            events,
            gates,
            requires_stay: self.requires_stay || self.kind == ListKind::Stay,
            is_default: self.is_default,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rule(id: &str, gates: &[&str], is_default: bool) -> ListRule {
        ListRule {
            id: id.into(),
            name: id.into(),
            kind: if is_default { ListKind::Entry } else { ListKind::Access },
            mode: ListMode::Once,
            events: None,
            gates: gates.iter().map(|g| (*g).to_owned()).collect(),
            requires_stay: false,
            is_default,
        }
    }

    #[test]
    fn a_gate_scans_for_the_list_naming_it_else_the_default() {
        let lists = [rule("fest", &[], true), rule("pronite", &["Pronite", "Stage B"], false)];
        assert_eq!(list_for_gate(&lists, " pronite ").unwrap().id, "pronite");
        assert_eq!(list_for_gate(&lists, "STAGE b").unwrap().id, "pronite");
        assert_eq!(list_for_gate(&lists, "North").unwrap().id, "fest");
        assert!(list_for_gate(&lists[1..], "North").is_none());
    }

    #[test]
    fn rules_admit_by_event_and_stay() {
        let mut list = rule("mess", &["mess"], false);
        assert_eq!(list.admits(EventId::Football, false), Ok(()));
        list.events = Some(vec![EventId::Cricket]);
        assert_eq!(list.admits(EventId::Football, true), Err(Refusal::OtherEvent));
        assert_eq!(Refusal::OtherEvent.message(&list, EventId::Football), "Football passes are not admitted at mess.");
        list.events = None;
        list.requires_stay = true;
        assert_eq!(list.admits(EventId::Football, false), Err(Refusal::NoStay));
        assert_eq!(list.admits(EventId::Football, true), Ok(()));
        list.requires_stay = false;
        list.kind = ListKind::Stay;
        assert_eq!(list.admits(EventId::Football, false), Err(Refusal::NoStay));
    }

    #[test]
    fn input_is_checked_and_tidied() {
        let input = ListInput {
            name: "  Pronite ".into(),
            kind: ListKind::Access,
            mode: ListMode::InOut,
            events: Some(vec![EventId::Football, EventId::Cricket, EventId::Football]),
            gates: vec!["Stage".into(), " stage ".into(), "Back".into()],
            requires_stay: false,
            is_default: false,
        };
        let tidy = input.check().unwrap();
        assert_eq!(tidy.name, "Pronite");
        assert_eq!(tidy.gates, ["Stage", "Back"]);
        assert_eq!(tidy.events.unwrap().len(), 2);
        let bad = ListInput {
            name: " ".into(),
            events: Some(vec![]),
            kind: ListKind::Stay,
            is_default: true,
            gates: vec!["".into()],
            ..input
        };
        let errors = bad.check().unwrap_err();
        for field in ["name", "events", "requiresStay", "isDefault", "gates"] {
            assert!(errors.get(field).is_some(), "{field}: {errors:?}");
        }
    }
}
