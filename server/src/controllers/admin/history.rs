//! A registration's change history for admins, and recording a change's refund as paid back.

use axum::Json;
use axum::extract::{Path, State};
use fest_app::services::registrations;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::AppState;
use crate::controllers::events::change::RosterChangeView;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{AdminOnly, ApiJson};

#[derive(Serialize, ToSchema)]
pub struct RegistrationHistoryResponse {
    pub success: bool,
    /// Newest first.
    pub changes: Vec<RosterChangeView>,
}

/// Every change made to a registration after payment, with who made it (admins only).
#[utoipa::path(get, path = "/admin/registrations/{id}/history", tag = "admin", params(("id" = String, Path)),
    security(("bearer" = [])),
    responses((status = 200, body = RegistrationHistoryResponse), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn registration_history(
    State(state): State<AppState>,
    _admin: AdminOnly,
    Path(id): Path<String>,
) -> Result<Json<RegistrationHistoryResponse>, ApiError> {
    let changes = registrations::history(&state.ctx, &id).await?;
    let ids: Vec<String> = changes.iter().map(|(c, _)| c.id.clone()).collect();
    let refunds =
        fest_app::services::refunds::of_many(state.ctx.db(), fest_app::services::refunds::Payable::Change, &ids)
            .await?;
    Ok(Json(RegistrationHistoryResponse {
        success: true,
        changes: changes.iter().map(|(c, by)| RosterChangeView::new(c, by.as_ref(), refunds.get(&c.id))).collect(),
    }))
}

#[derive(Deserialize, ToSchema)]
pub struct ChangeRefundedRequest {
    /// How it was paid back (kept in the audit log).
    pub reason: String,
}

#[derive(Serialize, ToSchema)]
pub struct ChangeRefundedResponse {
    pub success: bool,
    pub change: RosterChangeView,
}

/// Records that the refund due after a roster change was paid back (admins only; audited).
#[utoipa::path(post, path = "/admin/changes/{id}/refunded", tag = "admin", params(("id" = String, Path)),
    request_body = ChangeRefundedRequest, security(("bearer" = [])),
    responses((status = 200, body = ChangeRefundedResponse), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 409, description = "No refund due", body = ErrorBody),
        (status = 422, description = "No reason", body = ErrorBody)))]
pub async fn change_refunded(
    State(state): State<AppState>,
    admin: AdminOnly,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<ChangeRefundedRequest>,
) -> Result<Json<ChangeRefundedResponse>, ApiError> {
    let change = registrations::mark_change_refunded(&state.ctx, &admin.0.user, &id, &body.reason).await?;
    Ok(Json(ChangeRefundedResponse { success: true, change: RosterChangeView::load(&state.ctx, &change, None).await? }))
}

#[derive(Serialize, ToSchema)]
pub struct ChangeReceivedResponse {
    pub success: bool,
    #[serde(serialize_with = "crate::language::said")]
    pub message: String,
    /// The registration with the change in effect.
    pub registration: crate::views::RegistrationView,
    pub change: RosterChangeView,
}

/// Records that the difference of a roster change on a fest without online payment was paid to the
/// organisers (admins only; audited): the change takes effect and the people it adds get their passes.
#[utoipa::path(post, path = "/admin/changes/{id}/received", tag = "admin", params(("id" = String, Path)),
    security(("bearer" = [])),
    responses((status = 200, body = ChangeReceivedResponse), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, description = "Not awaiting an offline payment, or the registration moved on", body = ErrorBody)))]
pub async fn change_received(
    State(state): State<AppState>,
    admin: AdminOnly,
    Path(id): Path<String>,
) -> Result<Json<ChangeReceivedResponse>, ApiError> {
    let (record, change) = registrations::mark_change_received(&state.ctx, &admin.0.user, &id).await?;
    Ok(Json(ChangeReceivedResponse {
        success: true,
        message: "Marked as received: the change is in effect.".into(),
        registration: record.into(),
        change: RosterChangeView::load(&state.ctx, &change, None).await?,
    }))
}
