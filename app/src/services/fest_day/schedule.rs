//! The schedule: where and when each match is played. A place is refused when one of the match's teams, or
//! its venue, is already busy then (the shared clash rules, across every event's fixtures: venues are
//! shared, and a team is one registration). Once the fixtures are published, a change is audited and both
//! teams are e-mailed, through the mail queue, that their match is scheduled or has moved.

use std::collections::{HashMap, HashSet};

use chrono::{NaiveDate, Utc};
use fest_shared::fixtures::clashes::clock;
use fest_shared::fixtures::{MatchStatus, ScheduledItem, schedule_clashes, schedule_slot};
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, IntoActiveModel, QueryFilter, Set};
use serde_json::json;

use super::{LoadedSet, MATCH_NOT_FOUND, bump, load, load_all, lock, lock_at, registrations_of};
use crate::emails::Language;
use crate::entities::{fixture_match, race_heat, user, venue};
use crate::live::{self, Kind};
use crate::services::audit;
use crate::services::mail_queue::{self, Queued};
use crate::{AppError, Context};

pub const CHOOSE_VENUE: &str = "Choose a venue.";

/// A place in the schedule as the organisers type it.
#[derive(Debug, Clone)]
pub struct Place {
    pub venue_id: String,
    /// `YYYY-MM-DD`.
    pub day: String,
    /// `HH:MM`.
    pub start: String,
    pub end: String,
}

/// The third-place match's name (it shares the final's round).
pub const THIRD_PLACE: &str = "Third-place match";

/// The round a match is in, as the fixtures name it ("Semi-finals", "Round 2"); the third-place match is
/// named as such.
pub fn round_name(loaded: &LoadedSet, match_id: &str) -> String {
    if loaded.fixtures.match_by_id(match_id).is_some_and(|m| m.kind == fest_shared::fixtures::MatchKind::ThirdPlace) {
        return THIRD_PLACE.to_owned();
    }
    loaded
        .fixtures
        .rounds
        .iter()
        .find(|r| r.matches.iter().any(|m| m == match_id))
        .map(|r| r.name.clone())
        .unwrap_or_default()
}

/// The registrations playing a match, as far as they are known.
fn sides(loaded: &LoadedSet, advancement: &fest_shared::fixtures::Advancement, match_id: &str) -> Vec<String> {
    advancement
        .matches
        .iter()
        .find(|m| m.id == match_id)
        .map(|m| [&m.home, &m.away].into_iter().flatten().filter_map(|t| loaded.teams.get(t).cloned()).collect())
        .unwrap_or_default()
}

/// Registration id to the name clash messages use for it.
pub(crate) type Names = HashMap<String, String>;

/// Everything scheduled on `day` but the item `except` (`set/match`, or `race/heat` for an athletics heat):
/// every match and every heat, with the registrations each involves (a team, an athlete or a relay team is
/// one registration), the names clash messages use for them, and the venues' names by id.
pub(crate) async fn busy_on(
    txn: &sea_orm::DatabaseTransaction,
    day: &str,
    except: &str,
) -> Result<(Vec<ScheduledItem>, Names, HashMap<String, String>), AppError> {
    let venue_names: HashMap<String, String> =
        venue::Entity::find().all(txn).await?.into_iter().map(|v| (v.id, v.name)).collect();
    let venue_of = |id: &Option<String>| id.as_ref().and_then(|v| venue_names.get(v)).cloned().unwrap_or_default();
    let minutes = |m: Option<i32>| m.and_then(|m| u32::try_from(m).ok()).unwrap_or(0);
    let mut items = Vec::new();
    let mut names: Names = HashMap::new();

    let matches: Vec<fixture_match::Model> = fixture_match::Entity::find()
        .filter(fixture_match::Column::Day.eq(day))
        .all(txn)
        .await?
        .into_iter()
        .filter(|r| r.is_scheduled() && format!("{}/{}", r.set_id, r.match_id) != except)
        .collect();
    let mut sets: HashMap<String, LoadedSet> = HashMap::new();
    for id in matches.iter().map(|r| r.set_id.clone()).collect::<HashSet<_>>() {
        if let Some(set) = load(txn, &id).await? {
            sets.insert(id, set);
        }
    }
    let advancements: HashMap<&str, _> = sets.iter().map(|(id, s)| (id.as_str(), s.advancement())).collect();
    for s in sets.values() {
        for (t, r) in &s.teams {
            names.insert(r.clone(), s.name_of(t).to_owned());
        }
    }
    for r in &matches {
        let Some(s) = sets.get(&r.set_id) else { continue };
        items.push(ScheduledItem {
            id: format!("{}/{}", r.set_id, r.match_id),
            label: format!("{} {}", s.title(), r.match_id),
            entrants: sides(s, &advancements[r.set_id.as_str()], &r.match_id),
            venue: venue_of(&r.venue_id),
            day: day.to_owned(),
            start: minutes(r.start_minute),
            end: minutes(r.end_minute),
        });
    }

    let heats: Vec<race_heat::Model> = race_heat::Entity::find()
        .filter(race_heat::Column::Day.eq(day))
        .all(txn)
        .await?
        .into_iter()
        .filter(|h| h.venue_id.is_some() && format!("{}/{}", h.race_id, h.number) != except)
        .collect();
    let mut races: HashMap<String, super::races::LoadedRace> = HashMap::new();
    for id in heats.iter().map(|h| h.race_id.clone()).collect::<HashSet<_>>() {
        if let Some(race) = super::races::load(txn, &id).await? {
            races.insert(id, race);
        }
    }
    for race in races.values() {
        for a in &race.athletes {
            names.insert(a.registration.clone(), a.name.clone());
        }
    }
    for h in &heats {
        let Some(race) = races.get(&h.race_id) else { continue };
        let Some(heat) = race.heats.iter().find(|x| x.row.number == h.number) else { continue };
        items.push(ScheduledItem {
            id: format!("{}/{}", h.race_id, h.number),
            label: format!("{} {}", race.title(), heat.name()),
            entrants: race.registrations_in(heat),
            venue: venue_of(&h.venue_id),
            day: day.to_owned(),
            start: minutes(h.start_minute),
            end: minutes(h.end_minute),
        });
    }
    Ok((items, names, venue_names))
}

/// Refuses (409, in words) the clashes of the item `this` with the rest of `items`.
pub(crate) fn refuse_clashes(items: &[ScheduledItem], this: &str, names: &Names) -> Result<(), AppError> {
    let clashes = schedule_clashes(items).map_err(AppError::invalid)?;
    let messages: Vec<String> = clashes
        .into_iter()
        .filter(|c| c.item == this)
        .map(|c| match &c.entrant {
            Some(id) => c.message.replace(id.as_str(), names.get(id).map_or(id.as_str(), String::as_str)),
            None => c.message,
        })
        .collect();
    if messages.is_empty() { Ok(()) } else { Err(AppError::Conflict(messages.join(" "))) }
}

/// Sets a match's venue, day and time.
pub async fn place(
    ctx: &Context,
    actor: &user::Model,
    set_id: &str,
    match_id: &str,
    place: Place,
    version: Option<i32>,
) -> Result<LoadedSet, AppError> {
    let (start, end) = schedule_slot(&place.day, &place.start, &place.end).map_err(AppError::invalid)?;
    let day = place.day.trim().to_owned();
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let loaded = lock_at(&txn, set_id, version).await?;
    let row = loaded.row(match_id).cloned().ok_or_else(|| AppError::NotFound(MATCH_NOT_FOUND.into()))?;
    let venue = venue::Entity::find_by_id(place.venue_id.trim())
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::field("venueId", CHOOSE_VENUE))?;

    // Everything else scheduled that day, and this match last: the clashes reported on it are its own.
    let this = format!("{set_id}/{match_id}");
    let (mut items, mut names, venue_names) = busy_on(&txn, &day, &this).await?;
    for (t, r) in &loaded.teams {
        names.insert(r.clone(), loaded.name_of(t).to_owned());
    }
    items.push(ScheduledItem {
        id: this.clone(),
        label: format!("{} {}", loaded.title(), match_id),
        entrants: sides(&loaded, &loaded.advancement(), match_id),
        venue: venue.name.clone(),
        day: day.clone(),
        start,
        end,
    });
    refuse_clashes(&items, &this, &names)?;

    let moved = row.is_scheduled();
    let before = json!({ "venue": row.venue_id.as_ref().and_then(|v| venue_names.get(v)), "day": row.day,
        "start": row.start_minute, "end": row.end_minute });
    let mut active = row.into_active_model();
    active.venue_id = Set(Some(venue.id.clone()));
    active.day = Set(Some(day.clone()));
    active.start_minute = Set(Some(i32::try_from(start).map_err(AppError::other)?));
    active.end_minute = Set(Some(i32::try_from(end).map_err(AppError::other)?));
    active.updated_at = Set(Utc::now());
    active.update(&txn).await?;
    bump(&txn, &loaded).await?;
    let after = lock(&txn, set_id).await?;
    let mut queued = Vec::new();
    if after.is_published() {
        let details = json!({ "match": match_id, "before": before,
            "after": { "venue": venue.name, "day": day, "start": clock(start), "end": clock(end) } });
        audit::record(&txn, actor, "fixtures.schedule", set_id, details).await?;
        let heading = if moved { Heading::Moved } else { Heading::Scheduled };
        queued = mail_teams(ctx, &txn, &after, heading, Some(match_id)).await?;
    }
    txn.commit().await?;
    mail_queue::deliver_soon(ctx, queued);
    if after.is_published() {
        live::tell(ctx, super::live_update(&after, Kind::Schedule, vec![match_id.to_owned()])).await;
    }
    Ok(after)
}

/// Takes a match out of the schedule (audited once published).
pub async fn unschedule(
    ctx: &Context,
    actor: &user::Model,
    set_id: &str,
    match_id: &str,
    version: Option<i32>,
) -> Result<LoadedSet, AppError> {
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let loaded = lock_at(&txn, set_id, version).await?;
    let row = loaded.row(match_id).cloned().ok_or_else(|| AppError::NotFound(MATCH_NOT_FOUND.into()))?;
    let mut active = row.into_active_model();
    active.venue_id = Set(None);
    active.day = Set(None);
    active.start_minute = Set(None);
    active.end_minute = Set(None);
    active.updated_at = Set(Utc::now());
    active.update(&txn).await?;
    bump(&txn, &loaded).await?;
    if loaded.is_published() {
        audit::record(&txn, actor, "fixtures.unschedule", set_id, json!({ "match": match_id })).await?;
    }
    let after = lock(&txn, set_id).await?;
    txn.commit().await?;
    if after.is_published() {
        live::tell(ctx, super::live_update(&after, Kind::Schedule, vec![match_id.to_owned()])).await;
    }
    Ok(after)
}

/// What the e-mail about a team's matches says happened.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Heading {
    Published,
    Moved,
    Scheduled,
}

impl Heading {
    fn text(self, language: Language) -> &'static str {
        match (language, self) {
            (Language::En, Heading::Published) => "Your fixtures are published",
            (Language::En, Heading::Moved) => "Your match has moved",
            (Language::En, Heading::Scheduled) => "Your match is scheduled",
            (Language::Hi, Heading::Published) => "आपके मैचों का शेड्यूल जारी हो गया है",
            (Language::Hi, Heading::Moved) => "आपके मैच का समय या जगह बदल गई है",
            (Language::Hi, Heading::Scheduled) => "आपके मैच का समय तय हो गया है",
        }
    }
}

/// How an e-mail names a match for one of its teams: "Semi-finals, M5: against IIT Patna, Fri 20 Feb 2026,
/// 10:00 to 11:00, Court 1"; in Hindi "Semi-finals, M5: IIT Patna के ख़िलाफ़, शुक्र, 20 फ़र॰ 2026, 10:00 से
/// 11:00 तक, Court 1" (the round and the venue as the organisers named them).
fn line(
    loaded: &LoadedSet,
    row: &fixture_match::Model,
    opponent: Option<&str>,
    venue: &str,
    language: Language,
) -> String {
    let day = row
        .day
        .as_deref()
        .and_then(|d| NaiveDate::parse_from_str(d, "%Y-%m-%d").ok())
        .map_or_else(String::new, |d| crate::emails::short_date(language, d));
    let minutes = |m: Option<i32>| m.and_then(|m| u32::try_from(m).ok()).map_or_else(String::new, clock);
    let (start, end) = (minutes(row.start_minute), minutes(row.end_minute));
    let (round, id) = (round_name(loaded, &row.match_id), &row.match_id);
    match language {
        Language::En => {
            let against =
                opponent.map_or_else(|| "against a team still to be decided".to_owned(), |o| format!("against {o}"));
            format!("{round}, {id}: {against}, {day}, {start} to {end}, {venue}")
        }
        Language::Hi => {
            let against =
                opponent.map_or_else(|| "उस टीम के ख़िलाफ़ जो अभी तय होनी है".to_owned(), |o| format!("{o} के ख़िलाफ़"));
            format!("{round}, {id}: {against}, {day}, {start} से {end} तक, {venue}")
        }
    }
}

/// E-mails the teams of a published set their scheduled matches (`only`: that one match's two teams, about
/// it alone), stored in `conn`'s transaction; each owner in their account's language (their push notices
/// too).
async fn mail_teams<C: ConnectionTrait>(
    ctx: &Context,
    conn: &C,
    loaded: &LoadedSet,
    heading: Heading,
    only: Option<&str>,
) -> Result<Vec<Queued>, AppError> {
    let advancement = loaded.advancement();
    let registrations = registrations_of(conn, loaded).await?;
    let owner_ids: Vec<String> = registrations.values().map(|r| r.user_id.clone()).collect();
    let owners: HashMap<String, user::Model> = user::Entity::find()
        .filter(user::Column::Id.is_in(owner_ids))
        .all(conn)
        .await?
        .into_iter()
        .map(|u| (u.id.clone(), u))
        .collect();
    let venue_names: HashMap<String, String> =
        venue::Entity::find().all(conn).await?.into_iter().map(|v| (v.id, v.name)).collect();
    // Each team's matches: the row, the opponent's name (none while undecided) and the venue.
    type Match<'a> = (&'a fixture_match::Model, Option<&'a str>, &'a str);
    let mut lines: Vec<(String, Vec<Match<'_>>)> = Vec::new();
    for state in &advancement.matches {
        if only.is_some_and(|id| id != state.id) {
            continue;
        }
        let Some(row) = loaded.row(&state.id).filter(|r| r.is_scheduled()) else { continue };
        let venue = row.venue_id.as_ref().and_then(|v| venue_names.get(v)).map_or("", String::as_str);
        for (me, them) in [(&state.home, &state.away), (&state.away, &state.home)] {
            let Some(me) = me else { continue };
            let item = (row, them.as_deref().map(|t| loaded.name_of(t)), venue);
            match lines.iter_mut().find(|(t, _)| t == me) {
                Some((_, l)) => l.push(item),
                None => lines.push((me.clone(), vec![item])),
            }
        }
    }
    let mut queued = Vec::new();
    for (team, matches) in lines {
        let Some(owner) = registrations.get(&team).and_then(|r| owners.get(&r.user_id)) else { continue };
        let texts = |language: Language| -> Vec<String> {
            matches.iter().map(|(row, them, venue)| line(loaded, row, *them, venue, language)).collect()
        };
        let language = crate::emails::language_of(owner);
        let email = crate::emails::render(
            "match_schedule",
            language,
            &owner.email,
            json!({ "name": owner.display_name(), "event": loaded.title(), "heading": heading.text(language),
                "matches": texts(language) }),
        )?;
        queued.push(mail_queue::enqueue(ctx, conn, "match schedule", email, Vec::new()).await?);
        // The push notice says the same as the e-mail, in the same language.
        let notice = crate::services::push::Notice {
            title: format!("{}: {}", loaded.title(), heading.text(language)),
            body: texts(language).join("\n"),
            url: "/account".to_owned(),
            topic: "match",
        };
        crate::services::push::queue(conn, &owner.id, notice).await?;
    }
    Ok(queued)
}

/// The e-mails of a set just published: each team its scheduled matches.
pub async fn mail_published<C: ConnectionTrait>(
    ctx: &Context,
    conn: &C,
    loaded: &LoadedSet,
) -> Result<Vec<Queued>, AppError> {
    mail_teams(ctx, conn, loaded, Heading::Published, None).await
}

/// One scheduled match as the schedule lists it.
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    pub set_id: String,
    pub event: &'static fest_shared::catalogue::EventInfo,
    pub category: String,
    pub match_id: String,
    pub round: String,
    pub day: String,
    pub start: u32,
    pub end: u32,
    pub venue_id: String,
    pub venue: String,
    /// The teams' names, or what decides them ("Winner of M1").
    pub home: String,
    pub away: String,
    /// Which registrations play (as far as known), for a team's own schedule.
    pub registrations: Vec<String>,
    pub status: MatchStatus,
    pub home_score: Option<u32>,
    pub away_score: Option<u32>,
    /// The winner's name.
    pub winner: Option<String>,
    pub detail: Option<String>,
    /// The sport's own line for the result ("2½–1½"), from its score sheet.
    pub score_text: Option<String>,
    /// An athletics heat (or final) rather than a match: `set_id` is its race, `match_id` its name ("Heat 1"),
    /// `round` the race ("100m"), and `athletes` who runs it, by lane.
    pub heat: bool,
    pub athletes: Vec<String>,
    /// A heat's lanes by registration (kept on the server: a registration's own lane for its owner's page).
    pub lanes: Vec<(String, u32)>,
}

/// Which matches a schedule lists.
#[derive(Debug, Clone, Default)]
pub struct Filter {
    pub day: Option<String>,
    pub venue_id: Option<String>,
    /// A catalogue id.
    pub event: Option<String>,
}

/// The scheduled matches of the published fixtures, by day, time and venue.
pub async fn entries(ctx: &Context, filter: &Filter) -> Result<Vec<Entry>, AppError> {
    let sets = load_all(ctx.db(), false).await?;
    let venue_names: HashMap<String, String> =
        venue::Entity::find().all(ctx.db()).await?.into_iter().map(|v| (v.id, v.name)).collect();
    let event = filter.event.as_deref().map(crate::services::catalogue::find_event).transpose()?.map(|i| i.id.as_str());
    let mut out = Vec::new();
    for loaded in &sets {
        if event.is_some_and(|e| e != loaded.set.event_id) {
            continue;
        }
        let advancement = loaded.advancement();
        for (m, state) in loaded.fixtures.matches.iter().zip(&advancement.matches) {
            let Some(row) = loaded.row(&m.id).filter(|r| r.is_scheduled()) else { continue };
            let (Some(day), Some(venue_id)) = (row.day.clone(), row.venue_id.clone()) else { continue };
            if filter.day.as_ref().is_some_and(|d| d != &day)
                || filter.venue_id.as_ref().is_some_and(|v| v != &venue_id)
            {
                continue;
            }
            let side = |known: &Option<String>, slot: &fest_shared::fixtures::Slot| {
                known.as_deref().map_or_else(|| slot.label(), |t| loaded.name_of(t).to_owned())
            };
            out.push(Entry {
                set_id: loaded.set.id.clone(),
                event: loaded.event,
                category: loaded.set.category.clone(),
                match_id: m.id.clone(),
                round: round_name(loaded, &m.id),
                day,
                start: row.start_minute.and_then(|v| u32::try_from(v).ok()).unwrap_or(0),
                end: row.end_minute.and_then(|v| u32::try_from(v).ok()).unwrap_or(0),
                venue: venue_names.get(&venue_id).cloned().unwrap_or_default(),
                venue_id,
                home: side(&state.home, &m.home),
                away: side(&state.away, &m.away),
                registrations: sides(loaded, &advancement, &m.id),
                status: state.status,
                home_score: state.home_score,
                away_score: state.away_score,
                winner: state.winner.as_deref().map(|w| loaded.name_of(w).to_owned()),
                detail: row.detail.clone(),
                score_text: super::score_text(loaded.event.id, row),
                heat: false,
                athletes: Vec::new(),
                lanes: Vec::new(),
            });
        }
    }
    if event.is_none_or(|e| e == fest_shared::catalogue::EventId::Athletics.as_str()) {
        for race in super::races::load_all(ctx.db(), false).await? {
            out.extend(super::races::schedule::entries_of(&race, &venue_names).into_iter().filter(|e| {
                filter.day.as_ref().is_none_or(|d| d == &e.day)
                    && filter.venue_id.as_ref().is_none_or(|v| v == &e.venue_id)
            }));
        }
    }
    out.sort_by(|a, b| (&a.day, a.start, &a.venue, &a.match_id).cmp(&(&b.day, b.start, &b.venue, &b.match_id)));
    Ok(out)
}

/// The entries of `all` (as [`entries`] lists them without a filter) that `filter` keeps, in their order:
/// the same as asking [`entries`] with it, without reading the fixtures again.
pub fn filtered(all: Vec<Entry>, filter: &Filter) -> Result<Vec<Entry>, AppError> {
    let event = filter.event.as_deref().map(crate::services::catalogue::find_event).transpose()?;
    Ok(all
        .into_iter()
        .filter(|e| {
            event.is_none_or(|i| i.id == e.event.id)
                && filter.day.as_ref().is_none_or(|d| d == &e.day)
                && filter.venue_id.as_ref().is_none_or(|v| v == &e.venue_id)
        })
        .collect())
}

/// The scheduled matches of the caller's own teams.
pub async fn mine(ctx: &Context, owner: &user::Model) -> Result<Vec<Entry>, AppError> {
    use crate::entities::registration;
    let ids: HashSet<String> = registration::Entity::find()
        .filter(registration::Column::UserId.eq(&owner.id))
        .all(ctx.db())
        .await?
        .into_iter()
        .map(|r| r.id)
        .collect();
    Ok(entries(ctx, &Filter::default())
        .await?
        .into_iter()
        .filter(|e| e.registrations.iter().any(|r| ids.contains(r)))
        .map(|mut e| {
            // A heat's lanes: only the caller's own.
            e.lanes.retain(|(registration, _)| ids.contains(registration));
            e
        })
        .collect())
}

/// The caller's paid registrations (each a team with a calendar of its own).
pub async fn paid_teams_of(
    ctx: &Context,
    owner: &user::Model,
) -> Result<Vec<crate::entities::registration::Model>, AppError> {
    use crate::entities::registration;
    Ok(registration::Entity::find()
        .filter(registration::Column::UserId.eq(&owner.id))
        .filter(registration::Column::Status.eq(registration::Status::Paid))
        .all(ctx.db())
        .await?)
}
