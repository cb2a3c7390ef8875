//! A roster pasted or uploaded in one go: a captain of a big team copies the rows of a spreadsheet
//! (tab-separated), a WhatsApp message or a CSV file (comma-separated) into the team step instead of
//! typing every person.
//!
//! # Reading ([`paste_roster`])
//!
//! * One person per line. A line with a tab is split at tabs, any other at commas. A value may be quoted
//!   (`"Kumar, Rahul"`), `""` inside quotes standing for one quote; a quote must close on its line.
//!   Values are trimmed; blank lines (or lines of separators only) are skipped; a byte-order mark is ignored.
//! * The values, in order: name, e-mail, phone, Aadhaar, then the college ID (events that carry one) and the
//!   playing role (events with roles), which may be left off. Empty values at the end of a line do not
//!   count. On an event with both, a fifth value that is a playing role is read as the role. A line with
//!   fewer or more values is reported by its number and not added.
//! * A header line ("Name,Email,Phone,Aadhaar") is skipped wherever it is: no `@` in it and at least two of
//!   its values name a column.
//! * The phone is read by the shared mobile-number rule ("+91 98765 43210" becomes "9876543210"; one it
//!   cannot read is kept as typed, for the rules to report); the Aadhaar keeps its digits; a playing role is
//!   matched with the event's ignoring case, spaces and hyphens ("Wicket Keeper" is "wicket-keeper"), and a
//!   blank one is the event's default.
//!
//! # Placing
//!
//! People fill the roster in the event's role order (captain, vice-captain, players, substitutes), each role
//! up to its `max`; lines beyond the team's size are reported, not added. Each role keeps at least its `min`
//! entries (blank where nobody was pasted), so the result replaces the form's `team` as it is.
//!
//! # Checking
//!
//! Every person placed is checked with the team step's own rules (the same messages at the same paths, so
//! the fields can show them once filled) and one Aadhaar number is one person; each problem is listed with
//! its line too: "Line 4: Enter a valid 10-digit phone number for Player #2".

use std::collections::BTreeMap;

use serde::Serialize;

use crate::catalogue::{EventInfo, RoleField, Wizard};
use crate::errors::{FORM, ValidationErrors, path};
use crate::values::{digits_only, normalise_phone, phone_as_typed};

use super::team::check_team_person;
use super::{FORM_MISMATCH, PersonInput, check_one_number_one_person, registrable};

/// The values every line must hold: name, e-mail, phone and Aadhaar.
const REQUIRED_COLUMNS: usize = 4;

/// A pasted roster read, placed and checked.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct RosterPaste {
    /// Role field -> entries, in the roster's order: the people pasted, then blank entries up to the role's
    /// `min`. It replaces the form's `team`.
    #[cfg_attr(feature = "wasm", tsify(type = "Record<string, PersonInput[]>"))]
    pub team: BTreeMap<String, Vec<PersonInput>>,
    /// How many people were added to the roster.
    pub added: u32,
    /// The line of the header that was skipped, if there was one.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub header_line: Option<u32>,
    /// Every problem with its line, in line order: lines that could not be read, lines beyond the team's
    /// size, people the rules refuse.
    pub problems: Vec<RosterProblem>,
    /// The rules' errors of the people added, by field path (`team.players[2].phoneNumber`), as the team
    /// step reports them.
    pub errors: ValidationErrors,
}

/// One problem of a pasted roster.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct RosterProblem {
    /// The line (1-based, blank lines and the header counted).
    pub line: u32,
    /// "Line 4: Enter a valid 10-digit phone number for Player #2".
    pub message: String,
    /// The field the problem is at, for a person added (`team.players[2].phoneNumber`).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub path: Option<String>,
}

/// What a pasted line holds, for the paste's hint, and how the playing roles read.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct RosterFormat {
    /// The values of a line, in order ("Name", "Email", "Phone", "Aadhaar", then "College ID" and
    /// "Playing role" where the event has them).
    pub columns: Vec<&'static str>,
    /// How many of the first columns every line must hold (the rest may be left off).
    pub required: u8,
    /// The most people the roster takes (every role's `max`).
    pub most: u32,
    /// The event's playing roles with their labels, the default first (none: the event has no roles).
    pub player_roles: Vec<PlayerRole>,
}

/// A playing role as stored and as shown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct PlayerRole {
    /// The stored value ("wicket-keeper").
    pub value: &'static str,
    /// How it reads ("Wicket-keeper").
    pub label: String,
}

/// How a stored playing role reads: "all-rounder" is "All-rounder".
pub fn player_role_label(role: &str) -> String {
    let mut label = role.to_owned();
    if let Some(first) = label.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    label
}

/// ASCII letters and digits only, lower-cased: how column names and roles are compared.
fn key(s: &str) -> String {
    s.bytes().filter(u8::is_ascii_alphanumeric).map(|b| char::from(b.to_ascii_lowercase())).collect()
}

/// The event's playing role `text` names, ignoring case, spaces and hyphens ("Wicket Keeper").
pub fn match_player_role(event: &EventInfo, text: &str) -> Option<&'static str> {
    let wanted = key(text);
    event.player_roles.iter().copied().find(|role| key(role) == wanted)
}

/// The columns of a line and how playing roles read, for a team event.
pub fn roster_format(event: &EventInfo) -> RosterFormat {
    let mut columns = vec!["Name", "Email", "Phone", "Aadhaar"];
    if event.college_id {
        columns.push("College ID");
    }
    if !event.player_roles.is_empty() {
        columns.push("Playing role");
    }
    RosterFormat {
        columns,
        required: REQUIRED_COLUMNS as u8,
        most: event.roster.iter().map(|role| u32::from(role.max)).sum(),
        player_roles: event
            .player_roles
            .iter()
            .map(|&value| PlayerRole { value, label: player_role_label(value) })
            .collect(),
    }
}

/// "Line 4: {message}".
pub fn line_message(line: u32, message: &str) -> String {
    format!("Line {line}: {message}")
}

/// A line with too few or too many values.
pub fn wrong_columns(event: &EventInfo, line: u32, found: usize) -> String {
    let rest = match (event.college_id, !event.player_roles.is_empty()) {
        (true, true) => ", then college ID and playing role if you have them",
        (true, false) => ", then college ID if you have it",
        (false, true) => ", then playing role if you have it",
        (false, false) => "",
    };
    let values = if found == 1 { "value" } else { "values" };
    line_message(
        line,
        &format!(
            "{found} {values} found; a line holds name, email, phone and Aadhaar{rest}, separated by commas or tabs."
        ),
    )
}

/// A quote that is not closed on its line.
pub fn unclosed_quote(line: u32) -> String {
    line_message(line, "a quote (\") is not closed on this line.")
}

/// A line beyond the team's size.
pub fn roster_full(event: &EventInfo, line: u32) -> String {
    let most: u32 = event.roster.iter().map(|role| u32::from(role.max)).sum();
    let people = if most == 1 { "person" } else { "people" };
    line_message(line, &format!("not added, the roster is full ({most} {people} at most)."))
}

/// The values of one line (trimmed), or `None` when a quote is not closed.
fn split_line(line: &str) -> Option<Vec<String>> {
    let separator = if line.contains('\t') { '\t' } else { ',' };
    let mut values = Vec::new();
    let mut value = String::new();
    // Inside quotes; just after a closing quote (where `""` stands for one quote).
    let (mut quoted, mut closed) = (false, false);
    for c in line.chars() {
        if quoted {
            if c == '"' {
                (quoted, closed) = (false, true);
            } else {
                value.push(c);
            }
            continue;
        }
        if c == '"' && closed {
            value.push(c);
            quoted = true;
        } else if c == '"' && value.trim().is_empty() {
            value.clear();
            quoted = true;
        } else if c == separator {
            values.push(value.trim().to_owned());
            value.clear();
        } else {
            value.push(c);
        }
        closed = false;
    }
    values.push(value.trim().to_owned());
    (!quoted).then_some(values)
}

/// Column names a header line holds (compared by [`key`], by how they start).
const COLUMN_NAMES: &[&str] =
    &["name", "fullname", "email", "mail", "phone", "mobile", "contact", "aadha", "college", "role", "playing"];

/// A header line: no `@`, and at least two values that name a column.
fn is_header(values: &[String]) -> bool {
    !values.iter().any(|v| v.contains('@'))
        && values.iter().filter(|v| COLUMN_NAMES.iter().any(|name| key(v).starts_with(name))).count() >= 2
}

/// The person of a line's values, or `None` when their number does not fit the event.
fn person_of(event: &EventInfo, mut values: Vec<String>) -> Result<PersonInput, usize> {
    while values.len() > REQUIRED_COLUMNS && values.last().is_some_and(String::is_empty) {
        values.pop();
    }
    let has_roles = !event.player_roles.is_empty();
    let most = REQUIRED_COLUMNS + usize::from(event.college_id) + usize::from(has_roles);
    if values.len() < REQUIRED_COLUMNS || values.len() > most {
        return Err(values.len());
    }
    let mut rest = values.split_off(REQUIRED_COLUMNS).into_iter();
    let (college_id, role) = match (event.college_id, has_roles, rest.next(), rest.next()) {
        (true, true, Some(fifth), None) if match_player_role(event, &fifth).is_some() => (None, Some(fifth)),
        (true, _, fifth, sixth) => (fifth, sixth),
        (false, _, fifth, _) => (None, fifth),
    };
    let mut fields = values.into_iter();
    let mut next = || fields.next().unwrap_or_default();
    let (fullname, email, phone, aadhaar) = (next(), next(), next(), next());
    let role = role.filter(|r| !r.is_empty());
    Ok(PersonInput {
        fullname,
        email,
        phone_number: normalise_phone(&phone).unwrap_or_else(|| phone_as_typed(&phone)),
        aadhar_id: digits_only(&aadhaar),
        college_id: event.college_id.then(|| college_id.unwrap_or_default()),
        role: event.default_player_role().map(|default| match role {
            None => default.to_owned(),
            Some(given) => match_player_role(event, &given).map_or(given, str::to_owned),
        }),
    })
}

/// A blank roster entry of the event (as the wizard starts one).
fn blank(event: &EventInfo) -> PersonInput {
    PersonInput {
        college_id: event.college_id.then(String::new),
        role: event.default_player_role().map(str::to_owned),
        ..PersonInput::default()
    }
}

/// The place of the `k`th person added (0-based): its role and its index there, in the roster's order.
fn slot(event: &EventInfo, mut k: usize) -> Option<(&'static RoleField, usize)> {
    for role in event.roster {
        let max = usize::from(role.max);
        if k < max {
            return Some((role, k));
        }
        k -= max;
    }
    None
}

/// Adds a problem of `line`, keeping the problems in line order.
fn add_problem(out: &mut RosterPaste, line: u32, message: String, path: Option<String>) {
    let at = out.problems.partition_point(|p| p.line <= line);
    out.problems.insert(at, RosterProblem { line, message, path });
}

/// Reads a pasted roster for a team event (see the module's documentation). Errors: the event cannot be
/// registered for online, or its wizard is not the team wizard.
pub fn paste_roster(event: &EventInfo, text: &str) -> Result<RosterPaste, ValidationErrors> {
    registrable(event)?;
    if event.wizard != Wizard::Team {
        return Err(ValidationErrors::single(FORM, FORM_MISMATCH));
    }
    let mut out = RosterPaste::default();
    for role in event.roster {
        out.team.insert(role.field.to_owned(), Vec::new());
    }
    // The people added so far that hold their Aadhaar number alone (normalised), as the team step sees them.
    let mut earlier: Vec<PersonInput> = Vec::new();
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    for (n, raw) in (1u32..).zip(text.lines()) {
        let message = match split_line(raw) {
            None => unclosed_quote(n),
            Some(values) if values.iter().all(String::is_empty) => continue,
            Some(values) if is_header(&values) => {
                out.header_line = out.header_line.or(Some(n));
                continue;
            }
            Some(values) => match (person_of(event, values), slot(event, out.added as usize)) {
                (Err(found), _) => wrong_columns(event, n, found),
                (Ok(_), None) => roster_full(event, n),
                (Ok(person), Some((role, i))) => {
                    // The rules of the team step, then one Aadhaar number for one person.
                    let p = person.normalised();
                    let mut found = ValidationErrors::new();
                    check_team_person(event, role, i, &p, &mut found);
                    let mut clash = ValidationErrors::new();
                    let at = path::field(&path::index(&path::field("team", role.field), i), "aadharId");
                    check_one_number_one_person(&earlier, &[(at, p.clone())], &mut clash);
                    if clash.is_empty() {
                        earlier.push(p);
                    }
                    found.merge(clash);
                    for (at, messages) in found.iter() {
                        for message in messages {
                            add_problem(&mut out, n, line_message(n, message), Some(at.to_owned()));
                        }
                    }
                    out.errors.merge(found);
                    if let Some(entries) = out.team.get_mut(role.field) {
                        entries.push(person);
                    }
                    out.added += 1;
                    continue;
                }
            },
        };
        add_problem(&mut out, n, message, None);
    }
    for role in event.roster {
        if let Some(entries) = out.team.get_mut(role.field) {
            while entries.len() < usize::from(role.min) {
                entries.push(blank(event));
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue::EventId;
    use crate::catalogue::Step;
    use crate::registration::{RegistrationForm, validate_step};

    fn cricket() -> &'static EventInfo {
        EventId::Cricket.event()
    }

    /// A valid line of person `n` (distinct e-mail, phone and Aadhaar), fields separated by `sep`.
    fn line(n: u32, sep: &str) -> String {
        [
            format!("Player {}", char::from(b'A' + u8::try_from(n % 26).unwrap_or(0))),
            format!("p{n}@example.org"),
            format!("+91 98765 {n:05}"),
            format!("5678 1234 {n:04}"),
        ]
        .join(sep)
    }

    fn paste(event: &EventInfo, text: &str) -> RosterPaste {
        paste_roster(event, text).expect("a team event")
    }

    fn messages(p: &RosterPaste) -> Vec<&str> {
        p.problems.iter().map(|p| p.message.as_str()).collect()
    }

    #[test]
    fn a_spreadsheet_with_a_header_fills_the_roles_in_order() {
        let mut text = String::from("Name\tEmail\tPhone\tAadhaar\r\n");
        for n in 1..=16 {
            text.push_str(&line(n, "\t"));
            text.push_str("\r\n");
        }
        let p = paste(cricket(), &text);
        assert_eq!(p.header_line, Some(1));
        assert_eq!(p.added, 16);
        assert!(p.problems.is_empty(), "{:?}", p.problems);
        assert!(p.errors.is_empty());
        assert_eq!(p.team["captain"].len(), 1);
        assert_eq!(p.team["viceCaptain"].len(), 1);
        assert_eq!(p.team["players"].len(), 14);
        let captain = &p.team["captain"][0];
        assert_eq!(captain.fullname, "Player B");
        assert_eq!(captain.phone_number, "9876500001", "read by the shared mobile-number rule");
        assert_eq!(captain.aadhar_id, "567812340001");
        assert_eq!(captain.college_id.as_deref(), Some(""));
        assert_eq!(captain.role.as_deref(), Some("batsman"), "the default role");
        assert_eq!(p.team["players"][13].email, "p16@example.org");

        // The team step accepts the roster as it is.
        let form = RegistrationForm::from_json(
            cricket(),
            &serde_json::json!({"team": serde_json::to_value(&p.team).expect("json")}),
        )
        .expect("object");
        assert!(validate_step(cricket(), Step::Team, &form).is_empty());
    }

    #[test]
    fn commas_quotes_and_blank_lines() {
        let text = "\u{feff}\n\"Rahul Kumar\" , \"rahul@example.org\", 098765 43210 ,123412341234\n ,, ,\n\
                    Asha D'Souza,asha@example.org,9876543211,1234 1234 1235,,\n";
        let p = paste(EventId::Chess.event(), text);
        assert_eq!(messages(&p), Vec::<&str>::new());
        assert_eq!(p.header_line, None);
        assert_eq!(p.added, 2);
        assert_eq!(p.team["captain"][0].fullname, "Rahul Kumar");
        assert_eq!(p.team["captain"][0].email, "rahul@example.org");
        assert_eq!(p.team["captain"][0].phone_number, "9876543210");
        assert_eq!(p.team["players"][0].fullname, "Asha D'Souza");
        assert_eq!(p.team["players"][0].aadhar_id, "123412341235");
        assert_eq!(p.team["players"].len(), 4, "blank entries up to the role's min");
        assert_eq!(p.team["players"][1], PersonInput::default());
        assert_eq!(split_line("\"say \"\"hi\"\"\",b"), Some(vec!["say \"hi\"".to_owned(), "b".to_owned()]));
        assert_eq!(split_line("\"Kumar, Rahul\",b"), Some(vec!["Kumar, Rahul".to_owned(), "b".to_owned()]));
        assert_eq!(split_line("\"open,b"), None);
        let p = paste(cricket(), &format!("{}\n\"open,b", line(1, ",")));
        assert_eq!(messages(&p), ["Line 2: a quote (\") is not closed on this line."]);
    }

    #[test]
    fn college_id_and_playing_role() {
        let text = "Asha Rao,a@example.org,9876543210,123412341234,2101CS01,Wicket Keeper\n\
                    Ravi Rao,r@example.org,9876543211,123412341235,ALL rounder\n\
                    Mohan Das,m@example.org,9876543212,123412341236,,bowler\n\
                    Kiran Das,k@example.org,9876543213,123412341237,ID-7\n\
                    Om Das,o@example.org,9876543214,123412341238,ID-8,keeper";
        let p = paste(cricket(), text);
        let at = |role: &str, i: usize| &p.team[role][i];
        assert_eq!(at("captain", 0).college_id.as_deref(), Some("2101CS01"));
        assert_eq!(at("captain", 0).role.as_deref(), Some("wicket-keeper"));
        assert_eq!(at("viceCaptain", 0).college_id.as_deref(), Some(""), "a fifth value that is a role");
        assert_eq!(at("viceCaptain", 0).role.as_deref(), Some("all-rounder"));
        assert_eq!(at("players", 0).role.as_deref(), Some("bowler"));
        assert_eq!(at("players", 1).college_id.as_deref(), Some("ID-7"));
        assert_eq!(at("players", 1).role.as_deref(), Some("batsman"));
        assert_eq!(at("players", 2).role.as_deref(), Some("keeper"), "kept as typed for the rules to report");
        assert_eq!(
            messages(&p),
            ["Line 5: Choose a valid role (batsman, bowler, all-rounder, wicket-keeper) for Player #3"]
        );
        assert_eq!(p.errors.get("team.players[2].role").map(<[String]>::len), Some(1));
        // Football has college IDs and no roles.
        let football = paste(EventId::Football.event(), "Asha Rao,a@example.org,9876543210,123412341234,C-1");
        assert_eq!(football.team["captain"][0].college_id.as_deref(), Some("C-1"));
        assert_eq!(football.team["captain"][0].role, None);
    }

    #[test]
    fn every_row_is_checked_and_reported_at_its_line() {
        let text = format!(
            "Name,Email,Phone,Aadhaar\n{}\n{}\nBad Phone,bad@example.org,12345,123412349999\nOnly,three,values\n\
             Player B,other@example.org,+91 98765 00001,5678 1234 0001",
            line(1, ","),
            line(2, ","),
        );
        let p = paste(cricket(), &text);
        assert_eq!(p.added, 4);
        assert_eq!(
            messages(&p),
            [
                "Line 4: Enter a valid 10-digit phone number for Player #1",
                "Line 5: 3 values found; a line holds name, email, phone and Aadhaar, then college ID and \
                 playing role if you have them, separated by commas or tabs.",
                "Line 6: Player B is entered twice with the same Aadhaar number but a different e-mail or phone: \
                 one person has one set of details.",
            ]
        );
        assert_eq!(p.problems[0].path.as_deref(), Some("team.players[0].phoneNumber"));
        assert_eq!(p.problems[1].path, None);
        assert_eq!(p.problems[2].path.as_deref(), Some("team.players[1].aadharId"));
        assert!(p.errors.contains("team.players[0].phoneNumber", "Enter a valid 10-digit phone number for Player #1"));
        assert_eq!(p.team["players"][0].phone_number, "12345", "kept as typed");
        assert_eq!(p.team["players"].len(), 11);
    }

    #[test]
    fn lines_beyond_the_team_are_reported() {
        let text: Vec<String> = (1..=22).map(|n| line(n, "\t")).collect();
        let p = paste(cricket(), &text.join("\n"));
        assert_eq!(p.added, 20);
        assert_eq!(p.team["players"].len(), 18);
        assert_eq!(
            messages(&p),
            [
                "Line 21: not added, the roster is full (20 people at most).",
                "Line 22: not added, the roster is full (20 people at most).",
            ]
        );
        // Basketball: players up to 5, then substitutes.
        let text: Vec<String> = (1..=9).map(|n| line(n, ",")).collect();
        let b = paste(EventId::Basketball.event(), &text.join("\n"));
        assert_eq!((b.team["players"].len(), b.team["substitutes"].len()), (5, 2));
    }

    #[test]
    fn headers_are_told_from_people() {
        let header = |s: &str| is_header(&split_line(s).unwrap_or_default());
        assert!(header("Name,Email,Phone,Aadhaar"));
        assert!(header("Full Name\tE-mail ID\tMobile No.\tAadhar Number\tCollege ID\tPlaying Role"));
        assert!(!header("Asha Rao,asha@example.org,9876543210,123412341234"));
        assert!(!header("Asha Rao"));
        // Headers are skipped wherever they are (two lists pasted one after the other).
        let p = paste(cricket(), &format!("{}\nName,Email,Phone\n{}", line(1, ","), line(2, ",")));
        assert_eq!((p.header_line, p.added), (Some(2), 2));
        assert!(p.problems.is_empty());
    }

    #[test]
    fn formats_and_labels() {
        let f = roster_format(cricket());
        assert_eq!(f.columns, ["Name", "Email", "Phone", "Aadhaar", "College ID", "Playing role"]);
        assert_eq!((f.required, f.most), (4, 20));
        let labels: Vec<&str> = f.player_roles.iter().map(|r| r.label.as_str()).collect();
        assert_eq!(labels, ["Batsman", "Bowler", "All-rounder", "Wicket-keeper"]);
        assert_eq!(f.player_roles[3].value, "wicket-keeper");
        let chess = roster_format(EventId::Chess.event());
        assert_eq!((chess.columns.len(), chess.most, chess.player_roles.len()), (4, 6, 0));
        assert_eq!(player_role_label(""), "");
        assert_eq!(match_player_role(cricket(), " all_Rounder "), Some("all-rounder"));
        assert_eq!(match_player_role(cricket(), "spinner"), None);
    }

    #[test]
    fn only_team_events() {
        assert!(paste_roster(EventId::Athletics.event(), "x").is_err());
        assert!(paste_roster(EventId::Bgmi.event(), "x").is_err());
        assert_eq!(paste(cricket(), "").added, 0);
        assert_eq!(paste(cricket(), "").team["players"].len(), 11);
    }
}
