//! Files of a backup: checksums, writes that reach the disk, and what a failed backup leaves behind.

use std::io::Read as _;
use std::path::Path;

use sha2::{Digest as _, Sha256};

use super::io_error;
use crate::AppError;

/// SHA-256 (hex) and size of a file, read off the async runtime.
pub(super) async fn digest(path: &Path) -> Result<(String, u64), AppError> {
    let owned = path.to_owned();
    tokio::task::spawn_blocking(move || {
        let mut file = std::fs::File::open(&owned).map_err(|e| io_error("cannot read", &owned, &e))?;
        let mut hasher = Sha256::new();
        let mut buffer = vec![0u8; 256 * 1024];
        let mut bytes = 0u64;
        loop {
            let n = file.read(&mut buffer).map_err(|e| io_error("cannot read", &owned, &e))?;
            if n == 0 {
                break;
            }
            hasher.update(&buffer[..n]);
            bytes += n as u64;
        }
        Ok((hex::encode(hasher.finalize()), bytes))
    })
    .await
    .map_err(AppError::other)?
}

/// Waits until a file's contents are on the disk.
pub(super) fn sync_file(path: &Path) -> Result<(), AppError> {
    std::fs::File::open(path).and_then(|f| f.sync_all()).map_err(|e| io_error("cannot write", path, &e))
}

/// Waits until a directory's entries (a file created or renamed in it) are on the disk.
pub(super) fn sync_dir(path: &Path) -> Result<(), AppError> {
    #[cfg(unix)]
    {
        std::fs::File::open(path).and_then(|f| f.sync_all()).map_err(|e| io_error("cannot write", path, &e))
    }
    #[cfg(not(unix))]
    {
        let _ = path;
        Ok(())
    }
}

/// Removes the temporary directory of a backup that failed.
pub(super) fn remove_partial(path: &Path) {
    if let Err(e) = std::fs::remove_dir_all(path) {
        tracing::warn!(path = %path.display(), error = %e, "cannot remove the unfinished backup");
    }
}

/// Removes a temporary file, if it is there.
pub(super) fn remove_file_quietly(path: &Path) {
    match std::fs::remove_file(path) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
            tracing::warn!(path = %path.display(), error = %e, "cannot remove a temporary file");
        }
        _ => {}
    }
}

/// Removes temporary directories of backups (`.<name>.partial-<id>`) untouched for over a day: a process that
/// died while writing one left it behind.
pub(super) fn remove_stale_partials(dir: &Path) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let day = std::time::Duration::from_secs(24 * 3600);
    for entry in entries.filter_map(Result::ok) {
        let name = entry.file_name();
        let Some(name) = name.to_str() else { continue };
        if !(name.starts_with('.') && name.contains(".partial-")) {
            continue;
        }
        let old = entry
            .metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| t.elapsed().ok())
            .is_some_and(|age| age > day);
        if old {
            remove_partial(&entry.path());
        }
    }
}
