//! A heat's (or the final's) place in the schedule: a venue, a day and a time, refused in words when one of
//! its athletes (their registration) or its venue is busy then, across every match and heat of the fest.
//! Once the race is published a change is audited, told to the live pages, and each athlete's registration
//! owner is e-mailed, through the mail queue, that their heat is scheduled or has moved.

use chrono::Utc;
use fest_shared::fixtures::clashes::clock;
use fest_shared::fixtures::{ScheduledItem, schedule_slot};
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, Set};
use serde_json::json;

use super::times::HEAT_NOT_FOUND;
use super::{LoadedRace, bump, live_update, lock};
use crate::emails::{Language, pick};
use crate::entities::{race_heat, registration, user, venue};
use crate::live::{self, Kind};
use crate::services::audit;
use crate::services::fest_day::schedule::{CHOOSE_VENUE, Place, busy_on, refuse_clashes};
use crate::services::mail_queue::{self, Queued};
use crate::{AppError, Context};

/// Sets a heat's venue, day and time.
pub async fn place(
    ctx: &Context,
    actor: &user::Model,
    race_id: &str,
    number: i32,
    place: Place,
    version: Option<i32>,
) -> Result<LoadedRace, AppError> {
    let (start, end) = schedule_slot(&place.day, &place.start, &place.end).map_err(AppError::invalid)?;
    let day = place.day.trim().to_owned();
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let loaded = lock(&txn, race_id, version).await?;
    let heat = loaded
        .heats
        .iter()
        .find(|h| h.row.number == number)
        .cloned()
        .ok_or_else(|| AppError::NotFound(HEAT_NOT_FOUND.into()))?;
    let venue = venue::Entity::find_by_id(place.venue_id.trim())
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::field("venueId", CHOOSE_VENUE))?;
    let this = format!("{race_id}/{number}");
    let (mut items, mut names, venue_names) = busy_on(&txn, &day, &this).await?;
    for a in &loaded.athletes {
        names.insert(a.registration.clone(), a.name.clone());
    }
    items.push(ScheduledItem {
        id: this.clone(),
        label: format!("{} {}", loaded.title(), heat.name()),
        entrants: loaded.registrations_in(&heat),
        venue: venue.name.clone(),
        day: day.clone(),
        start,
        end,
    });
    refuse_clashes(&items, &this, &names)?;

    let moved = heat.row.venue_id.is_some();
    let before = json!({ "venue": heat.row.venue_id.as_ref().and_then(|v| venue_names.get(v)), "day": heat.row.day,
        "start": heat.row.start_minute, "end": heat.row.end_minute });
    race_heat::ActiveModel {
        race_id: Set(race_id.to_owned()),
        number: Set(number),
        venue_id: Set(Some(venue.id.clone())),
        day: Set(Some(day.clone())),
        start_minute: Set(Some(i32::try_from(start).map_err(AppError::other)?)),
        end_minute: Set(Some(i32::try_from(end).map_err(AppError::other)?)),
        updated_at: Set(Utc::now()),
        ..Default::default()
    }
    .update(&txn)
    .await?;
    bump(&txn, &loaded).await?;
    let mut queued = Vec::new();
    if loaded.is_published() {
        let slot = Slot { day: &day, start, end, venue: &venue.name };
        let details =
            json!({ "race": loaded.title(), "heat": heat.name(), "before": before, "after": slot.when(Language::En) });
        audit::record(&txn, actor, "races.schedule", race_id, details).await?;
        queued = mail_athletes(ctx, &txn, &loaded, &heat, moved, &slot).await?;
    }
    let after = lock(&txn, race_id, None).await?;
    txn.commit().await?;
    mail_queue::deliver_soon(ctx, queued);
    if after.is_published() {
        live::tell(ctx, live_update(&after, Kind::Schedule, vec![heat.name()])).await;
    }
    Ok(after)
}

/// Where and when a heat is run.
struct Slot<'a> {
    /// `YYYY-MM-DD`.
    day: &'a str,
    start: u32,
    end: u32,
    venue: &'a str,
}

impl Slot<'_> {
    /// "Fri 20 Feb 2026, 09:00 to 09:15, Track"; in Hindi "शुक्र, 20 फ़र॰ 2026, 09:00 से 09:15 तक, Track".
    fn when(&self, language: Language) -> String {
        let date = chrono::NaiveDate::parse_from_str(self.day, "%Y-%m-%d")
            .map_or_else(|_| self.day.to_owned(), |d| crate::emails::short_date(language, d));
        let (start, end, venue) = (clock(self.start), clock(self.end), self.venue);
        match language {
            Language::En => format!("{date}, {start} to {end}, {venue}"),
            Language::Hi => format!("{date}, {start} से {end} तक, {venue}"),
        }
    }
}

/// What happened to the heat, said to its athletes' owners.
fn heading(language: Language, moved: bool) -> &'static str {
    match (language, moved) {
        (Language::En, true) => "Your heat has moved",
        (Language::En, false) => "Your heat is scheduled",
        (Language::Hi, true) => "आपकी हीट का समय या जगह बदल गई है",
        (Language::Hi, false) => "आपकी हीट का समय तय हो गया है",
    }
}

/// E-mails the owner of each registration running in `heat` where and when it is run, in the owner's
/// language (its push notice too).
async fn mail_athletes(
    ctx: &Context,
    txn: &sea_orm::DatabaseTransaction,
    loaded: &LoadedRace,
    heat: &super::LoadedHeat,
    moved: bool,
    slot: &Slot<'_>,
) -> Result<Vec<Queued>, AppError> {
    let mut queued = Vec::new();
    for lane in &heat.lanes {
        let Some(athlete) = loaded.athlete(&lane.athlete) else { continue };
        let Some(reg) = registration::Entity::find_by_id(&athlete.registration).one(txn).await? else { continue };
        let Some(owner) = user::Entity::find().filter(user::Column::Id.eq(&reg.user_id)).one(txn).await? else {
            continue;
        };
        let line = |language: Language| {
            let lane_word = pick(language, "lane", "लेन");
            format!("{}, {lane_word} {}: {} ({})", heat.name(), lane.lane, athlete.name, slot.when(language))
        };
        let language = crate::emails::language_of(&owner);
        let email = crate::emails::render(
            "match_schedule",
            language,
            &owner.email,
            json!({ "name": owner.display_name(), "event": loaded.title(), "heading": heading(language, moved),
                "matches": [line(language)] }),
        )?;
        queued.push(mail_queue::enqueue(ctx, txn, "heat schedule", email, Vec::new()).await?);
        // The push notice says the same as the e-mail, in the same language.
        let notice = crate::services::push::Notice {
            title: format!("{}: {}", loaded.title(), heading(language, moved)),
            body: line(language),
            url: "/account".to_owned(),
            topic: "match",
        };
        crate::services::push::queue(txn, &owner.id, notice).await?;
    }
    Ok(queued)
}

/// A published race's scheduled heats as the schedule lists them (`crate::services::fest_day::schedule`).
pub(crate) fn entries_of(
    race: &LoadedRace,
    venue_names: &std::collections::HashMap<String, String>,
) -> Vec<crate::services::fest_day::schedule::Entry> {
    use fest_shared::fixtures::MatchStatus;
    race.heats
        .iter()
        .filter_map(|h| {
            let (Some(venue_id), Some(day)) = (h.row.venue_id.clone(), h.row.day.clone()) else { return None };
            let minutes = |m: Option<i32>| m.and_then(|m| u32::try_from(m).ok()).unwrap_or(0);
            let winner = h
                .times
                .as_deref()
                .and_then(|t| super::places(t).into_iter().find(|(p, _)| *p == 1).and_then(|(_, id)| race.athlete(id)));
            Some(crate::services::fest_day::schedule::Entry {
                set_id: race.race.id.clone(),
                event: race.event,
                category: race.race.category.clone(),
                match_id: h.name(),
                round: race.race.discipline.clone(),
                day,
                start: minutes(h.row.start_minute),
                end: minutes(h.row.end_minute),
                venue: venue_names.get(&venue_id).cloned().unwrap_or_default(),
                venue_id,
                home: format!("{} {}", race.race.discipline, h.name()),
                away: String::new(),
                registrations: race.registrations_in(h),
                status: if h.times.is_some() { MatchStatus::Played } else { MatchStatus::Ready },
                home_score: None,
                away_score: None,
                winner: winner.map(|a| a.name.clone()),
                detail: None,
                score_text: None,
                heat: true,
                athletes: h
                    .lanes
                    .iter()
                    .filter_map(|l| {
                        race.athlete(&l.athlete).map(|a| format!("Lane {}: {} ({})", l.lane, a.name, a.college))
                    })
                    .collect(),
                lanes: h
                    .lanes
                    .iter()
                    .filter_map(|l| race.athlete(&l.athlete).map(|a| (a.registration.clone(), l.lane)))
                    .collect(),
            })
        })
        .collect()
}
