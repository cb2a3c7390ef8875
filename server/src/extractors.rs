//! Extractors: the signed-in user and the roles a route needs, the client's address, and JSON bodies whose
//! rejections speak the API's error shape.

use std::marker::PhantomData;
use std::net::SocketAddr;

use axum::extract::rejection::JsonRejection;
use axum::extract::{ConnectInfo, FromRequest, FromRequestParts, Request};
use axum::http::request::Parts;
use axum::http::{StatusCode, header};
use fest_app::entities::user;
use fest_app::roles::Role;
use fest_app::services::accounts::{Client, role_of};
use fest_app::services::rate_limit;
use fest_app::services::sessions::{self, CaApplicationRef};
use serde::de::DeserializeOwned;

use crate::AppState;
use crate::error::ApiError;

/// The bearer token of the request, if any.
pub fn bearer_token(parts: &Parts) -> Option<&str> {
    let value = parts.headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.split_once(' ')?;
    (scheme.eq_ignore_ascii_case("bearer") && !token.trim().is_empty()).then(|| token.trim())
}

/// A request with a valid session (401 otherwise).
pub struct CurrentUser {
    pub user: user::Model,
    /// The account's CA application, read with the session.
    pub ca_application: Option<CaApplicationRef>,
    pub role: Role,
    pub token: String,
}

impl FromRequestParts<AppState> for CurrentUser {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let token =
            bearer_token(parts).ok_or_else(|| ApiError::new(StatusCode::UNAUTHORIZED, sessions::NOT_SIGNED_IN))?;
        let session = sessions::authenticate(&state.ctx, token).await?;
        let role = role_of(&session.user);
        Ok(Self { user: session.user, ca_application: session.ca_application, role, token: token.to_owned() })
    }
}

/// The signed-in user when a bearer token is sent (401 if it is not valid), or nobody.
pub struct MaybeUser(pub Option<CurrentUser>);

impl FromRequestParts<AppState> for MaybeUser {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        if bearer_token(parts).is_none() {
            return Ok(Self(None));
        }
        Ok(Self(Some(CurrentUser::from_request_parts(parts, state).await?)))
    }
}

/// The set of roles a route admits.
pub trait Roles: Send + Sync {
    fn allows(role: Role) -> bool;
}

/// A signed-in user whose role is in `R` (401 without a session, 403 with another role).
pub struct Authorized<R: Roles>(pub CurrentUser, PhantomData<R>);

pub const FORBIDDEN: &str = "You are not authorized to do this.";

impl<R: Roles> FromRequestParts<AppState> for Authorized<R> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let current = CurrentUser::from_request_parts(parts, state).await?;
        if !R::allows(current.role) {
            return Err(ApiError::new(StatusCode::FORBIDDEN, FORBIDDEN));
        }
        Ok(Self(current, PhantomData))
    }
}

/// The staff, as the shared rules say (admins and moderators).
pub struct StaffRoles;
impl Roles for StaffRoles {
    fn allows(role: Role) -> bool {
        role.is_staff()
    }
}
pub struct AdminRoles;
impl Roles for AdminRoles {
    fn allows(role: Role) -> bool {
        role == Role::Admin
    }
}
/// Who checks people in at the gates, as the shared rules say.
pub struct CheckinRoles;
impl Roles for CheckinRoles {
    fn allows(role: Role) -> bool {
        role.can_check_in()
    }
}
/// Who enters match results, as the shared rules say.
pub struct ScorerRoles;
impl Roles for ScorerRoles {
    fn allows(role: Role) -> bool {
        role.can_score()
    }
}
pub struct CaRoles;
impl Roles for CaRoles {
    fn allows(role: Role) -> bool {
        role == Role::Ca
    }
}

/// Admins and moderators.
pub type Staff = Authorized<StaffRoles>;
/// Admins only.
pub type AdminOnly = Authorized<AdminRoles>;
/// Whoever checks people in at the gates: volunteers, moderators and admins.
pub type Gatekeeper = Authorized<CheckinRoles>;
/// Whoever enters match results: scorers, moderators and admins.
pub type Scorer = Authorized<ScorerRoles>;
/// Campus ambassadors only.
pub type CaOnly = Authorized<CaRoles>;

/// The client's address for rate limits: the peer, or behind a trusted proxy (`FEST_TRUSTED_PROXIES`) the
/// rightmost X-Forwarded-For hop that is not a trusted proxy; IPv6 grouped by /64.
pub struct ClientAddr(pub Client);

impl FromRequestParts<AppState> for ClientAddr {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let peer = parts.extensions.get::<ConnectInfo<SocketAddr>>().map(|c| c.0.ip());
        let forwarded: Vec<&str> =
            parts.headers.get_all("x-forwarded-for").iter().filter_map(|v| v.to_str().ok()).collect();
        let address = rate_limit::client_address(peer, &forwarded, &state.ctx.config().trusted_proxies);
        let user_agent =
            parts.headers.get(axum::http::header::USER_AGENT).and_then(|v| v.to_str().ok()).map(str::to_owned);
        Ok(Self(Client { address, user_agent }))
    }
}

/// A JSON body; a missing content type, malformed JSON or a body of the wrong shape is a 4xx in the API's
/// error shape (413 for a body over the limit).
pub struct ApiJson<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequest<S> for ApiJson<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        let value = match axum::Json::<serde_json::Value>::from_request(req, state).await {
            Ok(axum::Json(value)) => value,
            Err(rejection) => return Err(json_rejection(&rejection)),
        };
        // PostgreSQL cannot store a NUL character in text, and no form has a use for one.
        if contains_nul(&value) {
            return Err(ApiError::new(StatusCode::BAD_REQUEST, NUL_MESSAGE));
        }
        crate::plain_words::from_value(value).map(Self)
    }
}

/// The message for text with a NUL character in it.
pub const NUL_MESSAGE: &str = "The request contains a NUL character, which no field accepts.";

fn contains_nul(value: &serde_json::Value) -> bool {
    match value {
        serde_json::Value::String(s) => s.contains('\0'),
        serde_json::Value::Array(items) => items.iter().any(contains_nul),
        serde_json::Value::Object(map) => map.iter().any(|(k, v)| k.contains('\0') || contains_nul(v)),
        _ => false,
    }
}

fn json_rejection(rejection: &JsonRejection) -> ApiError {
    let status = rejection.status();
    let message = match rejection {
        JsonRejection::MissingJsonContentType(_) => "Expected a JSON body (Content-Type: application/json).".to_owned(),
        JsonRejection::JsonSyntaxError(_) => "The request body is not valid JSON.".to_owned(),
        JsonRejection::JsonDataError(_) => "The request body is not accepted.".to_owned(),
        _ if status == StatusCode::PAYLOAD_TOO_LARGE => "The request body is too large.".to_owned(),
        _ => "The request body could not be read.".to_owned(),
    };
    ApiError::new(status, message)
}
