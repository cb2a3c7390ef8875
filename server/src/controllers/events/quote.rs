//! POST /api/v1/events/{event}/quote

use axum::Json;
use axum::extract::{Path, State};
use fest_app::services::registrations::{self, DiscountSource};
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::AppState;
use crate::controllers::events::create_order::OrderRequest;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{ApiJson, CurrentUser};

/// What a registration would cost, before it is sent.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuoteResponse {
    pub success: bool,
    /// The fee in paise, as the shared fee rules make it.
    pub fee: i64,
    /// Paise off the fee (0 without a discount).
    pub discount: i64,
    /// Paise to pay.
    pub amount: i64,
    /// The code that gives the discount, as stored (upper case); absent without a discount.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub code: Option<String>,
    /// `code` (the discount code) or `referral` (the campus ambassador's code); absent without a discount.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub source: Option<String>,
}

/// Prices a registration before it is sent, exactly as create-order would (the larger of the discount code
/// and the referral discount), and stores nothing: no registration, no use of a code. The wizard's last step
/// shows the price a code gives before checkout.
#[utoipa::path(post, path = "/events/{event}/quote", tag = "events", security(("bearer" = [])),
    params(("event" = String, Path, description = "Event id, e.g. football")),
    request_body(content = OrderRequest,
        description = "The registration form (generic or athletics), with an optional discount code as `code`"),
    responses(
        (status = 200, body = QuoteResponse),
        (status = 401, body = ErrorBody),
        (status = 404, description = "Unknown event", body = ErrorBody),
        (status = 422, description = "Field errors (a refused discount code under `code`)", body = ErrorBody),
    ))]
pub async fn quote(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(event): Path<String>,
    ApiJson(payload): ApiJson<Value>,
) -> Result<Json<QuoteResponse>, ApiError> {
    let quote = registrations::quote(&state.ctx, &current.user, &event, &payload).await?;
    let paise = |p: u64| i64::try_from(p).unwrap_or(i64::MAX);
    let discount = quote.price.discount.as_ref();
    Ok(Json(QuoteResponse {
        success: true,
        fee: paise(quote.price.fee),
        discount: discount.map_or(0, |d| paise(d.discount)),
        amount: paise(quote.price.amount()),
        code: discount.map(|d| d.code.clone()),
        source: quote.source.map(|s| match s {
            DiscountSource::Code => "code".to_owned(),
            DiscountSource::Referral => "referral".to_owned(),
        }),
    }))
}
