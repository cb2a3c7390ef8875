//! Verifies Google ID tokens ourselves: RS256 against Google's JSON Web Key Set, keys cached for their
//! Cache-Control lifetime and fetched again when a token names a key id we do not know.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use jsonwebtoken::jwk::JwkSet;
use jsonwebtoken::{Algorithm, DecodingKey, Validation, decode, decode_header};
use serde::Deserialize;
use tokio::sync::Mutex;

use crate::{AppError, Config};

const ISSUERS: [&str; 2] = ["accounts.google.com", "https://accounts.google.com"];
const DEFAULT_MAX_AGE: Duration = Duration::from_secs(3600);
pub const INVALID_CREDENTIAL: &str = "Invalid Google credential";

/// What a verified ID token says about the person.
#[derive(Debug, Clone)]
pub struct GoogleIdentity {
    pub subject: String,
    pub email: String,
    pub name: Option<String>,
}

#[derive(Debug, Deserialize)]
struct Claims {
    sub: String,
    email: Option<String>,
    #[serde(default, deserialize_with = "bool_or_string")]
    email_verified: bool,
    name: Option<String>,
}

fn bool_or_string<'de, D: serde::Deserializer<'de>>(d: D) -> Result<bool, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum B {
        Bool(bool),
        Str(String),
    }
    Ok(match B::deserialize(d)? {
        B::Bool(b) => b,
        B::Str(s) => s == "true",
    })
}

struct Keys {
    by_kid: HashMap<String, DecodingKey>,
    fresh_until: Instant,
}

pub struct GoogleVerifier {
    client_id: Option<String>,
    jwks_url: String,
    http: reqwest::Client,
    keys: Mutex<Option<Keys>>,
}

impl GoogleVerifier {
    pub fn from_config(config: &Config) -> Result<Self, AppError> {
        let http = reqwest::Client::builder()
            .timeout(Duration::from_secs(10))
            .build()
            .map_err(|e| AppError::Config(format!("cannot build the HTTP client: {e}")))?;
        Ok(Self {
            client_id: config.google_client_id.clone().filter(|id| !id.is_empty()),
            jwks_url: config.google_jwks_url.clone(),
            http,
            keys: Mutex::new(None),
        })
    }

    pub fn enabled(&self) -> bool {
        self.client_id.is_some()
    }

    pub async fn verify(&self, credential: &str) -> Result<GoogleIdentity, AppError> {
        let Some(client_id) = &self.client_id else {
            return Err(AppError::BadRequest("Google sign-in is not enabled on this site".into()));
        };
        let header = decode_header(credential).map_err(|_| unauthorized(INVALID_CREDENTIAL))?;
        if header.alg != Algorithm::RS256 {
            return Err(unauthorized(INVALID_CREDENTIAL));
        }
        let kid = header.kid.ok_or_else(|| unauthorized(INVALID_CREDENTIAL))?;
        let key = self.key(&kid).await?.ok_or_else(|| unauthorized(INVALID_CREDENTIAL))?;

        let mut validation = Validation::new(Algorithm::RS256);
        validation.set_audience(&[client_id]);
        validation.set_issuer(&ISSUERS);
        validation.set_required_spec_claims(&["exp", "iss", "aud", "sub"]);
        let claims = decode::<Claims>(credential, &key, &validation)
            .map_err(|e| match e.kind() {
                jsonwebtoken::errors::ErrorKind::ExpiredSignature => {
                    unauthorized("Your Google sign-in has expired. Please try again.")
                }
                _ => unauthorized(INVALID_CREDENTIAL),
            })?
            .claims;
        let email = claims.email.filter(|e| !e.is_empty()).ok_or_else(|| unauthorized(INVALID_CREDENTIAL))?;
        if !claims.email_verified {
            return Err(unauthorized("Your Google e-mail address is not verified"));
        }
        Ok(GoogleIdentity { subject: claims.sub, email: email.to_lowercase(), name: claims.name })
    }

    /// The key with this id: from the cache while fresh, otherwise (or when unknown) from the key set.
    async fn key(&self, kid: &str) -> Result<Option<DecodingKey>, AppError> {
        let mut keys = self.keys.lock().await;
        if let Some(cached) = keys.as_ref() {
            if cached.fresh_until > Instant::now() {
                if let Some(key) = cached.by_kid.get(kid) {
                    return Ok(Some(key.clone()));
                }
            }
        }
        let fetched = self.fetch().await?;
        let key = fetched.by_kid.get(kid).cloned();
        *keys = Some(fetched);
        Ok(key)
    }

    async fn fetch(&self) -> Result<Keys, AppError> {
        let unavailable = |e: reqwest::Error| {
            tracing::error!(error = %e, url = %self.jwks_url, "cannot fetch Google's signing keys");
            AppError::Unavailable("Google sign-in is unavailable right now. Please try again.".into())
        };
        let response =
            self.http.get(&self.jwks_url).send().await.and_then(|r| r.error_for_status()).map_err(unavailable)?;
        let max_age = response
            .headers()
            .get(reqwest::header::CACHE_CONTROL)
            .and_then(|v| v.to_str().ok())
            .and_then(max_age)
            .unwrap_or(DEFAULT_MAX_AGE);
        let set: JwkSet = response.json().await.map_err(unavailable)?;
        let by_kid = set
            .keys
            .iter()
            .filter_map(|jwk| Some((jwk.common.key_id.clone()?, DecodingKey::from_jwk(jwk).ok()?)))
            .collect();
        Ok(Keys { by_kid, fresh_until: Instant::now() + max_age })
    }
}

fn unauthorized(message: &str) -> AppError {
    AppError::Unauthorized(message.to_owned())
}

/// The max-age of a Cache-Control header value.
fn max_age(value: &str) -> Option<Duration> {
    value
        .split(',')
        .filter_map(|d| d.trim().strip_prefix("max-age="))
        .find_map(|s| s.trim().parse::<u64>().ok())
        .map(Duration::from_secs)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn max_age_is_read_from_cache_control() {
        assert_eq!(max_age("public, max-age=21600, must-revalidate"), Some(Duration::from_secs(21600)));
        assert_eq!(max_age("no-store"), None);
    }
}
