//! Money paid to the organisers in person has orders too (mode `offline`): made with what they pay for,
//! `paid` on an organiser's word, `expired` when what they pay for stops waiting, `refunded` when the money is
//! paid back by hand; never asked of a gateway nor paid by one; and the REST shapes stay as they were (no
//! order id to pay). Migration m20261129_002500 gives the payables of earlier releases the same orders the
//! product makes now. Runs on SQLite and PostgreSQL.

use crate::accommodation::{booking, passes_of};
use crate::common;

use axum::http::{Method, StatusCode};
use common::TestApp;
use common::forms::{athletics, fresh_people, other_people, team};
use fest_app::roles::Role;
use fest_migrations::MigratorTrait;
use fest_shared::catalogue::EventId;
use serde_json::{Value, json};

/// Every order, as the product and the migration must agree on it (not when it was made or paid, which the
/// migration takes from the payables).
const ORDERS: &str = "SELECT id, payable_kind, payable_id, mode, amount_paise, currency, \
     COALESCE(payment_id, '-'), status, COALESCE(flag_reason, '-'), \
     CASE WHEN paid_at IS NULL THEN 'unpaid' ELSE 'paid at' END FROM payment_order ORDER BY id";

async fn rows(app: &TestApp, sql: &str) -> Vec<Vec<String>> {
    app.rows(sql).await
}

/// The state and amount of the offline order of `kind` `id`.
async fn order_of(app: &TestApp, kind: &str, id: &str) -> (String, i64) {
    let found = rows(
        app,
        &format!(
            "SELECT status, amount_paise FROM payment_order \
             WHERE payable_kind = '{kind}' AND payable_id = '{id}' AND mode = 'offline' AND payment_id IS NULL \
             AND id = 'offline_{kind}_{id}'"
        ),
    )
    .await;
    assert_eq!(found.len(), 1, "one offline order for {kind} {id}");
    (found[0][0].clone(), found[0][1].parse().unwrap())
}

async fn register(app: &TestApp, token: &str, event: &str, form: Value) -> String {
    let res = app.json(Method::POST, &format!("/api/v1/events/{event}"), Some(token), form).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    res.json()["registrationId"].as_str().unwrap().to_owned()
}

async fn post(app: &TestApp, token: &str, path: &str, body: Value) -> Value {
    let res = app.json(Method::POST, path, Some(token), body).await;
    assert_eq!(res.status, StatusCode::OK, "{path}: {}", res.text());
    res.json()
}

async fn mark_paid(app: &TestApp, admin: &str, id: &str) {
    post(app, admin, &format!("/api/v1/admin/registrations/{id}/mark-paid"), json!({})).await;
}

async fn change(app: &TestApp, token: &str, form: Value) -> Value {
    let res = app.json(Method::PUT, "/api/v1/events/athletics/registration", Some(token), form).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    res.json()
}

/// Nine heads in athletics: the lead and two relays of four.
fn nine_heads(people: u64) -> Value {
    let mut form = athletics("Men", &["100m"], Some("4x100m"));
    form["selectedRelayEvents"] = json!(["4x100m", "4x400m"]);
    form["relayTeams"]["4x400m"] = Value::Array((20..24).map(common::forms::person).collect());
    other_people(form, people)
}

#[tokio::test]
async fn money_paid_in_person_moves_through_orders_of_its_own_and_the_migration_gives_them_alike() {
    let app = TestApp::spawn_with(&[("payments", json!("offline"))]).await;
    let admin = app.user_with_role("cashier", Role::Admin).await;
    for event in [EventId::Chess, EventId::Volleyball, EventId::Kabaddi, EventId::Football, EventId::Athletics] {
        fest_app::services::events::set_open(&app.ctx, event, true).await.unwrap();
    }
    let mut owners = Vec::new();

    // Waiting for the money: its order waits too, and the owner sees no order to pay.
    let walkin = app.user_with_role("walkin", Role::User).await;
    let waiting = register(&app, &walkin, "chess", team("chess", None)).await;
    let fee = app.scalar_i64(&format!("SELECT amount_paise FROM registration WHERE id = '{waiting}'")).await;
    assert_eq!(order_of(&app, "registration", &waiting).await, ("created".to_owned(), fee));
    owners.push(walkin);

    // Marked paid by an organiser: paid, with no gateway payment.
    let paid_owner = app.user_with_role("paid", Role::User).await;
    let paid = register(&app, &paid_owner, "volleyball", fresh_people(team("volleyball", Some("Men")))).await;
    mark_paid(&app, &admin, &paid).await;
    let fee = app.scalar_i64(&format!("SELECT amount_paise FROM registration WHERE id = '{paid}'")).await;
    assert_eq!(order_of(&app, "registration", &paid).await, ("paid".to_owned(), fee));
    owners.push(paid_owner);

    // Withdrawn by its owner before paying: its order waits no more.
    let withdrawn_owner = app.user_with_role("withdrawn", Role::User).await;
    let withdrawn = register(&app, &withdrawn_owner, "kabaddi", fresh_people(team("kabaddi", Some("Men")))).await;
    post(&app, &withdrawn_owner, "/api/v1/events/kabaddi/cancel", json!({})).await;
    assert_eq!(order_of(&app, "registration", &withdrawn).await.0, "expired");
    owners.push(withdrawn_owner);

    // Paid, cancelled, and paid back by hand: refunded.
    let captain = app.user_with_role("captain", Role::User).await;
    let football = register(&app, &captain, "football", team("football", Some("Men"))).await;
    mark_paid(&app, &admin, &football).await;
    // A stay waiting for its money and one paid, for the captain's team.
    let passes = passes_of(&app, &captain).await;
    let pass = |i: usize| passes[i]["id"].as_str().unwrap().to_owned();
    let mut stays = Vec::new();
    for (guest, night) in [(0, "2025-02-19"), (1, "2025-02-20")] {
        let res = app
            .json(
                Method::POST,
                "/api/v1/accommodation/book",
                Some(&captain),
                booking(&football, &[&pass(guest)], "Men", night, 1),
            )
            .await;
        assert_eq!(res.status, StatusCode::CREATED, "{}", res.text());
        assert!(res.json()["booking"]["paymentId"].is_null(), "{}", res.text());
        stays.push(res.json()["booking"]["id"].as_str().unwrap().to_owned());
    }
    post(&app, &admin, &format!("/api/v1/admin/accommodation/{}/mark-paid", stays[1]), json!({})).await;
    let stay_fee =
        app.scalar_i64(&format!("SELECT amount_paise FROM accommodation_booking WHERE id = '{}'", stays[0])).await;
    assert_eq!(order_of(&app, "booking", &stays[0]).await, ("created".to_owned(), stay_fee));
    assert_eq!(order_of(&app, "booking", &stays[1]).await.0, "paid");
    let cancelled = post(&app, &captain, "/api/v1/events/football/cancel", json!({})).await;
    assert_eq!(cancelled["registration"]["refundStatus"], "manual", "{cancelled}");
    assert_eq!(order_of(&app, "registration", &football).await.0, "paid", "not until it is paid back");
    // The team's stays went with it: the one waiting stops waiting; the paid one is owed back.
    assert_eq!(order_of(&app, "booking", &stays[0]).await.0, "expired");
    let reason = json!({"reason": "paid back in cash at the help desk"});
    post(&app, &admin, &format!("/api/v1/admin/registrations/{football}/refund/manual"), reason.clone()).await;
    assert_eq!(order_of(&app, "registration", &football).await.0, "refunded");
    post(&app, &admin, &format!("/api/v1/admin/accommodation/{}/refund/manual", stays[1]), reason).await;
    assert_eq!(order_of(&app, "booking", &stays[1]).await.0, "refunded");
    owners.push(captain);

    // Grown while still awaiting its money (applied at once): the order is for what was received.
    let grown_owner = app.user_with_role("grown", Role::User).await;
    let grown = register(&app, &grown_owner, "athletics", other_people(athletics("Men", &["100m"], None), 70)).await;
    let answer = change(&app, &grown_owner, nine_heads(70)).await;
    assert_eq!(answer["change"]["status"], "applied", "{answer}");
    mark_paid(&app, &admin, &grown).await;
    let fee = app.scalar_i64(&format!("SELECT amount_paise FROM registration WHERE id = '{grown}'")).await;
    assert_eq!(order_of(&app, "registration", &grown).await, ("paid".to_owned(), fee));
    let applied_at_once = answer["change"]["id"].as_str().unwrap().to_owned();
    let none = format!("SELECT COUNT(*) FROM payment_order WHERE payable_id = '{applied_at_once}'");
    assert_eq!(app.scalar_i64(&none).await, 0, "a change paid with its registration has no order of its own");
    // Back to one head: the fall is owed out of what was received, and once paid back by hand the
    // registration's money is partly refunded.
    let answer = change(&app, &grown_owner, other_people(athletics("Men", &["100m"], None), 70)).await;
    let lowered = answer["change"]["id"].as_str().unwrap().to_owned();
    assert!(answer["change"]["difference"].as_i64().unwrap() < 0, "{answer}");
    let reason = json!({"reason": "paid back in cash"});
    post(&app, &admin, &format!("/api/v1/admin/changes/{lowered}/refunded"), reason).await;
    assert_eq!(order_of(&app, "registration", &grown).await, ("partly_refunded".to_owned(), fee));
    assert_eq!(app.scalar_i64(&format!("SELECT COUNT(*) FROM payment_order WHERE payable_id = '{lowered}'")).await, 0);
    owners.push(grown_owner);

    // Grown after it was paid: the difference has its own order, waiting, then received; the registration's
    // order stays what was received for it.
    let mut differences = Vec::new();
    for (n, who) in ["sprinter", "runner"].into_iter().enumerate() {
        let owner = app.user_with_role(who, Role::User).await;
        let people = 80 + 30 * n as u64;
        let id = register(&app, &owner, "athletics", other_people(athletics("Men", &["100m"], None), people)).await;
        mark_paid(&app, &admin, &id).await;
        let first = order_of(&app, "registration", &id).await;
        let answer = change(&app, &owner, nine_heads(people)).await;
        assert_eq!(answer["change"]["status"], "awaiting_payment", "{answer}");
        assert!(answer["order"].is_null(), "nothing to pay online: {answer}");
        let difference = answer["change"]["id"].as_str().unwrap().to_owned();
        let due = answer["change"]["difference"].as_i64().unwrap();
        assert_eq!(order_of(&app, "change", &difference).await, ("created".to_owned(), due));
        if n == 0 {
            post(&app, &admin, &format!("/api/v1/admin/changes/{difference}/received"), json!({})).await;
            assert_eq!(order_of(&app, "change", &difference).await, ("paid".to_owned(), due));
        }
        assert_eq!(order_of(&app, "registration", &id).await, first, "the registration's own money is unchanged");
        differences.push(difference);
        owners.push(owner);
    }

    // No owner is offered an order to pay, no view shows a payment id.
    for owner in &owners {
        let mine = app.get_as("/api/v1/events/my-registrations", owner).await.json();
        for r in mine["registrations"].as_array().unwrap() {
            assert!(r["orderId"].is_null() && r["paymentId"].is_null(), "{r}");
        }
    }
    // The reconciliation asks no gateway about them and leaves them as they are.
    let before = rows(&app, ORDERS).await;
    let report = fest_app::services::reconciliation::reconcile(&app.ctx).await.unwrap();
    assert_eq!((report.confirmed, report.flagged, report.expired, report.errors), (0, 0, 0, 0), "{report:?}");
    assert_eq!(rows(&app, ORDERS).await, before);
    let kinds = |kind: &str| before.iter().filter(|o| o[1] == kind).count();
    // Registrations: waiting, paid, withdrawn, football, grown, sprinter and runner; two stays; two differences.
    assert_eq!((kinds("registration"), kinds("booking"), kinds("change")), (7, 2, 2), "{before:?}");

    // A payable stored by the previous release has no order: marking it paid gives it one.
    let late_owner = app.user_with_role("late", Role::User).await;
    let late = register(&app, &late_owner, "kabaddi", fresh_people(team("kabaddi", Some("Men")))).await;
    app.sql(&format!("DELETE FROM payment_order WHERE payable_id = '{late}'")).await;
    mark_paid(&app, &admin, &late).await;
    assert_eq!(order_of(&app, "registration", &late).await.0, "paid");
    owners.push(late_owner);
    let with_late = rows(&app, ORDERS).await;

    // Back to before the offline orders, and forward again: the migration derives the orders the product
    // made, state and amount alike.
    let names: Vec<String> = fest_migrations::Migrator::migrations().iter().map(|m| m.name().to_owned()).collect();
    let step = names.iter().position(|n| n == "m20261129_002500_offline_orders").unwrap();
    fest_migrations::Migrator::down(app.ctx.writer(), Some(u32::try_from(names.len() - step).unwrap())).await.unwrap();
    let offline = "SELECT COUNT(*) FROM payment_order WHERE mode = 'offline'";
    assert_eq!(app.scalar_i64(offline).await, 0, "rolled back: no offline orders");
    fest_migrations::Migrator::up(app.ctx.writer(), None).await.unwrap();
    assert_eq!(rows(&app, ORDERS).await, with_late);
    // And what is still waiting is still received through them.
    mark_paid(&app, &admin, &waiting).await;
    assert_eq!(order_of(&app, "registration", &waiting).await.0, "paid");
    post(&app, &admin, &format!("/api/v1/admin/changes/{}/received", differences[1]), json!({})).await;
    assert_eq!(order_of(&app, "change", &differences[1]).await.0, "paid");
}

/// A fest that took money in person and then went online: its offline orders are never asked of the
/// gateway, and a payment the gateway reports for one is no payment of it (kept for the organisers to refund).
#[tokio::test]
async fn a_gateway_never_pays_an_offline_order() {
    let fake = common::razorpay::fake_razorpay().await;
    let app = common::razorpay::app_with(&fake).await;
    fest_app::services::events::set_open(&app.ctx, EventId::Chess, true).await.unwrap();
    let owner = app.user_with_role("walkin", Role::User).await;
    let res = app.json(Method::POST, "/api/v1/events/chess/create-order", Some(&owner), team("chess", None)).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let id = res.json()["registrationId"].as_str().unwrap().to_owned();
    // As the offline days left it: withdrawn before the organisers had its money, its order the site's own.
    let order = format!("offline_registration_{id}");
    app.sql(&format!(
        "UPDATE payment_order SET id = '{order}', mode = 'offline', status = 'expired' WHERE payable_id = '{id}'"
    ))
    .await;
    app.sql(&format!(
        "UPDATE registration SET status = 'cancelled', active_slot = NULL, payment_mode = 'offline', \
         expires_at = NULL WHERE id = '{id}'"
    ))
    .await;
    let fee = app.scalar_i64(&format!("SELECT amount_paise FROM payment_order WHERE id = '{order}'")).await;
    let captured =
        json!({"id": "pay_stray", "order_id": order, "amount": fee, "currency": "INR", "status": "captured"});
    fake.state.lock().unwrap().payments.insert(order.clone(), vec![captured]);
    // Not among the orders that lapsed unpaid, which the reconciliation asks about.
    let report = fest_app::services::reconciliation::reconcile(&app.ctx).await.unwrap();
    assert_eq!((report.checked, report.confirmed, report.flagged, report.errors), (0, 0, 0, 0), "{report:?}");
    let status = |sql: String| {
        let app = &app;
        async move { rows(app, &sql).await[0][0].clone() }
    };
    let asked = format!("SELECT COUNT(*) FROM payment_order WHERE id = '{order}' AND checked_at IS NULL");
    assert_eq!(app.scalar_i64(&asked).await, 1, "never asked about");
    // The webhook's report of the same payment: no payment of it, kept for the organisers to refund.
    let body = common::webhook_body(&order, "pay_stray", fee, "INR");
    let signature = app.ctx.gateway().webhook_signature(body.as_bytes()).unwrap();
    let res = common::post_webhook(&app, &body, &signature, "evt_stray").await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    assert_eq!(status(format!("SELECT status FROM registration WHERE id = '{id}'")).await, "cancelled");
    assert_eq!(status(format!("SELECT status FROM payment_order WHERE id = '{order}'")).await, "expired");
    let kept = "SELECT COUNT(*) FROM orphan_capture WHERE payment_id = 'pay_stray'";
    assert_eq!(app.scalar_i64(kept).await, 1, "kept for the organisers to refund");
}
