//! The one validation-error shape: field path -> list of messages, in the order the problems were found.
//!
//! # Path syntax
//!
//! A path names a place in the *canonical* form (the camelCase JSON the wizard builds), JavaScript style:
//!
//! * object fields are joined with `.`: `collegeName`, `coach.email`, `team.captain`;
//! * list positions are 0-based in brackets: `team.players[3].phoneNumber` (the message says `Player #4`);
//! * a map key that is not a plain identifier (`[A-Za-z_$][A-Za-z0-9_$]*`) is written as a JSON string in
//!   brackets: `relayTeams["4x100m (Mixed)"][0]`;
//! * problems with the whole input (not a JSON object at all) use [`FORM`]; an unknown event uses
//!   [`EVENT_ID`]; an unknown or unconfigured wizard step uses [`STEP`].
//!
//! Serialised, the errors are a JSON object `{"team.players[0].email": ["Enter a valid email for Player #1"]}`.

use std::fmt;

use serde::de::{MapAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Path for problems with the input as a whole (e.g. it is not a JSON object).
pub const FORM: &str = "form";
/// Path for an unknown event id, or an event that cannot be registered for online.
pub const EVENT_ID: &str = "eventId";
/// Path for an unknown wizard step, or one the event's wizard does not have.
pub const STEP: &str = "step";

/// Field path -> messages, ordered by first insertion. Empty means valid.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify), tsify(type = "Record<string, string[]>"))]
pub struct ValidationErrors {
    entries: Vec<(String, Vec<String>)>,
}

impl ValidationErrors {
    /// No errors.
    pub fn new() -> Self {
        Self::default()
    }

    /// One error.
    pub fn single(path: impl Into<String>, message: impl Into<String>) -> Self {
        let mut errors = Self::new();
        errors.add(path, message);
        errors
    }

    /// Adds `message` under `path` (a message already present under that path is not repeated).
    pub fn add(&mut self, path: impl Into<String>, message: impl Into<String>) {
        let path = path.into();
        let message = message.into();
        match self.entries.iter_mut().find(|(p, _)| *p == path) {
            Some((_, messages)) => {
                if !messages.contains(&message) {
                    messages.push(message);
                }
            }
            None => self.entries.push((path, vec![message])),
        }
    }

    /// Adds every error of `other`, keeping its order.
    pub fn merge(&mut self, other: ValidationErrors) {
        for (path, messages) in other.entries {
            for message in messages {
                self.add(path.clone(), message);
            }
        }
    }

    /// True when there is nothing wrong.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Number of paths with at least one message.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// The messages under `path`.
    pub fn get(&self, path: &str) -> Option<&[String]> {
        self.entries.iter().find(|(p, _)| p == path).map(|(_, m)| m.as_slice())
    }

    /// Whether `message` is recorded under `path`.
    pub fn contains(&self, path: &str, message: &str) -> bool {
        self.get(path).is_some_and(|m| m.iter().any(|x| x == message))
    }

    /// The paths and their messages, in insertion order.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &[String])> {
        self.entries.iter().map(|(p, m)| (p.as_str(), m.as_slice()))
    }

    /// The first message recorded, if any (handy for a toast).
    pub fn first_message(&self) -> Option<&str> {
        self.entries.first().and_then(|(_, m)| m.first()).map(String::as_str)
    }

    /// `Ok(value)` when empty, else `Err(self)`.
    pub fn into_result<T>(self, value: T) -> Result<T, Self> {
        if self.is_empty() { Ok(value) } else { Err(self) }
    }
}

impl fmt::Display for ValidationErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for (path, messages) in &self.entries {
            for message in messages {
                if !first {
                    f.write_str("; ")?;
                }
                first = false;
                write!(f, "{path}: {message}")?;
            }
        }
        Ok(())
    }
}

impl std::error::Error for ValidationErrors {}

impl Serialize for ValidationErrors {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.entries.len()))?;
        for (path, messages) in &self.entries {
            map.serialize_entry(path, messages)?;
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for ValidationErrors {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct ErrorsVisitor;
        impl<'de> Visitor<'de> for ErrorsVisitor {
            type Value = ValidationErrors;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an object mapping field paths to lists of messages")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
                let mut errors = ValidationErrors::new();
                while let Some((path, messages)) = map.next_entry::<String, Vec<String>>()? {
                    for message in messages {
                        errors.add(path.clone(), message);
                    }
                }
                Ok(errors)
            }
        }
        deserializer.deserialize_map(ErrorsVisitor)
    }
}

/// Building paths (see the module documentation for the syntax).
pub mod path {
    /// `parent.name` (or just `name` at the root).
    pub fn field(parent: &str, name: &str) -> String {
        if parent.is_empty() { name.to_owned() } else { format!("{parent}.{name}") }
    }

    /// `parent[index]`.
    pub fn index(parent: &str, index: usize) -> String {
        format!("{parent}[{index}]")
    }

    /// `parent.key` when `key` is an identifier, else `parent["key"]`.
    pub fn key(parent: &str, key: &str) -> String {
        if is_identifier(key) {
            return field(parent, key);
        }
        let mut out = String::with_capacity(parent.len() + key.len() + 4);
        out.push_str(parent);
        out.push_str("[\"");
        for c in key.chars() {
            match c {
                '"' => out.push_str("\\\""),
                '\\' => out.push_str("\\\\"),
                c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
                c => out.push(c),
            }
        }
        out.push_str("\"]");
        out
    }

    /// A JavaScript-style identifier: `[A-Za-z_$][A-Za-z0-9_$]*`.
    pub fn is_identifier(s: &str) -> bool {
        let mut chars = s.chars();
        chars.next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_' || c == '$')
            && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$')
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_insertion_order_and_dedupes() {
        let mut e = ValidationErrors::new();
        assert!(e.is_empty());
        e.add("b", "one");
        e.add("a", "two");
        e.add("b", "three");
        e.add("b", "one");
        assert_eq!(e.len(), 2);
        assert_eq!(e.get("b"), Some(&["one".to_owned(), "three".to_owned()][..]));
        assert!(e.contains("a", "two"));
        assert!(!e.contains("a", "one"));
        assert_eq!(e.first_message(), Some("one"));
        assert_eq!(e.to_string(), "b: one; b: three; a: two");
        let paths: Vec<&str> = e.iter().map(|(p, _)| p).collect();
        assert_eq!(paths, ["b", "a"]);
    }

    #[test]
    fn serialises_as_an_object_and_back() {
        let mut e = ValidationErrors::single("team.players[0].email", "x");
        e.add("collegeName", "y");
        let json = serde_json::to_value(&e).expect("serialises");
        assert_eq!(json, serde_json::json!({"team.players[0].email": ["x"], "collegeName": ["y"]}));
        let back: ValidationErrors = serde_json::from_value(json).expect("deserialises");
        assert!(back.contains("collegeName", "y"));
        assert_eq!(back.len(), 2);
    }

    #[test]
    fn merge_and_result() {
        let mut a = ValidationErrors::single("x", "1");
        a.merge(ValidationErrors::single("x", "2"));
        assert_eq!(a.get("x").map(<[String]>::len), Some(2));
        assert!(a.clone().into_result(()).is_err());
        assert_eq!(ValidationErrors::new().into_result(5), Ok(5));
    }

    #[test]
    fn paths() {
        assert_eq!(path::field("", "coach"), "coach");
        assert_eq!(path::field("coach", "email"), "coach.email");
        assert_eq!(path::index("team.players", 2), "team.players[2]");
        assert_eq!(path::key("team", "players"), "team.players");
        assert_eq!(path::key("relayTeams", "4x100m"), "relayTeams[\"4x100m\"]");
        assert_eq!(path::key("relayTeams", "4x100m (Mixed)"), "relayTeams[\"4x100m (Mixed)\"]");
        assert_eq!(path::key("r", "a\"b\\c"), "r[\"a\\\"b\\\\c\"]");
        assert_eq!(path::key("r", "\n"), "r[\"\\u000a\"]");
        assert!(path::is_identifier("$a_1"));
        assert!(!path::is_identifier(""));
        assert!(!path::is_identifier("1a"));
    }
}
