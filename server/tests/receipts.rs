//! Receipts, tax invoices and credit notes: every confirmed payment gets a number from its financial year's
//! series, consecutive and gapless under a rush (on SQLite and on PostgreSQL with TEST_DATABASE_URL); a
//! replayed confirmation issues no second receipt and a rolled-back one consumes no number; the series
//! starts again on the first of April; a refund issues a credit note referring to its invoice; the PDF
//! carries the fields of CGST Rule 46; owners and admins only may read them, admins export the register.

use crate::common;

use axum::http::{Method, StatusCode};
use chrono::{DateTime, Utc};
use common::TestApp;
use common::forms::{fresh_people, team};
use fest_app::entities::receipt;
use fest_app::roles::Role;
use fest_app::services::receipts::{self, Kind, Payment};
use fest_app::services::registrations::{self, Confirmation};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};
use serde_json::json;

/// A GSTIN in Bihar with a valid check character (`27AAPFU0939F1ZV` with Bihar's state code).
const GSTIN: &str = "10AAPFU0939F1ZA";

async fn order(app: &TestApp, token: &str) -> String {
    let res = app
        .json(
            Method::POST,
            "/api/v1/events/football/create-order",
            Some(token),
            fresh_people(team("football", Some("Men"))),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    res.json()["registrationId"].as_str().unwrap().to_owned()
}

async fn user_id(app: &TestApp, name: &str) -> String {
    use fest_app::entities::user;
    let email = format!("{name}@example.com");
    user::Entity::find().filter(user::Column::Email.eq(email)).one(app.ctx.db()).await.unwrap().unwrap().id
}

async fn receipts_of(app: &TestApp, document: &str) -> Vec<receipt::Model> {
    receipt::Entity::find()
        .filter(receipt::Column::Document.eq(document))
        .order_by_asc(receipt::Column::Serial)
        .all(app.ctx.db())
        .await
        .unwrap()
}

fn at(text: &str) -> DateTime<Utc> {
    DateTime::parse_from_rfc3339(text).unwrap().with_timezone(&Utc)
}

fn this_year_prefix() -> String {
    let day = receipts::tax::india_date(Utc::now());
    let start = receipts::tax::financial_year_start(day);
    format!("INF/{:02}-{:02}/", start % 100, (start + 1) % 100)
}

#[tokio::test]
async fn a_rush_of_two_hundred_confirmations_numbers_its_receipts_consecutively_without_gaps() {
    const ORDERS: usize = 200;
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false)), ("login_max_per_ip", json!(1000))]).await;
    fest_app::services::events::set_open(&app.ctx, fest_shared::catalogue::EventId::Football, true).await.unwrap();
    let mut ids = Vec::new();
    for i in 0..ORDERS {
        let token = app.user_with_role(&format!("rush{i:03}"), Role::User).await;
        ids.push(order(&app, &token).await);
    }
    // As many confirmations at once as the pool has connections, until all 200 are done: every one races
    // the others for the next number (the pool's own waiting is not what this test is about).
    let queue = std::sync::Arc::new(tokio::sync::Mutex::new(ids.iter().cloned().enumerate().collect::<Vec<_>>()));
    let workers: Vec<_> = (0..app.ctx.config().db_max_connections)
        .map(|_| {
            let (ctx, queue) = (app.ctx.clone(), queue.clone());
            tokio::spawn(async move {
                loop {
                    let Some((i, id)) = queue.lock().await.pop() else { return };
                    let outcome = registrations::confirm(&ctx, &id, &format!("pay_rush_{i}"), None, None).await;
                    assert!(matches!(outcome.unwrap(), Confirmation::Paid(_)));
                }
            })
        })
        .collect();
    for worker in workers {
        worker.await.unwrap();
    }
    let issued = receipts_of(&app, "receipt").await;
    assert_eq!(issued.len(), ORDERS);
    let prefix = this_year_prefix();
    for (n, r) in issued.iter().enumerate() {
        assert_eq!(r.serial, i64::try_from(n + 1).unwrap(), "consecutive from 1");
        assert_eq!(r.number, format!("{prefix}{:06}", n + 1));
        assert!(r.number.len() <= 16);
        assert_eq!((r.payable_kind.as_str(), r.amount_paise, r.tax_invoice), ("registration", 650_000, false));
    }
    let mut payables: Vec<&str> = issued.iter().map(|r| r.payable_id.as_str()).collect();
    payables.sort_unstable();
    payables.dedup();
    assert_eq!(payables.len(), ORDERS, "one receipt per registration");

    // A replay of every confirmation (the browser's verify after the webhook) issues nothing new.
    for (i, id) in ids.iter().enumerate() {
        let again = registrations::confirm(&app.ctx, id, &format!("pay_rush_{i}"), None, None).await.unwrap();
        assert!(matches!(again, Confirmation::AlreadyPaid(_)));
    }
    assert_eq!(receipts_of(&app, "receipt").await.len(), ORDERS);
}

#[tokio::test]
async fn a_rolled_back_confirmation_consumes_no_number_and_a_replay_issues_no_second_receipt() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    app.user_with_role("payer", Role::User).await;
    let user_id = user_id(&app, "payer").await;
    let payment = |id: &'static str| Payment {
        kind: Kind::Registration,
        payable_id: id,
        payment_ref: "pay_1",
        amount_paise: 11_800,
        payer_user_id: &user_id,
        description: "Registration for Football".into(),
    };
    // A confirmation that fails after its receipt was numbered rolls the number back with it.
    let txn = fest_app::db::begin_write(app.ctx.writer()).await.unwrap();
    let lost = receipts::issue(&app.ctx, &txn, payment("r-lost")).await.unwrap().unwrap();
    assert_eq!(lost.serial, 1);
    txn.rollback().await.unwrap();
    let txn = fest_app::db::begin_write(app.ctx.writer()).await.unwrap();
    let kept = receipts::issue(&app.ctx, &txn, payment("r-kept")).await.unwrap().unwrap();
    // The same payment again in the same or a later transaction: the same receipt.
    let again = receipts::issue(&app.ctx, &txn, payment("r-kept")).await.unwrap().unwrap();
    txn.commit().await.unwrap();
    let txn = fest_app::db::begin_write(app.ctx.writer()).await.unwrap();
    let later = receipts::issue(&app.ctx, &txn, payment("r-kept")).await.unwrap().unwrap();
    // Nothing paid, nothing to receipt.
    let free = Payment { amount_paise: 0, ..payment("r-free") };
    assert!(receipts::issue(&app.ctx, &txn, free).await.unwrap().is_none());
    txn.commit().await.unwrap();
    assert_eq!(kept.serial, 1, "the rolled-back number is issued again");
    assert_eq!((again.id.as_str(), later.id.as_str()), (kept.id.as_str(), kept.id.as_str()));
    assert_eq!(receipts_of(&app, "receipt").await.len(), 1);
    assert_eq!(receipts_of(&app, "receipt").await[0].recipient_name, "payer");
}

#[tokio::test]
async fn the_series_starts_again_on_the_first_of_april() {
    let app = TestApp::spawn().await;
    app.user_with_role("payer", Role::User).await;
    let user_id = user_id(&app, "payer").await;
    let payment = |id: &'static str| Payment {
        kind: Kind::Booking,
        payable_id: id,
        payment_ref: "pay_x",
        amount_paise: 50_000,
        payer_user_id: &user_id,
        description: "Accommodation".into(),
    };
    let txn = fest_app::db::begin_write(app.ctx.writer()).await.unwrap();
    let march = receipts::issue_at(&app.ctx, &txn, payment("b1"), at("2027-03-31T12:00:00Z")).await.unwrap().unwrap();
    let april = receipts::issue_at(&app.ctx, &txn, payment("b2"), at("2027-04-01T09:00:00Z")).await.unwrap().unwrap();
    // 31 March 20:00 in UTC is 1 April in India: the new year's series.
    let late = receipts::issue_at(&app.ctx, &txn, payment("b3"), at("2027-03-31T20:00:00Z")).await.unwrap().unwrap();
    let march2 = receipts::issue_at(&app.ctx, &txn, payment("b4"), at("2027-03-01T09:00:00Z")).await.unwrap().unwrap();
    txn.commit().await.unwrap();
    assert_eq!(march.number, "INF/26-27/000001");
    assert_eq!(april.number, "INF/27-28/000001");
    assert_eq!(late.number, "INF/27-28/000002");
    assert_eq!(march2.number, "INF/26-27/000002");
    assert_eq!((march.financial_year.as_str(), april.financial_year.as_str()), ("2026-27", "2027-28"));
}

/// A paid registration of a new user on a fest with a GSTIN; its id and the owner's token.
async fn paid(app: &TestApp, name: &str) -> (String, String) {
    let token = app.user_with_role(name, Role::User).await;
    let id = order(app, &token).await;
    let outcome = registrations::confirm(&app.ctx, &id, &format!("pay_{name}"), None, None).await.unwrap();
    assert!(matches!(outcome, Confirmation::Paid(_)));
    (id, token)
}

async fn gst_app() -> TestApp {
    TestApp::spawn_with(&[
        ("sandbox_webhooks", json!(false)),
        ("gstin", json!(GSTIN)),
        ("organiser_name", json!("Infinito Sports Society")),
        ("organiser_address", json!("IIT Patna, Bihta, Patna, Bihar 801106")),
    ])
    .await
}

#[tokio::test]
async fn with_a_gstin_a_receipt_is_a_tax_invoice_and_a_refund_issues_a_credit_note_referring_to_it() {
    let app = gst_app().await;
    fest_app::services::events::set_open(&app.ctx, fest_shared::catalogue::EventId::Football, true).await.unwrap();
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let (id, _) = paid(&app, "captain").await;
    let invoice = receipts_of(&app, "receipt").await.pop().unwrap();
    assert!(invoice.tax_invoice);
    assert_eq!(invoice.supplier_gstin.as_deref(), Some(GSTIN));
    assert_eq!(invoice.place_of_supply.as_deref(), Some("Bihar (10)"));
    assert_eq!((invoice.sac_code.as_str(), invoice.gst_rate_bp), ("999651", 1800));
    // ₹6,500 including 18% GST: ₹5,508.47 taxable, ₹991.53 tax, half CGST and half SGST (the odd paisa to
    // SGST) within Bihar.
    assert_eq!(
        (invoice.amount_paise, invoice.taxable_paise, invoice.cgst_paise, invoice.sgst_paise, invoice.igst_paise),
        (650_000, 550_847, 49_576, 49_577, 0)
    );
    assert_eq!(invoice.recipient_name, "captain");
    assert_eq!(invoice.supplier_name, "Infinito Sports Society");

    // The organisers refund it: the sandbox refunds at once, and the credit note refers to the invoice.
    let res = app
        .json(Method::POST, &format!("/api/v1/admin/registrations/{id}/refund"), Some(&admin), json!({"reason": "ill"}))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["registration"]["refundStatus"], "processed");
    let notes = receipts_of(&app, "credit_note").await;
    assert_eq!(notes.len(), 1);
    let note = &notes[0];
    assert_eq!(note.refers_to.as_deref(), Some(invoice.id.as_str()));
    assert!(note.number.starts_with("INFC/") && note.number.ends_with("/00001") && note.number.len() == 16);
    assert_eq!((note.amount_paise, note.taxable_paise, note.cgst_paise + note.sgst_paise), (650_000, 550_847, 99_153));
    assert!(note.description.contains(&invoice.number));
    // A replayed refund webhook issues no second credit note.
    fest_app::services::refunds::record_webhook(&app.ctx, "pay_captain", "rfnd_1", true).await.unwrap();
    assert_eq!(receipts_of(&app, "credit_note").await.len(), 1);
}

#[tokio::test]
async fn across_states_the_tax_is_igst_and_an_exempt_fest_shows_none() {
    let app = TestApp::spawn_with(&[
        ("sandbox_webhooks", json!(false)),
        ("gstin", json!(GSTIN)),
        ("place_of_supply", json!("27")),
        ("gst_rate", json!("5")),
    ])
    .await;
    fest_app::services::events::set_open(&app.ctx, fest_shared::catalogue::EventId::Football, true).await.unwrap();
    paid(&app, "visitor").await;
    let invoice = receipts_of(&app, "receipt").await.pop().unwrap();
    assert_eq!(invoice.place_of_supply.as_deref(), Some("Maharashtra (27)"));
    // ₹6,500 including 5%: ₹6,190.48 taxable, ₹309.52 IGST.
    assert_eq!((invoice.taxable_paise, invoice.igst_paise, invoice.cgst_paise), (619_048, 30_952, 0));

    let exempt = TestApp::spawn_with(&[
        ("sandbox_webhooks", json!(false)),
        ("gstin", json!(GSTIN)),
        ("gst_rate", json!("exempt")),
    ])
    .await;
    fest_app::services::events::set_open(&exempt.ctx, fest_shared::catalogue::EventId::Football, true).await.unwrap();
    paid(&exempt, "local").await;
    let r = receipts_of(&exempt, "receipt").await.pop().unwrap();
    assert_eq!(
        (r.tax_invoice, r.gst_rate_bp, r.taxable_paise, r.cgst_paise + r.sgst_paise + r.igst_paise),
        (true, 0, 650_000, 0)
    );
}

/// The text of every page of a PDF, as a reader extracts it.
fn pdf_text(bytes: &[u8]) -> String {
    let doc = lopdf::Document::load_mem(bytes).expect("a PDF a reader opens");
    let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
    doc.extract_text(&pages).expect("its text")
}

#[tokio::test]
async fn the_owner_downloads_a_tax_invoice_carrying_the_rule_46_fields_and_nobody_else_sees_it() {
    let app = gst_app().await;
    fest_app::services::events::set_open(&app.ctx, fest_shared::catalogue::EventId::Football, true).await.unwrap();
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let volunteer = app.user_with_role("gatekeeper", Role::Volunteer).await;
    let other = app.user_with_role("stranger", Role::User).await;
    let (id, owner) = paid(&app, "captain").await;

    let mine = app.get_as("/api/v1/receipts", &owner).await;
    assert_eq!(mine.status, StatusCode::OK);
    let list = mine.json()["receipts"].as_array().unwrap().clone();
    assert_eq!(list.len(), 1);
    let r = &list[0];
    assert_eq!((r["title"].as_str(), r["payableId"].as_str()), (Some("Tax invoice"), Some(id.as_str())));
    assert_eq!((r["amountPaise"].as_i64(), r["taxPaise"].as_i64()), (Some(650_000), Some(99_153)));
    let number = r["number"].as_str().unwrap().to_owned();
    let url = r["pdfUrl"].as_str().unwrap().to_owned();

    let pdf = app.get_as(&url, &owner).await;
    assert_eq!(pdf.status, StatusCode::OK);
    assert_eq!(pdf.header("content-type"), Some("application/pdf"));
    let text = pdf_text(&pdf.body);
    for field in [
        "Tax invoice",
        "Infinito Sports Society",
        "IIT Patna, Bihta, Patna, Bihar 801106",
        &format!("GSTIN: {GSTIN}"),
        &format!("Serial number: {number}"),
        "Date: ",
        "Recipient: captain",
        "Place of supply: Bihar (10)",
        "Description of service: Registration for Football",
        "SAC: 999651",
        "Taxable value: Rs. 5508.47",
        "CGST at 9%: Rs. 495.76",
        "SGST at 9%: Rs. 495.77",
        "Total: Rs. 6500",
    ] {
        assert!(text.contains(field), "{field:?} missing from:\n{text}");
    }
    // The admin too, by id or by number; anyone else is told it does not exist.
    assert_eq!(app.get_as(&url, &admin).await.status, StatusCode::OK);
    let by_number = format!("/api/v1/receipts/{}/pdf", number.replace('/', "%2F"));
    assert_eq!(app.get_as(&by_number, &admin).await.status, StatusCode::OK);
    assert_eq!(app.get_as(&url, &other).await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.get_as(&url, &volunteer).await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.get("/api/v1/receipts").await.status, StatusCode::UNAUTHORIZED);
    assert!(app.get_as("/api/v1/receipts", &other).await.json()["receipts"].as_array().unwrap().is_empty());

    // The admin's registration dialog lists them; the volunteer may not.
    let listed = app.get_as(&format!("/api/v1/admin/receipts?payable={id}"), &admin).await;
    assert_eq!(listed.status, StatusCode::OK);
    assert_eq!(listed.json()["receipts"][0]["number"], number.as_str());
    assert_eq!(
        app.get_as(&format!("/api/v1/admin/receipts?payable={id}"), &volunteer).await.status,
        StatusCode::FORBIDDEN
    );

    // Refunded: the credit note's PDF names the invoice it refers to.
    let res = app
        .json(Method::POST, &format!("/api/v1/admin/registrations/{id}/refund"), Some(&admin), json!({"reason": "ill"}))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let list = app.get_as("/api/v1/receipts", &owner).await.json()["receipts"].as_array().unwrap().clone();
    let note = list.iter().find(|r| r["document"] == "credit_note").expect("a credit note");
    let text = pdf_text(&app.get_as(note["pdfUrl"].as_str().unwrap(), &owner).await.body);
    assert!(text.contains("Credit note"), "{text}");
    assert!(text.contains(&format!("Against tax invoice: {number}")), "{text}");
    assert!(text.contains("Total credited: Rs. 6500"), "{text}");
}

#[tokio::test]
async fn without_a_gstin_the_pdf_is_a_plain_receipt() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    fest_app::services::events::set_open(&app.ctx, fest_shared::catalogue::EventId::Football, true).await.unwrap();
    let (_, owner) = paid(&app, "captain").await;
    let list = app.get_as("/api/v1/receipts", &owner).await.json();
    let text = pdf_text(&app.get_as(list["receipts"][0]["pdfUrl"].as_str().unwrap(), &owner).await.body);
    assert!(text.contains("Receipt") && !text.contains("Tax invoice"), "{text}");
    assert!(!text.contains("GSTIN") && !text.contains("CGST"), "{text}");
    assert!(text.contains("Infinito 2025") && text.contains("Total: Rs. 6500"), "{text}");
}

#[tokio::test]
async fn admins_export_the_receipt_register_as_csv_and_xlsx_and_volunteers_cannot() {
    let app = gst_app().await;
    fest_app::services::events::set_open(&app.ctx, fest_shared::catalogue::EventId::Football, true).await.unwrap();
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let moderator = app.user_with_role("moderator", Role::Moderator).await;
    let volunteer = app.user_with_role("gatekeeper", Role::Volunteer).await;
    let (first, _) = paid(&app, "alpha").await;
    paid(&app, "beta").await;
    let res = app
        .json(
            Method::POST,
            &format!("/api/v1/admin/registrations/{first}/refund"),
            Some(&admin),
            json!({"reason": "x"}),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK);

    let csv = app.get_as("/api/v1/admin/receipts/export?format=csv", &admin).await;
    assert_eq!(csv.status, StatusCode::OK);
    assert!(csv.header("content-disposition").unwrap().contains("receipt-register.csv"));
    let mut reader = csv::Reader::from_reader(csv.body.as_slice());
    let header: Vec<String> = reader.headers().unwrap().iter().map(str::to_owned).collect();
    let rows: Vec<Vec<String>> = reader.records().map(|r| r.unwrap().iter().map(str::to_owned).collect()).collect();
    let col = |name: &str| header.iter().position(|h| h == name).unwrap();
    assert_eq!(rows.len(), 3, "two invoices and a credit note");
    let prefix = this_year_prefix();
    assert_eq!(rows[0][col("Number")], format!("{prefix}000001"));
    assert_eq!(rows[1][col("Number")], format!("{prefix}000002"));
    assert_eq!(rows[0][col("Document")], "Tax invoice");
    assert_eq!(rows[0][col("Recipient")], "alpha");
    assert_eq!(rows[0][col("Taxable value (INR)")], "5508.47");
    assert_eq!(rows[0][col("CGST (INR)")], "495.76");
    assert_eq!(rows[0][col("Total (INR)")], "6500.00");
    assert_eq!(rows[0][col("GST rate")], "18%");
    assert_eq!(rows[2][col("Document")], "Credit note");
    assert_eq!(rows[2][col("Refers to")], format!("{prefix}000001"));
    assert_eq!(rows[2][col("Total (INR)")], "6500.00");
    assert_eq!(rows[2][col("SAC")], "999651");

    let xlsx = app.get_as("/api/v1/admin/receipts/export?format=xlsx", &admin).await;
    assert_eq!(xlsx.status, StatusCode::OK);
    use calamine::{Reader, Xlsx};
    let mut book: Xlsx<_> = calamine::open_workbook_from_rs(std::io::Cursor::new(xlsx.body.clone())).unwrap();
    let sheet = book.worksheet_range("Receipts").unwrap();
    assert_eq!(sheet.height(), 4);
    assert_eq!(sheet.get((0, 0)).unwrap().to_string(), "Number");
    assert_eq!(sheet.get((3, col("Refers to"))).unwrap().to_string(), format!("{prefix}000001"));

    assert_eq!(app.get_as("/api/v1/admin/receipts/export?format=pdf", &admin).await.status, StatusCode::BAD_REQUEST);
    for token in [&volunteer, &moderator] {
        assert_eq!(app.get_as("/api/v1/admin/receipts/export?format=csv", token).await.status, StatusCode::FORBIDDEN);
    }
    let log = app.get_as("/api/v1/admin/audit-log", &admin).await.json();
    assert_eq!(log["entries"].as_array().unwrap().iter().filter(|e| e["action"] == "receipts.export").count(), 2);
}

#[tokio::test]
async fn the_confirmation_email_carries_the_receipt_pdf() {
    let app = gst_app().await;
    fest_app::services::events::set_open(&app.ctx, fest_shared::catalogue::EventId::Football, true).await.unwrap();
    paid(&app, "captain").await;
    let number = receipts_of(&app, "receipt").await.pop().unwrap().number;
    let file = format!("tax-invoice-{}.pdf", number.replace('/', "-"));
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    let message = loop {
        let found = std::fs::read_dir(app.dir.path().join("outbox"))
            .unwrap()
            .filter_map(Result::ok)
            .map(|e| std::fs::read_to_string(e.path()).unwrap())
            .find(|m| m.contains("is confirmed") && m.to_lowercase().contains("to: captain@example.com"));
        if let Some(m) = found {
            break m;
        }
        assert!(std::time::Instant::now() < deadline, "no confirmation e-mail");
        tokio::task::yield_now().await;
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    };
    assert!(message.contains("multipart/mixed"), "{message}");
    assert!(message.contains("Content-Type: application/pdf"), "{message}");
    assert!(message.contains(&file), "{file} not attached:\n{message}");
}

/// The confirmation e-mails in the test outbox addressed to `name`, carrying a receipt's PDF.
fn receipt_emails_to(app: &TestApp, name: &str, file: &str) -> usize {
    std::fs::read_dir(app.dir.path().join("outbox"))
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| std::fs::read_to_string(e.path()).unwrap())
        .filter(|m| m.to_lowercase().contains(&format!("to: {name}@example.com")) && m.contains(file))
        .count()
}

/// Waits until `name` has `count` receipt e-mails carrying `file`.
async fn wait_for_receipt_emails(app: &TestApp, name: &str, file: &str, count: usize) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while receipt_emails_to(app, name, file) < count {
        assert!(std::time::Instant::now() < deadline, "{name} has not got {count} receipt e-mail(s)");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

#[tokio::test]
async fn a_receipt_whose_email_was_not_made_before_a_crash_is_emailed_once_by_the_sweep() {
    use sea_orm::sea_query::Expr;
    let app = gst_app().await;
    fest_app::services::events::set_open(&app.ctx, fest_shared::catalogue::EventId::Football, true).await.unwrap();
    paid(&app, "captain").await;
    let issued = receipts_of(&app, "receipt").await.pop().unwrap();
    let file = format!("tax-invoice-{}.pdf", issued.number.replace('/', "-"));
    // Made after the payment committed, and the mark cleared by the transaction that queued it.
    wait_for_receipt_emails(&app, "captain", &file, 1).await;
    let reread = receipt::Entity::find_by_id(&issued.id).one(app.ctx.db()).await.unwrap().unwrap();
    assert!(!reread.email_pending, "the mark stays after the e-mail was queued");
    assert_eq!(registrations::mail_pending_receipts(&app.ctx).await.unwrap(), 0);

    // As if the process had died between the payment's commit and the e-mail: the mark is back. A receipt
    // issued less than a lease ago is left to its own process.
    let mark = |issued_at: DateTime<Utc>| {
        receipt::Entity::update_many()
            .col_expr(receipt::Column::EmailPending, Expr::value(true))
            .col_expr(receipt::Column::IssuedAt, Expr::value(issued_at))
            .filter(receipt::Column::Id.eq(&issued.id))
            .exec(app.ctx.db())
    };
    mark(Utc::now()).await.unwrap();
    assert_eq!(registrations::mail_pending_receipts(&app.ctx).await.unwrap(), 0, "made before its lease ran out");
    // A lease later, two servers' sweeps racing make it once.
    mark(Utc::now() - chrono::Duration::minutes(10)).await.unwrap();
    let (a, b) =
        tokio::join!(registrations::mail_pending_receipts(&app.ctx), registrations::mail_pending_receipts(&app.ctx));
    assert_eq!(a.unwrap() + b.unwrap(), 1, "queued by exactly one sweep");
    wait_for_receipt_emails(&app, "captain", &file, 2).await;
    assert_eq!(registrations::mail_pending_receipts(&app.ctx).await.unwrap(), 0);
    let reread = receipt::Entity::find_by_id(&issued.id).one(app.ctx.db()).await.unwrap().unwrap();
    assert!(!reread.email_pending);
    // Nothing else was sent meanwhile: exactly the two copies.
    assert_eq!(receipt_emails_to(&app, "captain", &file), 2);
}

async fn paid_athletics(app: &TestApp, token: &str, form: serde_json::Value) {
    fest_app::services::events::set_open(&app.ctx, fest_shared::catalogue::EventId::Athletics, true).await.unwrap();
    let res = app.json(Method::POST, "/api/v1/events/athletics/create-order", Some(token), form).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let order = res.json()["order"]["id"].as_str().unwrap().to_owned();
    let paid = app.json(Method::POST, &format!("/api/v1/payments/sandbox/{order}/pay"), Some(token), json!({})).await;
    let res = app.json(Method::POST, "/api/v1/events/athletics/verify-payment", Some(token), paid.json()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
}

async fn health_refunds(app: &TestApp, admin: &str) -> Vec<serde_json::Value> {
    let res = app.get_as("/api/v1/admin/payments/health", admin).await;
    res.json()["items"].as_array().unwrap().iter().filter(|i| i["kind"] == "refund_due").cloned().collect()
}

#[tokio::test]
async fn a_paid_difference_has_its_own_receipt_and_each_refund_its_own_credit_note() {
    use common::forms::athletics;
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let owner = app.user_with_role("sprinter", Role::User).await;
    paid_athletics(&app, &owner, athletics("Men", &["100m"], None)).await;
    let res = app
        .json(
            Method::PUT,
            "/api/v1/events/athletics/registration",
            Some(&owner),
            athletics("Men", &["100m"], Some("4x100m")),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let order = res.json()["order"]["order"]["id"].as_str().unwrap().to_owned();
    let paid = app.json(Method::POST, &format!("/api/v1/payments/sandbox/{order}/pay"), Some(&owner), json!({})).await;
    let path = "/api/v1/events/athletics/registration/verify-payment";
    assert_eq!(app.json(Method::POST, path, Some(&owner), paid.json()).await.status, StatusCode::OK);
    assert_eq!(app.json(Method::POST, path, Some(&owner), paid.json()).await.status, StatusCode::OK, "a replay");
    let issued = receipts_of(&app, "receipt").await;
    assert_eq!(
        issued.iter().map(|r| (r.payable_kind.as_str(), r.amount_paise, r.serial)).collect::<Vec<_>>(),
        [("registration", 70_000, 1), ("change", 280_000, 2)]
    );
    assert!(issued[1].description.starts_with("Team change for"), "{}", issued[1].description);

    // Cancelled: the first payment is refunded through the gateway at once (its credit note now), the
    // difference's payment is owed back and gets its credit note once recorded paid back.
    let res = app.json(Method::POST, "/api/v1/events/athletics/cancel", Some(&owner), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let notes = receipts_of(&app, "credit_note").await;
    assert_eq!(notes.len(), 1);
    assert_eq!((notes[0].refers_to.as_deref(), notes[0].amount_paise), (Some(issued[0].id.as_str()), 70_000));
    let items = health_refunds(&app, &admin).await;
    let change_id = items[0]["changeId"].as_str().unwrap().to_owned();
    let path = format!("/api/v1/admin/changes/{change_id}/refunded");
    let res = app.json(Method::POST, &path, Some(&admin), json!({"reason": "NEFT 9921"})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let notes = receipts_of(&app, "credit_note").await;
    assert_eq!(notes.len(), 2);
    assert_eq!((notes[1].refers_to.as_deref(), notes[1].amount_paise), (Some(issued[1].id.as_str()), 280_000));
    assert_eq!(notes.iter().map(|n| n.serial).collect::<Vec<_>>(), [1, 2]);
}

#[tokio::test]
async fn a_fee_that_falls_is_credited_against_the_registrations_invoice_and_a_refused_payment_gets_no_credit_note() {
    use common::forms::athletics;
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let owner = app.user_with_role("sprinter", Role::User).await;
    paid_athletics(&app, &owner, athletics("Men", &["100m"], Some("4x100m"))).await;
    let invoice = receipts_of(&app, "receipt").await.pop().unwrap();
    assert_eq!(invoice.amount_paise, 350_000);
    // The relay comes off: Rs. 2800 owed back.
    let res = app
        .json(Method::PUT, "/api/v1/events/athletics/registration", Some(&owner), athletics("Men", &["100m"], None))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    // A difference paid with the wrong amount is refused: owed back, but it was never receipted.
    let res = app
        .json(
            Method::PUT,
            "/api/v1/events/athletics/registration",
            Some(&owner),
            athletics("Men", &["100m"], Some("4x400m")),
        )
        .await;
    let order = res.json()["order"]["order"]["id"].as_str().unwrap().to_owned();
    let body = common::webhook_body(&order, "pay_short_1", 1_000, "INR");
    let signature = app.ctx.gateway().webhook_signature(body.as_bytes()).unwrap();
    assert_eq!(common::post_webhook(&app, &body, &signature, "evt_short_1").await.status, StatusCode::OK);
    let items = health_refunds(&app, &admin).await;
    assert_eq!(items.len(), 2, "{items:?}");
    for item in &items {
        let path = format!("/api/v1/admin/changes/{}/refunded", item["changeId"].as_str().unwrap());
        let res = app.json(Method::POST, &path, Some(&admin), json!({"reason": "NEFT"})).await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    }
    let notes = receipts_of(&app, "credit_note").await;
    assert_eq!(notes.len(), 1, "the refused payment's refund has no invoice to credit");
    assert_eq!((notes[0].refers_to.as_deref(), notes[0].amount_paise), (Some(invoice.id.as_str()), 280_000));
    assert_eq!(receipts_of(&app, "receipt").await.len(), 1, "the refused payment has no receipt");
}

#[tokio::test]
async fn a_paid_stay_has_a_receipt_and_its_refund_a_credit_note() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    fest_app::services::events::set_open(&app.ctx, fest_shared::catalogue::EventId::Football, true).await.unwrap();
    let (registration, captain) = paid(&app, "captain").await;
    let passes = app.get_as("/api/v1/passes", &captain).await.json()["passes"].as_array().unwrap().clone();
    let guests: Vec<&str> = passes.iter().take(2).map(|p| p["id"].as_str().unwrap()).collect();
    let body =
        json!({"registrationId": registration, "guests": guests, "block": "Men", "checkIn": "2025-02-19", "nights": 2});
    let res = app.json(Method::POST, "/api/v1/accommodation/create-order", Some(&captain), body).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let stay = res.json()["booking"]["id"].as_str().unwrap().to_owned();
    let payable = fest_app::entities::payment_order::Payable::Booking;
    let order = fest_app::services::payment_orders::of(app.ctx.db(), payable, &stay).await.unwrap().unwrap().id;
    let paid =
        app.json(Method::POST, &format!("/api/v1/payments/sandbox/{order}/pay"), Some(&captain), json!({})).await;
    let res = app.json(Method::POST, "/api/v1/accommodation/verify-payment", Some(&captain), paid.json()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let issued = receipts_of(&app, "receipt").await;
    assert_eq!(issued.len(), 2, "the registration's and the stay's");
    let stay_receipt = issued.iter().find(|r| r.payable_kind == "booking").unwrap();
    assert_eq!(
        (stay_receipt.payable_id.as_str(), stay_receipt.amount_paise, stay_receipt.serial),
        (stay.as_str(), 120_000, 2)
    );
    assert!(stay_receipt.description.starts_with("Accommodation for Football"), "{}", stay_receipt.description);

    let res = app.json(Method::POST, &format!("/api/v1/accommodation/{stay}/cancel"), Some(&captain), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(res.json()["booking"]["refundStatus"], "processed");
    let notes = receipts_of(&app, "credit_note").await;
    assert_eq!(notes.len(), 1);
    assert_eq!((notes[0].refers_to.as_deref(), notes[0].amount_paise), (Some(stay_receipt.id.as_str()), 120_000));
}

#[tokio::test]
async fn money_marked_received_offline_gets_a_receipt_saying_so() {
    let app = TestApp::spawn_with(&[("payments", json!("offline"))]).await;
    fest_app::services::events::set_open(&app.ctx, fest_shared::catalogue::EventId::Chess, true).await.unwrap();
    let admin = app.user_with_role("cashier", Role::Admin).await;
    let player = app.user_with_role("walkin", Role::User).await;
    let res = app.json(Method::POST, "/api/v1/events/chess", Some(&player), team("chess", None)).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let id = res.json()["registrationId"].as_str().unwrap().to_owned();
    assert!(receipts_of(&app, "receipt").await.is_empty(), "nothing received yet");
    let path = format!("/api/v1/admin/registrations/{id}/mark-paid");
    assert_eq!(app.json(Method::POST, &path, Some(&admin), json!({})).await.status, StatusCode::OK);
    assert_eq!(app.json(Method::POST, &path, Some(&admin), json!({})).await.status, StatusCode::CONFLICT);
    let issued = receipts_of(&app, "receipt").await;
    assert_eq!(issued.len(), 1);
    assert_eq!((issued[0].payment_ref.as_str(), issued[0].amount_paise), ("offline", 24_900));
    let list = app.get_as("/api/v1/receipts", &player).await.json();
    let text = pdf_text(&app.get_as(list["receipts"][0]["pdfUrl"].as_str().unwrap(), &player).await.body);
    assert!(text.contains("Paid to the organisers offline"), "{text}");
    assert!(text.contains("Recipient: walkin") && text.contains("Registration for Chess"), "{text}");
}
