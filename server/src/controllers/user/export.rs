//! GET /api/v1/user/me/export

use axum::Json;
use axum::extract::State;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use chrono::{DateTime, Utc};
use fest_app::AppError;
use fest_app::services::{accommodation, audit, ca, passes, registrations, sessions, waitlist};
use serde::Serialize;
use utoipa::ToSchema;

use crate::AppState;
use crate::controllers::events::waitlist::WaitlistEntryView;
use crate::controllers::passes::mine::PassView;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::CurrentUser;
use crate::views::{CaApplicationView, RegistrationView, UserView};

/// Everything the site holds about an account (India's DPDP Act 2023: the owner may have a copy).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AccountExport {
    pub success: bool,
    pub exported_at: DateTime<Utc>,
    /// The account and its profile, phone included.
    pub account: UserView,
    /// The campus ambassador application, if any.
    pub ca_application: Option<CaApplicationView>,
    /// Every registration the account made, newest first, Aadhaar numbers masked to the last four digits.
    pub registrations: Vec<RegistrationView>,
    /// The fest-day passes of those registrations, one per person.
    pub passes: Vec<PassView>,
    /// The account's waiting-list entries, newest first.
    pub waitlist: Vec<WaitlistEntryView>,
    /// Accommodation bookings.
    pub bookings: Vec<crate::controllers::accommodation::BookingView>,
    /// The account's live sessions.
    pub sessions: Vec<sessions::SessionInfo>,
}

/// Downloads everything the site holds about the signed-in account as JSON (Aadhaar masked). Audited.
#[utoipa::path(get, path = "/user/me/export", tag = "user", security(("bearer" = [])),
    responses(
        (status = 200, description = "A JSON file (Content-Disposition: attachment)", body = AccountExport),
        (status = 401, body = ErrorBody),
    ))]
pub async fn export_account(State(state): State<AppState>, me: CurrentUser) -> Result<Response, ApiError> {
    let ctx = &state.ctx;
    let ca_application = match ca::mine(ctx, &me.user).await {
        Ok(record) => Some(CaApplicationView::from(record)),
        Err(AppError::NotFound(_)) => None,
        Err(e) => return Err(e.into()),
    };
    let registrations = registrations::mine(ctx, &me.user).await?.into_iter().map(RegistrationView::from).collect();
    let passes = crate::controllers::passes::mine::views(ctx, passes::mine(ctx, &me.user.id).await?).await?;
    let waitlist = waitlist::all_mine(ctx, &me.user).await?.into_iter().map(WaitlistEntryView::from).collect();
    let bookings = accommodation::mine(ctx, &me.user).await?.into_iter().map(Into::into).collect();
    let sessions = sessions::list(ctx, &me.user.id, &me.token).await?;
    audit::record(ctx.db(), &me.user, "account.export", &me.user.id, serde_json::json!({})).await?;
    let file = format!(
        "attachment; filename=\"{}-{}-account-{}.json\"",
        fest_shared::fest::FEST.name.to_lowercase(),
        fest_shared::fest::FEST.year,
        me.user.username
    );
    let body = AccountExport {
        success: true,
        exported_at: Utc::now(),
        account: UserView::own(me.user, me.ca_application),
        ca_application,
        registrations,
        passes,
        waitlist,
        bookings,
        sessions,
    };
    Ok(([(header::CONTENT_DISPOSITION, HeaderValue::from_str(&file).map_err(AppError::other)?)], Json(body))
        .into_response())
}
