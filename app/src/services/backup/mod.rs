//! Backups that restore: `fest backup`, `fest restore` and the daily backup.
//!
//! A backup is a directory holding the database and `manifest.json`. The database is `fest.db`, a copy made
//! with SQLite's `VACUUM INTO` (one read transaction: writers go on, the copy is as of its start), or
//! `fest.pgdump`, `pg_dump`'s custom format taken in one exported snapshot. The manifest says what the
//! backup is ([`Manifest`]): the kind of database, when and by which fest it was made, the migrations
//! applied, the SHA-256 of the data key (never the key), the SHA-256 and size of the file, and what the copy
//! holds (rows per table, paid registrations), counted in the copy's own snapshot. A backup is written under
//! a hidden temporary name and renamed into place once complete, so a directory of that name is whole.
//!
//! A restore puts a backup back into an empty place only (no database file, or one without tables; a
//! PostgreSQL database without tables), after checking the backup: its format, the kind of database, that
//! this fest knows its migrations, the data key in use (the sealed Aadhaar numbers and queued e-mails open
//! only with the backup's key), and the file's checksum. Then it checks the result against the manifest's
//! counts. On SQLite the copy is made and checked beside the target under a temporary name and moved into
//! place last; on PostgreSQL `pg_restore` runs in one transaction. A copy or a `pg_restore` that fails leaves
//! the target as it was.
//!
//! The daily backup ([`daily()`], settings `backup_daily`, `backup_keep`, `backup_dir`) runs as a periodic
//! job on the server that runs the jobs; it keeps the newest `backup_keep` daily backups.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use chrono::{DateTime, Utc};
use sea_orm::{DatabaseConnection, DbBackend};
use serde::{Deserialize, Serialize};

use crate::crypto::DataKey;
use crate::{AppError, Config};

mod daily;
mod files;
mod postgres;
mod sqlite;

pub use daily::*;

use files::{digest, remove_partial, sync_dir, sync_file};

/// The layout of a backup this fest writes; a restore refuses a newer one.
pub const FORMAT: u32 = 1;
/// The manifest's file name inside a backup.
pub const MANIFEST: &str = "manifest.json";

/// The kind of database a backup holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    Sqlite,
    Postgres,
}

impl Kind {
    /// The kind of the database at `url`.
    pub fn of_url(url: &str) -> Result<Self, AppError> {
        match url.split_once(':').map(|(scheme, _)| scheme) {
            Some("sqlite") => Ok(Kind::Sqlite),
            Some("postgres" | "postgresql") => Ok(Kind::Postgres),
            _ => Err(AppError::Config(format!(
                "unsupported database URL {:?}: expected sqlite://... or postgres://...",
                crate::db::redact(url)
            ))),
        }
    }

    /// The database file's name inside a backup.
    pub fn file(self) -> &'static str {
        match self {
            Kind::Sqlite => "fest.db",
            Kind::Postgres => "fest.pgdump",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Kind::Sqlite => "SQLite",
            Kind::Postgres => "PostgreSQL",
        }
    }
}

/// What a backup is: `manifest.json`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Manifest {
    /// The layout of the backup ([`FORMAT`]).
    pub format: u32,
    pub database: Kind,
    pub created_at: DateTime<Utc>,
    /// The version of the fest that made it.
    pub fest_version: String,
    /// The migrations applied to the database, in order.
    pub migrations: Vec<String>,
    /// SHA-256 of the data key's 32 bytes, hex ([`DataKey::fingerprint`]).
    pub data_key_sha256: String,
    /// The database file inside the backup's directory.
    pub file: String,
    pub file_sha256: String,
    pub file_bytes: u64,
    /// Registrations paid and confirmed, as the copy holds them.
    pub paid_registrations: u64,
    /// Rows of every table, as the copy holds them.
    pub tables: BTreeMap<String, u64>,
}

/// What a copy of the database holds, read in the copy's own snapshot.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Contents {
    migrations: Vec<String>,
    paid_registrations: u64,
    tables: BTreeMap<String, u64>,
    /// The stored sealing key ([`crate::sealing_key::Stored`] as JSON), which names the data key it needs.
    sealing_key: Option<String>,
}

impl Contents {
    /// Whether the copy holds what the manifest says.
    fn check(&self, manifest: &Manifest) -> Result<(), AppError> {
        if self.migrations != manifest.migrations
            || self.tables != manifest.tables
            || self.paid_registrations != manifest.paid_registrations
        {
            return Err(AppError::Other(
                format!(
                    "the restored database does not hold what the backup's manifest says ({} paid registrations, \
                     {} rows, expected {} and {})",
                    self.paid_registrations,
                    self.tables.values().sum::<u64>(),
                    manifest.paid_registrations,
                    manifest.tables.values().sum::<u64>()
                )
                .into(),
            ));
        }
        Ok(())
    }
}

/// The migrations this fest knows, in order.
pub fn known_migrations() -> Vec<String> {
    use fest_migrations::MigratorTrait as _;
    fest_migrations::Migrator::migrations().iter().map(|m| m.name().to_owned()).collect()
}

/// Writes a backup of `db` (the database `config` names) into the directory `dest`, which must not exist.
/// `now` is the time the manifest records. The site may go on serving meanwhile.
pub async fn create(
    config: &Config,
    db: &DatabaseConnection,
    key: &DataKey,
    dest: &Path,
    now: DateTime<Utc>,
) -> Result<Manifest, AppError> {
    let kind = match db.get_database_backend() {
        DbBackend::Sqlite => Kind::Sqlite,
        DbBackend::Postgres => Kind::Postgres,
        other => return Err(AppError::Config(format!("cannot back up a {other:?} database"))),
    };
    if dest.exists() {
        return Err(AppError::Conflict(format!("{} already exists: name a new directory", dest.display())));
    }
    let name = dest
        .file_name()
        .and_then(|n| n.to_str())
        .ok_or_else(|| AppError::Config(format!("{} is not a directory name a backup can have", dest.display())))?;
    let parent = dest.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
    std::fs::create_dir_all(parent).map_err(|e| io_error("cannot create", parent, &e))?;
    let partial = parent.join(format!(".{name}.partial-{}", uuid::Uuid::new_v4().simple()));
    // Personal data: the backup's directory is its owner's alone.
    let mut builder = std::fs::DirBuilder::new();
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    builder.create(&partial).map_err(|e| io_error("cannot create", &partial, &e))?;
    match write(config, db, key, kind, &partial, now).await {
        Ok(manifest) => {
            if dest.exists() {
                remove_partial(&partial);
                return Err(AppError::Conflict(format!("{} appeared meanwhile: not replaced", dest.display())));
            }
            if let Err(e) = std::fs::rename(&partial, dest) {
                remove_partial(&partial);
                return Err(io_error("cannot move the backup into place at", dest, &e));
            }
            sync_dir(parent)?;
            Ok(manifest)
        }
        Err(e) => {
            remove_partial(&partial);
            Err(e)
        }
    }
}

/// What `fest backup` backs up, opened beside a running server: the configured database (neither created
/// nor migrated) and the data key in use (never generated).
pub async fn open_source(config: &Config) -> Result<(DatabaseConnection, DataKey), AppError> {
    let url = config.database_url();
    if Kind::of_url(&url)? == Kind::Sqlite {
        let path = sqlite::target(&url)?;
        if !path.is_file() {
            return Err(AppError::Config(format!(
                "there is no database at {}: nothing to back up (check FEST_DATA_DIR and FEST_DATABASE_URL)",
                path.display()
            )));
        }
    }
    let key = DataKey::load_existing(config)?.ok_or_else(|| {
        AppError::Config(format!(
            "no data key (FEST_DATA_KEY, FEST_DATA_KEY_FILE or {}): a backup records which key its data is sealed \
             with; run it with the server's settings",
            config.data_dir.join("data.key").display()
        ))
    })?;
    let db = crate::db::connect_url(&url, 2).await?;
    Ok((db, key))
}

/// Writes the database and the manifest into `dir`.
async fn write(
    config: &Config,
    db: &DatabaseConnection,
    key: &DataKey,
    kind: Kind,
    dir: &Path,
    now: DateTime<Utc>,
) -> Result<Manifest, AppError> {
    let file = dir.join(kind.file());
    let contents = match kind {
        Kind::Sqlite => sqlite::dump(db, &file).await?,
        Kind::Postgres => postgres::dump(&config.database_url(), &file).await?,
    };
    if contents.migrations.is_empty() {
        return Err(AppError::Config("the database has no migrations applied: nothing to back up".into()));
    }
    let (file_sha256, file_bytes) = digest(&file).await?;
    let manifest = Manifest {
        format: FORMAT,
        database: kind,
        created_at: now,
        fest_version: env!("CARGO_PKG_VERSION").to_owned(),
        migrations: contents.migrations,
        // The data key the copy's sealing key is sealed with: `key` unless it was rotated meanwhile.
        data_key_sha256: match &contents.sealing_key {
            Some(stored) => crate::sealing_key::Stored::parse(stored)?.data_key_sha256,
            None => key.fingerprint(),
        },
        file: kind.file().to_owned(),
        file_sha256,
        file_bytes,
        paid_registrations: contents.paid_registrations,
        tables: contents.tables,
    };
    let path = dir.join(MANIFEST);
    let mut json = serde_json::to_string_pretty(&manifest).map_err(AppError::other)?;
    json.push('\n');
    std::fs::write(&path, json).map_err(|e| io_error("cannot write", &path, &e))?;
    sync_file(&path)?;
    sync_dir(dir)?;
    Ok(manifest)
}

/// Reads a backup's manifest; `backup` is its directory or the manifest itself.
pub fn read_manifest(backup: &Path) -> Result<(PathBuf, Manifest), AppError> {
    let dir = if backup.is_dir() { backup.to_path_buf() } else { backup.parent().unwrap_or(Path::new(".")).to_owned() };
    let path = dir.join(MANIFEST);
    let text = std::fs::read_to_string(&path).map_err(|e| {
        AppError::BadRequest(format!("{} is not a fest backup: cannot read {}: {e}", backup.display(), path.display()))
    })?;
    let value: serde_json::Value = serde_json::from_str(&text)
        .map_err(|e| AppError::BadRequest(format!("{} is not a backup manifest: {e}", path.display())))?;
    let format = value.get("format").and_then(serde_json::Value::as_u64).unwrap_or(0);
    if format > u64::from(FORMAT) {
        return Err(AppError::BadRequest(format!(
            "{} is a backup of format {format}, made by a newer fest ({}); restore it with that fest or a newer one",
            backup.display(),
            value.get("fest_version").and_then(serde_json::Value::as_str).unwrap_or("unknown")
        )));
    }
    let manifest: Manifest = serde_json::from_value(value)
        .map_err(|e| AppError::BadRequest(format!("{} is not a backup manifest: {e}", path.display())))?;
    Ok((dir, manifest))
}

/// How a restore may go.
#[derive(Debug, Default, Clone, Copy)]
pub struct RestoreOptions {
    /// Restore although the data key in use is not the backup's (or there is none): its sealed values
    /// (Aadhaar numbers, queued e-mails) will not open.
    pub allow_key_mismatch: bool,
}

/// Puts the backup at `backup` (its directory or its manifest) into the empty database `config` names.
pub async fn restore(config: &Config, backup: &Path, options: RestoreOptions) -> Result<Manifest, AppError> {
    let (dir, manifest) = read_manifest(backup)?;
    let url = config.database_url();
    let kind = Kind::of_url(&url)?;
    if kind != manifest.database {
        return Err(AppError::BadRequest(format!(
            "{} is a backup of a {} database and the database to restore into is {}: restore it into {}",
            backup.display(),
            manifest.database.name(),
            kind.name(),
            manifest.database.name()
        )));
    }
    let known = known_migrations();
    let unknown: Vec<&str> = manifest.migrations.iter().filter(|m| !known.contains(m)).map(String::as_str).collect();
    if !unknown.is_empty() {
        return Err(AppError::BadRequest(format!(
            "{} was made by a newer fest ({}) with migrations this one does not know ({}): restore it with that fest \
             or a newer one",
            backup.display(),
            manifest.fest_version,
            unknown.join(", ")
        )));
    }
    match kind {
        Kind::Sqlite => sqlite::check_empty(&sqlite::target(&url)?).await?,
        Kind::Postgres => postgres::check_empty(&url).await?,
    }
    let key_matches = check_key(config, &manifest, options)?;
    let file = dir.join(&manifest.file);
    let (sha256, bytes) = digest(&file).await?;
    if sha256 != manifest.file_sha256 || bytes != manifest.file_bytes {
        return Err(AppError::BadRequest(format!(
            "{} is damaged: {} bytes with SHA-256 {sha256}, the manifest says {} bytes with SHA-256 {}",
            file.display(),
            bytes,
            manifest.file_bytes,
            manifest.file_sha256
        )));
    }
    match kind {
        Kind::Sqlite => sqlite::restore(&sqlite::target(&url)?, &file, &manifest).await?,
        Kind::Postgres => postgres::restore(&url, &file, &manifest).await?,
    }
    if !key_matches {
        // Its sealing key opens only with the backup's data key: the key in use starts a new one.
        let db = crate::db::connect_url(&url, 1).await?;
        crate::sealing_key::forget(&db).await?;
        db.close().await?;
    }
    Ok(manifest)
}

/// Refuses a restore whose data key is not the one in use, unless told to go on. True when it is the
/// backup's.
fn check_key(config: &Config, manifest: &Manifest, options: RestoreOptions) -> Result<bool, AppError> {
    let current = DataKey::load_existing(config)?.map(|k| k.fingerprint());
    if current.as_deref() == Some(manifest.data_key_sha256.as_str()) {
        return Ok(true);
    }
    let what = match &current {
        Some(fingerprint) => {
            format!(
                "the data key in use (SHA-256 {fingerprint}) is not the backup's (SHA-256 {})",
                manifest.data_key_sha256
            )
        }
        None => format!(
            "there is no data key here (FEST_DATA_KEY, FEST_DATA_KEY_FILE or {}) and the backup's has SHA-256 {}",
            config.data_dir.join("data.key").display(),
            manifest.data_key_sha256
        ),
    };
    if options.allow_key_mismatch {
        tracing::warn!(
            "{what}; restoring anyway: sealed Aadhaar numbers and queued e-mails of the backup will not open"
        );
        return Ok(false);
    }
    Err(AppError::Conflict(format!(
        "refusing to restore: {what}. The backup's Aadhaar numbers and queued e-mails open only with its key: set \
         FEST_DATA_KEY_FILE to it (or put it in {}) and restore again, or restore without it with \
         --allow-key-mismatch",
        config.data_dir.join("data.key").display()
    )))
}

fn io_error(what: &str, path: &Path, e: &std::io::Error) -> AppError {
    AppError::Other(format!("{what} {}: {e}", path.display()).into())
}
