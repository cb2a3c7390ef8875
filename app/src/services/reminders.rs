//! Reminders the organisers switch on: each team the day before its first match (when and where), and
//! everyone with a paid team the day before the fest (what to bring, where to report). Both go out on the
//! day before, from the organisers' time (India time, 18:00 unless they choose another), through the mail
//! queue.
//!
//! Sent once: each reminder is a row keyed by its kind and subject (a team and its match day; an account
//! before the fest), written in the same transaction as its e-mail, so a second server, a job run twice or a
//! server that resumes after another died never remind twice. A team whose first match moves to another day
//! is reminded again the day before the new one.

use std::collections::{BTreeMap, HashMap};

use chrono::{DateTime, Days, NaiveDate, Utc};
use fest_shared::announcements::{REMINDER_DEFAULT_TIME, REMINDER_TEXT_MAX_CHARS};
use fest_shared::fixtures::clashes::{clock, is_day, parse_clock};
use sea_orm::sea_query::OnConflict;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, Set};
use serde::{Deserialize, Serialize};
use serde_json::json;

use crate::emails::{Language, pick};
use crate::entities::{fest_setting, registration, reminder_sent, user};
use crate::services::fest_day::schedule::{self, Entry};
use crate::services::{audit, mail_queue};
use crate::{AppError, Context};

/// The fest setting that holds the switches and texts.
pub const SETTING: &str = "reminders";
/// The day before a team's first match.
pub const MATCH: &str = "match";
/// The day before the fest.
pub const FEST: &str = "fest";
/// Reminders written per transaction.
const CHUNK: usize = 100;

pub const BAD_TIME: &str = "Give the time as HH:MM (India time), for example 18:00.";
pub const BAD_FIRST_DAY: &str = "Give the fest's first day as a date.";
pub const REPORT_NEEDED: &str = "Say where people report, at most 1000 characters.";
pub const BRING_TOO_LONG: &str = "Say what to bring in at most 1000 characters.";

/// What the organisers switched on, and the fest reminder's texts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct Reminders {
    /// Each team, the day before its first match: the match, its time and its venue.
    pub match_eve: bool,
    /// Everyone with a paid team, the day before the fest: their teams, what to bring, where to report.
    pub fest_eve: bool,
    /// When both go out on the day before, India time (`HH:MM`).
    pub time: String,
    /// The fest's first day (`YYYY-MM-DD`): the fest reminder goes out the day before.
    pub first_day: String,
    /// What to bring (identity card, college ID, kit...).
    pub bring: String,
    /// Where and when to report on arrival.
    pub report: String,
}

impl Default for Reminders {
    fn default() -> Self {
        Self {
            match_eve: false,
            fest_eve: false,
            time: REMINDER_DEFAULT_TIME.to_owned(),
            first_day: default_first_day(),
            bring: String::new(),
            report: String::new(),
        }
    }
}

/// The fest's first day as the catalogue has it: two days before its last.
fn default_first_day() -> String {
    fest_shared::accommodation::date(fest_shared::fest::FEST.last_day)
        .and_then(|last| last.checked_sub_days(Days::new(2)))
        .map(|d| d.format("%Y-%m-%d").to_string())
        .unwrap_or_default()
}

impl Reminders {
    fn checked(mut self) -> Result<Self, AppError> {
        self.time = self.time.trim().to_owned();
        self.first_day = self.first_day.trim().to_owned();
        self.bring = self.bring.trim().to_owned();
        self.report = self.report.trim().to_owned();
        if parse_clock(&self.time).is_none() {
            return Err(AppError::field("time", BAD_TIME));
        }
        if !is_day(&self.first_day) {
            return Err(AppError::field("firstDay", BAD_FIRST_DAY));
        }
        if self.bring.chars().count() > REMINDER_TEXT_MAX_CHARS {
            return Err(AppError::field("bring", BRING_TOO_LONG));
        }
        let report = self.report.chars().count();
        if report > REMINDER_TEXT_MAX_CHARS || (self.fest_eve && report == 0) {
            return Err(AppError::field("report", REPORT_NEEDED));
        }
        Ok(self)
    }
}

/// The reminders in force.
pub async fn settings<C: ConnectionTrait>(conn: &C) -> Result<Reminders, AppError> {
    let stored = fest_setting::Entity::find_by_id(SETTING).one(conn).await?;
    Ok(stored.and_then(|s| serde_json::from_str(&s.value).ok()).unwrap_or_default())
}

/// Switches reminders on or off and sets their time and texts (admins; audited).
pub async fn set(ctx: &Context, actor: &user::Model, wanted: Reminders) -> Result<Reminders, AppError> {
    let wanted = wanted.checked()?;
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let before = settings(&txn).await?;
    fest_setting::Entity::insert(fest_setting::ActiveModel {
        name: Set(SETTING.to_owned()),
        value: Set(serde_json::to_string(&wanted).map_err(AppError::other)?),
        updated_at: Set(Utc::now()),
    })
    .on_conflict(
        OnConflict::column(fest_setting::Column::Name)
            .update_columns([fest_setting::Column::Value, fest_setting::Column::UpdatedAt])
            .to_owned(),
    )
    .exec_without_returning(&txn)
    .await?;
    audit::record(&txn, actor, "reminders.update", SETTING, json!({ "before": before, "after": wanted })).await?;
    txn.commit().await?;
    Ok(wanted)
}

/// How many reminders of each kind were sent.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct SentCounts {
    /// Teams reminded of their first match.
    pub match_eve: u64,
    /// People reminded of the fest.
    pub fest_eve: u64,
}

pub async fn sent_counts(ctx: &Context) -> Result<SentCounts, AppError> {
    let of =
        |kind: &'static str| reminder_sent::Entity::find().filter(reminder_sent::Column::Kind.eq(kind)).count(ctx.db());
    Ok(SentCounts { match_eve: of(MATCH).await?, fest_eve: of(FEST).await? })
}

/// One reminder to write: its subject, to whom, and the e-mail.
struct Pending {
    kind: &'static str,
    subject: String,
    user_id: String,
    email: crate::ports::mailer::OutgoingEmail,
}

/// The day whose eve it is at `now` once the organisers' time has come, else `None`: tomorrow, India time.
fn eve_of(reminders: &Reminders, now: DateTime<Utc>) -> Option<NaiveDate> {
    let local = now.with_timezone(&crate::time::india());
    let minute = parse_clock(&reminders.time)?;
    let now_minute = u32::try_from(local.time().signed_duration_since(chrono::NaiveTime::MIN).num_minutes()).ok()?;
    (now_minute >= minute).then(|| local.date_naive().checked_add_days(Days::new(1))).flatten()
}

/// A scheduled item as a reminder's line: "Basketball (Men), Semi-finals M5: IIT Patna v NIT Patna, 10:00 to
/// 11:00, Court 1" (a side still to be decided reads "Winner of M1") or "Athletics, 100m Heat 2 (lane 4), 09:00 to 09:15, Track";
/// in Hindi "Basketball (पुरुष), Semi-finals M5: IIT Patna बनाम NIT Patna, 10:00 से 11:00, Court 1" (the
/// schedule's own names, rounds and venues as the organisers gave them).
fn line(entry: &Entry, registration: &str, language: Language) -> String {
    let title = if entry.category.is_empty() {
        entry.event.title.to_owned()
    } else {
        format!("{} ({})", entry.event.title, crate::emails::category(language, &entry.category))
    };
    let what = if entry.heat {
        let lane = entry
            .lanes
            .iter()
            .find(|(r, _)| r == registration)
            .map(|(_, l)| pick(language, format!(" (lane {l})"), format!(" (लेन {l})")));
        format!("{title}, {}{}", entry.home, lane.unwrap_or_default())
    } else {
        let versus = pick(language, "v", "बनाम");
        format!("{title}, {} {}: {} {versus} {}", entry.round, entry.match_id, entry.home, entry.away)
    };
    let to = pick(language, "to", "से");
    let (start, end) = (clock(entry.start), clock(entry.end));
    match language {
        Language::En => format!("{what}, {start} {to} {end}, {}", entry.venue),
        Language::Hi => format!("{what}, {start} {to} {end} तक, {}", entry.venue),
    }
}

/// The reminders of teams whose first match is on `day`, each in its owner's language.
async fn match_reminders(ctx: &Context, day: NaiveDate) -> Result<Vec<Pending>, AppError> {
    let day_text = day.format("%Y-%m-%d").to_string();
    let entries = schedule::entries(ctx, &schedule::Filter::default()).await?;
    // Each registration's first day, and its items on that day in the schedule's order.
    let mut first: HashMap<&str, (&str, Vec<&Entry>)> = HashMap::new();
    for entry in &entries {
        for registration in &entry.registrations {
            let slot = first.entry(registration.as_str()).or_insert((entry.day.as_str(), Vec::new()));
            if entry.day.as_str() < slot.0 {
                *slot = (entry.day.as_str(), Vec::new());
            }
            if entry.day == slot.0 {
                slot.1.push(entry);
            }
        }
    }
    let due: BTreeMap<&str, Vec<&Entry>> =
        first.into_iter().filter(|(_, (d, _))| *d == day_text).map(|(r, (_, items))| (r, items)).collect();
    if due.is_empty() {
        return Ok(Vec::new());
    }
    let already = sent_subjects(ctx, MATCH, due.keys().map(|r| format!("{r}@{day_text}")).collect()).await?;
    let ids: Vec<String> = due.keys().map(|r| (*r).to_owned()).collect();
    let mut registrations: HashMap<String, registration::Model> = HashMap::new();
    for chunk in ids.chunks(500) {
        registrations.extend(
            registration::Entity::find()
                .filter(registration::Column::Id.is_in(chunk.to_vec()))
                .filter(registration::Column::Status.eq(registration::Status::Paid))
                .all(ctx.db())
                .await?
                .into_iter()
                .map(|r| (r.id.clone(), r)),
        );
    }
    let owners =
        crate::services::users::writable(ctx, registrations.values().map(|r| r.user_id.clone()).collect()).await?;
    let mut out = Vec::new();
    for (registration, items) in due {
        let subject = format!("{registration}@{day_text}");
        if already.contains_key(&subject) {
            continue;
        }
        let Some(owner) = registrations.get(registration).and_then(|r| owners.get(&r.user_id)) else { continue };
        let language = crate::emails::language_of(owner);
        let lines: Vec<String> = items.iter().map(|e| line(e, registration, language)).collect();
        let when = crate::emails::weekday_date(language, day);
        let email = crate::emails::render(
            "match_reminder",
            language,
            &owner.email,
            json!({ "name": owner.display_name(), "day": when, "matches": lines }),
        )?;
        out.push(Pending { kind: MATCH, subject, user_id: owner.id.clone(), email });
    }
    Ok(out)
}

/// The fest reminders of everyone with a paid team, each in their account's language (the organisers' words
/// as they typed them).
async fn fest_reminders(ctx: &Context, reminders: &Reminders) -> Result<Vec<Pending>, AppError> {
    let paid: Vec<(String, String, Option<String>)> = registration::Entity::find()
        .filter(registration::Column::Status.eq(registration::Status::Paid))
        .order_by_asc(registration::Column::CreatedAt)
        .all(ctx.db())
        .await?
        .into_iter()
        .map(|r| (r.user_id, r.event_id, r.category))
        .collect();
    // Each owner's teams: the event and its category (put into the owner's language below).
    let mut teams: BTreeMap<String, Vec<(&'static str, Option<String>)>> = BTreeMap::new();
    for (user_id, event_id, category) in paid {
        let title = crate::services::catalogue::find_event(&event_id).map(|e| e.title).unwrap_or("");
        teams.entry(user_id).or_default().push((title, category.filter(|c| !c.is_empty())));
    }
    let already = sent_subjects(ctx, FEST, teams.keys().cloned().collect()).await?;
    let owners = crate::services::users::writable(ctx, teams.keys().cloned().collect()).await?;
    let mut out = Vec::new();
    for (user_id, events) in teams {
        if already.contains_key(&user_id) {
            continue;
        }
        let Some(owner) = owners.get(&user_id) else { continue };
        let language = crate::emails::language_of(owner);
        let events: Vec<String> = events
            .into_iter()
            .map(|(title, category)| match category {
                Some(c) => format!("{title} ({})", crate::emails::category(language, &c)),
                None => title.to_owned(),
            })
            .collect();
        let email = crate::emails::render(
            "fest_reminder",
            language,
            &owner.email,
            json!({
                "name": owner.display_name(),
                "dates": fest_shared::fest::FEST.dates,
                "events": events,
                "bring": reminders.bring,
                "report": reminders.report,
            }),
        )?;
        out.push(Pending { kind: FEST, subject: user_id, user_id: owner.id.clone(), email });
    }
    Ok(out)
}

/// Of `subjects`, those already reminded of `kind`.
async fn sent_subjects(ctx: &Context, kind: &str, subjects: Vec<String>) -> Result<HashMap<String, ()>, AppError> {
    let mut found = HashMap::new();
    for chunk in subjects.chunks(500) {
        let rows = reminder_sent::Entity::find()
            .filter(reminder_sent::Column::Kind.eq(kind))
            .filter(reminder_sent::Column::Subject.is_in(chunk.to_vec()))
            .all(ctx.db())
            .await?;
        found.extend(rows.into_iter().map(|r| (r.subject, ())));
    }
    Ok(found)
}

/// Sends the reminders due at `now`: after the organisers' time, those of the teams whose first match is
/// tomorrow and, on the eve of the fest's first day, everyone's. Returns how many were newly written; each
/// is written once, whoever else runs this.
pub async fn send_due(ctx: &Context, now: DateTime<Utc>) -> Result<usize, AppError> {
    let reminders = settings(ctx.db()).await?;
    if !reminders.match_eve && !reminders.fest_eve {
        return Ok(0);
    }
    let Some(tomorrow) = eve_of(&reminders, now) else { return Ok(0) };
    let mut pending = Vec::new();
    if reminders.match_eve {
        pending.extend(match_reminders(ctx, tomorrow).await?);
    }
    if reminders.fest_eve && tomorrow.format("%Y-%m-%d").to_string() == reminders.first_day {
        pending.extend(fest_reminders(ctx, &reminders).await?);
    }
    let mut written = 0;
    let mut pending = pending.into_iter().peekable();
    while pending.peek().is_some() {
        // Sealed before the transaction, which (on SQLite) holds the one writer's lock.
        let mut prepared = Vec::with_capacity(CHUNK);
        for p in pending.by_ref().take(CHUNK) {
            let purpose = if p.kind == MATCH { "match reminder" } else { "fest reminder" };
            let mail = mail_queue::prepare_pending(ctx, purpose, p.email)?;
            prepared.push((p.kind, p.subject, p.user_id, mail));
        }
        let at = Utc::now();
        let txn = crate::db::begin_write(ctx.writer()).await?;
        for (kind, subject, user_id, mail) in prepared {
            let inserted = reminder_sent::Entity::insert(reminder_sent::ActiveModel {
                kind: Set(kind.to_owned()),
                subject: Set(subject),
                user_id: Set(user_id),
                email_id: Set(Some(mail.id().to_owned())),
                created_at: Set(at),
            })
            .on_conflict(
                OnConflict::columns([reminder_sent::Column::Kind, reminder_sent::Column::Subject])
                    .do_nothing()
                    .to_owned(),
            )
            .exec_without_returning(&txn)
            .await?;
            if inserted == 1 {
                mail_queue::enqueue_prepared_pending(&txn, mail).await?;
                written += 1;
            }
        }
        txn.commit().await?;
    }
    if written > 0 {
        tracing::info!(written, "reminders sent");
    }
    Ok(written)
}

/// Runs [`send_due`] every `mail_retry_interval_secs` on the server that runs the background jobs, then hands
/// the e-mails to the mail server one after another.
pub fn spawn_sender(ctx: Context) {
    ctx.spawn_periodic("reminders", ctx.config().mail_retry_interval_secs, |ctx| async move {
        if send_due(&ctx, Utc::now()).await? > 0 {
            mail_queue::drain(&ctx).await;
        }
        Ok(())
    });
}

/// Forgets which reminders a deleted account was sent.
pub async fn forget_user<C: ConnectionTrait>(conn: &C, user_id: &str) -> Result<(), AppError> {
    reminder_sent::Entity::delete_many().filter(reminder_sent::Column::UserId.eq(user_id)).exec(conn).await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(rfc3339: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(rfc3339).unwrap().to_utc()
    }

    #[test]
    fn the_eve_starts_at_the_organisers_time_in_india() {
        let r = Reminders { time: "18:00".into(), ..Reminders::default() };
        // 12:29 UTC is 17:59 IST: not yet.
        assert_eq!(eve_of(&r, at("2026-02-19T12:29:00Z")), None);
        assert_eq!(eve_of(&r, at("2026-02-19T12:30:00Z")), NaiveDate::from_ymd_opt(2026, 2, 20));
        // 19:00 UTC is 00:30 IST the next day: that day's eve is not until its evening.
        assert_eq!(eve_of(&r, at("2026-02-19T19:00:00Z")), None);
    }

    #[test]
    fn settings_are_checked_and_trimmed() {
        let ok = Reminders { fest_eve: true, report: " Gate 1, 8 am ".into(), ..Reminders::default() };
        assert_eq!(ok.checked().unwrap().report, "Gate 1, 8 am");
        let err = |r: Reminders| r.checked().unwrap_err().to_string();
        assert!(err(Reminders { time: "25:00".into(), ..Reminders::default() }).contains(BAD_TIME));
        assert!(err(Reminders { first_day: "2026-02-30".into(), ..Reminders::default() }).contains(BAD_FIRST_DAY));
        assert!(err(Reminders { fest_eve: true, ..Reminders::default() }).contains(REPORT_NEEDED));
        let long = "x".repeat(REMINDER_TEXT_MAX_CHARS + 1);
        assert!(err(Reminders { bring: long, ..Reminders::default() }).contains(BRING_TOO_LONG));
        assert_eq!(Reminders::default().first_day, "2025-02-20");
    }
}
