//! Announcements: admins write to a segment of the people of the fest; people read theirs on /account and
//! everybody the public ones on the home page. Reminders the organisers switch on: the day before a team's
//! first match, the day before the fest.

use axum::Json;
use axum::extract::{Path, State};
use chrono::{DateTime, Utc};
use fest_app::entities::announcement;
use fest_app::services::announcements::{self, Deliveries, Draft, Segment};
use fest_app::services::reminders::{self, Reminders, SentCounts};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{AdminOnly, ApiJson, CurrentUser};

/// An announcement as people read it.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NoticeView {
    pub id: String,
    pub title: String,
    pub body: String,
    pub sent_at: Option<DateTime<Utc>>,
}

impl From<announcement::Model> for NoticeView {
    fn from(a: announcement::Model) -> Self {
        Self { id: a.id, title: a.title, body: a.body, sent_at: a.sent_at }
    }
}

#[derive(Serialize, ToSchema)]
pub struct NoticesResponse {
    pub success: bool,
    /// Newest first.
    pub notices: Vec<NoticeView>,
}

/// The announcements sent to you, newest first (at most 50).
#[utoipa::path(get, path = "/user/notices", tag = "announcements", security(("bearer" = [])),
    responses((status = 200, body = NoticesResponse), (status = 401, body = ErrorBody)))]
pub async fn my_notices(
    State(state): State<AppState>,
    current: CurrentUser,
) -> Result<Json<NoticesResponse>, ApiError> {
    let notices = announcements::notices(&state.ctx, &current.user).await?;
    Ok(Json(NoticesResponse { success: true, notices: notices.into_iter().map(Into::into).collect() }))
}

/// The public announcements sent, newest first (at most 10; the home page's notices).
#[utoipa::path(get, path = "/announcements", tag = "announcements",
    responses((status = 200, body = NoticesResponse)))]
pub async fn public_notices(State(state): State<AppState>) -> Result<Json<NoticesResponse>, ApiError> {
    let notices = announcements::public(&state.ctx).await?;
    Ok(Json(NoticesResponse { success: true, notices: notices.into_iter().map(Into::into).collect() }))
}

/// An announcement as the organisers see it.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AnnouncementView {
    pub id: String,
    pub title: String,
    pub body: String,
    pub public: bool,
    pub segment: Segment,
    /// `scheduled`, `sending`, `sent` or `cancelled`.
    pub state: String,
    pub send_at: DateTime<Utc>,
    pub sent_at: Option<DateTime<Utc>>,
    /// How many people it was sent to, once sent.
    pub recipients: Option<i32>,
    /// Its e-mails: queued, sent, failed.
    pub deliveries: Deliveries,
    pub created_at: DateTime<Utc>,
}

#[derive(Serialize, ToSchema)]
pub struct AnnouncementsResponse {
    pub success: bool,
    /// Newest first.
    pub announcements: Vec<AnnouncementView>,
}

async fn all(state: &AppState) -> Result<AnnouncementsResponse, ApiError> {
    let announcements = announcements::list(&state.ctx)
        .await?
        .into_iter()
        .map(|(a, segment, deliveries)| AnnouncementView {
            id: a.id,
            title: a.title,
            body: a.body,
            public: a.is_public,
            segment,
            state: a.state,
            send_at: a.send_at,
            sent_at: a.sent_at,
            recipients: a.recipients,
            deliveries,
            created_at: a.created_at,
        })
        .collect();
    Ok(AnnouncementsResponse { success: true, announcements })
}

/// Every announcement with how its e-mails are doing (admins).
#[utoipa::path(get, path = "/admin/announcements", tag = "announcements", security(("bearer" = [])),
    responses((status = 200, body = AnnouncementsResponse), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody)))]
pub async fn list_announcements(
    State(state): State<AppState>,
    _admin: AdminOnly,
) -> Result<Json<AnnouncementsResponse>, ApiError> {
    Ok(Json(all(&state).await?))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReachRequest {
    pub segment: Segment,
}

#[derive(Serialize, ToSchema)]
pub struct ReachResponse {
    pub success: bool,
    /// People the segment reaches now, each counted once.
    pub count: usize,
}

/// How many people a segment reaches now, before sending (admins).
#[utoipa::path(post, path = "/admin/announcements/reach", tag = "announcements", security(("bearer" = [])),
    request_body = ReachRequest,
    responses((status = 200, body = ReachResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 422, body = ErrorBody)))]
pub async fn reach(
    State(state): State<AppState>,
    _admin: AdminOnly,
    ApiJson(body): ApiJson<ReachRequest>,
) -> Result<Json<ReachResponse>, ApiError> {
    let count = announcements::count(&state.ctx, &body.segment).await?;
    Ok(Json(ReachResponse { success: true, count }))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AnnouncementRequest {
    pub title: String,
    pub body: String,
    /// Shown on the home page too.
    #[serde(default)]
    pub public: bool,
    pub segment: Segment,
    /// When to send it; now when absent.
    #[serde(default)]
    pub send_at: Option<DateTime<Utc>>,
}

/// Writes an announcement and sends it now or at `sendAt` (admins; audited). E-mails go out through the
/// mail queue, one after another; each person is written to once.
#[utoipa::path(post, path = "/admin/announcements", tag = "announcements", security(("bearer" = [])),
    request_body = AnnouncementRequest,
    responses((status = 200, body = AnnouncementsResponse), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn create_announcement(
    State(state): State<AppState>,
    admin: AdminOnly,
    ApiJson(body): ApiJson<AnnouncementRequest>,
) -> Result<Json<AnnouncementsResponse>, ApiError> {
    let draft =
        Draft { title: body.title, body: body.body, public: body.public, segment: body.segment, send_at: body.send_at };
    let created = announcements::create(&state.ctx, &admin.0.user, draft).await?;
    if created.send_at <= Utc::now() {
        announcements::spawn_dispatch(&state.ctx);
    }
    Ok(Json(all(&state).await?))
}

/// Cancels an announcement not yet being sent (admins; audited).
#[utoipa::path(delete, path = "/admin/announcements/{id}", tag = "announcements", security(("bearer" = [])),
    params(("id" = String, Path)),
    responses((status = 200, body = AnnouncementsResponse), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, description = "Being sent or sent already", body = ErrorBody)))]
pub async fn cancel_announcement(
    State(state): State<AppState>,
    admin: AdminOnly,
    Path(id): Path<String>,
) -> Result<Json<AnnouncementsResponse>, ApiError> {
    announcements::cancel(&state.ctx, &admin.0.user, &id).await?;
    Ok(Json(all(&state).await?))
}

/// The reminders switched on, their time and texts, and how many were sent.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RemindersResponse {
    pub success: bool,
    pub reminders: Reminders,
    pub sent: SentCounts,
}

async fn reminders_now(state: &AppState, reminders: Reminders) -> Result<RemindersResponse, ApiError> {
    Ok(RemindersResponse { success: true, reminders, sent: reminders::sent_counts(&state.ctx).await? })
}

/// The reminders: the day before a team's first match, and the day before the fest (admins).
#[utoipa::path(get, path = "/admin/reminders", tag = "announcements", security(("bearer" = [])),
    responses((status = 200, body = RemindersResponse), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody)))]
pub async fn get_reminders(
    State(state): State<AppState>,
    _admin: AdminOnly,
) -> Result<Json<RemindersResponse>, ApiError> {
    let current = reminders::settings(state.ctx.db()).await?;
    Ok(Json(reminders_now(&state, current).await?))
}

/// Switches the reminders on or off and sets when they go out on the day before (India time), the fest's
/// first day and the fest reminder's texts (admins; audited). They go out through the mail queue, each once.
#[utoipa::path(put, path = "/admin/reminders", tag = "announcements", security(("bearer" = [])),
    request_body = Reminders,
    responses((status = 200, body = RemindersResponse), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn set_reminders(
    State(state): State<AppState>,
    admin: AdminOnly,
    ApiJson(body): ApiJson<Reminders>,
) -> Result<Json<RemindersResponse>, ApiError> {
    let saved = reminders::set(&state.ctx, &admin.0.user, body).await?;
    Ok(Json(reminders_now(&state, saved).await?))
}
