//! An event's rulebook, made from the catalogue: what the event is, who may take part, its rules, judging,
//! prizes, fee and contacts. The server prints it as a PDF and the browser shows it as a printable page
//! (through the WebAssembly export `rulebook`), so the two always say the same thing.

use serde::Serialize;

use crate::catalogue::athletics::RULES as ATHLETICS;
use crate::catalogue::{EventId, EventInfo, FeeBasis, Wizard};
use crate::fees::format_rupees;
use crate::fest::FEST;

/// A rulebook: a title, a line under it, and sections in reading order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Rulebook {
    /// The event.
    pub event: EventId,
    /// "Cricket Rulebook".
    pub title: String,
    /// "Infinito 2025 · {the event's date}".
    pub subtitle: String,
    /// The sections, each with at least one line.
    pub sections: Vec<RulebookSection>,
    /// The closing line.
    pub footer: String,
}

/// One section: a heading and its lines, shown as a list when `list` is set, else as paragraphs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct RulebookSection {
    pub heading: &'static str,
    pub lines: Vec<String>,
    pub list: bool,
}

/// The file name the rulebook PDF is offered under: `infinito-2025-cricket-rulebook.pdf`.
pub fn file_name(event: &EventInfo) -> String {
    format!("{}-{}-{}-rulebook.pdf", FEST.name.to_lowercase(), FEST.year, event.id.as_str())
}

/// The event's rulebook.
pub fn rulebook(event: &EventInfo) -> Rulebook {
    let mut sections = Vec::new();
    let mut push = |heading: &'static str, lines: Vec<String>, list: bool| {
        if !lines.is_empty() {
            sections.push(RulebookSection { heading, lines, list });
        }
    };
    push("About the event", vec![event.description.to_owned()], false);
    push("Who can take part", participants(event), true);
    push("Rules", event.rules.iter().map(|r| (*r).to_owned()).collect(), true);
    push("Judging criteria", vec![event.judging_criteria.to_owned()], false);
    push("Prizes", event.prizes.iter().map(|p| format!("{}: {}", p.place, format_rupees(p.paise))).collect(), true);
    push("Registration fee", fees(event), true);
    push("Contacts", event.contacts.iter().map(|c| format!("{}: {}", c.name, c.phone)).collect(), true);
    Rulebook {
        event: event.id,
        title: format!("{} Rulebook", event.title),
        subtitle: format!("{} {} · {}", FEST.name, FEST.year, event.date),
        sections,
        footer: format!(
            "{} {}, {}. Questions go to the contacts above or to {}.",
            FEST.name, FEST.year, FEST.institute, FEST.email
        ),
    }
}

/// Categories and the roster, role by role ("Players: 11 to 18").
fn participants(event: &EventInfo) -> Vec<String> {
    let mut lines = Vec::new();
    if event.has_categories() {
        let names: Vec<&str> = event.categories.iter().map(|c| c.as_str()).collect();
        lines.push(format!("Categories: {}.", names.join(", ")));
    }
    for role in event.roster {
        let count = match (role.min, role.max) {
            (min, max) if min == max => format!("exactly {min}"),
            (0, max) => format!("up to {max} (optional)"),
            (min, max) => format!("{min} to {max}"),
        };
        lines.push(format!("{}: {count}.", plural(role.title)));
    }
    if let Some(hint) = event.roster_hint {
        lines.push(hint.to_owned());
    }
    if event.college_id {
        lines.push("Each member's college ID is asked for: optional, but recommended.".to_owned());
    }
    if event.wizard == Wizard::Athletics {
        lines.push("One lead athlete registers the college's athletes.".to_owned());
        lines.push(format!(
            "Each registration enters at most {} individual events and {} relay events; a relay team has exactly {} runners.",
            ATHLETICS.max_individual_events, ATHLETICS.max_relay_events, ATHLETICS.relay_team_size
        ));
        lines.push(format!("Men's individual events: {}.", ATHLETICS.men.individual.join(", ")));
        lines.push(format!("Men's relays: {}.", ATHLETICS.men.relay.join(", ")));
        lines.push(format!("Women's individual events: {}.", ATHLETICS.women.individual.join(", ")));
        lines.push(format!("Women's relays: {}.", ATHLETICS.women.relay.join(", ")));
        lines.push(format!("Mixed relay: {}.", ATHLETICS.mixed_relay.join(", ")));
    }
    if !lines.is_empty() {
        lines.push(
            "Every person registered gives a name, e-mail, 10-digit phone number and 12-digit Aadhaar number."
                .to_owned(),
        );
    }
    lines
}

/// "Players" from "Player"; titles that are already plural or uncountable stay.
fn plural(title: &str) -> String {
    if title.ends_with('s') { title.to_owned() } else { format!("{title}s") }
}

/// The fee per category, and how it is counted.
fn fees(event: &EventInfo) -> Vec<String> {
    if event.fees.is_empty() {
        return vec!["Registration for this event is not taken online.".to_owned()];
    }
    let unit = match event.fee_basis {
        FeeBasis::PerTeam => "per team",
        FeeBasis::PerHead => "per athlete (every distinct person on the registration counts once)",
    };
    event
        .fees
        .iter()
        .map(|f| match f.category {
            Some(c) => format!("{}: {} {unit}.", c.as_str(), format_rupees(f.paise)),
            None => format!("{} {unit}.", format_rupees(f.paise)),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue::{event, events};

    #[test]
    fn every_event_has_a_rulebook_made_of_its_catalogue_entry() {
        for info in events() {
            let book = rulebook(info);
            assert_eq!(book.title, format!("{} Rulebook", info.title));
            assert!(book.subtitle.contains(info.date), "{}", info.id.as_str());
            let headings: Vec<&str> = book.sections.iter().map(|s| s.heading).collect();
            for heading in ["About the event", "Rules", "Judging criteria", "Prizes", "Registration fee", "Contacts"] {
                assert!(headings.contains(&heading), "{}: {heading} in {headings:?}", info.id.as_str());
            }
            assert!(book.sections.iter().all(|s| !s.lines.is_empty()));
            let rules = &book.sections.iter().find(|s| s.heading == "Rules").map(|s| s.lines.clone());
            assert_eq!(rules.as_deref(), Some(&info.rules.iter().map(|r| (*r).to_owned()).collect::<Vec<_>>()[..]));
        }
    }

    #[test]
    fn rosters_prizes_and_fees_read_as_sentences() {
        let cricket = rulebook(event("cricket").expect("cricket"));
        let who = &cricket.sections.iter().find(|s| s.heading == "Who can take part").expect("who").lines;
        assert!(who.contains(&"Captains: exactly 1.".to_owned()), "{who:?}");
        assert!(who.iter().any(|l| l.starts_with("Players: 11 to ")), "{who:?}");
        let prizes = &cricket.sections.iter().find(|s| s.heading == "Prizes").expect("prizes").lines;
        assert_eq!(prizes[0], "1st Place: Rs. 5000");
        let athletics = rulebook(event("athletics").expect("athletics"));
        let fee = &athletics.sections.iter().find(|s| s.heading == "Registration fee").expect("fee").lines;
        assert!(fee.iter().all(|l| l.contains("Rs. 700 per athlete")), "{fee:?}");
        let bgmi = rulebook(event("bgmi").expect("bgmi"));
        let fee = &bgmi.sections.iter().find(|s| s.heading == "Registration fee").expect("fee").lines;
        assert_eq!(fee, &vec!["Registration for this event is not taken online.".to_owned()]);
        assert_eq!(file_name(event("weightlifting").expect("wl")), "infinito-2025-weightlifting-rulebook.pdf");
    }
}
