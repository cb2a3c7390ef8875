//! The contract of SPEC section 7: a small client that knows only what SPEC sections 3, 4 and 7 describe
//! (paths, payloads, the fields it reads) walks a whole season over real HTTP, with a cookie jar and a
//! bearer token as the old site did: sign-up, session restore, login, the CA programme, a registration of
//! every per-event endpoint through create-order and verify-payment (Razorpay's checkout played by the
//! test, the gateway a local fake), registered-events-name, the three JSON viewer calls, and logout.
//!
//! Its answers are read into structs holding only the spec's fields, so a renamed or missing field fails
//! here. Run on SQLite by default and on PostgreSQL by `make test-pg`.

use crate::common;

use std::collections::BTreeSet;
use std::net::SocketAddr;

use common::TestApp;
use common::razorpay::{FakeRazorpay, KEY_SECRET, app_with, fake_razorpay};
use fest_app::roles::Role;
use reqwest::{Method, StatusCode};
use serde::Deserialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

/// SPEC 3's user, as the login and current-user calls carry it.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
#[allow(dead_code)]
struct User {
    #[serde(rename = "_id")]
    id: String,
    username: String,
    fullname: String,
    email: String,
    role: String,
    created_at: String,
    is_email_verified: bool,
    #[serde(rename = "isIITPStud")]
    is_iitp_stud: bool,
    ca_application: Option<CaApplicationRef>,
    college_name: Option<String>,
    por: Option<String>,
    address: Option<String>,
}

#[derive(Debug, Deserialize)]
struct CaApplicationRef {
    status: String,
}

#[derive(Debug, Deserialize)]
struct Me {
    user: User,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct SendOtp {
    success: bool,
    message: String,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Verified {
    access_token: String,
    user: User,
    message: String,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct LoggedIn {
    success: bool,
    message: String,
    access_token: String,
    user: User,
}

#[derive(Debug, Deserialize)]
struct Message {
    message: String,
}

/// SPEC 3's CA application.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
#[allow(dead_code)]
struct Application {
    #[serde(rename = "_id")]
    id: String,
    full_name: String,
    username: String,
    email: String,
    alternative_email: Option<String>,
    college_name: String,
    college_year: String,
    por: Option<String>,
    college_address: String,
    phone_number: String,
    how_did_you_know: String,
    application_statement: String,
    rollno: String,
    status: String,
    application_date: String,
    reviewed_by: Option<Reviewer>,
    reviewed_at: Option<String>,
}

#[derive(Debug, Deserialize)]
#[allow(dead_code)]
struct Reviewer {
    username: String,
    email: String,
}

#[derive(Debug, Deserialize)]
struct MyApplication {
    application: Application,
}

#[derive(Debug, Deserialize)]
struct Applications {
    applications: Vec<Application>,
}

/// SPEC 3's user as the admin's list of accounts carries it: `caApplication` is the application's id, which
/// the admin shows as text in its 'User Details' dialog.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
#[allow(dead_code)]
struct ListedUser {
    #[serde(rename = "_id")]
    id: String,
    username: String,
    email: String,
    role: String,
    created_at: String,
    is_email_verified: bool,
    ca_application: Option<String>,
}

#[derive(Debug, Deserialize)]
struct Users {
    users: Vec<ListedUser>,
}

/// SPEC 3's payment order and the key for the widget.
#[derive(Debug, Deserialize)]
struct OrderAnswer {
    order: Order,
    key: String,
}

#[derive(Debug, Deserialize)]
struct Order {
    id: String,
    amount: i64,
    currency: String,
}

#[derive(Debug, Deserialize)]
struct RegisteredEvents {
    events: Vec<RegisteredEvent>,
}

#[derive(Debug, Deserialize)]
struct RegisteredEvent {
    event: String,
}

/// SPEC 3's admin record: the owner, the payment status, and the submitted team data.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct RegistrationRecord {
    user_id: RecordOwner,
    payment_status: String,
}

#[derive(Debug, Deserialize)]
#[allow(dead_code)]
struct RecordOwner {
    #[serde(rename = "_id")]
    id: String,
    username: String,
    fullname: String,
    email: String,
}

#[derive(Debug, Deserialize)]
struct AllRegistrations {
    registrations: std::collections::BTreeMap<String, Vec<RegistrationRecord>>,
}

/// A client that speaks SPEC 7: JSON under /api/v1, cookies kept, the stored token as a bearer header.
struct SpecClient {
    http: reqwest::Client,
    base: String,
    token: Option<String>,
}

impl SpecClient {
    fn new(base: &str) -> Self {
        let http =
            reqwest::Client::builder().cookie_store(true).timeout(std::time::Duration::from_secs(10)).build().unwrap();
        Self { http, base: format!("{base}/api/v1"), token: None }
    }

    async fn send(&self, method: Method, path: &str, body: Option<Value>) -> (StatusCode, Value) {
        let mut request = self.http.request(method, format!("{}{path}", self.base));
        if let Some(token) = &self.token {
            request = request.bearer_auth(token);
        }
        if let Some(body) = body {
            request = request.json(&body);
        }
        let response = request.send().await.unwrap();
        let status = response.status();
        let text = response.text().await.unwrap();
        (status, serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: not JSON ({e}): {text}")))
    }

    /// A call that must succeed, read into the spec's shape.
    async fn ok<T: DeserializeOwned>(&self, method: Method, path: &str, body: Option<Value>) -> T {
        let (status, value) = self.send(method, path, body).await;
        assert_eq!(status, StatusCode::OK, "{path}: {value}");
        serde_json::from_value(value.clone()).unwrap_or_else(|e| panic!("{path}: not SPEC's shape ({e}): {value}"))
    }
}

/// The app on a real socket, with the client's address as the server sees it.
async fn serve(app: &TestApp) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let router = app.router.clone();
    tokio::spawn(async move {
        axum::serve(listener, router.into_make_service_with_connect_info::<SocketAddr>()).await.unwrap();
    });
    base
}

/// SPEC 3's person; `n` keeps e-mail, phone and Aadhaar apart, the name is letters only (SPEC 5).
fn person(n: u32, college_id: bool) -> Value {
    let names = ["Asha", "Ravi", "Meera", "Kabir", "Zoya", "Dev", "Neha", "Arjun", "Isha", "Vikram"];
    let mut p = json!({
        "fullname": format!("{} {}", names[(n % 10) as usize], names[((n / 10) % 10) as usize]),
        "email": format!("member{n}@contract.example"),
        "phoneNumber": format!("97{n:08}"),
        "aadharId": format!("5678{n:08}"),
    });
    if college_id {
        p["collegeId"] = json!(format!("C{n:04}"));
    }
    p
}

/// The spec's team sizes (SPEC 5) at their minimum, as the group names of the generic payload. A group
/// of one is sent as a single object, otherwise as a list (SPEC 3's "Generic event payload").
/// A per-event endpoint, its groups with their sizes, and whether persons carry a college ID.
type Team = (&'static str, &'static [(&'static str, u32)], bool);

const TEAMS: &[Team] = &[
    ("cricket", &[("captain", 1), ("viceCaptain", 1), ("players", 11)], true),
    ("football", &[("captain", 1), ("viceCaptain", 1), ("players", 11)], true),
    ("basketball", &[("captain", 1), ("viceCaptain", 1), ("players", 5)], false),
    ("volleyball", &[("captain", 1), ("viceCaptain", 1), ("players", 3)], false),
    ("kabaddi", &[("captain", 1), ("viceCaptain", 1), ("players", 7)], false),
    ("badminton", &[("captain", 1), ("viceCaptain", 1), ("players", 3)], false),
    ("table_tennis", &[("captain", 1), ("players", 2)], false),
    ("lawn_tennis", &[("players", 2)], false),
    ("squash", &[("players", 3)], false),
    ("chess", &[("captain", 1), ("players", 4)], false),
    // Single-person events: "exactly 1 athlete / participant", sent under the generic group name.
    ("power_lifting", &[("players", 1)], false),
    ("weight_lifting", &[("players", 1)], false),
    ("mr_infinito", &[("players", 1)], true),
];

fn generic_payload(endpoint: &str, groups: &[(&str, u32)], college_id: bool, next: &mut u32) -> Value {
    let mut payload = json!({
        "category": "Men",
        "collegeName": "Indian Institute of Technology Patna",
        "collegeAddress": "Bihta, Patna, Bihar",
    });
    for (group, count) in groups {
        let mut members: Vec<Value> = (0..*count)
            .map(|_| {
                *next += 1;
                let mut p = person(*next, college_id);
                if endpoint == "cricket" {
                    p["role"] = json!("batsman");
                }
                p
            })
            .collect();
        payload[*group] = if members.len() == 1 { members.remove(0) } else { Value::Array(members) };
    }
    payload
}

/// SPEC 3's "Athletics payload".
fn athletics_payload(next: &mut u32) -> Value {
    let lead = person(900, false);
    let relay: Vec<Value> = (0..4)
        .map(|_| {
            *next += 1;
            person(*next, false)
        })
        .collect();
    json!({
        "leadName": lead["fullname"], "email": lead["email"], "phoneNumber": lead["phoneNumber"], "aadharId": lead["aadharId"],
        "collegeDetails": {"collegeName": "National Institute of Technology Patna", "collegeAddress": "Ashok Rajpath, Patna"},
        "category": "men",
        "individualEvents": ["100m", "Long Jump"],
        "relayTeams": [{"teamName": "4x100m", "members": relay}],
    })
}

/// What Razorpay's checkout hands back after a payment: order id, payment id and the signature made with the
/// key secret. The fake gateway records the captured payment, as the real one would.
fn checkout(fake: &FakeRazorpay, order: &Order, n: u32) -> Value {
    let payment_id = format!("pay_contract_{n}");
    fake.state.lock().unwrap().payments.insert(
        order.id.clone(),
        vec![json!({"id": payment_id, "entity": "payment", "order_id": order.id, "amount": order.amount,
            "currency": order.currency, "status": "captured"})],
    );
    let signature =
        fest_app::crypto::hmac_sha256_hex(KEY_SECRET.as_bytes(), format!("{}|{payment_id}", order.id).as_bytes());
    json!({"razorpay_order_id": order.id, "razorpay_payment_id": payment_id, "razorpay_signature": signature})
}

#[tokio::test]
async fn a_client_written_to_spec_section_7_walks_the_whole_season() {
    let fake = fake_razorpay().await;
    let app = app_with(&fake).await;
    let base = serve(&app).await;
    // The organisers (set up outside the contract): an admin, who also opens the signature contest.
    let mut admin = SpecClient::new(&base);
    admin.token = Some(app.user_with_role("organiser", Role::Admin).await);
    let (status, _) =
        admin.send(Method::PUT, "/admin/events/mr_infinito/settings", Some(json!({"registrationOpen": true}))).await;
    assert_eq!(status, StatusCode::OK);

    // Sign-up: details, the code by e-mail, verify (which signs in).
    let mut client = SpecClient::new(&base);
    let email = "captain@contract.example";
    let sent: SendOtp = client
        .ok(
            Method::POST,
            "/auth/signup/send-otp",
            Some(json!({"username": "captainc", "email": email, "password": "s3cret-pass", "confirmPassword": "s3cret-pass"})),
        )
        .await;
    assert!(sent.success, "{}", sent.message);
    let otp = app.outbox_code(email);
    let verified: Verified =
        client.ok(Method::POST, "/auth/signup/verify-otp", Some(json!({"email": email, "otp": otp}))).await;
    assert_eq!((verified.user.email.as_str(), verified.user.role.as_str()), (email, "user"));
    // SPEC 2.14: the admin shows 'Verified by Google' when isEmailVerified is true; this account was made
    // with an e-mailed code.
    assert!(!verified.user.is_email_verified);
    assert!(!verified.message.is_empty());

    // Session restore: a new page load with the stored token.
    let mut restored = SpecClient::new(&base);
    restored.token = Some(verified.access_token.clone());
    let me: Me = restored.ok(Method::GET, "/user/me", None).await;
    assert_eq!(me.user.id, verified.user.id);

    // Login.
    let logged: LoggedIn =
        client.ok(Method::POST, "/auth/login", Some(json!({"email": email, "password": "s3cret-pass"}))).await;
    assert!(logged.success, "{}", logged.message);
    assert_eq!(logged.user.username, "captainc");
    client.token = Some(logged.access_token);

    // The CA programme: apply, see the application, the admin reviews, the dashboard's guard lets the CA in.
    let applied: Message = client
        .ok(
            Method::POST,
            "/ca/apply",
            Some(json!({
                "username": "captainc", "email": email, "applicationStatement": "I will bring ten teams from my college.",
                "fullName": "Captain Contract", "collegeName": "Indian Institute of Technology Patna", "rollno": "2101CS01",
                "collegeYear": "Third Year", "por": "Sports secretary", "collegeAddress": "Bihta, Patna, Bihar",
                "phoneNumber": "9876543210", "alternativeEmail": "", "howDidYouKnow": "Instagram",
            })),
        )
        .await;
    assert_eq!(applied.message, "Application submitted successfully!");
    let mine: MyApplication = client.ok(Method::GET, "/ca/application", None).await;
    assert_eq!(
        (mine.application.status.as_str(), mine.application.full_name.as_str()),
        ("pending", "Captain Contract")
    );
    let listed: Applications = admin.ok(Method::GET, "/ca/all-applications", None).await;
    let id = listed.applications.iter().find(|a| a.email == email).map(|a| a.id.clone()).unwrap();
    let (status, _) = admin.send(Method::PUT, &format!("/ca/{id}/accept"), None).await;
    assert_eq!(status, StatusCode::OK);
    let me: Me = client.ok(Method::GET, "/user/me", None).await;
    assert_eq!(me.user.role, "ca", "the dashboard's guard admits the CA");
    assert_eq!(me.user.ca_application.map(|a| a.status).as_deref(), Some("accepted"));
    let reviewed: MyApplication = client.ok(Method::GET, "/ca/application", None).await;
    assert_eq!(reviewed.application.reviewed_by.map(|r| r.username).as_deref(), Some("organiser"));

    // A registration of every per-event endpoint: create the order, pay in the widget, verify.
    let mut next = 0;
    let mut endpoints: Vec<(&str, Value)> =
        TEAMS.iter().map(|(e, groups, id)| (*e, generic_payload(e, groups, *id, &mut next))).collect();
    endpoints.push(("athletics", athletics_payload(&mut next)));
    for (n, (endpoint, payload)) in endpoints.iter().enumerate() {
        let answer: OrderAnswer =
            client.ok(Method::POST, &format!("/events/{endpoint}/create-order"), Some(payload.clone())).await;
        assert_eq!((answer.key.as_str(), answer.order.currency.as_str()), (common::razorpay::KEY_ID, "INR"));
        assert!(answer.order.amount > 0, "{endpoint}: the server prices the order");
        let mut paid = checkout(&fake, &answer.order, u32::try_from(n).unwrap());
        paid["registrationData"] = payload.clone();
        let (status, body) = client.send(Method::POST, &format!("/events/{endpoint}/verify-payment"), Some(paid)).await;
        assert_eq!(status, StatusCode::OK, "{endpoint}: {body}");
    }

    // registered-events-name: every endpoint's name, which SPEC 4's matching finds.
    let registered: RegisteredEvents = client.ok(Method::GET, "/events/registered-events-name", None).await;
    let names: BTreeSet<String> = registered.events.into_iter().map(|e| e.event).collect();
    let expected: BTreeSet<String> = endpoints.iter().map(|(e, _)| (*e).to_owned()).collect();
    assert_eq!(names, expected);
    for title in ["Weight Lifting", "Power Lifting", "Lawn Tennis", "Table Tennis", "Cricket"] {
        let spec_key = title.to_lowercase().replace(' ', "_");
        assert!(names.contains(&spec_key), "the panel '{title}' shows 'Already Applied'");
    }

    // Someone else starts an order and never pays: not an applicant, so the admin's lists leave it out.
    let mut stranger = SpecClient::new(&base);
    stranger.token = Some(app.user_with_role("stranger", Role::User).await);
    let mut unpaid_next = 500;
    let (chess, groups, college_id) = TEAMS.iter().find(|t| t.0 == "chess").unwrap();
    let unpaid = generic_payload(chess, groups, *college_id, &mut unpaid_next);
    let _: OrderAnswer = stranger.ok(Method::POST, "/events/chess/create-order", Some(unpaid)).await;
    // Another order lapses unpaid (the organisers' clock, moved on here).
    let mut lapsed = SpecClient::new(&base);
    lapsed.token = Some(app.user_with_role("lapsed", Role::User).await);
    let (football, groups, college_id) = TEAMS.iter().find(|t| t.0 == "football").unwrap();
    let unpaid = generic_payload(football, groups, *college_id, &mut unpaid_next);
    let _: OrderAnswer = lapsed.ok(Method::POST, "/events/football/create-order", Some(unpaid)).await;
    app.sql(
        "UPDATE registration SET status = 'expired', active_slot = NULL \
         WHERE user_id IN (SELECT id FROM \"user\" WHERE username = 'lapsed')",
    )
    .await;

    // The JSON viewer calls: whole answers.
    for (endpoint, _) in &endpoints {
        let (status, body) = admin.send(Method::GET, &format!("/events/{endpoint}/registrations"), None).await;
        assert_eq!(status, StatusCode::OK, "{endpoint}: {body}");
        let records: Vec<RegistrationRecord> = serde_json::from_value(body["registrations"].clone()).unwrap();
        assert_eq!(records.len(), 1, "{endpoint}: {body}");
        assert_eq!((records[0].user_id.email.as_str(), records[0].payment_status.as_str()), (email, "paid"));
    }
    let all: AllRegistrations = admin.ok(Method::GET, "/events/all-registrations", None).await;
    assert_eq!(all.registrations.values().map(Vec::len).sum::<usize>(), endpoints.len());
    assert!(all.registrations.values().flatten().all(|r| r.payment_status == "paid" && r.user_id.email == email));
    let (status, own) = client.send(Method::GET, "/events/my-registrations", None).await;
    assert_eq!(status, StatusCode::OK, "{own}");
    assert_eq!(own["registrations"].as_array().map(Vec::len), Some(endpoints.len()), "{own}");
    let users: Users = admin.ok(Method::GET, "/user/all-users", None).await;
    let listed = users.users.iter().find(|u| u.email == email).unwrap();
    assert_eq!(listed.ca_application.as_deref(), Some(id.as_str()), "the application's id, shown as text");
    assert!(!listed.is_email_verified, "shown as 'Verified by OTP'");
    assert!(users.users.iter().all(|u| !u.is_email_verified), "no account here signed in with Google");

    // Logout: an empty body with the cookies and the bearer token; the token is dead afterwards.
    let (status, _) = client.send(Method::POST, "/auth/logout", Some(json!({}))).await;
    assert_eq!(status, StatusCode::OK);
    let (status, _) = client.send(Method::GET, "/user/me", None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
}

/// Lists are whole unless the client asks for a page: a client paging on its own sees every row.
#[tokio::test]
async fn lists_are_whole_unless_a_page_is_asked_for() {
    // Two dozen sign-ups from one address: more than the per-client limit allows in a quarter hour.
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false)), ("login_max_per_ip", json!(1000))]).await;
    let base = serve(&app).await;
    let mut admin = SpecClient::new(&base);
    admin.token = Some(app.user_with_role("listadmin", Role::Admin).await);
    let rows = 23; // more than a default page (20)
    for n in 0..rows {
        let token = app.user_with_role(&format!("team{n}"), Role::User).await;
        let mut client = SpecClient::new(&base);
        client.token = Some(token);
        let mut next = n * 20;
        let payload = generic_payload("squash", &[("players", 3)], false, &mut next);
        let (status, body) = client.send(Method::POST, "/events/squash/create-order", Some(payload.clone())).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        // Paid in the sandbox's checkout (only paid registrations are applicants the lists show).
        let order_id = body["order"]["id"].as_str().unwrap();
        let (status, mut paid) =
            client.send(Method::POST, &format!("/payments/sandbox/{order_id}/pay"), Some(json!({}))).await;
        assert_eq!(status, StatusCode::OK, "{paid}");
        paid["registrationData"] = payload;
        let (status, body) = client.send(Method::POST, "/events/squash/verify-payment", Some(paid)).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let apply = json!({
            "username": format!("team{n}"), "email": format!("team{n}@example.com"), "applicationStatement": "Yes.",
            "fullName": "Team Member", "collegeName": "NIT Patna", "rollno": format!("R{n}"), "collegeYear": "First Year",
            "collegeAddress": "Patna", "phoneNumber": "9876543210", "howDidYouKnow": "Friends",
        });
        let (status, body) = client.send(Method::POST, "/ca/apply", Some(apply)).await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    let rows = usize::try_from(rows).unwrap();
    let users: Users = admin.ok(Method::GET, "/user/all-users", None).await;
    assert_eq!(users.users.len(), rows + 1);
    let applications: Applications = admin.ok(Method::GET, "/ca/all-applications", None).await;
    assert_eq!(applications.applications.len(), rows);
    let (_, event) = admin.send(Method::GET, "/events/squash/registrations", None).await;
    assert_eq!(event["registrations"].as_array().map(Vec::len), Some(rows), "{event}");
    assert!(event.get("pagination").is_none(), "a whole list carries no paging");
    let all: AllRegistrations = admin.ok(Method::GET, "/events/all-registrations", None).await;
    assert_eq!(all.registrations.get("squash").map(Vec::len), Some(rows));

    // Paging when asked.
    let (_, page) = admin.send(Method::GET, "/events/squash/registrations?page=2&limit=10", None).await;
    assert_eq!(page["registrations"].as_array().map(Vec::len), Some(10));
    assert_eq!(page["pagination"], json!({"page": 2, "limit": 10, "total": rows}));
    let (_, page) = admin.send(Method::GET, "/ca/all-applications?page=3&limit=10", None).await;
    assert_eq!(page["applications"].as_array().map(Vec::len), Some(rows - 20));
    assert_eq!(page["pagination"]["total"], rows);
    assert_eq!(page["counts"]["pending"], rows);
    let (_, newest) = admin.send(Method::GET, "/events/all-registrations?limit=5", None).await;
    assert_eq!(newest["registrations"]["squash"].as_array().map(Vec::len), Some(5));
}
