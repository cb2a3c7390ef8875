//! The PDFs the server writes come in the language of the account they belong to: a Hindi account's tax
//! invoice (downloaded, and attached to its confirmation e-mail) and certificate are in Hindi, their
//! Devanagari read back through the PDF's ToUnicode map as a reader copies it, with the names, numbers and
//! amounts as they were typed; an English account's read as they always did; `?lang=en|hi` asks for the
//! other language. Runs on SQLite and PostgreSQL.

use crate::common;

use axum::http::{Method, StatusCode};
use base64::Engine as _;
use common::TestApp;
use fest_app::roles::Role;
use fest_shared::catalogue::EventId;
use serde_json::{Value, json};

const GSTIN: &str = "10AAPFU0939F1ZA";

fn pdf_text(bytes: &[u8]) -> String {
    let doc = lopdf::Document::load_mem(bytes).expect("a PDF a reader opens");
    let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
    doc.extract_text(&pages).expect("its text")
}

fn devanagari(text: &str) -> bool {
    text.chars().any(|c| ('\u{0900}'..='\u{097f}').contains(&c))
}

async fn speaks(app: &TestApp, token: &str, language: &str) {
    let res = app.json(Method::PUT, "/api/v1/account/language", Some(token), json!({"language": language})).await;
    assert_eq!(res.status, StatusCode::NO_CONTENT, "{}", res.text());
}

async fn ok(res: common::TestResponse) -> Value {
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    res.json()
}

/// The PDF at `path` as `token` sees it: its text, after checking it is a PDF.
async fn pdf_at(app: &TestApp, path: &str, token: &str) -> String {
    let res = app.get_as(path, token).await;
    assert_eq!(res.status, StatusCode::OK, "{path}: {}", res.text());
    assert_eq!(res.header("content-type"), Some("application/pdf"));
    pdf_text(&res.body)
}

fn contains_all(text: &str, parts: &[&str]) {
    for part in parts {
        assert!(text.contains(part), "{part:?} missing from:\n{text}");
    }
}

/// The PDF attached to the newest e-mail to `name` that carries `file` (waits for it).
async fn attached_pdf(app: &TestApp, name: &str, file: &str) -> Vec<u8> {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    let message = loop {
        // Read as written: the outbox helper joins quoted-printable lines, and a base64 line ending in its
        // padding would be taken for one.
        let found = std::fs::read_dir(app.dir.path().join("outbox"))
            .into_iter()
            .flatten()
            .filter_map(Result::ok)
            .map(|e| std::fs::read_to_string(e.path()).unwrap())
            .find(|m| m.to_lowercase().contains(&format!("to: {name}@example.com")) && m.contains(file));
        if let Some(m) = found {
            break m;
        }
        assert!(std::time::Instant::now() < deadline, "no e-mail to {name} carrying {file}");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    };
    // The part's headers end at the first blank line after its content type; its base64 body runs to the
    // next boundary.
    let part = &message[message.find("Content-Type: application/pdf").expect("a PDF part")..];
    let body = &part[part.find("\r\n\r\n").map(|i| i + 4).or_else(|| part.find("\n\n").map(|i| i + 2)).unwrap()..];
    let encoded: String = body.lines().take_while(|l| !l.starts_with("--")).flat_map(|l| l.trim().chars()).collect();
    base64::engine::general_purpose::STANDARD.decode(encoded).expect("a base64 attachment")
}

#[tokio::test]
async fn a_tax_invoice_is_in_the_payers_language_and_lang_asks_for_the_other() {
    let app = TestApp::spawn_with(&[
        ("sandbox_webhooks", json!(false)),
        ("gstin", json!(GSTIN)),
        ("organiser_name", json!("Infinito Sports Society")),
        ("organiser_address", json!("IIT Patna, Bihta, Patna, Bihar 801106")),
    ])
    .await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    // One account reads the site in Hindi before it pays; the other never chose a language.
    let hindi = app.user_with_role("hindi", Role::User).await;
    speaks(&app, &hindi, "hi").await;
    app.pay_team(&hindi, EventId::Football, Some("Men"), "IIT Patna", 1, json!({})).await;
    let english = app.paid_team("english", EventId::Football, Some("Men"), "NIT Patna", 2).await;

    let receipt = |token: String| {
        let app = &app;
        async move {
            let list = ok(app.get_as("/api/v1/receipts", &token).await).await;
            let r = list["receipts"][0].clone();
            (r["pdfUrl"].as_str().unwrap().to_owned(), r["number"].as_str().unwrap().to_owned())
        }
    };
    let (hindi_url, hindi_number) = receipt(hindi.clone()).await;
    let (english_url, english_number) = receipt(english.clone()).await;

    // The Hindi account's: every field of CGST Rule 46 in Hindi, what was typed and the amounts as they are.
    let text = pdf_at(&app, &hindi_url, &hindi).await;
    contains_all(
        &text,
        &[
            "टैक्स इनवॉइस",
            "Infinito Sports Society",
            "IIT Patna, Bihta, Patna, Bihar 801106",
            &format!("GSTIN: {GSTIN}"),
            &format!("सीरियल नंबर: {hindi_number}"),
            "तारीख़: ",
            "प्राप्तकर्ता: hindi",
            "आपूर्ति का स्थान: Bihar (10)",
            "सेवा का विवरण: Football के लिए रजिस्ट्रेशन",
            "SAC: 999651",
            "कर-योग्य मूल्य: ₹5,508.47",
            "CGST (9% की दर से): ₹495.76",
            "SGST (9% की दर से): ₹495.77",
            "कुल: ₹6,500",
            "रिवर्स चार्ज पर टैक्स देय नहीं है।",
        ],
    );
    assert!(!text.contains("Tax invoice"), "{text}");
    // The admin gets it in the payer's language too; in English when asked.
    assert!(pdf_at(&app, &hindi_url, &admin).await.contains("टैक्स इनवॉइस"));
    let asked = pdf_at(&app, &format!("{hindi_url}?lang=en"), &hindi).await;
    contains_all(&asked, &["Tax invoice", &format!("Serial number: {hindi_number}"), "Total: Rs. 6500"]);
    assert!(!devanagari(&asked), "{asked}");

    // The English account's reads as it always did; in Hindi when asked; a language the site does not speak
    // is not asked for.
    let text = pdf_at(&app, &english_url, &english).await;
    contains_all(
        &text,
        &[
            "Tax invoice",
            &format!("Serial number: {english_number}"),
            "Recipient: english",
            "Place of supply: Bihar (10)",
            "Description of service: Registration for Football",
            "Taxable value: Rs. 5508.47",
            "CGST at 9%: Rs. 495.76",
            "Total: Rs. 6500",
        ],
    );
    assert!(!devanagari(&text), "{text}");
    assert_eq!(pdf_at(&app, &format!("{english_url}?lang=fr"), &english).await, text);
    let asked = pdf_at(&app, &format!("{english_url}?lang=hi"), &english).await;
    contains_all(&asked, &["टैक्स इनवॉइस", &format!("सीरियल नंबर: {english_number}"), "कुल: ₹6,500"]);
    // Nobody else's, in any language.
    let stranger = app.user_with_role("stranger", Role::User).await;
    assert_eq!(app.get_as(&format!("{hindi_url}?lang=en"), &stranger).await.status, StatusCode::NOT_FOUND);

    // The confirmation e-mail attaches it in its owner's language (its file name stays English).
    let file = format!("tax-invoice-{}.pdf", hindi_number.replace('/', "-"));
    let attached = pdf_text(&attached_pdf(&app, "hindi", &file).await);
    contains_all(&attached, &["टैक्स इनवॉइस", &format!("सीरियल नंबर: {hindi_number}")]);
    let file = format!("tax-invoice-{}.pdf", english_number.replace('/', "-"));
    let attached = pdf_text(&attached_pdf(&app, "english", &file).await);
    contains_all(&attached, &["Tax invoice", &format!("Serial number: {english_number}")]);
}

#[tokio::test]
async fn a_certificate_is_in_its_owners_language_and_lang_asks_for_the_other() {
    let app = TestApp::spawn().await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let volunteer = app.user_with_role("gatekeeper", Role::Volunteer).await;
    let hindi = app.paid_team("hindi", EventId::Volleyball, Some("Women"), "IIT Patna", 1).await;
    speaks(&app, &hindi, "hi").await;
    let english = app.paid_team("english", EventId::Volleyball, Some("Women"), "NIT Patna", 2).await;
    app.ctx.finish_background().await;
    // One of each team comes to the gate: each earns a certificate of participation.
    for token in [&hindi, &english] {
        let passes = ok(app.get_as("/api/v1/passes", token).await).await;
        let body = json!({"token": passes["passes"][0]["token"], "gate": "Main"});
        let scanned = ok(app.json(Method::POST, "/api/v1/checkin/scan", Some(&volunteer), body).await).await;
        assert_eq!(scanned["result"], "ok");
    }
    let body = json!({"kind": "participation"});
    let released = ok(app.json(Method::POST, "/api/v1/admin/certificates/release", Some(&admin), body).await).await;
    assert_eq!(released["issued"], 2);
    let certificate = |token: String| {
        let app = &app;
        async move { ok(app.get_as("/api/v1/user/certificates", &token).await).await["certificates"][0].clone() }
    };
    let (mine, theirs) = (certificate(hindi.clone()).await, certificate(english.clone()).await);
    let path = |c: &Value| format!("/api/v1/user/certificates/{}/pdf", c["id"].as_str().unwrap());
    let name = |c: &Value| c["name"].as_str().unwrap().to_owned();
    let role = |c: &Value| c["detail"].as_str().unwrap().to_owned();

    // The Hindi account's: the title, the sentence and the dates in Hindi; the holder, college and event as
    // they are.
    let text = pdf_at(&app, &path(&mine), &hindi).await;
    let fest = fest_shared::fest::FEST.title();
    let event = mine["eventTitle"].as_str().unwrap().to_owned();
    contains_all(
        &text,
        &[
            "भागीदारी का प्रमाणपत्र",
            "प्रमाणित किया जाता है कि",
            &name(&mine),
            "(IIT Patna)",
            &format!("ने {fest} में {event} में "),
            " के रूप में भाग लिया।",
            "जारी करने की तारीख़: ",
            &format!("प्रमाणपत्र नंबर: {}", mine["id"].as_str().unwrap()),
        ],
    );
    assert!(!text.contains("This is to certify"), "{text}");
    let asked = pdf_at(&app, &format!("{}?lang=en", path(&mine)), &hindi).await;
    contains_all(&asked, &["Certificate of participation", "This is to certify that", &name(&mine), "of IIT Patna"]);
    assert!(!devanagari(&asked), "{asked}");

    // The English account's reads as it always did; in Hindi when asked.
    let text = pdf_at(&app, &path(&theirs), &english).await;
    contains_all(
        &text,
        &[
            "Certificate of participation",
            "This is to certify that",
            &name(&theirs),
            "of NIT Patna",
            &format!("took part in {event} at {fest} as {}.", role(&theirs)),
            &format!("Certificate number {}", theirs["id"].as_str().unwrap()),
        ],
    );
    assert!(!devanagari(&text), "{text}");
    let asked = pdf_at(&app, &format!("{}?lang=hi", path(&theirs)), &english).await;
    contains_all(&asked, &["भागीदारी का प्रमाणपत्र", &name(&theirs), "(NIT Patna)"]);
    // Still nobody else's.
    assert_eq!(app.get_as(&format!("{}?lang=hi", path(&theirs)), &hindi).await.status, StatusCode::NOT_FOUND);
}
