//! What the gate scanner decides, without the browser: QR codes out of a greyscale frame, then each token
//! verified with the fest's public key and classified against the check-in bundle (revoked passes, passes
//! already used) and against what this device has already let in.
//!
//! Nothing here touches the DOM or the clock: the caller passes the pixels and the time, so the same code
//! runs in the browser and in the native tests.

use std::collections::{HashMap, HashSet};

use ed25519_dalek::VerifyingKey;
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
/// passes and the passes already used, as the server knew them when the page loaded it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BundleData {
    /// The Ed25519 public key, 32 bytes as base64url.
    pub public_key: String,
    /// Pass ids that no longer admit anyone.
    #[serde(default)]
    pub revoked: Vec<String>,
    /// Passes already checked in.
    #[serde(default)]
    pub used: Vec<UsedPass>,
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

/// A check-in the scanner knows of.
#[derive(Debug, Clone, PartialEq)]
struct CheckIn {
    /// When, in milliseconds since the Unix epoch (None: the time given could not be read).
    at_ms: Option<f64>,
    /// The gate, when known.
    gate: Option<String>,
    /// The volunteer, when known.
    by: Option<String>,
    /// Let in by this device in this session (and not yet confirmed by the server).
    here: bool,
}

impl CheckIn {
    fn from_parts(checked_in_at: &str, gate: &str, by: &str) -> CheckIn {
        let known = |s: &str| Some(s.trim().to_owned()).filter(|s| !s.is_empty());
        CheckIn { at_ms: parse_rfc3339(checked_in_at), gate: known(gate), by: known(by), here: false }
    }

    /// "Already checked in at 10:42 at gate North by Ravi." / "Already checked in at 10:42 on this device."
    fn message(&self, utc_offset_minutes: i32) -> String {
        let mut text = String::from("Already checked in");
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
    /// A valid pass, not revoked, not used: let the holder in.
    Ok,
    /// A valid pass that has been checked in already.
    Duplicate,
    /// A pass the fest has revoked.
    Revoked,
    /// Not a valid pass: another QR code, tampered with, signed by another key, or expired.
    Invalid,
}

impl Outcome {
    /// The value of the scan event's `result` and of `data-last-result`.
    pub fn as_str(self) -> &'static str {
        match self {
            Outcome::Ok => "ok",
            Outcome::Duplicate => "duplicate",
            Outcome::Revoked => "revoked",
            Outcome::Invalid => "invalid",
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

/// The scanner's state for one gate: the bundle, the check-ins it has learnt of since, and the tokens
/// still in front of the camera.
#[derive(Debug, Clone)]
pub struct Scanner {
    key: VerifyingKey,
    revoked: HashSet<String>,
    /// Check-ins from the bundle (replaced with each new bundle).
    used: HashMap<String, CheckIn>,
    /// Check-ins the page has confirmed since (`mark_used`); they outlive a bundle that predates them.
    marked: HashMap<String, CheckIn>,
    /// Passes this device let in during this session.
    here: HashMap<String, CheckIn>,
    /// Tokens by when they were last seen (milliseconds since the epoch).
    recent: HashMap<String, f64>,
    gate: String,
}

impl Scanner {
    /// A scanner for `gate` with `bundle`.
    pub fn new(bundle: &BundleData, gate: &str) -> Result<Scanner, BundleError> {
        let mut scanner = Scanner {
            key: parse_key(&bundle.public_key)?,
            revoked: HashSet::new(),
            used: HashMap::new(),
            marked: HashMap::new(),
            here: HashMap::new(),
            recent: HashMap::new(),
            gate: gate.to_owned(),
        };
        scanner.set_bundle(bundle)?;
        Ok(scanner)
    }

    /// Takes a newer bundle. What this device let in and what the page confirmed since are kept.
    pub fn set_bundle(&mut self, bundle: &BundleData) -> Result<(), BundleError> {
        self.key = parse_key(&bundle.public_key)?;
        self.revoked = bundle.revoked.iter().map(|id| normalise_id(id)).collect();
        self.used = bundle
            .used
            .iter()
            .map(|u| (normalise_id(&u.pass_id), CheckIn::from_parts(&u.checked_in_at, &u.gate, &u.by)))
            .collect();
        Ok(())
    }

    /// The gate this scanner stands at.
    pub fn gate(&self) -> &str {
        &self.gate
    }

    /// Moves the scanner to another gate.
    pub fn set_gate(&mut self, gate: &str) {
        gate.clone_into(&mut self.gate);
    }

    /// Records a check-in the server confirmed (from this device or another gate).
    pub fn mark_used(&mut self, pass_id: &str, checked_in_at: &str, gate: &str, by: &str) {
        self.marked.insert(normalise_id(pass_id), CheckIn::from_parts(checked_in_at, gate, by));
    }

    /// Scans one token read from the camera. Returns None when the same token was already seen within
    /// [`REPEAT_WINDOW_MS`] (the pass is still being held up; every sighting extends the window), else the
    /// verdict; an `Ok` verdict also records the pass as let in here, so the next scan of it is a duplicate.
    pub fn scan(&mut self, token: &str, clock: Clock) -> Option<Verdict> {
        let token = token.trim();
        self.recent.retain(|_, seen| clock.now_ms - *seen < REPEAT_WINDOW_MS);
        if self.recent.insert(token.to_owned(), clock.now_ms).is_some() {
            return None;
        }
        let verdict = self.classify(token, clock);
        if let (Outcome::Ok, Some(id)) = (verdict.outcome, &verdict.pass_id) {
            let check_in = CheckIn { at_ms: Some(clock.now_ms), gate: Some(self.gate.clone()), by: None, here: true };
            self.here.insert(id.clone(), check_in);
        }
        Some(verdict)
    }

    /// The verdict on `token` at `clock`, without remembering anything.
    pub fn classify(&self, token: &str, clock: Clock) -> Verdict {
        let token = token.trim();
        let scanned_at = rfc3339(clock.now_ms);
        let now_s = if clock.now_ms > 0.0 { (clock.now_ms / 1000.0) as u64 } else { 0 };
        let verdict = |outcome, message: String, pass_id: Option<String>, claims| Verdict {
            token: token.to_owned(),
            pass_id,
            outcome,
            message,
            claims,
            scanned_at: scanned_at.clone(),
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
        if let Some(check_in) = self.marked.get(&id).or_else(|| self.used.get(&id)).or_else(|| self.here.get(&id)) {
            let message = check_in.message(clock.utc_offset_minutes);
            return verdict(Outcome::Duplicate, message, Some(id), Some(claims));
        }
        verdict(Outcome::Ok, "Valid pass.".to_owned(), Some(id), Some(claims))
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
}
