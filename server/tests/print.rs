//! Bulk printing for the organisers: the passes to print by event or by college, the colleges, and the
//! referees' team sheets. Admins only; live passes of paid registrations only; no phone or Aadhaar number
//! in any answer. Runs on SQLite and PostgreSQL.

use crate::common;

use axum::http::{Method, StatusCode};
use common::TestApp;
use fest_app::roles::Role;
use fest_shared::catalogue::{EventId, event};
use serde_json::{Value, json};

/// Pays for a team of `event_id` through the sandbox as `token`'s owner, for `college`; returns the
/// registration id.
async fn paid_team(app: &TestApp, token: &str, event_id: EventId, college: &str, people: u64) -> String {
    app.pay_team(token, event_id, Some("Men"), college, people, json!({})).await
}

fn heads(slug: &str) -> usize {
    event(slug).unwrap().roster.iter().map(|r| usize::from(r.min)).sum()
}

async fn get_ok(app: &TestApp, path: &str, token: &str) -> Value {
    let res = app.get_as(path, token).await;
    assert_eq!(res.status, StatusCode::OK, "{path}: {}", res.text());
    let text = res.text();
    // Nothing printed carries a phone or an Aadhaar number (the test forms' are 98xxxxxxxx and
    // 1234xxxxxxxx, moved by other_people).
    for key in ["phoneNumber", "phone", "aadharId", "aadhaarId", "aadhar", "aadhaar"] {
        assert!(!text.contains(&format!("\"{key}\"")), "{path} answers a {key}: {text}");
    }
    assert!(!text.contains("98000000"), "{path} answers a phone number: {text}");
    res.json()
}

#[tokio::test]
async fn only_admins_print() {
    let app = TestApp::spawn().await;
    let paths = [
        "/api/v1/admin/print/passes?event=football",
        "/api/v1/admin/print/team-sheets/football",
        "/api/v1/admin/print/colleges",
    ];
    for (i, path) in paths.into_iter().enumerate() {
        assert_eq!(app.get(path).await.status, StatusCode::UNAUTHORIZED, "{path}");
        for (name, role) in
            [("user", Role::User), ("volunteer", Role::Volunteer), ("moderator", Role::Moderator), ("ca", Role::Ca)]
        {
            let token = app.user_with_role(&format!("{name}{i}"), role).await;
            assert_eq!(app.get_as(path, &token).await.status, StatusCode::FORBIDDEN, "{path} as {name}");
        }
    }
    let admin = app.user_with_role("boss", Role::Admin).await;
    // Exactly one of an event and a college; an event the catalogue has.
    let res = app.get_as("/api/v1/admin/print/passes", &admin).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
    assert!(res.json()["errors"]["event"].is_array(), "{}", res.text());
    let res = app.get_as("/api/v1/admin/print/passes?event=football&college=X", &admin).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
    assert_eq!(app.get_as("/api/v1/admin/print/passes?event=nope", &admin).await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.get_as("/api/v1/admin/print/team-sheets/nope", &admin).await.status, StatusCode::NOT_FOUND);
    // Nothing paid yet: nothing to print.
    let body = get_ok(&app, "/api/v1/admin/print/passes?event=football", &admin).await;
    assert_eq!((body["event"].as_str(), body["passes"].as_array().map(Vec::len)), (Some("football"), Some(0)));
    let body = get_ok(&app, "/api/v1/admin/print/colleges", &admin).await;
    assert_eq!(body["colleges"], json!([]));
}

#[tokio::test]
async fn passes_print_by_event_and_by_college_live_and_paid_only() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("boss", Role::Admin).await;
    let (asha, ravi, meera, kabir) = (
        app.user_with_role("asha", Role::User).await,
        app.user_with_role("ravi", Role::User).await,
        app.user_with_role("meera", Role::User).await,
        app.user_with_role("kabir", Role::User).await,
    );
    let iitp = "Indian Institute of Technology Patna";
    let nitp = "NIT Patna";
    let first = paid_team(&app, &asha, EventId::Football, iitp, 0).await;
    let second = paid_team(&app, &ravi, EventId::Football, nitp, 1).await;
    let volleyball = paid_team(&app, &meera, EventId::Volleyball, "  nit patna ", 2).await;
    let cancelled = paid_team(&app, &kabir, EventId::Football, "Cancelled College", 3).await;
    let (football, volley) = (heads("football"), heads("volleyball"));

    // A registration cancelled by its owner: its passes are revoked, so it prints nothing.
    let res = app.json(Method::POST, "/api/v1/events/football/cancel", Some(&kabir), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    // And one pass of a paid team revoked (as a roster change sets a person's pass aside).
    let body = get_ok(&app, "/api/v1/admin/print/passes?event=football", &admin).await;
    let passes = body["passes"].as_array().unwrap();
    assert_eq!(passes.len(), football * 2, "{body}");
    let revoked = passes[1]["id"].as_str().unwrap().to_owned();
    app.sql(&format!("UPDATE pass SET revoked_at = created_at WHERE id = '{revoked}'")).await;

    let body = get_ok(&app, "/api/v1/admin/print/passes?event=football", &admin).await;
    let passes = body["passes"].as_array().unwrap();
    assert_eq!(passes.len(), football * 2 - 1);
    assert!(passes.iter().all(|p| p["id"] != revoked.as_str() && p["registrationId"] != cancelled.as_str()));
    // By college, then in the order registered; each pass with what it shows.
    let colleges: Vec<&str> = passes.iter().map(|p| p["college"].as_str().unwrap()).collect();
    assert!(colleges.windows(2).all(|w| w[0].to_lowercase() <= w[1].to_lowercase()), "{colleges:?}");
    let p = passes.iter().find(|p| p["registrationId"] == first.as_str()).unwrap();
    assert_eq!(p["event"], "football");
    assert_eq!(p["eventTitle"], "Football");
    assert_eq!(p["category"], "Men");
    assert_eq!(p["college"], iitp);
    assert_eq!(p["role"], "captain");
    assert_eq!(p["roleTitle"], "Captain");
    assert_eq!(p["dates"], fest_shared::fest::FEST.dates);
    assert_eq!(p["venue"], fest_shared::fest::FEST.institute);
    // The full name as registered, and the token the gate verifies.
    assert!(p["name"].as_str().unwrap().split(' ').count() >= 2 && !p["name"].as_str().unwrap().ends_with('.'));
    let key = fest_shared::pass::public_key_from_base64(
        app.get("/api/v1/checkin/public-key").await.json()["publicKey"].as_str().unwrap(),
    )
    .unwrap();
    let now = u64::try_from(chrono::Utc::now().timestamp()).unwrap();
    let claims = fest_shared::pass::verify(p["token"].as_str().unwrap(), &key, now).unwrap();
    assert_eq!(claims.pass_id, p["id"].as_str().unwrap());

    // By college: any case and spaces, across events.
    let body = get_ok(&app, "/api/v1/admin/print/passes?college=nit%20PATNA", &admin).await;
    assert_eq!((body["college"].as_str(), body["event"].clone()), (Some("nit PATNA"), Value::Null));
    let passes = body["passes"].as_array().unwrap();
    assert_eq!(passes.len(), football + volley);
    let registrations: Vec<&str> = passes.iter().map(|p| p["registrationId"].as_str().unwrap()).collect();
    // Events in the catalogue's order: football before volleyball.
    assert_eq!(registrations[0], second);
    assert_eq!(registrations[registrations.len() - 1], volleyball);
    assert_eq!(passes.last().unwrap()["eventTitle"], "Volleyball");
    let body = get_ok(&app, "/api/v1/admin/print/passes?college=Nobody%20College", &admin).await;
    assert_eq!(body["passes"], json!([]));

    // The colleges with passes to print (the cancelled team's is not one), each spelling once.
    let body = get_ok(&app, "/api/v1/admin/print/colleges", &admin).await;
    assert_eq!(
        body["colleges"],
        json!([
            {"name": iitp, "passes": football - 1},
            {"name": nitp, "passes": football + volley},
        ])
    );

    // Printing passes is in the audit log (the printout carries every token).
    let log = get_ok(&app, "/api/v1/admin/audit-log", &admin).await;
    assert!(log["entries"].as_array().unwrap().iter().any(|e| e["action"] == "print.passes"), "{log}");
}

#[tokio::test]
async fn team_sheets_list_each_paid_team_with_numbers_and_check_ins() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("boss", Role::Admin).await;
    let gatekeeper = app.user_with_role("gate", Role::Volunteer).await;
    let asha = app.user_with_role("asha", Role::User).await;
    let ravi = app.user_with_role("ravi", Role::User).await;
    let first = paid_team(&app, &asha, EventId::Football, "Indian Institute of Technology Patna", 0).await;
    let second = paid_team(&app, &ravi, EventId::Football, "NIT Patna", 1).await;
    let football = heads("football");

    let body = get_ok(&app, "/api/v1/admin/print/passes?event=football", &admin).await;
    let passes = body["passes"].as_array().unwrap().clone();
    let of = |reg: &str| passes.iter().filter(|p| p["registrationId"] == reg).cloned().collect::<Vec<_>>();
    let (mine, theirs) = (of(&first), of(&second));
    // Check two of the first team in and one of the second; undo that one.
    for p in [&mine[0], &mine[2], &theirs[0]] {
        let res = app
            .json(
                Method::POST,
                "/api/v1/checkin/scan",
                Some(&gatekeeper),
                json!({"token": p["token"], "gate": "North"}),
            )
            .await;
        assert_eq!(res.json()["result"], "ok", "{}", res.text());
    }
    let res = app
        .json(
            Method::POST,
            &format!("/api/v1/admin/checkin/passes/{}/undo", theirs[0]["id"].as_str().unwrap()),
            Some(&admin),
            json!({"reason": "scanned the wrong pass"}),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());

    let body = get_ok(&app, "/api/v1/admin/print/team-sheets/football", &admin).await;
    assert_eq!(body["event"], "football");
    assert_eq!(body["eventTitle"], "Football");
    assert_eq!(body["venue"], fest_shared::fest::FEST.institute);
    let teams = body["teams"].as_array().unwrap();
    assert_eq!(teams.len(), 2, "{body}");
    assert_eq!(teams[0]["registrationId"], first.as_str());
    assert_eq!(teams[0]["college"], "Indian Institute of Technology Patna");
    assert_eq!(teams[0]["category"], "Men");
    assert_eq!(teams[1]["college"], "NIT Patna");
    for t in teams {
        let players = t["players"].as_array().unwrap();
        assert_eq!(players.len(), football);
        // Numbered by their line on the roster.
        let numbers: Vec<u64> = players.iter().map(|p| p["number"].as_u64().unwrap()).collect();
        assert_eq!(numbers, (1..=football as u64).collect::<Vec<_>>());
        assert_eq!(players[0]["roleTitle"], "Captain");
        assert!(players.iter().all(|p| p["name"].as_str().is_some_and(|n| !n.is_empty())));
    }
    let checked: Vec<bool> =
        teams[0]["players"].as_array().unwrap().iter().map(|p| p["checkedIn"].as_bool().unwrap()).collect();
    let mut expected = vec![false; football];
    expected[0] = true;
    expected[2] = true;
    assert_eq!(checked, expected);
    assert_eq!(teams[0]["checkedIn"], 2);
    assert!(teams[0]["players"][0]["checkedInAt"].is_string());
    // The undone check-in does not count.
    assert_eq!(teams[1]["checkedIn"], 0);
    assert!(teams[1]["players"].as_array().unwrap().iter().all(|p| p["checkedIn"] == false));

    // An event nobody paid for has no sheets.
    let body = get_ok(&app, "/api/v1/admin/print/team-sheets/chess", &admin).await;
    assert_eq!(body["teams"], json!([]));
}
