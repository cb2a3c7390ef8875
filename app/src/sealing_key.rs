//! The sealing key: the key that seals personal data at rest (Aadhaar numbers, drafts, queued e-mails) and
//! from which the pass, certificate, calendar and push keys are derived. It is kept in the database, itself
//! sealed with the configured data key (`FEST_DATA_KEY` / `FEST_DATA_KEY_FILE`): envelope encryption. So the
//! data key can be rotated (`fest rotate-key`) by sealing this one value again, while every instance goes on
//! serving, every sealed value still opens and every pass, certificate, calendar link and push subscription
//! stays valid.
//!
//! An install that started before the sealing key existed sealed everything with its data key directly; its
//! first start stores that same key as the sealing key, so nothing sealed or signed before changes.

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use chrono::Utc;
use sea_orm::sea_query::OnConflict;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, Set};
use serde::{Deserialize, Serialize};

use crate::AppError;
use crate::crypto::DataKey;
use crate::entities::fest_setting;

/// The `fest_setting` row that holds it.
pub const SETTING: &str = "sealing_key";

/// What the row holds: the sealing key sealed with the data key, and that data key's fingerprint (so a
/// wrong key is named, not just refused, and a backup records the key it needs).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stored {
    /// `DataKey::seal` of the sealing key's 32 bytes in base64.
    pub sealed: String,
    /// SHA-256 of the data key that sealed it ([`DataKey::fingerprint`]).
    pub data_key_sha256: String,
    /// When it was last sealed with a new data key (`None`: never rotated).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rotated_at: Option<chrono::DateTime<Utc>>,
}

impl Stored {
    fn new(sealing: &DataKey, data_key: &DataKey, rotated_at: Option<chrono::DateTime<Utc>>) -> Self {
        Self {
            sealed: data_key.seal(&STANDARD.encode(sealing.raw())),
            data_key_sha256: data_key.fingerprint(),
            rotated_at,
        }
    }

    pub(crate) fn parse(value: &str) -> Result<Self, AppError> {
        serde_json::from_str(value)
            .map_err(|e| AppError::Other(format!("the stored sealing key ({SETTING}) is not readable: {e}").into()))
    }

    fn json(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|_| unreachable!("a struct of strings serialises"))
    }
}

/// The stored row, if there is one.
pub async fn stored<C: ConnectionTrait>(db: &C) -> Result<Option<Stored>, AppError> {
    let row = fest_setting::Entity::find_by_id(SETTING).one(db).await?;
    row.map(|r| Stored::parse(&r.value)).transpose()
}

/// The words for a data key that is not the one the database's sealing key is sealed with.
fn wrong_key(data_key: &DataKey, stored: &Stored) -> AppError {
    AppError::Config(format!(
        "the data key in use (SHA-256 {}) does not open this database: its keys are sealed with the data key whose \
         SHA-256 is {}{}. Set FEST_DATA_KEY_FILE (or FEST_DATA_KEY) to that key",
        data_key.fingerprint(),
        stored.data_key_sha256,
        stored.rotated_at.map_or(String::new(), |at| format!(
            " (rotated with `fest rotate-key` on {})",
            at.format("%Y-%m-%d %H:%M UTC")
        )),
    ))
}

/// The sealing key of the database, opened with the data key. On a database that has none yet (a new
/// install, or one from before the sealing key), the data key itself becomes the sealing key, stored sealed;
/// several instances starting at once store the same one.
pub async fn open<C: ConnectionTrait>(db: &C, data_key: &DataKey) -> Result<DataKey, AppError> {
    if stored(db).await?.is_none() {
        let first = Stored::new(data_key, data_key, None);
        fest_setting::Entity::insert(fest_setting::ActiveModel {
            name: Set(SETTING.to_owned()),
            value: Set(first.json()),
            updated_at: Set(Utc::now()),
        })
        .on_conflict(OnConflict::column(fest_setting::Column::Name).do_nothing().to_owned())
        .exec_without_returning(db)
        .await?;
    }
    let stored = stored(db).await?.ok_or_else(|| AppError::Other("the sealing key was not stored".into()))?;
    unseal(&stored, data_key)
}

fn unseal(stored: &Stored, data_key: &DataKey) -> Result<DataKey, AppError> {
    if stored.data_key_sha256 != data_key.fingerprint() {
        return Err(wrong_key(data_key, stored));
    }
    let text = data_key.open(&stored.sealed).map_err(|_| wrong_key(data_key, stored))?;
    DataKey::from_base64(&text).map_err(|_| AppError::Other("the stored sealing key is damaged".into()))
}

/// What a rotation did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rotation {
    pub from_sha256: String,
    pub to_sha256: String,
    pub at: chrono::DateTime<Utc>,
}

/// Seals the database's sealing key with `new` instead of `current`, by one update that names the row it
/// read: a second rotation at the same moment changes nothing and is told so. Instances already running
/// keep serving (they hold the sealing key, which does not change); each must be given `new` before it
/// starts again.
pub async fn rotate(db: &sea_orm::DatabaseConnection, current: &DataKey, new: &DataKey) -> Result<Rotation, AppError> {
    if current.fingerprint() == new.fingerprint() {
        return Err(AppError::Conflict("the new data key is the one in use: nothing to rotate".into()));
    }
    let sealing = open(db, current).await?;
    let before = fest_setting::Entity::find_by_id(SETTING)
        .one(db)
        .await?
        .ok_or_else(|| AppError::Other("the sealing key was not stored".into()))?;
    let at = Utc::now();
    let next = Stored::new(&sealing, new, Some(at));
    let changed = fest_setting::Entity::update_many()
        .col_expr(fest_setting::Column::Value, sea_orm::sea_query::Expr::value(next.json()))
        .col_expr(fest_setting::Column::UpdatedAt, sea_orm::sea_query::Expr::value(at))
        .filter(fest_setting::Column::Name.eq(SETTING))
        .filter(fest_setting::Column::Value.eq(before.value))
        .exec(db)
        .await?
        .rows_affected;
    if changed != 1 {
        return Err(AppError::Conflict(
            "the sealing key was rotated by someone else meanwhile: nothing changed here; check the key in use".into(),
        ));
    }
    // Read back: the new data key opens what is stored.
    let stored = stored(db).await?.ok_or_else(|| AppError::Other("the sealing key was not stored".into()))?;
    if unseal(&stored, new)?.fingerprint() != sealing.fingerprint() {
        return Err(AppError::Other("the rotated sealing key does not read back".into()));
    }
    Ok(Rotation { from_sha256: current.fingerprint(), to_sha256: new.fingerprint(), at })
}

/// Forgets the sealing key of a database restored without its data key (`fest restore --allow-key-mismatch`):
/// the data key in use becomes its sealing key on the next start, and what the backup sealed stays closed,
/// as the restore warned.
pub async fn forget<C: ConnectionTrait>(db: &C) -> Result<(), AppError> {
    fest_setting::Entity::delete_many().filter(fest_setting::Column::Name.eq(SETTING)).exec(db).await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stored_key_opens_with_its_data_key_only_and_names_the_one_it_needs() {
        let data = DataKey::from_bytes([1u8; 32]);
        let sealing = DataKey::from_bytes([2u8; 32]);
        let stored = Stored::new(&sealing, &data, None);
        assert!(!stored.sealed.contains(&STANDARD.encode([2u8; 32])), "sealed, not plain");
        assert_eq!(unseal(&stored, &data).unwrap().fingerprint(), sealing.fingerprint());
        let other = DataKey::from_bytes([3u8; 32]);
        let err = unseal(&stored, &other).err().unwrap().to_string();
        assert!(err.contains(&other.fingerprint()) && err.contains(&data.fingerprint()), "{err}");
        // A row whose fingerprint was altered still does not open with another key.
        let forged = Stored { data_key_sha256: other.fingerprint(), ..stored };
        assert!(unseal(&forged, &other).is_err());
        assert_eq!(Stored::parse(&forged.json()).unwrap(), forged);
    }
}
