//! The event catalogue (data in fest-shared) with its current state: whether registration is open, from
//! the catalogue's default or an organiser's setting. The public list is serialised once and kept for a
//! second, so a rush of visitors costs no database work; a change made here is visible at once on this
//! instance and within a second on the others.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use chrono::{DateTime, Utc};
use fest_shared::catalogue::{
    Category, CategoryPlaces, EVENT_FULL, EventId, EventInfo, EventsResponse, ListedEvent, events, rulebook_page,
    rulebook_pdf,
};
use sea_orm::sea_query::OnConflict;
use sea_orm::{ColumnTrait, ConnectionTrait, DatabaseTransaction, EntityTrait, QueryFilter, QuerySelect, Set};

use crate::entities::{event_setting, registration};
pub use crate::services::places::{counts_heads, taking_places};
use crate::{AppError, Context, crypto};

const TTL: Duration = Duration::from_secs(1);

/// The serialised event list and its entity tag, with its gzip and brotli encodings made once (on first
/// use) and kept for as long as the list does not change: a browser's request, which always accepts a
/// compressed answer, costs no compression.
#[derive(Debug)]
pub struct EventsJson {
    pub body: bytes::Bytes,
    pub etag: String,
    gzip: OnceLock<bytes::Bytes>,
    brotli: OnceLock<bytes::Bytes>,
}

impl EventsJson {
    fn new(body: Vec<u8>) -> Self {
        let etag = format!("\"{}\"", &crypto::sha256_hex(&body)[..32]);
        Self { body: body.into(), etag, gzip: OnceLock::new(), brotli: OnceLock::new() }
    }

    /// The body compressed with gzip (best compression: it is made once).
    pub fn gzip(&self) -> &bytes::Bytes {
        self.gzip.get_or_init(|| {
            use std::io::Write as _;
            let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
            // Writing to memory cannot fail.
            let _ = encoder.write_all(&self.body);
            encoder.finish().unwrap_or_default().into()
        })
    }

    /// The body compressed with brotli (quality 11: it is made once).
    pub fn brotli(&self) -> &bytes::Bytes {
        self.brotli.get_or_init(|| {
            let mut out = Vec::new();
            let params = brotli::enc::BrotliEncoderParams { quality: 11, ..Default::default() };
            let _ = brotli::BrotliCompress(&mut &self.body[..], &mut out, &params);
            out.into()
        })
    }
}

#[derive(Default)]
pub struct EventsCache {
    cached: Mutex<Option<(Instant, Arc<EventsJson>)>>,
}

impl EventsCache {
    fn get(&self) -> Option<Arc<EventsJson>> {
        let guard = self.cached.lock().ok()?;
        guard.as_ref().filter(|(at, _)| at.elapsed() < TTL).map(|(_, json)| json.clone())
    }

    /// The last list made, however old (its encodings are reused when the list has not changed).
    fn last(&self) -> Option<Arc<EventsJson>> {
        let guard = self.cached.lock().ok()?;
        guard.as_ref().map(|(_, json)| json.clone())
    }

    fn put(&self, json: Arc<EventsJson>) {
        if let Ok(mut guard) = self.cached.lock() {
            *guard = Some((Instant::now(), json));
        }
    }

    /// Forgets the list, so the next request makes it anew (after a change of settings; tests).
    pub fn clear(&self) {
        if let Ok(mut guard) = self.cached.lock() {
            *guard = None;
        }
    }
}

/// An event's settings: the organisers' over the catalogue's defaults.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Settings {
    /// Opened (or closed) by the organisers.
    pub registration_open: bool,
    /// Places in all (teams, or heads for athletics).
    pub capacity: Option<u32>,
    /// Places per category.
    pub category_capacity: CategoryPlaces,
    pub deadline: Option<DateTime<Utc>>,
    pub change_deadline: Option<DateTime<Utc>>,
    pub cancel_deadline: Option<DateTime<Utc>>,
}

impl Settings {
    fn defaults(event: &EventInfo) -> Self {
        Self {
            registration_open: event.registration_open,
            capacity: None,
            category_capacity: CategoryPlaces::default(),
            deadline: None,
            change_deadline: None,
            cancel_deadline: None,
        }
    }

    pub fn of(event: &EventInfo, row: Option<event_setting::Model>) -> Self {
        let Some(row) = row else { return Self::defaults(event) };
        let places = |n: Option<i32>| n.and_then(|n| u32::try_from(n).ok());
        Self {
            registration_open: row.registration_open,
            capacity: places(row.capacity),
            category_capacity: CategoryPlaces { men: places(row.capacity_men), women: places(row.capacity_women) },
            deadline: row.deadline,
            change_deadline: row.change_deadline,
            cancel_deadline: row.cancel_deadline,
        }
    }

    /// The deadline has passed at `now`.
    pub fn deadline_passed(&self, now: DateTime<Utc>) -> bool {
        self.deadline.is_some_and(|d| now >= d)
    }

    /// Whether registration is open at `now`: opened by the organisers and before the deadline.
    pub fn is_open(&self, now: DateTime<Utc>) -> bool {
        self.registration_open && !self.deadline_passed(now)
    }
}

/// Every event's settings.
pub async fn all_settings(ctx: &Context) -> Result<HashMap<EventId, Settings>, AppError> {
    let mut rows: HashMap<String, event_setting::Model> =
        event_setting::Entity::find().all(ctx.db()).await?.into_iter().map(|s| (s.event_id.clone(), s)).collect();
    Ok(events().iter().map(|e| (e.id, Settings::of(e, rows.remove(e.id.as_str())))).collect())
}

/// One event's settings.
pub async fn settings<C: ConnectionTrait>(db: &C, event: &EventInfo) -> Result<Settings, AppError> {
    Ok(Settings::of(event, event_setting::Entity::find_by_id(event.id.as_str()).one(db).await?))
}

/// Whether registration for the event is open now (opened, and before its deadline).
pub async fn is_open(ctx: &Context, event: &EventInfo) -> Result<bool, AppError> {
    Ok(settings(ctx.db(), event).await?.is_open(Utc::now()))
}

/// Places taken, per category (`None` for events without categories), in the event's unit: registrations
/// (`taking_places`) and the places held for waiting-list offers.
pub async fn places_taken<C: ConnectionTrait>(
    db: &C,
    event: &EventInfo,
    now: DateTime<Utc>,
) -> Result<HashMap<Option<String>, u32>, AppError> {
    places_taken_except(db, event, now, None).await
}

/// Places taken, not counting the offer held for `except` (who is taking it up).
async fn places_taken_except<C: ConnectionTrait>(
    db: &C,
    event: &EventInfo,
    now: DateTime<Utc>,
    except: Option<&str>,
) -> Result<HashMap<Option<String>, u32>, AppError> {
    let rows: Vec<(Option<String>, i64, Option<i64>)> = registration::Entity::find()
        .filter(registration::Column::EventId.eq(event.id.as_str()))
        .filter(taking_places(now))
        .select_only()
        .column(registration::Column::Category)
        .column_as(registration::Column::Id.count(), "teams")
        .column_as(registration::Column::Members.sum(), "heads")
        .group_by(registration::Column::Category)
        .into_tuple()
        .all(db)
        .await?;
    let heads = counts_heads(event);
    let mut taken: HashMap<Option<String>, u32> = rows
        .into_iter()
        .map(|(category, teams, people)| {
            let n = if heads { people.unwrap_or(0) } else { teams };
            (category, u32::try_from(n).unwrap_or(u32::MAX))
        })
        .collect();
    for (category, n) in crate::services::places::offers::held(db, event, now, except).await? {
        *taken.entry(category).or_insert(0) += n;
    }
    if heads {
        // Heads a roster change adds while its difference is being paid.
        for (category, n) in crate::services::places::changes::heads_held(db, event, now).await? {
            *taken.entry(category).or_insert(0) += n;
        }
    }
    Ok(taken)
}

/// Places left in all and per category, from the settings and the places taken.
pub fn places_left(settings: &Settings, taken: &HashMap<Option<String>, u32>) -> (Option<u32>, CategoryPlaces) {
    let total: u32 = taken.values().sum();
    let in_category = |c: Category| taken.get(&Some(c.as_str().to_owned())).copied().unwrap_or(0);
    let left = |capacity: Option<u32>, used: u32| capacity.map(|c| c.saturating_sub(used));
    (
        left(settings.capacity, total),
        CategoryPlaces {
            men: left(settings.category_capacity.men, in_category(Category::Men)),
            women: left(settings.category_capacity.women, in_category(Category::Women)),
        },
    )
}

/// Checks, inside the transaction that stores a registration, that the event has room for it: `need`
/// places (1 team, or the heads of an athletics entry) in all and in its category. The event's settings
/// row is held (`FOR UPDATE` on PostgreSQL; SQLite has one writer), so two orders racing for the last place
/// are decided one after the other and the event is never oversold.
pub async fn ensure_room(
    txn: &DatabaseTransaction,
    event: &EventInfo,
    category: Option<Category>,
    need: u32,
    user_id: &str,
) -> Result<(), AppError> {
    if has_room(txn, event, category, need, Some(user_id)).await? {
        Ok(())
    } else {
        Err(AppError::Conflict(EVENT_FULL.into()))
    }
}

/// Whether the event has room for `need` more places for `user_id`, holding the event's settings row until
/// the transaction ends. A place held by the user's own waiting-list offer is theirs; anyone else finds the
/// event full while teams wait in its line.
pub async fn has_room(
    txn: &DatabaseTransaction,
    event: &EventInfo,
    category: Option<Category>,
    need: u32,
    user_id: Option<&str>,
) -> Result<bool, AppError> {
    let row = event_setting::Entity::find_by_id(event.id.as_str()).lock_exclusive().one(txn).await?;
    let settings = Settings::of(event, row);
    let limit_in_category = category.and_then(|c| settings.category_capacity.get(c));
    if settings.capacity.is_none() && limit_in_category.is_none() {
        return Ok(true);
    }
    use crate::services::places::offers;
    let holds_offer = match user_id {
        Some(user) => offers::live_offer_for(txn, user, event, category, need).await?.is_some(),
        None => false,
    };
    if !holds_offer && offers::anyone_waiting(txn, event, category).await? {
        return Ok(false);
    }
    let except = if holds_offer { user_id } else { None };
    let taken = places_taken_except(txn, event, Utc::now(), except).await?;
    let (left, in_category) = places_left(&settings, &taken);
    let room_in_category = category.and_then(|c| in_category.get(c));
    Ok(!(left.is_some_and(|n| n < need) || room_in_category.is_some_and(|n| n < need)))
}

/// A change of an event's settings: a field left out stays as it is; `Some(None)` clears it.
#[derive(Debug, Clone, Default)]
pub struct SettingsChange {
    pub registration_open: Option<bool>,
    pub capacity: Option<Option<u32>>,
    pub category_capacity: Option<Option<CategoryPlaces>>,
    pub deadline: Option<Option<DateTime<Utc>>>,
    pub change_deadline: Option<Option<DateTime<Utc>>>,
    pub cancel_deadline: Option<Option<DateTime<Utc>>>,
}

/// The most places an event may be given.
pub const MAX_CAPACITY: u32 = 100_000;

/// Changes an event's settings on an organiser's word (recorded in the audit log with what changed).
pub async fn change_settings(
    ctx: &Context,
    actor: &crate::entities::user::Model,
    event: &EventInfo,
    change: SettingsChange,
) -> Result<Settings, AppError> {
    let mut errors = crate::error::FieldErrors::new();
    if change.capacity.flatten().is_some_and(|c| c > MAX_CAPACITY) {
        errors.add("capacity", format!("Give at most {MAX_CAPACITY} places."));
    }
    if let Some(Some(places)) = change.category_capacity {
        if event.categories.is_empty() {
            errors.add("categoryCapacity", format!("{} has no categories.", event.title));
        }
        for (name, n) in [("Men", places.men), ("Women", places.women)] {
            if n.is_some_and(|n| n > MAX_CAPACITY) {
                errors.add(format!("categoryCapacity.{name}"), format!("Give at most {MAX_CAPACITY} places."));
            }
            if n.is_some() && !event.categories.iter().any(|c| c.as_str() == name) {
                errors.add(format!("categoryCapacity.{name}"), format!("{} has no {name} category.", event.title));
            }
        }
    }
    if !errors.is_empty() {
        return Err(AppError::invalid(errors));
    }
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let mut now = settings(&txn, event).await?;
    if let Some(open) = change.registration_open {
        now.registration_open = open;
    }
    if let Some(capacity) = change.capacity {
        now.capacity = capacity;
    }
    if let Some(places) = change.category_capacity {
        now.category_capacity = places.unwrap_or_default();
    }
    if let Some(d) = change.deadline {
        now.deadline = d;
    }
    if let Some(d) = change.change_deadline {
        now.change_deadline = d;
    }
    if let Some(d) = change.cancel_deadline {
        now.cancel_deadline = d;
    }
    store(&txn, event, &now).await?;
    crate::services::audit::record(
        &txn,
        actor,
        "event.settings",
        event.id.as_str(),
        serde_json::json!({
            "registrationOpen": now.registration_open,
            "capacity": now.capacity,
            "categoryCapacity": now.category_capacity,
            "deadline": now.deadline,
            "changeDeadline": now.change_deadline,
            "cancelDeadline": now.cancel_deadline,
        }),
    )
    .await?;
    txn.commit().await?;
    ctx.events_changed().await;
    // A place may have opened (capacity raised, a limit lifted): the line moves on.
    ctx.reactions().place_freed(ctx, event.id.as_str()).await;
    Ok(now)
}

/// Writes an event's settings (the row is made on first use).
async fn store<C: ConnectionTrait>(txn: &C, event: &EventInfo, now: &Settings) -> Result<(), AppError> {
    let number = |n: Option<u32>| n.and_then(|n| i32::try_from(n).ok());
    event_setting::Entity::insert(event_setting::ActiveModel {
        event_id: Set(event.id.as_str().to_owned()),
        registration_open: Set(now.registration_open),
        capacity: Set(number(now.capacity)),
        capacity_men: Set(number(now.category_capacity.men)),
        capacity_women: Set(number(now.category_capacity.women)),
        deadline: Set(now.deadline),
        change_deadline: Set(now.change_deadline),
        cancel_deadline: Set(now.cancel_deadline),
        updated_at: Set(Utc::now()),
    })
    .on_conflict(
        OnConflict::column(event_setting::Column::EventId)
            .update_columns([
                event_setting::Column::RegistrationOpen,
                event_setting::Column::Capacity,
                event_setting::Column::CapacityMen,
                event_setting::Column::CapacityWomen,
                event_setting::Column::Deadline,
                event_setting::Column::ChangeDeadline,
                event_setting::Column::CancelDeadline,
                event_setting::Column::UpdatedAt,
            ])
            .to_owned(),
    )
    .exec(txn)
    .await?;
    Ok(())
}

/// Opens or closes registration for an event on an organiser's word (recorded in the audit log).
pub async fn set_open_by(
    ctx: &Context,
    actor: &crate::entities::user::Model,
    event: EventId,
    open: bool,
) -> Result<(), AppError> {
    let change = SettingsChange { registration_open: Some(open), ..Default::default() };
    change_settings(ctx, actor, event.event(), change).await.map(|_| ())
}

/// Opens or closes registration for an event (set-up and tests; organisers go through `change_settings`).
pub async fn set_open(ctx: &Context, event: EventId, open: bool) -> Result<(), AppError> {
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let mut now = settings(&txn, event.event()).await?;
    now.registration_open = open;
    store(&txn, event.event(), &now).await?;
    txn.commit().await?;
    ctx.events_changed().await;
    Ok(())
}

/// The public event list, serialised.
pub async fn list_json(ctx: &Context) -> Result<Arc<EventsJson>, AppError> {
    if let Some(json) = ctx.events_cache().get() {
        return Ok(json);
    }
    let all = all_settings(ctx).await?;
    let uploaded = crate::services::rulebooks::uploaded(ctx).await?;
    let now = Utc::now();
    let mut listed = Vec::with_capacity(all.len());
    for info in events() {
        let settings = all.get(&info.id).copied().unwrap_or_else(|| Settings::defaults(info));
        let limited = settings.capacity.is_some() || !settings.category_capacity.is_empty();
        let (places_left, category_places_left) = if limited {
            let taken = places_taken(ctx.db(), info, now).await?;
            let (left, per_category) = places_left(&settings, &taken);
            (left, (!per_category.is_empty()).then_some(per_category))
        } else {
            (None, None)
        };
        let rulebook_uploaded = uploaded.contains(info.id.as_str());
        listed.push(ListedEvent {
            info: *info,
            is_registration_open: settings.is_open(now),
            rulebook_url: if rulebook_uploaded { rulebook_pdf(info.id) } else { rulebook_page(info.id) },
            rulebook_uploaded,
            places_left,
            category_places_left,
            deadline: settings.deadline.map(|d| d.to_rfc3339_opts(chrono::SecondsFormat::Secs, true)),
            deadline_passed: settings.deadline_passed(now),
        });
    }
    let body = EventsResponse { success: true, events: listed };
    let fresh = EventsJson::new(serde_json::to_vec(&body).map_err(AppError::other)?);
    let json = match ctx.events_cache().last() {
        Some(last) if last.etag == fresh.etag => last,
        _ => Arc::new(fresh),
    };
    ctx.events_cache().put(json.clone());
    Ok(json)
}
