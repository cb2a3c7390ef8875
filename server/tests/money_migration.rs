//! The move of refunds into rows of their own (`payment_refund`, migration m20261125_000500) loses nothing.
//! A database is brought to every state of every payable through the product itself (registrations paid,
//! pending, cancelled with refunds processed, pending for hours, failed, of unknown outcome and to pay back
//! by hand; a stay refunded and one whose refund failed; a captured payment nothing claims, refunded and
//! not); its refunds are then written back as the previous release stored them (columns of the
//! registration, booking and capture tables) and the new table dropped by rolling the migration back.
//! Migrating again must give the same payment health, money figures, receipt register and refunds on every
//! record as before. Runs on SQLite and PostgreSQL.

use crate::accommodation::{booking, order, paid_team, passes_of, pay};
use crate::common;

use axum::http::{Method, StatusCode};
use common::TestApp;
use fest_app::roles::Role;
use fest_migrations::MigratorTrait;
use sea_orm::ConnectionTrait;
use serde_json::{Value, json};

/// What the organisers and the payers see of the money.
async fn snapshot(app: &TestApp, admin: &str, owners: &[String]) -> Value {
    let health = app.get_as("/api/v1/admin/payments/health", admin).await.json();
    let items: Vec<Value> = health["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| {
            json!([i["kind"], i["registrationId"], i["bookingId"], i["orphanCaptureId"], i["amount"], i["actions"]])
        })
        .collect();
    let stats = app.get_as("/api/v1/admin/stats", admin).await.json();
    let register = app.get_as("/api/v1/admin/receipts/export?format=csv", admin).await;
    assert_eq!(register.status, StatusCode::OK, "{}", register.text());
    let receipts = register.text();
    assert!(receipts.lines().count() > 1, "receipts were issued: {receipts}");
    let bookings = app.get_as("/api/v1/admin/accommodation", admin).await.json();
    let stays: Vec<Value> = bookings["bookings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| json!([b["id"], b["status"], b["refundStatus"], b["refundAmount"]]))
        .collect();
    let mut registrations = Vec::new();
    for owner in owners {
        let mine = app.get_as("/api/v1/events/my-registrations", owner).await.json();
        for r in mine["registrations"].as_array().unwrap() {
            registrations.push(json!([r["_id"], r["paymentStatus"], r["refundStatus"], r["refundAmount"]]));
        }
    }
    assert!(stats["events"].as_array().is_some_and(|e| !e.is_empty()), "{stats}");
    json!({
        "health": {"counts": health["counts"], "items": items},
        "figures": stats["events"],
        "receipts": receipts,
        "stays": stays,
        "registrations": registrations,
    })
}

async fn number(app: &TestApp, sql: &str) -> i64 {
    use sea_orm::Statement;
    let db = app.ctx.db();
    let row =
        db.query_one_raw(Statement::from_string(db.get_database_backend(), sql.to_owned())).await.unwrap().unwrap();
    row.try_get_by_index(0).unwrap()
}

async fn cancel(app: &TestApp, token: &str) {
    let res = app.json(Method::POST, "/api/v1/events/football/cancel", Some(token), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
}

#[tokio::test]
async fn refunds_move_into_their_own_rows_without_losing_a_rupee() {
    let app =
        TestApp::spawn_with(&[("sandbox_webhooks", json!(false)), ("cancellation_fee_paise", json!(5_000))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let mut owners = Vec::new();
    // Five teams paid and cancelled (refunded through the sandbox at once), one after the other.
    for n in 0..5 {
        let owner = app.user_with_role(&format!("cancelled{n}"), Role::User).await;
        paid_team(&app, &owner).await;
        cancel(&app, &owner).await;
        owners.push(owner);
    }
    // A team paid with a stay cancelled and refunded, and a second stay whose refund failed.
    let captain = app.user_with_role("captain", Role::User).await;
    let registration = paid_team(&app, &captain).await;
    let passes = passes_of(&app, &captain).await;
    let pass = |i: usize| passes[i]["id"].as_str().unwrap().to_owned();
    let mut stays = Vec::new();
    for (guest, night) in [(0, "2025-02-19"), (1, "2025-02-20"), (2, "2025-02-21")] {
        let res = order(&app, &captain, booking(&registration, &[&pass(guest)], "Men", night, 1)).await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text());
        let id = res.json()["booking"]["id"].as_str().unwrap().to_owned();
        pay(&app, &captain, res.json()["order"]["id"].as_str().unwrap()).await;
        stays.push(id);
    }
    for stay in &stays[..2] {
        let res =
            app.json(Method::POST, &format!("/api/v1/accommodation/{stay}/cancel"), Some(&captain), json!({})).await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    }
    owners.push(captain);
    // A captured payment nothing claims, refunded, and another not yet.
    for (n, payment) in ["pay_nobody_1", "pay_nobody_2"].into_iter().enumerate() {
        let body = common::webhook_body(&format!("order_nobody_{n}"), payment, 42_000, "INR");
        let signature = app.ctx.gateway().webhook_signature(body.as_bytes()).unwrap();
        let res = common::post_webhook(&app, &body, &signature, &format!("evt_nobody_{n}")).await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    }
    let health = app.get_as("/api/v1/admin/payments/health", &admin).await.json();
    let capture =
        health["items"].as_array().unwrap().iter().find(|i| i["kind"] == "orphan_capture").unwrap()["orphanCaptureId"]
            .as_str()
            .unwrap()
            .to_owned();
    let path = format!("/api/v1/admin/payments/orphans/{capture}/refund");
    let res = app.json(Method::POST, &path, Some(&admin), json!({"reason": "Not ours"})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    // An order still unpaid long after it was made, and one paid with the wrong amount (flagged).
    for (who, event) in [("waiting", "basketball"), ("flagged", "volleyball")] {
        let owner = app.user_with_role(who, Role::User).await;
        fest_app::services::events::set_open(&app.ctx, fest_shared::catalogue::EventId::parse(event).unwrap(), true)
            .await
            .unwrap();
        let form = common::forms::fresh_people(common::forms::team(event, Some("Men")));
        let res = app.json(Method::POST, &format!("/api/v1/events/{event}/create-order"), Some(&owner), form).await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text());
        let order_id = res.json()["order"]["id"].as_str().unwrap().to_owned();
        if who == "flagged" {
            let body = common::webhook_body(&order_id, "pay_short", 100, "INR");
            let signature = app.ctx.gateway().webhook_signature(body.as_bytes()).unwrap();
            assert_eq!(common::post_webhook(&app, &body, &signature, "evt_short").await.status, StatusCode::OK);
        } else {
            let long_ago = (chrono::Utc::now() - chrono::Duration::hours(2)).to_rfc3339();
            app.sql(&format!(
                "UPDATE registration SET created_at = '{long_ago}' WHERE id = \
                 (SELECT payable_id FROM payment_order WHERE id = '{order_id}')"
            ))
            .await;
        }
        owners.push(owner);
    }
    // Every refund state: processed (the sandbox's), failed, unknown, pending for hours, to pay back by hand.
    let refund = |kind: &str, id: &str, set: &str| {
        format!("UPDATE payment_refund SET {set} WHERE payable_kind = '{kind}' AND payable_id = '{id}'")
    };
    let ids: Vec<String> = {
        let mut ids = Vec::new();
        for owner in &owners[..5] {
            let mine = app.get_as("/api/v1/events/my-registrations", owner).await.json();
            ids.push(mine["registrations"][0]["_id"].as_str().unwrap().to_owned());
        }
        ids
    };
    let long_ago = (chrono::Utc::now() - chrono::Duration::hours(3)).to_rfc3339();
    app.sql(&refund("registration", &ids[1], "status = 'failed'")).await;
    app.sql(&refund("registration", &ids[2], "status = 'unknown'")).await;
    app.sql(&refund("registration", &ids[3], &format!("status = 'pending', updated_at = '{long_ago}'"))).await;
    app.sql(&refund("registration", &ids[4], "status = 'manual', payment_mode = 'offline'")).await;
    app.sql(&format!("UPDATE registration SET payment_mode = 'offline' WHERE id = '{}'", ids[4])).await;
    app.sql(&refund("booking", &stays[1], "status = 'failed'")).await;
    assert_eq!(number(&app, "SELECT COUNT(*) FROM payment_refund").await, 8);
    let before = snapshot(&app, &admin, &owners).await;
    let kinds = |s: &Value| -> Vec<String> {
        s["health"]["items"].as_array().unwrap().iter().map(|i| i[0].as_str().unwrap().to_owned()).collect()
    };
    for kind in [
        "refund_failed",
        "refund_unknown",
        "refund_pending",
        "refund_manual",
        "stay_refund",
        "orphan_capture",
        "stale_pending",
        "flagged",
    ] {
        assert!(kinds(&before).iter().any(|k| k == kind), "{kind} is seeded: {before}");
    }

    // The payables' old refund columns are gone (m20261129_002600); rolling that back writes every refund
    // into them again, as the releases before the refund table kept them.
    let names: Vec<String> = fest_migrations::Migrator::migrations().iter().map(|m| m.name().to_owned()).collect();
    let dropped = names.iter().position(|n| n == "m20261129_002600_old_refund_columns").unwrap();
    fest_migrations::Migrator::down(app.ctx.writer(), Some(u32::try_from(names.len() - dropped).unwrap()))
        .await
        .unwrap();
    for (table, kind, columns) in [
        (
            "registration",
            "registration",
            "COALESCE(p.refund_amount_paise, -1) <> f.amount_paise OR COALESCE(p.refund_id, '') <> COALESCE(f.gateway_refund_id, '')",
        ),
        (
            "accommodation_booking",
            "booking",
            "COALESCE(p.refund_amount_paise, -1) <> f.amount_paise OR COALESCE(p.refund_id, '') <> COALESCE(f.gateway_refund_id, '')",
        ),
        (
            "orphan_capture",
            "capture",
            "COALESCE(p.refund_id, '') <> COALESCE(f.gateway_refund_id, '') OR COALESCE(p.refunded_by, '') <> COALESCE(f.requested_by, '')",
        ),
    ] {
        let refunds = format!("SELECT COUNT(*) FROM payment_refund f WHERE f.payable_kind = '{kind}'");
        assert!(number(&app, &refunds).await > 0, "{kind} refunds are seeded");
        let differ = format!(
            "SELECT COUNT(*) FROM payment_refund f LEFT JOIN {table} p ON p.id = f.payable_id \
             WHERE f.payable_kind = '{kind}' AND (p.id IS NULL OR COALESCE(p.refund_status, '') <> f.status OR {columns})"
        );
        assert_eq!(number(&app, &differ).await, 0, "every {kind} refund back in its payable's own columns");
    }

    // As the previous release stored them: in the payables' own columns, and no refund table.
    let back = |table: &str, kind: &str, status: &str| {
        format!(
            "UPDATE {table} SET refund_status = (SELECT status FROM payment_refund f WHERE f.payable_kind = '{kind}' \
             AND f.payable_id = {table}.id), refund_id = (SELECT gateway_refund_id FROM payment_refund f WHERE \
             f.payable_kind = '{kind}' AND f.payable_id = {table}.id){status}, updated_at = COALESCE((SELECT \
             updated_at FROM payment_refund f WHERE f.payable_kind = '{kind}' AND f.payable_id = {table}.id), \
             updated_at)"
        )
    };
    let amount = |table: &str, kind: &str| {
        format!(
            ", refund_amount_paise = (SELECT amount_paise FROM payment_refund f WHERE f.payable_kind = '{kind}' AND \
             f.payable_id = {table}.id)"
        )
    };
    app.sql(&back("registration", "registration", &amount("registration", "registration"))).await;
    app.sql(&back("accommodation_booking", "booking", &amount("accommodation_booking", "booking"))).await;
    app.sql(&back(
        "orphan_capture",
        "capture",
        ", refunded_by = (SELECT requested_by FROM payment_refund f WHERE f.payable_kind = 'capture' AND \
         f.payable_id = orphan_capture.id)",
    ))
    .await;
    // Back to the schema before the refunds' own table: that migration and every later one rolled back.
    let refunds = names.iter().position(|n| n == "m20261125_000500_payment_refunds").unwrap();
    let later = u32::try_from(dropped - refunds).unwrap();
    fest_migrations::Migrator::down(app.ctx.writer(), Some(later)).await.unwrap();
    let tables = if app.ctx.db().get_database_backend() == sea_orm::DbBackend::Postgres {
        "SELECT COUNT(*) FROM information_schema.tables WHERE table_name = 'payment_refund'"
    } else {
        "SELECT COUNT(*) FROM sqlite_master WHERE name = 'payment_refund'"
    };
    assert_eq!(number(&app, tables).await, 0, "rolled back to the previous release's schema");

    fest_migrations::Migrator::up(app.ctx.writer(), None).await.unwrap();
    assert_eq!(number(&app, "SELECT COUNT(*) FROM payment_refund").await, 8);
    let after = snapshot(&app, &admin, &owners).await;
    assert_eq!(after, before);
    // And the old refund columns are gone again: the refund table holds every refund.
    let old = "('refund_status', 'refund_amount_paise', 'refund_id', 'refunded_by', 'refund_paise')";
    let mut left = 0;
    for table in ["registration", "accommodation_booking", "orphan_capture", "registration_change"] {
        let columns = if app.ctx.db().get_database_backend() == sea_orm::DbBackend::Postgres {
            format!(
                "SELECT COUNT(*) FROM information_schema.columns WHERE table_schema = current_schema() \
                 AND table_name = '{table}' AND column_name IN {old}"
            )
        } else {
            format!("SELECT COUNT(*) FROM pragma_table_info('{table}') WHERE name IN {old}")
        };
        left += number(&app, &columns).await;
    }
    assert_eq!(left, 0, "no payable keeps refund columns of its own");
}

/// The refunds owed after roster changes as admins and owners see them.
async fn change_refunds(app: &TestApp, admin: &str, registration: &str) -> Value {
    let health = app.get_as("/api/v1/admin/payments/health", admin).await.json();
    let due: Vec<Value> = health["items"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|i| i["kind"] == "refund_due")
        .map(|i| json!([i["changeId"], i["amount"], i["detail"], i["actions"]]))
        .collect();
    let history = app.get_as(&format!("/api/v1/admin/registrations/{registration}/history"), admin).await.json();
    let changes: Vec<Value> = history["changes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| json!([c["id"], c["status"], c["difference"], c["refundStatus"], c["refundAmount"], c["flagReason"]]))
        .collect();
    let register = app.get_as("/api/v1/admin/receipts/export?format=csv", admin).await.text();
    let count =
        health["counts"].as_array().unwrap().iter().find(|c| c["kind"] == "refund_due").unwrap()["count"].clone();
    json!({"due": due, "count": count, "changes": changes, "receipts": register})
}

#[tokio::test]
async fn roster_change_refunds_move_into_refund_rows_without_losing_a_rupee() {
    use common::forms::athletics;
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    let owner = app.user_with_role("sprinter", Role::User).await;
    fest_app::services::events::set_open(&app.ctx, fest_shared::catalogue::EventId::parse("athletics").unwrap(), true)
        .await
        .unwrap();
    let relay = athletics("Men", &["100m"], Some("4x100m"));
    let res = app.json(Method::POST, "/api/v1/events/athletics/create-order", Some(&owner), relay).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let order = res.json()["order"]["id"].as_str().unwrap().to_owned();
    let paid = app.json(Method::POST, &format!("/api/v1/payments/sandbox/{order}/pay"), Some(&owner), json!({})).await;
    let res = app.json(Method::POST, "/api/v1/events/athletics/verify-payment", Some(&owner), paid.json()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let change = |form: Value| app.json(Method::PUT, "/api/v1/events/athletics/registration", Some(&owner), form);
    // The relay comes off (Rs. 2800 owed back), and the organisers pay it back by hand.
    let res = change(athletics("Men", &["100m"], None)).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let lowered = res.json()["change"]["id"].as_str().unwrap().to_owned();
    let registration = res.json()["registration"]["_id"].as_str().unwrap().to_owned();
    let path = format!("/api/v1/admin/changes/{lowered}/refunded");
    let res = app.json(Method::POST, &path, Some(&admin), json!({"reason": "NEFT 9921"})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    // Another relay, paid with the wrong amount: not applied, the Rs. 10 paid is owed back.
    let res = change(athletics("Men", &["100m"], Some("4x400m"))).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let short = res.json()["change"]["id"].as_str().unwrap().to_owned();
    let order = res.json()["order"]["order"]["id"].as_str().unwrap().to_owned();
    let body = common::webhook_body(&order, "pay_short_1", 1_000, "INR");
    let signature = app.ctx.gateway().webhook_signature(body.as_bytes()).unwrap();
    assert_eq!(common::post_webhook(&app, &body, &signature, "evt_short_1").await.status, StatusCode::OK);

    let before = change_refunds(&app, &admin, &registration).await;
    assert_eq!(before["count"], 1, "{before}");
    assert_eq!(before["due"][0][0], short.as_str());
    assert_eq!(before["due"][0][1], 1_000);
    let states: Vec<(Value, Value)> =
        before["changes"].as_array().unwrap().iter().map(|c| (c[3].clone(), c[4].clone())).collect();
    assert!(states.contains(&(json!("processed"), json!(280_000))), "{before}");
    assert!(states.contains(&(json!("due"), json!(1_000))), "{before}");
    assert!(before["receipts"].as_str().unwrap().contains("Credit note"), "the paid-back fall has its credit note");

    // Back to the previous release: the change refunds in the changes' own columns, no refund rows of theirs.
    let names: Vec<String> = fest_migrations::Migrator::migrations().iter().map(|m| m.name().to_owned()).collect();
    let moved = names.iter().position(|n| n == "m20261125_000700_change_refunds").unwrap();
    fest_migrations::Migrator::down(app.ctx.writer(), Some(u32::try_from(names.len() - moved).unwrap())).await.unwrap();
    assert_eq!(number(&app, "SELECT COUNT(*) FROM payment_refund WHERE payable_kind = 'change'").await, 0);
    let column = |id: &str, status: &str| {
        format!(
            "SELECT CAST(COALESCE(SUM(refund_paise), -1) AS BIGINT) FROM registration_change WHERE id = '{id}' AND refund_status = \
             '{status}'"
        )
    };
    assert_eq!(number(&app, &column(&lowered, "processed")).await, 280_000);
    assert_eq!(number(&app, &column(&short, "due")).await, 1_000);

    fest_migrations::Migrator::up(app.ctx.writer(), None).await.unwrap();
    assert_eq!(number(&app, "SELECT COUNT(*) FROM payment_refund WHERE payable_kind = 'change'").await, 2);
    assert_eq!(change_refunds(&app, &admin, &registration).await, before);
}
