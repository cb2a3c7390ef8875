//! SQLite: a copy made with `VACUUM INTO`, and a restore that checks a copy beside the target under a
//! temporary name and moves it into place last.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::str::FromStr;

use sea_orm::{ConnectionTrait, DatabaseConnection, DbBackend, Statement};
use sqlx::sqlite::{SqliteConnectOptions, SqliteConnection};
use sqlx::{AssertSqlSafe, ConnectOptions, Connection};

use super::files::{remove_file_quietly, sync_dir, sync_file};
use super::{Contents, Manifest, io_error};
use crate::AppError;
use crate::entities::registration::Status;

/// Copies the database into `file` (a new file) in one read transaction, and reads what the copy holds.
pub(super) async fn dump(db: &DatabaseConnection, file: &Path) -> Result<Contents, AppError> {
    let path = file
        .to_str()
        .ok_or_else(|| AppError::Config(format!("{} is not a path SQLite can write to", file.display())))?;
    db.execute_raw(Statement::from_sql_and_values(DbBackend::Sqlite, "VACUUM INTO ?", [path.into()])).await?;
    // SQLite does not wait for the copy to reach the disk.
    sync_file(file)?;
    read_copy(file).await
}

/// What a database file nobody else uses holds, after SQLite's quick check of it.
async fn read_copy(file: &Path) -> Result<Contents, AppError> {
    // Immutable: no locks and no side files; the file is ours alone.
    let mut conn = SqliteConnectOptions::new()
        .filename(file)
        .read_only(true)
        .immutable(true)
        .connect()
        .await
        .map_err(|e| AppError::Other(format!("cannot open the copy {}: {e}", file.display()).into()))?;
    let contents = contents(&mut conn).await;
    let _ = conn.close().await;
    contents.map_err(|e| AppError::Other(format!("the copy {}: {e}", file.display()).into()))
}

async fn contents(conn: &mut SqliteConnection) -> Result<Contents, sqlx::Error> {
    let check: String = sqlx::query_scalar("PRAGMA quick_check").fetch_one(&mut *conn).await?;
    if check != "ok" {
        return Err(sqlx::Error::Protocol(format!("SQLite's check failed: {check}")));
    }
    let names: Vec<String> = sqlx::query_scalar(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name",
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
        sqlx::query_scalar("SELECT version FROM seaql_migrations ORDER BY version").fetch_all(&mut *conn).await?
    } else {
        Vec::new()
    };
    let paid: i64 = if tables.contains_key("registration") {
        sqlx::query_scalar("SELECT count(*) FROM registration WHERE status = ?")
            .bind(Status::Paid.as_str())
            .fetch_one(&mut *conn)
            .await?
    } else {
        0
    };
    let sealing_key: Option<String> = if tables.contains_key("fest_setting") {
        sqlx::query_scalar("SELECT value FROM fest_setting WHERE name = ?")
            .bind(crate::sealing_key::SETTING)
            .fetch_optional(&mut *conn)
            .await?
    } else {
        None
    };
    Ok(Contents { migrations, paid_registrations: u64::try_from(paid).unwrap_or(0), tables, sealing_key })
}

/// The database file a SQLite URL names.
pub(super) fn target(url: &str) -> Result<PathBuf, AppError> {
    let options = SqliteConnectOptions::from_str(url)
        .map_err(|e| AppError::Config(format!("invalid database URL {url:?}: {e}")))?;
    Ok(options.get_filename().to_path_buf())
}

/// `fest.db-wal`, `fest.db-shm`: the files SQLite keeps beside a database.
fn side_file(target: &Path, suffix: &str) -> PathBuf {
    let mut name = target.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

/// Refuses a target that holds a database: a file with tables, or a write-ahead log without its database.
pub(super) async fn check_empty(target: &Path) -> Result<(), AppError> {
    let refuse = |what: String| {
        Err(AppError::Conflict(format!(
            "refusing to restore: {what}. A backup is restored only into an empty data directory: move the database \
             away, or point FEST_DATA_DIR (or FEST_DATABASE_URL) at a new place, then restore again"
        )))
    };
    let wal = side_file(target, "-wal");
    match std::fs::metadata(target) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            if std::fs::metadata(&wal).is_ok_and(|m| m.len() > 0) {
                return refuse(format!("{} is there without its database {}", wal.display(), target.display()));
            }
            Ok(())
        }
        Err(e) => Err(io_error("cannot read", target, &e)),
        Ok(meta) if meta.len() == 0 => Ok(()),
        Ok(_) => {
            let tables = count_tables(target).await?;
            if tables > 0 {
                return refuse(format!("{} already holds a database ({tables} tables)", target.display()));
            }
            Ok(())
        }
    }
}

/// Tables in an existing database file (one a server may be using: opened as SQLite shares files).
async fn count_tables(target: &Path) -> Result<i64, AppError> {
    let mut conn = SqliteConnectOptions::new()
        .filename(target)
        .create_if_missing(false)
        .connect()
        .await
        .map_err(|e| AppError::Other(format!("cannot open {}: {e}", target.display()).into()))?;
    let tables =
        sqlx::query_scalar("SELECT count(*) FROM sqlite_master WHERE type = 'table'").fetch_one(&mut conn).await;
    let _ = conn.close().await;
    tables.map_err(|e| AppError::Other(format!("cannot read {}: {e}", target.display()).into()))
}

/// Copies `file` beside `target` under a temporary name, checks the copy against the manifest, and moves
/// it into place; on any failure the temporary copy goes and the target is as it was.
pub(super) async fn restore(target: &Path, file: &Path, manifest: &Manifest) -> Result<(), AppError> {
    let dir = target.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir).map_err(|e| io_error("cannot create", dir, &e))?;
    let name = target.file_name().and_then(|n| n.to_str()).unwrap_or("fest.db");
    let temporary = dir.join(format!(".{name}.restore-{}", uuid::Uuid::new_v4().simple()));
    let placed = place(target, file, &temporary, manifest).await;
    remove_file_quietly(&temporary);
    placed
}

async fn place(target: &Path, file: &Path, temporary: &Path, manifest: &Manifest) -> Result<(), AppError> {
    tokio::fs::copy(file, temporary).await.map_err(|e| io_error("cannot write", temporary, &e))?;
    sync_file(temporary)?;
    read_copy(temporary).await?.check(manifest)?;
    // The target is still empty (checked again now); a file without tables, and its side files, make way.
    check_empty(target).await?;
    for path in [target.to_path_buf(), side_file(target, "-wal"), side_file(target, "-shm")] {
        match std::fs::remove_file(&path) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => return Err(io_error("cannot remove", &path, &e)),
            _ => {}
        }
    }
    // A link never replaces a file that appeared meanwhile; where links are not had, a rename.
    match std::fs::hard_link(temporary, target) {
        Ok(()) => {}
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
            return Err(AppError::Conflict(format!(
                "refusing to restore: {} appeared while the backup was being restored",
                target.display()
            )));
        }
        Err(_) => std::fs::rename(temporary, target).map_err(|e| io_error("cannot move into place", target, &e))?,
    }
    sync_dir(target.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new(".")))
}
