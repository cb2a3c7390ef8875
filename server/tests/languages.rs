//! The server answers in the language a request asks for (`Accept-Language`): its refusals, the field errors
//! of the shared rules and its successes (their messages for people) in Hindi when asked, and English word
//! for word otherwise (SPEC 7's clients send no header or an English one). An account made by a request in
//! Hindi keeps Hindi as its language, and its push notices come in it. Runs on SQLite and PostgreSQL.

use crate::common;

use axum::body::Body;
use axum::http::{Method, Request, StatusCode};
use common::TestApp;
use common::forms::{other_people, team};
use fest_app::roles::Role;
use fest_shared::catalogue::EventId;
use fest_shared::i18n::{Language, localize};
use serde_json::{Value, json};

const HINDI: &[(&str, &str)] = &[("accept-language", "hi-IN,hi;q=0.9,en;q=0.8")];

fn devanagari(text: &str) -> bool {
    text.chars().any(|c| ('\u{0900}'..='\u{097f}').contains(&c))
}

/// Every message of a field-errors map, with its path.
fn field_messages(errors: &Value) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for (path, messages) in errors.as_object().expect("errors is an object") {
        for message in messages.as_array().expect("a list of messages") {
            out.push((path.clone(), message.as_str().expect("a message").to_owned()));
        }
    }
    out
}

#[tokio::test]
async fn field_errors_and_refusals_come_in_hindi_when_asked_and_in_english_otherwise() {
    let app = TestApp::spawn().await;
    let form = json!({"username": "", "email": "not an email", "password": "short", "confirmPassword": "other"});
    let english = app.post("/api/v1/auth/signup/send-otp", form.clone()).await;
    let hindi = app.post_with("/api/v1/auth/signup/send-otp", HINDI, form).await;
    assert_eq!(english.status, hindi.status);
    assert!(english.status.is_client_error(), "{}", english.text());
    let (english, hindi) = (english.json(), hindi.json());

    // The same paths, each message the catalogue's Hindi for the English one.
    let english_errors = field_messages(&english["errors"]);
    let hindi_errors = field_messages(&hindi["errors"]);
    assert!(english_errors.len() >= 3, "{english}");
    assert_eq!(english_errors.len(), hindi_errors.len());
    for ((path, en), (hindi_path, hi)) in english_errors.iter().zip(&hindi_errors) {
        assert_eq!(path, hindi_path);
        assert!(!devanagari(en), "English is English: {en}");
        assert_eq!(hi, &localize(Language::Hi, en), "{path}");
        assert!(devanagari(hi), "{path}: {en:?} has no Hindi");
    }
    assert!(english_errors.iter().any(|(_, m)| m == "Enter a valid email address."), "{english}");
    assert!(hindi_errors.iter().any(|(_, m)| m == "सही ई-मेल पता लिखें।"), "{hindi}");
    let (en, hi) = (english["message"].as_str().unwrap(), hindi["message"].as_str().unwrap());
    assert_eq!(hi, localize(Language::Hi, en));
    assert!(devanagari(hi), "{en:?} -> {hi:?}");

    // Refusals by the edge: an unknown address, a NUL character.
    let res = app.call(Method::GET, "/api/v1/nope", HINDI).await;
    assert_eq!((res.status, res.json()), (StatusCode::NOT_FOUND, json!({"success": false, "message": "नहीं मिला"})));
    let res = app.call(Method::GET, "/api/v1/user/all-users?search=a%00b", HINDI).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    assert_eq!(res.json()["message"], "रिक्वेस्ट में NUL अक्षर है, जो कोई भी फ़ील्ड स्वीकार नहीं करता।");
    let res = app.call(Method::GET, "/api/v1/user/me", HINDI).await;
    assert_eq!(res.status, StatusCode::UNAUTHORIZED);
    assert!(devanagari(res.json()["message"].as_str().unwrap()), "{}", res.text());
}

#[tokio::test]
async fn plain_successes_follow_the_language_and_english_stays_word_for_word() {
    let app = TestApp::spawn().await;
    let body = json!({"email": "nobody@example.com"});
    let res = app.post("/api/v1/auth/password/forgot", body.clone()).await;
    assert_eq!(res.status, StatusCode::OK);
    assert_eq!(
        res.json()["message"],
        "If an account exists for this email, we have sent it a code to reset the password."
    );
    let res = app.post_with("/api/v1/auth/password/forgot", HINDI, body.clone()).await;
    assert_eq!(res.status, StatusCode::OK);
    assert_eq!(res.json()["message"], "अगर इस ई-मेल का अकाउंट है, तो हमने उस पर पासवर्ड बदलने का कोड भेज दिया है।");
    // English first, or a language the site does not speak: English.
    for header in ["en-IN,en;q=0.9,hi;q=0.8", "fr-FR,fr;q=0.9", "*"] {
        let res = app.post_with("/api/v1/auth/password/forgot", &[("accept-language", header)], body.clone()).await;
        assert_eq!(
            res.json()["message"],
            "If an account exists for this email, we have sent it a code to reset the password.",
            "{header}"
        );
    }
}

/// A JSON request as `token`'s owner, in Hindi when `hindi`.
async fn as_user(
    app: &TestApp,
    method: Method,
    path: &str,
    token: &str,
    hindi: bool,
    body: Value,
) -> common::TestResponse {
    let mut builder = Request::builder()
        .method(method)
        .uri(path)
        .header("content-type", "application/json")
        .header("authorization", format!("Bearer {token}"));
    if hindi {
        builder = builder.header(HINDI[0].0, HINDI[0].1);
    }
    app.request(builder.body(Body::from(body.to_string())).unwrap()).await
}

/// The message of a success answer.
fn said(res: &common::TestResponse) -> String {
    assert!(res.status.is_success(), "{}", res.text());
    res.json()["message"].as_str().expect("a message").to_owned()
}

/// The id of the first registration of `token`'s owner.
async fn registration_of(app: &TestApp, token: &str) -> String {
    let mine = app.get_as("/api/v1/events/my-registrations", token).await.json();
    mine["registrations"][0]["_id"].as_str().unwrap().to_owned()
}

#[tokio::test]
async fn success_answers_say_their_messages_in_hindi_when_asked_and_in_english_word_for_word_otherwise() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let volunteer = app.user_with_role("gatekeeper", Role::Volunteer).await;

    // A sign-up code sent.
    for (username, headers, message) in
        [("ravi", &[][..], "OTP sent to your email"), ("meera", HINDI, "आपके ई-मेल पर OTP भेज दिया गया है")]
    {
        let form = json!({"username": username, "email": format!("{username}@example.com"),
            "password": "password123", "confirmPassword": "password123"});
        assert_eq!(said(&app.post_with("/api/v1/auth/signup/send-otp", headers, form).await), message);
    }

    // An admin gives an account a role: the role in the site's Hindi word for it, the name as it is.
    let (_, asha) = app.sign_up("asha", "asha@example.com", "password123").await;
    let path = format!("/api/v1/user/{}/role", asha["_id"].as_str().unwrap());
    let res = as_user(&app, Method::PUT, &path, &admin, false, json!({"role": "volunteer"})).await;
    assert_eq!(said(&res), "asha is now volunteer");
    let res = as_user(&app, Method::PUT, &path, &admin, true, json!({"role": "scorer"})).await;
    assert_eq!(said(&res), "asha अब स्कोरर है");
    assert_eq!(res.json()["user"]["role"], "scorer", "the rest of the answer is as it was");

    // An admin refunds a paid registration, then another.
    for (name, n, hindi, message) in [("kabone", 1, false, "Refunded"), ("kabtwo", 2, true, "रिफ़ंड हो गया")]
    {
        let owner = app.paid_team(name, EventId::Kabaddi, Some("Men"), "IIT Patna", n).await;
        let path = format!("/api/v1/admin/registrations/{}/refund", registration_of(&app, &owner).await);
        let res = as_user(&app, Method::POST, &path, &admin, hindi, json!({"reason": "the team withdrew"})).await;
        assert_eq!(said(&res), message);
        assert_eq!(res.json()["registration"]["refundStatus"], "processed");
    }

    // The gate: a pass checked in, another, and the first again (the time, gate and volunteer read back).
    let captain = app.paid_team("striker", EventId::Football, Some("Men"), "BIT Mesra", 3).await;
    let passes = app.get_as("/api/v1/passes", &captain).await.json()["passes"].as_array().unwrap().clone();
    let token = |i: usize| passes[i]["token"].as_str().unwrap().to_owned();
    let scan = |i: usize, hindi: bool| {
        let (app, volunteer, body) = (&app, &volunteer, json!({"token": token(i), "gate": "Main"}));
        async move { as_user(app, Method::POST, "/api/v1/checkin/scan", volunteer, hindi, body).await }
    };
    assert_eq!(said(&scan(0, false).await), "Checked in.");
    assert_eq!(said(&scan(1, true).await), "चेक-इन हो गया।");
    let english = said(&scan(0, false).await);
    assert!(
        english.starts_with("Already checked in at ") && english.ends_with(" at gate Main by gatekeeper"),
        "{english}"
    );
    let hindi = said(&scan(0, true).await);
    assert_eq!(hindi, localize(Language::Hi, &english));
    assert!(hindi.ends_with("बजे गेट Main पर gatekeeper पहले ही चेक-इन कर चुके हैं"), "{hindi}");

    // The event is full: teams join its waiting list, and one leaves it.
    let res =
        as_user(&app, Method::PUT, "/api/v1/admin/events/football/settings", &admin, false, json!({"capacity": 1}))
            .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let mut waiting = Vec::new();
    for (name, n, hindi, message) in
        [("waiter", 10, false, "You are on the waiting list."), ("pratiksha", 11, true, "आप वेटिंग लिस्ट में हैं।")]
    {
        let token = app.user_with_role(name, Role::User).await;
        let form = other_people(team("football", Some("Men")), n);
        let res = as_user(&app, Method::POST, "/api/v1/events/football/waitlist", &token, hindi, form).await;
        assert_eq!(res.status, StatusCode::CREATED, "{}", res.text());
        assert_eq!(said(&res), message);
        waiting.push(token);
    }
    let leave = |token: String, hindi: bool| {
        let app = &app;
        async move { as_user(app, Method::DELETE, "/api/v1/events/football/waitlist/me", &token, hindi, json!({})).await }
    };
    assert_eq!(said(&leave(waiting[0].clone(), false).await), "You have left the waiting list.");
    assert_eq!(said(&leave(waiting[1].clone(), true).await), "आप वेटिंग लिस्ट से हट गए हैं।");
}

/// A stand-in for Google's key endpoint, serving the tests' first key.
async fn google_keys() -> String {
    let jwk: Value = serde_json::from_str(include_str!("fixtures/google-test-key-1.jwk.json")).unwrap();
    let router = axum::Router::new()
        .route("/certs", axum::routing::get(move || async move { axum::Json(json!({"keys": [jwk]})) }));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}/certs", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, router).await.unwrap() });
    url
}

/// A Google ID token for `email`, signed with the tests' first key.
fn google_credential(client_id: &str, subject: &str, email: &str) -> String {
    use jsonwebtoken::{Algorithm, EncodingKey, Header, encode};
    let now = chrono::Utc::now().timestamp();
    let claims = json!({"iss": "https://accounts.google.com", "aud": client_id, "sub": subject, "email": email,
        "email_verified": true, "name": "Gita Sharma", "iat": now, "exp": now + 3600});
    let mut header = Header::new(Algorithm::RS256);
    header.kid = Some("test-key-1".to_owned());
    let key = EncodingKey::from_rsa_pem(include_str!("fixtures/google-test-key-1.pem").as_bytes()).unwrap();
    encode(&header, &claims, &key).unwrap()
}

/// The subjects of the e-mails to `email`, their encoded words decoded.
fn subjects_to(app: &TestApp, email: &str) -> Vec<String> {
    use base64::Engine as _;
    let Ok(outbox) = std::fs::read_dir(app.dir.path().join("outbox")) else { return Vec::new() };
    let mails = outbox.map(|e| std::fs::read_to_string(e.unwrap().path()).unwrap());
    mails
        .filter(|m| m.to_lowercase().contains(&format!("to: {email}")))
        .map(|mail| {
            let mut lines = mail.lines().skip_while(|l| !l.starts_with("Subject:"));
            let first = lines.next().expect("a Subject header").trim_start_matches("Subject:").to_owned();
            let folded: Vec<&str> = lines.take_while(|l| l.starts_with([' ', '\t'])).collect();
            // Encoded words side by side are one text; a plain word keeps its space.
            let (mut bytes, mut last_encoded) = (Vec::new(), None);
            for word in std::iter::once(first.as_str()).chain(folded).flat_map(str::split_whitespace) {
                let encoded = word.strip_prefix("=?utf-8?b?").and_then(|w| w.strip_suffix("?="));
                let decoded = encoded.and_then(|b| base64::engine::general_purpose::STANDARD.decode(b).ok());
                if last_encoded.is_some() && !(last_encoded == Some(true) && decoded.is_some()) {
                    bytes.push(b' ');
                }
                last_encoded = Some(decoded.is_some());
                bytes.extend(decoded.unwrap_or_else(|| word.as_bytes().to_vec()));
            }
            String::from_utf8(bytes).unwrap()
        })
        .collect()
}

/// The six digits that end a subject.
fn code_in_subject(subject: &str) -> String {
    let code: String = subject.chars().rev().filter(char::is_ascii_digit).take(6).collect();
    code.chars().rev().collect()
}

/// The language `token`'s account keeps (`null` when none).
async fn language_of(app: &TestApp, token: &str) -> Value {
    let me = app.get_as("/api/v1/user/me", token).await;
    assert_eq!(me.status, StatusCode::OK, "{}", me.text());
    me.json()["user"]["language"].clone()
}

#[tokio::test]
async fn an_account_made_in_hindi_keeps_hindi_and_one_made_in_english_keeps_no_choice() {
    const CLIENT_ID: &str = "test-client.apps.googleusercontent.com";
    let keys = google_keys().await;
    let app = TestApp::spawn_with(&[("google_client_id", json!(CLIENT_ID)), ("google_jwks_url", json!(keys))]).await;

    // Sign-up with an e-mailed code, asked in Hindi (sending and checking the code) or without a language.
    for (username, hindi, language) in [("sita", true, json!("hi")), ("gopal", false, Value::Null)] {
        let email = format!("{username}@example.com");
        let form = json!({"username": username, "email": email, "password": "password123",
            "confirmPassword": "password123"});
        let headers: &[(&str, &str)] = if hindi { HINDI } else { &[] };
        let res = app.post_with("/api/v1/auth/signup/send-otp", headers, form).await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text());
        let cookie = res.header("set-cookie").unwrap().split(';').next().unwrap().to_owned();
        let subjects = subjects_to(&app, &email);
        assert_eq!(subjects.len(), 1, "{subjects:?}");
        assert_eq!(devanagari(&subjects[0]), hindi, "{subjects:?}");
        let code = code_in_subject(&subjects[0]);
        let mut headers = vec![("cookie", cookie.as_str())];
        headers.extend_from_slice(if hindi { HINDI } else { &[] });
        let res = app.post_with("/api/v1/auth/signup/verify-otp", &headers, json!({"email": email, "otp": code})).await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text());
        let body = res.json();
        assert_eq!(body["user"]["language"], language, "{username}");
        let token = body["accessToken"].as_str().unwrap();
        assert_eq!(language_of(&app, token).await, language, "{username}");
    }

    // A reset code asked later without any language: the e-mail follows the account's Hindi.
    let res = app.post("/api/v1/auth/password/forgot", json!({"email": "sita@example.com"})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    app.ctx.finish_background().await;
    let subjects = subjects_to(&app, "sita@example.com");
    let reset = format!("आपका {} पासवर्ड रीसेट कोड: ", fest_shared::fest::FEST.name);
    assert!(subjects.iter().any(|s| s.starts_with(&reset)), "{subjects:?}");

    // Google sign-up: in Hindi, the account keeps Hindi; in English, nothing.
    for (subject, email, hindi, language) in
        [("sub-gita", "gita@example.com", true, json!("hi")), ("sub-hari", "hari@example.com", false, Value::Null)]
    {
        let headers: &[(&str, &str)] = if hindi { HINDI } else { &[] };
        let body = json!({"credential": google_credential(CLIENT_ID, subject, email)});
        let res = app.post_with("/api/v1/auth/google-login", headers, body).await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text());
        assert_eq!(res.json()["user"]["language"], language, "{email}");
    }
    // Signing in again in Hindi leaves an existing account's choice alone.
    let body = json!({"credential": google_credential(CLIENT_ID, "sub-hari", "hari@example.com")});
    let res = app.post_with("/api/v1/auth/google-login", HINDI, body).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["user"]["language"], Value::Null);
    assert_eq!(res.json()["message"], "Google से लॉग इन हो गया");
}

#[tokio::test]
async fn push_notices_of_a_published_match_come_in_each_owners_language() {
    use fest_app::entities::{push_message, push_subscription};
    use sea_orm::{ActiveModelTrait, EntityTrait, Set};
    let app = TestApp::spawn().await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let hindi = app.paid_team("hindicap", EventId::Kabaddi, Some("Men"), "IIT Patna", 1).await;
    let english = app.paid_team("englishcap", EventId::Kabaddi, Some("Men"), "NIT Patna", 2).await;
    let res = app.json(Method::PUT, "/api/v1/account/language", Some(&hindi), json!({"language": "hi"})).await;
    assert_eq!(res.status, StatusCode::NO_CONTENT, "{}", res.text());
    // A team waits for a place in football, in Hindi too.
    fest_app::services::events::set_open(&app.ctx, EventId::Football, true).await.unwrap();
    let settings = json!({"capacity": 1});
    let res = app.json(Method::PUT, "/api/v1/admin/events/football/settings", Some(&admin), settings).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let first = app.paid_team("firstin", EventId::Football, Some("Men"), "BIT Mesra", 3).await;
    let waiter = app.user_with_role("waiter", Role::User).await;
    let res = app.json(Method::PUT, "/api/v1/account/language", Some(&waiter), json!({"language": "hi"})).await;
    assert_eq!(res.status, StatusCode::NO_CONTENT, "{}", res.text());
    let form = other_people(team("football", Some("Men")), 4);
    let res = app.json(Method::POST, "/api/v1/events/football/waitlist", Some(&waiter), form).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text());
    // The captains and the waiting team have a browser subscribed.
    let mut ids = Vec::new();
    for (token, n) in [(&hindi, 1), (&english, 2), (&waiter, 3)] {
        let me = app.get_as("/api/v1/user/me", token).await.json();
        let id = me["user"]["_id"].as_str().unwrap().to_owned();
        push_subscription::ActiveModel {
            id: Set(format!("browser-{n}")),
            user_id: Set(id.clone()),
            endpoint: Set(format!("https://push.invalid/browser-{n}")),
            p256dh: Set("key".to_owned()),
            auth: Set("secret".to_owned()),
            created_at: Set(chrono::Utc::now()),
            last_sent_at: Set(None),
        }
        .insert(app.ctx.db())
        .await
        .unwrap();
        ids.push(id);
    }

    // The fixtures are made, the match placed and the fixtures published.
    let court = app.venue(&admin, "Court 1").await;
    let made = json!({"category": "Men", "format": {"kind": "knockout"}});
    let set = app.json(Method::POST, "/api/v1/admin/fixtures/kabaddi", Some(&admin), made).await.json();
    let set_id = set["fixtures"]["id"].as_str().unwrap().to_owned();
    let m = set["fixtures"]["matches"][0]["id"].as_str().unwrap().to_owned();
    let path = format!("/api/v1/admin/fixture-sets/{set_id}/matches/{m}/schedule");
    let body = json!({"venueId": court, "day": "2026-02-20", "start": "10:00", "end": "11:00"});
    let placed = app.json(Method::PUT, &path, Some(&admin), body).await;
    assert_eq!(placed.status, StatusCode::OK, "{}", placed.text());
    let path = format!("/api/v1/admin/fixture-sets/{set_id}/publish");
    let version = json!({"version": placed.json()["fixtures"]["version"]});
    let res = app.json(Method::POST, &path, Some(&admin), version).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    app.ctx.finish_background().await;

    let notices = push_message::Entity::find().all(app.ctx.db()).await.unwrap();
    let notice = |id: &str| notices.iter().find(|n| n.user_id == id).unwrap_or_else(|| panic!("{notices:#?}")).clone();
    let (to_hindi, to_english) = (notice(&ids[0]), notice(&ids[1]));
    assert_eq!(to_hindi.title, "Kabaddi (Men): आपके मैचों का शेड्यूल जारी हो गया है");
    assert!(
        to_hindi.body.contains("NIT Patna के ख़िलाफ़, शुक्र, 20 फ़र॰ 2026, 10:00 से 11:00 तक, Court 1"),
        "{}",
        to_hindi.body
    );
    assert_eq!(to_english.title, "Kabaddi (Men): Your fixtures are published");
    assert!(
        to_english.body.contains("against IIT Patna, Fri 20 Feb 2026, 10:00 to 11:00, Court 1"),
        "{}",
        to_english.body
    );
    assert!(!devanagari(&to_english.body), "{}", to_english.body);

    // The first football team cancels: the place is offered to the waiting team, told in Hindi.
    let res = app.json(Method::POST, "/api/v1/events/football/cancel", Some(&first), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    app.ctx.finish_background().await;
    let notices = push_message::Entity::find().all(app.ctx.db()).await.unwrap();
    let offer = notices.iter().find(|n| n.user_id == ids[2]).unwrap_or_else(|| panic!("{notices:#?}"));
    assert_eq!((offer.topic.as_str(), offer.title.as_str()), ("waitlist", "Football: आपकी टीम के लिए एक जगह रखी गई है"));
    // "आपकी टीम (<college>) ... 25 फ़र॰ 2026, 18:30 IST से पहले पेमेंट करें।"
    let (team, rest) = offer.body.split_once(") अब रजिस्टर कर सकती है: ").unwrap_or_else(|| panic!("{}", offer.body));
    assert!(team.starts_with("आपकी टीम ("), "{}", offer.body);
    let when = rest.strip_prefix("जगह बनाए रखने के लिए ").and_then(|r| r.strip_suffix(" से पहले पेमेंट करें।"));
    assert!(when.is_some_and(|when| when.ends_with(" IST") && devanagari(when)), "{}", offer.body);
}

#[tokio::test]
async fn the_payment_health_screen_says_what_is_wrong_in_the_language_asked() {
    let app = TestApp::spawn().await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let owner = app.user_with_role("slowpayer", Role::User).await;
    fest_app::services::events::set_open(&app.ctx, EventId::Football, true).await.unwrap();
    let form = common::forms::fresh_people(team("football", Some("Men")));
    let res = app.json(Method::POST, "/api/v1/events/football/create-order", Some(&owner), form).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let order = res.json()["order"]["id"].as_str().unwrap().to_owned();
    // Payment started long ago, and nothing confirmed it.
    let id = registration_of(&app, &owner).await;
    let then = (chrono::Utc::now() - chrono::Duration::minutes(90)).to_rfc3339();
    app.sql(&format!("UPDATE registration SET created_at = '{then}' WHERE id = '{id}'")).await;

    let detail = |hindi: bool| {
        let (app, admin) = (&app, &admin);
        async move {
            let res = as_user(app, Method::GET, "/api/v1/admin/payments/health", admin, hindi, json!({})).await;
            assert_eq!(res.status, StatusCode::OK, "{}", res.text());
            let health = res.json();
            let item = health["items"].as_array().unwrap().iter().find(|i| i["kind"] == "stale_pending").cloned();
            item.unwrap_or_else(|| panic!("{health}"))["detail"].as_str().unwrap().to_owned()
        }
    };
    let english = detail(false).await;
    assert!(english.starts_with("Payment started 1 h "), "{english}");
    assert!(
        english.ends_with(&format!(" ago (order {order}) and nothing has confirmed it; ask the gateway again.")),
        "{english}"
    );
    let hindi = detail(true).await;
    assert!(hindi.starts_with("पेमेंट 1 घंटे "), "{hindi}");
    assert!(
        hindi.ends_with(&format!(" पहले शुरू हुआ (ऑर्डर {order}), पर अब तक इसकी पुष्टि नहीं हुई; गेटवे से फिर से पूछें।")),
        "{hindi}"
    );
}
