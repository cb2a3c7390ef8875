//! The daily backup: made on the server that runs the background jobs when the day's is due, named after
//! its time, and only the newest `backup_keep` kept.

use std::path::{Path, PathBuf};

use chrono::{DateTime, Duration, NaiveDateTime, TimeZone as _, Utc};

use super::{create, files, io_error};
use crate::{AppError, Context};

/// The start of a daily backup's name (`daily-20261201T213000Z`); only these are ever removed.
pub const DAILY_PREFIX: &str = "daily-";
/// The start of the name of a backup made with `fest backup` (`fest-20261201T213000Z`).
pub const MANUAL_PREFIX: &str = "fest-";
/// Seconds between two looks at whether the daily backup is due.
pub const DAILY_CHECK_SECS: u32 = 60;
/// The time in a backup's name, UTC.
const NAME_TIME: &str = "%Y%m%dT%H%M%SZ";

/// A backup's name: `prefix` and the time, UTC (`fest-20261201T213000Z`).
pub fn backup_name(prefix: &str, at: DateTime<Utc>) -> String {
    format!("{prefix}{}", at.format(NAME_TIME))
}

/// A directory for a new backup in `dir` named after `at`, with `-2`, `-3`... when that name is taken.
pub fn new_backup_path(dir: &Path, prefix: &str, at: DateTime<Utc>) -> PathBuf {
    let name = backup_name(prefix, at);
    let mut path = dir.join(&name);
    let mut n = 2;
    while path.exists() {
        path = dir.join(format!("{name}-{n}"));
        n += 1;
    }
    path
}

/// The daily backups in `dir`, oldest first, with the time of each.
pub fn daily_backups(dir: &Path) -> Result<Vec<(DateTime<Utc>, PathBuf)>, AppError> {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(io_error("cannot read", dir, &e)),
    };
    let mut found = Vec::new();
    for entry in entries.filter_map(Result::ok) {
        let name = entry.file_name();
        let Some(stamp) = name.to_str().and_then(|n| n.strip_prefix(DAILY_PREFIX)) else { continue };
        let stamp = stamp.get(..16).unwrap_or(stamp);
        if let Ok(at) = NaiveDateTime::parse_from_str(stamp, NAME_TIME) {
            found.push((at.and_utc(), entry.path()));
        }
    }
    found.sort();
    Ok(found)
}

/// The latest time at or before `now` when the daily backup is made: `hour`:00 India time.
pub fn last_slot(now: DateTime<Utc>, hour: u32) -> DateTime<Utc> {
    let india = crate::time::india();
    let local = now.with_timezone(&india);
    let today = local.date_naive().and_hms_opt(hour.min(23), 0, 0).unwrap_or_default();
    let slot = india.from_local_datetime(&today).single().map_or(now, |t| t.to_utc());
    if slot <= now { slot } else { slot - Duration::days(1) }
}

/// The daily backup: when `backup_daily` is on and no daily backup was made since the last slot, makes one
/// (named after `now`), then removes the oldest beyond `backup_keep` and what a failed backup left behind.
/// The new backup's directory, when one was made.
pub async fn daily(ctx: &Context, now: DateTime<Utc>) -> Result<Option<PathBuf>, AppError> {
    let config = ctx.config();
    let Some(hour) = config.backup_daily else {
        return Ok(None);
    };
    let dir = config.backup_dir();
    let due = daily_backups(&dir)?.last().is_none_or(|(at, _)| *at < last_slot(now, hour));
    let made = if due {
        let dest = new_backup_path(&dir, DAILY_PREFIX, now);
        create(config, ctx.db(), ctx.data_key(), &dest, now).await?;
        Some(dest)
    } else {
        None
    };
    prune(&dir, config.backup_keep as usize)?;
    Ok(made)
}

/// Removes the oldest daily backups beyond `keep`, and temporary directories of backups that failed over a
/// day ago.
fn prune(dir: &Path, keep: usize) -> Result<(), AppError> {
    let backups = daily_backups(dir)?;
    for (_, path) in backups.iter().take(backups.len().saturating_sub(keep.max(1))) {
        std::fs::remove_dir_all(path).map_err(|e| io_error("cannot remove the old backup", path, &e))?;
        tracing::info!(backup = %path.display(), "old daily backup removed");
    }
    files::remove_stale_partials(dir);
    Ok(())
}

/// Starts the daily backup when `backup_daily` is on: a look every [`DAILY_CHECK_SECS`] (the first at once)
/// on the server that runs the background jobs.
pub fn spawn_daily(ctx: Context) {
    if ctx.config().backup_daily.is_none() {
        return;
    }
    ctx.spawn_periodic("backup", DAILY_CHECK_SECS, |ctx| async move {
        if let Some(path) = daily(&ctx, Utc::now()).await? {
            tracing::info!(backup = %path.display(), "daily backup written");
        }
        Ok(())
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(text).unwrap().to_utc()
    }

    #[test]
    fn the_daily_slot_is_the_last_hour_passed_in_india() {
        // 03:00 in India is 21:30 UTC the day before.
        assert_eq!(last_slot(at("2026-12-01T22:00:00Z"), 3), at("2026-12-01T21:30:00Z"));
        assert_eq!(last_slot(at("2026-12-01T21:30:00Z"), 3), at("2026-12-01T21:30:00Z"));
        assert_eq!(last_slot(at("2026-12-01T21:29:59Z"), 3), at("2026-11-30T21:30:00Z"));
        assert_eq!(last_slot(at("2026-12-01T12:00:00Z"), 0), at("2026-11-30T18:30:00Z"));
    }

    #[test]
    fn daily_backups_are_found_by_name_oldest_first() {
        let dir = tempfile::tempdir().unwrap();
        for name in ["daily-20261202T000000Z", "daily-20261201T000000Z-2", "fest-20261130T000000Z", "daily-x"] {
            std::fs::create_dir(dir.path().join(name)).unwrap();
        }
        let found: Vec<String> = daily_backups(dir.path())
            .unwrap()
            .into_iter()
            .map(|(_, p)| p.file_name().unwrap().to_string_lossy().into_owned())
            .collect();
        assert_eq!(found, ["daily-20261201T000000Z-2", "daily-20261202T000000Z"]);
        assert!(daily_backups(&dir.path().join("missing")).unwrap().is_empty());
    }
}
