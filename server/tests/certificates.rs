//! Certificates: who earns which (checked in or played; the podium; accepted ambassadors with their
//! referrals), released once per person whatever the releases or servers, e-mailed to their owners, signed so
//! that an edited one is refused, revocable with a reason, downloadable one by one and as archives. Runs on
//! SQLite and PostgreSQL.

use crate::common;

use std::io::Read as _;

use axum::http::{Method, StatusCode};
use common::TestApp;
use fest_app::entities::{certificate, email_outbox};
use fest_app::roles::Role;
use fest_app::services::certificates;
use fest_shared::catalogue::EventId;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::{Value, json};

async fn ok(res: common::TestResponse) -> Value {
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    res.json()
}

async fn release(app: &TestApp, token: &str, body: Value) -> common::TestResponse {
    app.json(Method::POST, "/api/v1/admin/certificates/release", Some(token), body).await
}

async fn stored(app: &TestApp) -> u64 {
    certificate::Entity::find().count(app.ctx.db()).await.unwrap()
}

async fn mails(app: &TestApp) -> u64 {
    email_outbox::Entity::find()
        .filter(email_outbox::Column::Purpose.eq("certificates released"))
        .count(app.ctx.db())
        .await
        .unwrap()
}

/// The text of the QR code printed on a certificate's PDF: its image, read back by a QR decoder.
fn qr_of(pdf: &[u8]) -> String {
    let doc = lopdf::Document::load_mem(pdf).expect("a PDF a reader opens");
    let image = doc
        .objects
        .values()
        .filter_map(|o| o.as_stream().ok())
        .find(|s| s.dict.get(b"Subtype").and_then(|t| t.as_name()).is_ok_and(|n| n == b"Image"))
        .expect("an image");
    let side = usize::try_from(image.dict.get(b"Width").unwrap().as_i64().unwrap()).unwrap();
    let mut pixels = Vec::new();
    flate2::read::ZlibDecoder::new(&image.content[..]).read_to_end(&mut pixels).unwrap();
    assert_eq!(pixels.len(), side * side);
    // One pixel per module: four each for the decoder, as a camera would see it.
    const SCALE: usize = 4;
    let big = side * SCALE;
    let mut scaled = vec![0u8; big * big];
    for (i, px) in scaled.iter_mut().enumerate() {
        *px = pixels[(i / big / SCALE) * side + (i % big) / SCALE];
    }
    let mut decoder = quircs::Quirc::new();
    let codes: Vec<String> = decoder
        .identify(big, big, &scaled)
        .map(|code| String::from_utf8(code.unwrap().decode().unwrap().payload).unwrap())
        .collect();
    assert_eq!(codes.len(), 1);
    codes[0].clone()
}

/// The certificate's number and token from the address its QR code opens.
fn parts(address: &str) -> (String, String) {
    let path = &address[address.find("/verify/").expect("a verify address")..];
    let (id, token) = path.trim_start_matches("/verify/").split_once("?c=").expect("a token");
    (id.to_owned(), token.to_owned())
}

#[tokio::test]
async fn certificates_are_earned_released_once_verified_and_revoked() {
    let app = TestApp::spawn().await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let volunteer = app.user_with_role("gatekeeper", Role::Volunteer).await;
    // An accepted ambassador whose code a volleyball team used.
    let ca = app.user_with_role("ambassador", Role::User).await;
    let application = json!({
        "fullName": "Asha Kumari", "collegeName": "NIT Patna", "collegeYear": "Second Year", "rollno": "2201CS10",
        "collegeAddress": "Ashok Rajpath, Patna, Bihar", "phoneNumber": "9876543210", "howDidYouKnow": "Instagram",
        "applicationStatement": "I organise events in my college.", "por": "Cultural secretary", "alternativeEmail": "",
    });
    let applied = ok(app.json(Method::POST, "/api/v1/ca/apply", Some(&ca), application).await).await;
    let id = applied["application"]["_id"].as_str().unwrap().to_owned();
    let accepted = ok(app.json(Method::PUT, &format!("/api/v1/ca/{id}/accept"), Some(&admin), json!({})).await).await;
    let code = accepted["application"]["referralCode"].as_str().unwrap().to_owned();

    // Kabaddi: two teams play one match. Volleyball: a team that plays nothing, one of whom comes to the gate.
    let kabaddi1 = app.paid_team("kabaddi1", EventId::Kabaddi, Some("Men"), "IIT Patna", 1).await;
    let kabaddi2 = app.paid_team("kabaddi2", EventId::Kabaddi, Some("Men"), "BIT Mesra", 2).await;
    let extra = json!({"referralCode": code});
    let volley = app.paid_team_with("volley", EventId::Volleyball, Some("Women"), "IIT Patna", 3, extra).await;
    // A team kept from a deleted account, checked in: nobody to give its certificates to.
    let gone = app.paid_team("gone", EventId::Volleyball, Some("Women"), "IIT Delhi", 4).await;
    app.ctx.finish_background().await;
    let passes = |token: String| {
        let app = &app;
        async move { ok(app.get_as("/api/v1/passes", &token).await).await["passes"].as_array().unwrap().clone() }
    };
    let (k1, k2, v, g) = (
        passes(kabaddi1.clone()).await,
        passes(kabaddi2.clone()).await,
        passes(volley.clone()).await,
        passes(gone).await,
    );
    for pass in [&v[1], &g[0]] {
        let body = json!({"token": pass["token"], "gate": "Main"});
        let scanned = ok(app.json(Method::POST, "/api/v1/checkin/scan", Some(&volunteer), body).await).await;
        assert_eq!(scanned["result"], "ok");
    }
    app.sql("UPDATE registration SET user_id = 'deleted-account' WHERE college_name = 'IIT Delhi'").await;
    let made = json!({"category": "Men", "format": {"kind": "knockout"}});
    let set = ok(app.json(Method::POST, "/api/v1/admin/fixtures/kabaddi", Some(&admin), made).await).await;
    let (set_id, version) = (set["fixtures"]["id"].as_str().unwrap().to_owned(), set["fixtures"]["version"].clone());
    let m = set["fixtures"]["matches"][0]["id"].as_str().unwrap().to_owned();
    let path = format!("/api/v1/admin/fixture-sets/{set_id}/publish");
    ok(app.json(Method::POST, &path, Some(&admin), json!({"version": version})).await).await;
    let path = format!("/api/v1/scorer/fixture-sets/{set_id}/matches/{m}/result");
    ok(app.json(Method::PUT, &path, Some(&admin), json!({"homeScore": 30, "awayScore": 20})).await).await;

    // What a release would issue: every kabaddi player (played), the volleyball player at the gate; the
    // kabaddi podium; the ambassador.
    let kabaddi = k1.len() + k2.len();
    let listed = ok(app.get_as("/api/v1/admin/certificates", &admin).await).await;
    assert_eq!(listed["eligible"], json!({"participation": kabaddi + 1, "merit": kabaddi, "ca": 1, "revoked": 0}));
    assert_eq!(listed["counts"], json!({"participation": 0, "merit": 0, "ca": 0, "revoked": 0}));

    // Admins only; refusals in words with nothing stored.
    assert_eq!(release(&app, &volunteer, json!({"kind": "participation"})).await.status, StatusCode::FORBIDDEN);
    assert_eq!(app.get_as("/api/v1/admin/certificates", &volunteer).await.status, StatusCode::FORBIDDEN);
    let res = release(&app, &admin, json!({"kind": "ca", "event": "kabaddi"})).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text());
    assert_eq!(res.json()["message"], certificates::NO_EVENT_FOR_CA);
    assert_eq!(release(&app, &admin, json!({"kind": "gold"})).await.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(stored(&app).await, 0);

    // Participation released on two servers at once: each person once, each owner e-mailed once.
    let twin = app.twin_with(&[]).await;
    let body = json!({"kind": "participation"});
    let (a, b) = tokio::join!(release(&app, &admin, body.clone()), release(&twin, &admin, body.clone()));
    let (a, b) = (ok(a).await, ok(b).await);
    let issued = a["issued"].as_u64().unwrap() + b["issued"].as_u64().unwrap();
    assert_eq!(issued, u64::try_from(kabaddi + 1).unwrap());
    assert_eq!(a["mailed"].as_u64().unwrap() + b["mailed"].as_u64().unwrap(), 3);
    assert_eq!(mails(&app).await, 3);
    // Again: nothing new.
    let again = ok(release(&app, &admin, body).await).await;
    assert_eq!((again["issued"].as_u64(), again["already"].as_u64()), (Some(0), Some(issued)));
    assert_eq!(mails(&app).await, 3);
    ok(release(&app, &admin, json!({"kind": "merit", "event": "kabaddi"})).await).await;
    let done = ok(release(&app, &admin, json!({"kind": "ca"})).await).await;
    assert_eq!(done["issued"], 1);
    let log = ok(app.get_as("/api/v1/admin/audit-log?limit=100", &admin).await).await;
    assert!(log["entries"].as_array().unwrap().iter().any(|e| e["action"] == "certificates.release"));

    // Each owner sees their team's people's certificates, with full names; the ambassador their own.
    app.ctx.finish_background().await;
    fest_app::services::mail_queue::drain(&app.ctx).await;
    let mine = ok(app.get_as("/api/v1/user/certificates", &kabaddi1).await).await["certificates"].clone();
    let mine = mine.as_array().unwrap();
    assert_eq!(mine.len(), 2 * k1.len());
    // The home side won 30-20: one team first, the other second, each of its people once.
    let places = |list: &[Value]| {
        let found: std::collections::BTreeSet<String> =
            list.iter().filter(|c| c["kind"] == "merit").map(|c| c["detail"].as_str().unwrap().to_owned()).collect();
        found.into_iter().collect::<Vec<_>>()
    };
    let other = ok(app.get_as("/api/v1/user/certificates", &kabaddi2).await).await["certificates"].clone();
    let mut both = [places(mine), places(other.as_array().unwrap())].concat();
    both.sort();
    assert_eq!(both, ["First place in Kabaddi (Men)", "Second place in Kabaddi (Men)"]);
    let captain = mine.iter().find(|c| c["kind"] == "participation" && c["detail"] == "Captain").unwrap();
    assert_eq!(captain["college"], "IIT Patna");
    assert!(captain["name"].as_str().unwrap().split(' ').count() >= 2, "a full name: {captain}");
    let theirs = ok(app.get_as("/api/v1/user/certificates", &ca).await).await["certificates"].clone();
    assert_eq!(theirs[0]["title"], "Campus ambassador certificate");
    assert_eq!(theirs[0]["detail"], "1 paid referral");
    assert_eq!(theirs[0]["name"], "Asha Kumari");
    let outbox = app.outbox();
    let told: Vec<&String> = outbox.iter().filter(|m| m.contains("certificates are ready")).collect();
    assert!(told.len() >= 3 && told.iter().any(|m| m.contains("Campus ambassador certificate")), "{told:?}");
    assert!(!outbox.iter().any(|m| m.contains("deleted-account@") && m.contains("certificate")));

    // The PDF: to its owner only; its QR code opens the verify page, which says it is genuine.
    let id = captain["id"].as_str().unwrap();
    let res = app.get_as(&format!("/api/v1/user/certificates/{id}/pdf"), &kabaddi1).await;
    assert_eq!(res.status, StatusCode::OK);
    assert_eq!(res.header("content-type"), Some("application/pdf"));
    let address = qr_of(&res.body);
    assert!(address.ends_with(captain["verifyPath"].as_str().unwrap()), "{address}");
    let (qr_id, token) = parts(&address);
    assert_eq!(qr_id, id);
    assert_eq!(
        app.get_as(&format!("/api/v1/user/certificates/{id}/pdf"), &kabaddi2).await.status,
        StatusCode::NOT_FOUND
    );
    let checked = ok(app.get(&format!("/api/v1/verify/{id}?c={token}")).await).await;
    assert_eq!(checked["status"], "valid");
    assert_eq!(checked["message"], certificates::VALID);
    assert_eq!(checked["certificate"]["name"], captain["name"]);
    // Anyone with the public key can check the token.
    let key = fest_shared::pass::public_key_from_base64(checked["publicKey"].as_str().unwrap()).unwrap();
    let claims = fest_shared::certificate::verify(&token, &key).unwrap();
    assert_eq!(claims.name, captain["name"].as_str().unwrap());

    // Edited: the name changed in the token is refused; so is another certificate's genuine token.
    let mut bytes = base64_decode(&token);
    let name_at = 15;
    bytes[name_at] = if bytes[name_at] == b'X' { b'Y' } else { b'X' };
    let edited = base64_encode(&bytes);
    assert_ne!(fest_shared::certificate::read(&edited).unwrap().name, claims.name);
    let checked = ok(app.get(&format!("/api/v1/verify/{id}?c={edited}")).await).await;
    assert_eq!(checked["status"], "tampered");
    assert_eq!(checked["message"], fest_shared::certificate::CertificateError::BadSignature.message());
    let other = &mine.iter().find(|c| c["id"] != captain["id"]).unwrap()["verifyPath"];
    let (_, other_token) = parts(other.as_str().unwrap());
    let checked = ok(app.get(&format!("/api/v1/verify/{id}?c={other_token}")).await).await;
    assert_eq!(
        (checked["status"].as_str(), checked["message"].as_str()),
        (Some("tampered"), Some(certificates::DOES_NOT_MATCH))
    );
    let res = app.get("/api/v1/verify/0000000000000000").await;
    assert_eq!(res.status, StatusCode::NOT_FOUND);
    assert_eq!(res.json()["message"], certificates::NOT_FOUND);

    // Revoked with a reason by an admin: the page says so, and the PDF is no longer handed out.
    let path = format!("/api/v1/admin/certificates/{id}/revoke");
    assert_eq!(
        app.json(Method::POST, &path, Some(&volunteer), json!({"reason": "x"})).await.status,
        StatusCode::FORBIDDEN
    );
    let res = app.json(Method::POST, &path, Some(&admin), json!({"reason": "  "})).await;
    assert_eq!(
        (res.status, res.json()["message"].clone()),
        (StatusCode::UNPROCESSABLE_ENTITY, json!(certificates::REASON_REQUIRED))
    );
    let revoked = ok(app.json(Method::POST, &path, Some(&admin), json!({"reason": "Did not play"})).await).await;
    assert_eq!(revoked["certificate"]["revokedReason"], "Did not play");
    let res = app.json(Method::POST, &path, Some(&admin), json!({"reason": "again"})).await;
    assert_eq!(
        (res.status, res.json()["message"].clone()),
        (StatusCode::CONFLICT, json!(certificates::ALREADY_REVOKED))
    );
    let checked = ok(app.get(&format!("/api/v1/verify/{id}?c={token}")).await).await;
    assert_eq!(checked["status"], "revoked");
    assert!(checked["message"].as_str().unwrap().ends_with(": Did not play"), "{checked}");
    // In Hindi, the day of the revocation is written the Hindi way ("28 नवंबर 2026"); the reason as typed.
    let hindi = app.call(Method::GET, &format!("/api/v1/verify/{id}?c={token}"), &[("accept-language", "hi")]).await;
    let said = hindi.json()["message"].as_str().unwrap().to_owned();
    let on = said.strip_prefix("यह सर्टिफ़िकेट ").and_then(|r| r.strip_suffix(" को रद्द किया गया: Did not play"));
    let on = on.unwrap_or_else(|| panic!("{said}"));
    let today = chrono::Utc::now().with_timezone(&fest_app::time::india()).date_naive();
    assert!(
        [today, today.pred_opt().unwrap()].iter().any(|d| {
            use chrono::Datelike as _;
            on == format!("{} {} {}", d.day(), fest_shared::i18n::values::month_hi(d.month0(), false), d.year())
        }),
        "{said}"
    );
    assert_eq!(
        app.get_as(&format!("/api/v1/user/certificates/{id}/pdf"), &kabaddi1).await.status,
        StatusCode::CONFLICT
    );
    let log = ok(app.get_as("/api/v1/admin/audit-log?limit=100", &admin).await).await;
    assert!(log["entries"].as_array().unwrap().iter().any(|e| e["action"] == "certificates.revoke"));
    let listed = ok(app.get_as("/api/v1/admin/certificates?kind=merit&college=iit%20patna", &admin).await).await;
    assert_eq!(listed["total"], k1.len());
    assert_eq!(listed["counts"]["revoked"], 1);

    // Archives: an event's live certificates (the revoked one left out), a college's; one of the two asked.
    let res = app.get_as("/api/v1/admin/certificates/archive?event=kabaddi", &admin).await;
    assert_eq!(res.status, StatusCode::OK);
    assert_eq!(res.header("content-type"), Some("application/zip"));
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(res.body.clone())).unwrap();
    assert_eq!(zip.len(), 2 * kabaddi - 1);
    let mut first = Vec::new();
    zip.by_index(0).unwrap().read_to_end(&mut first).unwrap();
    assert!(qr_of(&first).contains("/verify/"));
    let res = app.get_as("/api/v1/admin/certificates/archive?college=NIT%20Patna", &admin).await;
    assert_eq!(zip::ZipArchive::new(std::io::Cursor::new(res.body.clone())).unwrap().len(), 1);
    let res = app.get_as("/api/v1/admin/certificates/archive", &admin).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        app.get_as("/api/v1/admin/certificates/archive?event=kabaddi", &volunteer).await.status,
        StatusCode::FORBIDDEN
    );
    assert!(v.len() > 1 && !g.is_empty());
}

fn base64_decode(text: &str) -> Vec<u8> {
    use base64::Engine as _;
    base64::engine::general_purpose::URL_SAFE_NO_PAD.decode(text).unwrap()
}

fn base64_encode(bytes: &[u8]) -> String {
    use base64::Engine as _;
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}
