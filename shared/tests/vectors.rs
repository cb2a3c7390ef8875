//! Runs `tests/vectors.json` natively through `fest_shared::api`, the functions the WebAssembly exports
//! wrap. The frontend runs the same file against the built wasm.
//!
//! Format: `{"format", "description", "calls", "vectors": [{"name", "call", "args", "expect"}]}` where `call`
//! is the JS export name, `args` its arguments in order and `expect` its exact (JSON) return value.

use fest_shared::api;
use serde::Serialize;
use serde_json::Value;

fn to_json<T: Serialize>(value: T) -> Value {
    serde_json::to_value(value).expect("results serialise")
}

/// Calls the export named `call` (JS name) with `args`.
fn dispatch(call: &str, args: &[Value]) -> Result<Value, String> {
    let arg = |i: usize| args.get(i).unwrap_or(&Value::Null);
    let arity = |n: usize| {
        if args.len() == n { Ok(()) } else { Err(format!("{call} takes {n} argument(s), got {}", args.len())) }
    };
    Ok(match call {
        "festInfo" => to_json(api::fest_info()),
        "catalogue" => to_json(api::catalogue()),
        "colleges" => to_json(api::colleges()),
        "messages" => to_json(api::messages()),
        "validateStep" => {
            arity(3)?;
            to_json(api::validate_step(arg(0), arg(1), arg(2)))
        }
        "validateRegistration" => {
            arity(2)?;
            to_json(api::validate_registration(arg(0), arg(1)))
        }
        "registrationFee" => {
            arity(2)?;
            to_json(api::registration_fee(arg(0), arg(1)))
        }
        "normaliseRegistration" => {
            arity(2)?;
            to_json(api::normalise_registration(arg(0), arg(1)))
        }
        "validateCaApplication" => {
            arity(1)?;
            to_json(api::validate_ca_application(arg(0)))
        }
        "validateSignup" => {
            arity(1)?;
            to_json(api::validate_signup(arg(0)))
        }
        "validateLogin" => {
            arity(1)?;
            to_json(api::validate_login(arg(0)))
        }
        "validateOtp" => {
            arity(1)?;
            to_json(api::validate_otp(arg(0)))
        }
        "limits" => to_json(api::limits()),
        "caOptions" => to_json(api::ca_options()),
        "grievanceOptions" => to_json(api::grievance_options()),
        "validateAge" => {
            arity(2)?;
            to_json(api::validate_age(arg(0), arg(1)))
        }
        "privacyNotices" => {
            arity(1)?;
            to_json(api::privacy_notices(arg(0)))
        }
        "validateGrievance" => {
            arity(1)?;
            to_json(api::validate_grievance(arg(0)))
        }
        "eventSteps" => {
            arity(1)?;
            to_json(api::event_steps(arg(0)))
        }
        "isRegistrable" => {
            arity(1)?;
            to_json(api::is_registrable(arg(0)))
        }
        "isAlreadyRegistered" => {
            arity(2)?;
            to_json(api::is_already_registered(arg(0), arg(1)))
        }
        "athleticsEvents" => {
            arity(1)?;
            to_json(api::athletics_events(arg(0)))
        }
        "countMembers" => {
            arity(2)?;
            to_json(api::count_members(arg(0), arg(1)))
        }
        "validatePerson" => {
            arity(3)?;
            to_json(api::validate_person(arg(0), arg(1), arg(2)))
        }
        "formatRupees" => {
            arity(1)?;
            to_json(api::format_rupees(arg(0)))
        }
        "validateReferralCode" => {
            arity(1)?;
            to_json(api::validate_referral_code(arg(0)))
        }
        "discount" => {
            arity(3)?;
            to_json(api::discount(arg(0), arg(1), arg(2)))
        }
        "quoteStay" => {
            arity(4)?;
            to_json(api::quote_stay(arg(0), arg(1), arg(2), arg(3)))
        }
        "staffRoles" => to_json(api::staff_roles()),
        "checkInRoles" => to_json(api::check_in_roles()),
        "scoreRoles" => to_json(api::score_roles()),
        "adminSections" => {
            arity(1)?;
            to_json(api::admin_sections(arg(0)))
        }
        "holdsPlace" => {
            arity(1)?;
            to_json(api::holds_place(arg(0)))
        }
        "ownerMayCancel" => {
            arity(1)?;
            to_json(api::owner_may_cancel(arg(0)))
        }
        "blockOf" => {
            arity(1)?;
            to_json(api::block_of(arg(0)))
        }
        "parseRupees" => {
            arity(1)?;
            to_json(api::parse_rupees(arg(0)))
        }
        "phoneNumber" => {
            arity(1)?;
            to_json(api::phone_number(arg(0)))
        }
        "phoneAsTyped" => {
            arity(1)?;
            to_json(api::phone_as_typed(arg(0)))
        }
        "pasteRoster" => {
            arity(2)?;
            to_json(api::paste_roster(arg(0), arg(1)))
        }
        "rosterFormat" => {
            arity(1)?;
            to_json(api::roster_format(arg(0)))
        }
        "scoreSheet" => {
            arity(1)?;
            to_json(api::score_sheet(arg(0)))
        }
        "readScoreSheet" => {
            arity(2)?;
            to_json(api::read_score_sheet(arg(0), arg(1)))
        }
        "parseRaceTime" => {
            arity(1)?;
            to_json(api::parse_race_time(arg(0)))
        }
        "raceTime" => {
            arity(1)?;
            to_json(api::race_time(arg(0)))
        }
        "parseDistance" => {
            arity(1)?;
            to_json(api::parse_distance(arg(0)))
        }
        "isFieldEvent" => {
            arity(1)?;
            to_json(api::is_field_event(arg(0)))
        }
        "distanceText" => {
            arity(1)?;
            to_json(api::distance_text(arg(0)))
        }
        "generateFixtures" => {
            arity(2)?;
            to_json(api::generate_fixtures(arg(0), arg(1)))
        }
        "advanceBracket" => {
            arity(2)?;
            to_json(api::advance_bracket(arg(0), arg(1)))
        }
        "drawHeats" => {
            arity(2)?;
            to_json(api::draw_heats(arg(0), arg(1)))
        }
        "finalFromHeats" => {
            arity(3)?;
            to_json(api::final_from_heats(arg(0), arg(1), arg(2)))
        }
        "swissRound" => {
            arity(2)?;
            to_json(api::swiss_round(arg(0), arg(1)))
        }
        "standings" => {
            arity(3)?;
            to_json(api::standings(arg(0), arg(1), arg(2)))
        }
        "championship" => {
            arity(2)?;
            to_json(api::championship(arg(0), arg(1)))
        }
        "scheduleClashes" => {
            arity(1)?;
            to_json(api::schedule_clashes(arg(0)))
        }
        "parseCount" => {
            arity(1)?;
            to_json(api::parse_count(arg(0)))
        }
        "localizeMessage" => {
            arity(2)?;
            let text = |i: usize| arg(i).as_str().ok_or_else(|| format!("{call} takes strings"));
            to_json(api::localize_message(text(0)?, text(1)?))
        }
        other => return Err(format!("unknown call {other}")),
    })
}

#[test]
fn vectors() {
    let text = include_str!("vectors.json");
    let doc: Value = serde_json::from_str(text).expect("vectors.json is JSON");
    let vectors = doc["vectors"].as_array().expect("a vectors list");
    assert!(vectors.len() >= 40, "at least 40 vectors, got {}", vectors.len());
    let mut failures = Vec::new();
    for v in vectors {
        let name = v["name"].as_str().expect("name");
        let call = v["call"].as_str().expect("call");
        let args = v["args"].as_array().expect("args list");
        match dispatch(call, args) {
            Ok(got) if got == v["expect"] => {}
            Ok(got) => failures.push(format!(
                "{name}\n  expected: {}\n  got:      {}",
                v["expect"],
                serde_json::to_string(&got).unwrap_or_default()
            )),
            Err(e) => failures.push(format!("{name}: {e}")),
        }
    }
    assert!(failures.is_empty(), "{} vector(s) failed:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn every_call_and_message_is_covered() {
    let doc: Value = serde_json::from_str(include_str!("vectors.json")).expect("vectors.json is JSON");
    let vectors = doc["vectors"].as_array().expect("a vectors list");
    let calls: Vec<&str> = vectors.iter().filter_map(|v| v["call"].as_str()).collect();
    for call in doc["calls"].as_array().expect("calls").iter().filter_map(Value::as_str) {
        assert!(calls.contains(&call), "no vector calls {call}");
    }
    let text = include_str!("vectors.json");
    for message in [
        "Enter a valid name (<= 30 chars) for",
        "Enter a valid email for",
        "Enter a valid 10-digit phone number for",
        "Enter a valid 12-digit Aadhaar for",
        "Coach: enter a valid name (<= 30 chars).",
        "Coach: enter a valid email.",
        "Coach: enter a valid 10-digit phone number.",
        "Coach: enter a valid 12-digit Aadhaar.",
        "Please fill in your College Name and Address.",
        "Please fill all valid details for Coach.",
        "Please fill all valid details for Lead Athlete.",
        "Please fill all valid details for Player #",
        "You can select a maximum of 3 individual events.",
        "You can select a maximum of 2 relay events.",
        "Each relay team must have exactly 4 players.",
        "Passwords do not match",
        "This step type is not configured.",
    ] {
        assert!(text.contains(message), "no vector shows {message:?}");
    }
    // Every registrable event and category has a fee vector.
    for event in fest_shared::catalogue::events().iter().filter(|e| e.is_registrable()) {
        let id = event.id.as_str();
        let fee_vectors = vectors
            .iter()
            .filter(|v| v["call"] == "registrationFee" && v["args"][0] == id && v["expect"]["ok"] == true);
        let categories: Vec<&str> = fee_vectors.filter_map(|v| v["args"][1]["category"].as_str()).collect();
        for c in event.categories {
            assert!(categories.iter().any(|x| x.eq_ignore_ascii_case(c.as_str())), "no fee vector for {id} {c}");
        }
    }
}

/// Every message the vectors expect (under `errors`, `message`, `error` or `reason`).
fn expected_messages(value: &Value, out: &mut std::collections::BTreeSet<String>) {
    match value {
        Value::Object(map) => {
            for (key, value) in map {
                match (key.as_str(), value) {
                    ("errors", Value::Object(errors)) => {
                        for messages in errors.values() {
                            match messages {
                                Value::String(m) => drop(out.insert(m.clone())),
                                Value::Array(list) => {
                                    out.extend(list.iter().filter_map(Value::as_str).map(str::to_owned))
                                }
                                _ => {}
                            }
                        }
                    }
                    ("message" | "error" | "reason", Value::String(m)) => drop(out.insert(m.clone())),
                    _ => expected_messages(value, out),
                }
            }
        }
        Value::Array(list) => list.iter().for_each(|v| expected_messages(v, out)),
        _ => {}
    }
}

/// The rules answer in Hindi too: every message the vectors expect has a Hindi text in the shared catalogue
/// (whole, or from a template with its values read back), and English is left word for word.
#[test]
fn every_expected_message_has_a_hindi_text() {
    use fest_shared::i18n::{Language, localize};
    let doc: Value = serde_json::from_str(include_str!("vectors.json")).expect("vectors.json is JSON");
    let mut messages = std::collections::BTreeSet::new();
    for v in doc["vectors"].as_array().expect("a vectors list") {
        expected_messages(&v["expect"], &mut messages);
    }
    assert!(messages.len() >= 80, "the vectors expect at least 80 messages, found {}", messages.len());
    let missing: Vec<&String> = messages.iter().filter(|m| localize(Language::Hi, m) == m.as_str()).collect();
    assert!(missing.is_empty(), "{} message(s) have no Hindi text:\n{:#?}", missing.len(), missing);
    for message in &messages {
        assert_eq!(localize(Language::En, message), message.as_str());
        let hindi = localize(Language::Hi, message);
        assert!(
            hindi.chars().any(|c| ('\u{0900}'..='\u{097f}').contains(&c)),
            "{message:?} -> {hindi:?} has no Devanagari"
        );
    }
}
