#![allow(clippy::unwrap_used)]
//! Sign-up codes over real SMTP: an aiosmtpd server process on loopback (installed by
//! `scripts/tools.sh smtp` into .tools/venv) receives the message into a Maildir.

mod common;

use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use axum::http::StatusCode;
use common::TestApp;
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

fn start_smtp() -> SmtpServer {
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
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
