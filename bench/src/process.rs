//! The processes a scenario measures: the release binary (one instance or several on one database) and the
//! bare-axum ceiling.

use std::net::SocketAddr;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use anyhow::{Context as _, bail};
use fest_bench::client::{Call, Conn};

/// A child process serving HTTP on `addr`.
pub struct Process {
    pub child: Child,
    pub addr: SocketAddr,
}

impl Process {
    /// The release binary, serving a database of its own.
    pub async fn server(bin: &Path, data_dir: &Path, database_url: &str) -> anyhow::Result<Process> {
        Self::instance(bin, data_dir, database_url, &[], false).await
    }

    /// The release binary with settings of its own (`env`), its log written to `server.log` in `data_dir`
    /// when `log` is set: one of several instances sharing a database, as a proxy spreads a fest over them.
    pub async fn instance(
        bin: &Path,
        data_dir: &Path,
        database_url: &str,
        env: &[(&str, &str)],
        log: bool,
    ) -> anyhow::Result<Process> {
        let stderr = if log { Stdio::from(std::fs::File::create(data_dir.join("server.log"))?) } else { Stdio::null() };
        let port = std::net::TcpListener::bind("127.0.0.1:0")?.local_addr()?.port();
        let addr = SocketAddr::from(([127, 0, 0, 1], port));
        let child = Command::new(bin)
            .arg("serve")
            .current_dir(data_dir)
            .env("FEST_BIND", addr.to_string())
            .env("FEST_DATA_DIR", data_dir)
            .env("FEST_DATABASE_URL", database_url)
            .env("FEST_RECONCILE_INTERVAL_SECS", "0")
            .env("FEST_LOGIN_MAX_PER_IP", "1000000")
            .envs(env.iter().copied())
            .stdout(Stdio::null())
            .stderr(stderr)
            .spawn()
            .with_context(|| format!("cannot start {}", bin.display()))?;
        let server = Process { child, addr };
        println!("server: {} (pid {}) on {addr}", bin.display(), server.child.id());
        let mut conn = Conn::new(addr);
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            if conn.send(&Call::get("/api/v1/health")).await.is_ok_and(|r| r.status.is_success()) {
                return Ok(server);
            }
            if Instant::now() > deadline {
                server.stop();
                bail!("the server did not become healthy");
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// The bare-axum ceiling serving `answers`.
    pub fn ceiling(bin: &Path, answers: &Path) -> anyhow::Result<Process> {
        use std::io::BufRead as _;
        let mut child = Command::new(bin)
            .arg(answers)
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .with_context(|| format!("cannot start {}", bin.display()))?;
        let mut line = String::new();
        if let Some(stdout) = child.stdout.take() {
            std::io::BufReader::new(stdout).read_line(&mut line)?;
        }
        match line.trim().parse() {
            Ok(addr) => Ok(Process { child, addr }),
            Err(_) => {
                let _ = child.kill();
                let _ = child.wait();
                bail!("{} did not say where it listens", bin.display())
            }
        }
    }

    /// Peak resident memory (VmHWM), in MB.
    pub fn peak_rss_mb(&self) -> f64 {
        self.status_mb("VmHWM:")
    }

    /// Resident memory now (VmRSS), in MB.
    pub fn rss_mb(&self) -> f64 {
        self.status_mb("VmRSS:")
    }

    fn status_mb(&self, field: &str) -> f64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).unwrap_or_default();
        status
            .lines()
            .find_map(|l| l.strip_prefix(field))
            .and_then(|v| v.split_whitespace().next()?.parse::<f64>().ok())
            .map_or(0.0, |kb| kb / 1024.0)
    }

    pub fn stop(mut self) {
        let _ = Command::new("kill").args(["-TERM", &self.child.id().to_string()]).status();
        let _ = self.child.wait();
    }
}
