//! Valid registration payloads built from the shared catalogue.

#![allow(dead_code)]

use fest_shared::catalogue::{EventInfo, event};
use serde_json::{Value, json};

/// A valid person; `n` makes the e-mail, phone and Aadhaar unique.
pub fn person(n: u32) -> Value {
    let letters = ["Asha", "Ravi", "Meera", "Kabir", "Zoya", "Dev", "Neha", "Arjun", "Isha", "Vikram"];
    let name = format!("{} {}", letters[(n % 10) as usize], letters[((n / 10) % 10) as usize]);
    json!({
        "fullname": name,
        "email": format!("player{n}@example.com"),
        "phoneNumber": format!("98{n:08}"),
        "aadharId": format!("1234{n:08}"),
    })
}

/// A valid generic team form with the minimum of every role.
pub fn team(event_id: &str, category: Option<&str>) -> Value {
    let event: &EventInfo = event(event_id).expect("known event");
    let mut n = 1;
    let mut team = serde_json::Map::new();
    for role in event.roster {
        let members: Vec<Value> = (0..role.min)
            .map(|_| {
                n += 1;
                let mut p = person(n);
                if let Some(role) = event.default_player_role() {
                    p["role"] = json!(role);
                }
                p
            })
            .collect();
        team.insert(role.field.to_owned(), Value::Array(members));
    }
    json!({
        "collegeName": "Indian Institute of Technology Patna",
        "collegeAddress": "Patna, Bihar",
        "category": category.unwrap_or(""),
        "accompanyingCoach": "No",
        "team": team,
    })
}

/// A valid athletics form: a lead athlete and, when `relay` is given, one relay team of four.
pub fn athletics(category: &str, individual: &[&str], relay: Option<&str>) -> Value {
    let mut relay_teams = serde_json::Map::new();
    if let Some(r) = relay {
        relay_teams.insert(r.to_owned(), Value::Array((10..14).map(person).collect()));
    }
    json!({
        "collegeName": "National Institute of Technology Patna",
        "collegeAddress": "Patna, Bihar",
        "category": category,
        "accompanyingCoach": "No",
        "captain": person(1),
        "selectedIndividualEvents": individual,
        "selectedRelayEvents": relay.map(|r| vec![r]).unwrap_or_default(),
        "relayTeams": relay_teams,
    })
}

/// The same form for other people: every Aadhaar number moved by `n` hundred thousand (names and contacts
/// kept), so another team can register it for the same event (a person plays for one team per event).
pub fn other_people(mut form: Value, n: u64) -> Value {
    fn walk(v: &mut Value, n: u64) {
        match v {
            Value::Object(map) => {
                for (key, child) in map.iter_mut() {
                    match child {
                        Value::String(s) if key == "aadharId" => {
                            let digits: String = s.chars().filter(char::is_ascii_digit).collect();
                            let moved = (digits.parse::<u64>().unwrap_or(0) + n * 100_000) % 1_000_000_000_000;
                            *s = format!("{moved:012}");
                        }
                        other => walk(other, n),
                    }
                }
            }
            Value::Array(items) => items.iter_mut().for_each(|c| walk(c, n)),
            _ => {}
        }
    }
    walk(&mut form, n);
    form
}

/// The same form for people no other call of this function gave (see [`other_people`]).
pub fn fresh_people(form: Value) -> Value {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
    other_people(form, NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed))
}
