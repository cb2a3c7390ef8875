//! The binary as an operator meets it: help, start-up errors, serving, graceful shutdown.

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn fest(dir: &std::path::Path) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_fest"));
    cmd.current_dir(dir);
    for (key, _) in std::env::vars() {
        if key.starts_with("FEST_") {
            cmd.env_remove(key);
        }
    }
    cmd.env("FEST_LOG", "info");
    cmd
}

/// Runs a start-up that must fail and returns its stderr.
fn fails(cmd: &mut Command) -> String {
    let out = cmd.output().unwrap();
    assert!(!out.status.success(), "expected failure, got {:?}", out.status);
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(!stderr.contains("stack backtrace"), "{stderr}");
    let errors: Vec<&str> = stderr.lines().filter(|l| l.starts_with("fest: error:")).collect();
    assert_eq!(errors.len(), 1, "exactly one error line expected: {stderr}");
    errors[0].to_owned()
}

#[test]
fn help_lists_serve_and_migrate() {
    let dir = tempfile::tempdir().unwrap();
    let out = fest(dir.path()).arg("--help").output().unwrap();
    assert!(out.status.success());
    let help = String::from_utf8(out.stdout).unwrap();
    assert!(help.contains("serve"), "{help}");
    assert!(help.contains("migrate"), "{help}");
}

#[test]
fn an_unparseable_database_url_is_one_clear_line() {
    let dir = tempfile::tempdir().unwrap();
    let line = fails(fest(dir.path()).arg("migrate").env("FEST_DATABASE_URL", "nonsense-url"));
    assert!(line.contains("database URL"), "{line}");
    let line = fails(fest(dir.path()).arg("migrate").env("FEST_DATABASE_URL", "postgres://u:pw@[bad/x"));
    assert!(line.contains("database URL"), "{line}");
    assert!(!line.contains("pw@"), "the password must not be printed: {line}");
}

#[test]
fn a_port_in_use_is_one_clear_line() {
    let dir = tempfile::tempdir().unwrap();
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = taken.local_addr().unwrap().to_string();
    let line = fails(fest(dir.path()).arg("serve").env("FEST_BIND", &addr));
    assert!(line.contains(&format!("cannot listen on {addr}")), "{line}");
}

#[test]
fn a_malformed_config_file_is_one_clear_line() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("fest.toml"), "bind = [unclosed\n").unwrap();
    let line = fails(fest(dir.path()).arg("migrate"));
    assert!(line.contains("invalid configuration"), "{line}");
    let line = fails(fest(dir.path()).arg("migrate").env("FEST_CONFIG", "missing.toml"));
    assert!(line.contains("missing.toml"), "{line}");
    std::fs::write(dir.path().join("fest.toml"), "bind = \"not an address\"\n").unwrap();
    let line = fails(fest(dir.path()).arg("migrate"));
    assert!(line.contains("bind"), "{line}");
}

#[test]
fn migrate_creates_the_sqlite_database_under_data() {
    let dir = tempfile::tempdir().unwrap();
    let out = fest(dir.path()).arg("migrate").output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(dir.path().join("data/fest.db").exists());
}

#[test]
fn serve_prints_its_url_answers_and_stops_cleanly_on_sigterm() {
    let dir = tempfile::tempdir().unwrap();
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let mut child = fest(dir.path())
        .arg("serve")
        .env("FEST_BIND", format!("127.0.0.1:{port}"))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let stdout = BufReader::new(child.stdout.take().unwrap());
    let first = stdout.lines().next().unwrap().unwrap();
    assert_eq!(first, format!("Fest is running at http://127.0.0.1:{port}"));

    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    let body: serde_json::Value = rt.block_on(async {
        reqwest::get(format!("http://127.0.0.1:{port}/api/v1/health")).await.unwrap().json().await.unwrap()
    });
    assert_eq!(body, serde_json::json!({"status": "ok", "db": "ok", "jobs": true}));

    let status = Command::new("kill").args(["-TERM", &child.id().to_string()]).status().unwrap();
    assert!(status.success());
    let deadline = Instant::now() + Duration::from_secs(10);
    let exit = loop {
        if let Some(exit) = child.try_wait().unwrap() {
            break exit;
        }
        assert!(Instant::now() < deadline, "server did not stop after SIGTERM");
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(exit.success(), "{exit:?}");
    let mut stderr = String::new();
    std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut stderr).unwrap();
    assert!(stderr.contains("shut down cleanly"), "{stderr}");
    assert!(stderr.contains("path=/api/v1/health") || stderr.contains("/api/v1/health"), "request line: {stderr}");
}

#[test]
fn serve_outside_loopback_refuses_without_a_data_key_or_with_an_implicit_sandbox() {
    let dir = tempfile::tempdir().unwrap();
    let line = fails(fest(dir.path()).arg("serve").env("FEST_BIND", "0.0.0.0:0"));
    assert!(line.contains("FEST_DATA_KEY_FILE") && line.contains("refusing to serve on 0.0.0.0:0"), "{line}");
    assert!(!dir.path().join("data/data.key").exists(), "no key is generated beside the data");

    let key = dir.path().join("data.key.secret");
    std::fs::write(&key, "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\n").unwrap();
    let line = fails(fest(dir.path()).arg("serve").env("FEST_BIND", "0.0.0.0:0").env("FEST_DATA_KEY_FILE", &key));
    assert!(line.contains("sandbox payment gateway") && line.contains("FEST_PAYMENTS=sandbox"), "{line}");

    // With the key and the sandbox asked for, it starts.
    let mut child = fest(dir.path())
        .arg("serve")
        .env("FEST_BIND", "0.0.0.0:0")
        .env("FEST_DATA_KEY_FILE", &key)
        .env("FEST_PAYMENTS", "sandbox")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let first = BufReader::new(child.stdout.take().unwrap()).lines().next().unwrap().unwrap();
    assert!(first.starts_with("Fest is running at http://0.0.0.0:"), "{first}");
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(!dir.path().join("data/data.key").exists(), "the file's key is used");
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

/// Status and body of a GET, or `None` when nothing answers (the listener is closed).
fn get(url: &str) -> Option<(u16, String)> {
    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    rt.block_on(async {
        let res = reqwest::Client::new().get(url).timeout(Duration::from_secs(10)).send().await.ok()?;
        let status = res.status().as_u16();
        Some((status, res.text().await.unwrap_or_default()))
    })
}

fn wait_for_exit(child: &mut std::process::Child, within: Duration) -> std::process::ExitStatus {
    let deadline = Instant::now() + within;
    loop {
        if let Some(exit) = child.try_wait().unwrap() {
            return exit;
        }
        assert!(Instant::now() < deadline, "the server did not stop");
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn told_to_stop_a_server_stops_being_ready_first_serves_through_its_grace_and_a_second_signal_ends_it() {
    let dir = tempfile::tempdir().unwrap();
    let (port, metrics_port) = (free_port(), free_port());
    let mut child = fest(dir.path())
        .arg("serve")
        .env("FEST_BIND", format!("127.0.0.1:{port}"))
        .env("FEST_METRICS_BIND", format!("127.0.0.1:{metrics_port}"))
        // Far longer than the test: the second signal must be what ends it.
        .env("FEST_SHUTDOWN_GRACE_SECS", "600")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let first = BufReader::new(child.stdout.take().unwrap()).lines().next().unwrap().unwrap();
    assert_eq!(first, format!("Fest is running at http://127.0.0.1:{port}"));
    let site = format!("http://127.0.0.1:{port}");
    let private = format!("http://127.0.0.1:{metrics_port}");

    assert_eq!(get(&format!("{site}/livez")), Some((200, r#"{"live":true}"#.to_owned())));
    assert_eq!(get(&format!("{site}/readyz")), Some((200, r#"{"ready":true}"#.to_owned())));
    assert_eq!(get(&format!("{private}/readyz")).map(|r| r.0), Some(200));
    // The metrics are on the private address only (no token is set for the site's).
    assert_eq!(get(&format!("{site}/metrics")).map(|r| r.0), Some(404));
    let (status, text) = get(&format!("{private}/metrics")).unwrap();
    assert_eq!(status, 200);
    assert!(text.contains("http_requests_total{") && text.contains("route=\"/readyz\""), "{text}");
    assert!(text.contains("fest_db_up 1"), "{text}");

    // A browser follows the live page through the stop: its stream must not hold the server up.
    let mut follower = std::net::TcpStream::connect(("127.0.0.1", port)).unwrap();
    std::io::Write::write_all(&mut follower, b"GET /api/v1/live HTTP/1.1\r\nHost: fest\r\n\r\n").unwrap();
    follower.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
    let mut heard = String::new();
    while !heard.contains("event: ready") {
        let mut chunk = [0u8; 1024];
        let n = std::io::Read::read(&mut follower, &mut chunk).unwrap();
        assert!(n > 0, "the live stream closed before it was ready: {heard}");
        heard.push_str(&String::from_utf8_lossy(&chunk[..n]));
    }
    assert!(heard.starts_with("HTTP/1.1 200") && heard.contains("text/event-stream"), "{heard}");

    let pid = child.id().to_string();
    let kill = |signal: &str| {
        assert!(Command::new("kill").args([signal, &pid]).status().unwrap().success());
    };
    kill("-TERM");
    // Not ready any more, on both addresses, while it still serves everything else.
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        match get(&format!("{site}/readyz")) {
            Some((503, body)) => {
                assert_eq!(body, r#"{"ready":false,"reason":"stopping"}"#);
                break;
            }
            Some((200, _)) => {}
            other => panic!("while stopping, /readyz answered {other:?}"),
        }
        assert!(Instant::now() < deadline, "/readyz never said the server is stopping");
        std::thread::sleep(Duration::from_millis(50));
    }
    assert_eq!(get(&format!("{private}/readyz")).map(|r| r.0), Some(503));
    assert_eq!(get(&format!("{site}/livez")).map(|r| r.0), Some(200));
    let (status, events) = get(&format!("{site}/api/v1/events")).unwrap();
    assert_eq!(status, 200, "{events}");
    assert!(child.try_wait().unwrap().is_none(), "the grace period is not over");

    kill("-TERM");
    let exit = wait_for_exit(&mut child, Duration::from_secs(30));
    assert!(exit.success(), "{exit:?}");
    let mut stderr = String::new();
    std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut stderr).unwrap();
    assert!(stderr.contains("not ready any more") && stderr.contains("shut down cleanly"), "{stderr}");
    assert_eq!(get(&format!("{site}/livez")), None, "the site's listener is closed");
    // The follower's stream was ended, not cut off mid-event: it reads to its end.
    let mut rest = Vec::new();
    std::io::Read::read_to_end(&mut follower, &mut rest).unwrap();
}

/// Serves a site whose graceful stop is immediate, and opens three live streams on one HTTP/2 connection
/// (as the deployed proxy does), read until each said it is ready.
fn serve_with_streams_over_h2(
    dir: &Path,
    drain_secs: &str,
) -> (std::process::Child, String, reqwest::Client, Vec<reqwest::Response>, tokio::runtime::Runtime) {
    let port = free_port();
    let mut child = fest(dir)
        .arg("serve")
        .env("FEST_BIND", format!("127.0.0.1:{port}"))
        .env("FEST_SHUTDOWN_GRACE_SECS", "0")
        .env("FEST_SHUTDOWN_DRAIN_SECS", drain_secs)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let first = BufReader::new(child.stdout.take().unwrap()).lines().next().unwrap().unwrap();
    assert_eq!(first, format!("Fest is running at http://127.0.0.1:{port}"));
    let site = format!("http://127.0.0.1:{port}");
    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    // One client, one connection: every request is a stream on it.
    let proxy = reqwest::Client::builder().http2_prior_knowledge().timeout(Duration::from_secs(30)).build().unwrap();
    let streams = rt.block_on(async {
        let mut streams = Vec::new();
        for _ in 0..3 {
            let res = proxy
                .get(format!("{site}/api/v1/live"))
                .header("accept", "text/event-stream")
                .header("accept-encoding", "gzip, br")
                .send()
                .await
                .unwrap();
            assert_eq!(res.version(), reqwest::Version::HTTP_2);
            assert_eq!(res.status(), 200);
            assert_eq!(res.headers()["content-type"], "text/event-stream");
            streams.push(res);
        }
        for res in &mut streams {
            let mut heard = String::new();
            while !heard.contains("event: ready") {
                let chunk = res.chunk().await.unwrap().expect("the live stream ended before it was ready");
                heard.push_str(&String::from_utf8_lossy(&chunk));
            }
        }
        streams
    });
    (child, site, proxy, streams, rt)
}

fn stderr_of(child: &mut std::process::Child) -> String {
    let mut stderr = String::new();
    std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut stderr).unwrap();
    stderr
}

/// Behind the deployed proxy (`deploy/Caddyfile`) browsers' requests reach a server as HTTP/2 streams
/// without TLS (h2c), many on one connection: the live streams and ordinary requests share it.
#[test]
fn a_proxy_carries_live_streams_and_requests_over_one_cleartext_http2_connection() {
    let dir = tempfile::tempdir().unwrap();
    // The default drain (30 s): a stop that needed it would say so below.
    let (mut child, site, proxy, streams, rt) = serve_with_streams_over_h2(dir.path(), "30");
    rt.block_on(async {
        // With the streams open, the same connection answers the site's requests.
        let health = proxy.get(format!("{site}/api/v1/health")).send().await.unwrap();
        assert_eq!(health.version(), reqwest::Version::HTTP_2);
        let body: serde_json::Value = health.json().await.unwrap();
        assert_eq!(body["status"], "ok");
        let events = proxy.get(format!("{site}/api/v1/events")).send().await.unwrap();
        assert_eq!(events.status(), 200);
        // And a browser speaking HTTP/1.1 to the same listener is answered as before.
        let plain = reqwest::Client::builder().http1_only().build().unwrap();
        let res = plain.get(format!("{site}/livez")).send().await.unwrap();
        assert_eq!(res.version(), reqwest::Version::HTTP_11);
        assert_eq!(res.status(), 200);

        // Told to stop, the server ends the streams and closes the connection with the proxy, which goes on
        // answering (HTTP/2 closes with a ping the client acknowledges) until the server has exited.
        assert!(Command::new("kill").args(["-TERM", &child.id().to_string()]).status().unwrap().success());
        for mut res in streams {
            while let Ok(Some(_)) = res.chunk().await {}
        }
        let deadline = Instant::now() + Duration::from_secs(90);
        while child.try_wait().unwrap().is_none() {
            assert!(Instant::now() < deadline, "the server did not stop");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    });
    let exit = wait_for_exit(&mut child, Duration::from_secs(1));
    assert!(exit.success(), "{exit:?}");
    let stderr = stderr_of(&mut child);
    assert!(stderr.contains("shut down cleanly"), "{stderr}");
    assert!(!stderr.contains("still open after the drain"), "the proxy's connection held the stop up: {stderr}");
}

/// A proxy that stops reading once the server is stopping (it never acknowledges HTTP/2's closing ping) holds
/// the process up only for `FEST_SHUTDOWN_DRAIN_SECS`.
#[test]
fn a_connection_that_goes_quiet_holds_a_stopping_server_only_for_the_drain() {
    let dir = tempfile::tempdir().unwrap();
    let (mut child, _site, proxy, streams, rt) = serve_with_streams_over_h2(dir.path(), "1");
    // The client's runtime is not driven from here on: its connection reads nothing more.
    assert!(Command::new("kill").args(["-TERM", &child.id().to_string()]).status().unwrap().success());
    let exit = wait_for_exit(&mut child, Duration::from_secs(60));
    assert!(exit.success(), "{exit:?}");
    let stderr = stderr_of(&mut child);
    assert!(stderr.contains("still open after the drain") && stderr.contains("shut down cleanly"), "{stderr}");
    drop((streams, proxy, rt));
}
