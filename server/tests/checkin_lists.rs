//! Check-in lists: the fest's gates, the hostel desk, the mess and the pronite are lists with rules (events,
//! entry once or entry and exit, a stay required, the gates that scan for them); people inside counted live;
//! passes blocked from a list with a reason (audited); duplicates, export and the scanner's bundle; two gates
//! scanning one pass at once. Runs on SQLite and PostgreSQL.

use crate::common;

use axum::http::{Method, StatusCode};
use common::TestApp;
use fest_app::roles::Role;
use fest_shared::catalogue::EventId;
use serde_json::{Value, json};

async fn ok(res: common::TestResponse) -> Value {
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    res.json()
}

/// The tokens of a paid football team's passes.
async fn team_passes(app: &TestApp, name: &str, college: &str, n: u64) -> Vec<(String, String)> {
    let captain = app.paid_team(name, EventId::Football, Some("Men"), college, n).await;
    let passes = ok(app.get_as("/api/v1/passes", &captain).await).await;
    passes["passes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| (p["id"].as_str().unwrap().to_owned(), p["token"].as_str().unwrap().to_owned()))
        .collect()
}

async fn scan(app: &TestApp, who: &str, token: &str, gate: &str, direction: &str) -> Value {
    let body = json!({"token": token, "gate": gate, "direction": direction});
    ok(app.json(Method::POST, "/api/v1/checkin/scan", Some(who), body).await).await
}

fn result(answer: &Value) -> (&str, &str) {
    (answer["result"].as_str().unwrap(), answer["message"].as_str().unwrap())
}

async fn list_of(app: &TestApp, who: &str, id: &str) -> Value {
    ok(app.get_as(&format!("/api/v1/admin/checkin-lists/{id}"), who).await).await
}

#[tokio::test]
async fn gates_scan_for_their_lists_which_count_entries_and_exits() {
    let app = TestApp::spawn().await;
    let admin = app.user_with_role("lists-admin", Role::Admin).await;
    let gate = app.user_with_role("lists-gate", Role::Volunteer).await;
    let passes = team_passes(&app, "lists-captain", "IIT Delhi", 1).await;
    let (first, token) = passes[0].clone();

    // The seeded lists: the fest's gates take every gate no list names.
    let lists = ok(app.get_as("/api/v1/admin/checkin-lists", &admin).await).await;
    let names: Vec<&str> = lists["lists"].as_array().unwrap().iter().map(|l| l["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["Fest gates", "Hostel desk", "Mess", "Pronite"]);
    assert_eq!(lists["lists"][0]["isDefault"], true);
    assert_eq!(lists["lists"][3]["mode"], "in_out");
    assert_eq!(lists["lists"][3]["gates"], json!(["pronite"]));

    // The fest's gates: in once; the pass's check-in is recorded.
    let answer = scan(&app, &gate, &token, "North", "in").await;
    assert_eq!(result(&answer), ("ok", "Checked in."));
    assert_eq!(answer["list"], json!({"id": "fest-gates", "name": "Fest gates"}));
    assert_eq!(answer["inside"], Value::Null, "counted on lists counting exits only");
    let again = scan(&app, &gate, &token, "South", "in").await;
    assert_eq!(again["result"], "duplicate");
    assert!(again["message"].as_str().unwrap().ends_with(" at gate North by lists-gate"), "{again}");
    let out = app
        .json(
            Method::POST,
            "/api/v1/checkin/scan",
            Some(&gate),
            json!({"token": token, "gate": "North", "direction": "out"}),
        )
        .await;
    assert_eq!(out.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", out.text());
    assert!(out.text().contains("This list counts entries only: scan people in."), "{}", out.text());

    // The hostel desk is a list requiring a stay: a genuine pass without one is refused, not invalid.
    let desk = scan(&app, &gate, &token, "Hostel", "in").await;
    assert_eq!(result(&desk), ("refused", "No stay is booked for this pass."));
    assert_eq!(desk["list"]["id"], "hostel-desk");

    // The pronite counts people in and out.
    let answer = scan(&app, &gate, &token, "pronite", "in").await;
    assert_eq!((result(&answer), answer["inside"].clone()), (("ok", "Checked in."), json!(1)));
    let twice = scan(&app, &gate, &token, "Pronite", "in").await;
    assert_eq!(twice["result"], "duplicate");
    let text = twice["message"].as_str().unwrap();
    assert!(text.starts_with("Already inside: in at ") && text.ends_with(" at gate pronite by lists-gate"), "{text}");
    let out = scan(&app, &gate, &token, "Pronite", "out").await;
    assert_eq!((result(&out), out["inside"].clone()), (("ok", "Checked out."), json!(0)));
    let not_in = scan(&app, &gate, &token, "Pronite", "out").await;
    assert_eq!(result(&not_in), ("refused", "Not inside: scan them in first."));
    let back = scan(&app, &gate, &token, "Pronite", "in").await;
    assert_eq!(back["result"], "ok");

    let pronite = list_of(&app, &admin, "pronite").await;
    assert_eq!(
        (pronite["list"]["entered"].clone(), pronite["list"]["inside"].clone(), pronite["list"]["duplicates"].clone()),
        (json!(1), json!(1), json!(1))
    );
    let entry = &pronite["recent"][0];
    assert_eq!(
        (entry["pass"]["id"].as_str(), entry["ins"].clone(), entry["outs"].clone()),
        (Some(first.as_str()), json!(2), json!(1))
    );
    assert_eq!(entry["inside"], true);
    assert_eq!(pronite["duplicates"][0]["direction"], "in");
    // The pronite's entries leave the fest's gates alone.
    let fest = list_of(&app, &admin, "fest-gates").await;
    assert_eq!((fest["list"]["entered"].clone(), fest["list"]["duplicates"].clone()), (json!(1), json!(1)));

    // The scanner's bundle: the lists' rules, the pronite's entry, the fest gates' check-in as before.
    let bundle = ok(app.get_as("/api/v1/checkin/bundle", &gate).await).await;
    assert_eq!(bundle["lists"].as_array().unwrap().len(), 4);
    assert_eq!(bundle["used"][0]["passId"], first.as_str());
    assert_eq!(
        bundle["entries"],
        json!([{
            "list": "pronite", "passId": first, "inside": true, "at": bundle["entries"][0]["at"], "gate": "Pronite",
            "by": "lists-gate"
        }])
    );
    assert_eq!(bundle["guests"], json!([]));

    // An admin undoes the fest check-in: the fest's gates let the pass in again, the pronite keeps it.
    let undo = json!({"reason": "Scanned by mistake"});
    ok(app.json(Method::POST, &format!("/api/v1/admin/checkin/passes/{first}/undo"), Some(&admin), undo).await).await;
    assert_eq!(scan(&app, &gate, &token, "East", "in").await["result"], "ok");
    assert_eq!(list_of(&app, &admin, "pronite").await["list"]["inside"], 1);

    // The export: one row per pass on the list.
    let csv = app.get_as("/api/v1/admin/checkin-lists/pronite/export", &admin).await;
    assert_eq!(csv.status, StatusCode::OK);
    let text = csv.text();
    let rows: Vec<&str> = text.lines().collect();
    assert_eq!(rows.len(), 2, "{text}");
    assert!(rows[0].starts_with("Pass,Registration,Name,Event,Role,Inside"), "{text}");
    assert!(rows[1].starts_with(&first) && rows[1].contains(",Football,") && rows[1].contains(",yes,"), "{text}");
    let log = app.get_as("/api/v1/admin/audit-log", &admin).await.text();
    assert!(log.contains("checkin_list.export"), "{log}");
}

#[tokio::test]
async fn admins_make_lists_with_rules_and_gates_of_their_own() {
    let app = TestApp::spawn().await;
    let admin = app.user_with_role("rules-admin", Role::Admin).await;
    let moderator = app.user_with_role("rules-moderator", Role::Moderator).await;
    let gate = app.user_with_role("rules-gate", Role::Volunteer).await;
    let (_, token) = team_passes(&app, "rules-captain", "IIT Bombay", 2).await[0].clone();

    let lounge = json!({"name": "Cricket lounge", "kind": "access", "mode": "once", "events": ["cricket"],
                        "gates": ["Lounge", " lounge "], "requiresStay": false, "isDefault": false});
    let res = app.json(Method::POST, "/api/v1/admin/checkin-lists", Some(&moderator), lounge.clone()).await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    assert_eq!(app.get_as("/api/v1/admin/checkin-lists", &gate).await.status, StatusCode::FORBIDDEN);
    assert_eq!(app.get_as("/api/v1/admin/checkin-lists", &moderator).await.status, StatusCode::OK);

    let res = app.json(Method::POST, "/api/v1/admin/checkin-lists", Some(&admin), lounge.clone()).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text());
    let made = res.json()["list"].clone();
    assert_eq!(made["gates"], json!(["Lounge"]));
    let id = made["id"].as_str().unwrap().to_owned();

    // Its rules: football passes are refused there.
    let answer = scan(&app, &gate, &token, "LOUNGE", "in").await;
    assert_eq!(result(&answer), ("refused", "Football passes are not admitted at Cricket lounge."));
    assert_eq!(answer["list"]["name"], "Cricket lounge");

    // A gate scans for one list; a name is one list's.
    let taken = json!({"name": "Second lounge", "kind": "access", "mode": "once", "events": null,
                       "gates": ["lounge"], "requiresStay": false, "isDefault": false});
    let res = app.json(Method::POST, "/api/v1/admin/checkin-lists", Some(&admin), taken).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(res.json()["errors"]["gates"][0], "Gate Lounge already scans for Cricket lounge.");
    let res = app
        .json(
            Method::POST,
            "/api/v1/admin/checkin-lists",
            Some(&admin),
            json!({
        "name": "cricket LOUNGE", "kind": "access", "mode": "once", "events": null, "gates": [],
        "requiresStay": false, "isDefault": false}),
        )
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(res.json()["errors"]["name"][0], "Another list is called cricket LOUNGE.");
    let res = app
        .json(
            Method::POST,
            "/api/v1/admin/checkin-lists",
            Some(&admin),
            json!({
        "name": " ", "kind": "stay", "mode": "once", "events": [], "gates": [], "requiresStay": false,
        "isDefault": false}),
        )
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    let errors = res.json()["errors"].clone();
    assert_eq!(errors["name"][0], "Name the list.");
    assert_eq!(errors["events"][0], "Choose at least one event, or admit every event.");

    // Football admitted too: the same gate now lets the pass in.
    let mut wider = lounge.clone();
    wider["events"] = json!(["cricket", "football"]);
    ok(app.json(Method::PUT, &format!("/api/v1/admin/checkin-lists/{id}"), Some(&admin), wider).await).await;
    assert_eq!(scan(&app, &gate, &token, "Lounge", "in").await["result"], "ok");

    // The default list stays one until another is made the default; then gates no list names scan for it.
    let mut fest = json!({"name": "Fest gates", "kind": "entry", "mode": "once", "events": null, "gates": [],
                          "requiresStay": false, "isDefault": false});
    let res = app.json(Method::PUT, "/api/v1/admin/checkin-lists/fest-gates", Some(&admin), fest.clone()).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
    let main = json!({"name": "Main gate", "kind": "entry", "mode": "once", "events": null, "gates": [],
                      "requiresStay": false, "isDefault": true});
    let res = app.json(Method::POST, "/api/v1/admin/checkin-lists", Some(&admin), main).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text());
    let answer = scan(&app, &gate, &token, "West", "in").await;
    assert_eq!(answer["list"]["name"], "Main gate");
    let lists = ok(app.get_as("/api/v1/admin/checkin-lists", &admin).await).await;
    let defaults = lists["lists"].as_array().unwrap().iter().filter(|l| l["isDefault"] == true).count();
    assert_eq!(defaults, 1);

    // Lists with entries are kept; an empty one goes.
    let res = app.json(Method::DELETE, &format!("/api/v1/admin/checkin-lists/{id}"), Some(&admin), json!({})).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text());
    fest["isDefault"] = json!(true);
    ok(app.json(Method::PUT, "/api/v1/admin/checkin-lists/fest-gates", Some(&admin), fest).await).await;
    let empty = json!({"name": "Unused", "kind": "access", "mode": "in_out", "events": null, "gates": ["Back"],
                       "requiresStay": false, "isDefault": false});
    let res = app.json(Method::POST, "/api/v1/admin/checkin-lists", Some(&admin), empty).await;
    let unused = res.json()["list"]["id"].as_str().unwrap().to_owned();
    let res = app.json(Method::DELETE, "/api/v1/admin/checkin-lists/fest-gates", Some(&admin), json!({})).await;
    assert_eq!(res.status, StatusCode::CONFLICT);
    ok(app.json(Method::DELETE, &format!("/api/v1/admin/checkin-lists/{unused}"), Some(&admin), json!({})).await).await;
    // Its gate is free again: it scans for the default list.
    let answer = scan(&app, &gate, &token, "Back", "in").await;
    assert_eq!(answer["list"]["id"], "fest-gates");
    let log = app.get_as("/api/v1/admin/audit-log", &admin).await.text();
    for action in ["checkin_list.create", "checkin_list.update", "checkin_list.delete"] {
        assert!(log.contains(action), "{action}");
    }
}

#[tokio::test]
async fn admins_block_a_pass_from_a_list_with_a_reason() {
    let app = TestApp::spawn().await;
    let admin = app.user_with_role("block-admin", Role::Admin).await;
    let moderator = app.user_with_role("block-moderator", Role::Moderator).await;
    let gate = app.user_with_role("block-gate", Role::Volunteer).await;
    let passes = team_passes(&app, "block-captain", "NIT Trichy", 3).await;
    let (id, token) = passes[1].clone();
    let blocks = "/api/v1/admin/checkin-lists/pronite/blocks";

    let body = json!({"pass": id.to_uppercase(), "reason": "Misconduct at the football ground"});
    let res = app.json(Method::POST, blocks, Some(&moderator), body.clone()).await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    let res = app.json(Method::POST, blocks, Some(&admin), json!({"pass": id, "reason": " "})).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    let res = app.json(Method::POST, blocks, Some(&admin), json!({"pass": "0123456789abcdef", "reason": "x"})).await;
    assert_eq!(res.status, StatusCode::NOT_FOUND);
    let blocked = ok(app.json(Method::POST, blocks, Some(&admin), body.clone()).await).await;
    assert_eq!(blocked["entry"]["blockedReason"], "Misconduct at the football ground");
    assert_eq!(blocked["entry"]["blockedBy"], "block-admin");
    let res = app.json(Method::POST, blocks, Some(&admin), body).await;
    assert_eq!(res.status, StatusCode::CONFLICT);

    let answer = scan(&app, &gate, &token, "Pronite", "in").await;
    assert_eq!(result(&answer), ("refused", "Blocked from Pronite: Misconduct at the football ground"));
    // Only from the pronite: the fest's gates let the pass in.
    assert_eq!(scan(&app, &gate, &token, "North", "in").await["result"], "ok");
    let bundle = ok(app.get_as("/api/v1/checkin/bundle", &gate).await).await;
    assert_eq!(
        bundle["blocked"],
        json!([{"list": "pronite", "passId": id, "reason": "Misconduct at the football ground"}])
    );
    let detail = list_of(&app, &moderator, "pronite").await;
    assert_eq!((detail["list"]["blocked"].clone(), detail["list"]["entered"].clone()), (json!(1), json!(0)));
    assert_eq!(detail["blocked"][0]["pass"]["id"], id.as_str());

    let unblock = format!("{blocks}/{id}");
    ok(app.json(Method::DELETE, &unblock, Some(&admin), json!({})).await).await;
    let res = app.json(Method::DELETE, &unblock, Some(&admin), json!({})).await;
    assert_eq!(res.status, StatusCode::NOT_FOUND);
    assert_eq!(scan(&app, &gate, &token, "Pronite", "in").await["result"], "ok");
    let log = app.get_as("/api/v1/admin/audit-log", &admin).await.text();
    assert!(log.contains("checkin_list.block") && log.contains("checkin_list.unblock"), "{log}");
    assert!(log.contains("Misconduct at the football ground"));
}

#[tokio::test]
async fn two_gates_scanning_one_pass_at_once_let_it_in_once() {
    let app = TestApp::spawn().await;
    let north = app.user_with_role("twin-north", Role::Volunteer).await;
    let south = app.user_with_role("twin-south", Role::Volunteer).await;
    let admin = app.user_with_role("twin-admin", Role::Admin).await;
    let passes = team_passes(&app, "twin-captain", "IIT Madras", 4).await;
    let stage = json!({"name": "Pronite", "kind": "access", "mode": "in_out", "events": null,
                       "gates": ["pronite", "Stage B"], "requiresStay": false, "isDefault": false});
    ok(app.json(Method::PUT, "/api/v1/admin/checkin-lists/pronite", Some(&admin), stage).await).await;

    for (_, token) in &passes[..2] {
        let (a, b) = tokio::join!(scan(&app, &north, token, "North", "in"), scan(&app, &south, token, "South", "in"));
        let mut results = [a["result"].as_str().unwrap(), b["result"].as_str().unwrap()];
        results.sort_unstable();
        assert_eq!(results, ["duplicate", "ok"]);
        let (a, b) =
            tokio::join!(scan(&app, &north, token, "Pronite", "in"), scan(&app, &south, token, "Stage B", "in"));
        let mut results = [a["result"].as_str().unwrap(), b["result"].as_str().unwrap()];
        results.sort_unstable();
        assert_eq!(results, ["duplicate", "ok"]);
    }
    let pronite = list_of(&app, &admin, "pronite").await;
    assert_eq!((pronite["list"]["inside"].clone(), pronite["list"]["duplicates"].clone()), (json!(2), json!(2)));
    assert!(pronite["recent"].as_array().unwrap().iter().all(|e| e["ins"] == 1));
    let fest = list_of(&app, &admin, "fest-gates").await;
    assert_eq!(fest["list"]["entered"], 2);

    // An offline queue with entries and exits, synced twice: each scan counts once.
    let (_, token) = &passes[2];
    let at = |s: i64| (chrono::Utc::now() - chrono::Duration::seconds(s)).to_rfc3339();
    let queue = json!({"scans": [
        {"id": "q-2", "token": token, "gate": "Stage B", "scannedAt": at(10), "direction": "out"},
        {"id": "q-1", "token": token, "gate": "Stage B", "scannedAt": at(20), "direction": "in"},
    ]});
    let first = ok(app.json(Method::POST, "/api/v1/checkin/sync", Some(&north), queue.clone()).await).await;
    let second = ok(app.json(Method::POST, "/api/v1/checkin/sync", Some(&north), queue).await).await;
    for synced in [&first, &second] {
        let answers: Vec<(&str, &str)> = synced["results"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| (r["id"].as_str().unwrap(), r["message"].as_str().unwrap()))
            .collect();
        assert_eq!(answers, [("q-2", "Checked out."), ("q-1", "Checked in.")], "{synced}");
    }
    let pronite = list_of(&app, &admin, "pronite").await;
    let entry = pronite["recent"].as_array().unwrap().iter().find(|e| e["ins"] == 1 && e["outs"] == 1).cloned();
    assert!(entry.is_some_and(|e| e["inside"] == false), "{pronite}");
    assert_eq!(pronite["list"]["inside"], 2);
}

#[tokio::test]
async fn an_install_from_before_lists_keeps_its_check_ins_as_entries() {
    use crate::accommodation::{booking, order, paid_team, passes_of, pay};
    use fest_migrations::MigratorTrait;

    let app = TestApp::spawn().await;
    let admin = app.user_with_role("before-admin", Role::Admin).await;
    let gate = app.user_with_role("before-gate", Role::Volunteer).await;
    let captain = app.user_with_role("before-captain", Role::User).await;
    let registration = paid_team(&app, &captain).await;
    let passes = passes_of(&app, &captain).await;
    let (walker, guest) = (&passes[0], &passes[1]);
    let res =
        order(&app, &captain, booking(&registration, &[guest["id"].as_str().unwrap()], "Men", "2025-02-19", 2)).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(pay(&app, &captain, res.json()["order"]["id"].as_str().unwrap()).await["status"], "paid");
    let token = |p: &Value| p["token"].as_str().unwrap().to_owned();
    assert_eq!(scan(&app, &gate, &token(walker), "North", "in").await["result"], "ok");
    assert_eq!(scan(&app, &gate, &token(guest), "hostel", "in").await["result"], "ok");

    // The lists' migration rolled back: what the previous release kept is the pass's and the guest's own
    // check-in. Migrating again turns them into the fest gates' and the hostel desk's entries.
    // Rolled back to before the lists: the lists' migration and every later one.
    let names: Vec<String> = fest_migrations::Migrator::migrations().iter().map(|m| m.name().to_owned()).collect();
    let lists_at = names.iter().position(|n| n == "m20261127_001600_checkin_lists").unwrap();
    let back = u32::try_from(names.len() - lists_at).unwrap();
    fest_migrations::Migrator::down(app.ctx.writer(), Some(back)).await.unwrap();
    fest_migrations::Migrator::up(app.ctx.writer(), None).await.unwrap();

    let lists = ok(app.get_as("/api/v1/admin/checkin-lists", &admin).await).await;
    let entered: Vec<(&str, u64)> = lists["lists"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| (l["id"].as_str().unwrap(), l["entered"].as_u64().unwrap()))
        .collect();
    assert_eq!(entered, [("fest-gates", 1), ("hostel-desk", 1), ("mess", 0), ("pronite", 0)]);
    let again = scan(&app, &gate, &token(walker), "South", "in").await;
    assert_eq!(again["result"], "duplicate");
    assert!(again["message"].as_str().unwrap().ends_with(" at gate North by before-gate"), "{again}");
    let desk = scan(&app, &gate, &token(guest), "Hostel", "in").await;
    assert_eq!(desk["result"], "duplicate", "{desk}");
    // The guest never went through the fest's gates: their first scan there is their check-in.
    assert_eq!(scan(&app, &gate, &token(guest), "North", "in").await["result"], "ok");
}
