//! What the gate scanner decides, without the browser: QR codes out of a greyscale frame, then each token
//! verified with the fest's public key and classified against the check-in bundle (revoked passes, the
//! rules of the check-in list the gate scans for, passes blocked from it, passes already in it) and against
//! what this device has already let in or out.
//!
//! Nothing here touches the DOM or the clock: the caller passes the pixels and the time, so the same code
//! runs in the browser and in the native tests.

use std::collections::{HashMap, HashSet};

use ed25519_dalek::VerifyingKey;
use fest_shared::checkin_list::{self, Direction, ListKind, ListMode, ListRule, Refusal};
use fest_shared::pass::{self, PassClaims, TokenError};
use serde::{Deserialize, Serialize};

/// Frames wider than this are shrunk before decoding: a pass held up to the camera still spans well over
/// a hundred pixels at this width, and the decoder's time grows with the pixel count.
pub const MAX_DECODE_WIDTH: usize = 640;

/// A token seen again within this many milliseconds of its last sighting is the same presentation of the
/// same pass (it is still in front of the camera), not a new scan.
pub const REPEAT_WINDOW_MS: f64 = 3_000.0;

/// Converts RGBA pixels (a canvas's `ImageData`) to greyscale, one byte per pixel (ITU-R BT.601 weights).
/// Missing pixels at the end of a short buffer read as white.
pub fn rgba_to_luma(width: usize, height: usize, rgba: &[u8]) -> Vec<u8> {
    let mut luma = Vec::with_capacity(width * height);
    luma.extend(rgba.chunks_exact(4).take(width * height).map(|p| {
        let y = 77 * u32::from(p[0]) + 150 * u32::from(p[1]) + 29 * u32::from(p[2]);
        // 77 + 150 + 29 = 256, so the shifted sum is at most 255.
        u8::try_from(y >> 8).unwrap_or(u8::MAX)
    }));
    luma.resize(width * height, u8::MAX);
    luma
}

/// Shrinks a greyscale image by the smallest whole factor that brings it to at most `max_width` pixels wide,
/// averaging each block of pixels. Returns the image unchanged when it is narrow enough.
pub fn downscale(luma: Vec<u8>, width: usize, height: usize, max_width: usize) -> (Vec<u8>, usize, usize) {
    if width <= max_width || max_width == 0 {
        return (luma, width, height);
    }
    let factor = width.div_ceil(max_width);
    let (w, h) = (width / factor, height / factor);
    let mut out = Vec::with_capacity(w * h);
    for by in 0..h {
        for bx in 0..w {
            let mut sum = 0u32;
            for y in by * factor..(by + 1) * factor {
                let row = &luma[y * width + bx * factor..y * width + (bx + 1) * factor];
                sum += row.iter().map(|&v| u32::from(v)).sum::<u32>();
            }
            let mean = sum / u32::try_from(factor * factor).unwrap_or(u32::MAX);
            out.push(u8::try_from(mean).unwrap_or(u8::MAX));
        }
    }
    (out, w, h)
}

/// Every QR code the decoder can read in a greyscale image (`width * height` bytes, 0 black, 255 white),
/// as text. Codes that are found but cannot be read (blurred, cut off, not UTF-8) are left out.
pub fn decode_luma(width: usize, height: usize, luma: &[u8]) -> Vec<String> {
    if width == 0 || height == 0 || luma.len() < width * height {
        return Vec::new();
    }
    let binary = binarize(width, height, &luma[..width * height]);
    let mut decoder = quircs::Quirc::new();
    decoder
        .identify(width, height, &binary)
        .filter_map(|code| code.ok()?.decode().ok())
        .filter_map(|data| String::from_utf8(data.payload).ok())
        .collect()
}

/// Black and white by comparison with the neighbourhood: a pixel is black when it is darker than 95% of the
/// mean of the square around it (an eighth of the frame's width across). A pass on a phone's bright screen
/// or on paper in a shadow still comes out as clean modules, where one threshold for the whole frame (what
/// the decoder would pick on its own) loses the parts that are lit differently.
pub fn binarize(width: usize, height: usize, luma: &[u8]) -> Vec<u8> {
    // Summed-area table, one row and one column of zeros in front.
    let stride = width + 1;
    let mut sums = vec![0u64; stride * (height + 1)];
    for y in 0..height {
        let mut row = 0u64;
        for x in 0..width {
            row += u64::from(luma[y * width + x]);
            sums[(y + 1) * stride + x + 1] = sums[y * stride + x + 1] + row;
        }
    }
    let radius = (width / 16).max(4);
    let mut out = Vec::with_capacity(width * height);
    for y in 0..height {
        let (top, bottom) = (y.saturating_sub(radius), (y + radius + 1).min(height));
        for x in 0..width {
            let (left, right) = (x.saturating_sub(radius), (x + radius + 1).min(width));
            let area = u64::try_from((bottom - top) * (right - left)).unwrap_or(u64::MAX);
            let sum = sums[bottom * stride + right] + sums[top * stride + left]
                - sums[top * stride + right]
                - sums[bottom * stride + left];
            // luma < 0.95 * mean, in integers: 100 * luma * area < 95 * sum.
            let dark = 100 * u64::from(luma[y * width + x]) * area < 95 * sum;
            out.push(if dark { 0 } else { 255 });
        }
    }
    out
}

/// The QR codes in an RGBA frame of any size: greyscale, shrunk to [`MAX_DECODE_WIDTH`], decoded.
pub fn decode_rgba(width: usize, height: usize, rgba: &[u8]) -> Vec<String> {
    let (luma, w, h) = downscale(rgba_to_luma(width, height, rgba), width, height, MAX_DECODE_WIDTH);
    decode_luma(w, h, &luma)
}

/// The check-in bundle as the page hands it over (camelCase JSON): the fest's public key, the revoked
/// passes, the passes already checked in at the fest's gates, and the check-in lists with their entries,
/// the passes blocked from them and the passes with a paid stay, as the server knew them when the page
/// loaded it. A bundle without lists (from a server before lists) has one list, the fest's gates, which
/// every gate scans for: a pass enters once, whatever its event.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BundleData {
    /// The Ed25519 public key, 32 bytes as base64url.
    pub public_key: String,
    /// Pass ids that no longer admit anyone.
    #[serde(default)]
    pub revoked: Vec<String>,
    /// Passes already checked in at the fest's gates (the default list's entries).
    #[serde(default)]
    pub used: Vec<UsedPass>,
    /// The check-in lists' rules.
    #[serde(default)]
    pub lists: Vec<ListRule>,
    /// The entries of every list but the default one.
    #[serde(default)]
    pub entries: Vec<ListEntry>,
    /// Passes an admin blocked from a list.
    #[serde(default)]
    pub blocked: Vec<BlockedPass>,
    /// Pass ids with a paid stay.
    #[serde(default)]
    pub guests: Vec<String>,
}

/// A pass already checked in, and where.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct UsedPass {
    /// The pass id.
    pub pass_id: String,
    /// When (RFC 3339).
    #[serde(default)]
    pub checked_in_at: String,
    /// At which gate.
    #[serde(default)]
    pub gate: String,
    /// By which volunteer.
    #[serde(default)]
    pub by: String,
}

/// A pass's entry in a list other than the default one.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ListEntry {
    /// The list's id.
    pub list: String,
    /// The pass id.
    pub pass_id: String,
    /// Inside now (lists that count entry and exit; every entry of a list a pass enters once counts).
    #[serde(default)]
    pub inside: bool,
    /// When (RFC 3339): the first entry of a list a pass enters once, the latest of one that counts exits.
    #[serde(default, deserialize_with = "text")]
    pub at: String,
    /// At which gate.
    #[serde(default, deserialize_with = "text")]
    pub gate: String,
    /// By which volunteer.
    #[serde(default, deserialize_with = "text")]
    pub by: String,
}

/// A pass an admin blocked from a list.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BlockedPass {
    /// The list's id.
    pub list: String,
    /// The pass id.
    pub pass_id: String,
    /// Why, as the volunteer reads it.
    #[serde(default, deserialize_with = "text")]
    pub reason: String,
}

/// A text the server may leave out or send as null (both read as empty).
fn text<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<String, D::Error> {
    Option::<String>::deserialize(deserializer).map(Option::unwrap_or_default)
}

/// The id of the fest's gates, the list of a bundle without lists.
pub const FEST_GATES_ID: &str = "fest-gates";

/// The list of a bundle without lists (and of a gate when no list is the default): the fest's own gates,
/// every event's passes, each entering once.
pub fn fest_gates() -> ListRule {
    ListRule {
        id: FEST_GATES_ID.to_owned(),
        name: "Fest gates".to_owned(),
        kind: ListKind::Entry,
        mode: ListMode::Once,
        events: None,
        gates: Vec::new(),
        requires_stay: false,
        is_default: true,
    }
}

/// Why a bundle cannot be used.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BundleError {
    /// The public key is not 32 bytes of base64url, or not a valid Ed25519 point.
    BadPublicKey,
}

impl BundleError {
    /// What the page is told.
    pub fn message(self) -> &'static str {
        match self {
            BundleError::BadPublicKey => "The check-in bundle's public key is not a valid Ed25519 key.",
        }
    }
}

impl std::fmt::Display for BundleError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.message())
    }
}

impl std::error::Error for BundleError {}

/// An entry the scanner knows of: a check-in, or a scan in or out of a list that counts exits.
#[derive(Debug, Clone, PartialEq)]
struct CheckIn {
    /// When, in milliseconds since the Unix epoch (None: the time given could not be read).
    at_ms: Option<f64>,
    /// The gate, when known.
    gate: Option<String>,
    /// The volunteer, when known.
    by: Option<String>,
    /// Let in (or out) by this device in this session (and not yet confirmed by the server).
    here: bool,
    /// Inside after it (a list a pass enters once: always).
    inside: bool,
}

impl CheckIn {
    fn from_parts(at: &str, gate: &str, by: &str, inside: bool) -> CheckIn {
        let known = |s: &str| Some(s.trim().to_owned()).filter(|s| !s.is_empty());
        CheckIn { at_ms: parse_rfc3339(at), gate: known(gate), by: known(by), here: false, inside }
    }

    /// `lead` ("Already checked in", "Already inside: in") with when, where and by whom: "Already checked in
    /// at 10:42 at gate North by Ravi." / "Already checked in at 10:42 on this device." With nothing known,
    /// `bare` alone ("Already checked in.", "Already inside.").
    fn message(&self, lead: &str, bare: &str, utc_offset_minutes: i32) -> String {
        let mut text = String::from(lead);
        if let Some(at) = self.at_ms {
            text.push_str(" at ");
            text.push_str(&clock_time(at, utc_offset_minutes));
        }
        if self.here {
            text.push_str(" on this device");
        } else {
            if let Some(gate) = &self.gate {
                // "Gate 2" stays "at Gate 2"; "North" becomes "at gate North".
                let named = gate.get(..4).is_some_and(|w| w.eq_ignore_ascii_case("gate"));
                text.push_str(if named { " at " } else { " at gate " });
                text.push_str(gate);
            }
            if let Some(by) = &self.by {
                text.push_str(" by ");
                text.push_str(by);
            }
        }
        if text == lead {
            text = bare.to_owned();
        }
        // A volunteer's initial ("Ravi K.") already ends the sentence.
        if !text.ends_with('.') {
            text.push('.');
        }
        text
    }
}

/// The verdict on one scan.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    /// A valid pass, not revoked, admitted by the list and not in it yet (or, scanning out, inside it):
    /// let the holder through.
    Ok,
    /// A valid pass that has been checked in already (or, in a list that counts exits, is inside).
    Duplicate,
    /// A pass the fest has revoked.
    Revoked,
    /// Not a valid pass: another QR code, tampered with, signed by another key, or expired.
    Invalid,
    /// A genuine pass the list does not let through: another event's, without a paid stay, blocked from the
    /// list, or scanned out while not inside.
    Refused,
}

impl Outcome {
    /// The value of the scan event's `result` and of `data-last-result`.
    pub fn as_str(self) -> &'static str {
        match self {
            Outcome::Ok => "ok",
            Outcome::Duplicate => "duplicate",
            Outcome::Revoked => "revoked",
            Outcome::Invalid => "invalid",
            Outcome::Refused => "refused",
        }
    }
}

/// Time as the scanner sees it: now, and the local time zone for the times it shows.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Clock {
    /// Milliseconds since the Unix epoch.
    pub now_ms: f64,
    /// Minutes east of UTC of the times shown to the volunteer (330 in India).
    pub utc_offset_minutes: i32,
}

/// The scanner's answer for one token.
#[derive(Debug, Clone, PartialEq)]
pub struct Verdict {
    /// The text the QR code carried.
    pub token: String,
    /// The pass id the token names: verified unless the outcome is [`Outcome::Invalid`], and for an invalid
    /// token only what it claims (None when it names no pass at all).
    pub pass_id: Option<String>,
    /// What to do.
    pub outcome: Outcome,
    /// What the volunteer reads.
    pub message: String,
    /// The pass's verified contents (None when its signature does not hold).
    pub claims: Option<PassClaims>,
    /// When it was scanned (RFC 3339, UTC, milliseconds).
    pub scanned_at: String,
    /// The list the gate scans for.
    pub list: ListRule,
    /// Which way the scan counts (in, unless the list counts exits and the scanner scans out).
    pub direction: Direction,
}

impl Verdict {
    /// The holder's role as shown ("Captain", "Coach", ...).
    pub fn role_title(&self) -> Option<String> {
        self.claims.as_ref().map(|c| pass::role_title(c.event, &c.role))
    }

    /// The event's title ("Football", ...).
    pub fn event_title(&self) -> Option<&'static str> {
        self.claims.as_ref().map(|c| c.event.event().title)
    }
}

/// What the scanner knows of one list's entries.
#[derive(Debug, Clone, Default)]
struct Entries {
    /// From the bundle (replaced with each new bundle), by pass id.
    known: HashMap<String, CheckIn>,
    /// Passes blocked from the list, with the reason (from the bundle).
    blocked: HashMap<String, String>,
    /// What the scanner learnt since, by pass id, the latest kept: entries the server confirmed and passes
    /// this device let in or out. They outlive a bundle that predates them.
    since: HashMap<String, CheckIn>,
}

impl Entries {
    /// The entry of `pass` in a list it enters once: one the server confirmed, else the bundle's, else this
    /// device's own.
    fn entered(&self, pass: &str) -> Option<&CheckIn> {
        let since = self.since.get(pass);
        since.filter(|c| !c.here).or_else(|| self.known.get(pass)).or(since)
    }

    /// The latest entry of `pass` in a list that counts exits: what the scanner learnt since the bundle,
    /// unless the bundle's own is later.
    fn latest(&self, pass: &str) -> Option<&CheckIn> {
        match (self.known.get(pass), self.since.get(pass)) {
            (Some(known), Some(since)) if known.at_ms.zip(since.at_ms).is_some_and(|(k, s)| k > s) => Some(known),
            (known, since) => since.or(known),
        }
    }
}

/// The scanner's state for one gate: the bundle, the list the gate scans for and which way, the entries
/// it has learnt of since, and the tokens still in front of the camera.
#[derive(Debug, Clone)]
pub struct Scanner {
    key: VerifyingKey,
    revoked: HashSet<String>,
    /// The lists' rules (none in a bundle from before lists).
    lists: Vec<ListRule>,
    /// The list of a gate when no list applies (a bundle without lists): the fest's gates.
    fallback: ListRule,
    /// Pass ids with a paid stay.
    guests: HashSet<String>,
    /// Each list's entries, by list id; the default list's from the bundle are its `used` passes.
    entries: HashMap<String, Entries>,
    /// Tokens by when they were last seen (milliseconds since the epoch).
    recent: HashMap<String, f64>,
    gate: String,
    direction: Direction,
}

impl Scanner {
    /// A scanner for `gate` with `bundle`, scanning in.
    pub fn new(bundle: &BundleData, gate: &str) -> Result<Scanner, BundleError> {
        let mut scanner = Scanner {
            key: parse_key(&bundle.public_key)?,
            revoked: HashSet::new(),
            lists: Vec::new(),
            fallback: fest_gates(),
            guests: HashSet::new(),
            entries: HashMap::new(),
            recent: HashMap::new(),
            gate: gate.to_owned(),
            direction: Direction::In,
        };
        scanner.set_bundle(bundle)?;
        Ok(scanner)
    }

    /// Takes a newer bundle. What this device let in or out and what the page confirmed since are kept.
    pub fn set_bundle(&mut self, bundle: &BundleData) -> Result<(), BundleError> {
        self.key = parse_key(&bundle.public_key)?;
        self.revoked = bundle.revoked.iter().map(|id| normalise_id(id)).collect();
        self.lists.clone_from(&bundle.lists);
        self.guests = bundle.guests.iter().map(|id| normalise_id(id)).collect();
        for entries in self.entries.values_mut() {
            entries.known.clear();
            entries.blocked.clear();
        }
        let default = self.default_list().id.clone();
        self.entries.entry(default).or_default().known = bundle
            .used
            .iter()
            .map(|u| (normalise_id(&u.pass_id), CheckIn::from_parts(&u.checked_in_at, &u.gate, &u.by, true)))
            .collect();
        for e in &bundle.entries {
            let entry = CheckIn::from_parts(&e.at, &e.gate, &e.by, e.inside);
            self.entries.entry(e.list.trim().to_owned()).or_default().known.insert(normalise_id(&e.pass_id), entry);
        }
        for b in &bundle.blocked {
            let blocked = &mut self.entries.entry(b.list.trim().to_owned()).or_default().blocked;
            blocked.insert(normalise_id(&b.pass_id), b.reason.trim().to_owned());
        }
        Ok(())
    }

    /// The gate this scanner stands at.
    pub fn gate(&self) -> &str {
        &self.gate
    }

    /// Moves the scanner to another gate (and so, maybe, to another list).
    pub fn set_gate(&mut self, gate: &str) {
        gate.clone_into(&mut self.gate);
    }

    /// The list the gate scans for: the one that names it, else the default list (the fest's gates when
    /// the bundle has no lists).
    pub fn list(&self) -> &ListRule {
        checkin_list::list_for_gate(&self.lists, &self.gate).unwrap_or(&self.fallback)
    }

    /// The list that gates no list names scan for.
    pub fn default_list(&self) -> &ListRule {
        self.lists.iter().find(|l| l.is_default).unwrap_or(&self.fallback)
    }

    /// Which way the volunteer chose to scan (in, unless set).
    pub fn direction(&self) -> Direction {
        self.direction
    }

    /// Scans people in or out. Out counts only at a list that counts exits; elsewhere scans go in.
    pub fn set_direction(&mut self, direction: Direction) {
        self.direction = direction;
    }

    /// Which way scans count at this gate now: the chosen direction at a list that counts exits, else in.
    pub fn scan_direction(&self) -> Direction {
        if self.list().counts_exits() { self.direction } else { Direction::In }
    }

    /// Records a check-in at `list` the server confirmed (from this device or another gate): at the
    /// default list (or `list` blank) the pass's check-in at the fest's gates, elsewhere its entry.
    pub fn mark_used(&mut self, list: &str, pass_id: &str, checked_in_at: &str, gate: &str, by: &str) {
        self.mark_entry(list, pass_id, true, checked_in_at, gate, by);
    }

    /// Records an entry at `list` the server confirmed: the pass went in (`inside`) or out at `at`, at `gate`
    /// by `by`. It replaces what the scanner learnt of the pass in that list before.
    pub fn mark_entry(&mut self, list: &str, pass_id: &str, inside: bool, at: &str, gate: &str, by: &str) {
        let list = self.list_key(list);
        let entry = CheckIn::from_parts(at, gate, by, inside);
        self.entries.entry(list).or_default().since.insert(normalise_id(pass_id), entry);
    }

    /// A list's id as the page names it; blank names the default list.
    fn list_key(&self, list: &str) -> String {
        let list = list.trim();
        if list.is_empty() { self.default_list().id.clone() } else { list.to_owned() }
    }

    /// Scans one token read from the camera. Returns None when the same token was already seen within
    /// [`REPEAT_WINDOW_MS`] (the pass is still being held up; every sighting extends the window), else the
    /// verdict; an `Ok` verdict also records the pass as let in (or out) here, in the gate's list, so the
    /// next scan of it there is judged by it.
    pub fn scan(&mut self, token: &str, clock: Clock) -> Option<Verdict> {
        let token = token.trim();
        self.recent.retain(|_, seen| clock.now_ms - *seen < REPEAT_WINDOW_MS);
        if self.recent.insert(token.to_owned(), clock.now_ms).is_some() {
            return None;
        }
        let verdict = self.classify(token, clock);
        if let (Outcome::Ok, Some(id)) = (verdict.outcome, &verdict.pass_id) {
            let entry = CheckIn {
                at_ms: Some(clock.now_ms),
                gate: Some(self.gate.clone()),
                by: None,
                here: true,
                inside: verdict.direction == Direction::In,
            };
            self.entries.entry(verdict.list.id.clone()).or_default().since.insert(id.clone(), entry);
        }
        Some(verdict)
    }

    /// The verdict on `token` at `clock`, without remembering anything. In order: the signature and the
    /// expiry, revocation, the list's rules (event, paid stay), blocks from the list, then the list's
    /// entries: a second entry into a list a pass enters once is a duplicate; in a list that counts exits,
    /// scanning in someone inside is a duplicate and scanning out someone not inside is refused.
    pub fn classify(&self, token: &str, clock: Clock) -> Verdict {
        let token = token.trim();
        let list = self.list();
        let direction = self.scan_direction();
        let scanned_at = rfc3339(clock.now_ms);
        let now_s = if clock.now_ms > 0.0 { (clock.now_ms / 1000.0) as u64 } else { 0 };
        let verdict = |outcome, message: String, pass_id: Option<String>, claims| Verdict {
            token: token.to_owned(),
            pass_id,
            outcome,
            message,
            claims,
            scanned_at: scanned_at.clone(),
            list: list.clone(),
            direction,
        };
        let claims = match pass::verify(token, &self.key, now_s) {
            Ok(claims) => claims,
            Err(error) => {
                // An expired token's signature did hold: its contents are genuine. Otherwise only the pass id
                // it claims is reported, and nothing about the holder.
                let read = pass::read(token).ok();
                let pass_id = read.as_ref().map(|c| c.pass_id.clone());
                let claims = read.filter(|_| error == TokenError::Expired);
                return verdict(Outcome::Invalid, error.message().to_owned(), pass_id, claims);
            }
        };
        let id = claims.pass_id.clone();
        if self.revoked.contains(&id) {
            return verdict(Outcome::Revoked, "This pass has been revoked.".to_owned(), Some(id), Some(claims));
        }
        let event = claims.event;
        let refused = |refusal: Refusal, id: String, claims: PassClaims| {
            verdict(Outcome::Refused, refusal.message(list, event), Some(id), Some(claims))
        };
        if let Err(refusal) = list.admits(event, self.guests.contains(&id)) {
            return refused(refusal, id, claims);
        }
        let entries = self.entries.get(&list.id);
        if let Some(reason) = entries.and_then(|e| e.blocked.get(&id)) {
            return refused(Refusal::Blocked(reason.clone()), id, claims);
        }
        let offset = clock.utc_offset_minutes;
        match list.mode {
            ListMode::Once => {
                if let Some(check_in) = entries.and_then(|e| e.entered(&id)) {
                    let message = check_in.message("Already checked in", "Already checked in", offset);
                    return verdict(Outcome::Duplicate, message, Some(id), Some(claims));
                }
            }
            ListMode::InOut => {
                let inside = entries.and_then(|e| e.latest(&id)).filter(|e| e.inside);
                match (direction, inside) {
                    (Direction::In, Some(entry)) => {
                        let message = entry.message("Already inside: in", "Already inside", offset);
                        return verdict(Outcome::Duplicate, message, Some(id), Some(claims));
                    }
                    (Direction::Out, None) => return refused(Refusal::NotInside, id, claims),
                    _ => {}
                }
            }
        }
        let message = match direction {
            Direction::In => "Valid pass.",
            Direction::Out => "Checked out.",
        };
        verdict(Outcome::Ok, message.to_owned(), Some(id), Some(claims))
    }
}

fn parse_key(text: &str) -> Result<VerifyingKey, BundleError> {
    pass::public_key_from_base64(text).ok_or(BundleError::BadPublicKey)
}

fn normalise_id(id: &str) -> String {
    id.trim().to_ascii_lowercase()
}

/// Days since 1970-01-01 of a date in the proleptic Gregorian calendar.
fn days_from_civil(year: i64, month: i64, day: i64) -> i64 {
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (month + 9) % 12;
    let doy = (153 * mp + 2) / 5 + day - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The date of a day counted from 1970-01-01.
fn civil_from_days(days: i64) -> (i64, i64, i64) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    (yoe + era * 400 + i64::from(month <= 2), month, day)
}

/// A time as RFC 3339 in UTC with milliseconds ("2026-11-22T10:42:05.120Z").
pub fn rfc3339(ms: f64) -> String {
    let ms = ms.max(0.0) as i64;
    let (days, rem) = (ms.div_euclid(86_400_000), ms.rem_euclid(86_400_000));
    let (y, mo, d) = civil_from_days(days);
    let (h, mi, s, milli) = (rem / 3_600_000, rem / 60_000 % 60, rem / 1000 % 60, rem % 1000);
    format!("{y:04}-{mo:02}-{d:02}T{h:02}:{mi:02}:{s:02}.{milli:03}Z")
}

/// Reads an RFC 3339 time ("2026-11-22T10:42:05Z", "2026-11-22T16:12:05.5+05:30") as milliseconds since
/// the Unix epoch.
pub fn parse_rfc3339(text: &str) -> Option<f64> {
    let b = text.trim().as_bytes();
    let num = |range: std::ops::Range<usize>| -> Option<i64> {
        let digits = b.get(range)?;
        if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
            return None;
        }
        std::str::from_utf8(digits).ok()?.parse().ok()
    };
    let sep = |at: usize, allowed: &[u8]| b.get(at).is_some_and(|c| allowed.contains(c));
    if !(sep(4, b"-") && sep(7, b"-") && sep(10, b"Tt ") && sep(13, b":") && sep(16, b":")) {
        return None;
    }
    let (year, month, day) = (num(0..4)?, num(5..7)?, num(8..10)?);
    let (hour, minute, second) = (num(11..13)?, num(14..16)?, num(17..19)?);
    if !(1..=12).contains(&month) || !(1..=31).contains(&day) || hour > 23 || minute > 59 || second > 60 {
        return None;
    }
    let mut at = 19;
    // Fractional seconds: the first three digits are milliseconds, the rest is dropped.
    let mut millis = 0;
    if b.get(at) == Some(&b'.') {
        at += 1;
        let start = at;
        while b.get(at).is_some_and(u8::is_ascii_digit) {
            if at - start < 3 {
                millis = millis * 10 + i64::from(b[at] - b'0');
            }
            at += 1;
        }
        if at == start {
            return None;
        }
        for _ in at - start..3 {
            millis *= 10;
        }
    }
    let offset_minutes = match b.get(at)? {
        b'Z' | b'z' if at + 1 == b.len() => 0,
        sign @ (b'+' | b'-') if at + 6 == b.len() && sep(at + 3, b":") => {
            let minutes = num(at + 1..at + 3)? * 60 + num(at + 4..at + 6)?;
            if *sign == b'-' { -minutes } else { minutes }
        }
        _ => return None,
    };
    let days = days_from_civil(year, month, day);
    let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offset_minutes * 60;
    Some((seconds * 1000 + millis) as f64)
}

/// "HH:MM" of a time in a zone `utc_offset_minutes` east of UTC.
pub fn clock_time(ms: f64, utc_offset_minutes: i32) -> String {
    let minutes = (ms / 60_000.0).floor() as i64 + i64::from(utc_offset_minutes);
    let of_day = minutes.rem_euclid(24 * 60);
    format!("{:02}:{:02}", of_day / 60, of_day % 60)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_round_trip_through_rfc3339() {
        let ms = parse_rfc3339("2026-11-22T10:42:05.120Z").unwrap();
        assert_eq!(rfc3339(ms), "2026-11-22T10:42:05.120Z");
        assert_eq!(parse_rfc3339("2026-11-22T16:12:05+05:30"), parse_rfc3339("2026-11-22T10:42:05Z"));
        assert_eq!(parse_rfc3339("1970-01-01T00:00:00Z"), Some(0.0));
        assert_eq!(parse_rfc3339("1970-01-01T00:00:01.5Z"), Some(1500.0));
        assert_eq!(parse_rfc3339("1970-01-01T00:00:01.123456z"), Some(1123.0));
        assert_eq!(rfc3339(951_782_400_000.0), "2000-02-29T00:00:00.000Z");
        for bad in [
            "",
            "yesterday",
            "2026-11-22",
            "2026-13-01T00:00:00Z",
            "2026-11-22T10:42:05",
            "2026-11-22T10:42Z",
            "2026-11-22T10:42:05.Z",
        ] {
            assert_eq!(parse_rfc3339(bad), None, "{bad}");
        }
    }

    #[test]
    fn clock_times_are_local() {
        let ms = parse_rfc3339("2026-11-22T20:05:00Z").unwrap();
        assert_eq!(clock_time(ms, 0), "20:05");
        assert_eq!(clock_time(ms, 330), "01:35");
        assert_eq!(clock_time(ms, -600), "10:05");
    }

    #[test]
    fn greyscale_and_downscale() {
        let rgba = [255, 255, 255, 255, 0, 0, 0, 255, 255, 0, 0, 255];
        assert_eq!(rgba_to_luma(3, 1, &rgba), vec![255, 0, 76]);
        assert_eq!(rgba_to_luma(2, 2, &rgba[..8]), vec![255, 0, 255, 255]);
        let (small, w, h) = downscale(vec![0, 255, 100, 100, 0, 255, 100, 100], 4, 2, 2);
        assert_eq!((small, w, h), (vec![127, 100], 2, 1));
        let (same, w, h) = downscale(vec![1, 2, 3], 3, 1, 640);
        assert_eq!((same, w, h), (vec![1, 2, 3], 3, 1));
    }

    #[test]
    fn nothing_to_decode_in_a_blank_or_short_frame() {
        assert!(decode_luma(0, 0, &[]).is_empty());
        assert!(decode_luma(10, 10, &[255; 50]).is_empty());
        assert!(decode_luma(64, 48, &[255; 64 * 48]).is_empty());
    }

    // Check-in lists.

    use ed25519_dalek::SigningKey;
    use fest_shared::EventId;
    use fest_shared::checkin_list::{NO_STAY, NOT_INSIDE};

    /// 2026-11-22T10:00:00Z (15:30 in India), well before the test passes expire.
    const NOW_MS: f64 = 1_795_341_600_000.0;
    const IST: i32 = 330;
    const AARAV: &str = "00000000000000aa";
    const MEERA: &str = "00000000000000ab";

    fn key() -> SigningKey {
        SigningKey::from_bytes(&[7; 32])
    }

    fn token_for(pass_id: &str, event: EventId) -> String {
        let claims = PassClaims {
            pass_id: pass_id.into(),
            registration_id: "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b".into(),
            event,
            role: "captain".into(),
            name: "Aarav S.".into(),
            expires_at: 2_000_000_000,
        };
        pass::sign(&claims, &key()).unwrap()
    }

    fn token(pass_id: &str) -> String {
        token_for(pass_id, EventId::Football)
    }

    fn rule(id: &str, name: &str, kind: ListKind, mode: ListMode, gates: &[&str]) -> ListRule {
        ListRule {
            id: id.into(),
            name: name.into(),
            kind,
            mode,
            events: None,
            gates: gates.iter().map(|g| (*g).to_owned()).collect(),
            requires_stay: kind == ListKind::Stay,
            is_default: false,
        }
    }

    /// The lists the server seeds.
    fn seeded() -> Vec<ListRule> {
        let mut mess = rule("mess", "Mess", ListKind::Access, ListMode::InOut, &["mess"]);
        mess.requires_stay = true;
        vec![
            ListRule { is_default: true, ..rule("fest-gates", "Fest gates", ListKind::Entry, ListMode::Once, &[]) },
            rule("hostel-desk", "Hostel desk", ListKind::Stay, ListMode::Once, &["hostel"]),
            mess,
            rule("pronite", "Pronite", ListKind::Access, ListMode::InOut, &["pronite"]),
        ]
    }

    fn old_bundle() -> BundleData {
        BundleData {
            public_key: pass::public_key_to_base64(&key().verifying_key()),
            revoked: vec!["00000000000000bb".into()],
            used: vec![UsedPass {
                pass_id: "00000000000000CC".into(),
                checked_in_at: "2026-11-22T04:12:00Z".into(),
                gate: "North".into(),
                by: "Ravi K.".into(),
            }],
            ..BundleData::default()
        }
    }

    fn bundle() -> BundleData {
        BundleData { lists: seeded(), guests: vec![AARAV.to_uppercase()], ..old_bundle() }
    }

    /// The `n`th scan: ten seconds apart, so none is taken for the same pass still held up.
    fn at(n: u32) -> Clock {
        Clock { now_ms: NOW_MS + f64::from(n) * 10_000.0, utc_offset_minutes: IST }
    }

    /// Scans `token` as the `n`th scan: the outcome and the message.
    fn scan(scanner: &mut Scanner, token: &str, n: u32) -> (Outcome, String) {
        let verdict = scanner.scan(token, at(n)).unwrap();
        (verdict.outcome, verdict.message)
    }

    fn ok() -> (Outcome, String) {
        (Outcome::Ok, "Valid pass.".to_owned())
    }

    fn out() -> (Outcome, String) {
        (Outcome::Ok, "Checked out.".to_owned())
    }

    fn refused(message: &str) -> (Outcome, String) {
        (Outcome::Refused, message.to_owned())
    }

    fn duplicate(message: &str) -> (Outcome, String) {
        (Outcome::Duplicate, message.to_owned())
    }

    #[test]
    fn a_bundle_without_lists_scans_for_the_fest_gates_at_every_gate() {
        let mut scanner = Scanner::new(&old_bundle(), "hostel").unwrap();
        assert_eq!(scanner.list(), &fest_gates());
        assert_eq!(scanner.list().name, "Fest gates");
        // Out means nothing at a list that counts entries only.
        scanner.set_direction(Direction::Out);
        assert_eq!(scanner.direction(), Direction::Out);
        assert_eq!(scanner.scan_direction(), Direction::In);
        let verdict = scanner.scan(&token(AARAV), at(0)).unwrap();
        assert_eq!((verdict.outcome, verdict.message.as_str()), (Outcome::Ok, "Valid pass."));
        assert_eq!((verdict.list.id.as_str(), verdict.direction), (FEST_GATES_ID, Direction::In));
        // Every event, no stay needed, once.
        assert_eq!(scan(&mut scanner, &token_for(MEERA, EventId::Cricket), 1), ok());
        assert_eq!(scan(&mut scanner, &token(AARAV), 2), duplicate("Already checked in at 15:30 on this device."));
        scanner.set_gate("North");
        assert_eq!(scan(&mut scanner, &token(AARAV), 3), duplicate("Already checked in at 15:30 on this device."));
        assert_eq!(
            scan(&mut scanner, &token("00000000000000cc"), 4),
            duplicate("Already checked in at 09:42 at gate North by Ravi K.")
        );
        assert_eq!(scan(&mut scanner, &token("00000000000000bb"), 5).0, Outcome::Revoked);
        // Confirmed check-ins name the default list, or no list.
        scanner.mark_used("", "00000000000000DD", "2026-11-22T09:59:00+05:30", "Gate 2", "Meera");
        scanner.mark_used(FEST_GATES_ID, "00000000000000EE", "2026-11-22T10:01:00+05:30", "East", "Om");
        assert_eq!(
            scan(&mut scanner, &token("00000000000000dd"), 6),
            duplicate("Already checked in at 09:59 at Gate 2 by Meera.")
        );
        assert_eq!(
            scan(&mut scanner, &token("00000000000000ee"), 7),
            duplicate("Already checked in at 10:01 at gate East by Om.")
        );
    }

    #[test]
    fn a_gate_scans_for_the_list_naming_it_else_the_default_list() {
        let mut scanner = Scanner::new(&bundle(), " Hostel ").unwrap();
        assert_eq!(scanner.list().id, "hostel-desk");
        assert_eq!(scanner.default_list().id, "fest-gates");
        for (gate, list) in [("MESS", "mess"), ("Pronite", "pronite"), ("North", "fest-gates"), ("", "fest-gates")] {
            scanner.set_gate(gate);
            assert_eq!(scanner.list().id, list, "{gate}");
        }
        // Lists without a default one: a gate no list names scans for the fest's gates.
        let lists = seeded().into_iter().skip(1).collect();
        let scanner = Scanner::new(&BundleData { lists, ..bundle() }, "North").unwrap();
        assert_eq!(scanner.list(), &fest_gates());
        assert_eq!(scanner.default_list(), &fest_gates());
    }

    #[test]
    fn a_list_refuses_passes_its_rules_do_not_admit() {
        let mut scanner = Scanner::new(&bundle(), "hostel").unwrap();
        // The hostel desk admits guests with a paid stay only.
        let verdict = scanner.scan(&token(MEERA), at(0)).unwrap();
        assert_eq!((verdict.outcome, verdict.message.as_str()), (Outcome::Refused, NO_STAY));
        assert_eq!(verdict.pass_id.as_deref(), Some(MEERA));
        assert_eq!(verdict.claims.map(|c| c.name).as_deref(), Some("Aarav S."));
        assert_eq!(Outcome::Refused.as_str(), "refused");
        assert_eq!(scan(&mut scanner, &token(AARAV), 1), ok());
        // So does the mess, which counts entry and exit.
        scanner.set_gate("mess");
        assert_eq!(scan(&mut scanner, &token(MEERA), 2), refused(NO_STAY));
        // A refused pass was not let in: at the fest's gates it is let in.
        scanner.set_gate("North");
        assert_eq!(scan(&mut scanner, &token(MEERA), 3), ok());

        // A list of some events' passes.
        let mut lists = seeded();
        lists[3].events = Some(vec![EventId::Cricket]);
        let mut scanner = Scanner::new(&BundleData { lists, ..bundle() }, "pronite").unwrap();
        assert_eq!(scan(&mut scanner, &token(MEERA), 0), refused("Football passes are not admitted at Pronite."));
        assert_eq!(scan(&mut scanner, &token_for("00000000000000ac", EventId::Cricket), 1), ok());
        // Revoked comes first, then the rules.
        scanner.set_gate("hostel");
        assert_eq!(scan(&mut scanner, &token("00000000000000bb"), 2).0, Outcome::Revoked);
    }

    #[test]
    fn a_pass_blocked_from_a_list_is_refused_there_only() {
        let blocked = vec![BlockedPass {
            list: "pronite".into(),
            pass_id: AARAV.to_uppercase(),
            reason: "Fought at the gate".into(),
        }];
        let mut scanner = Scanner::new(&BundleData { blocked, ..bundle() }, "Pronite").unwrap();
        assert_eq!(scan(&mut scanner, &token(AARAV), 0), refused("Blocked from Pronite: Fought at the gate"));
        scanner.set_gate("hostel");
        assert_eq!(scan(&mut scanner, &token(AARAV), 1), ok());
        scanner.set_gate("North");
        assert_eq!(scan(&mut scanner, &token(AARAV), 2), ok());
        // A newer bundle without the block lets them in.
        scanner.set_bundle(&bundle()).unwrap();
        scanner.set_gate("Pronite");
        assert_eq!(scan(&mut scanner, &token(AARAV), 3), ok());
    }

    #[test]
    fn each_list_keeps_its_own_entries() {
        let entries = vec![ListEntry {
            list: "hostel-desk".into(),
            pass_id: "00000000000000CC".into(),
            inside: true,
            at: "2026-11-22T04:42:00Z".into(),
            gate: "hostel".into(),
            by: "asha".into(),
        }];
        let guests = vec![AARAV.into(), MEERA.into(), "00000000000000cc".into()];
        let mut scanner = Scanner::new(&BundleData { entries, guests, ..bundle() }, "hostel").unwrap();
        // Checked in at the fest's gates (the bundle's `used`), not yet at the hostel.
        scanner.set_gate("hostel");
        assert_eq!(
            scan(&mut scanner, &token("00000000000000cc"), 0),
            duplicate("Already checked in at 10:12 at gate hostel by asha.")
        );
        scanner.set_gate("North");
        assert_eq!(
            scan(&mut scanner, &token("00000000000000cc"), 1),
            duplicate("Already checked in at 09:42 at gate North by Ravi K.")
        );

        // Let in at the hostel desk by this device: still to come in at the fest's gates, and the reverse.
        scanner.set_gate("hostel");
        assert_eq!(scan(&mut scanner, &token(AARAV), 2), ok());
        assert_eq!(scan(&mut scanner, &token(AARAV), 3), duplicate("Already checked in at 15:30 on this device."));
        scanner.set_gate("North");
        assert_eq!(scan(&mut scanner, &token(AARAV), 4), ok());
        assert_eq!(scan(&mut scanner, &token(AARAV), 5), duplicate("Already checked in at 15:30 on this device."));
        assert_eq!(scan(&mut scanner, &token(MEERA), 6), ok());
        scanner.set_gate("pronite");
        assert_eq!(scan(&mut scanner, &token(MEERA), 7), ok());

        // The server's confirmations name their list.
        scanner.mark_used("hostel-desk", MEERA, "2026-11-22T10:05:00Z", "Hostel", "Meera");
        scanner.set_gate("hostel");
        assert_eq!(
            scan(&mut scanner, &token(MEERA), 8),
            duplicate("Already checked in at 15:35 at gate Hostel by Meera.")
        );
        scanner.mark_used("hostel-desk", AARAV, "2026-11-22T10:00:01Z", "hostel", "asha");
        assert_eq!(
            scan(&mut scanner, &token(AARAV), 9),
            duplicate("Already checked in at 15:30 at gate hostel by asha.")
        );
        // A newer bundle keeps both what this device let in and what the server confirmed.
        scanner.set_bundle(&BundleData { guests: vec![AARAV.into()], ..bundle() }).unwrap();
        assert_eq!(scan(&mut scanner, &token(AARAV), 10).0, Outcome::Duplicate);
        scanner.set_gate("North");
        assert_eq!(scan(&mut scanner, &token(AARAV), 11).0, Outcome::Duplicate);
        assert_eq!(scan(&mut scanner, &token("00000000000000cc"), 12).0, Outcome::Duplicate);
    }

    #[test]
    fn a_list_that_counts_exits_lets_people_in_and_out() {
        let mut scanner = Scanner::new(&bundle(), "pronite").unwrap();
        assert_eq!(scanner.scan_direction(), Direction::In);
        scanner.set_direction(Direction::Out);
        assert_eq!(scanner.scan_direction(), Direction::Out);
        let verdict = scanner.scan(&token(AARAV), at(0)).unwrap();
        assert_eq!((verdict.outcome, verdict.message.as_str()), (Outcome::Refused, NOT_INSIDE));
        assert_eq!((verdict.list.name.as_str(), verdict.direction), ("Pronite", Direction::Out));

        scanner.set_direction(Direction::In);
        assert_eq!(scan(&mut scanner, &token(AARAV), 1), ok());
        assert_eq!(scan(&mut scanner, &token(AARAV), 2), duplicate("Already inside: in at 15:30 on this device."));
        scanner.set_direction(Direction::Out);
        let verdict = scanner.scan(&token(AARAV), at(3)).unwrap();
        assert_eq!(
            (verdict.outcome, verdict.message.as_str(), verdict.direction),
            (Outcome::Ok, "Checked out.", Direction::Out)
        );
        assert_eq!(scan(&mut scanner, &token(AARAV), 4), refused(NOT_INSIDE));
        scanner.set_direction(Direction::In);
        assert_eq!(scan(&mut scanner, &token(AARAV), 5), ok());
        // Inside the pronite is not checked in at the fest's gates, nor at the mess.
        scanner.set_gate("North");
        assert_eq!(scan(&mut scanner, &token(AARAV), 6), ok());
        scanner.set_gate("mess");
        assert_eq!(scan(&mut scanner, &token(AARAV), 7), ok());
        scanner.set_direction(Direction::Out);
        assert_eq!(scan(&mut scanner, &token(AARAV), 8), out());
        scanner.set_gate("pronite");
        assert_eq!(scan(&mut scanner, &token(AARAV), 9), out());
    }

    #[test]
    fn who_is_inside_comes_from_the_bundle_the_server_and_this_device() {
        let entry = |pass_id: &str, inside: bool, at: &str| ListEntry {
            list: "pronite".into(),
            pass_id: pass_id.into(),
            inside,
            at: at.into(),
            gate: "Pronite".into(),
            by: "asha".into(),
        };
        let entries = vec![entry(AARAV, true, "2026-11-22T04:42:00Z"), entry(MEERA, false, "2026-11-22T04:50:00Z")];
        let mut scanner = Scanner::new(&BundleData { entries, ..bundle() }, "Pronite").unwrap();
        assert_eq!(
            scan(&mut scanner, &token(AARAV), 0),
            duplicate("Already inside: in at 10:12 at gate Pronite by asha.")
        );
        assert_eq!(scan(&mut scanner, &token(MEERA), 1), ok());
        scanner.set_direction(Direction::Out);
        assert_eq!(scan(&mut scanner, &token(AARAV), 2), out());
        // Out on this device, though the bundle still has them inside.
        assert_eq!(scan(&mut scanner, &token(AARAV), 3), refused(NOT_INSIDE));

        // The server confirms an exit, then an entry at another gate of the list.
        scanner.set_direction(Direction::In);
        scanner.mark_entry("pronite", MEERA, false, "2026-11-22T10:00:20Z", "Pronite", "asha");
        assert_eq!(scan(&mut scanner, &token(MEERA), 4), ok());
        scanner.mark_entry("pronite", MEERA, true, "2026-11-22T10:01:00Z", "Stage B", "Om");
        assert_eq!(
            scan(&mut scanner, &token(MEERA), 5),
            duplicate("Already inside: in at 15:31 at gate Stage B by Om.")
        );

        // A newer bundle keeps what this device learnt, unless its own entry is later.
        let entries = vec![entry(AARAV, true, "2026-11-22T04:42:00Z"), entry(MEERA, false, "2026-11-22T10:02:00Z")];
        scanner.set_bundle(&BundleData { entries, ..bundle() }).unwrap();
        assert_eq!(scan(&mut scanner, &token(AARAV), 6), ok(), "this device let them out after 10:12");
        assert_eq!(scan(&mut scanner, &token(MEERA), 7), ok(), "out since, at another gate");
        // An entry whose time cannot be read: what the scanner learnt since counts.
        let entries =
            vec![ListEntry { at: "soon".into(), gate: String::new(), by: String::new(), ..entry(AARAV, true, "") }];
        let mut scanner = Scanner::new(&BundleData { entries, ..bundle() }, "Pronite").unwrap();
        assert_eq!(scan(&mut scanner, &token(AARAV), 0), duplicate("Already inside."));
        scanner.mark_entry("pronite", AARAV, false, "", "", "");
        assert_eq!(scan(&mut scanner, &token(AARAV), 1), ok());
    }
}
