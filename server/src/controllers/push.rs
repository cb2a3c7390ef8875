//! Web push: the site's VAPID public key, and each account's browsers that opted in to notifications.

use axum::Json;
use axum::extract::State;
use fest_app::services::push::{self, Subscription};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{ApiJson, CurrentUser};

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PushKeyResponse {
    pub success: bool,
    /// The VAPID public key (an uncompressed P-256 point, base64url): a browser's `applicationServerKey`.
    pub public_key: String,
}

/// The key browsers subscribe with (open).
#[utoipa::path(get, path = "/push/public-key", tag = "push", responses((status = 200, body = PushKeyResponse)))]
pub async fn push_public_key(State(state): State<AppState>) -> Json<PushKeyResponse> {
    Json(PushKeyResponse { success: true, public_key: state.ctx.push().public_base64() })
}

/// A browser's keys, as `PushSubscription.toJSON()` gives them.
#[derive(Deserialize, ToSchema)]
pub struct PushKeys {
    /// The browser's P-256 public key, base64url.
    pub p256dh: String,
    /// Its authentication secret, base64url.
    pub auth: String,
}

#[derive(Deserialize, ToSchema)]
pub struct SubscribeRequest {
    /// The push service's address for this browser.
    pub endpoint: String,
    pub keys: PushKeys,
}

#[derive(Deserialize, ToSchema)]
pub struct UnsubscribeRequest {
    pub endpoint: String,
}

#[derive(Serialize, ToSchema)]
pub struct DevicesResponse {
    pub success: bool,
    /// How many of the caller's browsers receive notifications.
    pub devices: u64,
}

/// How many of your browsers receive notifications.
#[utoipa::path(get, path = "/user/push-subscriptions", tag = "push", security(("bearer" = [])),
    responses((status = 200, body = DevicesResponse), (status = 401, body = ErrorBody)))]
pub async fn push_devices(State(state): State<AppState>, me: CurrentUser) -> Result<Json<DevicesResponse>, ApiError> {
    Ok(Json(DevicesResponse { success: true, devices: push::devices(&state.ctx, &me.user).await? }))
}

/// Turns notifications on for this browser: its match scheduled or moved, announcements, a waiting-list offer
/// (422 for a push service the site does not send to, or keys that cannot be used).
#[utoipa::path(post, path = "/user/push-subscriptions", tag = "push", security(("bearer" = [])),
    request_body = SubscribeRequest,
    responses(
        (status = 200, body = DevicesResponse), (status = 401, body = ErrorBody), (status = 422, body = ErrorBody),
    ))]
pub async fn subscribe_push(
    State(state): State<AppState>,
    me: CurrentUser,
    ApiJson(body): ApiJson<SubscribeRequest>,
) -> Result<Json<DevicesResponse>, ApiError> {
    let subscription = Subscription { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth };
    push::subscribe(&state.ctx, &me.user, subscription).await?;
    Ok(Json(DevicesResponse { success: true, devices: push::devices(&state.ctx, &me.user).await? }))
}

/// Turns notifications off for this browser.
#[utoipa::path(delete, path = "/user/push-subscriptions", tag = "push", security(("bearer" = [])),
    request_body = UnsubscribeRequest,
    responses((status = 200, body = DevicesResponse), (status = 401, body = ErrorBody)))]
pub async fn unsubscribe_push(
    State(state): State<AppState>,
    me: CurrentUser,
    ApiJson(body): ApiJson<UnsubscribeRequest>,
) -> Result<Json<DevicesResponse>, ApiError> {
    push::unsubscribe(&state.ctx, &me.user, &body.endpoint).await?;
    Ok(Json(DevicesResponse { success: true, devices: push::devices(&state.ctx, &me.user).await? }))
}
