//! Fest-day passes: who holds one, and the signed token their QR code carries.
//!
//! A token is verified offline, by the gate scanner in the browser and by the server, with the same code:
//! [`verify`] with the fest's Ed25519 public key. It names the pass, the registration, the event, the
//! holder's role and a display name (first name and initial, nothing more personal), and when it stops
//! being valid.
//!
//! The format, version 1 (all integers big-endian), base64url without padding:
//!
//! ```text
//! 0       version = 1
//! 1..9    pass id (8 bytes; shown as 16 lower-case hex digits)
//! 9..25   registration id (a UUID's 16 bytes)
//! 25..29  expiry, seconds since the Unix epoch (u32)
//! 29..    event slug, role key, display name: each one length byte then UTF-8
//! last 64 the Ed25519 signature of every byte before it
//! ```

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use ed25519_dalek::{Signature, Signer as _, SigningKey, Verifier as _, VerifyingKey};
use serde::{Deserialize, Serialize};

use crate::catalogue::EventId;
use crate::registration::{Entry, Person, Registration};

/// The token format this code writes.
pub const VERSION: u8 = 1;
/// Bytes of an Ed25519 signature.
const SIGNATURE_LEN: usize = 64;
/// Bytes before the first length-prefixed field.
const FIXED_LEN: usize = 29;
/// Longest display name kept in a token, in bytes (cut at a character boundary).
pub const MAX_NAME_BYTES: usize = 40;
/// Longest token accepted (a QR code of a sane size holds far more; anything longer is not ours).
pub const MAX_TOKEN_CHARS: usize = 400;

/// The role key of the accompanying coach.
pub const COACH: &str = "coach";
/// The role key of athletics' lead athlete.
pub const LEAD_ATHLETE: &str = "leadAthlete";
/// The role key of an athletics relay runner who is not the lead athlete.
pub const RELAY_RUNNER: &str = "relayRunner";

/// What a pass token says.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct PassClaims {
    /// The pass: 16 lower-case hex digits.
    pub pass_id: String,
    /// The registration (a UUID in its usual text form).
    pub registration_id: String,
    /// The event.
    pub event: EventId,
    /// The holder's role key (`captain`, `players`, `coach`, `leadAthlete`, ...).
    pub role: String,
    /// First name and initial ("Aarav S.").
    pub name: String,
    /// When the pass stops being valid, seconds since the Unix epoch.
    pub expires_at: u32,
}

/// Why a token is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum TokenError {
    /// Not a pass token of a known version (another QR code, a cut-off scan).
    Malformed,
    /// The signature does not match: tampered with, or signed by another key.
    BadSignature,
    /// Signed by us, but past its expiry.
    Expired,
}

impl TokenError {
    /// What the scanner and the server say.
    pub fn message(self) -> &'static str {
        match self {
            TokenError::Malformed => "This is not a fest pass.",
            TokenError::BadSignature => "This pass was not issued by the fest (its signature does not match).",
            TokenError::Expired => "This pass has expired.",
        }
    }
}

impl std::fmt::Display for TokenError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.message())
    }
}

impl std::error::Error for TokenError {}

/// Signs `claims` into a token. Fails only on claims no pass can carry (an id that is not 16 hex digits, a
/// registration id that is not a UUID, a role key over 255 bytes).
pub fn sign(claims: &PassClaims, key: &SigningKey) -> Result<String, TokenError> {
    let mut bytes = Vec::with_capacity(128);
    bytes.push(VERSION);
    bytes.extend_from_slice(&pass_id_bytes(&claims.pass_id).ok_or(TokenError::Malformed)?);
    bytes.extend_from_slice(&uuid_bytes(&claims.registration_id).ok_or(TokenError::Malformed)?);
    bytes.extend_from_slice(&claims.expires_at.to_be_bytes());
    for text in [claims.event.as_str(), claims.role.as_str(), truncate(&claims.name, MAX_NAME_BYTES)] {
        let len = u8::try_from(text.len()).map_err(|_| TokenError::Malformed)?;
        bytes.push(len);
        bytes.extend_from_slice(text.as_bytes());
    }
    let signature = key.sign(&bytes);
    bytes.extend_from_slice(&signature.to_bytes());
    Ok(URL_SAFE_NO_PAD.encode(bytes))
}

/// Reads a token without checking its signature (to say which pass a refused token names).
pub fn read(token: &str) -> Result<PassClaims, TokenError> {
    split(token).map(|(claims, _, _)| claims)
}

/// Verifies a token with the fest's public key at `now` (seconds since the Unix epoch).
pub fn verify(token: &str, public_key: &VerifyingKey, now: u64) -> Result<PassClaims, TokenError> {
    let (claims, signed, signature) = split(token)?;
    public_key.verify(&signed, &signature).map_err(|_| TokenError::BadSignature)?;
    if now >= u64::from(claims.expires_at) {
        return Err(TokenError::Expired);
    }
    Ok(claims)
}

/// The public key from its 32 bytes as base64url (the form `GET /checkin/public-key` serves).
pub fn public_key_from_base64(text: &str) -> Option<VerifyingKey> {
    let bytes: [u8; 32] = URL_SAFE_NO_PAD.decode(text.trim().trim_end_matches('=')).ok()?.try_into().ok()?;
    VerifyingKey::from_bytes(&bytes).ok()
}

/// The public key as base64url without padding.
pub fn public_key_to_base64(key: &VerifyingKey) -> String {
    URL_SAFE_NO_PAD.encode(key.as_bytes())
}

fn split(token: &str) -> Result<(PassClaims, Vec<u8>, Signature), TokenError> {
    let token = token.trim();
    if token.is_empty() || token.len() > MAX_TOKEN_CHARS {
        return Err(TokenError::Malformed);
    }
    let mut bytes = URL_SAFE_NO_PAD.decode(token).map_err(|_| TokenError::Malformed)?;
    if bytes.len() < FIXED_LEN + 3 + SIGNATURE_LEN || bytes[0] != VERSION {
        return Err(TokenError::Malformed);
    }
    let sig_at = bytes.len() - SIGNATURE_LEN;
    let signature: [u8; SIGNATURE_LEN] = bytes[sig_at..].try_into().map_err(|_| TokenError::Malformed)?;
    bytes.truncate(sig_at);
    let pass_id = hex(&bytes[1..9]);
    let registration_id = uuid_text(&bytes[9..25]);
    let expires_at = u32::from_be_bytes(bytes[25..29].try_into().map_err(|_| TokenError::Malformed)?);
    let mut at = FIXED_LEN;
    let mut texts = Vec::with_capacity(3);
    for _ in 0..3 {
        let len = usize::from(*bytes.get(at).ok_or(TokenError::Malformed)?);
        let text = bytes.get(at + 1..at + 1 + len).ok_or(TokenError::Malformed)?;
        texts.push(std::str::from_utf8(text).map_err(|_| TokenError::Malformed)?.to_owned());
        at += 1 + len;
    }
    if at != bytes.len() {
        return Err(TokenError::Malformed);
    }
    let name = texts.pop().unwrap_or_default();
    let role = texts.pop().unwrap_or_default();
    let event = texts.pop().and_then(|slug| EventId::parse(&slug)).ok_or(TokenError::Malformed)?;
    let claims = PassClaims { pass_id, registration_id, event, role, name, expires_at };
    Ok((claims, bytes, Signature::from_bytes(&signature)))
}

pub(crate) fn truncate(text: &str, max: usize) -> &str {
    if text.len() <= max {
        return text;
    }
    let mut end = max;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    &text[..end]
}

pub(crate) fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    bytes.iter().flat_map(|b| [DIGITS[usize::from(b >> 4)] as char, DIGITS[usize::from(b & 15)] as char]).collect()
}

fn hex_bytes<const N: usize>(text: &str) -> Option<[u8; N]> {
    if text.len() != N * 2 || !text.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    let mut out = [0u8; N];
    for (i, byte) in out.iter_mut().enumerate() {
        *byte = u8::from_str_radix(&text[i * 2..i * 2 + 2], 16).ok()?;
    }
    Some(out)
}

/// A pass id's 8 bytes, from its 16 hex digits.
pub fn pass_id_bytes(id: &str) -> Option<[u8; 8]> {
    hex_bytes::<8>(&id.to_ascii_lowercase())
}

/// A pass id (16 lower-case hex digits) from 8 random bytes.
pub fn pass_id(bytes: [u8; 8]) -> String {
    hex(&bytes)
}

fn uuid_bytes(id: &str) -> Option<[u8; 16]> {
    let digits: String = id.chars().filter(|&c| c != '-').collect();
    if id.len() != 36 {
        return None;
    }
    hex_bytes::<16>(&digits.to_ascii_lowercase())
}

fn uuid_text(bytes: &[u8]) -> String {
    let h = hex(bytes);
    format!("{}-{}-{}-{}-{}", &h[0..8], &h[8..12], &h[12..16], &h[16..20], &h[20..32])
}

/// The name a pass shows: the first name and the initial of the last ("Aarav Kumar Singh" -> "Aarav S.").
pub fn display_name(fullname: &str) -> String {
    let mut words = fullname.split_whitespace();
    let Some(first) = words.next() else { return String::new() };
    match words.last().and_then(|w| w.chars().next()) {
        Some(initial) => format!("{first} {}.", initial.to_uppercase()),
        None => first.to_owned(),
    }
}

/// One person who gets a pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Holder<'a> {
    /// The role key: a roster field (`captain`, `players`, ...), [`LEAD_ATHLETE`], [`RELAY_RUNNER`] or
    /// [`COACH`].
    pub role: &'a str,
    /// The person.
    pub person: &'a Person,
}

/// The person a pass issued at place `seq` with `role` and `holder_name` stands for, among a registration's
/// [`holders`] as they are now; `None` when the roster changed since and that place holds someone else.
pub fn holder_of<'a, 'r>(holders: &'a [Holder<'r>], seq: i32, role: &str, holder_name: &str) -> Option<&'a Holder<'r>> {
    let holder = usize::try_from(seq).ok().and_then(|i| holders.get(i))?;
    (holder.role == role && display_name(holder.person.fullname.as_str()) == holder_name).then_some(holder)
}

/// Everyone on a registration who gets a pass, each person once, in a stable order: the roster in the
/// catalogue's role order (or the lead athlete, then each distinct relay runner), then the coach.
pub fn holders(registration: &Registration) -> Vec<Holder<'_>> {
    let mut out: Vec<Holder<'_>> = Vec::new();
    match &registration.entry {
        Entry::Team(team) => {
            let event = registration.event.event();
            let ordered = event.roster.iter().map(|r| r.field);
            let others = team.team.keys().map(String::as_str).filter(|k| event.role(k).is_none());
            for role in ordered.chain(others) {
                for person in team.team.get(role).into_iter().flatten() {
                    out.push(Holder { role, person });
                }
            }
        }
        Entry::Athletics(_) => {
            for (i, person) in registration.people().into_iter().enumerate() {
                out.push(Holder { role: if i == 0 { LEAD_ATHLETE } else { RELAY_RUNNER }, person });
            }
        }
    }
    if let Some(coach) = &registration.coach {
        out.push(Holder { role: COACH, person: coach });
    }
    out
}

/// The title a role key is shown with ("Captain", "Player", "Coach", "Lead athlete", ...).
pub fn role_title(event: EventId, role: &str) -> String {
    match role {
        COACH => "Coach".to_owned(),
        LEAD_ATHLETE => "Lead athlete".to_owned(),
        RELAY_RUNNER => "Relay runner".to_owned(),
        other => event.event().role(other).map_or_else(|| other.to_owned(), |r| r.title.to_owned()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(seed: u8) -> SigningKey {
        SigningKey::from_bytes(&[seed; 32])
    }

    fn claims() -> PassClaims {
        PassClaims {
            pass_id: "00ff10a2b3c4d5e6".into(),
            registration_id: "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b".into(),
            event: EventId::Football,
            role: "players".into(),
            name: "Aarav S.".into(),
            expires_at: 2_000_000_000,
        }
    }

    #[test]
    fn a_signed_token_verifies_and_reads_back() {
        let token = sign(&claims(), &key(7)).unwrap();
        assert!(token.len() < 200, "a small QR code: {} chars", token.len());
        assert_eq!(verify(&token, &key(7).verifying_key(), 1_900_000_000), Ok(claims()));
        assert_eq!(read(&token), Ok(claims()));
    }

    #[test]
    fn a_tampered_token_is_refused() {
        let token = sign(&claims(), &key(7)).unwrap();
        let mut bytes = URL_SAFE_NO_PAD.decode(&token).unwrap();
        // Another role in place of the first byte of "players": same length, signature no longer fits.
        let at = bytes.windows(7).position(|w| w == b"players").unwrap();
        bytes[at] = b'q';
        let forged = URL_SAFE_NO_PAD.encode(&bytes);
        assert_eq!(verify(&forged, &key(7).verifying_key(), 0), Err(TokenError::BadSignature));
        // A flipped bit in the signature.
        let mut bytes = URL_SAFE_NO_PAD.decode(&token).unwrap();
        let last = bytes.len() - 1;
        bytes[last] ^= 1;
        assert_eq!(verify(&URL_SAFE_NO_PAD.encode(&bytes), &key(7).verifying_key(), 0), Err(TokenError::BadSignature));
    }

    #[test]
    fn another_key_is_refused() {
        let token = sign(&claims(), &key(7)).unwrap();
        assert_eq!(verify(&token, &key(8).verifying_key(), 0), Err(TokenError::BadSignature));
    }

    #[test]
    fn an_expired_token_is_refused() {
        let token = sign(&claims(), &key(7)).unwrap();
        assert_eq!(verify(&token, &key(7).verifying_key(), 2_000_000_000), Err(TokenError::Expired));
    }

    #[test]
    fn anything_else_is_malformed() {
        let public = key(7).verifying_key();
        for text in ["", "hello", "https://example.org/", "AAAA", &"A".repeat(500)] {
            assert_eq!(verify(text, &public, 0), Err(TokenError::Malformed), "{text}");
        }
        let token = sign(&claims(), &key(7)).unwrap();
        assert_eq!(verify(&token[..token.len() - 10], &public, 0).unwrap_err(), TokenError::Malformed);
    }

    #[test]
    fn the_public_key_travels_as_base64url() {
        let public = key(3).verifying_key();
        let text = public_key_to_base64(&public);
        assert_eq!(public_key_from_base64(&text), Some(public));
        assert_eq!(public_key_from_base64("not a key"), None);
    }

    #[test]
    fn display_names_keep_a_first_name_and_an_initial() {
        assert_eq!(display_name("Aarav Kumar singh"), "Aarav S.");
        assert_eq!(display_name("  Priya "), "Priya");
        assert_eq!(display_name(""), "");
    }

    #[test]
    fn long_names_are_cut_at_a_character() {
        let mut c = claims();
        c.name = "अ".repeat(30);
        let token = sign(&c, &key(1)).unwrap();
        let back = verify(&token, &key(1).verifying_key(), 0).unwrap();
        assert!(back.name.len() <= MAX_NAME_BYTES && back.name.chars().all(|ch| ch == 'अ'));
    }
}
