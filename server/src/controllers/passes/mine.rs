//! GET /api/v1/passes

use axum::Json;
use axum::extract::State;
use chrono::{DateTime, Utc};
use fest_app::services::{accommodation, passes};
use fest_shared::EventId;
use serde::Serialize;
use utoipa::ToSchema;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::CurrentUser;

/// One person's pass.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PassView {
    /// 16 hex digits.
    pub id: String,
    /// What the QR code carries: signed, verified offline at the gate.
    pub token: String,
    pub registration_id: String,
    pub event: EventId,
    /// The role key (`captain`, `players`, `coach`, `leadAthlete`, ...).
    pub role: String,
    /// "Captain", "Player", "Coach", ...
    pub role_title: String,
    /// First name and initial, as the pass shows it.
    pub name: String,
    /// When the holder was checked in (null: not yet).
    pub checked_in_at: Option<DateTime<Utc>>,
    /// At which gate.
    pub gate: Option<String>,
    /// The registration no longer counts: the pass does not open the gate.
    pub revoked: bool,
    /// The holder's paid stay at the hostel, if one is booked.
    pub stay: Option<PassStayView>,
}

/// A pass holder's stay at the hostel.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PassStayView {
    pub block: fest_shared::accommodation::Block,
    /// The first night (`YYYY-MM-DD`).
    pub check_in: String,
    /// The day they leave (`YYYY-MM-DD`).
    pub check_out: String,
    pub nights: u32,
    /// When the hostel desk checked them in (null: not yet).
    pub checked_in_at: Option<DateTime<Utc>>,
}

#[derive(Serialize, ToSchema)]
pub struct PassesResponse {
    pub success: bool,
    pub passes: Vec<PassView>,
}

/// The passes of every registration the signed-in user made: one per person, newest registration first.
#[utoipa::path(get, path = "/passes", tag = "passes", security(("bearer" = [])),
    responses((status = 200, body = PassesResponse), (status = 401, body = ErrorBody)))]
pub async fn mine(State(state): State<AppState>, user: CurrentUser) -> Result<Json<PassesResponse>, ApiError> {
    let passes = views(&state.ctx, passes::mine(&state.ctx, &user.user.id).await?).await?;
    Ok(Json(PassesResponse { success: true, passes }))
}

/// The passes as the owner sees them, each with its holder's stay.
pub async fn views(
    ctx: &fest_app::Context,
    passes: Vec<fest_app::entities::pass::Model>,
) -> Result<Vec<PassView>, fest_app::AppError> {
    let ids: Vec<String> = passes.iter().map(|p| p.id.clone()).collect();
    let mut stays = accommodation::stays_of_passes(ctx, &ids).await?;
    Ok(passes
        .into_iter()
        .filter_map(|p| {
            let event = EventId::parse(&p.event_id)?;
            Some(PassView {
                stay: stays.remove(&p.id).map(|s| PassStayView {
                    block: s.block,
                    check_in: fest_shared::accommodation::iso(s.stay.check_in),
                    check_out: fest_shared::accommodation::iso(s.stay.check_out()),
                    nights: s.stay.nights,
                    checked_in_at: s.checked_in_at,
                }),
                role_title: fest_shared::pass::role_title(event, &p.role),
                id: p.id,
                token: p.token,
                registration_id: p.registration_id,
                event,
                role: p.role,
                name: p.holder_name,
                checked_in_at: p.checked_in_at,
                gate: p.checked_in_gate,
                revoked: p.revoked_at.is_some(),
            })
        })
        .collect())
}
