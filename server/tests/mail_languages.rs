//! E-mails in the recipient's language, through the real server and its mail outbox: an account's stored
//! choice (`PUT /account/language`) decides, English without one; where nobody has an account yet (a sign-up
//! code, a visitor's grievance) the language the request asked for (`Accept-Language`) does; a team member
//! without an account reads their pass in the language of the captain who entered them. English stays word
//! for word.

use crate::common;

use axum::http::{Method, StatusCode};
use base64::Engine as _;
use common::TestApp;
use fest_app::roles::Role;
use fest_shared::catalogue::EventId;
use fest_shared::fest::FEST;
use serde_json::{Value, json};

const HINDI: &[(&str, &str)] = &[("accept-language", "hi-IN,hi;q=0.9,en;q=0.8")];

/// A message from the outbox, decoded: its subject and both bodies as the reader sees them.
#[derive(Debug)]
struct Mail {
    to: String,
    subject: String,
    text: String,
    html: String,
}

fn devanagari(text: &str) -> bool {
    text.chars().any(|c| ('\u{0900}'..='\u{097f}').contains(&c))
}

/// The headers (folded lines joined) and the body of a MIME entity.
fn split(entity: &str) -> (String, &str) {
    let (head, body) = entity.split_once("\r\n\r\n").unwrap_or((entity, ""));
    (head.replace("\r\n ", " ").replace("\r\n\t", " "), body)
}

fn header<'a>(head: &'a str, name: &str) -> Option<&'a str> {
    head.lines().find_map(|line| {
        let (key, value) = line.split_once(':')?;
        key.trim().eq_ignore_ascii_case(name).then_some(value.trim())
    })
}

/// A header's value with its RFC 2047 encoded words (`=?utf-8?b?...?=`) decoded; the space between two
/// encoded words is not part of the text.
fn decode_words(value: &str) -> String {
    let mut out = String::new();
    let mut last_was_word = false;
    for (i, token) in value.split(' ').enumerate() {
        let word = token.strip_prefix("=?").and_then(|t| t.strip_suffix("?=")).and_then(|t| {
            let mut pieces = t.splitn(3, '?');
            let (_charset, encoding, data) = (pieces.next()?, pieces.next()?, pieces.next()?);
            let bytes = match encoding {
                "b" | "B" => base64::engine::general_purpose::STANDARD.decode(data).ok()?,
                _ => quoted_printable(&data.replace('_', " ")),
            };
            String::from_utf8(bytes).ok()
        });
        match word {
            Some(text) => {
                if i > 0 && !last_was_word {
                    out.push(' ');
                }
                out.push_str(&text);
                last_was_word = true;
            }
            None => {
                if i > 0 {
                    out.push(' ');
                }
                out.push_str(token);
                last_was_word = false;
            }
        }
    }
    out
}

fn quoted_printable(text: &str) -> Vec<u8> {
    let text = text.replace("=\r\n", "").replace("=\n", "");
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'=' && i + 2 < bytes.len() {
            if let Some(byte) =
                std::str::from_utf8(&bytes[i + 1..i + 3]).ok().and_then(|hex| u8::from_str_radix(hex, 16).ok())
            {
                out.push(byte);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    out
}

/// The text parts of an entity (`text/plain` and `text/html`), decoded, with their types.
fn text_parts(entity: &str, out: &mut Vec<(String, String)>) {
    let (head, body) = split(entity);
    let kind = header(&head, "Content-Type").unwrap_or("text/plain").to_owned();
    if kind.to_ascii_lowercase().starts_with("multipart/") {
        let boundary = kind
            .split(';')
            .find_map(|p| p.trim().strip_prefix("boundary="))
            .expect("a multipart entity has a boundary")
            .trim_matches('"')
            .to_owned();
        for part in body.split(&format!("--{boundary}")).skip(1) {
            if part.starts_with("--") {
                break;
            }
            // The line break before a boundary belongs to the boundary.
            let part = part.strip_prefix("\r\n").unwrap_or(part);
            text_parts(part.strip_suffix("\r\n").unwrap_or(part), out);
        }
        return;
    }
    if !kind.starts_with("text/") {
        return;
    }
    let bytes = match header(&head, "Content-Transfer-Encoding").map(str::to_ascii_lowercase).as_deref() {
        Some("base64") => {
            let data: String = body.chars().filter(|c| !c.is_whitespace()).collect();
            base64::engine::general_purpose::STANDARD.decode(data).unwrap()
        }
        Some("quoted-printable") => quoted_printable(body),
        _ => body.as_bytes().to_vec(),
    };
    let text = String::from_utf8(bytes).unwrap().replace("\r\n", "\n");
    out.push((kind.split(';').next().unwrap().trim().to_owned(), text));
}

fn decode(raw: &str) -> Mail {
    let (head, _) = split(raw);
    let mut parts = Vec::new();
    text_parts(raw, &mut parts);
    let part = |kind: &str| parts.iter().find(|(k, _)| k == kind).map(|(_, t)| t.clone()).unwrap_or_default();
    Mail {
        to: header(&head, "To").unwrap_or_default().to_owned(),
        subject: decode_words(header(&head, "Subject").unwrap_or_default()),
        text: part("text/plain"),
        html: part("text/html"),
    }
}

/// Every message in the outbox, decoded (read as written: base64 bodies keep their lines).
fn outbox(app: &TestApp) -> Vec<Mail> {
    let Ok(dir) = std::fs::read_dir(app.dir.path().join("outbox")) else { return Vec::new() };
    dir.map(|entry| decode(&std::fs::read_to_string(entry.unwrap().path()).unwrap())).collect()
}

/// The one message to `to` whose subject has `subject` in it.
fn mail(app: &TestApp, to: &str, subject: &str) -> Mail {
    let mut found: Vec<Mail> =
        outbox(app).into_iter().filter(|m| m.to.contains(to) && m.subject.contains(subject)).collect();
    assert_eq!(found.len(), 1, "one e-mail to {to} about {subject:?}: {found:#?}");
    found.remove(0)
}

/// The six digits at the end of a code's subject.
fn code_of(mail: &Mail) -> String {
    let code: String = mail.subject.rsplit(':').next().unwrap().trim().to_owned();
    assert!(code.len() == 6 && code.chars().all(|c| c.is_ascii_digit()), "{}", mail.subject);
    code
}

fn assert_hindi(mail: &Mail) {
    assert!(devanagari(&mail.subject), "{}", mail.subject);
    assert!(devanagari(&mail.text), "{}", mail.text);
    assert!(mail.html.contains("<html lang=\"hi\">") && devanagari(&mail.html), "{}", mail.html);
    assert!(mail.text.ends_with(&format!("— टीम {}\n", FEST.title())), "{}", mail.text);
}

fn assert_english(mail: &Mail) {
    assert!(!devanagari(&mail.subject) && !devanagari(&mail.text) && !devanagari(&mail.html), "{mail:#?}");
    assert!(mail.html.starts_with("<!doctype html><html><body"), "{}", mail.html);
}

async fn choose(app: &TestApp, token: &str, language: &str) {
    let res = app.json(Method::PUT, "/api/v1/account/language", Some(token), json!({"language": language})).await;
    assert_eq!(res.status, StatusCode::NO_CONTENT, "{}", res.text());
}

fn signup_form(username: &str, email: &str) -> Value {
    json!({"username": username, "email": email, "password": "password123", "confirmPassword": "password123"})
}

#[tokio::test]
async fn a_sign_up_code_comes_in_the_language_the_request_asked_for_and_english_word_for_word_without_it() {
    let app = TestApp::spawn().await;

    let res = app.post_with("/api/v1/auth/signup/send-otp", HINDI, signup_form("asha", "asha@example.com")).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let cookie = res.header("set-cookie").unwrap().split(';').next().unwrap().to_owned();
    let hindi = mail(&app, "asha@example.com", "");
    let code = code_of(&hindi);
    assert_eq!(hindi.subject, format!("आपका {} साइन-अप कोड: {code}", FEST.name));
    assert_eq!(
        hindi.text,
        format!(
            "नमस्ते asha,\n\n{fest} के लिए साइन-अप पूरा करने का आपका कोड {code} है।\nयह 10 मिनट तक मान्य है। अगर \
             आपने यह कोड नहीं माँगा था, तो इस ई-मेल को अनदेखा करें।\n\n— टीम {fest}\n",
            fest = FEST.title()
        )
    );
    assert_hindi(&hindi);
    assert!(hindi.html.contains(&format!(">{code}</p>")), "the code in its box: {}", hindi.html);
    // The Hindi code is the code: it finishes the sign-up.
    let res = app.verify_otp("asha@example.com", &code, Some(&cookie)).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());

    for (username, headers) in [("ravi", &[][..]), ("meera", &[("accept-language", "en-IN,en;q=0.9")][..])] {
        let email = format!("{username}@example.com");
        let res = app.post_with("/api/v1/auth/signup/send-otp", headers, signup_form(username, &email)).await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text());
        let english = mail(&app, &email, "");
        let code = code_of(&english);
        assert_eq!(english.subject, format!("Your {} sign-up code: {code}", FEST.name));
        assert_eq!(
            english.text,
            format!(
                "Hello {username},\n\nYour code to finish signing up for {fest} is {code}.\nIt is valid for 10 \
                 minutes. If you did not ask for it, ignore this e-mail.\n\n— Team {fest}\n",
                fest = FEST.title()
            )
        );
        assert_english(&english);
    }
}

#[tokio::test]
async fn an_account_that_chose_hindi_gets_its_notices_and_receipt_in_hindi_and_its_team_their_passes() {
    let app = TestApp::spawn().await;
    let captain = app.user_with_role("captain", Role::User).await;
    choose(&app, &captain, "hi").await;

    // Asked without any Accept-Language: the account's choice decides.
    let change = json!({"currentPassword": "password123", "password": "password456", "confirmPassword": "password456"});
    let res = app.json(Method::PUT, "/api/v1/user/me/password", Some(&captain), change).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    app.ctx.finish_background().await;
    let notice = mail(&app, "captain@example.com", "पासवर्ड");
    assert_eq!(notice.subject, format!("आपका {} पासवर्ड बदल दिया गया है", FEST.name));
    assert!(notice.text.starts_with("नमस्ते captain,\n\n"), "{}", notice.text);
    assert!(notice.text.contains("अकाउंट का पासवर्ड अभी-अभी बदला गया है"), "{}", notice.text);
    assert_hindi(&notice);

    // The receipt of a paid team, and the passes of everyone the captain entered.
    app.pay_team(&captain, EventId::Football, Some("Men"), "IIT Patna", 1, json!({})).await;
    app.ctx.finish_background().await;
    let receipt = mail(&app, "captain@example.com", "रजिस्ट्रेशन");
    assert_eq!(receipt.subject, format!("{}: Football के लिए आपका रजिस्ट्रेशन कन्फ़र्म हो गया है", FEST.title()));
    assert!(receipt.text.contains("आपका रजिस्ट्रेशन कन्फ़र्म हो गया है।\n\nइवेंट: Football (पुरुष)\nटीम: IIT Patna\n"));
    assert!(receipt.text.contains("\nचुकाई गई रक़म: ₹"), "{}", receipt.text);
    assert!(receipt.text.contains("\nरजिस्ट्रेशन ID: "), "{}", receipt.text);
    assert_hindi(&receipt);

    let form = common::forms::other_people(common::forms::team("football", Some("Men")), 1);
    let members: Vec<String> = form["team"]
        .as_object()
        .unwrap()
        .values()
        .flat_map(|people| people.as_array().unwrap().iter().map(|p| p["email"].as_str().unwrap().to_owned()))
        .collect();
    assert!(members.len() >= 2, "{form}");
    for member in &members {
        let pass = mail(&app, member, "पास");
        assert_eq!(pass.subject, format!("{}: Football के लिए आपका पास", FEST.title()));
        assert!(
            pass.text.contains(&format!("captain ने आपको {} में Football के लिए रजिस्टर किया है", FEST.title())),
            "{}",
            pass.text
        );
        assert!(pass.text.contains("खिलाड़ी: पास ") || pass.text.contains("कप्तान: पास "), "{}", pass.text);
        assert!(pass.text.contains("/my-data/"), "the member's own data link: {}", pass.text);
        assert!(pass.html.contains("का QR कोड\""), "{}", pass.html);
        assert_hindi(&pass);
    }
    let about_the_team = outbox(&app).into_iter().filter(|m| m.subject.contains("Football")).collect::<Vec<_>>();
    assert_eq!(about_the_team.len(), members.len() + 1, "the receipt and a pass per member");
    assert!(about_the_team.iter().all(|m| devanagari(&m.subject)), "nothing of this team in English");
}

#[tokio::test]
async fn an_account_without_a_choice_gets_english_word_for_word_whatever_the_request_asks() {
    let app = TestApp::spawn().await;
    let captain = app.user_with_role("captain", Role::User).await;
    let change = json!({"currentPassword": "password123", "password": "password456", "confirmPassword": "password456"});
    let res = app
        .request(
            axum::http::Request::builder()
                .method(Method::PUT)
                .uri("/api/v1/user/me/password")
                .header("content-type", "application/json")
                .header("authorization", format!("Bearer {captain}"))
                .header("accept-language", "hi-IN,hi;q=0.9")
                .body(axum::body::Body::from(change.to_string()))
                .unwrap(),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert!(devanagari(res.json()["message"].as_str().unwrap()), "the answer follows the request");
    app.ctx.finish_background().await;
    let notice = mail(&app, "captain@example.com", "password");
    assert_eq!(notice.subject, format!("Your {} password was changed", FEST.name));
    assert_eq!(
        notice.text,
        format!(
            "Hello captain,\n\nThe password of your {fest} account was changed just now, and every other session was \
             signed out.\nIf this was not you, reset your password at once with 'Forgot password?' on the login page \
             and write to {email}.\n\n— Team {fest}\n",
            fest = FEST.title(),
            email = FEST.email
        )
    );
    assert_english(&notice);

    app.pay_team(&captain, EventId::Football, Some("Men"), "IIT Patna", 2, json!({})).await;
    app.ctx.finish_background().await;
    let receipt = mail(&app, "captain@example.com", "registration");
    assert_eq!(receipt.subject, format!("{}: your registration for Football is confirmed", FEST.title()));
    assert!(receipt.text.contains("Your registration is confirmed.\n\nEvent: Football (Men)\nTeam: IIT Patna\n"));
    assert!(receipt.text.contains("\nAmount paid: Rs. "), "{}", receipt.text);
    assert_english(&receipt);
    let passes: Vec<Mail> = outbox(&app).into_iter().filter(|m| m.subject.contains("your pass for Football")).collect();
    assert!(passes.len() >= 2);
    for pass in &passes {
        assert!(pass.text.contains(&format!("captain registered you for Football at {}", FEST.title())));
        assert_english(pass);
    }
}

#[tokio::test]
async fn a_team_member_with_an_account_of_their_own_reads_their_pass_in_its_language() {
    let app = TestApp::spawn().await;
    let form = common::forms::other_people(common::forms::team("football", Some("Men")), 3);
    let members: Vec<String> = form["team"]
        .as_object()
        .unwrap()
        .values()
        .flat_map(|people| people.as_array().unwrap().iter().map(|p| p["email"].as_str().unwrap().to_owned()))
        .collect();
    // The first member has an account, and chose English; the captain chose Hindi.
    let own = members[0].clone();
    let (token, _) = app.sign_up("member", &own, "password123").await;
    choose(&app, &token, "en").await;
    let captain = app.user_with_role("captain", Role::User).await;
    choose(&app, &captain, "hi").await;

    app.pay_team(&captain, EventId::Football, Some("Men"), "IIT Patna", 3, json!({})).await;
    app.ctx.finish_background().await;
    let english = mail(&app, &own, "your pass for Football");
    assert!(english.text.contains("captain registered you for Football"), "{}", english.text);
    assert_english(&english);
    for member in members.iter().skip(1) {
        assert_hindi(&mail(&app, member, "Football के लिए आपका पास"));
    }
}

#[tokio::test]
async fn a_reset_code_follows_the_accounts_choice_and_without_one_the_request() {
    let app = TestApp::spawn().await;
    app.user_with_role("asha", Role::User).await;
    let ravi = app.user_with_role("ravi", Role::User).await;
    choose(&app, &ravi, "en").await;

    for email in ["asha@example.com", "ravi@example.com"] {
        let res = app.post_with("/api/v1/auth/password/forgot", HINDI, json!({"email": email})).await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    }
    app.ctx.finish_background().await;
    // No choice: the language asked for.
    let code = mail(&app, "asha@example.com", "पासवर्ड रीसेट कोड");
    assert_eq!(code.subject, format!("आपका {} पासवर्ड रीसेट कोड: {}", FEST.name, code_of(&code)));
    assert_hindi(&code);
    // A choice of English wins over the request.
    let english = mail(&app, "ravi@example.com", "password reset code");
    assert_eq!(english.subject, format!("Your {} password reset code: {}", FEST.name, code_of(&english)));
    assert_english(&english);

    // The reset's notice, asked in Hindi by an account without a choice, is in Hindi too.
    let body = json!({"email": "asha@example.com", "code": code_of(&code), "password": "password456",
        "confirmPassword": "password456"});
    let res = app.post_with("/api/v1/auth/password/reset", HINDI, body).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    app.ctx.finish_background().await;
    let notice = mail(&app, "asha@example.com", "रीसेट कर दिया गया है");
    assert_eq!(notice.subject, format!("आपका {} पासवर्ड रीसेट कर दिया गया है", FEST.name));
    assert_hindi(&notice);
}

#[tokio::test]
async fn a_visitors_grievance_is_acknowledged_in_the_language_asked_and_the_officer_told_in_english() {
    let app = TestApp::spawn_with(&[("grievance_email", json!("dpo@fest.example"))]).await;
    let form = json!({"name": "Asha Ravi", "email": "asha@example.com", "kind": "erasure",
        "message": "मेरी टीम के फ़ोन नंबर मिटा दें।"});
    let res = app.post_with("/api/v1/grievances", HINDI, form).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text());
    let reference = res.json()["reference"].as_str().unwrap().to_owned();
    app.ctx.finish_background().await;

    let acknowledgement = mail(&app, "asha@example.com", &reference);
    assert_eq!(acknowledgement.subject, format!("आपकी शिकायत {reference} हमें मिल गई है"));
    assert!(acknowledgement.text.contains("\nविषय: मेरी जानकारी मिटाना\n"), "{}", acknowledgement.text);
    assert!(acknowledgement.text.contains("मेरी टीम के फ़ोन नंबर मिटा दें।"), "the message as written");
    assert!(acknowledgement.html.contains("<html lang=\"hi\">"), "{}", acknowledgement.html);
    assert!(acknowledgement.text.ends_with(&format!("— शिकायत अधिकारी, {}\n", FEST.title())));

    let notice = mail(&app, "dpo@fest.example", &reference);
    assert!(notice.subject.starts_with(&format!("New grievance {reference}: answer by ")), "{}", notice.subject);
    assert!(notice.text.contains("\nAbout: Erase my data\n"), "{}", notice.text);
    assert!(notice.html.starts_with("<!doctype html><html><body"), "{}", notice.html);
}
