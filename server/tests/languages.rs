//! The server answers in the language a request asks for (`Accept-Language`): its refusals, the field errors
//! of the shared rules and its plain successes in Hindi when asked, and English word for word otherwise
//! (SPEC 7's clients send no header or an English one).

use crate::common;

use axum::http::{Method, StatusCode};
use common::TestApp;
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
