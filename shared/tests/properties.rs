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
