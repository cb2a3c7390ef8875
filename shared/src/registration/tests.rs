//! Tests of the forms, the step rules and the entry points.
use super::*;
use crate::catalogue::{Category, EventId, Step};
use crate::errors::{EVENT_ID, FORM, STEP};
use crate::values::ReferralCode;
use serde_json::Value;
use serde_json::json;

fn person(name: &str, n: u32) -> Value {
    json!({
        "fullname": name,
        "email": format!("p{n}@example.com"),
        "phoneNumber": format!("98765{n:05}"),
        "aadharId": format!("1234{n:08}"),
    })
}

fn players(count: u32, from: u32) -> Value {
    Value::Array((0..count).map(|i| person("Player Name", from + i)).collect())
}

fn football(category: &str) -> Value {
    json!({
        "collegeName": "IIT Patna",
        "collegeAddress": "Patna, Bihar",
        "category": category,
        "accompanyingCoach": "No",
        "team": {
            "captain": [person("Cap Tain", 1)],
            "viceCaptain": person("Vice Cap", 2),
            "players": players(11, 10),
        }
    })
}

fn form(event: EventId, v: &Value) -> RegistrationForm {
    RegistrationForm::from_json(event.event(), v).expect("object")
}

fn validate(event: EventId, v: &Value) -> Result<Registration, ValidationErrors> {
    validate_registration(event.event(), &form(event, v))
}

#[test]
fn a_valid_football_team() {
    let r = validate(EventId::Football, &football("men")).expect("valid");
    assert_eq!(r.category, Some(Category::Men));
    assert_eq!(r.fee_paise, 650_000);
    assert_eq!(r.members, 13);
    assert_eq!(r.coach, None);
    let Entry::Team(entry) = &r.entry else { panic!("team entry") };
    assert_eq!(entry.team["captain"].len(), 1);
    assert_eq!(entry.team["players"].len(), 11);
    let women = validate(EventId::Football, &football("Women")).expect("valid");
    assert_eq!(women.fee_paise, 300_000);
}

#[test]
fn person_messages_name_the_role_and_number() {
    let mut v = football("Men");
    v["team"]["players"][2] = json!({"fullname": "X1", "email": "bad", "phoneNumber": "12", "aadharId": "1"});
    let e = validate(EventId::Football, &v).expect_err("invalid");
    assert_eq!(
        e.get("team.players[2].fullname"),
        Some(&["Enter a valid name (<= 30 chars) for Player #3".to_owned()][..])
    );
    assert!(e.contains("team.players[2].email", "Enter a valid email for Player #3"));
    assert!(e.contains("team.players[2].phoneNumber", "Enter a valid 10-digit phone number for Player #3"));
    assert!(e.contains("team.players[2].aadharId", "Enter a valid 12-digit Aadhaar for Player #3"));
    assert_eq!(e.len(), 4);
}

#[test]
fn a_player_name_with_an_invisible_or_direction_character_is_refused_with_its_reason() {
    for name in ["Arjun\u{200B}", "\u{202E}nujrA", "Ar\u{2060}jun"] {
        let mut v = football("Men");
        v["team"]["players"][1]["fullname"] = json!(name);
        let e = validate(EventId::Football, &v).expect_err("invalid");
        assert_eq!(
            e.get("team.players[1].fullname"),
            Some(&[crate::values::INVISIBLE_IN_NAME.to_owned()][..]),
            "{name:?}"
        );
        assert_eq!(e.len(), 1);
    }
}

#[test]
fn missing_required_entries_fail_and_optional_blank_ones_are_dropped() {
    let mut v = football("Men");
    v["team"]["players"] = players(10, 10);
    let e = validate(EventId::Football, &v).expect_err("10 players");
    assert!(e.contains("team.players[10].fullname", "Enter a valid name (<= 30 chars) for Player #11"));
    assert_eq!(e.len(), 4);

    let mut v = football("Men");
    let mut list = players(11, 10).as_array().cloned().unwrap_or_default();
    list.push(json!({"fullname": " ", "email": "", "phoneNumber": "", "aadharId": ""}));
    list.push(json!({}));
    v["team"]["players"] = Value::Array(list);
    let r = validate(EventId::Football, &v).expect("blank optional entries dropped");
    assert_eq!(r.members, 13);
}

#[test]
fn partly_filled_optional_entries_must_be_valid() {
    let mut v = football("Men");
    let mut list = players(11, 10).as_array().cloned().unwrap_or_default();
    list.push(json!({"fullname": "Half Filled"}));
    v["team"]["players"] = Value::Array(list);
    let e = validate(EventId::Football, &v).expect_err("partly filled");
    assert!(e.contains("team.players[11].email", "Enter a valid email for Player #12"));
    assert!(e.get("team.players[11].fullname").is_none());
}

#[test]
fn too_many_entries() {
    let mut v = football("Men");
    v["team"]["players"] = players(15, 10);
    let e = validate(EventId::Football, &v).expect_err("15 players");
    assert_eq!(e.get("team.players"), Some(&["Too many entries for Player: at most 14 allowed.".to_owned()][..]));
    assert_eq!(e.len(), 1);
}

#[test]
fn college_category_and_coach() {
    let mut v = football("");
    v["collegeName"] = json!("  ");
    v["collegeAddress"] = json!("x".repeat(201));
    v["accompanyingCoach"] = json!(true);
    let e = validate(EventId::Football, &v).expect_err("invalid");
    assert!(e.contains("collegeName", COLLEGE_REQUIRED));
    assert!(e.contains("collegeAddress", COLLEGE_TOO_LONG));
    assert!(e.contains("category", CATEGORY_REQUIRED));
    assert!(e.contains("coach.fullname", "Coach: enter a valid name (<= 30 chars)."));
    assert!(e.contains("coach.email", "Coach: enter a valid email."));
    assert!(e.contains("coach.phoneNumber", "Coach: enter a valid 10-digit phone number."));
    assert!(e.contains("coach.aadharId", "Coach: enter a valid 12-digit Aadhaar."));

    let mut v = football("Mixed");
    v["accompanyingCoach"] = json!("maybe");
    let e = validate(EventId::Football, &v).expect_err("invalid");
    assert!(e.contains("category", "Category must be one of: Men, Women."));
    assert!(e.contains("accompanyingCoach", ACCOMPANYING_COACH_INVALID));

    let mut v = football("Men");
    v["accompanyingCoach"] = json!("Yes");
    v["coach"] = person("Coach Name", 99);
    let r = validate(EventId::Football, &v).expect("valid");
    assert_eq!(r.coach.map(|c| c.fullname.into_inner()), Some("Coach Name".to_owned()));
    assert_eq!(r.members, 13, "the coach is not a member");
}

#[test]
fn no_coach_means_the_coach_is_ignored() {
    let mut v = football("Men");
    v["coach"] = json!({"fullname": "1nvalid"});
    let r = validate(EventId::Football, &v).expect("valid");
    assert_eq!(r.coach, None);
}

#[test]
fn legacy_generic_payload_with_top_level_groups() {
    let v = json!({
        "collegeName": "IIT Patna",
        "collegeAddress": "Patna, Bihar",
        "category": "Men",
        "coach": {"fullname": "Coach Name", "email": "c@x.in", "phoneNumber": "98765 43210", "aadharId": "1234-1234-1234"},
        "players": [person("A Player", 1), person("B Player", 2), person("C Player", 3)],
    });
    let r = validate(EventId::Squash, &v).expect("valid legacy payload");
    assert!(r.coach.is_some(), "a named coach without an answer means Yes");
    assert_eq!(r.coach.map(|c| c.phone_number.into_inner()), Some("9876543210".to_owned()));
    assert_eq!(r.fee_paise, 80_000);
    assert_eq!(r.members, 3);
}

#[test]
fn cricket_roles_and_college_ids() {
    let mut v = json!({
        "collegeName": "IIT Patna", "collegeAddress": "Patna, Bihar",
        "team": {"captain": person("Cap Tain", 1), "viceCaptain": person("Vice Cap", 2), "players": players(11, 10)}
    });
    v["team"]["captain"]["role"] = json!("Bowler");
    v["team"]["captain"]["collegeId"] = json!(" 2101CS01 ");
    let r = validate(EventId::Cricket, &v).expect("valid");
    assert_eq!(r.category, None, "cricket has no category");
    assert_eq!(r.fee_paise, 650_000);
    let Entry::Team(entry) = &r.entry else { panic!("team entry") };
    let captain = &entry.team["captain"][0];
    assert_eq!(captain.role.as_deref(), Some("bowler"));
    assert_eq!(captain.college_id.as_ref().map(CollegeId::as_str), Some("2101CS01"));
    assert_eq!(entry.team["players"][0].role.as_deref(), Some("batsman"));

    v["team"]["players"][0]["role"] = json!("umpire");
    v["team"]["players"][1]["collegeId"] = json!("x".repeat(41));
    let e = validate(EventId::Cricket, &v).expect_err("invalid");
    assert!(e.contains(
        "team.players[0].role",
        "Choose a valid role (batsman, bowler, all-rounder, wicket-keeper) for Player #1"
    ));
    assert!(e.contains("team.players[1].collegeId", "Enter a valid college ID (<= 40 chars) for Player #2"));
}

#[test]
fn steps() {
    let ev = EventId::Football.event();
    let mut v = football("Men");
    v["collegeName"] = json!("");
    let f = form(EventId::Football, &v);
    assert!(validate_step(ev, Step::College, &f).contains("collegeName", COLLEGE_REQUIRED));
    assert!(validate_step(ev, Step::Team, &f).is_empty());
    assert!(validate_step(ev, Step::Coach, &f).is_empty());
    assert!(validate_step(ev, Step::Receipt, &f).is_empty());
    assert_eq!(validate_step(ev, Step::RelayEvents, &f), ValidationErrors::single(STEP, STEP_NOT_CONFIGURED));
    let a = form(EventId::Athletics, &json!({}));
    assert_eq!(validate_step(ev, Step::College, &a), ValidationErrors::single(FORM, FORM_MISMATCH));
    assert_eq!(validate_registration(ev, &a), Err(ValidationErrors::single(FORM, FORM_MISMATCH)));
    let bgmi = EventId::Bgmi.event();
    assert_eq!(validate_step(bgmi, Step::College, &f), ValidationErrors::single(EVENT_ID, NOT_REGISTRABLE));
}

#[test]
fn referral_code() {
    let mut v = football("Men");
    v["referralCode"] = json!(" CA-123 ");
    let r = validate(EventId::Football, &v).expect("valid");
    assert_eq!(r.referral_code.map(ReferralCode::into_inner), Some("CA-123".to_owned()));
    v["referralCode"] = json!("no spaces allowed");
    let e = validate(EventId::Football, &v).expect_err("invalid");
    assert!(e.contains("referralCode", ReferralCode::INVALID));
}

#[test]
fn not_an_object() {
    assert_eq!(TeamForm::from_json(&json!([1])), Err(ValidationErrors::single(FORM, FORM_NOT_OBJECT)));
    assert!(serde_json::from_str::<TeamForm>("\"x\"").is_err());
    let f: TeamForm =
        serde_json::from_str(r#"{"collegeName": 5, "team": {"players": {"fullname": "A"}}}"#).expect("lenient");
    assert_eq!(f.college_name, "5");
    assert_eq!(f.team["players"].len(), 1);
    assert_eq!(f.accompanying_coach, "No");
}

#[test]
fn registration_round_trips_through_json() {
    let r = validate(EventId::Football, &football("Men")).expect("valid");
    let json = serde_json::to_value(&r).expect("serialises");
    assert_eq!(json["entry"]["kind"], "team");
    assert_eq!(json["feePaise"], 650_000);
    let back: Registration = serde_json::from_value(json).expect("deserialises");
    assert_eq!(back, r);
}

#[test]
fn the_fee_of_a_form_as_typed() {
    let team =
        |category: &str| RegistrationForm::Team(TeamForm { category: category.to_owned(), ..TeamForm::default() });
    assert_eq!(registration_fee(EventId::Kabaddi.event(), &team("women")), Ok(200_000));
    let e = registration_fee(EventId::Kabaddi.event(), &team("")).expect_err("no category");
    assert!(e.contains("category", CATEGORY_REQUIRED));
    // A per-head event priced with a team form is a mismatch, not a fee for zero heads.
    assert_eq!(
        registration_fee(EventId::Athletics.event(), &team("men")),
        Err(ValidationErrors::single(FORM, FORM_MISMATCH))
    );
    // Athletics: the lead athlete alone is one head.
    let athletics = RegistrationForm::Athletics(AthleticsForm {
        category: "men".to_owned(),
        captain: PersonInput { fullname: "Asha".to_owned(), ..PersonInput::default() },
        ..AthleticsForm::default()
    });
    assert_eq!(registration_fee(EventId::Athletics.event(), &athletics), Ok(70_000));
    assert_eq!(
        registration_fee(EventId::Bgmi.event(), &team("")),
        Err(ValidationErrors::single(EVENT_ID, NOT_REGISTRABLE))
    );
}

#[test]
fn a_one_role_roster_takes_its_person_under_players_too() {
    for (id, field) in
        [(EventId::Weightlifting, "athlete"), (EventId::Powerlifting, "athlete"), (EventId::MrInfinito, "participant")]
    {
        let under_players =
            json!({"collegeName": "NIT Patna", "collegeAddress": "Patna", "players": person("Asha Kumari", 1)});
        let under_role =
            json!({"collegeName": "NIT Patna", "collegeAddress": "Patna", field: person("Asha Kumari", 1)});
        let a = form(id, &under_players);
        assert_eq!(a, form(id, &under_role), "{id}");
        let RegistrationForm::Team(team) = &a else { panic!("{id}: a team form") };
        assert_eq!(team.team.keys().collect::<Vec<_>>(), vec![field], "{id}");
    }
    // Where the roster has several roles, `players` stays the players group.
    let cricket = form(EventId::Cricket, &json!({"players": [person("A B", 1)]}));
    let RegistrationForm::Team(team) = &cricket else { panic!("a team form") };
    assert!(team.team.contains_key("players"));
}

#[test]
fn a_team_gives_each_person_their_own_aadhaar_number() {
    let event = EventId::Football;
    // A player given the captain's number under another name: refused at the team step, naming both.
    let mut v = football("Men");
    v["team"]["players"][3]["aadharId"] = v["team"]["captain"][0]["aadharId"].clone();
    let e = validate(event, &v).expect_err("one number, two people");
    assert!(e.contains("team.players[3].aadharId", &same_aadhaar_message("Cap Tain", "Player Name")), "{e:?}");
    assert_eq!(validate_step(event.event(), Step::Team, &form(event, &v)).len(), 1);
    // A coach with a player's number and another name: refused at the coach step.
    let mut v = football("Men");
    v["accompanyingCoach"] = json!("Yes");
    v["coach"] = person("Coach Name", 99);
    v["coach"]["aadharId"] = v["team"]["viceCaptain"]["aadharId"].clone();
    let e = validate(event, &v).expect_err("coach with a player's number");
    assert!(e.contains("coach.aadharId", &same_aadhaar_message("Vice Cap", "Coach Name")), "{e:?}");
    assert!(validate_step(event.event(), Step::Team, &form(event, &v)).is_empty());
    // Different numbers are different people.
    assert!(validate(event, &football("Men")).is_ok());
}
