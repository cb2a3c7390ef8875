//! Athletics races: an organiser draws a race's paid entries into heats with lanes (the shared rules, a seeded
//! draw), publishes them; a scorer times each heat (a time or DNF, every athlete once); the final is drawn
//! from the heats' times and timed, and its times place the podium with the prizes, which counts for the
//! championship. A relay is run by college teams; a race of one heat needs no final. Runs on SQLite and
//! PostgreSQL.

use crate::common;

use std::collections::BTreeSet;

use axum::http::{Method, StatusCode};
use common::TestApp;
use common::forms::{athletics, other_people};
use fest_app::roles::Role;
use fest_shared::catalogue::EventId;
use serde_json::{Value, json};

/// Pays for an athletics registration of `category` from `college`: a lead athlete called `name` entering
/// `individual`, and a relay team when `relay` is given.
async fn entry(
    app: &TestApp,
    name: &str,
    college: &str,
    category: &str,
    individual: &[&str],
    relay: Option<&str>,
    n: u64,
) -> String {
    fest_app::services::events::set_open(&app.ctx, EventId::Athletics, true).await.unwrap();
    let token = app.user_with_role(&format!("athlete{n}"), Role::User).await;
    let mut form = other_people(athletics(category, individual, relay), n);
    form["collegeName"] = json!(college);
    form["captain"]["fullname"] = json!(name);
    let res = app.json(Method::POST, "/api/v1/events/athletics/create-order", Some(&token), form).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let order_id = res.json()["order"]["id"].as_str().unwrap().to_owned();
    let res =
        app.json(Method::POST, &format!("/api/v1/payments/sandbox/{order_id}/pay"), Some(&token), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let res = app.json(Method::POST, "/api/v1/events/athletics/verify-payment", Some(&token), res.json()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    token
}

async fn ok(res: common::TestResponse) -> Value {
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    res.json()
}

async fn refused(res: common::TestResponse, status: StatusCode, message: &str) {
    assert_eq!(res.status, status, "{}", res.text());
    assert!(res.text().contains(message), "{message}: {}", res.text());
}

const RUNNERS: [(&str, &str); 10] = [
    ("Asha Verma", "IIT Patna"),
    ("Ravi Kumar", "NIT Patna"),
    ("Meera Das", "BIT Mesra"),
    ("Kabir Singh", "IIT Kharagpur"),
    ("Zoya Khan", "NIT Jamshedpur"),
    ("Dev Sharma", "IIT Delhi"),
    ("Neha Gupta", "IIT Patna"),
    ("Arjun Rao", "NIT Patna"),
    ("Isha Jain", "BIT Mesra"),
    ("Vikram Sen", "IIT Kharagpur"),
];

fn heat<'a>(race: &'a Value, name: &str) -> &'a Value {
    race["heats"].as_array().unwrap().iter().find(|h| h["name"] == name).unwrap_or_else(|| panic!("no {name}"))
}

fn athletes_of(heat: &Value) -> Vec<String> {
    heat["lanes"].as_array().unwrap().iter().map(|l| l["athlete"].as_str().unwrap().to_owned()).collect()
}

async fn times(app: &TestApp, token: &str, race: &str, heat: u64, times: Value) -> common::TestResponse {
    let path = format!("/api/v1/scorer/races/{race}/heats/{heat}/times");
    app.json(Method::PUT, &path, Some(token), json!({ "times": times })).await
}

/// Times for every athlete of a heat: `ms(athlete)` each, or DNF where it gives none.
fn timed(heat: &Value, ms: impl Fn(&str) -> Option<u64>) -> Value {
    athletes_of(heat)
        .iter()
        .map(|a| match ms(a) {
            Some(t) => json!({"athlete": a, "time": fest_shared::scores::race_time(t)}),
            None => json!({"athlete": a, "status": "dnf"}),
        })
        .collect()
}

/// Each athlete's time in the heats: `A1` runs 11.01, `A2` 11.02, ... (the lower the number, the faster).
fn heat_time(athlete: &str) -> Option<u64> {
    let n: u64 = athlete[1..].parse().unwrap();
    (n != 9).then_some(11_000 + n * 10)
}

#[tokio::test]
async fn a_hundred_metres_is_drawn_into_heats_timed_and_run_again_as_a_final_to_its_podium() {
    let app = TestApp::spawn().await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let scorer = app.user_with_role("scorer", Role::Scorer).await;
    let plain = app.user_with_role("plain", Role::User).await;
    for (i, (name, college)) in RUNNERS.iter().enumerate() {
        entry(&app, name, college, "Men", &["100m", "200m"], None, 200 + u64::try_from(i).unwrap()).await;
    }
    entry(&app, "Priya Nair", "Patna Women's College", "Women", &["100m"], None, 230).await;
    entry(&app, "Rahul Roy", "IIT Delhi", "Men", &["400m"], None, 231).await;

    // The paid entries, in the order they paid; staff only.
    let path = "/api/v1/admin/races/entries?category=Men&discipline=100m";
    let entries = ok(app.get_as(path, &admin).await).await;
    let names: Vec<&str> =
        entries["athletes"].as_array().unwrap().iter().map(|a| a["name"].as_str().unwrap()).collect();
    assert_eq!(names, RUNNERS.iter().map(|r| r.0).collect::<Vec<_>>());
    assert_eq!(app.get_as(path, &plain).await.status, StatusCode::FORBIDDEN);
    assert_eq!(app.get_as(path, &scorer).await.status, StatusCode::FORBIDDEN);

    // What cannot be drawn is refused in words.
    let draw =
        |discipline: &str, lanes: u32| json!({"category": "Men", "discipline": discipline, "lanes": lanes, "seed": 42});
    let res = app.json(Method::POST, "/api/v1/admin/races", Some(&admin), draw("60m", 8)).await;
    refused(res, StatusCode::UNPROCESSABLE_ENTITY, "Men has no event called 60m.").await;
    let res = app.json(Method::POST, "/api/v1/admin/races", Some(&admin), draw("100m", 0)).await;
    refused(res, StatusCode::UNPROCESSABLE_ENTITY, "There must be at least 1 lane.").await;
    let res = app.json(Method::POST, "/api/v1/admin/races", Some(&scorer), draw("100m", 6)).await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);

    // Ten athletes on six lanes: two heats of five, everybody once, each in a lane of the track; the same
    // seed draws the same heats.
    let first = ok(app.json(Method::POST, "/api/v1/admin/races", Some(&admin), draw("100m", 6)).await).await;
    let race = &first["race"];
    assert_eq!(race["state"], "draft");
    assert_eq!(race["title"], "Athletics (Men) 100m");
    assert_eq!(race["heats"].as_array().unwrap().len(), 2);
    let mut everybody = BTreeSet::new();
    for h in race["heats"].as_array().unwrap() {
        let lanes: BTreeSet<u64> = h["lanes"].as_array().unwrap().iter().map(|l| l["lane"].as_u64().unwrap()).collect();
        assert_eq!(lanes.len(), 5, "{h}");
        assert!(lanes.iter().all(|l| (1..=6).contains(l)), "{h}");
        everybody.extend(athletes_of(h));
    }
    assert_eq!(everybody.len(), 10);
    let again = ok(app.json(Method::POST, "/api/v1/admin/races", Some(&admin), draw("100m", 6)).await).await;
    assert_eq!(again["race"]["heats"], first["race"]["heats"], "the same seed, the same heats");
    let race = again["race"].clone();
    let id = race["id"].as_str().unwrap().to_owned();
    assert_eq!(ok(app.get_as("/api/v1/admin/races", &admin).await).await["races"].as_array().unwrap().len(), 1);

    // A draft is the organisers' own; it cannot be timed.
    assert_eq!(app.get(&format!("/api/v1/races/{id}")).await.status, StatusCode::NOT_FOUND);
    assert!(ok(app.get("/api/v1/races").await).await["races"].as_array().unwrap().is_empty());
    let res = times(&app, &scorer, &id, 1, timed(heat(&race, "Heat 1"), heat_time)).await;
    refused(res, StatusCode::CONFLICT, "Times are entered once the heats are published.").await;
    let publish = format!("/api/v1/admin/races/{id}/publish");
    let version = race["version"].as_i64().unwrap();
    let res = app.json(Method::POST, &publish, Some(&admin), json!({"version": version - 1})).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text());
    let published = ok(app.json(Method::POST, &publish, Some(&admin), json!({"version": version})).await).await;
    assert_eq!(published["race"]["state"], "published");
    let public = ok(app.get(&format!("/api/v1/races/{id}")).await).await;
    assert_eq!(public["race"]["heats"], race["heats"]);
    assert_eq!(public["race"]["athletes"][0], json!({"id": "A1", "name": "Asha Verma", "college": "IIT Patna"}));
    assert!(!public.to_string().contains("registration"), "nothing public names a registration");

    // Heat 1: every athlete once, each a time or DNF.
    let heat1 = heat(&race, "Heat 1").clone();
    let heat2 = heat(&race, "Heat 2").clone();
    let mut short = timed(&heat1, heat_time);
    short.as_array_mut().unwrap().pop();
    refused(
        times(&app, &scorer, &id, 1, short).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "Give every athlete of the heat",
    )
    .await;
    let mut bad = timed(&heat1, heat_time);
    bad[0]["time"] = json!("10.5.2");
    refused(
        times(&app, &scorer, &id, 1, bad).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "Write a time as 10.52, 1:58.30 or 15:02.11.",
    )
    .await;
    let stranger = json!([{"athlete": athletes_of(&heat2)[0], "time": "11.00"}]);
    refused(
        times(&app, &scorer, &id, 1, stranger).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "This athlete does not run in this heat.",
    )
    .await;
    let saved = ok(times(&app, &scorer, &id, 1, timed(&heat1, heat_time)).await).await;
    let h1 = heat(&saved["race"], "Heat 1");
    assert_eq!(h1["timed"], true);
    let fastest = h1["lanes"].as_array().unwrap().iter().find(|l| l["place"] == 1).unwrap();
    let expected_first = athletes_of(&heat1).into_iter().min_by_key(|a| heat_time(a).unwrap_or(u64::MAX)).unwrap();
    assert_eq!(fastest["athlete"], expected_first.as_str());
    assert_eq!(fastest["time"], fest_shared::scores::race_time(heat_time(&expected_first).unwrap()));
    refused(
        times(&app, &scorer, &id, 1, timed(&heat1, heat_time)).await,
        StatusCode::CONFLICT,
        "Times are already entered for this heat; an organiser can correct them.",
    )
    .await;

    // The final waits for every heat.
    let final_path = format!("/api/v1/admin/races/{id}/final");
    assert_eq!(saved["race"]["finalReady"], false);
    refused(
        app.json(Method::POST, &final_path, Some(&admin), json!({})).await,
        StatusCode::CONFLICT,
        "Heat 2 has no times yet.",
    )
    .await;
    let saved = ok(times(&app, &scorer, &id, 2, timed(&heat2, heat_time)).await).await;
    assert_eq!(saved["race"]["finalReady"], true);
    assert_eq!(app.json(Method::POST, &final_path, Some(&scorer), json!({})).await.status, StatusCode::FORBIDDEN);
    refused(
        app.json(Method::POST, &final_path, Some(&admin), json!({"finalists": 6, "perHeat": 4})).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "4 from each of 2 heats is more than the 6 finalists.",
    )
    .await;
    // The first two of each heat, then the two fastest of the rest: A9 did not finish.
    let drawn =
        ok(app.json(Method::POST, &final_path, Some(&admin), json!({"finalists": 6, "perHeat": 2})).await).await;
    let fin = heat(&drawn["race"], "Final").clone();
    assert_eq!(fin["final"], true);
    let mut expected = BTreeSet::new();
    let mut rest = Vec::new();
    for h in [&heat1, &heat2] {
        let mut ranked: Vec<String> = athletes_of(h).into_iter().filter(|a| heat_time(a).is_some()).collect();
        ranked.sort_by_key(|a| heat_time(a));
        expected.extend(ranked.iter().take(2).cloned());
        rest.extend(ranked.into_iter().skip(2));
    }
    rest.sort_by_key(|a| heat_time(a));
    expected.extend(rest.into_iter().take(2));
    assert_eq!(athletes_of(&fin).into_iter().collect::<BTreeSet<_>>(), expected);
    assert!(!expected.contains("A9"));
    refused(
        app.json(
            Method::PUT,
            &format!("/api/v1/scorer/races/{id}/heats/1/times"),
            Some(&admin),
            json!({"times": timed(&heat1, heat_time)}),
        )
        .await,
        StatusCode::CONFLICT,
        "The final is drawn from these times: they can no longer change.",
    )
    .await;
    refused(
        app.json(Method::POST, &final_path, Some(&admin), json!({})).await,
        StatusCode::CONFLICT,
        "The final is drawn already.",
    )
    .await;

    // The final, timed: the slowest of the heats wins it; the podium carries the prizes.
    let final_number = fin["number"].as_u64().unwrap();
    let final_time = |a: &str| Some(12_000 - heat_time(a).unwrap());
    let done = ok(times(&app, &scorer, &id, final_number, timed(&fin, final_time)).await).await;
    let podium: Vec<(String, u64)> = done["race"]["podium"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| (p["entrant"].as_str().unwrap().to_owned(), p["prizePaise"].as_u64().unwrap()))
        .collect();
    let mut by_final: Vec<String> = expected.iter().cloned().collect();
    by_final.sort_by_key(|a| final_time(a));
    assert_eq!(
        podium,
        [(by_final[0].clone(), 500_000), (by_final[1].clone(), 300_000), (by_final[2].clone(), 200_000)]
    );
    assert_eq!(done["race"]["complete"], true);
    let winner =
        done["race"]["athletes"].as_array().unwrap().iter().find(|a| a["id"] == by_final[0].as_str()).unwrap().clone();

    // The championship counts the race's podium.
    let table = ok(app.get("/api/v1/standings").await).await;
    let first = table["rows"].as_array().unwrap().iter().find(|r| r["college"] == winner["college"]).cloned().unwrap();
    assert!(first["points"].as_u64().unwrap() >= 10, "{table}");

    // An organiser corrects the final: the first two change places, audited with what it was.
    let corrected = |a: &str| {
        let t = final_time(a).unwrap();
        Some(if a == by_final[0] {
            t + 2
        } else if a == by_final[1] {
            t - 2
        } else {
            t
        })
    };
    let fixed = ok(times(&app, &admin, &id, final_number, timed(&fin, corrected)).await).await;
    assert_eq!(fixed["race"]["podium"][0]["entrant"], by_final[1].as_str());
    let log = ok(app.get_as("/api/v1/admin/audit-log?limit=100", &admin).await).await;
    let actions: Vec<&str> = log["entries"].as_array().unwrap().iter().map(|e| e["action"].as_str().unwrap()).collect();
    for action in ["races.publish", "races.final", "races.correct"] {
        assert!(actions.contains(&action), "{action}: {actions:?}");
    }
}

#[tokio::test]
async fn a_relay_is_run_by_college_teams_and_one_heat_places_its_podium() {
    let app = TestApp::spawn().await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let scorer = app.user_with_role("scorer", Role::Scorer).await;
    for (i, college) in ["IIT Patna", "NIT Patna", "IIT Patna"].iter().enumerate() {
        let n = 300 + u64::try_from(i).unwrap() * 20;
        entry(&app, &format!("Lead {}", ["Asha", "Ravi", "Meera"][i]), college, "Men", &["100m"], Some("4x100m"), n)
            .await;
    }
    let body = json!({"category": "Men", "discipline": "4x100m", "lanes": 8, "seed": 7});
    let drawn = ok(app.json(Method::POST, "/api/v1/admin/races", Some(&admin), body).await).await;
    let race = &drawn["race"];
    let names: Vec<&str> = race["athletes"].as_array().unwrap().iter().map(|a| a["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["IIT Patna", "NIT Patna", "IIT Patna (2)"], "a relay team is its college");
    assert_eq!(race["heats"].as_array().unwrap().len(), 1);
    let id = race["id"].as_str().unwrap().to_owned();
    let version = race["version"].as_i64().unwrap();
    ok(app
        .json(Method::POST, &format!("/api/v1/admin/races/{id}/publish"), Some(&admin), json!({"version": version}))
        .await)
    .await;
    refused(
        app.json(Method::POST, &format!("/api/v1/admin/races/{id}/final"), Some(&admin), json!({})).await,
        StatusCode::CONFLICT,
        "With one heat, its times place the podium: there is no final to draw.",
    )
    .await;
    let only = heat(race, "Heat 1").clone();
    let entered = json!([
        {"athlete": "A1", "time": "44.10"},
        {"athlete": "A2", "time": "43.95"},
        {"athlete": "A3", "status": "DQ"},
    ]);
    let done = ok(times(&app, &scorer, &id, 1, entered).await).await;
    assert_eq!(athletes_of(&only).len(), 3);
    let podium: Vec<(&str, &str)> = done["race"]["podium"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| (p["entrant"].as_str().unwrap(), p["name"].as_str().unwrap()))
        .collect();
    assert_eq!(podium, [("A2", "NIT Patna"), ("A1", "IIT Patna")], "a disqualified team is not placed");
    let lane = |a: &str| {
        heat(&done["race"], "Heat 1")["lanes"].as_array().unwrap().iter().find(|l| l["athlete"] == a).unwrap().clone()
    };
    assert_eq!(lane("A3")["status"], "dq");
    assert_eq!(lane("A2")["time"], "43.95");
    let list = ok(app.get("/api/v1/races").await).await;
    assert_eq!(list["races"][0]["complete"], true);
    // The mixed relay is its own race across both categories: nobody entered it here.
    let path = "/api/v1/admin/races/entries?category=Men&discipline=4x100m%20(Mixed)";
    assert!(ok(app.get_as(path, &admin).await).await["athletes"].as_array().unwrap().is_empty());
    let body = json!({"category": "Men", "discipline": "4x100m (Mixed)", "lanes": 8});
    let res = app.json(Method::POST, "/api/v1/admin/races", Some(&admin), body).await;
    refused(res, StatusCode::UNPROCESSABLE_ENTITY, "At least 2 entrants are needed.").await;
}

/// The e-mails in the outbox that contain `text`.
fn mail_to(app: &TestApp, text: &str) -> Vec<String> {
    app.outbox().into_iter().filter(|m| m.contains(text)).collect()
}

#[tokio::test]
async fn heats_are_scheduled_without_an_athlete_or_a_track_twice_at_once_and_athletes_are_mailed() {
    let app = TestApp::spawn().await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let mut tokens = Vec::new();
    for (i, (name, college)) in RUNNERS[..4].iter().enumerate() {
        tokens.push(entry(&app, name, college, "Men", &["100m", "200m"], None, 400 + u64::try_from(i).unwrap()).await);
    }
    let track = app.venue(&admin, "Main Track").await;
    let second = app.venue(&admin, "Practice Track").await;
    let mut ids = Vec::new();
    for discipline in ["100m", "200m"] {
        let body = json!({"category": "Men", "discipline": discipline, "lanes": 8, "seed": 1});
        let race = ok(app.json(Method::POST, "/api/v1/admin/races", Some(&admin), body).await).await;
        let id = race["race"]["id"].as_str().unwrap().to_owned();
        let version = race["race"]["version"].as_i64().unwrap();
        ok(app
            .json(Method::POST, &format!("/api/v1/admin/races/{id}/publish"), Some(&admin), json!({"version": version}))
            .await)
        .await;
        ids.push(id);
    }
    let place = |venue: &str, start: &str, end: &str| json!({"venueId": venue, "day": "2027-02-12", "start": start, "end": end});
    let path = |id: &str| format!("/api/v1/admin/races/{id}/heats/1/schedule");
    let scheduled =
        ok(app.json(Method::PUT, &path(&ids[0]), Some(&admin), place(&track, "10:00", "10:30")).await).await;
    let h = heat(&scheduled["race"], "Heat 1");
    assert_eq!(
        (h["venue"]["name"].as_str(), h["start"].as_str(), h["end"].as_str()),
        (Some("Main Track"), Some("10:00"), Some("10:30"))
    );
    // The 200m's athletes run the 100m then; the main track is taken.
    let res = app.json(Method::PUT, &path(&ids[1]), Some(&admin), place(&second, "10:15", "10:45")).await;
    refused(res, StatusCode::CONFLICT, "Asha Verma").await;
    let res = app.json(Method::PUT, &path(&ids[1]), Some(&admin), place(&track, "10:29", "10:45")).await;
    refused(res, StatusCode::CONFLICT, "Main Track").await;
    let res = app.json(Method::PUT, &path(&ids[1]), Some(&admin), place(&track, "10:00", "09:00")).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
    // Back to back is no clash.
    ok(app.json(Method::PUT, &path(&ids[1]), Some(&admin), place(&track, "10:30", "11:00")).await).await;
    let scorer = app.user_with_role("scorer", Role::Scorer).await;
    assert_eq!(
        app.json(Method::PUT, &path(&ids[1]), Some(&scorer), place(&track, "12:00", "12:30")).await.status,
        StatusCode::FORBIDDEN
    );
    // Each athlete is told, once per heat, through the mail queue.
    let wanted = "Your heat is scheduled";
    let deadline = tokio::time::Instant::now() + std::time::Duration::from_secs(20);
    while mail_to(&app, wanted).len() < 8 {
        assert!(tokio::time::Instant::now() < deadline, "the heats' e-mails were not sent in time");
        tokio::time::sleep(std::time::Duration::from_millis(25)).await;
    }
    let mails = mail_to(&app, "Heat 1, lane");
    assert!(
        mails.iter().any(|m| m.contains("Asha Verma") && m.contains("Fri 12 Feb 2027, 10:00 to 10:30, Main Track")),
        "{mails:?}"
    );
    let log = ok(app.get_as("/api/v1/admin/audit-log?limit=100", &admin).await).await;
    assert!(log["entries"].as_array().unwrap().iter().any(|e| e["action"] == "races.schedule"));

    // The public schedule lists the heats with their athletes by lane; an athlete sees their own, and their
    // calendar has them.
    let schedule = ok(app.get("/api/v1/schedule?event=athletics").await).await;
    let listed: Vec<(&str, &str, &str)> = schedule["matches"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| (m["kind"].as_str().unwrap(), m["home"].as_str().unwrap(), m["start"].as_str().unwrap()))
        .collect();
    assert_eq!(listed, [("heat", "100m Heat 1", "10:00"), ("heat", "200m Heat 1", "10:30")]);
    let lanes = schedule["matches"][0]["athletes"].as_array().unwrap();
    assert_eq!(lanes.len(), 4);
    assert!(lanes.iter().any(|l| l.as_str().unwrap().ends_with("Asha Verma (IIT Patna)")), "{lanes:?}");
    let mine = ok(app.get_as("/api/v1/user/matches", &tokens[0]).await).await;
    assert_eq!(mine["matches"].as_array().unwrap().len(), 2, "{mine}");
    // Their own lane, and nobody else's; the public schedule names no lane as anyone's.
    let own = heat(&scheduled["race"], "Heat 1")["lanes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["name"] == "Asha Verma")
        .unwrap()["lane"]
        .clone();
    assert_eq!(mine["matches"][0]["yourLanes"], json!([own]));
    assert!(schedule["matches"][0].get("yourLanes").is_none());
    let feed = mine["calendars"][0]["path"].as_str().unwrap().to_owned();
    let ics = app.get(&format!("/api/v1{feed}")).await;
    assert_eq!(ics.status, StatusCode::OK);
    assert!(ics.text().contains("SUMMARY:Athletics (Men): 100m Heat 1"), "{}", ics.text());
}

#[tokio::test]
async fn a_long_jump_is_contested_in_flights_whose_marks_place_it_together() {
    let app = TestApp::spawn().await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let scorer = app.user_with_role("scorer", Role::Scorer).await;
    for (i, (name, college)) in RUNNERS[..5].iter().enumerate() {
        entry(&app, name, college, "Men", &["Long Jump"], None, 500 + u64::try_from(i).unwrap()).await;
    }
    // Five jumpers in flights of three: two flights, in a jumping order.
    let body = json!({"category": "Men", "discipline": "Long Jump", "lanes": 3, "seed": 9});
    let drawn = ok(app.json(Method::POST, "/api/v1/admin/races", Some(&admin), body).await).await;
    let race = &drawn["race"];
    assert_eq!(race["kind"], "field");
    let listed = ok(app.get_as("/api/v1/admin/races", &admin).await).await;
    assert_eq!(listed["races"][0]["kind"], "field");
    let names: Vec<&str> = race["heats"].as_array().unwrap().iter().map(|h| h["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["Flight 1", "Flight 2"]);
    let id = race["id"].as_str().unwrap().to_owned();
    let version = race["version"].as_i64().unwrap();
    let publish = format!("/api/v1/admin/races/{id}/publish");
    ok(app.json(Method::POST, &publish, Some(&admin), json!({"version": version})).await).await;

    // Marks in metres (each athlete's best), or NM; a time is no mark. A1 jumps 6.17, A2 6.24, ...
    let flight1 = heat(race, "Flight 1").clone();
    let flight2 = heat(race, "Flight 2").clone();
    let mark = |a: &str| format!("6.{}", 10 + a[1..].parse::<u32>().unwrap() * 7);
    let marks = |h: &Value, foul: Option<&str>| -> Value {
        athletes_of(h)
            .iter()
            .map(|a| {
                if Some(a.as_str()) == foul {
                    json!({"athlete": a, "status": "nm"})
                } else {
                    json!({"athlete": a, "mark": mark(a)})
                }
            })
            .collect()
    };
    let mut bad = marks(&flight1, None);
    bad[0] = json!({"athlete": athletes_of(&flight1)[0], "time": "6.45"});
    let message = "A mark, or NM (no valid mark), DQ or DNS: one of them.";
    refused(times(&app, &scorer, &id, 1, bad).await, StatusCode::UNPROCESSABLE_ENTITY, message).await;
    let mut bad = marks(&flight1, None);
    bad[0]["mark"] = json!("6.455");
    let message = "Write a distance in metres, such as 6.45.";
    refused(times(&app, &scorer, &id, 1, bad).await, StatusCode::UNPROCESSABLE_ENTITY, message).await;
    let after = ok(times(&app, &scorer, &id, 1, marks(&flight1, None)).await).await;
    assert!(after["race"]["podium"].as_array().unwrap().is_empty(), "placed once every flight has its marks");
    let fouled = athletes_of(&flight2)[0].clone();
    let done = ok(times(&app, &scorer, &id, 2, marks(&flight2, Some(&fouled))).await).await;

    // The longest marks over both flights place it; nobody is placed without a mark; there is no final.
    let mut expected: Vec<String> =
        athletes_of(&flight1).into_iter().chain(athletes_of(&flight2)).filter(|a| *a != fouled).collect();
    expected.sort_by_key(|a| std::cmp::Reverse(a[1..].parse::<u32>().unwrap()));
    let podium: Vec<&str> =
        done["race"]["podium"].as_array().unwrap().iter().map(|p| p["entrant"].as_str().unwrap()).collect();
    assert_eq!(podium, expected[..3].iter().map(String::as_str).collect::<Vec<_>>());
    let lane_of = |flight: &str, a: &str| {
        heat(&done["race"], flight)["lanes"].as_array().unwrap().iter().find(|l| l["athlete"] == a).cloned()
    };
    let foul = lane_of("Flight 2", &fouled).unwrap();
    assert_eq!((foul["status"].as_str(), foul.get("place")), (Some("nm"), None));
    let best = lane_of("Flight 1", &expected[0]).or_else(|| lane_of("Flight 2", &expected[0])).unwrap();
    assert_eq!(best["mark"], format!("{} m", mark(&expected[0])));
    assert_eq!(done["race"]["finalReady"], false);
    refused(
        app.json(Method::POST, &format!("/api/v1/admin/races/{id}/final"), Some(&admin), json!({})).await,
        StatusCode::CONFLICT,
        "A field event has no final: its flights' marks place it together.",
    )
    .await;
}
