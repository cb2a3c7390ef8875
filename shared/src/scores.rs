//! Score sheets: how each sport's result is written down, and what it comes to. A match of football,
//! basketball or kabaddi is two numbers; volleyball, badminton, table tennis, squash and lawn tennis are sets
//! (games) with their points; cricket is two innings of runs, wickets and overs; team chess is one result per
//! board, a draw worth half a point on each side. The scorer's page and the server read a sheet with
//! [`read_sheet`]: a sheet that is not a finished match of its sport is refused with a message, and a
//! finished one gives the two numbers the fixtures compare ([`Scored`]: sets won, runs, half points) and the
//! line the pages show ("3–1 (25–20, 22–25, 25–18, 25–21)", "152/6 (20) v 148/9 (19.4)", "2½–1½").
//!
//! Sheets in JSON: sets `{"bestOf": 5, "sets": [[25, 20], [22, 25]]}`; innings `{"home": {"runs": 152,
//! "wickets": 6, "overs": "20"}, "away": {...}}`; boards `{"boards": ["1-0", "½-½", "0-1", "1-0"]}` (a draw
//! also as `"0.5-0.5"` or `"draw"`).

use serde::Serialize;
use serde_json::Value;

use crate::catalogue::EventId;
use crate::errors::ValidationErrors;

/// Path of a sheet's problems as a whole.
pub const SHEET: &str = "sheet";
/// A chess result without its boards.
pub const BOARD_BY_BOARD: &str = "A chess result is entered board by board.";
/// A sheet for a sport whose result is two numbers.
pub const NO_SHEET: &str = "This sport's result is the two scores; it has no score sheet.";
/// A sheet that is not an object of the sport's shape.
pub const MALFORMED: &str = "The score sheet cannot be read.";

/// How a sport's result is written down.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum SheetKind {
    /// Two numbers: goals or points.
    Plain,
    /// Sets (or games), each won by points.
    Sets,
    /// Cricket: an innings a side.
    Innings,
    /// Team chess: a result per board.
    Boards,
}

/// A sport's score sheet: its kind and its numbers, for the scorer's form.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct ScoreSheet {
    pub kind: SheetKind,
    /// What one number of a plain score counts ("Goals", "Points"), or a set is called ("Set", "Game").
    pub unit: &'static str,
    /// Sets: the match lengths allowed (best of 3, 5, ...), the usual first.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub best_of: Vec<u32>,
    /// Sets: the points (games) a set is played to.
    #[serde(skip_serializing_if = "is_zero")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub points: u32,
    /// Sets: the points the deciding set is played to, when shorter.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub deciding_points: Option<u32>,
    /// Sets: the score at which a set ends whatever the lead (badminton's 30).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub cap: Option<u32>,
    /// Innings: the most overs an innings has.
    #[serde(skip_serializing_if = "is_zero")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub overs: u32,
    /// Boards: how many boards a team plays.
    #[serde(skip_serializing_if = "is_zero")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub boards: u32,
    /// Sets: what a set's numbers count, "points" or "games" (lawn tennis).
    #[serde(skip_serializing_if = "str::is_empty")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub counts: &'static str,
    /// How a set (or innings, or board) is decided, in a sentence for the form.
    pub rule: &'static str,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// What a sheet comes to: the numbers the fixtures compare and the line the pages show.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Scored {
    /// Sets won, runs, or half points on the boards.
    pub home: u32,
    pub away: u32,
    pub text: String,
}

const fn plain(unit: &'static str) -> ScoreSheet {
    ScoreSheet {
        kind: SheetKind::Plain,
        unit,
        best_of: Vec::new(),
        points: 0,
        deciding_points: None,
        cap: None,
        overs: 0,
        boards: 0,
        counts: "",
        rule: "",
    }
}

fn sets(
    unit: &'static str,
    best_of: &[u32],
    points: u32,
    deciding: Option<u32>,
    cap: Option<u32>,
    rule: &'static str,
) -> ScoreSheet {
    ScoreSheet {
        kind: SheetKind::Sets,
        unit,
        best_of: best_of.to_vec(),
        points,
        deciding_points: deciding,
        cap,
        counts: "points",
        rule,
        ..plain("")
    }
}

/// Lawn tennis counts games in a set: 6 with a lead of two, 7–5, or 7–6 after a tie-break.
const TENNIS: u32 = 6;

/// The score sheet of an event's matches.
pub fn sheet_for(event: EventId) -> ScoreSheet {
    match event {
        EventId::Volleyball => {
            sets("Set", &[3, 5], 25, Some(15), None, "A set goes to 25 (the deciding set to 15), won by two points.")
        }
        EventId::Badminton => {
            sets("Game", &[3], 21, None, Some(30), "A game goes to 21, won by two points; 30 wins at 29-all.")
        }
        EventId::TableTennis => sets("Game", &[5, 3, 7], 11, None, None, "A game goes to 11, won by two points."),
        EventId::Squash => sets("Game", &[5, 3], 11, None, None, "A game goes to 11, won by two points."),
        EventId::LawnTennis => ScoreSheet {
            counts: "games",
            rule: "A set is 6 games with a lead of two, 7–5, or 7–6 after a tie-break.",
            ..sets("Set", &[3, 5], TENNIS, None, None, "")
        },
        EventId::Cricket => ScoreSheet {
            kind: SheetKind::Innings,
            unit: "Runs",
            overs: 50,
            rule: "Runs, wickets (at most 10) and overs (20.4 is 20 overs and 4 balls) for each side.",
            ..plain("")
        },
        EventId::Chess => ScoreSheet {
            kind: SheetKind::Boards,
            unit: "Board",
            boards: 4,
            rule: "A win is a point, a draw half a point to each side.",
            ..plain("")
        },
        EventId::Football => plain("Goals"),
        _ => plain("Points"),
    }
}

/// Reads a sheet of an event's match: what it comes to, or why it is not a finished match.
pub fn read_sheet(event: EventId, sheet: &Value) -> Result<Scored, ValidationErrors> {
    let rules = sheet_for(event);
    let Some(object) = sheet.as_object() else { return Err(ValidationErrors::single(SHEET, MALFORMED)) };
    match rules.kind {
        SheetKind::Plain => Err(ValidationErrors::single(SHEET, NO_SHEET)),
        SheetKind::Sets => read_sets(&rules, object.get("bestOf"), object.get("sets")),
        SheetKind::Innings => read_innings(&rules, object.get("home"), object.get("away")),
        SheetKind::Boards => read_boards(&rules, object.get("boards")),
    }
}

fn number(value: Option<&Value>) -> Option<u32> {
    value.and_then(Value::as_u64).and_then(|n| u32::try_from(n).ok())
}

/// Whether `(won, lost)` points end a set played to `to`.
fn set_is_finished(rules: &ScoreSheet, to: u32, won: u32, lost: u32) -> bool {
    if rules.points == TENNIS {
        return (won == 6 && lost <= 4) || (won == 7 && (lost == 5 || lost == 6));
    }
    if rules.cap == Some(won) {
        return lost < won && lost + 2 >= won;
    }
    (won == to && lost + 2 <= to) || (won > to && won == lost + 2 && rules.cap.is_none_or(|cap| won < cap))
}

fn read_sets(rules: &ScoreSheet, best_of: Option<&Value>, list: Option<&Value>) -> Result<Scored, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    let best_of = match best_of {
        None | Some(Value::Null) => rules.best_of[0],
        other => match number(other).filter(|n| rules.best_of.contains(n)) {
            Some(n) => n,
            None => {
                let allowed: Vec<String> = rules.best_of.iter().map(u32::to_string).collect();
                return Err(ValidationErrors::single(
                    "sheet.bestOf",
                    format!("A match is best of {}.", allowed.join(" or ")),
                ));
            }
        },
    };
    let unit = rules.unit.to_lowercase();
    let Some(list) = list.and_then(Value::as_array).filter(|l| !l.is_empty()) else {
        return Err(ValidationErrors::single("sheet.sets", format!("Enter the points of each {unit}.")));
    };
    let needed = best_of / 2 + 1;
    let (mut home, mut away) = (0, 0);
    let mut parts = Vec::new();
    for (i, set) in list.iter().enumerate() {
        let path = format!("sheet.sets[{i}]");
        let n = i + 1;
        if home == needed || away == needed {
            errors.add(path, format!("The match was won in {unit} {i}: remove the {unit}s after it."));
            break;
        }
        let pair = set.as_array().filter(|p| p.len() == 2).map(|p| (number(p.first()), number(p.get(1))));
        let Some((Some(h), Some(a))) = pair else {
            errors.add(path, format!("{} {n}: enter both sides' points.", rules.unit));
            continue;
        };
        let deciding = u32::try_from(i).is_ok_and(|i| i + 1 == best_of);
        let to = if deciding { rules.deciding_points.unwrap_or(rules.points) } else { rules.points };
        if !set_is_finished(rules, to, h.max(a), h.min(a)) {
            errors.add(path, format!("{} {n} ({h}–{a}) is not finished. {}", rules.unit, rules.rule));
            continue;
        }
        if h > a {
            home += 1;
        } else {
            away += 1;
        }
        parts.push(format!("{h}–{a}"));
    }
    if errors.is_empty() && home < needed && away < needed {
        errors.add("sheet.sets", format!("Neither side has won {needed} {unit}s of a best of {best_of} yet."));
    }
    errors.into_result(Scored { home, away, text: format!("{home}–{away} ({})", parts.join(", ")) })
}

/// An innings: runs, wickets and overs as `(overs, balls)`.
fn read_innings_side(
    rules: &ScoreSheet,
    side: &str,
    value: Option<&Value>,
    errors: &mut ValidationErrors,
) -> Option<(u32, u32, String)> {
    let path = format!("sheet.{side}");
    let Some(object) = value.and_then(Value::as_object) else {
        errors.add(path, "Enter the runs, wickets and overs of both innings.");
        return None;
    };
    let runs = number(object.get("runs")).filter(|r| *r <= 999);
    let wickets = number(object.get("wickets")).filter(|w| *w <= 10);
    let overs = match object.get("overs") {
        Some(Value::String(s)) => parse_overs(s.trim()),
        Some(v) => number(Some(v)).map(|o| (o, 0)),
        None => None,
    }
    .filter(|(o, b)| *o < rules.overs || (*o == rules.overs && *b == 0));
    if runs.is_none() {
        errors.add(format!("{path}.runs"), "Runs are a number from 0 to 999.");
    }
    if wickets.is_none() {
        errors.add(format!("{path}.wickets"), "Wickets are a number from 0 to 10.");
    }
    if overs.is_none() {
        errors.add(
            format!("{path}.overs"),
            format!("Overs are written 19.4 (19 overs and 4 balls), at most {}.", rules.overs),
        );
    }
    let (runs, wickets, (o, b)) = (runs?, wickets?, overs?);
    let overs = if b == 0 { o.to_string() } else { format!("{o}.{b}") };
    Some((runs, wickets, format!("{runs}/{wickets} ({overs})")))
}

/// `20`, `19.4`: overs and balls (0 to 5).
fn parse_overs(text: &str) -> Option<(u32, u32)> {
    let (overs, balls) = text.split_once('.').unwrap_or((text, "0"));
    let all_digits = |s: &str| !s.is_empty() && s.len() <= 3 && s.bytes().all(|b| b.is_ascii_digit());
    if !all_digits(overs) || !all_digits(balls) {
        return None;
    }
    let balls: u32 = balls.parse().ok()?;
    (balls <= 5).then_some((overs.parse().ok()?, balls))
}

fn read_innings(rules: &ScoreSheet, home: Option<&Value>, away: Option<&Value>) -> Result<Scored, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    let home = read_innings_side(rules, "home", home, &mut errors);
    let away = read_innings_side(rules, "away", away, &mut errors);
    match (home, away) {
        (Some(h), Some(a)) if errors.is_empty() => {
            Ok(Scored { home: h.0, away: a.0, text: format!("{} v {}", h.2, a.2) })
        }
        _ => Err(errors),
    }
}

/// One board's result in half points: `(home, away)`.
fn board(value: &Value) -> Option<(u32, u32)> {
    let text = value.as_str()?.trim().to_lowercase().replace(' ', "");
    match text.as_str() {
        "1-0" => Some((2, 0)),
        "0-1" => Some((0, 2)),
        "½-½" | "0.5-0.5" | "1/2-1/2" | "draw" | "=" => Some((1, 1)),
        _ => None,
    }
}

/// Half points as a chess score: `5` is `2½`, `1` is `½`.
pub fn halves(points: u32) -> String {
    match (points / 2, points % 2) {
        (0, 1) => "½".to_owned(),
        (whole, 1) => format!("{whole}½"),
        (whole, _) => whole.to_string(),
    }
}

/// A number of a sport's score as its pages write it: half points for chess (`5` is "2½", `-3` is "-1½"),
/// the number itself for every other sport.
pub fn score_number(event: EventId, n: i64) -> String {
    if sheet_for(event).kind != SheetKind::Boards {
        return n.to_string();
    }
    let sign = if n < 0 { "-" } else { "" };
    format!("{sign}{}", halves(u32::try_from(n.unsigned_abs()).unwrap_or(u32::MAX)))
}

/// A score difference as the tables write it: "+1½" (chess, in half points), "-2", "0".
pub fn score_difference(event: EventId, n: i64) -> String {
    let sign = if n > 0 { "+" } else { "" };
    format!("{sign}{}", score_number(event, n))
}

fn read_boards(rules: &ScoreSheet, list: Option<&Value>) -> Result<Scored, ValidationErrors> {
    let boards = rules.boards as usize;
    let message = format!("Enter the result of each of the {boards} boards: 1-0, ½-½ or 0-1.");
    let Some(list) = list.and_then(Value::as_array).filter(|l| l.len() == boards) else {
        return Err(ValidationErrors::single("sheet.boards", message));
    };
    let mut errors = ValidationErrors::new();
    let (mut home, mut away) = (0, 0);
    for (i, value) in list.iter().enumerate() {
        match board(value) {
            Some((h, a)) => {
                home += h;
                away += a;
            }
            None => errors.add(format!("sheet.boards[{i}]"), format!("Board {}: 1-0, ½-½ or 0-1.", i + 1)),
        }
    }
    errors.into_result(Scored { home, away, text: format!("{}–{}", halves(home), halves(away)) })
}

/// A race time as it is typed: "10.52" (seconds and hundredths), "1:58.3", "15:02.11", "1:02:03.4".
pub const TIME_FORMAT: &str = "Write a time as 10.52, 1:58.30 or 15:02.11.";

/// A race time typed as `[[h:]m:]s[.f]` (at most hundredths) in milliseconds; none for anything else.
pub fn parse_race_time(text: &str) -> Option<u64> {
    let text = text.trim();
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    if fraction.len() > 2 || !fraction.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let parts: Vec<&str> = whole.split(':').collect();
    if parts.len() > 3 || parts.iter().any(|p| p.is_empty() || p.len() > 2 || !p.bytes().all(|b| b.is_ascii_digit())) {
        return None;
    }
    let mut seconds: u64 = 0;
    for (i, part) in parts.iter().enumerate() {
        let n: u64 = part.parse().ok()?;
        // Minutes and seconds after the first part are below 60.
        if i > 0 && n >= 60 {
            return None;
        }
        seconds = seconds * 60 + n;
    }
    let hundredths: u64 = format!("{fraction:0<2}").parse().ok()?;
    let ms = seconds * 1000 + hundredths * 10;
    (ms > 0).then_some(ms)
}

/// A race time in milliseconds as the results write it: "10.52", "1:58.30", "1:02:03.40".
pub fn race_time(ms: u64) -> String {
    let hundredths = (ms % 1000) / 10;
    let seconds = ms / 1000;
    let (h, m, s) = (seconds / 3600, (seconds / 60) % 60, seconds % 60);
    match (h, m) {
        (0, 0) => format!("{s}.{hundredths:02}"),
        (0, m) => format!("{m}:{s:02}.{hundredths:02}"),
        (h, m) => format!("{h}:{m:02}:{s:02}.{hundredths:02}"),
    }
}

/// A field event's mark as it is typed: metres with at most two decimals ("6.45", "14.2").
pub const DISTANCE_FORMAT: &str = "Write a distance in metres, such as 6.45.";
/// The longest mark read (metres): more than any throw or jump at a fest.
pub const MAX_DISTANCE_M: u32 = 150;

/// A field event's mark typed in metres ("6.45", "14.2", "52") in centimetres; none for anything else.
pub fn parse_distance(text: &str) -> Option<u32> {
    let text = text.trim();
    let (metres, fraction) = text.split_once('.').unwrap_or((text, ""));
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if metres.is_empty() || metres.len() > 3 || !digits(metres) || fraction.len() > 2 || !digits(fraction) {
        return None;
    }
    let m: u32 = metres.parse().ok()?;
    let cm: u32 = format!("{fraction:0<2}").parse().ok()?;
    let total = m * 100 + cm;
    (total > 0 && m < MAX_DISTANCE_M).then_some(total)
}

/// A mark in centimetres as the results write it: "6.45 m".
pub fn distance(cm: u32) -> String {
    format!("{}.{:02} m", cm / 100, cm % 100)
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn read(event: EventId, sheet: Value) -> Result<Scored, String> {
        read_sheet(event, &sheet).map_err(|e| e.iter().map(|(p, m)| format!("{p}: {}", m.join(" "))).collect())
    }

    #[test]
    fn volleyball_is_won_in_sets_with_a_short_deciding_set() {
        let scored =
            read(EventId::Volleyball, json!({"bestOf": 5, "sets": [[25, 20], [22, 25], [26, 24], [15, 25], [15, 13]]}));
        assert_eq!(
            scored.unwrap(),
            Scored { home: 3, away: 2, text: "3–2 (25–20, 22–25, 26–24, 15–25, 15–13)".into() }
        );
        // Best of 3 by default; a set must be finished; nothing after the match is won.
        assert_eq!(
            read(EventId::Volleyball, json!({"sets": [[25, 10], [25, 23]]})).unwrap().text,
            "2–0 (25–10, 25–23)"
        );
        assert_eq!(
            read(EventId::Volleyball, json!({"sets": [[25, 24], [25, 10]]})).unwrap_err(),
            "sheet.sets[0]: Set 1 (25–24) is not finished. A set goes to 25 (the deciding set to 15), won by two points."
        );
        assert_eq!(
            read(EventId::Volleyball, json!({"sets": [[25, 10], [25, 13], [25, 20]]})).unwrap_err(),
            "sheet.sets[2]: The match was won in set 2: remove the sets after it."
        );
        assert_eq!(
            read(EventId::Volleyball, json!({"bestOf": 5, "sets": [[25, 10], [25, 13]]})).unwrap_err(),
            "sheet.sets: Neither side has won 3 sets of a best of 5 yet."
        );
        assert_eq!(
            read(EventId::Volleyball, json!({"bestOf": 4, "sets": []})).unwrap_err(),
            "sheet.bestOf: A match is best of 3 or 5."
        );
        // The deciding set of a best of three goes to 15; the second set does not.
        assert!(read(EventId::Volleyball, json!({"sets": [[25, 10], [13, 15], [15, 9]]})).is_err());
        assert!(read(EventId::Volleyball, json!({"sets": [[25, 10], [10, 25], [15, 9]]})).is_ok());
    }

    #[test]
    fn badminton_caps_a_game_at_thirty_and_tennis_counts_games() {
        assert_eq!(read(EventId::Badminton, json!({"sets": [[30, 29], [21, 23], [22, 20]]})).unwrap().home, 2);
        assert!(read(EventId::Badminton, json!({"sets": [[31, 29], [21, 2]]})).is_err());
        assert!(read(EventId::Badminton, json!({"sets": [[30, 28], [21, 2]]})).is_ok());
        assert!(read(EventId::Badminton, json!({"sets": [[30, 27], [21, 2]]})).is_err());
        assert_eq!(
            read(EventId::LawnTennis, json!({"sets": [[7, 6], [4, 6], [6, 4]]})).unwrap().text,
            "2–1 (7–6, 4–6, 6–4)"
        );
        assert!(read(EventId::LawnTennis, json!({"sets": [[6, 5], [6, 0]]})).is_err());
        assert!(read(EventId::LawnTennis, json!({"sets": [[8, 6], [6, 0]]})).is_err());
        assert_eq!(read(EventId::TableTennis, json!({"sets": [[11, 9], [12, 10], [3, 11], [11, 0]]})).unwrap().home, 3);
    }

    #[test]
    fn cricket_compares_runs_and_shows_wickets_and_overs() {
        let scored = read(
            EventId::Cricket,
            json!({"home": {"runs": 152, "wickets": 6, "overs": "20"}, "away": {"runs": 148, "wickets": 10, "overs": "19.4"}}),
        )
        .unwrap();
        assert_eq!(scored, Scored { home: 152, away: 148, text: "152/6 (20) v 148/10 (19.4)".into() });
        let refused = read(
            EventId::Cricket,
            json!({"home": {"runs": 152, "wickets": 11, "overs": "20.6"}, "away": {"runs": 148, "wickets": 2, "overs": 51}}),
        )
        .unwrap_err();
        assert!(refused.contains("sheet.home.wickets: Wickets are a number from 0 to 10."), "{refused}");
        assert!(refused.contains("sheet.home.overs: Overs are written 19.4"), "{refused}");
        assert!(refused.contains("sheet.away.overs"), "{refused}");
        assert!(read(EventId::Cricket, json!({"home": {"runs": 1}})).is_err());
    }

    #[test]
    fn chess_counts_half_points_board_by_board() {
        let scored = read(EventId::Chess, json!({"boards": ["1-0", "½-½", "0-1", "1-0"]})).unwrap();
        assert_eq!(scored, Scored { home: 5, away: 3, text: "2½–1½".into() });
        assert_eq!(read(EventId::Chess, json!({"boards": ["draw", "0.5-0.5", "0-1", "1-0"]})).unwrap().text, "2–2");
        assert_eq!(
            read(EventId::Chess, json!({"boards": ["1-0"]})).unwrap_err(),
            "sheet.boards: Enter the result of each of the 4 boards: 1-0, ½-½ or 0-1."
        );
        assert_eq!(
            read(EventId::Chess, json!({"boards": ["1-0", "2-0", "0-1", "1-0"]})).unwrap_err(),
            "sheet.boards[1]: Board 2: 1-0, ½-½ or 0-1."
        );
        assert_eq!(halves(1), "½");
        assert_eq!(score_number(EventId::Chess, -3), "-1½");
        assert_eq!(score_number(EventId::Chess, 4), "2");
        assert_eq!(score_number(EventId::Football, -3), "-3");
        assert_eq!(score_difference(EventId::Chess, 3), "+1½");
        assert_eq!(score_difference(EventId::Volleyball, 0), "0");
        assert_eq!(halves(8), "4");
    }

    #[test]
    fn race_times_are_read_as_typed_and_written_back() {
        assert_eq!(parse_race_time("10.52"), Some(10_520));
        assert_eq!(parse_race_time(" 1:58.3 "), Some(118_300));
        assert_eq!(parse_race_time("15:02.11"), Some(902_110));
        assert_eq!(parse_race_time("1:02:03.4"), Some(3_723_400));
        assert_eq!(parse_race_time("59"), Some(59_000));
        for bad in ["", "10.523", "1:60.00", "a", "1::2", "0", "0.00", "-1", "1:2:3:4", "10,52"] {
            assert_eq!(parse_race_time(bad), None, "{bad}");
        }
        assert_eq!(race_time(10_520), "10.52");
        assert_eq!(race_time(118_300), "1:58.30");
        assert_eq!(race_time(3_723_400), "1:02:03.40");
        for ms in [10_520, 118_300, 902_110, 3_723_400, 59_000] {
            assert_eq!(parse_race_time(&race_time(ms)), Some(ms));
        }
    }

    #[test]
    fn field_marks_are_read_in_metres_and_written_back() {
        assert_eq!(parse_distance("6.45"), Some(645));
        assert_eq!(parse_distance(" 14.2 "), Some(1420));
        assert_eq!(parse_distance("52"), Some(5200));
        for bad in ["", "0", "0.00", "6.456", "6,45", "-1", "150", "a", ".5"] {
            assert_eq!(parse_distance(bad), None, "{bad}");
        }
        assert_eq!(distance(645), "6.45 m");
        assert_eq!(distance(5200), "52.00 m");
    }

    #[test]
    fn a_plain_sport_has_no_sheet_and_a_sheet_must_be_an_object() {
        assert_eq!(sheet_for(EventId::Football).unit, "Goals");
        assert_eq!(sheet_for(EventId::LawnTennis).counts, "games");
        assert_eq!(sheet_for(EventId::Squash).counts, "points");
        assert_eq!(read(EventId::Football, json!({})).unwrap_err(), format!("sheet: {NO_SHEET}"));
        assert_eq!(read(EventId::Chess, json!("1-0")).unwrap_err(), format!("sheet: {MALFORMED}"));
    }
}
