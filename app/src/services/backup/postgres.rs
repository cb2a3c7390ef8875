//! PostgreSQL: `pg_dump` in one exported snapshot (the manifest's counts are read in the same one), and
//! `pg_restore` in one transaction. The tools run as child processes; the password reaches them through
//! `PGPASSWORD`, never on their command line.

use std::collections::BTreeMap;
use std::ffi::OsString;
use std::path::Path;
use std::process::Stdio;
use std::str::FromStr;

use sqlx::postgres::{PgConnectOptions, PgConnection};
use sqlx::{AssertSqlSafe, ConnectOptions, Connection};

use super::files::sync_file;
use super::{Contents, Manifest};
use crate::AppError;
use crate::db::redact;
use crate::entities::registration::Status;

/// Dumps the database into `file` (custom format) and reads what the dump holds, both in one snapshot.
pub(super) async fn dump(url: &str, file: &Path) -> Result<Contents, AppError> {
    require("pg_dump").await?;
    let mut conn = connect(url).await?;
    let snapshot = async {
        sqlx::query("BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY").execute(&mut conn).await?;
        let snapshot: String = sqlx::query_scalar("SELECT pg_export_snapshot()").fetch_one(&mut conn).await?;
        let contents = contents(&mut conn).await?;
        Ok::<_, sqlx::Error>((snapshot, contents))
    }
    .await;
    let dumped = match snapshot {
        Ok((snapshot, contents)) => {
            // The snapshot lives as long as the transaction that exported it: pg_dump runs meanwhile.
            let args: Vec<OsString> = vec![
                "--format=custom".into(),
                "--no-owner".into(),
                "--no-privileges".into(),
                format!("--snapshot={snapshot}").into(),
                "--file".into(),
                file.as_os_str().to_owned(),
            ];
            run("pg_dump", url, args).await.map(|()| contents)
        }
        Err(e) => Err(AppError::Other(format!("cannot read the database {}: {e}", redact(url)).into())),
    };
    let _ = sqlx::query("COMMIT").execute(&mut conn).await;
    let _ = conn.close().await;
    let contents = dumped?;
    sync_file(file)?;
    Ok(contents)
}

async fn contents(conn: &mut PgConnection) -> Result<Contents, sqlx::Error> {
    let names: Vec<String> = sqlx::query_scalar(
        "SELECT tablename::text FROM pg_catalog.pg_tables WHERE schemaname = current_schema() ORDER BY 1",
    )
    .fetch_all(&mut *conn)
    .await?;
    let mut tables = BTreeMap::new();
    for name in names {
        let sql = format!("SELECT count(*) FROM \"{}\"", name.replace('"', "\"\""));
        let rows: i64 = sqlx::query_scalar(AssertSqlSafe(sql)).fetch_one(&mut *conn).await?;
        tables.insert(name, u64::try_from(rows).unwrap_or(0));
    }
    let migrations = if tables.contains_key("seaql_migrations") {
        sqlx::query_scalar("SELECT version::text FROM seaql_migrations ORDER BY version").fetch_all(&mut *conn).await?
    } else {
        Vec::new()
    };
    let paid: i64 = if tables.contains_key("registration") {
        sqlx::query_scalar("SELECT count(*) FROM registration WHERE status = $1")
            .bind(Status::Paid.as_str())
            .fetch_one(&mut *conn)
            .await?
    } else {
        0
    };
    let sealing_key: Option<String> = if tables.contains_key("fest_setting") {
        sqlx::query_scalar("SELECT value FROM fest_setting WHERE name = $1")
            .bind(crate::sealing_key::SETTING)
            .fetch_optional(&mut *conn)
            .await?
    } else {
        None
    };
    Ok(Contents { migrations, paid_registrations: u64::try_from(paid).unwrap_or(0), tables, sealing_key })
}

/// Refuses a database that holds tables, views or sequences.
pub(super) async fn check_empty(url: &str) -> Result<(), AppError> {
    let mut conn = connect(url).await?;
    let relations: Result<i64, _> = sqlx::query_scalar(
        "SELECT count(*) FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace \
         WHERE n.nspname <> 'information_schema' AND n.nspname NOT LIKE 'pg\\_%' \
         AND c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S')",
    )
    .fetch_one(&mut conn)
    .await;
    let _ = conn.close().await;
    let relations = relations.map_err(|e| AppError::Other(format!("cannot read {}: {e}", redact(url)).into()))?;
    if relations > 0 {
        return Err(AppError::Conflict(format!(
            "refusing to restore: the database {} already holds {relations} tables, views or sequences. A backup is \
             restored only into an empty database: create a new one (createdb) and point FEST_DATABASE_URL at it, \
             then restore again",
            redact(url)
        )));
    }
    Ok(())
}

/// Restores the dump `file` into the empty database at `url` in one transaction, then checks it against the
/// manifest.
pub(super) async fn restore(url: &str, file: &Path, manifest: &Manifest) -> Result<(), AppError> {
    require("pg_restore").await?;
    let args: Vec<OsString> = vec![
        "--exit-on-error".into(),
        "--single-transaction".into(),
        "--no-owner".into(),
        "--no-privileges".into(),
        file.as_os_str().to_owned(),
    ];
    run("pg_restore", url, args).await?;
    let mut conn = connect(url).await?;
    let contents = contents(&mut conn).await;
    let _ = conn.close().await;
    let contents = contents.map_err(|e| AppError::Other(format!("cannot read {}: {e}", redact(url)).into()))?;
    contents.check(manifest).map_err(|e| {
        AppError::Other(format!("{e}; drop the database {}, create it anew and restore again", redact(url)).into())
    })
}

async fn connect(url: &str) -> Result<PgConnection, AppError> {
    let options = PgConnectOptions::from_str(url)
        .map_err(|e| AppError::Config(format!("invalid database URL {:?}: {e}", redact(url))))?;
    options
        .connect()
        .await
        .map_err(|e| AppError::Config(format!("cannot connect to the database {}: {e}", redact(url))))
}

/// Fails with what to install when a PostgreSQL client tool is not on `PATH`.
async fn require(tool: &str) -> Result<(), AppError> {
    let found = tokio::process::Command::new(tool)
        .arg("--version")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .await;
    match found {
        Ok(_) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Err(AppError::Unavailable(format!(
            "{tool} was not found on PATH: backing up and restoring a PostgreSQL database needs the PostgreSQL client \
             tools (pg_dump, pg_restore) of the server's major version or newer; install them (Debian and Ubuntu: \
             apt install postgresql-client) or put them on PATH"
        ))),
        Err(e) => Err(AppError::Unavailable(format!("cannot run {tool}: {e}"))),
    }
}

/// Runs a PostgreSQL client tool against the database at `url`.
async fn run(tool: &str, url: &str, args: Vec<OsString>) -> Result<(), AppError> {
    let (dbname, password) = libpq_target(url)?;
    let mut command = tokio::process::Command::new(tool);
    command
        .arg(format!("--dbname={dbname}"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .kill_on_drop(true);
    if let Some(password) = password {
        command.env("PGPASSWORD", password);
    }
    let out = command.output().await.map_err(|e| AppError::Unavailable(format!("cannot run {tool}: {e}")))?;
    if out.status.success() {
        return Ok(());
    }
    let stderr = String::from_utf8_lossy(&out.stderr);
    let mut said: String = stderr.lines().map(str::trim).filter(|l| !l.is_empty()).collect::<Vec<_>>().join("; ");
    if said.len() > 1_000 {
        let cut = (0..=1_000).rev().find(|i| said.is_char_boundary(*i)).unwrap_or(0);
        said.truncate(cut);
        said.push_str("...");
    }
    Err(AppError::Other(format!("{tool} failed ({}): {said}", out.status).into()))
}

/// The URL as libpq takes it, without its password (given apart, for `PGPASSWORD`) and the parameters only
/// the server's own driver knows.
fn libpq_target(url: &str) -> Result<(String, Option<String>), AppError> {
    let mut parsed =
        url::Url::parse(url).map_err(|e| AppError::Config(format!("invalid database URL {:?}: {e}", redact(url))))?;
    let mut password =
        parsed.password().map(|p| percent_encoding::percent_decode_str(p).decode_utf8_lossy().into_owned());
    let _ = parsed.set_password(None);
    let mut kept = Vec::new();
    for (key, value) in parsed.query_pairs().into_owned() {
        match key.as_str() {
            "password" => password = Some(value),
            "statement-cache-capacity" => {}
            _ => kept.push((key, value)),
        }
    }
    if kept.is_empty() {
        parsed.set_query(None);
    } else {
        parsed.query_pairs_mut().clear().extend_pairs(kept);
    }
    Ok((parsed.to_string(), password))
}

#[cfg(test)]
mod tests {
    use super::libpq_target;

    #[test]
    fn the_password_travels_apart_from_the_url() {
        let (url, password) = libpq_target("postgres://fest:s%40cret@db:5432/fest?sslmode=require").unwrap();
        assert_eq!(url, "postgres://fest@db:5432/fest?sslmode=require");
        assert_eq!(password.as_deref(), Some("s@cret"));
        let (url, password) = libpq_target("postgres://fest@db/fest?password=pw&statement-cache-capacity=10").unwrap();
        assert_eq!(url, "postgres://fest@db/fest");
        assert_eq!(password.as_deref(), Some("pw"));
        let (url, password) = libpq_target("postgresql://db/fest").unwrap();
        assert_eq!((url.as_str(), password), ("postgresql://db/fest", None));
    }
}
