//! The fest-wide numbers on fest day (issue 33): people checked in at the gates against the passes issued,
//! overall, by event, by gate and by hour of India time, with the duplicate scans apart; and the hostel
//! desk's guests checked in against the guests booked, by block and by hour.
//!
//! Every figure is an aggregate query (`GROUP BY`): nothing loads a row per person. The hour of a check-in
//! is bucketed in SQL as whole hours since the epoch in India time (`(seconds + 19 800) / 3 600`, IST
//! being UTC+05:30 all year), which both backends compute exactly: SQLite from the stored RFC 3339 text
//! (`strftime('%s', …)`, which reads its offset), PostgreSQL from the `timestamptz` (`EXTRACT(EPOCH …)`).
//!
//! Checked in means a live pass (not revoked) with a first check-in that was not undone (an undone
//! check-in clears the pass's); passes issued are the live passes. Duplicate scans are the kept scans of
//! passes already checked in, not undone. Hostel guests are those of paid bookings (`live_pass` set).

use std::collections::{BTreeMap, HashMap};

use chrono::{DateTime, Datelike, Timelike, Utc};
use fest_shared::accommodation::Block;
use fest_shared::catalogue::{event_by_name, events};
use sea_orm::{ConnectionTrait, DbBackend, Statement};
use serde::Serialize;

use crate::{AppError, Context};

/// IST's offset from UTC, in seconds.
const IST_OFFSET_SECS: i64 = 5 * 3600 + 1800;

/// Beyond this many hours between the first and the last check-in, only the hours with check-ins are
/// listed (a week of empty nights is no help on a phone).
pub const MAX_FILLED_HOURS: i64 = 7 * 24;

/// One event's gate figures.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = NumbersEvent))]
#[serde(rename_all = "camelCase")]
pub struct EventNumbers {
    pub event: String,
    pub title: String,
    /// People checked in (first check-ins not undone, of live passes).
    pub checked_in: u64,
    /// Live passes (revoked ones excluded).
    pub passes: u64,
    /// Scans of passes already checked in.
    pub duplicates: u64,
}

/// One gate's figures.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = NumbersGate))]
#[serde(rename_all = "camelCase")]
pub struct GateNumbers {
    pub gate: String,
    /// People whose first check-in was at this gate.
    pub checked_in: u64,
    /// Scans at this gate of passes already checked in.
    pub duplicates: u64,
}

/// One hour of India time.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = NumbersHour))]
#[serde(rename_all = "camelCase")]
pub struct HourNumbers {
    /// The hour's start (UTC).
    pub start: DateTime<Utc>,
    /// Its date in India time, `YYYY-MM-DD`.
    pub date: String,
    /// Its hour in India time, 0 to 23.
    pub hour: u32,
    pub checked_in: u64,
}

/// The fest's gates.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = NumbersGates))]
#[serde(rename_all = "camelCase")]
pub struct GatesNumbers {
    pub checked_in: u64,
    pub passes: u64,
    pub duplicates: u64,
    /// Events with passes or scans, in the catalogue's order.
    pub events: Vec<EventNumbers>,
    /// Gates, busiest first.
    pub gates: Vec<GateNumbers>,
    /// First check-ins per hour, oldest first: every hour from the first to the last (with zeros), or only
    /// the hours with check-ins when they span more than a week.
    pub hours: Vec<HourNumbers>,
}

/// One hostel block's figures.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = NumbersBlock))]
#[serde(rename_all = "camelCase")]
pub struct BlockNumbers {
    /// `Men` or `Women`.
    pub block: String,
    pub checked_in: u64,
    /// Guests of paid bookings.
    pub guests: u64,
}

/// The hostel desk.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = NumbersHostel))]
#[serde(rename_all = "camelCase")]
pub struct HostelNumbers {
    pub checked_in: u64,
    pub guests: u64,
    /// Each block, in display order.
    pub blocks: Vec<BlockNumbers>,
    /// Guests checked in per hour, as the gates' hours.
    pub hours: Vec<HourNumbers>,
}

/// The numbers, and when they were taken.
#[derive(Debug, Clone)]
pub struct FestNumbers {
    pub taken_at: DateTime<Utc>,
    pub gates: GatesNumbers,
    pub hostel: HostelNumbers,
}

fn n(v: i64) -> u64 {
    u64::try_from(v).unwrap_or(0)
}

/// The SQL of a timestamp column's hour in India time, as whole hours since the epoch.
fn ist_hour_sql(backend: DbBackend, column: &str) -> String {
    match backend {
        DbBackend::Postgres => {
            format!("CAST(FLOOR((EXTRACT(EPOCH FROM {column}) + {IST_OFFSET_SECS}) / 3600) AS BIGINT)")
        }
        _ => format!("((CAST(strftime('%s', {column}) AS INTEGER) + {IST_OFFSET_SECS}) / 3600)"),
    }
}

/// An hour (whole hours since the epoch, India time) as the answer gives it.
fn hour_of(index: i64, checked_in: u64) -> Option<HourNumbers> {
    let start = DateTime::<Utc>::from_timestamp(index * 3600 - IST_OFFSET_SECS, 0)?;
    let local = start.with_timezone(&crate::time::india());
    Some(HourNumbers {
        start,
        date: format!("{:04}-{:02}-{:02}", local.year(), local.month(), local.day()),
        hour: local.hour(),
        checked_in,
    })
}

/// The hours from counts per hour index: gaps filled with zeros unless they span more than a week.
pub fn hours_of(counts: &BTreeMap<i64, u64>) -> Vec<HourNumbers> {
    let (Some((&first, _)), Some((&last, _))) = (counts.first_key_value(), counts.last_key_value()) else {
        return Vec::new();
    };
    if last - first < MAX_FILLED_HOURS {
        (first..=last).filter_map(|h| hour_of(h, counts.get(&h).copied().unwrap_or(0))).collect()
    } else {
        counts.iter().filter_map(|(&h, &c)| hour_of(h, c)).collect()
    }
}

async fn rows<C: ConnectionTrait>(db: &C, sql: String) -> Result<Vec<sea_orm::QueryResult>, AppError> {
    Ok(db.query_all_raw(Statement::from_string(db.get_database_backend(), sql)).await?)
}

async fn hour_counts<C: ConnectionTrait>(db: &C, sql: String) -> Result<BTreeMap<i64, u64>, AppError> {
    let mut counts = BTreeMap::new();
    for row in rows(db, sql).await? {
        let hour: Option<i64> = row.try_get_by_index(0)?;
        if let Some(hour) = hour {
            *counts.entry(hour).or_insert(0) += n(row.try_get_by_index(1)?);
        }
    }
    Ok(counts)
}

/// The fest's gates, now.
async fn gates(ctx: &Context) -> Result<GatesNumbers, AppError> {
    let db = ctx.db();
    let backend = db.get_database_backend();
    // Passes and check-ins per event.
    let mut per_event: HashMap<String, (u64, u64, u64)> = HashMap::new();
    for row in rows(
        db,
        "SELECT event_id, COUNT(*), COUNT(checked_in_at) FROM pass WHERE revoked_at IS NULL GROUP BY event_id".into(),
    )
    .await?
    {
        let event: String = row.try_get_by_index(0)?;
        let e = per_event.entry(event).or_default();
        e.0 += n(row.try_get_by_index(1)?);
        e.1 += n(row.try_get_by_index(2)?);
    }
    // First check-ins per gate.
    let mut per_gate: HashMap<String, (u64, u64)> = HashMap::new();
    for row in rows(
        db,
        "SELECT checked_in_gate, COUNT(*) FROM pass WHERE revoked_at IS NULL AND checked_in_at IS NOT NULL \
         GROUP BY checked_in_gate"
            .into(),
    )
    .await?
    {
        let gate: Option<String> = row.try_get_by_index(0)?;
        per_gate.entry(gate.unwrap_or_default()).or_default().0 += n(row.try_get_by_index(1)?);
    }
    // Duplicate scans per event and gate, at the fest's entry lists (the other lists count their own).
    for row in rows(
        db,
        "SELECT event_id, gate, COUNT(*) FROM checkin WHERE outcome = 'duplicate' AND undone_at IS NULL \
         AND (list_id IS NULL OR list_id IN (SELECT id FROM checkin_list WHERE kind = 'entry')) \
         GROUP BY event_id, gate"
            .into(),
    )
    .await?
    {
        let event: String = row.try_get_by_index(0)?;
        let gate: String = row.try_get_by_index(1)?;
        let count = n(row.try_get_by_index(2)?);
        per_event.entry(event).or_default().2 += count;
        per_gate.entry(gate).or_default().1 += count;
    }
    let hours = hour_counts(
        db,
        format!(
            "SELECT {}, COUNT(*) FROM pass WHERE revoked_at IS NULL AND checked_in_at IS NOT NULL GROUP BY 1",
            ist_hour_sql(backend, "checked_in_at")
        ),
    )
    .await?;

    // The catalogue's events in its order, then any other event id found (none, unless the catalogue lost one).
    let mut event_rows = Vec::new();
    for e in events() {
        if let Some((passes, checked_in, duplicates)) = per_event.remove(e.id.as_str()) {
            event_rows.push(EventNumbers {
                event: e.id.as_str().to_owned(),
                title: e.title.to_owned(),
                checked_in,
                passes,
                duplicates,
            });
        }
    }
    let rest: BTreeMap<String, (u64, u64, u64)> = per_event.into_iter().collect();
    for (event, (passes, checked_in, duplicates)) in rest {
        let title = event_by_name(&event).map_or_else(|| event.clone(), |e| e.title.to_owned());
        event_rows.push(EventNumbers { event, title, checked_in, passes, duplicates });
    }
    let mut gate_rows: Vec<GateNumbers> = per_gate
        .into_iter()
        .map(|(gate, (checked_in, duplicates))| GateNumbers { gate, checked_in, duplicates })
        .collect();
    gate_rows.sort_by(|a, b| {
        b.checked_in.cmp(&a.checked_in).then_with(|| b.duplicates.cmp(&a.duplicates)).then_with(|| a.gate.cmp(&b.gate))
    });
    Ok(GatesNumbers {
        checked_in: event_rows.iter().map(|e| e.checked_in).sum(),
        passes: event_rows.iter().map(|e| e.passes).sum(),
        duplicates: event_rows.iter().map(|e| e.duplicates).sum(),
        events: event_rows,
        gates: gate_rows,
        hours: hours_of(&hours),
    })
}

/// The hostel desk, now.
async fn hostel(ctx: &Context) -> Result<HostelNumbers, AppError> {
    let db = ctx.db();
    let backend = db.get_database_backend();
    let guests = "FROM accommodation_guest g JOIN accommodation_booking b ON b.id = g.booking_id \
                  WHERE b.status = 'paid' AND g.live_pass IS NOT NULL";
    let mut per_block: HashMap<String, (u64, u64)> = HashMap::new();
    for row in rows(db, format!("SELECT b.block, COUNT(*), COUNT(g.checked_in_at) {guests} GROUP BY b.block")).await? {
        let block: String = row.try_get_by_index(0)?;
        let b = per_block.entry(block).or_default();
        b.0 += n(row.try_get_by_index(1)?);
        b.1 += n(row.try_get_by_index(2)?);
    }
    let hours = hour_counts(
        db,
        format!(
            "SELECT {}, COUNT(*) {guests} AND g.checked_in_at IS NOT NULL GROUP BY 1",
            ist_hour_sql(backend, "g.checked_in_at")
        ),
    )
    .await?;
    let mut blocks: Vec<BlockNumbers> = Block::ALL
        .iter()
        .map(|b| {
            let (guests, checked_in) = per_block.remove(b.as_str()).unwrap_or_default();
            BlockNumbers { block: b.as_str().to_owned(), checked_in, guests }
        })
        .collect();
    let rest: BTreeMap<String, (u64, u64)> = per_block.into_iter().collect();
    blocks.extend(rest.into_iter().map(|(block, (guests, checked_in))| BlockNumbers { block, checked_in, guests }));
    Ok(HostelNumbers {
        checked_in: blocks.iter().map(|b| b.checked_in).sum(),
        guests: blocks.iter().map(|b| b.guests).sum(),
        blocks,
        hours: hours_of(&hours),
    })
}

/// The fest's numbers now: the gates' and the hostel desk's, counted at once (each on its own connection).
pub async fn fest_numbers(ctx: &Context) -> Result<FestNumbers, AppError> {
    let taken_at = Utc::now();
    let (gates, hostel) = futures_util::try_join!(gates(ctx), hostel(ctx))?;
    Ok(FestNumbers { taken_at, gates, hostel })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn index(rfc3339: &str) -> i64 {
        let t = DateTime::parse_from_rfc3339(rfc3339).unwrap().timestamp();
        (t + IST_OFFSET_SECS).div_euclid(3600)
    }

    #[test]
    fn hours_are_read_in_india_across_midnight() {
        // 23:45 and 00:15 IST: 18:15 and 18:45 UTC on the same UTC day, two IST days.
        let late = index("2026-02-20T18:15:00Z");
        let early = index("2026-02-20T18:45:00Z");
        assert_eq!(early, late + 1);
        let counts = BTreeMap::from([(late, 2), (early, 1)]);
        let hours = hours_of(&counts);
        assert_eq!(hours.len(), 2);
        assert_eq!((hours[0].date.as_str(), hours[0].hour, hours[0].checked_in), ("2026-02-20", 23, 2));
        assert_eq!((hours[1].date.as_str(), hours[1].hour, hours[1].checked_in), ("2026-02-21", 0, 1));
        assert_eq!(hours[0].start.to_rfc3339(), "2026-02-20T17:30:00+00:00");
    }

    #[test]
    fn gaps_are_filled_within_a_week() {
        let a = index("2026-02-20T04:00:00Z");
        let hours = hours_of(&BTreeMap::from([(a, 1), (a + 3, 4)]));
        assert_eq!(hours.iter().map(|h| h.checked_in).collect::<Vec<_>>(), [1, 0, 0, 4]);
        let far = hours_of(&BTreeMap::from([(a, 1), (a + MAX_FILLED_HOURS, 4)]));
        assert_eq!(far.len(), 2);
        assert!(hours_of(&BTreeMap::new()).is_empty());
    }
}
