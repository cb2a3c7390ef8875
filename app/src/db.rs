//! Connecting to the database (SQLite by default, PostgreSQL for scale) and migrating it.

use std::str::FromStr;
use std::time::Duration;

use fest_migrations::{Migrator, MigratorTrait};
use sea_orm::{ConnectionTrait, DatabaseConnection, SqlxPostgresConnector, SqlxSqliteConnector, Statement};
use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};

use crate::{AppError, Config};

/// How long a caller outside the server (the CLI, backups) waits for a pooled connection before failing.
const ACQUIRE_TIMEOUT: Duration = Duration::from_secs(10);

/// Opens a pool for the configured database URL. SQLite files are created on first use (with their
/// directory), in WAL mode with foreign keys enforced. A request waits at most `db_acquire_timeout_ms` for a
/// connection (then it is answered 503 with Retry-After).
pub async fn connect(config: &Config) -> Result<DatabaseConnection, AppError> {
    let acquire = Duration::from_millis(u64::from(config.db_acquire_timeout_ms.max(1)));
    connect_with(&config.database_url(), config.db_max_connections, acquire).await
}

pub async fn connect_url(url: &str, max_connections: u32) -> Result<DatabaseConnection, AppError> {
    connect_with(url, max_connections, ACQUIRE_TIMEOUT).await
}

async fn connect_with(url: &str, max_connections: u32, acquire: Duration) -> Result<DatabaseConnection, AppError> {
    let scheme = url.split_once(':').map(|(s, _)| s).unwrap_or_default();
    match scheme {
        "sqlite" => connect_sqlite(url, max_connections, acquire).await,
        "postgres" | "postgresql" => connect_postgres(url, max_connections, acquire).await,
        _ => Err(AppError::Config(format!(
            "unsupported database URL {:?}: expected sqlite://... or postgres://...",
            redact(url)
        ))),
    }
}

async fn connect_sqlite(url: &str, max_connections: u32, acquire: Duration) -> Result<DatabaseConnection, AppError> {
    let options = SqliteConnectOptions::from_str(url)
        .map_err(|e| AppError::Config(format!("invalid database URL {url:?}: {e}")))?
        .create_if_missing(true)
        .journal_mode(SqliteJournalMode::Wal)
        .synchronous(SqliteSynchronous::Normal)
        .foreign_keys(true)
        .busy_timeout(Duration::from_secs(5));
    let path = options.get_filename();
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty() && !d.exists()) {
        std::fs::create_dir_all(dir)
            .map_err(|e| AppError::Config(format!("cannot create database directory {}: {e}", dir.display())))?;
    }
    let pool = SqlitePoolOptions::new()
        .max_connections(max_connections.max(1))
        .acquire_timeout(acquire)
        .connect_with(options)
        .await
        .map_err(|e| AppError::Config(format!("cannot open database {url:?}: {e}")))?;
    Ok(SqlxSqliteConnector::from_sqlx_sqlite_pool(pool))
}

async fn connect_postgres(url: &str, max_connections: u32, acquire: Duration) -> Result<DatabaseConnection, AppError> {
    let options = PgConnectOptions::from_str(url)
        .map_err(|e| AppError::Config(format!("invalid database URL {:?}: {e}", redact(url))))?;
    let pool = PgPoolOptions::new()
        .max_connections(max_connections.max(1))
        .acquire_timeout(acquire)
        .connect_with(options)
        .await
        .map_err(|e| AppError::Config(format!("cannot connect to database {:?}: {e}", redact(url))))?;
    Ok(SqlxPostgresConnector::from_sqlx_postgres_pool(pool))
}

/// The connection writes go through. On SQLite it is a pool of one connection to the same file: SQLite
/// admits one writer at a time, and a writer that finds the lock taken polls for it with growing sleeps
/// (1, 2, 5, 10, 15 ms...), which under a registration rush made the slowest calls several times slower
/// than the median. Queueing for the single write connection instead hands it to the next writer the moment
/// the previous one is done. Reads keep the whole pool (WAL lets them run beside the writer). On
/// PostgreSQL, which has row locks, writes share the one pool.
pub fn writer(db: &DatabaseConnection) -> DatabaseConnection {
    if db.get_database_backend() != sea_orm::DbBackend::Sqlite {
        return db.clone();
    }
    let read = db.get_sqlite_connection_pool();
    let options = read.connect_options();
    // Writers queue for the one connection as long as readers wait for theirs.
    let pool = SqlitePoolOptions::new()
        .max_connections(1)
        .acquire_timeout(read.options().get_acquire_timeout())
        .connect_lazy_with((*options).clone());
    SqlxSqliteConnector::from_sqlx_sqlite_pool(pool)
}

/// The advisory lock under which servers starting together on one PostgreSQL database migrate it, one
/// after the other (the second finds nothing left to do).
pub const MIGRATE_LOCK: i64 = 0x6665_7374_6d69_6772; // "festmigr"

/// Applies every pending migration. On PostgreSQL, under [`MIGRATE_LOCK`], held on a connection of its own
/// for the duration.
pub async fn migrate(db: &DatabaseConnection) -> Result<(), AppError> {
    if db.get_database_backend() != sea_orm::DbBackend::Postgres {
        // On one connection: SQLite migrations run statement by statement (no transaction), and a pooled
        // connection that last read the schema before a table was dropped still knows its indexes when it
        // parses the next statement ("index ... already exists" when a later step makes one of the same name).
        let one = writer(db);
        let done = Migrator::up(&one, None).await;
        one.close().await.map_err(AppError::other)?;
        done?;
        return Ok(());
    }
    use sqlx::{ConnectOptions, Connection};
    let options = db.get_postgres_connection_pool().connect_options();
    let mut lock = options.connect().await.map_err(AppError::other)?;
    sqlx::query("SELECT pg_advisory_lock($1)").bind(MIGRATE_LOCK).execute(&mut lock).await.map_err(AppError::other)?;
    let migrated = Migrator::up(db, None).await;
    // Closing the connection releases the lock in any case.
    let _ = lock.close().await;
    migrated?;
    Ok(())
}

/// One real round trip to the database.
pub async fn ping(db: &DatabaseConnection) -> Result<(), AppError> {
    let backend = db.get_database_backend();
    db.query_one_raw(Statement::from_string(backend, "SELECT 1")).await?;
    Ok(())
}

/// A database URL with its password replaced, for messages and logs.
pub fn redact(url: &str) -> String {
    match url.split_once("://") {
        Some((scheme, rest)) => match rest.split_once('@') {
            Some((userinfo, host)) => {
                let user = userinfo.split_once(':').map(|(u, _)| u).unwrap_or(userinfo);
                format!("{scheme}://{user}:***@{host}")
            }
            None => url.to_owned(),
        },
        None => url.to_owned(),
    }
}

/// Starts a transaction that will write. On SQLite it takes the write lock at once (`BEGIN IMMEDIATE`), so
/// a transaction that reads before it writes waits its turn (busy timeout) instead of failing when another
/// writer committed in between; PostgreSQL ignores the mode.
pub async fn begin_write(db: &DatabaseConnection) -> Result<sea_orm::DatabaseTransaction, sea_orm::DbErr> {
    use sea_orm::{SqliteTransactionMode, TransactionOptions, TransactionTrait};
    db.begin_with_options(TransactionOptions {
        sqlite_transaction_mode: Some(SqliteTransactionMode::Immediate),
        ..TransactionOptions::default()
    })
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn redact_hides_the_password_only() {
        assert_eq!(redact("postgres://fest:secret@db:5432/fest"), "postgres://fest:***@db:5432/fest");
        assert_eq!(redact("sqlite://data/fest.db"), "sqlite://data/fest.db");
    }

    #[tokio::test]
    async fn sqlite_file_and_directory_are_created_in_wal_mode() {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}/nested/fest.db?mode=rwc", dir.path().display());
        let db = connect_url(&url, 2).await.unwrap();
        migrate(&db).await.unwrap();
        ping(&db).await.unwrap();
        assert!(dir.path().join("nested/fest.db").exists());
        let row = db
            .query_one_raw(Statement::from_string(db.get_database_backend(), "PRAGMA journal_mode"))
            .await
            .unwrap()
            .unwrap();
        let mode: String = row.try_get_by_index(0).unwrap();
        assert_eq!(mode.to_lowercase(), "wal");
        let row = db
            .query_one_raw(Statement::from_string(db.get_database_backend(), "PRAGMA foreign_keys"))
            .await
            .unwrap()
            .unwrap();
        let on: i32 = row.try_get_by_index(0).unwrap();
        assert_eq!(on, 1);
    }

    #[tokio::test]
    async fn an_unknown_scheme_is_a_clear_error() {
        let err = connect_url("mysql://x", 1).await.unwrap_err();
        assert!(err.to_string().contains("unsupported database URL"), "{err}");
    }
}
