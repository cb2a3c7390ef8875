//! GET /api/v1/events/my-registrations

use axum::Json;
use axum::extract::State;
use fest_app::services::registrations;
use serde::Serialize;
use utoipa::ToSchema;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::CurrentUser;
use crate::views::RegistrationView;

#[derive(Serialize, ToSchema)]
pub struct MyRegistrationsResponse {
    pub success: bool,
    /// Newest first; Aadhaar numbers masked to the last four digits.
    pub registrations: Vec<RegistrationView>,
}

/// The signed-in user's own registrations.
#[utoipa::path(get, path = "/events/my-registrations", tag = "events", security(("bearer" = [])),
    responses((status = 200, body = MyRegistrationsResponse), (status = 401, body = ErrorBody)))]
pub async fn my_registrations(
    State(state): State<AppState>,
    current: CurrentUser,
) -> Result<Json<MyRegistrationsResponse>, ApiError> {
    let registrations = registrations::mine(&state.ctx, &current.user).await?;
    let settings = fest_app::services::events::all_settings(&state.ctx).await?;
    let now = chrono::Utc::now();
    let ids: Vec<String> = registrations.iter().map(|r| r.model.id.clone()).collect();
    let due = registrations::differences_due(state.ctx.db(), &ids).await?;
    Ok(Json(MyRegistrationsResponse {
        success: true,
        registrations: registrations
            .into_iter()
            .map(|record| {
                use fest_app::services::registrations::Status;
                let event = fest_shared::catalogue::event_by_name(&record.model.event_id).map(|e| e.id);
                let deadline = event.and_then(|e| settings.get(&e)).and_then(|s| s.change_deadline);
                let changeable = matches!(record.model.status, Status::Paid | Status::AwaitingPayment)
                    && deadline.is_none_or(|d| now < d);
                let mut view = RegistrationView::from(record);
                view.change_deadline = deadline;
                view.can_change = Some(changeable);
                view.amount_due = due.get(&view.id).copied();
                view
            })
            .collect(),
    }))
}
