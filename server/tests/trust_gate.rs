//! What the gate trusts a volunteer with: the search for people without their pass (a phone number only
//! whole, a registration id only from its first eight characters, at most 20 people, a per-volunteer
//! limit, every search audited), and a scanner's own scan ids and clock (an id answers only for its
//! volunteer's scan of that pass; a scan dated in the future or before its pass was issued is refused).
//! Also what SPEC 7's admin reads of accounts and registrations: `caApplication` as the application's id
//! in the list of accounts, `isEmailVerified` only for Google sign-in, and orders never paid left out of the
//! registration lists unless asked for. Runs on SQLite and PostgreSQL.

use crate::common;

use axum::http::{Method, StatusCode};
use chrono::{Duration, Utc};
use common::TestApp;
use common::forms::{fresh_people, team};
use fest_app::roles::Role;
use fest_shared::catalogue::EventId;
use sea_orm::{ConnectionTrait, Statement};
use serde_json::{Value, json};

/// Pays for a football team through the sandbox as `token`'s owner; returns the registration id.
async fn paid_team(app: &TestApp, token: &str) -> String {
    fest_app::services::events::set_open(&app.ctx, EventId::Football, true).await.unwrap();
    let order_id = order(app, token).await;
    let res = app.json(Method::POST, &format!("/api/v1/payments/sandbox/{order_id}/pay"), Some(token), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let res = app.json(Method::POST, "/api/v1/events/football/verify-payment", Some(token), res.json()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let mine = app.get_as("/api/v1/events/my-registrations", token).await.json();
    mine["registrations"][0]["_id"].as_str().unwrap().to_owned()
}

/// Creates a football order as `token`'s owner and leaves it unpaid; returns the gateway's order id.
async fn order(app: &TestApp, token: &str) -> String {
    fest_app::services::events::set_open(&app.ctx, EventId::Football, true).await.unwrap();
    let res = app
        .json(
            Method::POST,
            "/api/v1/events/football/create-order",
            Some(token),
            // Each team its own people: a person plays for one team of an event.
            fresh_people(team("football", Some("Men"))),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    res.json()["order"]["id"].as_str().unwrap().to_owned()
}

async fn passes_of(app: &TestApp, token: &str) -> Vec<Value> {
    let res = app.get_as("/api/v1/passes", token).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    res.json()["passes"].as_array().unwrap().clone()
}

async fn count(app: &TestApp, sql: &str) -> i64 {
    let db = app.ctx.db();
    let row = db.query_one_raw(Statement::from_string(db.get_database_backend(), sql)).await.unwrap().unwrap();
    row.try_get_by_index::<i64>(0).unwrap()
}

/// The people a search finds; a refused search (422) finds nobody.
async fn found(app: &TestApp, volunteer: &str, q: &str) -> Vec<Value> {
    let res = app.get_as(&format!("/api/v1/checkin/search?q={q}"), volunteer).await;
    match res.status {
        StatusCode::OK => res.json()["people"].as_array().unwrap().clone(),
        StatusCode::UNPROCESSABLE_ENTITY => {
            assert!(res.json()["errors"]["q"][0].as_str().is_some(), "{}", res.text());
            Vec::new()
        }
        status => panic!("{q}: {status} {}", res.text()),
    }
}

#[tokio::test]
async fn a_phone_is_found_only_whole_and_a_registration_only_from_eight_characters() {
    let app =
        TestApp::spawn_with(&[("sandbox_webhooks", json!(false)), ("checkin_search_per_minute", json!(1000))]).await;
    let owner = app.user_with_role("owner", Role::User).await;
    let volunteer = app.user_with_role("asha", Role::Volunteer).await;
    let registration = paid_team(&app, &owner).await;
    let heads = passes_of(&app, &owner).await.len();
    // person(2) is the captain: "Meera Asha", phone 9800000002.

    // Digit by digit, a phone number gives nothing away: only the whole number finds its holder.
    for partial in ["9800", "98000", "980000000", "800000002", "0000000002", "98000000020"] {
        assert!(found(&app, &volunteer, partial).await.is_empty(), "{partial}");
    }
    let whole = found(&app, &volunteer, "9800000002").await;
    assert_eq!(whole.len(), 1, "{whole:?}");
    assert_eq!((whole[0]["fullname"].as_str(), whole[0]["phone"].as_str()), (Some("Meera Asha"), Some("XXXXXX0002")));
    // Written as people write it.
    assert_eq!(found(&app, &volunteer, "%2B91%2098000%2000002").await.len(), 1);
    assert_eq!(found(&app, &volunteer, "098000-00002").await.len(), 1);

    // A registration id's first characters list its people only from eight characters on.
    for n in 1..8 {
        let people = found(&app, &volunteer, &registration[..n]).await;
        assert!(people.is_empty(), "{n} characters: {people:?}");
    }
    assert_eq!(found(&app, &volunteer, &registration[..8]).await.len(), heads);
    assert_eq!(found(&app, &volunteer, &registration.to_uppercase()).await.len(), heads);

    // Names still work; a refusal says what to type.
    assert_eq!(found(&app, &volunteer, "meera%20asha").await.len(), 1);
    let res = app.get_as("/api/v1/checkin/search?q=9800", &volunteer).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(res.json()["errors"]["q"][0], fest_app::services::checkins::SEARCH_HOW);
}

#[tokio::test]
async fn a_search_answers_at_most_twenty_people() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let volunteer = app.user_with_role("asha", Role::Volunteer).await;
    for owner in ["one", "two", "three"] {
        let token = app.user_with_role(owner, Role::User).await;
        paid_team(&app, &token).await;
    }
    // Nine people of each team have "Asha" in their name.
    assert_eq!(found(&app, &volunteer, "asha").await.len(), 20);
}

#[tokio::test]
async fn searches_are_limited_per_volunteer_and_each_is_in_the_audit_log() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false)), ("checkin_search_per_minute", json!(3))]).await;
    let owner = app.user_with_role("owner", Role::User).await;
    let north = app.user_with_role("north", Role::Volunteer).await;
    let south = app.user_with_role("south", Role::Volunteer).await;
    let admin = app.user_with_role("boss", Role::Admin).await;
    paid_team(&app, &owner).await;

    for q in ["meera", "9800000002", "nobody"] {
        let res = app.get_as(&format!("/api/v1/checkin/search?q={q}"), &north).await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    }
    let res = app.get_as("/api/v1/checkin/search?q=kabir", &north).await;
    assert_eq!(res.status, StatusCode::TOO_MANY_REQUESTS, "{}", res.text());
    assert!(res.json()["message"].as_str().unwrap().starts_with("Too many attempts"), "{}", res.text());
    assert!(res.header("retry-after").is_some());
    // Another volunteer has searches of their own.
    let res = app.get_as("/api/v1/checkin/search?q=kabir", &south).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());

    // Every search that ran is in the audit log: who searched, for what, and which passes it showed.
    assert_eq!(count(&app, "SELECT COUNT(*) FROM audit_log WHERE action = 'checkin.search'").await, 4);
    let log = app.get_as("/api/v1/admin/audit-log", &admin).await.json();
    let searches: Vec<&Value> =
        log["entries"].as_array().unwrap().iter().filter(|e| e["action"] == "checkin.search").collect();
    let phone = searches.iter().find(|e| e["details"]["query"] == "9800000002").unwrap();
    assert_eq!(phone["actor"]["username"], "north");
    assert_eq!(phone["details"]["found"], 1);
    assert_eq!(phone["details"]["passes"].as_array().map(Vec::len), Some(1));
    let kabir = searches.iter().find(|e| e["details"]["query"] == "kabir").unwrap();
    assert_eq!(kabir["actor"]["username"], "south");
}

#[tokio::test]
async fn a_scan_id_answers_only_for_its_own_volunteers_scan_of_that_pass() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let owner = app.user_with_role("owner", Role::User).await;
    let north = app.user_with_role("north", Role::Volunteer).await;
    let south = app.user_with_role("south", Role::Volunteer).await;
    paid_team(&app, &owner).await;
    let passes = passes_of(&app, &owner).await;
    let token = |i: usize| passes[i]["token"].as_str().unwrap().to_owned();
    let id = |i: usize| passes[i]["id"].as_str().unwrap().to_owned();

    // North checks pass 0 in under the scanner's id "scan-1".
    let res = app
        .json(
            Method::POST,
            "/api/v1/checkin/scan",
            Some(&north),
            json!({"token": token(0), "gate": "North", "id": "scan-1"}),
        )
        .await;
    assert_eq!(res.json()["result"], "ok", "{}", res.text());

    // South's scanner happens to use the same id, for another pass and for the same pass.
    let now = Utc::now().to_rfc3339();
    let queue = json!({"scans": [
        {"id": "scan-1", "token": token(1), "gate": "South", "scannedAt": now},
        {"id": "scan-1", "token": token(0), "gate": "South", "scannedAt": now},
    ]});
    let res = app.json(Method::POST, "/api/v1/checkin/sync", Some(&south), queue).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let results = res.json()["results"].as_array().unwrap().clone();
    assert_eq!(results[0]["result"], "ok", "South's scan of pass 1 is South's own: {results:?}");
    assert_eq!(results[0]["pass"]["id"], id(1).as_str(), "answered for the pass South scanned");
    assert_eq!(results[0]["by"], "south");
    assert_eq!(results[1]["result"], "duplicate", "pass 0 was checked in by North: {results:?}");
    assert_eq!((results[1]["gate"].as_str(), results[1]["by"].as_str()), (Some("North"), Some("north")));

    // Both of South's scans are recorded; North's retry of its own scan is still recorded once.
    let retry = json!({"scans": [{"id": "scan-1", "token": token(0), "gate": "North", "scannedAt": now}]});
    let res = app.json(Method::POST, "/api/v1/checkin/sync", Some(&north), retry).await;
    assert_eq!(res.json()["results"][0]["result"], "ok", "North's own scan, replayed: {}", res.text());
    assert_eq!(count(&app, "SELECT COUNT(*) FROM checkin WHERE client_scan_id = 'scan-1'").await, 3);
    let by = |who: &str| {
        format!("SELECT COUNT(*) FROM checkin c JOIN \"user\" u ON u.id = c.by_user_id WHERE u.username = '{who}'")
    };
    assert_eq!((count(&app, &by("north")).await, count(&app, &by("south")).await), (1, 2));

    // A retried sync of South's queue stores nothing twice.
    let queue = json!({"scans": [
        {"id": "scan-1", "token": token(1), "gate": "South", "scannedAt": now},
        {"id": "scan-1", "token": token(0), "gate": "South", "scannedAt": now},
    ]});
    let res = app.json(Method::POST, "/api/v1/checkin/sync", Some(&south), queue).await;
    let again = res.json()["results"].as_array().unwrap().clone();
    assert_eq!((again[0]["result"].as_str(), again[1]["result"].as_str()), (Some("ok"), Some("duplicate")));
    assert_eq!(count(&app, "SELECT COUNT(*) FROM checkin WHERE client_scan_id = 'scan-1'").await, 3);
}

#[tokio::test]
async fn a_scan_dated_in_the_future_or_before_its_pass_was_issued_is_refused() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let owner = app.user_with_role("owner", Role::User).await;
    let south = app.user_with_role("south", Role::Volunteer).await;
    paid_team(&app, &owner).await;
    let passes = passes_of(&app, &owner).await;
    let token = |i: usize| passes[i]["token"].as_str().unwrap().to_owned();
    let sync = |scans: Value| {
        let (app, south) = (&app, south.clone());
        async move {
            let res = app.json(Method::POST, "/api/v1/checkin/sync", Some(&south), json!({"scans": scans})).await;
            assert_eq!(res.status, StatusCode::OK, "{}", res.text());
            res.json()["results"].as_array().unwrap().clone()
        }
    };

    let tomorrow = (Utc::now() + Duration::days(1)).to_rfc3339();
    let last_year = (Utc::now() - Duration::days(365)).to_rfc3339();
    let results = sync(json!([
        {"id": "f1", "token": token(0), "gate": "South", "scannedAt": tomorrow},
        {"id": "p1", "token": token(1), "gate": "South", "scannedAt": last_year},
    ]))
    .await;
    assert_eq!(
        (results[0]["result"].as_str(), results[0]["message"].as_str()),
        (Some("invalid"), Some(fest_app::services::checkins::SCANNED_IN_FUTURE))
    );
    assert_eq!(
        (results[1]["result"].as_str(), results[1]["message"].as_str()),
        (Some("invalid"), Some(fest_app::services::checkins::SCANNED_BEFORE_ISSUE))
    );
    // Nothing stored: neither pass is checked in.
    assert_eq!(count(&app, "SELECT COUNT(*) FROM checkin").await, 0);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM pass WHERE checked_in_at IS NOT NULL").await, 0);

    // A device clock a minute or two off is no reason to refuse: the time is kept within the bounds.
    let ahead = Utc::now() + Duration::minutes(2);
    let results = sync(json!([
        {"id": "f2", "token": token(0), "gate": "South", "scannedAt": ahead.to_rfc3339()},
    ]))
    .await;
    assert_eq!(results[0]["result"], "ok", "{results:?}");
    let at: chrono::DateTime<Utc> = results[0]["checkedInAt"].as_str().unwrap().parse().unwrap();
    assert!(at <= Utc::now() && at > Utc::now() - Duration::minutes(1), "recorded as now, not ahead: {at}");
}

/// SPEC 7's admin reads `caApplication` of the list of accounts as text and shows 'Verified by Google' only
/// when `isEmailVerified` is true.
#[tokio::test]
async fn the_list_of_accounts_is_what_spec_7s_admin_reads() {
    let app = TestApp::spawn().await;
    let admin = app.user_with_role("listadmin", Role::Admin).await;
    let applicant = app.user_with_role("applicant", Role::User).await;
    app.user_with_role("bystander", Role::User).await;
    let apply = json!({
        "username": "applicant", "email": "applicant@example.com", "applicationStatement": "Yes.",
        "fullName": "App Licant", "collegeName": "NIT Patna", "rollno": "R1", "collegeYear": "First Year",
        "collegeAddress": "Patna", "phoneNumber": "9876543210", "howDidYouKnow": "Friends",
    });
    let res = app.json(Method::POST, "/api/v1/ca/apply", Some(&applicant), apply).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let me = app.get_as("/api/v1/user/me", &applicant).await.json();
    let application = me["user"]["caApplication"]["_id"].as_str().unwrap().to_owned();
    assert_eq!(me["user"]["caApplication"]["status"], "pending", "/user/me keeps {{_id, status}}");

    let list = app.get_as("/api/v1/user/all-users", &admin).await.json();
    let of = |name: &str| list["users"].as_array().unwrap().iter().find(|u| u["username"] == name).cloned().unwrap();
    assert_eq!(of("applicant")["caApplication"], json!(application), "the application's id, as text");
    assert_eq!(of("applicant")["caApplicationStatus"], "pending");
    assert_eq!(of("bystander")["caApplication"], Value::Null);
    assert_eq!(of("bystander")["caApplicationStatus"], Value::Null);
    // Accounts made with an e-mailed code were not verified by Google.
    for name in ["applicant", "bystander", "listadmin"] {
        assert_eq!(
            (of(name)["isEmailVerified"].clone(), of(name)["authProvider"].clone()),
            (json!(false), json!("email"))
        );
    }
    assert_eq!(me["user"]["isEmailVerified"], false);
    let page = app.get_as("/api/v1/user/all-users?page=1&limit=10", &admin).await.json();
    let listed = page["users"].as_array().unwrap().iter().find(|u| u["username"] == "applicant").unwrap().clone();
    assert_eq!(listed["caApplication"], json!(application), "a page reads the same");
}

/// Orders never paid are not applicants: SPEC 7's lists leave them out; our admin asks for them by status.
#[tokio::test]
async fn orders_never_paid_are_left_out_of_the_registration_lists_unless_asked_for() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("head", Role::Admin).await;
    let paid_owner = app.user_with_role("paid", Role::User).await;
    let pending_owner = app.user_with_role("pending", Role::User).await;
    let expired_owner = app.user_with_role("lapsed", Role::User).await;
    let paid = paid_team(&app, &paid_owner).await;
    order(&app, &pending_owner).await;
    order(&app, &expired_owner).await;
    app.sql(
        "UPDATE registration SET status = 'expired', active_slot = NULL WHERE user_id IN \
         (SELECT id FROM \"user\" WHERE username = 'lapsed')",
    )
    .await;
    let statuses = |list: &Value| -> Vec<String> {
        let mut s: Vec<String> =
            list.as_array().unwrap().iter().map(|r| r["paymentStatus"].as_str().unwrap().to_owned()).collect();
        s.sort();
        s
    };

    let event = app.get_as("/api/v1/events/football/registrations", &admin).await.json();
    assert_eq!(statuses(&event["registrations"]), ["paid"], "{event}");
    assert_eq!(event["registrations"][0]["_id"], paid.as_str());
    let page = app.get_as("/api/v1/events/football/registrations?page=1&limit=10", &admin).await.json();
    assert_eq!(page["pagination"]["total"], 1, "{page}");
    let all = app.get_as("/api/v1/events/all-registrations", &admin).await.json();
    assert_eq!(statuses(&all["registrations"]["football"]), ["paid"], "{all}");
    let newest = app.get_as("/api/v1/events/all-registrations?limit=10", &admin).await.json();
    assert_eq!(statuses(&newest["registrations"]["football"]), ["paid"], "{newest}");

    // Asked for: every status, or one.
    let every = app.get_as("/api/v1/events/football/registrations?status=all", &admin).await.json();
    assert_eq!(statuses(&every["registrations"]), ["expired", "paid", "pending"]);
    let every = app.get_as("/api/v1/events/football/registrations?status=all&page=1&limit=10", &admin).await.json();
    assert_eq!(every["pagination"]["total"], 3);
    let pending = app.get_as("/api/v1/events/football/registrations?status=pending", &admin).await.json();
    assert_eq!(statuses(&pending["registrations"]), ["pending"]);
    let all = app.get_as("/api/v1/events/all-registrations?status=all", &admin).await.json();
    assert_eq!(statuses(&all["registrations"]["football"]), ["expired", "paid", "pending"]);
    let expired = app.get_as("/api/v1/events/all-registrations?status=expired&limit=5", &admin).await.json();
    assert_eq!(statuses(&expired["registrations"]["football"]), ["expired"]);

    // The organisers' downloads keep every registration but expired ones, each row with its payment status.
    let csv = app.get_as("/api/v1/events/football/export?format=csv", &admin).await;
    assert_eq!(csv.status, StatusCode::OK);
    let mut reader = csv::Reader::from_reader(csv.body.as_slice());
    let header: Vec<String> = reader.headers().unwrap().iter().map(str::to_owned).collect();
    let status = header.iter().position(|h| h == "Payment status").unwrap();
    let rows: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
    let mut shown: Vec<&str> = rows.iter().map(|r| &r[status]).collect();
    shown.dedup();
    assert_eq!(shown, ["paid", "pending"], "{rows:?}");
}

#[tokio::test]
async fn a_phone_typed_with_its_country_code_is_stored_as_its_ten_digits_and_found_at_the_gate() {
    let app =
        TestApp::spawn_with(&[("sandbox_webhooks", json!(false)), ("checkin_search_per_minute", json!(1000))]).await;
    let owner = app.user_with_role("owner", Role::User).await;
    let volunteer = app.user_with_role("asha", Role::Volunteer).await;
    fest_app::services::events::set_open(&app.ctx, EventId::Football, true).await.unwrap();
    // The captain's number as a phone shows it, the first player's with a trunk 0 and a hyphen.
    let mut form = team("football", Some("Men"));
    form["team"]["captain"][0]["phoneNumber"] = json!("+91 98000 00002");
    form["team"]["players"][0]["phoneNumber"] = json!("098000-00099");
    let res = app.json(Method::POST, "/api/v1/events/football/create-order", Some(&owner), form.clone()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let order_id = res.json()["order"]["id"].as_str().unwrap().to_owned();
    let res =
        app.json(Method::POST, &format!("/api/v1/payments/sandbox/{order_id}/pay"), Some(&owner), json!({})).await;
    let res = app.json(Method::POST, "/api/v1/events/football/verify-payment", Some(&owner), res.json()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    for (number, name) in
        [("9800000002", "Meera Asha"), ("9800000099", form["team"]["players"][0]["fullname"].as_str().unwrap())]
    {
        let people = found(&app, &volunteer, number).await;
        assert_eq!(people.len(), 1, "{number}: {people:?}");
        assert_eq!(people[0]["fullname"], name);
    }
    // What cannot be an Indian mobile number is refused at its field, and nothing is stored.
    let other = app.user_with_role("other", Role::User).await;
    let mut form = fresh_people(team("football", Some("Men")));
    form["team"]["captain"][0]["phoneNumber"] = json!("+91 58000 00002");
    let res = app.json(Method::POST, "/api/v1/events/football/create-order", Some(&other), form).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
    assert_eq!(
        res.json()["errors"]["team.captain[0].phoneNumber"][0],
        fest_shared::values::Phone::role_message("Captain", 1)
    );
    let mine = app.get_as("/api/v1/events/my-registrations", &other).await.json();
    assert_eq!(mine["registrations"].as_array().map(Vec::len), Some(0), "{mine}");
}
