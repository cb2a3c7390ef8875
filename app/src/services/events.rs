//! The event catalogue (data in fest-shared) with its current state: whether registration is open, from
//! the catalogue's default or an organiser's setting. The public list is serialised once and kept for a
//! second, so a rush of visitors costs no database work; a change made here is visible at once on this
//! instance and within a second on the others.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use chrono::Utc;
use fest_shared::catalogue::{EventId, EventInfo, EventsResponse, ListedEvent, events, rulebook_page, rulebook_pdf};
use sea_orm::sea_query::OnConflict;
use sea_orm::{EntityTrait, Set};

use crate::entities::event_setting;
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

    pub(crate) fn clear(&self) {
        if let Ok(mut guard) = self.cached.lock() {
            *guard = None;
        }
    }
}

/// Every event's registration state: the organisers' settings over the catalogue's defaults.
pub async fn states(ctx: &Context) -> Result<HashMap<EventId, bool>, AppError> {
    let overrides: HashMap<String, bool> = event_setting::Entity::find()
        .all(ctx.db())
        .await?
        .into_iter()
        .map(|s| (s.event_id, s.registration_open))
        .collect();
    Ok(events().iter().map(|e| (e.id, overrides.get(e.id.as_str()).copied().unwrap_or(e.registration_open))).collect())
}

/// Whether registration for the event is open now.
pub async fn is_open(ctx: &Context, event: &EventInfo) -> Result<bool, AppError> {
    Ok(event_setting::Entity::find_by_id(event.id.as_str())
        .one(ctx.db())
        .await?
        .map_or(event.registration_open, |s| s.registration_open))
}

/// Opens or closes registration for an event on an organiser's word (recorded in the audit log).
pub async fn set_open_by(
    ctx: &Context,
    actor: &crate::entities::user::Model,
    event: EventId,
    open: bool,
) -> Result<(), AppError> {
    set_open(ctx, event, open).await?;
    crate::services::audit::record(
        ctx.db(),
        actor,
        "event.settings",
        event.as_str(),
        serde_json::json!({"registrationOpen": open}),
    )
    .await
}

/// Opens or closes registration for an event.
pub async fn set_open(ctx: &Context, event: EventId, open: bool) -> Result<(), AppError> {
    event_setting::Entity::insert(event_setting::ActiveModel {
        event_id: Set(event.as_str().to_owned()),
        registration_open: Set(open),
        updated_at: Set(Utc::now()),
    })
    .on_conflict(
        OnConflict::column(event_setting::Column::EventId)
            .update_columns([event_setting::Column::RegistrationOpen, event_setting::Column::UpdatedAt])
            .to_owned(),
    )
    .exec(ctx.writer())
    .await?;
    ctx.events_cache().clear();
    Ok(())
}

/// The public event list, serialised.
pub async fn list_json(ctx: &Context) -> Result<Arc<EventsJson>, AppError> {
    if let Some(json) = ctx.events_cache().get() {
        return Ok(json);
    }
    let states = states(ctx).await?;
    let uploaded = crate::services::rulebooks::uploaded(ctx).await?;
    let body = EventsResponse {
        success: true,
        events: events()
            .iter()
            .map(|info| {
                let rulebook_uploaded = uploaded.contains(info.id.as_str());
                ListedEvent {
                    info: *info,
                    is_registration_open: states.get(&info.id).copied().unwrap_or(false),
                    rulebook_url: if rulebook_uploaded { rulebook_pdf(info.id) } else { rulebook_page(info.id) },
                    rulebook_uploaded,
                }
            })
            .collect(),
    };
    let fresh = EventsJson::new(serde_json::to_vec(&body).map_err(AppError::other)?);
    let json = match ctx.events_cache().last() {
        Some(last) if last.etag == fresh.etag => last,
        _ => Arc::new(fresh),
    };
    ctx.events_cache().put(json.clone());
    Ok(json)
}
