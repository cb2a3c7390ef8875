//! Sign-up codes over real SMTP: an aiosmtpd server process on loopback (installed by
//! `scripts/tools.sh smtp` into .tools/venv) receives the message into a Maildir. Other e-mails through the
//! queue: a receipt is queued with its payment, waits out an SMTP outage and is sent once.

use crate::common;

use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use axum::http::StatusCode;
use common::TestApp;
use fest_app::entities::email_outbox;
use fest_app::services::mail_queue;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::json;

struct SmtpServer {
    child: Child,
    port: u16,
    maildir: tempfile::TempDir,
}

impl Drop for SmtpServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn python() -> PathBuf {
    if let Ok(p) = std::env::var("FEST_TEST_PYTHON") {
        return PathBuf::from(p);
    }
    let venv = Path::new(env!("CARGO_MANIFEST_DIR")).join("../.tools/venv/bin/python");
    assert!(venv.exists(), "no SMTP test server: run `scripts/tools.sh smtp` (make test does)");
    venv
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

fn start_smtp() -> SmtpServer {
    start_smtp_on(free_port())
}

fn start_smtp_on(port: u16) -> SmtpServer {
    let maildir = tempfile::tempdir().unwrap();
    let child = Command::new(python())
        .args(["-m", "aiosmtpd", "-n", "-l", &format!("127.0.0.1:{port}"), "-c", "aiosmtpd.handlers.Mailbox"])
        .arg(maildir.path().join("mail"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(15);
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(Instant::now() < deadline, "the SMTP server did not start");
        std::thread::sleep(Duration::from_millis(50));
    }
    SmtpServer { child, port, maildir }
}

fn delivered(server: &SmtpServer) -> Vec<String> {
    let new = server.maildir.path().join("mail/new");
    let Ok(entries) = std::fs::read_dir(new) else { return vec![] };
    entries.filter_map(Result::ok).map(|e| std::fs::read_to_string(e.path()).unwrap()).collect()
}

#[tokio::test]
async fn the_sign_up_code_is_delivered_over_smtp_with_text_and_html_bodies() {
    let smtp = start_smtp();
    let app = TestApp::spawn_with(&[
        ("smtp_url", json!(format!("smtp://127.0.0.1:{}", smtp.port))),
        ("mail_from", json!("Infinito <no-reply@infinito.test>")),
    ])
    .await;
    let (res, cookie) = app
        .send_otp(
            json!({"username": "smtpuser", "email": "smtp.user@example.com", "password": "password123", "confirmPassword": "password123"}),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());

    let messages = delivered(&smtp);
    assert_eq!(messages.len(), 1, "one message delivered");
    let message = &messages[0];
    assert!(message.contains("To: smtp.user@example.com"), "{message}");
    assert!(message.contains("From: Infinito <no-reply@infinito.test>"), "{message}");
    assert!(message.contains("multipart/alternative"), "{message}");
    assert!(message.contains("text/plain") && message.contains("text/html"), "{message}");
    let code = common::code_in(message);
    assert!(!app.dir.path().join("outbox").exists(), "no outbox with SMTP configured");

    let res = app.verify_otp("smtp.user@example.com", &code, cookie.as_deref()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
}

#[tokio::test]
async fn an_unreachable_smtp_server_is_a_clear_503_and_the_address_may_ask_again() {
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let app = TestApp::spawn_with(&[("smtp_url", json!(format!("smtp://127.0.0.1:{port}")))]).await;
    let body = json!({"username": "nomail", "email": "nomail@example.com", "password": "password123", "confirmPassword": "password123"});
    let res = app.post("/api/v1/auth/signup/send-otp", body.clone()).await;
    assert_eq!(res.status, StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(res.json()["message"], "We could not send the e-mail. Please try again.");
    // Nothing was sent, so there is no one-minute wait.
    let res = app.post("/api/v1/auth/signup/send-otp", body).await;
    assert_eq!(res.status, StatusCode::SERVICE_UNAVAILABLE);
}

/// Registers and pays chess for the user of `token` in the sandbox, through `app`.
async fn pay_for_chess(app: &TestApp, token: &str) {
    let form = common::forms::team("chess", None);
    let res = app.json(axum::http::Method::POST, "/api/v1/events/chess/create-order", Some(token), form).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
    let order = res.json()["order"]["id"].as_str().unwrap().to_owned();
    let paid = app
        .json(axum::http::Method::POST, &format!("/api/v1/payments/sandbox/{order}/pay"), Some(token), json!({}))
        .await
        .json();
    let res = app.json(axum::http::Method::POST, "/api/v1/events/chess/verify-payment", Some(token), paid).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text());
}

async fn receipts(app: &TestApp) -> Vec<email_outbox::Model> {
    email_outbox::Entity::find().filter(email_outbox::Column::Purpose.eq("receipt")).all(app.ctx.db()).await.unwrap()
}

#[tokio::test]
async fn a_receipt_waits_out_an_smtp_outage_and_is_sent_once() {
    let app = TestApp::spawn_with(&[("sandbox_webhooks", json!(false))]).await;
    let token = app.user_with_role("payer", fest_app::roles::Role::User).await;
    // The same fest, now with a mail server that is down.
    let port = free_port();
    let site = app
        .twin_with(&[("sandbox_webhooks", json!(false)), ("smtp_url", json!(format!("smtp://127.0.0.1:{port}")))])
        .await;
    pay_for_chess(&site, &token).await;
    site.ctx.finish_background().await;

    // The payment stands and its receipt waits in the queue, sealed, with the failure and its next try.
    let queued = receipts(&site).await;
    assert_eq!(queued.len(), 1, "one receipt queued with the payment");
    let receipt = &queued[0];
    assert_eq!((receipt.status.as_str(), receipt.attempts), ("pending", 1));
    assert_eq!(receipt.recipient, "payer@example.com");
    assert!(receipt.message.as_deref().is_some_and(|m| m.starts_with("enc:v1:")), "stored sealed");
    assert!(receipt.last_error.is_some());
    assert!(receipt.next_attempt_at > chrono::Utc::now() + chrono::Duration::seconds(20), "retried after a back-off");
    assert_eq!(mail_queue::retry_due(&site.ctx).await.unwrap(), 0, "not due before its back-off");

    // The mail server comes back; once due, the retry job sends it, and only once.
    let smtp = start_smtp_on(port);
    {
        use sea_orm::sea_query::Expr;
        email_outbox::Entity::update_many()
            .col_expr(email_outbox::Column::NextAttemptAt, Expr::value(chrono::Utc::now()))
            .exec(site.ctx.writer())
            .await
            .unwrap();
    }
    // The passes of the team's players were queued too and wait with it.
    let waiting = mail_queue::counts(&site.ctx).await.unwrap().pending;
    assert!(waiting > 1, "the receipt and the passes wait");
    assert_eq!(mail_queue::retry_due(&site.ctx).await.unwrap() as u64, waiting);
    assert_eq!(mail_queue::retry_due(&site.ctx).await.unwrap(), 0);
    let messages = delivered(&smtp);
    assert_eq!(messages.len() as u64, waiting, "each sent once");
    let receipts_sent: Vec<&String> = messages.iter().filter(|m| m.contains("is confirmed")).collect();
    assert_eq!(receipts_sent.len(), 1, "one receipt");
    assert!(receipts_sent[0].contains("To: payer@example.com"), "{}", receipts_sent[0]);
    let sent = &receipts(&site).await[0];
    assert_eq!((sent.status.as_str(), sent.attempts), ("sent", 2));
    assert!(sent.message.is_none() && sent.sent_at.is_some(), "a sent message's body is dropped");
}

#[tokio::test]
async fn a_message_claimed_by_a_process_that_died_is_sent_after_its_lease() {
    let smtp = start_smtp();
    let app = TestApp::spawn_with(&[("smtp_url", json!(format!("smtp://127.0.0.1:{}", smtp.port)))]).await;
    let email = hello("Claimed");
    // A message queued in a transaction is stored claimed by the process that queued it, which sends it
    // once the transaction commits; meanwhile the retry job leaves it alone.
    let queued = mail_queue::enqueue(&app.ctx, app.ctx.writer(), "test", email, Vec::new()).await.unwrap();
    let id = queued.id().to_owned();
    let stored = email_outbox::Entity::find_by_id(&id).one(app.ctx.db()).await.unwrap().unwrap();
    assert_eq!((stored.status.as_str(), stored.attempts), ("sending", 1));
    assert!(stored.locked_until.is_some_and(|t| t > chrono::Utc::now() + chrono::Duration::seconds(60)));
    assert_eq!(mail_queue::retry_due(&app.ctx).await.unwrap(), 0);
    // That process died before sending: nobody else may send it while its lease runs.
    set_claim(&app, &id, Some(chrono::Utc::now() + chrono::Duration::hours(1))).await;
    assert_eq!(mail_queue::attempt(&app.ctx, &id, true).await.unwrap(), mail_queue::Delivery::NotMine);
    assert_eq!(mail_queue::retry_due(&app.ctx).await.unwrap(), 0);
    assert!(delivered(&smtp).is_empty());
    // Its lease runs out: the message is sent, once.
    set_claim(&app, &id, Some(chrono::Utc::now() - chrono::Duration::seconds(1))).await;
    assert_eq!(mail_queue::retry_due(&app.ctx).await.unwrap(), 1);
    assert_eq!(mail_queue::retry_due(&app.ctx).await.unwrap(), 0);
    assert_eq!(delivered(&smtp).len(), 1);
    let counts = mail_queue::counts(&app.ctx).await.unwrap();
    assert_eq!((counts.sent, counts.pending, counts.sending, counts.failed), (1, 0, 0, 0));
}

#[tokio::test]
async fn an_attempt_that_outlived_its_lease_leaves_the_next_claim_alone() {
    // The mail server is down, so the late attempt fails.
    let app = TestApp::spawn_with(&[("smtp_url", json!(format!("smtp://127.0.0.1:{}", free_port())))]).await;
    let email = hello("Claimed twice");
    let queued = mail_queue::enqueue(&app.ctx, app.ctx.writer(), "test", email, Vec::new()).await.unwrap();
    let id = queued.id().to_owned();
    // The first attempt is slow: its lease runs out and another server claims the message (attempt 2).
    let until = chrono::Utc::now() + chrono::Duration::hours(1);
    {
        use sea_orm::sea_query::Expr;
        email_outbox::Entity::update_many()
            .col_expr(email_outbox::Column::Attempts, Expr::value(2))
            .col_expr(email_outbox::Column::LockedUntil, Expr::value(Some(until)))
            .filter(email_outbox::Column::Id.eq(&id))
            .exec(app.ctx.writer())
            .await
            .unwrap();
    }
    // The first attempt ends, in failure: the message stays with the server that holds it now, rather than
    // going back to the queue (where a third server could take it while the second is still sending).
    mail_queue::deliver_soon(&app.ctx, vec![queued]);
    app.ctx.finish_background().await;
    let row = email_outbox::Entity::find_by_id(&id).one(app.ctx.db()).await.unwrap().unwrap();
    assert_eq!((row.status.as_str(), row.attempts), ("sending", 2));
    assert!(row.locked_until.is_some_and(|t| t > chrono::Utc::now() + chrono::Duration::minutes(50)));
    assert!(row.last_error.is_none() && row.message.is_some());
    assert_eq!(mail_queue::retry_due(&app.ctx).await.unwrap(), 0);
}

/// Marks a queued message as claimed by some process until `until`.
async fn set_claim(app: &TestApp, id: &str, until: Option<chrono::DateTime<chrono::Utc>>) {
    use sea_orm::sea_query::Expr;
    email_outbox::Entity::update_many()
        .col_expr(email_outbox::Column::Status, Expr::value("sending"))
        .col_expr(email_outbox::Column::Attempts, Expr::value(1))
        .col_expr(email_outbox::Column::LockedUntil, Expr::value(until))
        .filter(email_outbox::Column::Id.eq(id))
        .exec(app.ctx.writer())
        .await
        .unwrap();
}

/// A short message to someone@example.com.
fn hello(subject: &str) -> fest_app::ports::mailer::OutgoingEmail {
    fest_app::ports::mailer::OutgoingEmail {
        to: "someone@example.com".into(),
        subject: subject.into(),
        text: "Hello".into(),
        html: "<p>Hello</p>".into(),
    }
}
