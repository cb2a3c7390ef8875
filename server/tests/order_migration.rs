//! The move of orders into rows of their own (`payment_order`, migration m20261128_002000) and of the payments
//! that paid them onto those rows (m20261128_002100) loses nothing, nor does dropping the payables' own
//! payment ids and order amounts afterwards (m20261129_002400), nor their last asks of the gateway
//! (`checked_at`, m20261129_002700), and each order names the event whose money it is, written with it or,
//! for the orders moved, by m20261129_002800.
//! A database is brought through the product itself to every state of every payable that has an order:
//! registrations paid, paid and cancelled (refunded), paid with the wrong amount (flagged), waiting, replaced
//! by a newer attempt (expired); stays paid, cancelled and waiting; a roster change's
//! difference paid and one waiting. The migration is then rolled back (the orders go back into the payables'
//! own columns, as the previous release kept them) and run again: payment health, the money figures, the
//! receipt register, every record's order and payment, and the orders themselves must be as before, and a
//! payment arriving afterwards must still find what it pays for. Runs on SQLite and PostgreSQL.

use crate::accommodation::{booking, order, paid_team, passes_of, pay};
use crate::common;

use axum::http::{Method, StatusCode};
use common::TestApp;
use common::forms::{athletics, fresh_people, team};
use fest_app::roles::Role;
use fest_migrations::MigratorTrait;
use fest_shared::catalogue::EventId;
use serde_json::{Value, json};

async fn rows(app: &TestApp, sql: &str) -> Vec<Vec<String>> {
    app.rows(sql).await
}

async fn number(app: &TestApp, sql: &str) -> i64 {
    rows(app, sql).await[0][0].parse().unwrap()
}

/// Every order names the event of the registration or roster change it pays for, a bed's none.
async fn assert_events_named(app: &TestApp) {
    let orders = number(app, "SELECT COUNT(*) FROM payment_order").await;
    let named = number(
        app,
        "SELECT COUNT(*) FROM payment_order o WHERE COALESCE(o.event_id, '-') = COALESCE(CASE o.payable_kind \
         WHEN 'registration' THEN (SELECT r.event_id FROM registration r WHERE r.id = o.payable_id) \
         WHEN 'change' THEN (SELECT c.event_id FROM registration_change c WHERE c.id = o.payable_id) END, '-')",
    )
    .await;
    assert_eq!(named, orders, "every order names its payable's event");
    let unnamed = "SELECT COUNT(*) FROM payment_order WHERE payable_kind <> 'booking' AND event_id IS NULL";
    assert_eq!(number(app, unnamed).await, 0);
    let beds = "SELECT COUNT(*) FROM payment_order WHERE payable_kind = 'booking' AND event_id IS NULL";
    assert!(number(app, beds).await > 0, "the stays' orders are there, naming no event");
}

/// What the organisers and the payers see of the money, and the orders themselves.
async fn snapshot(app: &TestApp, admin: &str, owners: &[String], registration: &str) -> Value {
    let health = app.get_as("/api/v1/admin/payments/health", admin).await.json();
    let items: Vec<Value> = health["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| json!([i["kind"], i["registrationId"], i["bookingId"], i["changeId"], i["amount"], i["detail"]]))
        .collect();
    let stats = app.get_as("/api/v1/admin/stats", admin).await.json();
    let register = app.get_as("/api/v1/admin/receipts/export?format=csv", admin).await;
    assert_eq!(register.status, StatusCode::OK, "{}", register.text());
    let bookings = app.get_as("/api/v1/admin/accommodation", admin).await.json();
    let stays: Vec<Value> = bookings["bookings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| json!([b["id"], b["status"], b["paymentId"], b["refundStatus"], b["refundAmount"]]))
        .collect();
    let mut registrations = Vec::new();
    for owner in owners {
        let mine = app.get_as("/api/v1/events/my-registrations", owner).await.json();
        for r in mine["registrations"].as_array().unwrap() {
            registrations.push(json!([r["_id"], r["paymentStatus"], r["orderId"], r["paymentId"], r["refundStatus"]]));
        }
    }
    let all = app.get_as("/api/v1/events/all-registrations", admin).await;
    assert_eq!(all.status, StatusCode::OK, "{}", all.text());
    let all = all.json();
    let history = app.get_as(&format!("/api/v1/admin/registrations/{registration}/history"), admin).await.json();
    let orders = rows(
        app,
        "SELECT id, payable_kind, payable_id, mode, amount_paise, currency, payment_id, status, flag_reason \
         FROM payment_order ORDER BY id",
    )
    .await;
    json!({
        "health": {"counts": health["counts"], "items": items},
        "figures": stats["events"],
        "receipts": register.text(),
        "stays": stays,
        "registrations": registrations,
        "admin": all,
        "changes": history["changes"],
        "orders": orders,
    })
}

/// Pays `order_id` through the gateway's webhook, for `amount`.
async fn webhook(app: &TestApp, order_id: &str, payment_id: &str, amount: i64) -> StatusCode {
    let body = common::webhook_body(order_id, payment_id, amount, "INR");
    let signature = app.ctx.gateway().webhook_signature(body.as_bytes()).unwrap();
    common::post_webhook(app, &body, &signature, &format!("evt_{payment_id}")).await.status
}

async fn create_order(app: &TestApp, token: &str, event: &str, form: Value) -> String {
    let res = app.json(Method::POST, &format!("/api/v1/events/{event}/create-order"), Some(token), form).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    res.json()["order"]["id"].as_str().unwrap().to_owned()
}

#[tokio::test]
async fn orders_move_into_their_own_rows_without_losing_a_rupee() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let admin = app.user_with_role("organiser", Role::Admin).await;
    for event in ["football", "basketball", "volleyball", "kabaddi", "athletics"] {
        fest_app::services::events::set_open(&app.ctx, EventId::parse(event).unwrap(), true).await.unwrap();
    }
    let mut owners = Vec::new();
    // Paid, and paid then cancelled (refunded through the sandbox).
    let paid = app.user_with_role("paid", Role::User).await;
    let cancelled = app.user_with_role("cancelled", Role::User).await;
    let mut football = Vec::new();
    for owner in [&paid, &cancelled] {
        let order_id = create_order(&app, owner, "football", fresh_people(team("football", Some("Men")))).await;
        let path = format!("/api/v1/payments/sandbox/{order_id}/pay");
        let paid = app.json(Method::POST, &path, Some(owner), json!({})).await.json();
        let res = app.json(Method::POST, "/api/v1/events/football/verify-payment", Some(owner), paid).await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text());
        football.push(order_id);
    }
    let res = app.json(Method::POST, "/api/v1/events/football/cancel", Some(&cancelled), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    // A second payment of the paid order: the registration is flagged to refund it, the order stays paid by
    // its first.
    let fee = number(&app, &format!("SELECT amount_paise FROM payment_order WHERE id = '{}'", football[0])).await;
    assert_eq!(webhook(&app, &football[0], "pay_again", fee).await, StatusCode::OK);
    owners.extend([paid, cancelled]);
    // Flagged (paid Rs. 1 for a team), waiting, and an attempt replaced by a newer one (expired).
    let flagged = app.user_with_role("flagged", Role::User).await;
    let short = create_order(&app, &flagged, "volleyball", fresh_people(team("volleyball", Some("Men")))).await;
    assert_eq!(webhook(&app, &short, "pay_short", 100).await, StatusCode::OK);
    let waiting = app.user_with_role("waiting", Role::User).await;
    let replaced = create_order(&app, &waiting, "basketball", fresh_people(team("basketball", Some("Men")))).await;
    let newer = create_order(&app, &waiting, "basketball", fresh_people(team("basketball", Some("Men")))).await;
    assert_ne!(replaced, newer);
    // One more waiting, for another event, and one withdrawn by its owner.
    let kabaddi = app.user_with_role("kabaddi", Role::User).await;
    let kabaddi_order = create_order(&app, &kabaddi, "kabaddi", fresh_people(team("kabaddi", Some("Men")))).await;
    let withdrawn = app.user_with_role("withdrawn", Role::User).await;
    let withdrawn_order = create_order(&app, &withdrawn, "kabaddi", fresh_people(team("kabaddi", Some("Men")))).await;
    let res = app.json(Method::POST, "/api/v1/events/kabaddi/cancel", Some(&withdrawn), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    // Two more flagged for the amount, which an organiser resolves: one accepted, one refunded by hand.
    let mut resolved = Vec::new();
    for (who, action) in [("accepted", "accept"), ("handrefund", "refund")] {
        let owner = app.user_with_role(who, Role::User).await;
        let order = create_order(&app, &owner, "volleyball", fresh_people(team("volleyball", Some("Men")))).await;
        assert_eq!(webhook(&app, &order, &format!("pay_{who}"), 100).await, StatusCode::OK);
        let id = rows(&app, &format!("SELECT payable_id FROM payment_order WHERE id = '{order}'")).await[0][0].clone();
        let path = format!("/api/v1/admin/registrations/{id}/resolve");
        let res = app.json(Method::POST, &path, Some(&admin), json!({"action": action, "reason": "checked"})).await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text());
        resolved.push(order);
        owners.push(owner);
    }
    owners.extend([flagged, waiting, kabaddi, withdrawn]);
    // Stays: paid, cancelled (refunded), and one waiting.
    let captain = app.user_with_role("captain", Role::User).await;
    let team_id = paid_team(&app, &captain).await;
    let passes = passes_of(&app, &captain).await;
    let pass = |i: usize| passes[i]["id"].as_str().unwrap().to_owned();
    let mut stays = Vec::new();
    for (guest, night) in [(0, "2025-02-19"), (1, "2025-02-20"), (2, "2025-02-21")] {
        let res = order(&app, &captain, booking(&team_id, &[&pass(guest)], "Men", night, 1)).await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text());
        let order_id = res.json()["order"]["id"].as_str().unwrap().to_owned();
        stays.push((res.json()["booking"]["id"].as_str().unwrap().to_owned(), order_id));
    }
    pay(&app, &captain, &stays[0].1).await;
    pay(&app, &captain, &stays[1].1).await;
    let path = format!("/api/v1/accommodation/{}/cancel", stays[1].0);
    let res = app.json(Method::POST, &path, Some(&captain), json!({})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    owners.push(captain);
    // A roster change's difference paid, and another team's waiting for its payment.
    let mut differences = Vec::new();
    for (n, who) in ["sprinter", "runner"].into_iter().enumerate() {
        let owner = app.user_with_role(who, Role::User).await;
        let people = |form: Value| common::forms::other_people(form, 50 + n as u64);
        let first = create_order(&app, &owner, "athletics", people(athletics("Men", &["100m"], None))).await;
        let path = format!("/api/v1/payments/sandbox/{first}/pay");
        let paid = app.json(Method::POST, &path, Some(&owner), json!({})).await.json();
        let res = app.json(Method::POST, "/api/v1/events/athletics/verify-payment", Some(&owner), paid).await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text());
        let form = people(athletics("Men", &["100m"], Some("4x100m")));
        let res = app.json(Method::PUT, "/api/v1/events/athletics/registration", Some(&owner), form).await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text());
        let difference = res.json()["order"]["order"]["id"].as_str().unwrap().to_owned();
        if n == 0 {
            let path = format!("/api/v1/payments/sandbox/{difference}/pay");
            let paid = app.json(Method::POST, &path, Some(&owner), json!({})).await.json();
            let path = "/api/v1/events/athletics/registration/verify-payment";
            let res = app.json(Method::POST, path, Some(&owner), paid).await;
            assert_eq!(res.status, StatusCode::OK, "{}", res.text());
        }
        differences.push(difference);
        owners.push(owner);
    }
    let sprinter = app.get_as("/api/v1/events/my-registrations", &owners[owners.len() - 2]).await.json();
    let registration = sprinter["registrations"][0]["_id"].as_str().unwrap().to_owned();

    let orders = |kind: &str| format!("SELECT COUNT(*) FROM payment_order WHERE payable_kind = '{kind}'");
    // Registrations: paid, cancelled, flagged, replaced, newer, kabaddi, withdrawn, accepted, refunded by hand,
    // the captain's team and the two athletes'.
    assert_eq!(number(&app, &orders("registration")).await, 12);
    assert_eq!(number(&app, &orders("booking")).await, 3);
    assert_eq!(number(&app, &orders("change")).await, 2);
    let short_amount = number(&app, &format!("SELECT amount_paise FROM payment_order WHERE id = '{short}'")).await;

    // Each order's money moved through its own states as what it pays for moved.
    let state = |order: &str| {
        let order = order.to_owned();
        let app = &app;
        async move {
            let found = rows(app, &format!("SELECT status, flag_reason FROM payment_order WHERE id = '{order}'")).await;
            (found[0][0].clone(), found[0][1].clone())
        }
    };
    assert_eq!(state(&football[0]).await.0, "paid", "a second payment leaves the order paid by its first");
    let refunded = state(&football[1]).await.0;
    assert!(["refunded", "partly_refunded"].contains(&refunded.as_str()), "cancelled and refunded: {refunded}");
    let (status, why) = state(&short).await;
    assert_eq!(status, "flagged");
    assert!(why.starts_with("Paid "), "{why}");
    assert_eq!(state(&replaced).await.0, "expired", "an attempt replaced by a newer one");
    assert_eq!(state(&newer).await.0, "created");
    assert_eq!(state(&kabaddi_order).await.0, "created");
    assert_eq!(state(&withdrawn_order).await.0, "expired", "withdrawn by its owner");
    assert_eq!(state(&resolved[0]).await, ("paid".to_owned(), String::new()), "accepted by an organiser");
    assert_eq!(state(&resolved[1]).await.0, "refunded", "given back by the organisers");
    assert_eq!(state(&stays[0].1).await.0, "paid");
    assert!(["refunded", "partly_refunded"].contains(&state(&stays[1].1).await.0.as_str()));
    assert_eq!(state(&stays[2].1).await.0, "created");
    assert_eq!(state(&differences[0]).await.0, "paid");
    assert_eq!(state(&differences[1]).await.0, "created");
    let undated = "SELECT COUNT(*) FROM payment_order WHERE payment_id IS NOT NULL AND paid_at IS NULL";
    assert_eq!(number(&app, undated).await, 0, "every payment recorded has its time");
    let before = snapshot(&app, &admin, &owners, &registration).await;
    let kinds: Vec<&str> = before["health"]["items"].as_array().unwrap().iter().filter_map(|i| i[0].as_str()).collect();
    assert!(kinds.contains(&"flagged"), "{before}");
    let statuses = before["registrations"].to_string();
    for status in ["\"paid\"", "\"cancelled\"", "\"flagged\"", "\"expired\"", "\"pending\""] {
        assert!(statuses.contains(status), "{status} is seeded: {statuses}");
    }

    // The payments recorded on the orders, by kind of payable.
    let recorded = |kind: &str| {
        format!("SELECT COUNT(*) FROM payment_order WHERE payable_kind = '{kind}' AND payment_id IS NOT NULL")
    };
    let mut payments = Vec::new();
    for kind in ["registration", "booking", "change"] {
        payments.push(number(&app, &recorded(kind)).await);
    }
    assert!(payments.iter().all(|n| *n > 0), "payments recorded for every kind: {payments:?}");

    assert_events_named(&app).await;

    // Back to the previous release: the orders and their payments in the payables' own columns, and no order
    // table.
    let names: Vec<String> = fest_migrations::Migrator::migrations().iter().map(|m| m.name().to_owned()).collect();
    // First through m20261129_002700, which took `checked_at` off the payables: each order's last ask goes
    // back to its payable.
    let earlier = "2026-11-27T09:00:00+00:00";
    app.sql(&format!("UPDATE payment_order SET checked_at = '{earlier}' WHERE id = '{replaced}'")).await;
    let checks = names.iter().position(|n| n == "m20261129_002700_payable_checks").unwrap();
    fest_migrations::Migrator::down(app.ctx.writer(), Some(u32::try_from(names.len() - checks).unwrap()))
        .await
        .unwrap();
    let back = format!(
        "SELECT COUNT(*) FROM registration p JOIN payment_order o ON o.payable_id = p.id \
         WHERE o.id = '{replaced}' AND p.checked_at = o.checked_at"
    );
    assert_eq!(number(&app, &back).await, 1, "the last ask back on its registration");
    assert_eq!(number(&app, "SELECT COUNT(*) FROM registration WHERE checked_at IS NOT NULL").await, 1);
    let moved = names.iter().position(|n| n == "m20261128_002000_payment_orders").unwrap();
    fest_migrations::Migrator::down(app.ctx.writer(), Some(u32::try_from(checks - moved).unwrap())).await.unwrap();
    let tables = if app.ctx.db().get_database_backend() == sea_orm::DbBackend::Postgres {
        "SELECT COUNT(*) FROM information_schema.tables WHERE table_name = 'payment_order'"
    } else {
        "SELECT COUNT(*) FROM sqlite_master WHERE name = 'payment_order'"
    };
    assert_eq!(number(&app, tables).await, 0, "rolled back to the previous release's schema");
    let kept = |table: &str| format!("SELECT COUNT(*) FROM {table} WHERE gateway_order_id IS NOT NULL");
    assert_eq!(number(&app, &kept("registration")).await, 12);
    assert_eq!(number(&app, &kept("accommodation_booking")).await, 3);
    assert_eq!(number(&app, &kept("registration_change")).await, 2);
    let paid_by = |table: &str| format!("SELECT COUNT(*) FROM {table} WHERE gateway_payment_id IS NOT NULL");
    let mut written_back = Vec::new();
    for table in ["registration", "accommodation_booking", "registration_change"] {
        written_back.push(number(&app, &paid_by(table)).await);
    }
    assert_eq!(written_back, payments, "every payment back in its payable's own column");
    let flagged_amount = format!("SELECT order_amount_paise FROM registration WHERE gateway_order_id = '{short}'");
    assert_eq!(number(&app, &flagged_amount).await, short_amount, "the order's own amount, not what was paid");
    assert_ne!(short_amount, 100);

    // The reconciliation's last ask about the replaced attempt, recorded on the registration by the previous
    // release, moves onto its order.
    let asked_at = "2026-11-28T10:00:00+00:00";
    app.sql(&format!("UPDATE registration SET checked_at = '{asked_at}' WHERE gateway_order_id = '{replaced}'")).await;

    fest_migrations::Migrator::up(app.ctx.writer(), None).await.unwrap();
    let after = snapshot(&app, &admin, &owners, &registration).await;
    assert_eq!(after, before);
    // The payables' own payment ids, order amounts (m20261129_002400) and last asks (m20261129_002700) are
    // gone: the orders hold them.
    let mut left = 0;
    for table in ["registration", "registration_change", "accommodation_booking"] {
        let columns = if app.ctx.db().get_database_backend() == sea_orm::DbBackend::Postgres {
            format!(
                "SELECT COUNT(*) FROM information_schema.columns WHERE table_schema = current_schema() \
                 AND table_name = '{table}' AND column_name IN ('gateway_payment_id', 'order_amount_paise', 'checked_at')"
            )
        } else {
            format!(
                "SELECT COUNT(*) FROM pragma_table_info('{table}') \
                 WHERE name IN ('gateway_payment_id', 'order_amount_paise', 'checked_at')"
            )
        };
        left += number(&app, &columns).await;
    }
    assert_eq!(left, 0, "no payable keeps a payment id, an order amount or a last ask of its own");
    assert_events_named(&app).await;
    let asked = rows(&app, "SELECT id FROM payment_order WHERE checked_at IS NOT NULL").await;
    assert_eq!(asked, vec![vec![replaced.clone()]], "only the replaced attempt had been asked about");
    let same = format!("SELECT COUNT(*) FROM payment_order WHERE id = '{replaced}' AND checked_at = '{asked_at}'");
    assert_eq!(number(&app, &same).await, 1, "the time it was asked, as it was");

    // Payments arriving now find what they pay for: the waiting registration, stay and difference.
    for (order, payment) in [(&newer, "pay_newer"), (&stays[2].1, "pay_stay"), (&differences[1], "pay_second")] {
        let paise = number(&app, &format!("SELECT amount_paise FROM payment_order WHERE id = '{order}'")).await;
        assert_eq!(webhook(&app, order, payment, paise).await, StatusCode::OK);
    }
    let paid = |table: &str, status: &str, payment: &str| {
        format!(
            "SELECT COUNT(*) FROM {table} p JOIN payment_order o ON o.payable_id = p.id \
             WHERE p.status = '{status}' AND o.payment_id = '{payment}'"
        )
    };
    assert_eq!(number(&app, &paid("registration", "paid", "pay_newer")).await, 1);
    assert_eq!(number(&app, &paid("accommodation_booking", "paid", "pay_stay")).await, 1);
    assert_eq!(number(&app, &paid("registration_change", "applied", "pay_second")).await, 1);
}
