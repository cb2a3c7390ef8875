//! How fest-day things are sent: a set of fixtures with every match, table and podium; a scheduled match.

use chrono::{DateTime, Utc};
use fest_app::entities::fixture_set::State as FixtureState;
use fest_app::services::fest_day::schedule::{Entry, round_name};
use fest_app::services::fest_day::standings::Podium;
use fest_app::services::fest_day::{self, LoadedSet};
use fest_shared::fixtures::clashes::clock;
use fest_shared::fixtures::swiss::round_to_pair;
use fest_shared::fixtures::{Advancement, Format, MatchKind, MatchStatus, Slot};
use serde::Serialize;
use utoipa::ToSchema;

/// An entrant of fixtures: `T1`, `T2`, ... in seed order, named by its college.
#[derive(Serialize, ToSchema)]
pub struct EntrantView {
    pub id: String,
    pub name: String,
}

/// One side of a match.
#[derive(Serialize, ToSchema)]
pub struct SideView {
    /// The entrant once known.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub entrant: Option<String>,
    /// Its name, or what decides it: "Winner of M1", "Group A #2".
    pub label: String,
}

#[derive(Serialize, ToSchema)]
pub struct VenueRef {
    pub id: String,
    pub name: String,
}

/// A match's score sheet, as its sport writes it down (the shared rules' `scoreSheet(eventId)` tells which
/// part a sport uses): sets with their points, an innings a side, or a result per chess board.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SheetBody {
    /// Sets: the match's length (best of 3, 5, ...).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub best_of: Option<u32>,
    /// Sets: each set's points, home first.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sets: Option<Vec<[u32; 2]>>,
    /// Innings: the home side's.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub home: Option<InningsBody>,
    /// Innings: the away side's.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub away: Option<InningsBody>,
    /// Boards: each board's result, `1-0`, `½-½` or `0-1`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub boards: Option<Vec<String>>,
}

/// A cricket innings.
#[derive(Serialize, ToSchema)]
pub struct InningsBody {
    pub runs: u32,
    pub wickets: u32,
    /// `19.4`: 19 overs and 4 balls.
    pub overs: String,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MatchView {
    pub id: String,
    pub round: u32,
    pub round_name: String,
    pub kind: MatchKind,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub group: Option<String>,
    pub home: SideView,
    pub away: SideView,
    pub status: MatchStatus,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub home_score: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub away_score: Option<u32>,
    /// The winner's entrant id (absent for a draw or a match not played).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winner: Option<String>,
    pub walkover: bool,
    /// A note beside the score ("HT 1-1", "4-3 on penalties").
    #[serde(skip_serializing_if = "Option::is_none")]
    pub detail: Option<String>,
    /// The score sheet as entered (sets, innings or boards; `scoreSheet` in the shared rules tells its shape).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<SheetBody>)]
    pub sheet: Option<serde_json::Value>,
    /// The sport's own line for the result, from its score sheet ("3–1 (25–20, 22–25, 25–18, 25–21)",
    /// "152/6 (20) v 148/9 (19.4)", "2½–1½"): shown instead of the two scores when present.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub score_text: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub venue: Option<VenueRef>,
    /// `YYYY-MM-DD`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub day: Option<String>,
    /// `HH:MM`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub start: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub end: Option<String>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RoundView {
    pub number: u32,
    pub name: String,
    pub matches: Vec<String>,
    /// Who sits the round out (names, or group places).
    pub byes: Vec<String>,
}

#[derive(Serialize, ToSchema)]
pub struct GroupView {
    pub name: String,
    /// Entrant ids by seed.
    pub entrants: Vec<String>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StandingView {
    pub rank: u32,
    pub entrant: String,
    pub name: String,
    pub played: u32,
    pub won: u32,
    pub drawn: u32,
    pub lost: u32,
    pub score_for: u32,
    pub score_against: u32,
    pub score_difference: i64,
    /// The difference as the table writes it: "+2", "-1", "+1½" (chess counts half points).
    pub score_difference_text: String,
    pub points: u32,
}

#[derive(Serialize, ToSchema)]
pub struct TableView {
    pub group: String,
    pub complete: bool,
    pub standings: Vec<StandingView>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PodiumView {
    pub place: u32,
    pub entrant: String,
    pub name: String,
    /// The prize this place wins, in paise (SPEC: Rs. 5000, 3000 and 2000).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub prize_paise: Option<u64>,
}

/// One event's (and category's) fixtures.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FixtureSetView {
    pub id: String,
    /// The catalogue id of the event.
    pub event: String,
    pub event_title: String,
    /// "Men", "Women", or "" for an event without categories.
    pub category: String,
    pub format: Format,
    pub state: FixtureState,
    /// Send it back with a change: a change made meanwhile by someone else is refused (409).
    pub version: i32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub published_at: Option<DateTime<Utc>>,
    pub entrants: Vec<EntrantView>,
    pub rounds: Vec<RoundView>,
    pub groups: Vec<GroupView>,
    pub matches: Vec<MatchView>,
    /// Group tables (groups), or the one table of a round robin.
    pub tables: Vec<TableView>,
    /// The places decided so far, with their prizes.
    pub podium: Vec<PodiumView>,
    /// Every place is decided.
    pub complete: bool,
    /// Swiss: the round the organisers can pair now, every game of the one before having its result.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub next_round: Option<u32>,
}

/// The Swiss round that can be paired now (the rules' [`round_to_pair`]), once published.
fn pairable(loaded: &LoadedSet, advancement: &Advancement) -> Option<u32> {
    loaded.is_published().then(|| round_to_pair(&loaded.fixtures, advancement).ok()).flatten()
}

/// A set of fixtures as sent.
pub fn set_view(
    loaded: &LoadedSet,
    venues: &[fest_app::entities::venue::Model],
    podium: Vec<Podium>,
) -> FixtureSetView {
    let advancement = loaded.advancement();
    let venue_of = |id: &Option<String>| {
        id.as_ref()
            .and_then(|id| venues.iter().find(|v| &v.id == id))
            .map(|v| VenueRef { id: v.id.clone(), name: v.name.clone() })
    };
    let side = |known: &Option<String>, slot: &Slot| SideView {
        entrant: known.clone(),
        label: known.as_deref().map_or_else(|| slot_label(loaded, slot), |t| loaded.name_of(t).to_owned()),
    };
    let minutes = |m: Option<i32>| m.and_then(|m| u32::try_from(m).ok()).map(clock);
    let matches = loaded
        .fixtures
        .matches
        .iter()
        .zip(&advancement.matches)
        .map(|(m, state)| {
            let row = loaded.row(&m.id);
            MatchView {
                id: m.id.clone(),
                round: m.round,
                round_name: round_name(loaded, &m.id),
                kind: m.kind,
                group: m.group.clone(),
                home: side(&state.home, &m.home),
                away: side(&state.away, &m.away),
                status: state.status,
                home_score: state.home_score,
                away_score: state.away_score,
                winner: state.winner.clone(),
                walkover: row.is_some_and(|r| r.walkover && r.result_at.is_some()),
                detail: row.and_then(|r| r.detail.clone()),
                sheet: row.and_then(fest_day::sheet_of),
                score_text: row.and_then(|r| fest_day::score_text(loaded.event.id, r)),
                venue: row.and_then(|r| venue_of(&r.venue_id)),
                day: row.and_then(|r| r.day.clone()),
                start: row.and_then(|r| minutes(r.start_minute)),
                end: row.and_then(|r| minutes(r.end_minute)),
            }
        })
        .collect();
    FixtureSetView {
        id: loaded.set.id.clone(),
        event: loaded.set.event_id.clone(),
        event_title: loaded.event.title.to_owned(),
        category: loaded.set.category.clone(),
        format: loaded.format.clone(),
        state: loaded.set.state,
        version: loaded.set.version,
        published_at: loaded.set.published_at,
        entrants: loaded
            .fixtures
            .entrants
            .iter()
            .map(|e| EntrantView { id: e.id.clone(), name: e.name.clone() })
            .collect(),
        rounds: loaded
            .fixtures
            .rounds
            .iter()
            .map(|r| RoundView {
                number: r.number,
                name: r.name.clone(),
                matches: r.matches.clone(),
                byes: r.byes.iter().map(|s| slot_label(loaded, s)).collect(),
            })
            .collect(),
        groups: loaded
            .fixtures
            .groups
            .iter()
            .map(|g| GroupView { name: g.name.clone(), entrants: g.entrants.clone() })
            .collect(),
        matches,
        tables: advancement
            .tables
            .iter()
            .map(|t| TableView {
                group: t.group.clone(),
                complete: t.complete,
                standings: t
                    .standings
                    .iter()
                    .map(|s| StandingView {
                        rank: s.rank,
                        entrant: s.entrant.clone(),
                        name: loaded.name_of(&s.entrant).to_owned(),
                        played: s.played,
                        won: s.won,
                        drawn: s.drawn,
                        lost: s.lost,
                        score_for: s.score_for,
                        score_against: s.score_against,
                        score_difference: s.score_difference,
                        score_difference_text: fest_shared::scores::score_difference(
                            loaded.event.id,
                            s.score_difference,
                        ),
                        points: s.points,
                    })
                    .collect(),
            })
            .collect(),
        podium: podium
            .into_iter()
            .map(|p| PodiumView { place: p.place, entrant: p.entrant, name: p.name, prize_paise: p.prize_paise })
            .collect(),
        complete: advancement.complete,
        next_round: pairable(loaded, &advancement),
    }
}

/// A slot as a bracket reads it: an entrant's name, "Winner of M1", "Group A #2".
fn slot_label(loaded: &LoadedSet, slot: &Slot) -> String {
    match slot {
        Slot::Entrant { id } => loaded.name_of(id).to_owned(),
        other => other.label(),
    }
}

/// One scheduled match.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ScheduleEntryView {
    pub set_id: String,
    pub event: String,
    pub event_title: String,
    pub category: String,
    pub match_id: String,
    pub round: String,
    pub day: String,
    pub start: String,
    pub end: String,
    pub venue: VenueRef,
    /// The teams' names, or what decides them ("Winner of M1").
    pub home: String,
    pub away: String,
    pub status: MatchStatus,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub home_score: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub away_score: Option<u32>,
    /// The winner's name.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winner: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub detail: Option<String>,
    /// The sport's own line for the result ("2½–1½"), shown instead of the two scores when present.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub score_text: Option<String>,
    /// A match, or an athletics heat (`setId` is then its race, `matchId` the heat's name, `home` the race and
    /// heat, "100m Heat 1", and `away` empty).
    pub kind: ScheduleKind,
    /// A heat's athletes by lane ("Lane 4: Asha Verma (IIT Patna)").
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub athletes: Vec<String>,
    /// On the caller's own schedule (`GET /user/matches`): the lanes of their own athletes or relay teams in a
    /// heat.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub your_lanes: Vec<u32>,
}

/// What a schedule entry is.
#[derive(Serialize, ToSchema, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub enum ScheduleKind {
    Match,
    Heat,
}

impl From<Entry> for ScheduleEntryView {
    fn from(e: Entry) -> Self {
        ScheduleEntryView {
            set_id: e.set_id,
            event: e.event.id.as_str().to_owned(),
            event_title: e.event.title.to_owned(),
            category: e.category,
            match_id: e.match_id,
            round: e.round,
            day: e.day,
            start: clock(e.start),
            end: clock(e.end),
            venue: VenueRef { id: e.venue_id, name: e.venue },
            home: e.home,
            away: e.away,
            status: e.status,
            home_score: e.home_score,
            away_score: e.away_score,
            winner: e.winner,
            detail: e.detail,
            score_text: e.score_text,
            kind: if e.heat { ScheduleKind::Heat } else { ScheduleKind::Match },
            athletes: e.athletes,
            your_lanes: Vec::new(),
        }
    }
}

/// A venue.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VenueView {
    pub id: String,
    pub name: String,
}

impl From<fest_app::entities::venue::Model> for VenueView {
    fn from(v: fest_app::entities::venue::Model) -> Self {
        VenueView { id: v.id, name: v.name }
    }
}
