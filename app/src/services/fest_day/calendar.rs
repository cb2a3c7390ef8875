//! Calendar feeds (ICS) of the schedule, for a phone's calendar to subscribe to: one per sport (public) and
//! one per team, at an address only its team is given (`team_token`: the registration id and a MAC under a
//! key derived from the data key, so it can be neither guessed nor made for another team). Times are the
//! fest's (India Standard Time), written in UTC.

use chrono::{Duration, NaiveDate, TimeZone, Utc};
use icalendar::{Calendar, Component, Event, EventLike};
use sea_orm::EntityTrait;

use super::schedule::{Entry, Filter, entries};
use crate::entities::registration;
use crate::{AppError, Context};

pub const BAD_TOKEN: &str = "No such calendar.";

/// The purpose the calendar key is derived for.
const PURPOSE: &str = "team-calendar";

fn mac(ctx: &Context, registration_id: &str) -> String {
    let key = ctx.data_key().derive(PURPOSE);
    crate::crypto::hmac_sha256_hex(key.as_bytes(), registration_id.as_bytes())[..32].to_owned()
}

/// The token of a team's calendar address.
pub fn team_token(ctx: &Context, registration_id: &str) -> String {
    format!("{registration_id}.{}", mac(ctx, registration_id))
}

fn event_of(entry: &Entry) -> Option<Event> {
    let day = NaiveDate::parse_from_str(&entry.day, "%Y-%m-%d").ok()?;
    let at = |minutes: u32| {
        let local = day.and_hms_opt(0, 0, 0)? + Duration::minutes(i64::from(minutes));
        Some(crate::time::india().from_local_datetime(&local).single()?.with_timezone(&Utc))
    };
    let title = if entry.category.is_empty() {
        entry.event.title.to_owned()
    } else {
        format!("{} ({})", entry.event.title, entry.category)
    };
    let mut summary = if entry.heat {
        format!("{title}: {}", entry.home)
    } else {
        format!("{title}: {} v {}", entry.home, entry.away)
    };
    if let (Some(h), Some(a)) = (entry.home_score, entry.away_score) {
        summary.push_str(&format!(" ({h}-{a})"));
    }
    Some(
        Event::new()
            .uid(&format!("{}-{}@{}", entry.set_id, entry.match_id, fest_shared::fest::FEST.name))
            .summary(&summary)
            .description(&if entry.heat {
                entry.athletes.join("\n")
            } else {
                format!("{}, match {}", entry.round, entry.match_id)
            })
            .location(&entry.venue)
            .starts(at(entry.start)?)
            .ends(at(entry.end)?)
            .done(),
    )
}

fn calendar(name: &str, list: &[Entry]) -> String {
    let mut cal = Calendar::new();
    cal.name(name);
    for entry in list {
        if let Some(event) = event_of(entry) {
            cal.push(event);
        }
    }
    cal.done().to_string()
}

/// A sport's scheduled matches (every category).
pub async fn for_event(ctx: &Context, event: &str) -> Result<(String, String), AppError> {
    let info = crate::services::catalogue::find_event(event)?;
    let list = entries(ctx, &Filter { event: Some(info.id.as_str().to_owned()), ..Filter::default() }).await?;
    let name = format!("{} {}", fest_shared::fest::FEST.title(), info.title);
    Ok((format!("{}.ics", info.id.as_str()), calendar(&name, &list)))
}

/// A team's scheduled matches, by its calendar token; a token that is not one is a 404.
pub async fn for_team(ctx: &Context, token: &str) -> Result<(String, String), AppError> {
    let not_found = || AppError::NotFound(BAD_TOKEN.into());
    let (id, given) = token.trim_end_matches(".ics").split_once('.').ok_or_else(not_found)?;
    if !crate::crypto::constant_time_eq(given, &mac(ctx, id)) {
        return Err(not_found());
    }
    let team = registration::Entity::find_by_id(id).one(ctx.db()).await?.ok_or_else(not_found)?;
    let event = fest_shared::catalogue::event_by_name(&team.event_id).ok_or_else(not_found)?;
    let list: Vec<Entry> =
        entries(ctx, &Filter::default()).await?.into_iter().filter(|e| e.registrations.contains(&team.id)).collect();
    let name = format!("{} {}: {}", fest_shared::fest::FEST.title(), event.title, team.college_name.trim());
    Ok(("matches.ics".to_owned(), calendar(&name, &list)))
}
