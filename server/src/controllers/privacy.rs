//! The DPDP Act's duties: the grievance officer (`GET /grievance-officer`, `POST /grievances`, open) and the
//! admin area's registers (`/admin/grievances`, `/admin/breaches`: admins only, changes audited).

use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use chrono::{DateTime, Utc};
use fest_app::services::privacy::breaches::{self, BreachInput, BreachRecord};
use fest_app::services::privacy::grievances::{self, GrievanceRecord};
use fest_shared::privacy::{GrievanceForm, GrievanceKind, RESPONSE_DAYS};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{AdminOnly, ApiJson, ClientAddr, MaybeUser};

/// Who answers grievances about personal data, and how soon.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GrievanceOfficerResponse {
    pub success: bool,
    /// The officer's name, when the organisers gave one.
    pub name: Option<String>,
    pub email: String,
    pub address: Option<String>,
    /// Days within which every grievance is answered.
    pub response_days: u64,
}

/// The grievance officer's contact (open).
#[utoipa::path(get, path = "/grievance-officer", tag = "privacy", responses((status = 200, body = GrievanceOfficerResponse)))]
pub async fn officer(State(state): State<AppState>) -> Json<GrievanceOfficerResponse> {
    let officer = grievances::officer(&state.ctx);
    Json(GrievanceOfficerResponse {
        success: true,
        name: officer.name,
        email: officer.email,
        address: officer.address,
        response_days: RESPONSE_DAYS,
    })
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GrievanceReceived {
    pub success: bool,
    /// What the sender quotes: `GRV-` and six letters and digits.
    pub reference: String,
    /// The last day to answer it (`YYYY-MM-DD`, India).
    pub due_on: String,
    /// Where the answer goes.
    pub email: String,
}

/// Sends a grievance to the grievance officer (open; linked to the account when signed in). The sender is
/// e-mailed an acknowledgement with the reference and the last day to answer, the officer a notice.
#[utoipa::path(post, path = "/grievances", tag = "privacy", request_body = GrievanceForm,
    responses(
        (status = 201, body = GrievanceReceived), (status = 422, body = ErrorBody),
        (status = 429, description = "Too many grievances from this client", body = ErrorBody),
    ))]
pub async fn submit(
    State(state): State<AppState>,
    MaybeUser(sender): MaybeUser,
    ClientAddr(client): ClientAddr,
    ApiJson(form): ApiJson<GrievanceForm>,
) -> Result<(StatusCode, Json<GrievanceReceived>), ApiError> {
    // Acknowledged in the sender's account's language, or (a visitor) the language the request asked for.
    let requested = crate::language::current();
    let row = grievances::submit(&state.ctx, &form, sender.as_ref().map(|s| &s.user), &client, requested).await?;
    Ok((
        StatusCode::CREATED,
        Json(GrievanceReceived { success: true, reference: row.reference, due_on: row.due_on, email: row.email }),
    ))
}

/// A grievance in the admin area.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GrievanceView {
    pub id: String,
    pub reference: String,
    pub name: String,
    pub email: String,
    pub kind: GrievanceKind,
    pub message: String,
    pub received_at: DateTime<Utc>,
    /// The last day to answer it (`YYYY-MM-DD`, India).
    pub due_on: String,
    /// Days until `dueOn` by India's date (negative: overdue); null once answered.
    pub days_left: Option<i64>,
    pub overdue: bool,
    /// `open` or `answered`.
    pub status: String,
    pub answer: Option<String>,
    pub answered_at: Option<DateTime<Utc>>,
    /// The admin who answered it (username).
    pub answered_by: Option<String>,
}

impl GrievanceView {
    fn of(r: GrievanceRecord, now: DateTime<Utc>) -> Self {
        let days_left = r.days_left(now);
        let overdue = r.overdue(now);
        Self {
            id: r.row.id,
            reference: r.row.reference,
            name: r.row.name,
            email: r.row.email,
            kind: r.kind,
            message: r.message,
            received_at: r.row.received_at,
            due_on: r.row.due_on,
            days_left,
            overdue,
            status: r.row.status,
            answer: r.answer,
            answered_at: r.row.answered_at,
            answered_by: r.answered_by,
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct GrievancesResponse {
    pub success: bool,
    /// Open ones first, soonest due first; then answered ones, latest first.
    pub grievances: Vec<GrievanceView>,
    pub open: usize,
    pub overdue: usize,
}

/// Every grievance with its deadline (admins).
#[utoipa::path(get, path = "/admin/grievances", tag = "admin", operation_id = "admin_grievances", security(("bearer" = [])),
    responses((status = 200, body = GrievancesResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn grievances(
    State(state): State<AppState>,
    _admin: AdminOnly,
) -> Result<Json<GrievancesResponse>, ApiError> {
    let now = Utc::now();
    let grievances: Vec<GrievanceView> =
        grievances::all(&state.ctx).await?.into_iter().map(|r| GrievanceView::of(r, now)).collect();
    let open = grievances.iter().filter(|g| g.status == grievances::OPEN).count();
    let overdue = grievances.iter().filter(|g| g.overdue).count();
    Ok(Json(GrievancesResponse { success: true, grievances, open, overdue }))
}

#[derive(Deserialize, ToSchema)]
pub struct AnswerBody {
    pub answer: String,
}

#[derive(Serialize, ToSchema)]
pub struct GrievanceResponse {
    pub success: bool,
    pub grievance: GrievanceView,
}

/// Answers a grievance once (admins; audited): the answer is e-mailed to the sender.
#[utoipa::path(post, path = "/admin/grievances/{id}/answer", tag = "admin", operation_id = "answer_grievance", request_body = AnswerBody, security(("bearer" = [])),
    params(("id" = String, Path, description = "The grievance's id")),
    responses(
        (status = 200, body = GrievanceResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, description = "Answered already", body = ErrorBody),
        (status = 422, body = ErrorBody),
    ))]
pub async fn answer(
    State(state): State<AppState>,
    admin: AdminOnly,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<AnswerBody>,
) -> Result<Json<GrievanceResponse>, ApiError> {
    let record = grievances::answer(&state.ctx, &admin.0.user, &id, &body.answer).await?;
    Ok(Json(GrievanceResponse { success: true, grievance: GrievanceView::of(record, Utc::now()) }))
}

/// An entry of the breach register.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BreachView {
    pub id: String,
    pub summary: String,
    pub personal_data: String,
    pub people_affected: Option<i64>,
    pub occurred_at: Option<DateTime<Utc>>,
    pub discovered_at: DateTime<Utc>,
    pub board_told_at: Option<DateTime<Utc>>,
    pub people_told_at: Option<DateTime<Utc>>,
    pub actions: String,
    /// When the full report to the Data Protection Board is due: 72 hours after it was discovered.
    pub board_due_at: DateTime<Utc>,
    /// Not reported to the Board, and past `boardDueAt`.
    pub board_overdue: bool,
    /// The admin who recorded it (username).
    pub recorded_by: Option<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl BreachView {
    fn of(r: BreachRecord, now: DateTime<Utc>) -> Self {
        let board_due_at = r.board_due_at();
        let board_overdue = r.board_overdue(now);
        Self {
            id: r.row.id,
            summary: r.row.summary,
            personal_data: r.row.personal_data,
            people_affected: r.row.people_affected,
            occurred_at: r.row.occurred_at,
            discovered_at: r.row.discovered_at,
            board_told_at: r.row.board_told_at,
            people_told_at: r.row.people_told_at,
            actions: r.row.actions,
            board_due_at,
            board_overdue,
            recorded_by: r.recorded_by,
            created_at: r.row.created_at,
            updated_at: r.row.updated_at,
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct BreachesResponse {
    pub success: bool,
    /// Latest discovered first.
    pub breaches: Vec<BreachView>,
}

#[derive(Serialize, ToSchema)]
pub struct BreachResponse {
    pub success: bool,
    pub breach: BreachView,
}

/// The breach register (admins).
#[utoipa::path(get, path = "/admin/breaches", tag = "admin", operation_id = "admin_breaches", security(("bearer" = [])),
    responses((status = 200, body = BreachesResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn breaches(State(state): State<AppState>, _admin: AdminOnly) -> Result<Json<BreachesResponse>, ApiError> {
    let now = Utc::now();
    let breaches = breaches::all(&state.ctx).await?.into_iter().map(|r| BreachView::of(r, now)).collect();
    Ok(Json(BreachesResponse { success: true, breaches }))
}

/// Records a breach (admins; audited).
#[utoipa::path(post, path = "/admin/breaches", tag = "admin", operation_id = "record_breach", request_body = BreachInput, security(("bearer" = [])),
    responses(
        (status = 201, body = BreachResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 422, body = ErrorBody),
    ))]
pub async fn record_breach(
    State(state): State<AppState>,
    admin: AdminOnly,
    ApiJson(body): ApiJson<BreachInput>,
) -> Result<(StatusCode, Json<BreachResponse>), ApiError> {
    let record = breaches::record(&state.ctx, &admin.0.user, &body).await?;
    Ok((StatusCode::CREATED, Json(BreachResponse { success: true, breach: BreachView::of(record, Utc::now()) })))
}

/// Updates an entry of the breach register, e.g. when the Board or the people were told (admins; audited
/// with what it was before). Entries are never deleted.
#[utoipa::path(put, path = "/admin/breaches/{id}", tag = "admin", operation_id = "update_breach", request_body = BreachInput, security(("bearer" = [])),
    params(("id" = String, Path, description = "The entry's id")),
    responses(
        (status = 200, body = BreachResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 422, body = ErrorBody),
    ))]
pub async fn update_breach(
    State(state): State<AppState>,
    admin: AdminOnly,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<BreachInput>,
) -> Result<Json<BreachResponse>, ApiError> {
    let record = breaches::update(&state.ctx, &admin.0.user, &id, &body).await?;
    Ok(Json(BreachResponse { success: true, breach: BreachView::of(record, Utc::now()) }))
}

/// That an account's personal data was erased: the account's id only, why and when.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ErasureView {
    pub id: String,
    pub user_id: String,
    /// `request` (the owner deleted the account) or `retention` (kept as long as the notice said).
    pub reason: String,
    /// When the owner was told it was coming (retention only).
    pub noticed_at: Option<DateTime<Utc>>,
    /// When it was done; none while the notice runs.
    pub erased_at: Option<DateTime<Utc>>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ErasuresResponse {
    pub success: bool,
    /// The day from which accounts are erased at the end of their retention (none: kept until erased by hand).
    pub erase_from: Option<DateTime<Utc>>,
    pub erasures: Vec<ErasureView>,
}

/// The record of erasures (admins): newest first, at most 1,000.
#[utoipa::path(get, path = "/admin/erasures", tag = "admin", operation_id = "admin_erasures", security(("bearer" = [])),
    responses((status = 200, body = ErasuresResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn erasures(State(state): State<AppState>, _admin: AdminOnly) -> Result<Json<ErasuresResponse>, ApiError> {
    use fest_app::services::retention;
    let erasures = retention::register(&state.ctx)
        .await?
        .into_iter()
        .map(|e| ErasureView {
            id: e.id,
            user_id: e.user_id,
            reason: e.reason,
            noticed_at: e.noticed_at,
            erased_at: e.erased_at,
        })
        .collect();
    Ok(Json(ErasuresResponse { success: true, erase_from: retention::erase_from(&state.ctx), erasures }))
}

/// What the fest holds about a team member, as their own link shows it (phone and Aadhaar masked).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MemberDataView {
    pub success: bool,
    pub pass_id: String,
    pub registration_id: String,
    pub event_id: String,
    pub role: String,
    pub fullname: String,
    pub email: String,
    /// All but the last four digits masked.
    pub phone: String,
    /// All but the last four digits masked.
    pub aadhaar: String,
    pub college_id: Option<String>,
    pub college_name: String,
    /// Who gave the data (the team's captain).
    pub registered_by: String,
    /// Whether the pass still counts.
    pub pass_live: bool,
    /// Days within which a request is answered.
    pub response_days: u64,
}

/// A team member's own data, by the link in their pass e-mail (open; 404 for a wrong link or data no longer
/// held).
#[utoipa::path(get, path = "/member-data/{token}", tag = "privacy",
    params(("token" = String, Path, description = "The link's token: the pass, a dash and its MAC")),
    responses((status = 200, body = MemberDataView), (status = 404, body = ErrorBody)))]
pub async fn member_data(
    State(state): State<AppState>,
    Path(token): Path<String>,
) -> Result<Json<MemberDataView>, ApiError> {
    let d = fest_app::services::privacy::member_data::find(&state.ctx, &token).await?;
    Ok(Json(MemberDataView {
        success: true,
        pass_id: d.pass_id,
        registration_id: d.registration_id,
        event_id: d.event_id,
        role: d.role,
        fullname: d.fullname,
        email: d.email,
        phone: d.phone,
        aadhaar: d.aadhaar,
        college_id: d.college_id,
        college_name: d.college_name,
        registered_by: d.registered_by,
        pass_live: d.pass_live,
        response_days: RESPONSE_DAYS,
    }))
}

/// A team member's request about their data.
#[derive(Deserialize, ToSchema)]
pub struct MemberRequest {
    /// `correction`, `erasure`, `consent` (withdraw it, or object), `access` or `other`.
    pub kind: GrievanceKind,
    pub message: String,
}

/// A team member asks, by their link, to correct or erase their data or withdraws their consent: a grievance
/// in their name (the pass and registration named), answered within 90 days and acknowledged by e-mail.
#[utoipa::path(post, path = "/member-data/{token}/requests", tag = "privacy", request_body = MemberRequest,
    params(("token" = String, Path, description = "The link's token: the pass, a dash and its MAC")),
    responses(
        (status = 201, body = GrievanceReceived), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody),
        (status = 429, description = "Too many requests from this client", body = ErrorBody),
    ))]
pub async fn member_request(
    State(state): State<AppState>,
    ClientAddr(client): ClientAddr,
    Path(token): Path<String>,
    ApiJson(body): ApiJson<MemberRequest>,
) -> Result<(StatusCode, Json<GrievanceReceived>), ApiError> {
    // The team member has no account: acknowledged in the language the request asked for.
    let requested = crate::language::current();
    let row = fest_app::services::privacy::member_data::request(
        &state.ctx,
        &token,
        body.kind,
        &body.message,
        &client,
        requested,
    )
    .await?;
    Ok((
        StatusCode::CREATED,
        Json(GrievanceReceived { success: true, reference: row.reference, due_on: row.due_on, email: row.email }),
    ))
}
