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
    let rush: Vec<_> = ids
        .iter()
        .enumerate()
        .map(|(i, id)| {
            let (ctx, id) = (app.ctx.clone(), id.clone());
            tokio::spawn(async move { registrations::confirm(&ctx, &id, &format!("pay_rush_{i}"), None, None).await })
        })
        .collect();
    for task in rush {
        assert!(matches!(task.await.unwrap().unwrap(), Confirmation::Paid(_)));
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
    fest_app::services::registrations::record_refund(&app.ctx, "pay_captain", "rfnd_1", true).await.unwrap();
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
