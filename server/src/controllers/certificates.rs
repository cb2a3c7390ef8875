//! Certificates: each account's own (list, PDF), the public check of one (the page its QR code opens), and
//! the admins' release, list, revocation and archives.

use axum::Json;
use axum::extract::{Path, Query, State};
use axum::response::Response;
use chrono::{DateTime, Utc};
use fest_app::AppError;
use fest_app::entities::certificate;
use fest_app::services::certificates::{self, ArchiveOf, Counts, Filter, Standing};
use fest_shared::EventId;
use fest_shared::certificate::Kind;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::AppState;
use crate::controllers::download::{Disposition, attachment, file};
use crate::controllers::receipts::PdfQuery;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{AdminOnly, ApiJson, CurrentUser};

/// A certificate: what it says, and where its QR code leads.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CertificateView {
    /// 16 lower-case hex digits: the number printed on it.
    pub id: String,
    pub kind: Kind,
    /// "Certificate of participation", "Certificate of merit", "Campus ambassador certificate".
    pub title: String,
    /// The holder's full name.
    pub name: String,
    pub college: String,
    pub event: Option<EventId>,
    pub event_title: Option<String>,
    /// "Captain", "First place in Football (Men)", "12 paid referrals".
    pub detail: String,
    pub issued_at: DateTime<Utc>,
    pub revoked_at: Option<DateTime<Utc>>,
    pub revoked_reason: Option<String>,
    /// What its QR code opens: `/verify/{id}?c={signed token}`.
    pub verify_path: String,
}

impl From<certificate::Model> for CertificateView {
    fn from(c: certificate::Model) -> Self {
        let kind = certificates::kind_of(&c);
        let event = c.event_id.as_deref().and_then(EventId::parse);
        Self {
            verify_path: certificates::verify_path(&c),
            id: c.id,
            kind,
            title: kind.title().to_owned(),
            name: c.holder_name,
            college: c.college,
            event,
            event_title: event.map(|e| e.event().title.to_owned()),
            detail: c.detail,
            issued_at: c.issued_at,
            revoked_at: c.revoked_at,
            revoked_reason: c.revoked_reason,
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct CertificatesResponse {
    pub success: bool,
    pub certificates: Vec<CertificateView>,
}

/// Your certificates: your teams' people's and your own as a campus ambassador, newest first.
#[utoipa::path(get, path = "/user/certificates", tag = "certificates", security(("bearer" = [])),
    responses((status = 200, body = CertificatesResponse), (status = 401, body = ErrorBody)))]
pub async fn my_certificates(
    State(state): State<AppState>,
    me: CurrentUser,
) -> Result<Json<CertificatesResponse>, ApiError> {
    let certificates = certificates::mine(&state.ctx, &me.user).await?.into_iter().map(Into::into).collect();
    Ok(Json(CertificatesResponse { success: true, certificates }))
}

/// One of your certificates as a PDF (404 for anyone else's; 409 once revoked), in your account's language
/// (Hindi or English) or in the one `lang` asks for. The holder's name and college read as they were typed.
#[utoipa::path(get, path = "/user/certificates/{id}/pdf", tag = "certificates", security(("bearer" = [])),
    params(("id" = String, Path, description = "The certificate's number"), PdfQuery),
    responses(
        (status = 200, description = "The certificate (a PDF file)", content_type = "application/pdf"),
        (status = 401, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody),
    ))]
pub async fn certificate_pdf(
    State(state): State<AppState>,
    me: CurrentUser,
    Path(id): Path<String>,
    Query(q): Query<PdfQuery>,
) -> Result<Response, ApiError> {
    let found = certificates::owned(&state.ctx, &me.user, &id).await?;
    let language = q.language().unwrap_or_else(|| fest_app::emails::language_of(&me.user));
    let bytes = certificates::pdf(&state.ctx, &found, language)?;
    file("application/pdf", Disposition::Inline, &format!("certificate-{}.pdf", found.id), "private, no-store", bytes)
}

#[derive(Deserialize, IntoParams)]
pub struct VerifyQuery {
    /// The signed token the certificate's QR code carries: when given, it must be what the fest issued.
    pub c: Option<String>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VerifyResponse {
    pub success: bool,
    pub status: Standing,
    /// What the page says: genuine, revoked (when and why), or edited.
    #[serde(serialize_with = "crate::language::said")]
    pub message: String,
    /// The fest's own record: what the certificate must say.
    pub certificate: CertificateView,
    /// The Ed25519 public key that signs certificates and passes, base64url.
    pub public_key: String,
}

/// Checks a certificate (public; the page its QR code opens): `valid`, `revoked`, or `tampered` when the
/// token given is not what the fest issued (404 when no certificate has the number).
#[utoipa::path(get, path = "/verify/{id}", tag = "certificates", params(("id" = String, Path), VerifyQuery),
    responses((status = 200, body = VerifyResponse), (status = 404, body = ErrorBody)))]
pub async fn verify_certificate(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(q): Query<VerifyQuery>,
) -> Result<Json<VerifyResponse>, ApiError> {
    let checked = certificates::verify(&state.ctx, &id, q.c.as_deref()).await?;
    Ok(Json(VerifyResponse {
        success: true,
        status: checked.status,
        message: checked.message,
        certificate: checked.certificate.into(),
        public_key: state.ctx.pass_key().public_base64(),
    }))
}

#[derive(Serialize, ToSchema)]
pub struct CertificateCounts {
    pub participation: u64,
    pub merit: u64,
    pub ca: u64,
    pub revoked: u64,
}

impl From<Counts> for CertificateCounts {
    fn from(c: Counts) -> Self {
        Self { participation: c.participation, merit: c.merit, ca: c.ca, revoked: c.revoked }
    }
}

#[derive(Deserialize, IntoParams)]
pub struct AdminCertificatesQuery {
    /// `participation`, `merit` or `ca`.
    pub kind: Option<String>,
    pub event: Option<String>,
    pub college: Option<String>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminCertificatesResponse {
    pub success: bool,
    /// Issued so far (revoked ones counted apart).
    pub counts: CertificateCounts,
    /// What a release of each kind would issue now, of the event filtered on or of all (`revoked` is 0).
    pub eligible: CertificateCounts,
    /// The newest matching the filter, at most 50.
    pub certificates: Vec<CertificateView>,
    /// How many match the filter.
    pub total: u64,
}

fn kind_param(kind: Option<&str>) -> Result<Option<Kind>, AppError> {
    match kind.map(str::trim).filter(|k| !k.is_empty()) {
        None => Ok(None),
        Some(k) => {
            Kind::parse(k).map(Some).ok_or_else(|| AppError::field("kind", "Choose participation, merit or ca."))
        }
    }
}

fn event_param(event: Option<&str>) -> Result<Option<EventId>, AppError> {
    match event.map(str::trim).filter(|e| !e.is_empty()) {
        None => Ok(None),
        Some(e) => EventId::parse(e).map(Some).ok_or_else(|| AppError::field("event", "No event has this name.")),
    }
}

/// The certificates issued and to issue, and the newest matching a filter (admins).
#[utoipa::path(get, path = "/admin/certificates", tag = "certificates", security(("bearer" = [])),
    params(AdminCertificatesQuery),
    responses(
        (status = 200, body = AdminCertificatesResponse), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 422, body = ErrorBody),
    ))]
pub async fn admin_certificates(
    State(state): State<AppState>,
    _admin: AdminOnly,
    Query(q): Query<AdminCertificatesQuery>,
) -> Result<Json<AdminCertificatesResponse>, ApiError> {
    let filter =
        Filter { kind: kind_param(q.kind.as_deref())?, event: event_param(q.event.as_deref())?, college: q.college };
    let (rows, total) = certificates::list(&state.ctx, &filter).await?;
    Ok(Json(AdminCertificatesResponse {
        success: true,
        counts: certificates::counts(&state.ctx).await?.into(),
        eligible: certificates::eligible_counts(&state.ctx, filter.event).await?.into(),
        certificates: rows.into_iter().map(Into::into).collect(),
        total,
    }))
}

#[derive(Deserialize, ToSchema)]
pub struct ReleaseRequest {
    pub kind: Kind,
    /// One event's (participation and merit), or every event's when absent.
    pub event: Option<EventId>,
}

#[derive(Serialize, ToSchema)]
pub struct ReleaseResponse {
    pub success: bool,
    /// Issued now.
    pub issued: usize,
    /// Issued before.
    pub already: usize,
    /// Owners e-mailed.
    pub mailed: usize,
}

/// Issues every certificate of a kind not issued yet and e-mails each owner (admins; audited). Run again, it
/// issues only what is new: nobody gets a certificate twice.
#[utoipa::path(post, path = "/admin/certificates/release", tag = "certificates", security(("bearer" = [])),
    request_body = ReleaseRequest,
    responses(
        (status = 200, body = ReleaseResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 422, body = ErrorBody),
    ))]
pub async fn release_certificates(
    State(state): State<AppState>,
    admin: AdminOnly,
    ApiJson(body): ApiJson<ReleaseRequest>,
) -> Result<Json<ReleaseResponse>, ApiError> {
    let done = certificates::release(&state.ctx, &admin.0.user, body.kind, body.event).await?;
    Ok(Json(ReleaseResponse { success: true, issued: done.issued, already: done.already, mailed: done.mailed }))
}

#[derive(Deserialize, ToSchema)]
pub struct RevokeRequest {
    /// Why (required, at most 500 characters; audited).
    pub reason: String,
}

#[derive(Serialize, ToSchema)]
pub struct RevokeResponse {
    pub success: bool,
    pub certificate: CertificateView,
}

/// Revokes a certificate with a reason (admins; audited): its verify page says so from then on.
#[utoipa::path(post, path = "/admin/certificates/{id}/revoke", tag = "certificates", security(("bearer" = [])),
    params(("id" = String, Path)), request_body = RevokeRequest,
    responses(
        (status = 200, body = RevokeResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody),
    ))]
pub async fn revoke_certificate(
    State(state): State<AppState>,
    admin: AdminOnly,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<RevokeRequest>,
) -> Result<Json<RevokeResponse>, ApiError> {
    let revoked = certificates::revoke(&state.ctx, &admin.0.user, &id, &body.reason).await?;
    Ok(Json(RevokeResponse { success: true, certificate: revoked.into() }))
}

#[derive(Deserialize, IntoParams)]
pub struct ArchiveQuery {
    pub event: Option<String>,
    pub college: Option<String>,
}

/// An event's or a college's live certificates as one ZIP of PDFs (admins).
#[utoipa::path(get, path = "/admin/certificates/archive", tag = "certificates", security(("bearer" = [])),
    params(ArchiveQuery),
    responses(
        (status = 200, description = "A ZIP of PDFs", content_type = "application/zip"),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody),
    ))]
pub async fn certificates_archive(
    State(state): State<AppState>,
    _admin: AdminOnly,
    Query(q): Query<ArchiveQuery>,
) -> Result<Response, ApiError> {
    let of = match (event_param(q.event.as_deref())?, q.college.filter(|c| !c.trim().is_empty())) {
        (Some(event), _) => ArchiveOf::Event(event),
        (None, Some(college)) => ArchiveOf::College(college),
        (None, None) => return Err(AppError::field("event", certificates::ARCHIVE_FILTER).into()),
    };
    let (name, bytes) = certificates::archive(&state.ctx, &of).await?;
    attachment("application/zip", &name, bytes)
}
