#![allow(clippy::unwrap_used)]

//! The scanner in Hindi: every verdict the core can give (each outcome, each refusal, each way of saying
//! when, where and by whom a pass was let in) and every text of the panel has a Hindi text in fest-shared's
//! catalogue, which the panel draws when the site is read in Hindi; in English each is itself, word for word.
//! The values (names, gates, times, list names, reasons) come through as they are.

use std::collections::HashSet;

use ed25519_dalek::SigningKey;
use fest_scanner_island::core::{
    BlockedPass, BundleData, BundleError, Clock, ListEntry, Outcome, Scanner, UsedPass, Verdict,
};
use fest_scanner_island::words::{self, Language, say};
use fest_shared::EventId;
use fest_shared::checkin_list::{Direction, ListKind, ListMode, ListRule};
use fest_shared::pass::{self, PassClaims};

/// 2026-11-22T10:00:00Z: 15:30 in India.
const NOW_MS: f64 = 1_795_341_600_000.0;
const IST: i32 = 330;
/// 09:42 in India.
const EARLIER: &str = "2026-11-22T04:12:00Z";

fn key() -> SigningKey {
    SigningKey::from_bytes(&[7; 32])
}

fn claims(n: u32, event: EventId) -> PassClaims {
    PassClaims {
        pass_id: format!("{n:016x}"),
        registration_id: "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b".into(),
        event,
        role: "captain".into(),
        name: "Aarav S.".into(),
        expires_at: 2_000_000_000,
    }
}

fn token(n: u32) -> String {
    pass::sign(&claims(n, EventId::Football), &key()).unwrap()
}

fn rule(id: &str, name: &str, kind: ListKind, mode: ListMode, gates: &[&str]) -> ListRule {
    ListRule {
        id: id.into(),
        name: name.into(),
        kind,
        mode,
        events: None,
        gates: gates.iter().map(|g| (*g).to_owned()).collect(),
        requires_stay: kind == ListKind::Stay,
        is_default: false,
    }
}

/// The seeded lists and one of cricket's passes only. Pass 1 is revoked, pass 2 blocked from the pronite;
/// nobody has a paid stay.
fn bundle() -> BundleData {
    BundleData {
        public_key: pass::public_key_to_base64(&key().verifying_key()),
        revoked: vec![format!("{:016x}", 1)],
        lists: vec![
            ListRule { is_default: true, ..rule("fest-gates", "Fest gates", ListKind::Entry, ListMode::Once, &[]) },
            rule("hostel-desk", "Hostel desk", ListKind::Stay, ListMode::Once, &["hostel"]),
            rule("pronite", "Pronite", ListKind::Access, ListMode::InOut, &["pronite"]),
            ListRule {
                events: Some(vec![EventId::Cricket]),
                ..rule("stand", "Cricket stand", ListKind::Access, ListMode::Once, &["stand"])
            },
        ],
        blocked: vec![BlockedPass {
            list: "pronite".into(),
            pass_id: format!("{:016x}", 2),
            reason: "Fought at the gate".into(),
        }],
        ..BundleData::default()
    }
}

/// The `n`th scan: a minute apart, so none is taken for the same pass still held up.
fn at(n: u32) -> Clock {
    Clock { now_ms: NOW_MS + f64::from(n) * 60_000.0, utc_offset_minutes: IST }
}

/// Holds `english` to its Hindi: itself in English; in Hindi, Devanagari with `values` in it as they are,
/// and no English word besides them.
fn assert_hindi(english: &str, values: &[&str]) -> String {
    assert_eq!(say(Language::En, english), english, "English is said word for word");
    let hindi = say(Language::Hi, english).into_owned();
    // The scanner's catalogue says it as the whole catalogue does.
    assert_eq!(fest_shared::i18n::localize(Language::Hi, english), hindi, "{english:?}");
    assert!(hindi.chars().any(|c| ('\u{900}'..='\u{97f}').contains(&c)), "{english:?} has no Hindi: {hindi:?}");
    let mut rest = hindi.clone();
    let mut values = values.to_vec();
    values.sort_by_key(|v| std::cmp::Reverse(v.len()));
    for value in values {
        assert!(rest.contains(value), "{english:?}: {value:?} is not in {hindi:?}");
        rest = rest.replace(value, "");
    }
    assert!(!rest.chars().any(|c| c.is_ascii_alphabetic()), "{english:?} keeps English words: {hindi:?}");
    hindi
}

/// A verdict and the values its message carries.
struct Case {
    verdict: Verdict,
    values: Vec<String>,
}

/// Every verdict the scanner gives: invalid tokens, a revoked pass, each refusal, let in and out, and every
/// way a duplicate says when, where and by whom (or "on this device") in a list a pass enters once and in
/// one that counts exits.
fn every_verdict() -> Vec<Case> {
    let mut cases = Vec::new();
    let mut scanner = Scanner::new(&bundle(), "North").unwrap();
    let mut n = 0;
    let mut scan = |scanner: &mut Scanner, token: &str, values: &[&str]| {
        n += 1;
        let verdict = scanner.scan(token, at(n)).unwrap();
        Case { verdict, values: values.iter().map(|v| (*v).to_owned()).collect() }
    };

    // Not a valid pass: not a pass at all, signed by another key, expired.
    cases.push(scan(&mut scanner, "not a pass", &[]));
    let forged = pass::sign(&claims(10, EventId::Football), &SigningKey::from_bytes(&[9; 32])).unwrap();
    cases.push(scan(&mut scanner, &forged, &[]));
    let expired = pass::sign(&PassClaims { expires_at: 1_000, ..claims(11, EventId::Football) }, &key()).unwrap();
    cases.push(scan(&mut scanner, &expired, &[]));
    // Revoked.
    cases.push(scan(&mut scanner, &token(1), &[]));
    // Refused: another event's pass, no paid stay, blocked, scanned out while not inside.
    scanner.set_gate("stand");
    cases.push(scan(&mut scanner, &token(12), &["Football", "Cricket stand"]));
    scanner.set_gate("hostel");
    cases.push(scan(&mut scanner, &token(12), &[]));
    scanner.set_gate("pronite");
    cases.push(scan(&mut scanner, &token(2), &["Pronite", "Fought at the gate"]));
    scanner.set_direction(Direction::Out);
    cases.push(scan(&mut scanner, &token(13), &[]));
    // Let in, then out; in again, then in once more on this device: already inside.
    scanner.set_direction(Direction::In);
    cases.push(scan(&mut scanner, &token(13), &[]));
    scanner.set_direction(Direction::Out);
    cases.push(scan(&mut scanner, &token(13), &[]));
    scanner.set_direction(Direction::In);
    cases.push(scan(&mut scanner, &token(13), &[]));
    cases.push(scan(&mut scanner, &token(13), &["15:"]));
    // At the fest's gates: let in, then again on this device.
    scanner.set_gate("North");
    cases.push(scan(&mut scanner, &token(14), &[]));
    cases.push(scan(&mut scanner, &token(14), &["15:"]));

    // Duplicates the server told of, with or without each of when, where and by whom.
    let mut pass = 100;
    for (gate, list, inside) in [("North", "fest-gates", false), ("pronite", "pronite", true)] {
        scanner.set_gate(gate);
        for time in [EARLIER, ""] {
            for at_gate in ["", "North", "Gate 2", "gate 3"] {
                for by in ["", "Ravi K.", "asha"] {
                    pass += 1;
                    let id = format!("{pass:016x}");
                    if inside {
                        scanner.mark_entry(list, &id, true, time, at_gate, by);
                    } else {
                        scanner.mark_used(list, &id, time, at_gate, by);
                    }
                    // "gate 3" is said "at gate 3", "Gate 2" as it is; an initial's dot ends the sentence.
                    let gate_value = at_gate.strip_prefix("gate ").unwrap_or(at_gate);
                    let values: Vec<&str> =
                        [if time.is_empty() { "" } else { "09:42" }, gate_value, by.trim_end_matches('.')]
                            .into_iter()
                            .filter(|v| !v.is_empty())
                            .collect();
                    cases.push(scan(&mut scanner, &token(pass), &values));
                }
            }
        }
    }
    cases
}

#[test]
fn every_verdict_has_its_hindi() {
    let cases = every_verdict();
    let mut seen = HashSet::new();
    let mut messages = HashSet::new();
    for Case { verdict, values } in &cases {
        let values: Vec<&str> = values.iter().map(String::as_str).collect();
        assert_hindi(&verdict.message, &values);
        assert_hindi(words::headline(verdict.outcome, verdict.direction), &[]);
        if let Some(role) = verdict.role_title() {
            assert!(words::role(Language::Hi, &role).chars().all(|c| !c.is_ascii_alphabetic()), "{role}");
        }
        seen.insert((verdict.outcome.as_str(), verdict.direction));
        messages.insert(verdict.message.clone());
    }
    for outcome in ["invalid", "revoked", "refused", "duplicate"] {
        assert!(seen.contains(&(outcome, Direction::In)), "no {outcome} verdict was tried");
    }
    assert!(seen.contains(&("ok", Direction::In)) && seen.contains(&("ok", Direction::Out)));
    // Each refusal, each invalid token, each duplicate's form: some forty different sentences.
    assert!(messages.len() >= 40, "only {} different verdicts were tried", messages.len());
}

#[test]
fn verdicts_read_in_hindi_as_a_volunteer_says_them() {
    let said = |english: &str| say(Language::Hi, english).into_owned();
    assert_eq!(said("Valid pass."), "पास मान्य है।");
    assert_eq!(said("Checked out."), "चेक-आउट हो गया।");
    assert_eq!(said("This pass has been revoked."), "यह पास रद्द कर दिया गया है।");
    assert_eq!(said("This pass has expired."), "इस पास की मियाद ख़त्म हो चुकी है।");
    assert_eq!(
        said("Already checked in at 09:42 at gate North by Ravi K."),
        "पहले ही चेक-इन हो चुका है: 09:42 बजे गेट North पर, Ravi K ने स्कैन किया।"
    );
    assert_eq!(
        said("Already checked in at 09:59 at Gate 2 by Meera."),
        "पहले ही चेक-इन हो चुका है: 09:59 बजे Gate 2 पर, Meera ने स्कैन किया।"
    );
    assert_eq!(said("Already checked in at 15:30 on this device."), "पहले ही चेक-इन हो चुका है: 15:30 बजे, इसी डिवाइस पर।");
    assert_eq!(
        said("Already inside: in at 10:12 at gate Pronite by asha."),
        "पहले से अंदर हैं: 10:12 बजे गेट Pronite से अंदर आए, asha ने स्कैन किया।"
    );
    assert_eq!(said("Already inside."), "पहले से अंदर हैं।");
    assert_eq!(said("Football passes are not admitted at Pronite."), "Football के पास से Pronite में एंट्री नहीं है।");
    assert_eq!(said("Blocked from Pronite: Fought at the gate"), "Pronite में एंट्री पर रोक: Fought at the gate");
    assert_eq!(said("No stay is booked for this pass."), "इस पास पर ठहरने की कोई बुकिंग नहीं है।");
}

#[test]
fn every_text_of_the_panel_has_its_hindi() {
    for text in words::ALL {
        // Only the QR code and the address's scheme stay in Latin letters.
        assert_hindi(text, &["QR", "https://"].into_iter().filter(|v| text.contains(v)).collect::<Vec<_>>());
    }
    for direction in [None, Some(Direction::In), Some(Direction::Out)] {
        for list in ["Fest gates", "Pronite"] {
            assert_hindi(&words::scanning_for(list, direction), &[list]);
        }
    }
    assert_eq!(
        say(Language::Hi, &words::scanning_for("Pronite", Some(Direction::Out))),
        "Pronite के लिए स्कैन हो रहा है \u{b7} बाहर जाने वाले"
    );
    // Why the camera did not start: the scanner's own reason in Hindi, the browser's as the browser gave it.
    assert_hindi(&words::camera_failed(words::CAMERA_BUSY), &[]);
    assert_hindi(&words::camera_failed("Could not start video source"), &["Could not start video source"]);
    // What the page is told when the bundle is wrong.
    assert_hindi(BundleError::BadPublicKey.message(), &["public key", "Ed25519 key"]);
    assert_hindi(
        &words::bad_bundle("missing field `publicKey`"),
        &["{ publicKey, revoked, used, lists, ... }", "missing field `publicKey`"],
    );
}

#[test]
fn every_role_a_pass_can_carry_has_its_hindi() {
    let mut roles: Vec<String> = vec![];
    for event in EventId::ALL {
        for role in event.event().roster {
            roles.push(pass::role_title(event, role.field));
        }
        for role in [pass::COACH, pass::LEAD_ATHLETE, pass::RELAY_RUNNER] {
            roles.push(pass::role_title(event, role));
        }
    }
    roles.sort();
    roles.dedup();
    assert!(roles.len() >= 5, "{roles:?}");
    for role in &roles {
        assert_eq!(words::role(Language::En, role), role.as_str());
        let hindi = words::role(Language::Hi, role);
        assert!(
            hindi.chars().any(|c| ('\u{900}'..='\u{97f}').contains(&c))
                && !hindi.chars().any(|c| c.is_ascii_alphabetic()),
            "{role:?} is {hindi:?} in Hindi"
        );
    }
    assert_eq!(words::role(Language::Hi, "Lead athlete"), "लीड एथलीट");
    assert_eq!(words::role(Language::Hi, "Captain"), "कप्तान");
}

#[test]
fn a_used_pass_from_the_bundle_reads_in_hindi_too() {
    let used = vec![UsedPass {
        pass_id: format!("{:016x}", 5),
        checked_in_at: EARLIER.into(),
        gate: "North".into(),
        by: "Ravi K.".into(),
    }];
    let entries = vec![ListEntry {
        list: "pronite".into(),
        pass_id: format!("{:016x}", 6),
        inside: true,
        at: EARLIER.into(),
        gate: "Stage B".into(),
        by: "Om".into(),
    }];
    let mut scanner = Scanner::new(&BundleData { used, entries, ..bundle() }, "North").unwrap();
    let verdict = scanner.scan(&token(5), at(0)).unwrap();
    assert_eq!(verdict.outcome, Outcome::Duplicate);
    assert_hindi(&verdict.message, &["09:42", "North", "Ravi K"]);
    scanner.set_gate("pronite");
    let verdict = scanner.scan(&token(6), at(1)).unwrap();
    assert_eq!(verdict.message, "Already inside: in at 09:42 at gate Stage B by Om.");
    assert_eq!(say(Language::Hi, &verdict.message), "पहले से अंदर हैं: 09:42 बजे गेट Stage B से अंदर आए, Om ने स्कैन किया।");
}
