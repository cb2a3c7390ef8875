//! Certificates: what a participation, merit or campus ambassador certificate says, signed with the fest's
//! Ed25519 key (the passes' key) so that the verify page, or anyone with the public key, can tell a real one
//! from an edited one.
//!
//! The signed token travels in the certificate's QR code (`/verify/{id}?c={token}`). Format, version 1, as
//! base64url without padding (integers big-endian):
//!
//! ```text
//! 0       version = 1
//! 1       kind: 1 participation, 2 merit, 3 campus ambassador
//! 2..10   certificate id (8 bytes; shown as 16 lower-case hex digits)
//! 10..14  issued, seconds since the Unix epoch (u32)
//! 14..    name, college, event slug (empty for none), detail: each one length byte then UTF-8
//! last 64 the Ed25519 signature of CONTEXT followed by every byte before it
//! ```
//!
//! The signature covers [`CONTEXT`] before the bytes, so no pass token (signed by the same key without it)
//! can pass for a certificate, nor a certificate for a pass.

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use ed25519_dalek::{Signature, Signer as _, SigningKey, Verifier as _, VerifyingKey};
use serde::{Deserialize, Serialize};

use crate::catalogue::EventId;
use crate::pass::{hex, pass_id_bytes, truncate};

/// The token format this code writes.
pub const VERSION: u8 = 1;
/// What the signature covers before the token's bytes: the signatures of passes and certificates never
/// stand for each other.
pub const CONTEXT: &[u8] = b"fest-certificate-v1\0";
/// Longest name, college and detail kept in a token, in bytes (cut at a character boundary).
pub const MAX_TEXT_BYTES: usize = 120;
/// Longest token accepted.
pub const MAX_TOKEN_CHARS: usize = 800;
const SIGNATURE_LEN: usize = 64;
const FIXED_LEN: usize = 14;

/// What a certificate is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = CertificateKind))]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// Checked in at the fest, or played a match.
    Participation,
    /// A placing in an event's results.
    Merit,
    /// An accepted campus ambassador, with their paid referrals.
    Ca,
}

impl Kind {
    pub const ALL: [Kind; 3] = [Kind::Participation, Kind::Merit, Kind::Ca];

    /// As stored and as the API says it.
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Participation => "participation",
            Kind::Merit => "merit",
            Kind::Ca => "ca",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.as_str() == text)
    }

    /// The certificate's title.
    pub fn title(self) -> &'static str {
        match self {
            Kind::Participation => "Certificate of participation",
            Kind::Merit => "Certificate of merit",
            Kind::Ca => "Campus ambassador certificate",
        }
    }

    fn code(self) -> u8 {
        match self {
            Kind::Participation => 1,
            Kind::Merit => 2,
            Kind::Ca => 3,
        }
    }

    fn of_code(code: u8) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.code() == code)
    }
}

/// "First place", "Second place", "Third place", "4th place", ...
pub fn place_text(place: u32) -> String {
    match place {
        1 => "First place".to_owned(),
        2 => "Second place".to_owned(),
        3 => "Third place".to_owned(),
        n => format!("{n}th place"),
    }
}

/// "1 paid referral", "12 paid referrals".
pub fn referrals_text(count: u64) -> String {
    if count == 1 { "1 paid referral".to_owned() } else { format!("{count} paid referrals") }
}

/// What a certificate says.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct CertificateClaims {
    /// 16 lower-case hex digits.
    pub id: String,
    pub kind: Kind,
    /// The holder's full name.
    pub name: String,
    pub college: String,
    /// The event (none for a campus ambassador).
    pub event: Option<EventId>,
    /// The role, the place or the referrals: "Captain", "First place", "12 paid referrals".
    pub detail: String,
    /// When it was issued, seconds since the Unix epoch.
    pub issued_at: u32,
}

impl CertificateClaims {
    /// The claims as a token keeps them: each text cut to [`MAX_TEXT_BYTES`].
    pub fn kept(&self) -> Self {
        Self {
            name: truncate(&self.name, MAX_TEXT_BYTES).to_owned(),
            college: truncate(&self.college, MAX_TEXT_BYTES).to_owned(),
            detail: truncate(&self.detail, MAX_TEXT_BYTES).to_owned(),
            ..self.clone()
        }
    }
}

/// Why a token is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum CertificateError {
    /// Not a certificate token (another code, a cut-off link).
    Malformed,
    /// The signature does not match: edited, or signed by another key.
    BadSignature,
}

impl CertificateError {
    pub fn message(self) -> &'static str {
        match self {
            CertificateError::Malformed => "This is not a certificate of the fest.",
            CertificateError::BadSignature => {
                "This certificate's data was changed after the fest signed it (its signature does not match)."
            }
        }
    }
}

impl std::fmt::Display for CertificateError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.message())
    }
}

impl std::error::Error for CertificateError {}

/// Signs `claims` into a token (texts cut to [`MAX_TEXT_BYTES`]). Fails only on an id that is not 16 hex
/// digits.
pub fn sign(claims: &CertificateClaims, key: &SigningKey) -> Result<String, CertificateError> {
    let mut bytes = Vec::with_capacity(256);
    bytes.push(VERSION);
    bytes.push(claims.kind.code());
    bytes.extend_from_slice(&pass_id_bytes(&claims.id).ok_or(CertificateError::Malformed)?);
    bytes.extend_from_slice(&claims.issued_at.to_be_bytes());
    let event = claims.event.map_or("", |e| e.as_str());
    for text in [claims.name.as_str(), claims.college.as_str(), event, claims.detail.as_str()] {
        let text = truncate(text, MAX_TEXT_BYTES);
        bytes.push(u8::try_from(text.len()).map_err(|_| CertificateError::Malformed)?);
        bytes.extend_from_slice(text.as_bytes());
    }
    let signature = key.sign(&[CONTEXT, &bytes].concat());
    bytes.extend_from_slice(&signature.to_bytes());
    Ok(URL_SAFE_NO_PAD.encode(bytes))
}

/// Reads a token without checking its signature.
pub fn read(token: &str) -> Result<CertificateClaims, CertificateError> {
    split(token).map(|(claims, _, _)| claims)
}

/// Verifies a token with the fest's public key: what the certificate says, or why it is refused.
pub fn verify(token: &str, public_key: &VerifyingKey) -> Result<CertificateClaims, CertificateError> {
    let (claims, signed, signature) = split(token)?;
    public_key.verify(&[CONTEXT, &signed].concat(), &signature).map_err(|_| CertificateError::BadSignature)?;
    Ok(claims)
}

fn split(token: &str) -> Result<(CertificateClaims, Vec<u8>, Signature), CertificateError> {
    let token = token.trim();
    if token.is_empty() || token.len() > MAX_TOKEN_CHARS {
        return Err(CertificateError::Malformed);
    }
    let mut bytes = URL_SAFE_NO_PAD.decode(token).map_err(|_| CertificateError::Malformed)?;
    if bytes.len() < FIXED_LEN + 4 + SIGNATURE_LEN || bytes[0] != VERSION {
        return Err(CertificateError::Malformed);
    }
    let sig_at = bytes.len() - SIGNATURE_LEN;
    let signature: [u8; SIGNATURE_LEN] = bytes[sig_at..].try_into().map_err(|_| CertificateError::Malformed)?;
    bytes.truncate(sig_at);
    let kind = Kind::of_code(bytes[1]).ok_or(CertificateError::Malformed)?;
    let id = hex(&bytes[2..10]);
    let issued_at = u32::from_be_bytes(bytes[10..14].try_into().map_err(|_| CertificateError::Malformed)?);
    let mut at = FIXED_LEN;
    let mut texts = Vec::with_capacity(4);
    for _ in 0..4 {
        let len = usize::from(*bytes.get(at).ok_or(CertificateError::Malformed)?);
        let text = bytes.get(at + 1..at + 1 + len).ok_or(CertificateError::Malformed)?;
        texts.push(std::str::from_utf8(text).map_err(|_| CertificateError::Malformed)?.to_owned());
        at += 1 + len;
    }
    if at != bytes.len() {
        return Err(CertificateError::Malformed);
    }
    let detail = texts.pop().unwrap_or_default();
    let event = match texts.pop().unwrap_or_default() {
        slug if slug.is_empty() => None,
        slug => Some(EventId::parse(&slug).ok_or(CertificateError::Malformed)?),
    };
    let college = texts.pop().unwrap_or_default();
    let name = texts.pop().unwrap_or_default();
    let claims = CertificateClaims { id, kind, name, college, event, detail, issued_at };
    Ok((claims, bytes, Signature::from_bytes(&signature)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key() -> SigningKey {
        SigningKey::from_bytes(&[7u8; 32])
    }

    fn claims() -> CertificateClaims {
        CertificateClaims {
            id: "0123456789abcdef".into(),
            kind: Kind::Merit,
            name: "Aarav Kumar Singh".into(),
            college: "Indian Institute of Technology Patna".into(),
            event: EventId::parse("cricket"),
            detail: place_text(1),
            issued_at: 1_790_000_000,
        }
    }

    #[test]
    fn a_signed_certificate_verifies_as_what_it_says() {
        let token = sign(&claims(), &key()).expect("signs");
        assert_eq!(verify(&token, &key().verifying_key()), Ok(claims()));
        let ca = CertificateClaims { kind: Kind::Ca, event: None, detail: referrals_text(12), ..claims() };
        let token = sign(&ca, &key()).expect("signs");
        assert_eq!(verify(&token, &key().verifying_key()), Ok(ca));
    }

    #[test]
    fn an_edited_certificate_is_refused() {
        let token = sign(&claims(), &key()).expect("signs");
        let mut bytes = URL_SAFE_NO_PAD.decode(&token).expect("base64url");
        // "Aarav" -> "Barav": the name's first byte.
        bytes[FIXED_LEN + 1] = b'B';
        let edited = URL_SAFE_NO_PAD.encode(&bytes);
        assert_eq!(read(&edited).expect("reads").name, "Barav Kumar Singh");
        assert_eq!(verify(&edited, &key().verifying_key()), Err(CertificateError::BadSignature));
        let other = SigningKey::from_bytes(&[8u8; 32]);
        assert_eq!(verify(&token, &other.verifying_key()), Err(CertificateError::BadSignature));
        assert_eq!(verify("not a token", &key().verifying_key()), Err(CertificateError::Malformed));
        assert_eq!(verify(&token[..token.len() - 3], &key().verifying_key()), Err(CertificateError::Malformed));
    }

    #[test]
    fn a_pass_signature_never_stands_for_a_certificate() {
        // The certificate's bytes signed without the context, as a pass is signed.
        let token = sign(&claims(), &key()).expect("signs");
        let mut bytes = URL_SAFE_NO_PAD.decode(&token).expect("base64url");
        let at = bytes.len() - SIGNATURE_LEN;
        let bare = key().sign(&bytes[..at]);
        bytes[at..].copy_from_slice(&bare.to_bytes());
        assert_eq!(
            verify(&URL_SAFE_NO_PAD.encode(&bytes), &key().verifying_key()),
            Err(CertificateError::BadSignature)
        );
    }

    #[test]
    fn long_texts_are_cut_at_a_character_boundary() {
        let long = CertificateClaims { name: "ई".repeat(100), ..claims() };
        let token = sign(&long, &key()).expect("signs");
        let read = verify(&token, &key().verifying_key()).expect("verifies");
        assert_eq!(read, long.kept());
        assert_eq!(read.name.chars().count(), 40);
        assert!(token.len() <= MAX_TOKEN_CHARS);
    }

    #[test]
    fn kinds_and_texts() {
        for kind in Kind::ALL {
            assert_eq!(Kind::parse(kind.as_str()), Some(kind));
        }
        assert_eq!(place_text(2), "Second place");
        assert_eq!(place_text(4), "4th place");
        assert_eq!(referrals_text(1), "1 paid referral");
    }
}
