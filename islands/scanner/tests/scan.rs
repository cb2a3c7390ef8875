#![allow(clippy::unwrap_used)]

//! The scanner end to end without a browser: a QR code of a real signed pass, drawn into a camera-sized
//! frame with noise, decoded, verified and classified against a check-in bundle.

use ed25519_dalek::SigningKey;
use fest_scanner_island::core::{
    BundleData, Clock, Outcome, REPEAT_WINDOW_MS, Scanner, UsedPass, decode_luma, decode_rgba, parse_rfc3339,
};
use fest_shared::EventId;
use fest_shared::pass::{self, PassClaims, TokenError};
use qrcode::{Color, QrCode};

const ISSUED_KEY: [u8; 32] = [7; 32];
/// 2026-11-22T10:00:00Z, well before the test passes expire.
const NOW_MS: f64 = 1_795_341_600_000.0;
const IST: i32 = 330;

fn key() -> SigningKey {
    SigningKey::from_bytes(&ISSUED_KEY)
}

fn claims(pass_id: &str) -> PassClaims {
    PassClaims {
        pass_id: pass_id.into(),
        registration_id: "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b".into(),
        event: EventId::Football,
        role: "captain".into(),
        name: "Aarav S.".into(),
        expires_at: 2_000_000_000,
    }
}

fn token(pass_id: &str) -> String {
    pass::sign(&claims(pass_id), &key()).unwrap()
}

fn bundle() -> BundleData {
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

fn at(ms_after: f64) -> Clock {
    Clock { now_ms: NOW_MS + ms_after, utc_offset_minutes: IST }
}

/// A small deterministic noise source (no randomness in tests).
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u8 {
        self.0 = self.0.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 56) as u8
    }
}

/// A `width` x `height` greyscale frame: a grey, noisy background with the QR code of `text` drawn at
/// (`left`, `top`), `module` pixels per module, inside its white quiet zone of four modules. Dark modules
/// are a dark grey and light ones an off-white, as a camera sees paper.
fn frame(text: &str, module: usize, left: usize, top: usize, width: usize, height: usize) -> Vec<u8> {
    let code = QrCode::new(text.as_bytes()).unwrap();
    let colors = code.to_colors();
    let n = code.width();
    let quiet = 4;
    let mut noise = Lcg(42);
    let mut image: Vec<u8> = (0..width * height).map(|_| 110 + noise.next() / 8).collect();
    let side = (n + 2 * quiet) * module;
    assert!(left + side <= width && top + side <= height, "the code fits the frame");
    for y in 0..side {
        for x in 0..side {
            let (mx, my) = ((x / module).wrapping_sub(quiet), (y / module).wrapping_sub(quiet));
            let dark = mx < n && my < n && colors[my * n + mx] == Color::Dark;
            let jitter = noise.next() / 16;
            image[(top + y) * width + left + x] = if dark { 30 + jitter } else { 220 + jitter };
        }
    }
    image
}

fn rgba(luma: &[u8]) -> Vec<u8> {
    luma.iter().flat_map(|&v| [v, v, v, 255]).collect()
}

#[test]
fn a_pass_in_a_noisy_camera_frame_is_decoded() {
    let token = token("00000000000000aa");
    let image = frame(&token, 4, 37, 51, 640, 480);
    assert_eq!(decode_luma(640, 480, &image), vec![token]);
}

#[test]
fn a_full_hd_frame_is_shrunk_and_still_decoded() {
    let token = token("00000000000000aa");
    let (w, h) = (1920, 1080);
    let image = frame(&token, 9, 700, 150, w, h);
    assert_eq!(decode_rgba(w, h, &rgba(&image)), vec![token]);
}

/// The frame lit by `light(x, y)` (both 0 to 1 across the frame; 1 is the light the frame was drawn in).
fn lit(mut image: Vec<u8>, width: usize, light: impl Fn(f64, f64) -> f64) -> Vec<u8> {
    let height = image.len() / width;
    for (i, px) in image.iter_mut().enumerate() {
        let l = light((i % width) as f64 / width as f64, (i / width) as f64 / height as f64);
        *px = (f64::from(*px) * l).min(255.0) as u8;
    }
    image
}

#[test]
fn a_pass_in_uneven_light_is_decoded() {
    // (A single threshold for the whole frame loses both of these.)
    let token = token("00000000000000aa");
    let (w, h) = (640, 480);
    // Light falling off steeply to the left, as at a gate lit from one side.
    let shadow = lit(frame(&token, 3, 150, 40, w, h), w, |x, _| 0.08 + 0.92 * x * x);
    assert_eq!(decode_luma(w, h, &shadow), vec![token.clone()]);
    // A lamp's glare on one part of the pass.
    let glare = lit(frame(&token, 4, 150, 40, w, h), w, |x, y| {
        let d = ((x - 0.6).powi(2) + (y - 0.5).powi(2)).sqrt();
        (1.6 - 3.0 * d).clamp(0.15, 1.6)
    });
    assert_eq!(decode_luma(w, h, &glare), vec![token]);
}

#[test]
fn a_frame_without_a_code_decodes_to_nothing() {
    let mut noise = Lcg(7);
    let image: Vec<u8> = (0..320 * 240).map(|_| noise.next()).collect();
    assert!(decode_luma(320, 240, &image).is_empty());
}

#[test]
fn a_valid_pass_is_ok_once_then_a_duplicate_on_this_device() {
    let mut scanner = Scanner::new(&bundle(), "Main").unwrap();
    let token = token("00000000000000aa");
    let image = frame(&token, 4, 100, 60, 640, 480);
    let read = decode_luma(640, 480, &image);

    let first = scanner.scan(&read[0], at(0.0)).unwrap();
    assert_eq!(first.outcome, Outcome::Ok);
    assert_eq!(first.message, "Valid pass.");
    assert_eq!(first.pass_id.as_deref(), Some("00000000000000aa"));
    assert_eq!(first.claims, Some(claims("00000000000000aa")));
    assert_eq!(first.role_title().as_deref(), Some("Captain"));
    assert_eq!(first.event_title(), Some("Football"));
    assert_eq!(first.scanned_at, "2026-11-22T10:00:00.000Z");

    // Shown again after the holder stepped away: already let in, at 15:30 India time.
    let again = scanner.scan(&token, at(REPEAT_WINDOW_MS + 1.0)).unwrap();
    assert_eq!(again.outcome, Outcome::Duplicate);
    assert_eq!(again.message, "Already checked in at 15:30 on this device.");
    assert_eq!(again.claims, Some(claims("00000000000000aa")));
}

#[test]
fn a_token_still_in_view_is_reported_once() {
    let mut scanner = Scanner::new(&bundle(), "Main").unwrap();
    let token = token("00000000000000aa");
    assert_eq!(scanner.scan(&token, at(0.0)).map(|v| v.outcome), Some(Outcome::Ok));
    // Held in front of the camera for six seconds, seen every half second: no new report.
    for i in 1..=12 {
        assert_eq!(scanner.scan(&token, at(f64::from(i) * 500.0)), None, "sighting {i}");
    }
    // Another pass in between is reported at once.
    let other = scanner.scan(&self::token("00000000000000ab"), at(6_100.0)).unwrap();
    assert_eq!(other.outcome, Outcome::Ok);
    // Taken away, shown again more than three seconds after its last sighting.
    let again = scanner.scan(&token, at(6_000.0 + REPEAT_WINDOW_MS)).unwrap();
    assert_eq!(again.outcome, Outcome::Duplicate);
}

#[test]
fn a_pass_used_at_another_gate_is_a_duplicate_with_where_and_who() {
    let mut scanner = Scanner::new(&bundle(), "Main").unwrap();
    let verdict = scanner.scan(&token("00000000000000cc"), at(0.0)).unwrap();
    assert_eq!(verdict.outcome, Outcome::Duplicate);
    assert_eq!(verdict.message, "Already checked in at 09:42 at gate North by Ravi K.");

    scanner.mark_used("fest-gates", "00000000000000DD", "2026-11-22T09:59:00+05:30", "Gate 2", "Meera");
    let verdict = scanner.scan(&token("00000000000000dd"), at(0.0)).unwrap();
    assert_eq!(verdict.outcome, Outcome::Duplicate);
    assert_eq!(verdict.message, "Already checked in at 09:59 at Gate 2 by Meera.");
}

#[test]
fn a_revoked_pass_is_refused_even_when_used() {
    let mut data = bundle();
    data.used.push(UsedPass { pass_id: "00000000000000bb".into(), ..UsedPass::default() });
    let mut scanner = Scanner::new(&data, "Main").unwrap();
    let verdict = scanner.scan(&token("00000000000000bb"), at(0.0)).unwrap();
    assert_eq!(verdict.outcome, Outcome::Revoked);
    assert_eq!(verdict.message, "This pass has been revoked.");
    assert_eq!(verdict.pass_id.as_deref(), Some("00000000000000bb"));
    assert_eq!(verdict.claims.map(|c| c.name).as_deref(), Some("Aarav S."));
}

#[test]
fn invalid_tokens_say_why() {
    let mut scanner = Scanner::new(&bundle(), "Main").unwrap();
    let good = token("00000000000000aa");

    // Signed by another key.
    let forged = pass::sign(&claims("00000000000000ee"), &SigningKey::from_bytes(&[9; 32])).unwrap();
    let verdict = scanner.scan(&forged, at(0.0)).unwrap();
    assert_eq!((verdict.outcome, verdict.message.as_str()), (Outcome::Invalid, TokenError::BadSignature.message()));
    assert_eq!(verdict.pass_id.as_deref(), Some("00000000000000ee"), "the id it claims");
    assert_eq!(verdict.claims, None, "nothing about an unverified holder");

    // Tampered with: one character of the signed part changed.
    let mut tampered = good.clone().into_bytes();
    tampered[20] = if tampered[20] == b'A' { b'B' } else { b'A' };
    let tampered = String::from_utf8(tampered).unwrap();
    let verdict = scanner.scan(&tampered, at(0.0)).unwrap();
    assert_eq!(verdict.outcome, Outcome::Invalid);
    assert!(
        [TokenError::BadSignature.message(), TokenError::Malformed.message()].contains(&verdict.message.as_str()),
        "{}",
        verdict.message
    );

    // Expired: the signature holds, so the holder is shown.
    let mut old = claims("00000000000000ff");
    old.expires_at = 1_700_000_000;
    let verdict = scanner.scan(&pass::sign(&old, &key()).unwrap(), at(0.0)).unwrap();
    assert_eq!((verdict.outcome, verdict.message.as_str()), (Outcome::Invalid, TokenError::Expired.message()));
    assert_eq!(verdict.claims.map(|c| c.name).as_deref(), Some("Aarav S."));

    // Not a pass at all.
    for text in ["https://example.org/", "WIFI:S:fest;T:WPA;P:secret;;", &good[..good.len() - 8]] {
        let verdict = scanner.scan(text, at(0.0)).unwrap();
        assert_eq!((verdict.outcome, verdict.message.as_str()), (Outcome::Invalid, TokenError::Malformed.message()));
        assert_eq!(verdict.pass_id, None);
    }

    // None of these was let in.
    assert_eq!(scanner.scan(&good, at(0.0)).map(|v| v.outcome), Some(Outcome::Ok));
}

#[test]
fn a_new_bundle_keeps_what_this_device_let_in() {
    let mut scanner = Scanner::new(&bundle(), "Main").unwrap();
    let token = token("00000000000000aa");
    assert_eq!(scanner.scan(&token, at(0.0)).map(|v| v.outcome), Some(Outcome::Ok));
    scanner.set_bundle(&BundleData { revoked: vec![], used: vec![], ..bundle() }).unwrap();
    scanner.set_gate("South");
    assert_eq!(scanner.gate(), "South");
    assert_eq!(scanner.scan(&token, at(10_000.0)).map(|v| v.outcome), Some(Outcome::Duplicate));
    // The bundle's own lists are replaced: 0xbb is no longer revoked, 0xcc no longer used.
    assert_eq!(scanner.scan(&self::token("00000000000000bb"), at(10_000.0)).map(|v| v.outcome), Some(Outcome::Ok));
    assert_eq!(scanner.scan(&self::token("00000000000000cc"), at(10_000.0)).map(|v| v.outcome), Some(Outcome::Ok));
}

#[test]
fn a_bundle_with_another_kind_of_key_is_refused() {
    for key in ["", "not a key", "AAAA"] {
        let data = BundleData { public_key: key.into(), ..bundle() };
        assert!(Scanner::new(&data, "Main").is_err(), "{key}");
    }
    // A bundle's time that cannot be read still gives a duplicate, without the time.
    let data = BundleData {
        used: vec![UsedPass {
            pass_id: "00000000000000aa".into(),
            checked_in_at: "soon".into(),
            ..UsedPass::default()
        }],
        ..bundle()
    };
    let mut scanner = Scanner::new(&data, "Main").unwrap();
    let verdict = scanner.scan(&token("00000000000000aa"), at(0.0)).unwrap();
    assert_eq!(verdict.message, "Already checked in.");
    assert!(parse_rfc3339("soon").is_none());
}
