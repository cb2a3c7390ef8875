//! Registration drafts: a signed-in user's wizard as it is typed, kept on the server so that it follows them
//! to another device (the browser keeps its own copy too). One per user and event, its values sealed whole
//! with the data key: a draft holds every person's name, e-mail, phone and Aadhaar number. A draft goes when
//! its registration is paid (`follow`, inside the payment's transaction), when the team joins the event's
//! waiting list, with the account, and after [`KEEP_DAYS`] without a change (the purge).
//!
//! Below the registrations and the waiting lists, which call it: it looks an event up in the catalogue, reads
//! who holds a place from `places`, and calls no other service.

use chrono::{DateTime, Duration, Utc};
use fest_shared::catalogue::{EventInfo, NOT_REGISTRABLE};
use sea_orm::sea_query::{OnConflict, Query};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, Set};
use serde_json::Value;

use crate::entities::registration::{self, Status};
use crate::entities::{registration_draft as draft, user};
use crate::services::catalogue::find_event;
use crate::services::places::COUNTED;
use crate::{AppError, Context};

/// The largest draft kept: the wizard's values as JSON (a cricket squad of 20 people is about 4 KB).
pub const MAX_BYTES: usize = 64 * 1024;
/// A draft not changed for this long is deleted by the purge.
pub const KEEP_DAYS: i64 = 30;
/// The highest step index a draft may name (the wizards have at most five steps).
pub const MAX_STEP: u32 = 15;

pub const NOT_AN_OBJECT: &str = "A draft holds the form's fields as a JSON object.";
pub const TOO_LARGE: &str = "This draft is too large to keep (at most 64 KB).";
pub const BAD_STEP: &str = "The step must be a whole number from 0 to 15.";
pub const DELETED: &str = "Draft deleted.";
pub const REGISTERED_ALREADY: &str = "You have already registered for this event: there is no draft to keep.";

/// A draft as its owner reads it.
#[derive(Debug, Clone, PartialEq)]
pub struct Draft {
    pub event: &'static EventInfo,
    /// The wizard's values, as they were sent.
    pub values: Value,
    pub step: u32,
    pub updated_at: DateTime<Utc>,
}

/// A draft in a list: which event, how far, when (no values).
#[derive(Debug, Clone, PartialEq)]
pub struct DraftSummary {
    pub event: &'static EventInfo,
    pub step: u32,
    pub updated_at: DateTime<Utc>,
}

/// An event a draft may be kept for: in the catalogue and registered for online (404 otherwise).
fn registrable(event_name: &str) -> Result<&'static EventInfo, AppError> {
    let event = find_event(event_name)?;
    if event.is_registrable() { Ok(event) } else { Err(AppError::NotFound(NOT_REGISTRABLE.into())) }
}

fn step_of(model: &draft::Model) -> u32 {
    u32::try_from(model.step).unwrap_or(0)
}

fn open(ctx: &Context, model: &draft::Model, event: &'static EventInfo) -> Result<Draft, AppError> {
    let text = ctx.data_key().open(&model.payload)?;
    let values = serde_json::from_str(&text).map_err(AppError::other)?;
    Ok(Draft { event, values, step: step_of(model), updated_at: model.updated_at })
}

/// The caller's drafts, newest first (events since taken out of the catalogue are left out).
pub async fn list(ctx: &Context, owner: &user::Model) -> Result<Vec<DraftSummary>, AppError> {
    let rows = draft::Entity::find()
        .filter(draft::Column::UserId.eq(&owner.id))
        .order_by_desc(draft::Column::UpdatedAt)
        .all(ctx.db())
        .await?;
    Ok(rows
        .iter()
        .filter_map(|row| {
            let event = fest_shared::catalogue::event_by_name(&row.event_id)?;
            Some(DraftSummary { event, step: step_of(row), updated_at: row.updated_at })
        })
        .collect())
}

/// The caller's draft for an event, if one is kept.
pub async fn get(ctx: &Context, owner: &user::Model, event_name: &str) -> Result<Option<Draft>, AppError> {
    let event = registrable(event_name)?;
    let row = draft::Entity::find_by_id((owner.id.clone(), event.id.as_str().to_owned())).one(ctx.db()).await?;
    row.map(|row| open(ctx, &row, event)).transpose()
}

/// Keeps the wizard's values and step as the caller's draft for the event (replacing the one kept).
pub async fn save(
    ctx: &Context,
    owner: &user::Model,
    event_name: &str,
    values: &Value,
    step: u32,
) -> Result<Draft, AppError> {
    let event = registrable(event_name)?;
    if !values.is_object() {
        return Err(AppError::field("values", NOT_AN_OBJECT));
    }
    let text = serde_json::to_string(values).map_err(AppError::other)?;
    if text.len() > MAX_BYTES {
        return Err(AppError::field("values", TOO_LARGE));
    }
    if step > MAX_STEP {
        return Err(AppError::field("step", BAD_STEP));
    }
    // Registered already (a save that was on its way when the payment went through): nothing to keep.
    let registered = registration::Entity::find()
        .filter(registration::Column::UserId.eq(&owner.id))
        .filter(registration::Column::EventId.eq(event.id.as_str()))
        .filter(registration::Column::Status.is_in(COUNTED))
        .count(ctx.db())
        .await?;
    if registered > 0 {
        return Err(AppError::Conflict(REGISTERED_ALREADY.into()));
    }
    let now = Utc::now();
    let row = draft::ActiveModel {
        user_id: Set(owner.id.clone()),
        event_id: Set(event.id.as_str().to_owned()),
        payload: Set(ctx.data_key().seal(&text)),
        step: Set(i32::try_from(step).unwrap_or(0)),
        created_at: Set(now),
        updated_at: Set(now),
    };
    let on_conflict = OnConflict::columns([draft::Column::UserId, draft::Column::EventId])
        .update_columns([draft::Column::Payload, draft::Column::Step, draft::Column::UpdatedAt])
        .to_owned();
    draft::Entity::insert(row).on_conflict(on_conflict).exec_without_returning(ctx.writer()).await?;
    Ok(Draft { event, values: values.clone(), step, updated_at: now })
}

/// Deletes the caller's draft for the event; false when none was kept.
pub async fn delete(ctx: &Context, owner: &user::Model, event_name: &str) -> Result<bool, AppError> {
    let event = registrable(event_name)?;
    forget(ctx.writer(), &owner.id, event.id.as_str()).await
}

/// Deletes a user's draft for an event through `db` (a transaction that registers or puts the team in line).
pub async fn forget<C: ConnectionTrait>(db: &C, user_id: &str, event_id: &str) -> Result<bool, AppError> {
    let res = draft::Entity::delete_many()
        .filter(draft::Column::UserId.eq(user_id))
        .filter(draft::Column::EventId.eq(event_id))
        .exec(db)
        .await?;
    Ok(res.rows_affected > 0)
}

/// Inside the transaction that changed a registration: once it is paid, its owner's draft for the event has
/// served its purpose.
pub async fn follow<C: ConnectionTrait>(db: &C, reg: &registration::Model) -> Result<(), AppError> {
    if reg.status == Status::Paid {
        forget(db, &reg.user_id, &reg.event_id).await?;
    }
    Ok(())
}

/// Every draft of an account being deleted.
pub async fn forget_user<C: ConnectionTrait>(db: &C, user_id: &str) -> Result<(), AppError> {
    draft::Entity::delete_many().filter(draft::Column::UserId.eq(user_id)).exec(db).await?;
    Ok(())
}

/// Deletes drafts unchanged for [`KEEP_DAYS`], `batch` rows per statement; how many went in this statement.
pub async fn purge_batch<C: ConnectionTrait>(db: &C, now: DateTime<Utc>, batch: u64) -> Result<u64, AppError> {
    let cutoff = now - Duration::days(KEEP_DAYS);
    let old = Query::select()
        .column(draft::Column::UserId)
        .from(draft::Entity)
        .and_where(draft::Column::UpdatedAt.lt(cutoff))
        .limit(batch)
        .to_owned();
    // Keyed by (user, event): the batch names users, and the age is checked again on every row.
    let res = draft::Entity::delete_many()
        .filter(draft::Column::UserId.in_subquery(old))
        .filter(draft::Column::UpdatedAt.lt(cutoff))
        .exec(db)
        .await?;
    Ok(res.rows_affected)
}
