//! Fest day: an organiser generates a knockout of six football teams from the paid registrations, previews
//! and publishes it; a scorer enters the results and the bracket advances on its own; an organiser's
//! correction takes away the later results it overturns and is audited; the podium carries the prizes and
//! the championship sums the points per placing. Scheduling refuses a team or a venue twice at once, in
//! words, and e-mails the teams; the live stream tells followers of every change, on every server. Runs on
//! SQLite and PostgreSQL.

use crate::common;

use std::time::Duration;

use axum::body::Body;
use axum::http::{Method, Request, StatusCode};
use common::TestApp;
use fest_app::roles::Role;
use fest_shared::catalogue::EventId;
use http_body_util::BodyExt;
use serde_json::{Value, json};
use tower::ServiceExt;

/// How long a condition may take to hold on a busy machine.
const PATIENCE: Duration = Duration::from_secs(20);

/// Pays for a team of `event_id` (category `category`) from `college` through the sandbox; returns the
/// registration id and the captain's token.
async fn paid_team(
    app: &TestApp,
    name: &str,
    event_id: EventId,
    category: &str,
    college: &str,
    n: u64,
) -> (String, String) {
    let token = app.user_with_role(name, Role::User).await;
    (app.pay_team(&token, event_id, Some(category), college, n, json!({})).await, token)
}

const COLLEGES: [&str; 6] = ["IIT Patna", "NIT Patna", "BIT Mesra", "IIT Kharagpur", "NIT Jamshedpur", "IIT Delhi"];

async fn six_football_teams(app: &TestApp) -> Vec<String> {
    let mut ids = Vec::new();
    for (i, college) in COLLEGES.iter().enumerate() {
        let n = u64::try_from(i).unwrap() + 1;
        ids.push(paid_team(app, &format!("captain{n}"), EventId::Football, "Men", college, n).await.0);
    }
    ids
}

async fn ok(res: common::TestResponse) -> Value {
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    res.json()
}

fn match_of<'a>(fixtures: &'a Value, id: &str) -> &'a Value {
    fixtures["matches"].as_array().unwrap().iter().find(|m| m["id"] == id).unwrap_or_else(|| panic!("no {id}"))
}

async fn result(app: &TestApp, token: &str, set: &str, m: &str, body: Value) -> common::TestResponse {
    app.json(Method::PUT, &format!("/api/v1/scorer/fixture-sets/{set}/matches/{m}/result"), Some(token), body).await
}

/// The audit log's actions, newest first.
async fn audited(app: &TestApp, admin: &str) -> Vec<String> {
    let log = ok(app.get_as("/api/v1/admin/audit-log?limit=100", admin).await).await;
    log["entries"].as_array().unwrap().iter().map(|e| e["action"].as_str().unwrap().to_owned()).collect()
}

#[tokio::test]
async fn a_knockout_of_six_is_generated_published_scored_corrected_and_summed() {
    let app = TestApp::spawn().await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let moderator = app.user_with_role("moderator", Role::Moderator).await;
    let scorer = app.user_with_role("scorer", Role::Scorer).await;
    let plain = app.user_with_role("plain", Role::User).await;
    let ids = six_football_teams(&app).await;
    // A women's team is in another set.
    paid_team(&app, "women", EventId::Football, "Women", "Patna Women's College", 40).await;

    // The paid teams, in the order they paid.
    let teams = ok(app.get_as("/api/v1/admin/fixtures/football/teams?category=Men", &moderator).await).await;
    let listed: Vec<&str> =
        teams["teams"].as_array().unwrap().iter().map(|t| t["registrationId"].as_str().unwrap()).collect();
    assert_eq!(listed, ids.iter().map(String::as_str).collect::<Vec<_>>());
    for path in ["/api/v1/admin/fixtures/football/teams?category=Men", "/api/v1/admin/fixtures/football?category=Men"] {
        assert_eq!(app.get_as(path, &plain).await.status, StatusCode::FORBIDDEN, "{path}");
        assert_eq!(app.get_as(path, &scorer).await.status, StatusCode::FORBIDDEN, "{path}");
        assert_eq!(app.get(path).await.status, StatusCode::UNAUTHORIZED, "{path}");
    }
    // An event with categories needs one.
    let res = app.get_as("/api/v1/admin/fixtures/football/teams", &moderator).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
    assert!(res.text().contains("Choose Men or Women."), "{}", res.text());

    // Generated: a draft nobody else sees.
    assert_eq!(app.get("/api/v1/fixtures/football?category=Men").await.status, StatusCode::NOT_FOUND);
    let body = json!({"category": "Men", "format": {"kind": "knockout", "thirdPlace": true}});
    let res = app.json(Method::POST, "/api/v1/admin/fixtures/football", Some(&plain), body.clone()).await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    let draft = ok(app.json(Method::POST, "/api/v1/admin/fixtures/football", Some(&moderator), body).await).await;
    let f = &draft["fixtures"];
    assert_eq!(f["state"], "draft");
    let names: Vec<&str> = f["entrants"].as_array().unwrap().iter().map(|e| e["name"].as_str().unwrap()).collect();
    assert_eq!(names, COLLEGES);
    assert!(!draft.to_string().contains(&ids[0]), "nothing sent names a registration");
    // Six teams: the top two seeds sit out the first round; 2 + 2 + 1 + the third-place match.
    assert_eq!(f["rounds"][0]["byes"], json!(["IIT Patna", "NIT Patna"]));
    assert_eq!(f["matches"].as_array().unwrap().len(), 6);
    assert_eq!(app.get("/api/v1/fixtures/football?category=Men").await.status, StatusCode::NOT_FOUND);
    let set = f["id"].as_str().unwrap().to_owned();
    let res = result(&app, &scorer, &set, "M1", json!({"homeScore": 2, "awayScore": 0})).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text());
    assert!(res.text().contains("Results are entered once the fixtures are published."), "{}", res.text());

    // Seeding given by the organisers: all six, each once.
    let mut seeding = ids.clone();
    seeding.swap(0, 5);
    let bad = json!({"category": "Men", "format": {"kind": "knockout"}, "seeding": &seeding[..5]});
    let res = app.json(Method::POST, "/api/v1/admin/fixtures/football", Some(&moderator), bad).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
    assert!(res.text().contains("The seeding must list every paid team exactly once."));
    let body = json!({"category": "Men", "format": {"kind": "knockout", "thirdPlace": true}, "seeding": seeding});
    let draft = ok(app.json(Method::POST, "/api/v1/admin/fixtures/football", Some(&moderator), body).await).await;
    assert_eq!(draft["fixtures"]["entrants"][0]["name"], "IIT Delhi");
    assert_eq!(draft["fixtures"]["id"], set.as_str(), "the draft is remade in place");
    // A swap puts them back; a stale version is refused.
    let version = draft["fixtures"]["version"].as_i64().unwrap();
    let path = format!("/api/v1/admin/fixture-sets/{set}/swap");
    let res =
        app.json(Method::POST, &path, Some(&moderator), json!({"a": "T1", "b": "T6", "version": version - 1})).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text());
    let swapped =
        ok(app.json(Method::POST, &path, Some(&moderator), json!({"a": "T1", "b": "T6", "version": version})).await)
            .await;
    assert_eq!(swapped["fixtures"]["rounds"][0]["byes"], json!(["IIT Patna", "NIT Patna"]));
    let version = swapped["fixtures"]["version"].as_i64().unwrap();

    // Published: everybody sees it; publishing twice is refused.
    let path = format!("/api/v1/admin/fixture-sets/{set}/publish");
    let published = ok(app.json(Method::POST, &path, Some(&moderator), json!({"version": version})).await).await;
    assert_eq!(published["fixtures"]["state"], "published");
    let res = app.json(Method::POST, &path, Some(&moderator), json!({})).await;
    assert_eq!(res.status, StatusCode::CONFLICT);
    let public = ok(app.get("/api/v1/fixtures/football?category=Men").await).await;
    assert_eq!(public["fixtures"]["id"], set.as_str());
    let list = ok(app.get("/api/v1/fixtures").await).await;
    assert_eq!(list["sets"].as_array().unwrap().len(), 1);
    assert!(audited(&app, &admin).await.contains(&"fixtures.publish".to_owned()));
    // Published fixtures are not generated again.
    let again = json!({"category": "Men", "format": {"kind": "roundRobin"}});
    let res = app.json(Method::POST, "/api/v1/admin/fixtures/football", Some(&moderator), again).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text());

    // The scorer's list: the two first-round matches are ready, the rest wait.
    let res = app.get_as("/api/v1/scorer/matches", &plain).await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    let ready = ok(app.get_as("/api/v1/scorer/matches", &scorer).await).await;
    let ready: Vec<&str> =
        ready["matches"].as_array().unwrap().iter().map(|m| m["match"]["id"].as_str().unwrap()).collect();
    assert_eq!(ready, ["M1", "M2"]);
    let f = &public["fixtures"];
    let (m1_home, m1_away) =
        (match_of(f, "M1")["home"]["entrant"].clone(), match_of(f, "M1")["away"]["entrant"].clone());

    // Results: a knockout draw needs a winner; a plain user cannot score; the bracket advances.
    let res = result(&app, &plain, &set, "M1", json!({"homeScore": 1, "awayScore": 0})).await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    let res = result(&app, &scorer, &set, "M1", json!({"homeScore": 1, "awayScore": 1})).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
    let res = result(&app, &scorer, &set, "M3", json!({"homeScore": 1, "awayScore": 0})).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text());
    assert!(res.text().contains("This match's teams are not known yet."), "{}", res.text());
    let long = "x".repeat(121);
    let res = result(&app, &scorer, &set, "M1", json!({"homeScore": 2, "awayScore": 1, "detail": long})).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
    let saved =
        ok(result(&app, &scorer, &set, "M1", json!({"homeScore": 2, "awayScore": 1, "detail": "2-1 (HT 1-1)"})).await)
            .await;
    assert_eq!(saved["message"], "Result saved.");
    assert_eq!(match_of(&saved["fixtures"], "M1")["winner"], m1_home);
    // A level knockout match with its winner named (penalties).
    ok(result(&app, &scorer, &set, "M2", json!({"homeScore": 0, "awayScore": 0, "winner": match_of(f, "M2")["away"]["entrant"], "detail": "0-0, 4-3 pens"})).await).await;
    // Entered already: the scorer cannot change it.
    let res = result(&app, &scorer, &set, "M1", json!({"homeScore": 0, "awayScore": 3})).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text());
    assert!(res.text().contains("an organiser can correct it"), "{}", res.text());
    // The semi-finals now know their teams.
    let now = ok(app.get("/api/v1/fixtures/football?category=Men").await).await;
    let semis: Vec<&Value> =
        now["fixtures"]["matches"].as_array().unwrap().iter().filter(|m| m["status"] == "ready").collect();
    assert_eq!(semis.len(), 2, "{now}");
    let semi_with_m1_winner =
        semis.iter().find(|m| m["away"]["entrant"] == m1_home || m["home"]["entrant"] == m1_home).unwrap();
    let semi_id = semi_with_m1_winner["id"].as_str().unwrap().to_owned();
    for s in &semis {
        let id = s["id"].as_str().unwrap();
        ok(result(&app, &scorer, &set, id, json!({"homeScore": 3, "awayScore": 0})).await).await;
    }
    let after_semis = ok(app.get("/api/v1/fixtures/football?category=Men").await).await;
    let fin =
        after_semis["fixtures"]["matches"].as_array().unwrap().iter().find(|m| m["kind"] == "final").unwrap().clone();
    let third = after_semis["fixtures"]["matches"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["kind"] == "thirdPlace")
        .unwrap()
        .clone();
    assert_eq!((fin["roundName"].as_str(), third["roundName"].as_str()), (Some("Final"), Some("Third-place match")));
    ok(result(&app, &scorer, &set, fin["id"].as_str().unwrap(), json!({"homeScore": 2, "awayScore": 1})).await).await;
    let done = ok(result(
        &app,
        &scorer,
        &set,
        third["id"].as_str().unwrap(),
        json!({"awayScore": 0, "homeScore": 0, "winner": third["away"]["entrant"], "walkover": true}),
    )
    .await)
    .await;
    let f = &done["fixtures"];
    assert_eq!(f["complete"], true);
    let podium: Vec<(u64, String, Option<u64>)> = f["podium"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| (p["place"].as_u64().unwrap(), p["name"].as_str().unwrap().to_owned(), p["prizePaise"].as_u64()))
        .collect();
    assert_eq!(podium.len(), 3, "{podium:?}");
    assert_eq!(
        podium.iter().map(|p| (p.0, p.2)).collect::<Vec<_>>(),
        [(1, Some(500_000)), (2, Some(300_000)), (3, Some(200_000))]
    );
    assert_eq!(podium[0].1, fin["home"]["label"].as_str().unwrap());
    assert_eq!(podium[2].1, third["away"]["label"].as_str().unwrap());

    // The championship: 10, 6 and 4 by default; the admin sets others.
    let table = ok(app.get("/api/v1/standings").await).await;
    assert_eq!(table["points"], json!([10, 6, 4]));
    let row =
        |t: &Value, college: &str| t["rows"].as_array().unwrap().iter().find(|r| r["college"] == college).cloned();
    assert_eq!(row(&table, &podium[0].1).unwrap()["points"], 10, "{table}");
    assert_eq!(row(&table, &podium[1].1).unwrap()["points"], 6);
    assert_eq!(row(&table, &podium[2].1).unwrap()["points"], 4);
    assert_eq!(table["decided"], 1);
    let res =
        app.json(Method::PUT, "/api/v1/admin/standings/points", Some(&moderator), json!({"points": [5, 3]})).await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    let res = app.json(Method::PUT, "/api/v1/admin/standings/points", Some(&admin), json!({"points": [3, 5]})).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    let table =
        ok(app.json(Method::PUT, "/api/v1/admin/standings/points", Some(&admin), json!({"points": [5, 3]})).await)
            .await;
    assert_eq!(row(&table, &podium[0].1).unwrap()["points"], 5);
    assert_eq!(row(&table, &podium[2].1).unwrap()["points"], 0);

    // An organiser corrects M1 the other way: the semi-final it fed, and the final and third-place match
    // after it, no longer stand and are taken away; the correction is audited.
    let corrected = ok(result(&app, &moderator, &set, "M1", json!({"homeScore": 0, "awayScore": 1})).await).await;
    let cleared: Vec<&str> = corrected["cleared"].as_array().unwrap().iter().map(|c| c.as_str().unwrap()).collect();
    assert!(cleared.contains(&semi_id.as_str()), "{cleared:?}");
    assert!(
        cleared.contains(&fin["id"].as_str().unwrap()) && cleared.contains(&third["id"].as_str().unwrap()),
        "{cleared:?}"
    );
    assert_eq!(cleared.len(), 3, "the other semi-final stands: {cleared:?}");
    assert!(corrected["message"].as_str().unwrap().starts_with("Result corrected."));
    let f = &corrected["fixtures"];
    assert_eq!(match_of(f, "M1")["winner"], m1_away);
    let semi = match_of(f, &semi_id);
    assert_eq!(semi["status"], "ready");
    assert!(semi["home"]["entrant"] == m1_away || semi["away"]["entrant"] == m1_away);
    assert_eq!(f["complete"], false);
    assert!(f["podium"].as_array().unwrap().is_empty());
    assert!(audited(&app, &admin).await.contains(&"fixtures.correct".to_owned()));
    let table = ok(app.get("/api/v1/standings").await).await;
    assert!(table["rows"].as_array().unwrap().is_empty(), "{table}");
}

/// Reads a server-sent event stream until an event named `name` whose data satisfies `wanted` (or fails
/// after [`PATIENCE`]).
async fn next_event(body: &mut Body, buffer: &mut String, name: &str, wanted: impl Fn(&Value) -> bool) -> Value {
    let deadline = tokio::time::Instant::now() + PATIENCE;
    loop {
        while let Some(end) = buffer.find("\n\n") {
            let block: String = buffer.drain(..end + 2).collect();
            let mut event = "message";
            let mut data = String::new();
            for line in block.lines() {
                if let Some(v) = line.strip_prefix("event:") {
                    event = if v.trim() == name { name } else { "other" };
                } else if let Some(v) = line.strip_prefix("data:") {
                    data.push_str(v.trim());
                }
            }
            if event == name {
                let value: Value = serde_json::from_str(&data).unwrap();
                if wanted(&value) {
                    return value;
                }
            }
        }
        let frame = tokio::time::timeout_at(deadline, body.frame()).await.expect("no such event in time");
        let frame = frame.expect("the stream ended").unwrap();
        if let Ok(data) = frame.into_data() {
            buffer.push_str(&String::from_utf8_lossy(&data));
        }
    }
}

async fn follow(app: &TestApp) -> Body {
    let request =
        Request::builder().uri("/api/v1/live").header("accept-encoding", "gzip, br").body(Body::empty()).unwrap();
    let response = app.router.clone().oneshot(request).await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.headers()["content-type"], "text/event-stream");
    assert!(response.headers().get("content-encoding").is_none(), "events are not held back to compress them");
    response.into_body()
}

/// The e-mails in the outbox that contain `text`.
fn mail_to(app: &TestApp, text: &str) -> Vec<String> {
    app.outbox().into_iter().filter(|m| m.contains(text)).collect()
}

async fn until(what: &str, check: impl Fn() -> bool) {
    let deadline = tokio::time::Instant::now() + PATIENCE;
    while !check() {
        assert!(tokio::time::Instant::now() < deadline, "{what} did not happen in time");
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
}

/// The registrations behind a set's entrants.
async fn ids_of(app: &TestApp, set: &str) -> Vec<String> {
    let loaded = fest_app::services::fest_day::fixtures::by_id(&app.ctx, set).await.unwrap();
    loaded.teams.values().cloned().collect()
}

#[tokio::test]
async fn clashes_are_refused_in_words_teams_are_mailed_and_followers_told() {
    let app = TestApp::spawn().await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let scorer = app.user_with_role("scorer", Role::Scorer).await;
    let outsider = app.user_with_role("outsider", Role::User).await;
    // Kabaddi: three teams play a round robin; volleyball: two teams, one match.
    let mut captains = Vec::new();
    for (i, college) in ["IIT Patna", "NIT Patna", "BIT Mesra"].iter().enumerate() {
        let n = u64::try_from(i).unwrap() + 1;
        captains.push(paid_team(&app, &format!("kabaddi{n}"), EventId::Kabaddi, "Men", college, n).await.1);
    }
    paid_team(&app, "volley1", EventId::Volleyball, "Women", "IIT Patna", 11).await;
    paid_team(&app, "volley2", EventId::Volleyball, "Women", "Magadh University", 12).await;

    // Venues: one per name, whatever its case.
    let res = app.json(Method::POST, "/api/v1/admin/venues", Some(&outsider), json!({"name": "Court 1"})).await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    let court = app.venue(&admin, "Court 1").await;
    let ground = app.venue(&admin, "Main Ground").await;
    let res = app.json(Method::POST, "/api/v1/admin/venues", Some(&admin), json!({"name": " court 1 "})).await;
    assert_eq!(res.status, StatusCode::CONFLICT);
    assert!(res.text().contains("There is already a venue called Court 1."), "{}", res.text());
    let res = app.json(Method::POST, "/api/v1/admin/venues", Some(&admin), json!({"name": "  "})).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(ok(app.get("/api/v1/venues").await).await["venues"].as_array().unwrap().len(), 2);

    let kabaddi = ok(app
        .json(
            Method::POST,
            "/api/v1/admin/fixtures/kabaddi",
            Some(&admin),
            json!({"category": "men", "format": {"kind": "roundRobin"}}),
        )
        .await)
    .await;
    let k = kabaddi["fixtures"]["id"].as_str().unwrap().to_owned();
    assert_eq!(kabaddi["fixtures"]["category"], "Men");
    let volley = ok(app
        .json(
            Method::POST,
            "/api/v1/admin/fixtures/volleyball",
            Some(&admin),
            json!({"category": "Women", "format": {"kind": "knockout"}}),
        )
        .await)
    .await;
    let v = volley["fixtures"]["id"].as_str().unwrap().to_owned();
    let place = |set: &str, m: &str| format!("/api/v1/admin/fixture-sets/{set}/matches/{m}/schedule");
    let at = |venue: &str, start: &str, end: &str| json!({"venueId": venue, "day": "2026-02-20", "start": start, "end": end});

    // Bad input is refused field by field.
    let res = app
        .json(
            Method::PUT,
            &place(&k, "M1"),
            Some(&admin),
            json!({"venueId": court, "day": "20/02/2026", "start": "25:00", "end": "10:00"}),
        )
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
    let text = res.text();
    assert!(
        text.contains("Choose a day (YYYY-MM-DD).") && text.contains("Times are written HH:MM, from 00:00 to 24:00."),
        "{text}"
    );
    let res = app.json(Method::PUT, &place(&k, "M1"), Some(&admin), at(&court, "11:00", "10:00")).await;
    assert!(res.text().contains("It must end after it starts."), "{}", res.text());
    let res = app.json(Method::PUT, &place(&k, "M1"), Some(&admin), at("nowhere", "10:00", "11:00")).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.text().contains("Choose a venue."));

    // Kabaddi's first match on Court 1 at 10:00; the volleyball match cannot have the court then.
    let m1 = ok(app.json(Method::PUT, &place(&k, "M1"), Some(&admin), at(&court, "10:00", "11:00")).await).await;
    let m1_teams = [
        match_of(&m1["fixtures"], "M1")["home"]["label"].clone(),
        match_of(&m1["fixtures"], "M1")["away"]["label"].clone(),
    ];
    let res = app.json(Method::PUT, &place(&v, "M1"), Some(&admin), at(&court, "10:30", "11:30")).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text());
    assert_eq!(res.json()["message"], "Court 1 is already in use at 10:00 (Kabaddi (Men) M1).");
    // Back to back is no clash.
    ok(app.json(Method::PUT, &place(&v, "M1"), Some(&admin), at(&court, "11:00", "12:00")).await).await;
    // A kabaddi team twice at once, on another ground: refused, naming the team.
    let rr = &m1["fixtures"];
    let busy = rr["matches"].as_array().unwrap().iter().find(|m| {
        m["id"] != "M1" && (m1_teams.contains(&m["home"]["label"]) || m1_teams.contains(&m["away"]["label"]))
    });
    let busy = busy.unwrap()["id"].as_str().unwrap().to_owned();
    let res = app.json(Method::PUT, &place(&k, &busy), Some(&admin), at(&ground, "10:45", "11:30")).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text());
    let message = res.json()["message"].as_str().unwrap().to_owned();
    assert!(message.ends_with("already plays at 10:00 on Court 1 (Kabaddi (Men) M1)."), "{message}");
    assert!(m1_teams.iter().any(|t| message.starts_with(t.as_str().unwrap())), "{message}");
    ok(app.json(Method::PUT, &place(&k, &busy), Some(&admin), at(&ground, "12:00", "13:00")).await).await;
    // A venue in use stays.
    let res = app
        .call(
            Method::DELETE,
            &format!("/api/v1/admin/venues/{court}"),
            &[("authorization", &format!("Bearer {admin}"))],
        )
        .await;
    assert_eq!(res.status, StatusCode::CONFLICT);

    // Drafts are not on the public schedule; nobody is mailed about a draft.
    assert!(ok(app.get("/api/v1/schedule").await).await["matches"].as_array().unwrap().is_empty());
    assert!(mail_to(&app, "Your fixtures are published").is_empty());

    // A follower of the live page is told when the fixtures are published.
    let mut stream = follow(&app).await;
    let mut buffer = String::new();
    next_event(&mut stream, &mut buffer, "ready", |_| true).await;
    let version = m1["fixtures"]["version"].as_i64().unwrap() + 1;
    ok(app
        .json(
            Method::POST,
            &format!("/api/v1/admin/fixture-sets/{k}/publish"),
            Some(&admin),
            json!({"version": version}),
        )
        .await)
    .await;
    let told = next_event(&mut stream, &mut buffer, "update", |u| u["setId"] == k.as_str()).await;
    assert_eq!(told["kind"], "fixtures");
    assert_eq!(told["event"], "kabaddi");
    // Each kabaddi team is mailed its scheduled matches.
    until("the publication mails", || mail_to(&app, "Your fixtures are published").len() == 3).await;
    let first = mail_to(&app, "Your fixtures are published").into_iter().find(|m| m.contains("Kabaddi (Men)")).unwrap();
    assert!(first.contains("Fri 20 Feb 2026"), "{first}");

    // The public schedule: the published kabaddi matches, by time; filters by day and venue.
    let schedule = ok(app.get("/api/v1/schedule").await).await;
    let listed: Vec<(&str, &str)> = schedule["matches"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| (m["matchId"].as_str().unwrap(), m["start"].as_str().unwrap()))
        .collect();
    assert_eq!(listed, [("M1", "10:00"), (busy.as_str(), "12:00")]);
    assert_eq!(schedule["days"], json!(["2026-02-20"]));
    let at_ground = ok(app.get(&format!("/api/v1/schedule?venue={ground}")).await).await;
    assert_eq!(at_ground["matches"].as_array().unwrap().len(), 1);
    assert!(ok(app.get("/api/v1/schedule?day=2026-02-21").await).await["matches"].as_array().unwrap().is_empty());
    // A team's own matches; nobody else's.
    let mine = ok(app.get_as("/api/v1/user/matches", &captains[0]).await).await;
    assert!(!mine["matches"].as_array().unwrap().is_empty());
    assert!(ok(app.get_as("/api/v1/user/matches", &outsider).await).await["matches"].as_array().unwrap().is_empty());

    // Calendar feeds: the sport's for anybody, the team's at an address only its owner is given.
    let res = app.get("/api/v1/schedule/kabaddi/calendar.ics").await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert!(res.header("content-type").unwrap().starts_with("text/calendar"));
    let ics = res.text().replace("\r\n ", "");
    assert!(ics.starts_with("BEGIN:VCALENDAR") && ics.matches("BEGIN:VEVENT").count() == 2, "{ics}");
    // 10:00 in India is 04:30 UTC.
    assert!(ics.contains("DTSTART:20260220T043000Z") && ics.contains("LOCATION:Court 1"), "{ics}");
    assert!(ics.contains("SUMMARY:Kabaddi (Men): "), "{ics}");
    let calendars = mine["calendars"].as_array().unwrap();
    assert_eq!(calendars.len(), 1, "{mine}");
    let path = calendars[0]["path"].as_str().unwrap().to_owned();
    let res = app.get(&format!("/api/v1{path}")).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert!(res.text().contains("BEGIN:VEVENT"), "{}", res.text());
    let forged = format!("/api/v1{}", path.replacen('.', ".0", 1));
    assert_eq!(app.get(&forged).await.status, StatusCode::NOT_FOUND);
    let other_team = ids_of(&app, &k).await.into_iter().find(|id| !path.contains(id.as_str())).unwrap();
    assert_eq!(
        app.get(&format!("/api/v1/calendar/{other_team}.{}.ics", "0".repeat(32))).await.status,
        StatusCode::NOT_FOUND
    );
    assert!(ok(app.get_as("/api/v1/user/matches", &outsider).await).await["calendars"].as_array().unwrap().is_empty());

    // Moving a published match: audited, both teams mailed, followers told.
    ok(app.json(Method::PUT, &place(&k, "M1"), Some(&admin), at(&ground, "09:00", "10:00")).await).await;
    let told = next_event(&mut stream, &mut buffer, "update", |u| u["kind"] == "schedule").await;
    assert_eq!(told["matches"], json!(["M1"]));
    until("the moved-match mails", || mail_to(&app, "Your match has moved").len() == 2).await;
    assert!(mail_to(&app, "Your match has moved")[0].contains("09:00 to 10:00, Main Ground"));
    let log = ok(app.get_as("/api/v1/admin/audit-log?limit=100", &admin).await).await;
    assert!(log["entries"].as_array().unwrap().iter().any(|e| e["action"] == "fixtures.schedule"));

    // A result reaches the follower with its match.
    ok(result(&app, &scorer, &k, "M1", json!({"homeScore": 31, "awayScore": 27})).await).await;
    let told = next_event(&mut stream, &mut buffer, "update", |u| u["kind"] == "result").await;
    assert_eq!(told["matches"], json!(["M1"]));
}

#[tokio::test]
async fn an_update_on_one_server_reaches_the_followers_of_another() {
    let app = TestApp::spawn().await;
    let twin = app.twin_with(&[]).await;
    // Each server follows the others (as `fest serve` does).
    fest_app::cluster::start(&app.ctx);
    fest_app::cluster::start(&twin.ctx);
    let mut stream = follow(&twin).await;
    let mut buffer = String::new();
    next_event(&mut stream, &mut buffer, "ready", |_| true).await;
    let update = |n: i32| fest_app::live::Update {
        kind: fest_app::live::Kind::Result,
        set_id: "set".into(),
        event: "football".into(),
        category: "Men".into(),
        version: n,
        matches: vec!["M1".into()],
    };
    if app.ctx.db().get_database_backend() == sea_orm::DbBackend::Postgres {
        // The twin's LISTEN may still be starting: tell until it hears, then once more, in order.
        let heard = async {
            let mut n = 0;
            loop {
                n += 1;
                fest_app::live::tell(&app.ctx, update(n)).await;
                let wait = tokio::time::timeout(
                    Duration::from_millis(500),
                    next_event(&mut stream, &mut buffer, "update", |_| true),
                );
                if wait.await.is_ok() {
                    return n;
                }
            }
        };
        let n = tokio::time::timeout(PATIENCE, heard).await.expect("the other server never heard");
        fest_app::live::tell(&app.ctx, update(n + 100)).await;
        let told = next_event(&mut stream, &mut buffer, "update", |u| u["version"] == n + 100).await;
        assert_eq!(told["setId"], "set");
        // A server's own updates are handed out once: what follows them on the channel comes next.
        fest_app::live::tell(&twin.ctx, update(n + 200)).await;
        fest_app::live::tell(&app.ctx, update(n + 300)).await;
        let next = next_event(&mut stream, &mut buffer, "update", |_| true).await;
        assert_eq!(next["version"], n + 200);
        let next = next_event(&mut stream, &mut buffer, "update", |_| true).await;
        assert_eq!(next["version"], n + 300, "the twin's own update came back to it");
    } else {
        // On SQLite there is one server: its own followers are told.
        fest_app::live::tell(&twin.ctx, update(7)).await;
        let told = next_event(&mut stream, &mut buffer, "update", |_| true).await;
        assert_eq!(told["version"], 7);
    }
    assert_eq!(twin.ctx.live().clients(), 1);
    drop(stream);
    assert_eq!(twin.ctx.live().clients(), 0, "a follower that leaves is counted out");
}

/// A chess result, board by board.
fn boards(results: [&str; 4]) -> Value {
    json!({"sheet": {"boards": results}})
}

/// The home side (white) wins 3–1.
const WHITE_WINS: [&str; 4] = ["1-0", "1-0", "0-1", "1-0"];

/// Plays every ready match of a set: the home side (white) wins, except `drawn` matches, which are drawn.
async fn play_round(app: &TestApp, scorer: &str, set: &str, f: &Value, drawn: &[&str]) -> Value {
    let mut last = Value::Null;
    for m in f["matches"].as_array().unwrap().iter().filter(|m| m["status"] == "ready") {
        let id = m["id"].as_str().unwrap();
        let body = if drawn.contains(&id) { boards(["1-0", "0-1", "½-½", "draw"]) } else { boards(WHITE_WINS) };
        last = ok(result(app, scorer, set, id, body).await).await;
    }
    last
}

#[tokio::test]
async fn team_chess_is_a_swiss_paired_round_by_round_to_its_podium() {
    let app = TestApp::spawn().await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let scorer = app.user_with_role("scorer", Role::Scorer).await;
    for (i, college) in COLLEGES[..5].iter().enumerate() {
        paid_team(&app, &format!("chess{i}"), EventId::Chess, "", college, 60 + u64::try_from(i).unwrap()).await;
    }
    let generate = |rounds: u32| json!({"format": {"kind": "swiss", "rounds": rounds}});
    let res = app.json(Method::POST, "/api/v1/admin/fixtures/chess", Some(&admin), generate(6)).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
    assert!(res.text().contains("5 teams can play 1 to 5 Swiss rounds."), "{}", res.text());
    let draft = ok(app.json(Method::POST, "/api/v1/admin/fixtures/chess", Some(&admin), generate(3)).await).await;
    let f = &draft["fixtures"];
    assert_eq!(f["format"], json!({"kind": "swiss", "rounds": 3}));
    // Round 1 only: the top half meets the bottom half, the lowest seed has the bye.
    assert_eq!(f["rounds"].as_array().unwrap().len(), 1);
    assert_eq!(f["rounds"][0]["byes"], json!(["NIT Jamshedpur"]));
    let sides = |f: &Value, id: &str| {
        let m = match_of(f, id);
        (m["home"]["label"].as_str().unwrap().to_owned(), m["away"]["label"].as_str().unwrap().to_owned())
    };
    assert_eq!(sides(f, "M1"), ("IIT Patna".to_owned(), "BIT Mesra".to_owned()));
    assert_eq!(sides(f, "M2"), ("IIT Kharagpur".to_owned(), "NIT Patna".to_owned()));
    assert_eq!(f["tables"][0]["group"], "Standings");
    assert!(f.get("nextRound").is_none());
    let set = f["id"].as_str().unwrap().to_owned();
    let next = format!("/api/v1/admin/fixture-sets/{set}/next-round");
    let res = app.json(Method::POST, &next, Some(&admin), json!({})).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text());
    assert!(res.text().contains("Publish these fixtures and play round 1 before pairing the next round."));
    ok(app.json(Method::POST, &format!("/api/v1/admin/fixture-sets/{set}/publish"), Some(&admin), json!({})).await)
        .await;

    // Round 1: IIT Patna beats BIT Mesra; the other game is drawn. Pairing waits for both.
    // A chess result is entered board by board.
    let res = result(&app, &scorer, &set, "M1", json!({"homeScore": 3, "awayScore": 1})).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
    assert!(res.text().contains("A chess result is entered board by board."), "{}", res.text());
    let res = result(&app, &scorer, &set, "M1", boards(["1-0", "1-0", "0-1", "2-0"])).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
    assert!(res.text().contains("Board 4: 1-0, ½-½ or 0-1."), "{}", res.text());
    let after = ok(result(&app, &scorer, &set, "M1", boards(["1-0", "½-½", "0-1", "1-0"])).await).await;
    // Half points: 2½–1½ is 5 to 3, and the page shows it as chess writes it.
    let m1 = match_of(&after["fixtures"], "M1");
    assert_eq!((m1["homeScore"].as_u64(), m1["awayScore"].as_u64()), (Some(5), Some(3)));
    assert_eq!(m1["scoreText"], "2½–1½");
    assert_eq!(m1["sheet"], json!({"boards": ["1-0", "½-½", "0-1", "1-0"]}));
    assert!(after["fixtures"].get("nextRound").is_none());
    let res = app.json(Method::POST, &next, Some(&admin), json!({})).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
    assert!(res.text().contains("Round 1 is not finished: M2 still to play."), "{}", res.text());
    let after = ok(result(&app, &scorer, &set, "M2", boards(["1-0", "0-1", "½-½", "½-½"])).await).await;
    let f = &after["fixtures"];
    assert_eq!(f["nextRound"], 2);
    let points: Vec<(&str, u64)> = f["tables"][0]["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| (s["name"].as_str().unwrap(), s["points"].as_u64().unwrap()))
        .collect();
    // Game points in the table as chess writes them: 2½–1½ is a difference of one.
    let difference = |name: &str| {
        let rows = f["tables"][0]["standings"].as_array().unwrap();
        rows.iter().find(|s| s["name"] == name).unwrap()["scoreDifferenceText"].as_str().unwrap().to_owned()
    };
    assert_eq!(
        (difference("IIT Patna"), difference("BIT Mesra"), difference("NIT Patna")),
        ("+1".into(), "-1".into(), "0".into())
    );
    // Match points: a win 2 (the bye too), a draw 1; level scores by seed.
    assert_eq!(
        points,
        [("IIT Patna", 2), ("NIT Jamshedpur", 2), ("NIT Patna", 1), ("IIT Kharagpur", 1), ("BIT Mesra", 0)]
    );
    let version = f["version"].as_i64().unwrap();
    for who in [&scorer, &app.user_with_role("plain", Role::User).await] {
        let res = app.json(Method::POST, &next, Some(who), json!({"version": version})).await;
        assert_eq!(res.status, StatusCode::FORBIDDEN, "{}", res.text());
    }
    let res = app.json(Method::POST, &next, Some(&admin), json!({"version": version - 1})).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text());

    // Round 2: nobody meets a team twice; BIT Mesra, lowest without a bye, has it.
    let paired = ok(app.json(Method::POST, &next, Some(&admin), json!({"version": version})).await).await;
    let f = &paired["fixtures"];
    assert_eq!(f["rounds"][1]["name"], "Round 2");
    assert_eq!(f["rounds"][1]["byes"], json!(["BIT Mesra"]));
    assert_eq!(f["matches"].as_array().unwrap().len(), 4);
    assert_eq!(sides(f, "M3"), ("NIT Patna".to_owned(), "IIT Patna".to_owned()));
    assert_eq!(sides(f, "M4"), ("NIT Jamshedpur".to_owned(), "IIT Kharagpur".to_owned()));
    assert!(f.get("nextRound").is_none(), "round 2 is to play");
    assert!(audited(&app, &admin).await.contains(&"fixtures.next_round".to_owned()));
    // The new games are in the public fixtures and can be scheduled like any match.
    let public = ok(app.get("/api/v1/fixtures/chess").await).await;
    assert_eq!(public["fixtures"]["matches"].as_array().unwrap().len(), 4);
    let hall = app.venue(&admin, "Chess Hall").await;
    let place = json!({"venueId": hall, "day": "2027-02-12", "start": "10:00", "end": "11:00"});
    let path = format!("/api/v1/admin/fixture-sets/{set}/matches/M3/schedule");
    ok(app.json(Method::PUT, &path, Some(&admin), place).await).await;

    // Rounds 2 and 3 played: the table places the podium, with the prizes; no fourth round.
    let after = play_round(&app, &scorer, &set, f, &[]).await;
    let version = after["fixtures"]["version"].as_i64().unwrap();
    let paired = ok(app.json(Method::POST, &next, Some(&admin), json!({"version": version})).await).await;
    let f = &paired["fixtures"];
    assert_eq!(f["rounds"].as_array().unwrap().len(), 3);
    let mut met = std::collections::BTreeSet::new();
    for m in f["matches"].as_array().unwrap() {
        let mut pair = [m["home"]["label"].as_str().unwrap(), m["away"]["label"].as_str().unwrap()];
        pair.sort_unstable();
        assert!(met.insert(pair), "{pair:?} meet twice");
    }
    let done = play_round(&app, &scorer, &set, f, &[]).await;
    let f = &done["fixtures"];
    assert_eq!(f["complete"], true, "{f}");
    assert!(f["tables"][0]["complete"].as_bool().unwrap());
    let top: Vec<&str> =
        f["tables"][0]["standings"].as_array().unwrap()[..3].iter().map(|s| s["name"].as_str().unwrap()).collect();
    let podium: Vec<(&str, u64)> = f["podium"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| (p["name"].as_str().unwrap(), p["prizePaise"].as_u64().unwrap()))
        .collect();
    assert_eq!(podium, [(top[0], 500_000), (top[1], 300_000), (top[2], 200_000)]);
    let res = app.json(Method::POST, &next, Some(&admin), json!({})).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
    assert!(res.text().contains("All 3 rounds are paired already."), "{}", res.text());
    let table = ok(app.get("/api/v1/standings").await).await;
    let first = table["rows"].as_array().unwrap().iter().find(|r| r["college"] == top[0]).cloned().unwrap();
    assert_eq!(first["points"], 10, "{table}");
}

/// A two-team knockout of `event` (category `category`), published: its one match, `M1`, is ready.
async fn final_of_two(app: &TestApp, admin: &str, event: EventId, category: &str, first: u64) -> String {
    for (i, college) in COLLEGES[..2].iter().enumerate() {
        let n = first + u64::try_from(i).unwrap();
        paid_team(app, &format!("{}{n}", event.as_str()), event, category, college, n).await;
    }
    let slug = event.as_str();
    let mut body = json!({"format": {"kind": "knockout", "thirdPlace": false}});
    if !category.is_empty() {
        body["category"] = json!(category);
    }
    let draft = ok(app.json(Method::POST, &format!("/api/v1/admin/fixtures/{slug}"), Some(admin), body).await).await;
    let set = draft["fixtures"]["id"].as_str().unwrap().to_owned();
    ok(app.json(Method::POST, &format!("/api/v1/admin/fixture-sets/{set}/publish"), Some(admin), json!({})).await)
        .await;
    set
}

#[tokio::test]
async fn score_sheets_give_the_scores_of_sets_and_innings_and_are_corrected_as_entered() {
    let app = TestApp::spawn().await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let scorer = app.user_with_role("scorer", Role::Scorer).await;

    // Volleyball: sets with their points; the sheet must be a finished match of the sport.
    let set = final_of_two(&app, &admin, EventId::Volleyball, "Men", 70).await;
    let refused = [
        (json!({"sheet": {"bestOf": 5, "sets": [[25, 20], [24, 25], [25, 24]]}}), "Set 3 (25–24) is not finished."),
        (
            json!({"sheet": {"bestOf": 5, "sets": [[25, 20], [22, 25]]}}),
            "Neither side has won 3 sets of a best of 5 yet.",
        ),
        (json!({"sheet": {"bestOf": 4, "sets": [[25, 20]]}}), "A match is best of 3 or 5."),
        (
            json!({"homeScore": 3, "awayScore": 0, "sheet": {"sets": [[25, 20], [25, 20]]}}),
            "The score comes from the score sheet: send one or the other.",
        ),
        (
            json!({"walkover": true, "winner": "T1", "sheet": {"sets": [[25, 20], [25, 20]]}}),
            "A walkover has no score sheet.",
        ),
        (json!({"sheet": {"boards": ["1-0", "1-0", "1-0", "1-0"]}}), "Enter the points of each set."),
    ];
    for (body, message) in refused {
        let res = result(&app, &scorer, &set, "M1", body).await;
        assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
        assert!(res.text().contains(message), "{message}: {}", res.text());
    }
    let fixtures = ok(app.get("/api/v1/fixtures/volleyball?category=Men").await).await;
    assert_eq!(match_of(&fixtures["fixtures"], "M1")["status"], "ready", "nothing was stored");
    let sheet = json!({"bestOf": 5, "sets": [[25, 20], [22, 25], [26, 24], [25, 18]]});
    let saved = ok(result(&app, &scorer, &set, "M1", json!({"sheet": sheet, "detail": "Final"})).await).await;
    let m1 = match_of(&saved["fixtures"], "M1");
    assert_eq!((m1["homeScore"].as_u64(), m1["awayScore"].as_u64()), (Some(3), Some(1)));
    assert_eq!(m1["scoreText"], "3–1 (25–20, 22–25, 26–24, 25–18)");
    assert_eq!(m1["sheet"], sheet);
    assert_eq!(m1["detail"], "Final");
    assert_eq!(saved["fixtures"]["podium"][0]["name"], COLLEGES[0]);
    // An organiser's correction starts from the sheet entered, turns the match round and is audited with it.
    let corrected = json!({"bestOf": 5, "sets": [[25, 20], [22, 25], [24, 26], [25, 18], [13, 15]]});
    let after = ok(result(&app, &admin, &set, "M1", json!({"sheet": corrected})).await).await;
    let m1 = match_of(&after["fixtures"], "M1");
    assert_eq!(m1["scoreText"], "2–3 (25–20, 22–25, 24–26, 25–18, 13–15)");
    assert_eq!(after["fixtures"]["podium"][0]["name"], COLLEGES[1]);
    let log = ok(app.get_as("/api/v1/admin/audit-log?limit=100", &admin).await).await;
    let entry = log["entries"].as_array().unwrap().iter().find(|e| e["action"] == "fixtures.correct").unwrap().clone();
    assert!(entry.to_string().contains("[26,24]"), "the sheet it was: {entry}");

    // Cricket: runs decide; a tie in a knockout needs the winner of the super over.
    let set = final_of_two(&app, &admin, EventId::Cricket, "", 80).await;
    let innings = |runs: u32, wickets: u32, overs: &str| json!({"runs": runs, "wickets": wickets, "overs": overs});
    let bad = json!({"sheet": {"home": innings(152, 11, "20"), "away": innings(148, 9, "20.6")}});
    let res = result(&app, &scorer, &set, "M1", bad).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
    assert!(res.text().contains("Wickets are a number from 0 to 10."), "{}", res.text());
    let tie = json!({"home": innings(152, 6, "20"), "away": innings(152, 9, "19.4")});
    let res = result(&app, &scorer, &set, "M1", json!({"sheet": tie})).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
    let fixtures = ok(app.get("/api/v1/fixtures/cricket").await).await;
    let away = match_of(&fixtures["fixtures"], "M1")["away"]["entrant"].as_str().unwrap().to_owned();
    let body = json!({"sheet": tie, "winner": away, "detail": "Super over"});
    let saved = ok(result(&app, &scorer, &set, "M1", body).await).await;
    let m1 = match_of(&saved["fixtures"], "M1");
    assert_eq!((m1["homeScore"].as_u64(), m1["awayScore"].as_u64()), (Some(152), Some(152)));
    assert_eq!(m1["scoreText"], "152/6 (20) v 152/9 (19.4)");
    assert_eq!(saved["fixtures"]["podium"][0]["name"], COLLEGES[1]);
}
