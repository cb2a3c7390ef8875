//! The account's privacy choices: its language (`PUT /account/language`) and its consents
//! (`GET /account/consents`, `POST /account/consents/{id}/withdraw`), signed-in owner only.

use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use chrono::{DateTime, Utc};
use fest_app::services::consents::{self, ConsentRecord};
use fest_shared::consent::{CollectionPoint, Language};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{ApiJson, CurrentUser};
use crate::views::MessageResponse;

#[derive(Deserialize, ToSchema)]
pub struct LanguageBody {
    pub language: Language,
}

/// Keeps the language the account chose ("en" or "hi"): the site, its e-mails and PDFs follow it.
#[utoipa::path(put, path = "/account/language", tag = "user", request_body = LanguageBody, security(("bearer" = [])),
    responses((status = 204, description = "Kept"), (status = 401, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn set_language(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiJson(body): ApiJson<LanguageBody>,
) -> Result<StatusCode, ApiError> {
    fest_app::services::profiles::set_language(&state.ctx, &current.user, body.language).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// A consent the account gave.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsentView {
    pub id: String,
    /// Where it was given.
    pub point: CollectionPoint,
    /// The version of the notice shown (`privacyNotices` gives today's).
    pub notice_version: String,
    pub given_at: DateTime<Utc>,
    pub withdrawn_at: Option<DateTime<Utc>>,
    /// The event of a team's registration.
    pub event_id: Option<String>,
    /// Whether it can be withdrawn here; otherwise a withdrawal's answer says how.
    pub withdrawable: bool,
}

impl From<ConsentRecord> for ConsentView {
    fn from(c: ConsentRecord) -> Self {
        Self {
            id: c.id,
            point: c.point,
            notice_version: c.notice_version,
            given_at: c.given_at,
            withdrawn_at: c.withdrawn_at,
            event_id: c.event_id,
            withdrawable: c.withdrawable,
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct ConsentsResponse {
    pub success: bool,
    pub consents: Vec<ConsentView>,
}

/// The account's consents, newest first.
#[utoipa::path(get, path = "/account/consents", tag = "user", security(("bearer" = [])),
    responses((status = 200, body = ConsentsResponse), (status = 401, body = ErrorBody)))]
pub async fn list_consents(
    State(state): State<AppState>,
    current: CurrentUser,
) -> Result<Json<ConsentsResponse>, ApiError> {
    let consents = consents::of_user(&state.ctx, &current.user.id).await?.into_iter().map(Into::into).collect();
    Ok(Json(ConsentsResponse { success: true, consents }))
}

/// Withdraws a consent: a campus ambassador application still under review is withdrawn and erased with it;
/// for the others the answer (409) says how (delete the account, cancel the registration or the stay).
#[utoipa::path(post, path = "/account/consents/{id}/withdraw", tag = "user", security(("bearer" = [])),
    params(("id" = String, Path, description = "The consent")),
    responses(
        (status = 200, body = MessageResponse), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, description = "Withdrawn already, or withdrawn another way", body = ErrorBody),
    ))]
pub async fn withdraw_consent(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(id): Path<String>,
) -> Result<Json<MessageResponse>, ApiError> {
    let message = consents::withdraw(&state.ctx, &current.user, &id).await?;
    Ok(Json(MessageResponse::ok(message)))
}

/// Where the account stands on the age question.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AgeResponse {
    pub success: bool,
    /// `unknown`, `adult`, `minor_pending` (waiting for the guardian) or `minor_consented`.
    pub status: fest_app::services::guardians::AgeStatus,
    /// Under 18: the parent's or guardian's address.
    pub guardian_email: Option<String>,
    /// Under 18: when the guardian consented.
    pub guardian_consent_at: Option<DateTime<Utc>>,
}

/// The account's answer to the age question.
#[utoipa::path(get, path = "/account/age", tag = "user", security(("bearer" = [])),
    responses((status = 200, body = AgeResponse), (status = 401, body = ErrorBody)))]
pub async fn age(State(state): State<AppState>, current: CurrentUser) -> Result<Json<AgeResponse>, ApiError> {
    use fest_app::services::guardians;
    let row = guardians::of_user(&state.ctx, &current.user.id).await?;
    Ok(Json(AgeResponse {
        success: true,
        status: guardians::status(row.as_ref()),
        guardian_email: row.as_ref().and_then(|r| r.guardian_email.clone()),
        guardian_consent_at: row.and_then(|r| r.guardian_consent_at),
    }))
}

/// Answers the age question: 18 or older, or under 18 with a parent's or guardian's address, who is e-mailed a
/// link to consent (the account cannot register, apply as a CA or book a stay until they have).
#[utoipa::path(put, path = "/account/age", tag = "user", request_body = fest_shared::consent::AgeForm, security(("bearer" = [])),
    responses(
        (status = 200, body = MessageResponse), (status = 401, body = ErrorBody), (status = 422, body = ErrorBody),
        (status = 429, description = "Too many links sent", body = ErrorBody),
    ))]
pub async fn declare_age(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiJson(form): ApiJson<fest_shared::consent::AgeForm>,
) -> Result<Json<MessageResponse>, ApiError> {
    let message = fest_app::services::guardians::declare(&state.ctx, &current.user, &form).await?;
    Ok(Json(MessageResponse::ok(message)))
}

/// Whom a guardian's link asks about.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GuardianRequestView {
    pub success: bool,
    /// The account's name as it shows it.
    pub name: String,
    pub username: String,
    /// The guardian's address the link went to.
    pub guardian_email: String,
}

/// What a guardian's link asks (open, by the link; 404 for a wrong or used link).
#[utoipa::path(get, path = "/guardian-consent/{token}", tag = "privacy",
    params(("token" = String, Path, description = "The link's token")),
    responses((status = 200, body = GuardianRequestView), (status = 404, body = ErrorBody)))]
pub async fn guardian_request(
    State(state): State<AppState>,
    Path(token): Path<String>,
) -> Result<Json<GuardianRequestView>, ApiError> {
    let (row, account) = fest_app::services::guardians::request_of(&state.ctx, &token).await?;
    Ok(Json(GuardianRequestView {
        success: true,
        name: account.display_name().to_owned(),
        username: account.username,
        guardian_email: row.guardian_email.unwrap_or_default(),
    }))
}

/// A guardian consents by their link (once; the account is e-mailed; audited).
#[utoipa::path(post, path = "/guardian-consent/{token}", tag = "privacy",
    params(("token" = String, Path, description = "The link's token")),
    responses((status = 200, body = MessageResponse), (status = 404, body = ErrorBody)))]
pub async fn guardian_consent(
    State(state): State<AppState>,
    Path(token): Path<String>,
) -> Result<Json<MessageResponse>, ApiError> {
    let message = fest_app::services::guardians::consent(&state.ctx, &token).await?;
    Ok(Json(MessageResponse::ok(message)))
}
