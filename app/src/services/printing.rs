//! Bulk printing for the organisers: the passes to print on A4 sheets (an event's, or a college's across
//! events) and the referees' team sheets of an event.
//!
//! Only live passes of paid registrations are printed: a revoked pass (a registration flagged, refunded or
//! cancelled, a person taken off by a roster change) is left out. Nothing here carries a phone or an Aadhaar
//! number: names, roles, the college, the category and the pass's token are all a printout shows.

use std::collections::BTreeMap;

use fest_shared::catalogue::{EventId, event_by_name};
use fest_shared::pass;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};
use serde_json::json;

use crate::entities::registration::Status;
use crate::entities::{pass as pass_entity, registration, user};
use crate::services::{catalogue, sealing};
use crate::{AppError, Context};

/// Which passes to print.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PrintFilter {
    /// Every pass of an event.
    Event(EventId),
    /// Every pass of a college's teams, all events (the name compared without regard to case or the
    /// spaces around it).
    College(String),
}

pub const FILTER_REQUIRED: &str = "Choose an event or a college.";
pub const ONE_FILTER: &str = "Choose an event or a college, not both.";

impl PrintFilter {
    /// The filter of a request's `event` and `college`: exactly one of them.
    pub fn of(event: Option<&str>, college: Option<&str>) -> Result<Self, AppError> {
        let event = event.map(str::trim).filter(|e| !e.is_empty());
        let college = college.map(str::trim).filter(|c| !c.is_empty());
        match (event, college) {
            (Some(_), Some(_)) => Err(AppError::field("college", ONE_FILTER)),
            (Some(event), None) => Ok(Self::Event(catalogue::find_event(event)?.id)),
            (None, Some(college)) => Ok(Self::College(college.to_owned())),
            (None, None) => Err(AppError::field("event", FILTER_REQUIRED)),
        }
    }
}

/// One person's pass as it is printed.
#[derive(Debug, Clone)]
pub struct PrintedPass {
    pub pass: pass_entity::Model,
    pub event: EventId,
    /// The holder's full name as registered (the pass's short name when the roster no longer has it).
    pub fullname: String,
    /// The college as registered.
    pub college: String,
    pub category: Option<String>,
    /// The holder's number on the team sheet: their line on the roster (the coach has none).
    pub number: Option<u32>,
    /// Cricket's playing role (`batsman`, ...), when the roster gives one.
    pub playing_role: Option<String>,
}

/// One team (a paid registration) of an event, for its referees.
#[derive(Debug, Clone)]
pub struct TeamSheet {
    pub registration_id: String,
    pub college: String,
    pub category: Option<String>,
    /// The team's people in roster order, each with their pass.
    pub people: Vec<PrintedPass>,
}

/// The fest's venue: the catalogue gives no venue per event, so every pass names the fest's.
pub fn venue() -> &'static str {
    fest_shared::fest::FEST.institute
}

/// The dates an event's passes show (the catalogue's date text).
pub fn dates(event: EventId) -> &'static str {
    event.event().date
}

fn same_college(a: &str, b: &str) -> bool {
    a.trim().to_lowercase() == b.trim().to_lowercase()
}

/// The paid registrations a filter names, in print order: by event (catalogue order), college and the order
/// they were made in.
async fn paid_registrations(ctx: &Context, filter: &PrintFilter) -> Result<Vec<registration::Model>, AppError> {
    let mut query = registration::Entity::find().filter(registration::Column::Status.eq(Status::Paid));
    if let PrintFilter::Event(event) = filter {
        query = query.filter(registration::Column::EventId.eq(event.as_str()));
    }
    let mut regs: Vec<registration::Model> = query.order_by_asc(registration::Column::CreatedAt).all(ctx.db()).await?;
    if let PrintFilter::College(college) = filter {
        regs.retain(|r| same_college(&r.college_name, college));
    }
    let position = |r: &registration::Model| {
        event_by_name(&r.event_id)
            .and_then(|e| fest_shared::catalogue::events().iter().position(|x| x.id == e.id))
            .unwrap_or(usize::MAX)
    };
    // A stable sort keeps the order of registration within an event and college.
    regs.sort_by_cached_key(|r| (position(r), r.college_name.trim().to_lowercase()));
    Ok(regs)
}

/// The live passes of `regs`, each with what its printout shows, in the registrations' order and roster
/// order within each.
async fn printed(ctx: &Context, regs: &[registration::Model]) -> Result<Vec<PrintedPass>, AppError> {
    let mut by_registration: BTreeMap<String, Vec<pass_entity::Model>> = BTreeMap::new();
    for ids in regs.chunks(500) {
        let ids: Vec<String> = ids.iter().map(|r| r.id.clone()).collect();
        let passes = pass_entity::Entity::find()
            .filter(pass_entity::Column::RegistrationId.is_in(ids))
            .filter(pass_entity::Column::RevokedAt.is_null())
            .filter(pass_entity::Column::Seq.gte(0))
            .order_by_asc(pass_entity::Column::Seq)
            .all(ctx.db())
            .await?;
        for p in passes {
            by_registration.entry(p.registration_id.clone()).or_default().push(p);
        }
    }
    let mut out = Vec::new();
    for reg in regs {
        let Some(passes) = by_registration.remove(&reg.id) else { continue };
        let Some(event) = EventId::parse(&reg.event_id).or_else(|| event_by_name(&reg.event_id).map(|e| e.id)) else {
            continue;
        };
        let form = sealing::open_form(ctx, reg)?;
        let holders = pass::holders(&form);
        for p in passes {
            let holder = usize::try_from(p.seq).ok().and_then(|i| holders.get(i).map(|h| (i, h)));
            // The roster as stored names the pass's holder (the same role and short name), else the pass
            // speaks for itself.
            let holder = holder
                .filter(|(_, h)| h.role == p.role && pass::display_name(h.person.fullname.as_str()) == p.holder_name);
            let fullname = holder.map_or_else(|| p.holder_name.clone(), |(_, h)| h.person.fullname.as_str().to_owned());
            let playing_role = holder.and_then(|(_, h)| h.person.role.clone());
            let number = if p.role == pass::COACH {
                None
            } else {
                let line = holders.iter().take(usize::try_from(p.seq).unwrap_or(0)).filter(|h| h.role != pass::COACH);
                u32::try_from(line.count() + 1).ok()
            };
            out.push(PrintedPass {
                event,
                fullname,
                college: reg.college_name.trim().to_owned(),
                category: reg.category.clone().filter(|c| !c.is_empty()),
                number,
                playing_role,
                pass: p,
            });
        }
    }
    Ok(out)
}

/// The passes to print for `filter` (admins; audited, as the printout carries every pass's token).
pub async fn passes(ctx: &Context, actor: &user::Model, filter: &PrintFilter) -> Result<Vec<PrintedPass>, AppError> {
    let regs = paid_registrations(ctx, filter).await?;
    let passes = printed(ctx, &regs).await?;
    let (target, details) = match filter {
        PrintFilter::Event(event) => (event.as_str().to_owned(), json!({"event": event.as_str()})),
        PrintFilter::College(college) => (college.clone(), json!({"college": college})),
    };
    let mut details = details;
    details["passes"] = json!(passes.len());
    crate::services::audit::record(ctx.writer(), actor, "print.passes", &target, details).await?;
    Ok(passes)
}

/// The team sheets of an event: one per paid registration, its people in roster order with their numbers
/// and whether each is checked in.
pub async fn team_sheets(ctx: &Context, event: &str) -> Result<(EventId, Vec<TeamSheet>), AppError> {
    let event = catalogue::find_event(event)?.id;
    let regs = paid_registrations(ctx, &PrintFilter::Event(event)).await?;
    let passes = printed(ctx, &regs).await?;
    let mut sheets: Vec<TeamSheet> = Vec::new();
    for p in passes {
        match sheets.last_mut() {
            Some(sheet) if sheet.registration_id == p.pass.registration_id => sheet.people.push(p),
            _ => sheets.push(TeamSheet {
                registration_id: p.pass.registration_id.clone(),
                college: p.college.clone(),
                category: p.category.clone(),
                people: vec![p],
            }),
        }
    }
    Ok((event, sheets))
}

/// A college that has passes to print, with how many.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CollegePasses {
    pub name: String,
    pub passes: u64,
}

/// Every college with live passes of paid registrations, by name (one entry per name whatever its case).
pub async fn colleges(ctx: &Context) -> Result<Vec<CollegePasses>, AppError> {
    let regs: Vec<(String, String)> = registration::Entity::find()
        .filter(registration::Column::Status.eq(Status::Paid))
        .order_by_asc(registration::Column::CreatedAt)
        .all(ctx.db())
        .await?
        .into_iter()
        .map(|r| (r.id, r.college_name))
        .collect();
    let mut live: BTreeMap<String, u64> = BTreeMap::new();
    for ids in regs.chunks(500) {
        let ids: Vec<String> = ids.iter().map(|(id, _)| id.clone()).collect();
        let rows: Vec<pass_entity::Model> = pass_entity::Entity::find()
            .filter(pass_entity::Column::RegistrationId.is_in(ids))
            .filter(pass_entity::Column::RevokedAt.is_null())
            .filter(pass_entity::Column::Seq.gte(0))
            .all(ctx.db())
            .await?;
        for p in rows {
            *live.entry(p.registration_id).or_default() += 1;
        }
    }
    // Keyed by the name in lower case; the first spelling registered is the one shown.
    let mut by_name: BTreeMap<String, CollegePasses> = BTreeMap::new();
    for (id, college) in regs {
        let Some(n) = live.get(&id) else { continue };
        let name = college.trim();
        if name.is_empty() {
            continue;
        }
        by_name
            .entry(name.to_lowercase())
            .or_insert_with(|| CollegePasses { name: name.to_owned(), passes: 0 })
            .passes += n;
    }
    Ok(by_name.into_values().collect())
}
