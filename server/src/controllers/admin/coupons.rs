//! POST and GET /api/v1/admin/coupons: discount codes (issue #18).

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use chrono::{DateTime, Utc};
use fest_app::services::coupons::{self, CouponRecord, NewCoupon};
use fest_shared::coupons::{AppliesTo, CouponKind};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{AdminOnly, ApiJson};

/// A new discount code. `kind` and `appliesTo` are read as text so that a wrong one is a field error.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CouponRequest {
    /// 3 to 32 letters, digits, `-` or `_`; stored upper-case (codes are matched in any case).
    pub code: String,
    #[schema(value_type = CouponKind)]
    pub kind: String,
    /// A percentage (1 to 100) for `percent`; paise (1 to 10,000,000) for `fixed`.
    pub value: i64,
    #[schema(value_type = AppliesTo)]
    pub applies_to: String,
    /// The events (catalogue ids) it is limited to; left out for every event.
    #[serde(default)]
    pub events: Option<Vec<String>>,
    /// Valid from this time (RFC 3339); left out for at once.
    #[serde(default)]
    pub valid_from: Option<DateTime<Utc>>,
    /// Valid until this time (RFC 3339, exclusive); left out for no end.
    #[serde(default)]
    pub valid_to: Option<DateTime<Utc>>,
    /// Uses in all (registrations that take a place: paid, awaiting payment or within their time to pay);
    /// left out for no limit.
    #[serde(default)]
    pub max_uses: Option<i64>,
    /// Uses per account; left out for no limit.
    #[serde(default)]
    pub per_user: Option<i64>,
}

/// A discount code with its uses now.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CouponView {
    pub id: String,
    pub code: String,
    pub kind: CouponKind,
    /// A percentage, or paise.
    pub value: u64,
    pub applies_to: AppliesTo,
    /// Catalogue ids; null for every event.
    pub events: Option<Vec<String>>,
    pub valid_from: Option<DateTime<Utc>>,
    pub valid_to: Option<DateTime<Utc>>,
    pub max_uses: Option<u32>,
    pub per_user: Option<u32>,
    /// Registrations priced with it that take a place now.
    pub uses: u64,
    /// The admin who made it (user id).
    pub created_by: String,
    pub created_at: DateTime<Utc>,
}

impl From<CouponRecord> for CouponView {
    fn from(c: CouponRecord) -> Self {
        Self {
            id: c.id,
            code: c.code,
            kind: c.kind,
            value: c.value,
            applies_to: c.applies_to,
            events: c.events,
            valid_from: c.valid_from,
            valid_to: c.valid_to,
            max_uses: c.max_uses,
            per_user: c.per_user,
            uses: c.uses,
            created_by: c.created_by,
            created_at: c.created_at,
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct CouponResponse {
    pub success: bool,
    pub coupon: CouponView,
}

#[derive(Serialize, ToSchema)]
pub struct CouponsResponse {
    pub success: bool,
    /// Newest first.
    pub coupons: Vec<CouponView>,
}

/// Makes a discount code (admins only; audited). The server applies it when it prices an order
/// (`code` beside the registration form).
#[utoipa::path(post, path = "/admin/coupons", tag = "admin", security(("bearer" = [])),
    request_body = CouponRequest,
    responses(
        (status = 201, body = CouponResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 409, description = "The code exists already", body = ErrorBody),
        (status = 422, description = "Field errors", body = ErrorBody),
    ))]
pub async fn create_coupon(
    State(state): State<AppState>,
    admin: AdminOnly,
    ApiJson(body): ApiJson<CouponRequest>,
) -> Result<(StatusCode, Json<CouponResponse>), ApiError> {
    let input = NewCoupon {
        code: body.code,
        kind: body.kind,
        value: body.value,
        applies_to: body.applies_to,
        events: body.events,
        valid_from: body.valid_from,
        valid_to: body.valid_to,
        max_uses: body.max_uses,
        per_user: body.per_user,
    };
    let coupon = coupons::create(&state.ctx, &admin.0.user, input).await?;
    Ok((StatusCode::CREATED, Json(CouponResponse { success: true, coupon: coupon.into() })))
}

/// Every discount code with its uses now (admins only).
#[utoipa::path(get, path = "/admin/coupons", tag = "admin", security(("bearer" = [])),
    responses((status = 200, body = CouponsResponse), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody)))]
pub async fn list_coupons(State(state): State<AppState>, _admin: AdminOnly) -> Result<Json<CouponsResponse>, ApiError> {
    let coupons = coupons::list(&state.ctx).await?;
    Ok(Json(CouponsResponse { success: true, coupons: coupons.into_iter().map(Into::into).collect() }))
}
