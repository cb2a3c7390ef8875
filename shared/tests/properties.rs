//! Property tests of the value types and a few whole-form invariants.

use fest_shared::api;
use fest_shared::errors::ValidationErrors;
use fest_shared::values::{AadhaarNumber, Email, Otp, PersonName, Phone, digits_only};
use proptest::prelude::*;
use serde_json::{Value, json};

proptest! {
    #[test]
    fn any_ten_digits_from_six_to_nine_is_a_phone(s in "[6-9][0-9]{9}") {
        prop_assert_eq!(Phone::parse(&s).map(|p| p.into_inner()), Ok(s));
    }

    #[test]
    fn ten_digits_from_zero_to_five_are_no_indian_mobile(s in "[0-5][0-9]{9}") {
        prop_assert_eq!(Phone::parse(&s), Err(Phone::HINT));
    }

    #[test]
    fn a_country_code_or_trunk_prefix_and_separators_give_the_same_number(
        n in "[6-9][0-9]{9}",
        prefix in prop::sample::select(vec!["", "+91", "+91 ", "91", "91-", "0", "0091 "]),
        sep in prop::sample::select(vec!["", " ", "-", "."]),
    ) {
        let typed = format!("{prefix}{}{sep}{}", &n[..5], &n[5..]);
        prop_assert_eq!(Phone::parse(&typed).map(|p| p.into_inner()), Ok(n));
    }

    #[test]
    fn other_digit_counts_are_not_phones(s in "[0-9]{0,30}") {
        let prefixed = (s.len() == 11 && s.starts_with('0'))
            || (s.len() == 12 && s.starts_with("91"))
            || (s.len() == 14 && s.starts_with("0091"));
        prop_assume!(s.len() != 10 && !prefixed);
        prop_assert_eq!(Phone::parse(&s), Err(Phone::HINT));
    }

    #[test]
    fn a_character_numbers_are_not_written_with_breaks_a_phone(
        a in "[6-9][0-9]{0,8}",
        c in "[^0-9 .()+\\-]",
        b in "[0-9]{0,9}",
    ) {
        let s = format!("{a}{c}{b}");
        prop_assert!(Phone::parse(&s).is_err());
    }

    #[test]
    fn any_twelve_digits_is_an_aadhaar(s in "[0-9]{12}") {
        prop_assert!(AadhaarNumber::parse(&s).is_ok());
    }

    #[test]
    fn other_strings_are_not_aadhaar(s in "\\PC{0,20}") {
        let twelve_digits = s.len() == 12 && s.bytes().all(|b| b.is_ascii_digit());
        prop_assert_eq!(AadhaarNumber::parse(&s).is_ok(), twelve_digits);
    }

    #[test]
    fn otp_is_six_digits_after_trimming(s in "[0-9]{6}", pad in "[ \t]{0,3}") {
        let padded = format!("{pad}{s}{pad}");
        prop_assert!(Otp::parse(&padded).is_ok());
    }

    #[test]
    fn otp_rejects_other_lengths_and_characters(s in "[0-9a-z]{1,10}") {
        let ok = s.len() == 6 && s.bytes().all(|b| b.is_ascii_digit());
        prop_assert_eq!(Otp::parse(&s).is_ok(), ok);
    }

    #[test]
    fn digits_only_keeps_exactly_the_digits(s in "\\PC{0,40}") {
        let d = digits_only(&s);
        prop_assert!(d.bytes().all(|b| b.is_ascii_digit()));
        prop_assert_eq!(d.len(), s.bytes().filter(u8::is_ascii_digit).count());
        prop_assert_eq!(digits_only(&d), d.clone());
        prop_assert_eq!(Phone::parse(&d).is_ok(), d.len() == 10);
    }

    #[test]
    fn names_of_letters_and_punctuation_up_to_30_pass(first in "[A-Za-z]", rest in "[A-Za-z .'-]{0,29}") {
        let name = format!("{first}{rest}");
        let parsed = PersonName::parse(&name).map(|n| n.into_inner());
        prop_assert_eq!(parsed, Ok(name.trim().to_owned()));
    }

    #[test]
    fn names_over_30_chars_fail(name in "[A-Za-z]{31,60}") {
        prop_assert_eq!(PersonName::parse(&name), Err(PersonName::HINT));
    }

    #[test]
    fn names_with_a_digit_or_symbol_fail(a in "[A-Za-z]{1,10}", c in "[0-9@#_!?/]", b in "[A-Za-z]{0,10}") {
        let name = format!("{a}{c}{b}");
        prop_assert!(PersonName::parse(&name).is_err());
    }

    #[test]
    fn well_formed_emails_pass(local in "[a-z0-9._+-]{1,20}", domain in "[a-z0-9-]{1,15}", tld in "[a-z]{2,6}") {
        let email = format!("{local}@{domain}.{tld}");
        let padded = format!("  {email} ");
        prop_assert!(Email::parse(&email).is_ok());
        prop_assert!(Email::parse(&padded).is_ok(), "trimmed");
    }

    #[test]
    fn emails_break_without_at_or_with_spaces(local in "[a-z0-9]{1,20}", domain in "[a-z0-9]{1,15}", tld in "[a-z]{2,6}") {
        let bad = [
            format!("{local}{domain}.{tld}"),
            format!("{local} x@{domain}.{tld}"),
            format!("{local}@@{domain}.{tld}"),
            format!("{local}@{domain}.{}", &tld[..1]),
        ];
        for email in bad {
            prop_assert!(Email::parse(&email).is_err(), "{}", email);
        }
    }

    #[test]
    fn errors_round_trip_through_json(entries in proptest::collection::vec(("[a-z.\\[\\]0-9]{1,12}", "\\PC{1,20}"), 0..8)) {
        let mut errors = ValidationErrors::new();
        for (path, message) in &entries {
            errors.add(path.clone(), message.clone());
        }
        let json = serde_json::to_value(&errors).expect("serialises");
        let back: ValidationErrors = serde_json::from_value(json).expect("deserialises");
        for (path, message) in &entries {
            prop_assert!(back.contains(path, message));
        }
        prop_assert_eq!(back.len(), errors.len());
    }

    /// Athletics: the fee is 700 rupees times (lead athlete + distinct runners), whatever the overlap.
    #[test]
    fn athletics_fee_counts_distinct_heads(team_a in proptest::collection::vec(0u32..6, 4), team_b in proptest::collection::vec(0u32..6, 4)) {
        let person = |n: u32| json!({
            "fullname": "Runner Name",
            "email": format!("r{n}@example.com"),
            "phoneNumber": "9876543210",
            "aadharId": format!("1234{n:08}"),
        });
        let form = json!({
            "collegeName": "IIT Patna", "collegeAddress": "Patna, Bihar", "category": "Men",
            "captain": person(0),
            "selectedRelayEvents": ["4x100m", "4x400m"],
            "relayTeams": {
                "4x100m": team_a.iter().map(|&n| person(n)).collect::<Vec<Value>>(),
                "4x400m": team_b.iter().map(|&n| person(n)).collect::<Vec<Value>>(),
            },
        });
        let mut distinct: Vec<u32> = std::iter::once(0).chain(team_a).chain(team_b).collect();
        distinct.sort_unstable();
        distinct.dedup();
        let expected = 70_000 * distinct.len() as u64;
        let quote = api::registration_fee(&json!("athletics"), &form);
        prop_assert_eq!(quote.paise, Some(expected));
        let normalised = api::normalise_registration(&json!("athletics"), &form);
        prop_assert_eq!(normalised.value.map(|r| r.fee_paise), Some(expected));
    }
}

/// A finished set (game) of a sport played to `to`, won by the home side when `home_wins`: a plain win
/// (`lost` at most two short), a win past deuce (`extra` points on), or the cap; tennis's 6–x, 7–5, 7–6.
fn finished_set(sheet: &fest_shared::scores::ScoreSheet, to: u32, home_wins: bool, lost: u32, extra: u32) -> [u32; 2] {
    let (won, lost) = if sheet.points == 6 {
        match extra % 3 {
            0 => (6, lost % 5),
            1 => (7, 5),
            _ => (7, 6),
        }
    } else if extra == 0 {
        (to, lost % (to - 1))
    } else {
        let won = to + extra;
        match sheet.cap {
            Some(cap) if won >= cap => (cap, cap - 1 - (lost % 2)),
            _ => (won, won - 2),
        }
    };
    if home_wins { [won, lost] } else { [lost, won] }
}

proptest! {
    #[test]
    fn a_finished_match_of_sets_reads_to_its_sets_won_and_nothing_less_or_more_does(
        sport in 0usize..5,
        length in 0usize..3,
        rolls in proptest::collection::vec((any::<bool>(), 0u32..40, 0u32..12), 7),
    ) {
        use fest_shared::catalogue::EventId;
        use fest_shared::scores::{read_sheet, sheet_for};
        let event = [EventId::Volleyball, EventId::Badminton, EventId::TableTennis, EventId::Squash, EventId::LawnTennis][sport];
        let sheet = sheet_for(event);
        let best_of = sheet.best_of[length % sheet.best_of.len()];
        let needed = best_of / 2 + 1;
        let (mut home, mut away, mut sets) = (0, 0, Vec::new());
        for (i, (home_wins, lost, extra)) in rolls.into_iter().enumerate() {
            if home == needed || away == needed {
                break;
            }
            let deciding = u32::try_from(i).unwrap() + 1 == best_of;
            let to = if deciding { sheet.deciding_points.unwrap_or(sheet.points) } else { sheet.points };
            sets.push(finished_set(&sheet, to, home_wins, lost, extra));
            if home_wins { home += 1 } else { away += 1 }
        }
        let read = |sets: &[[u32; 2]]| read_sheet(event, &json!({"bestOf": best_of, "sets": sets}));
        let scored = read(&sets).map_err(|e| TestCaseError::fail(format!("{sets:?}: {e:?}")))?;
        prop_assert_eq!((scored.home, scored.away), (home, away));
        prop_assert!(scored.text.starts_with(&format!("{home}–{away} (")), "{}", scored.text);
        // One set short is not a finished match; one more after it is one too many.
        prop_assert!(read(&sets[..sets.len() - 1]).is_err());
        let mut more = sets.clone();
        more.push(sets[0]);
        prop_assert!(read(&more).is_err());
    }
}
