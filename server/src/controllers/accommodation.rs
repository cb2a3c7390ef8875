//! /api/v1/accommodation and /api/v1/admin/accommodation: beds for visiting teams (issue #18).

use axum::Json;
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::Response;
use chrono::{DateTime, Utc};
use fest_app::AppError;
use fest_app::entities::registration::{PaymentsMode, RefundStatus, Status};
use fest_app::services::accommodation::{self, AdminBooking, BookingRecord, BookingRequest, NightBeds, SettingsChange};
use fest_app::services::exports::{ExportBody, Format};
use fest_shared::EventId;
use fest_shared::accommodation::{self as rules, Block, BlockBeds, StayRules};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::AppState;
use crate::controllers::events::create_order::{CreateOrderResponse, OrderView, Prefill};
use crate::controllers::events::verify_payment::VerifyPaymentRequest;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{AdminOnly, ApiJson, CurrentUser};

/// One night of the window with the beds left in each block.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NightView {
    /// The night, by the date it begins (`YYYY-MM-DD`).
    pub date: String,
    pub beds_left: BlockBeds,
}

impl From<&NightBeds> for NightView {
    fn from(n: &NightBeds) -> Self {
        Self { date: rules::iso(n.date), beds_left: n.left }
    }
}

/// The stay rules in force and the beds left per night.
#[derive(Serialize, ToSchema)]
pub struct AccommodationOptions {
    pub success: bool,
    /// The window, the limits, the price per guest per night (paise) and the beds of each block: pass it to
    /// the WASM `quoteStay` to check and price a stay as the server will.
    pub rules: StayRules,
    /// Every night a guest may sleep, with the beds left.
    pub nights: Vec<NightView>,
}

/// The stay rules in force (window, nights, price per guest per night in paise, beds of each block) and the
/// beds left in each block on each night.
#[utoipa::path(get, path = "/accommodation/options", operation_id = "accommodation_options", tag = "accommodation",
    responses((status = 200, body = AccommodationOptions)))]
pub async fn options(State(state): State<AppState>) -> Result<Json<AccommodationOptions>, ApiError> {
    let o = accommodation::options(&state.ctx).await?;
    Ok(Json(AccommodationOptions {
        success: true,
        rules: o.rules,
        nights: o.nights.iter().map(NightView::from).collect(),
    }))
}

/// A booking: people of one of the user's paid registrations, a block, a check-in date and nights.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BookingRequestBody {
    /// One of the user's paid registrations.
    pub registration_id: String,
    /// The people to book: their pass ids (`GET /passes`) or their e-mail addresses on the registration.
    pub guests: Vec<String>,
    /// `Men` or `Women`.
    #[schema(value_type = Block)]
    pub block: String,
    /// The first night, `YYYY-MM-DD`.
    pub check_in: String,
    /// 1 to the rules' `maxNights`.
    pub nights: i64,
    /// A discount code for accommodation (any case; blank is none).
    #[serde(default)]
    pub code: Option<String>,
}

impl From<BookingRequestBody> for BookingRequest {
    fn from(b: BookingRequestBody) -> Self {
        Self {
            registration_id: b.registration_id,
            guests: b.guests,
            block: b.block,
            check_in: b.check_in,
            nights: b.nights,
            code: b.code,
        }
    }
}

/// A guest of a booking.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GuestView {
    pub pass_id: String,
    /// As the pass shows it.
    pub name: String,
    pub role: String,
    pub role_title: String,
    /// The hostel desk's check-in.
    pub checked_in_at: Option<DateTime<Utc>>,
}

/// A booking.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BookingView {
    pub id: String,
    pub registration_id: String,
    pub event: EventId,
    pub block: Block,
    /// The first night (`YYYY-MM-DD`).
    pub check_in: String,
    /// The day the guests leave (`YYYY-MM-DD`).
    pub check_out: String,
    pub nights: u32,
    pub guests: Vec<GuestView>,
    pub status: Status,
    /// Paise per guest per night it was booked at.
    pub price_per_night_paise: i64,
    /// What is paid, in paise (after any discount).
    pub amount: i64,
    /// The price before the discount, with a discount.
    pub original_amount: Option<i64>,
    pub discount: Option<i64>,
    pub coupon_code: Option<String>,
    pub payment_mode: PaymentsMode,
    pub payment_id: Option<String>,
    pub expires_at: Option<DateTime<Utc>>,
    pub paid_at: Option<DateTime<Utc>>,
    pub cancelled_at: Option<DateTime<Utc>>,
    pub refund_status: Option<RefundStatus>,
    pub refund_amount: Option<i64>,
    pub created_at: DateTime<Utc>,
}

impl From<BookingRecord> for BookingView {
    fn from(r: BookingRecord) -> Self {
        let stay = r.stay();
        let block = r.block();
        let event = EventId::parse(&r.booking.event_id).unwrap_or(EventId::Football);
        let b = r.booking;
        Self {
            guests: r
                .guests
                .into_iter()
                .map(|g| GuestView {
                    role_title: fest_shared::pass::role_title(event, &g.role),
                    pass_id: g.pass_id,
                    name: g.name,
                    role: g.role,
                    checked_in_at: g.checked_in_at,
                })
                .collect(),
            id: b.id,
            registration_id: b.registration_id,
            event,
            block,
            check_in: rules::iso(stay.check_in),
            check_out: rules::iso(stay.check_out()),
            nights: stay.nights,
            status: b.status,
            price_per_night_paise: b.price_per_night_paise,
            amount: b.amount_paise,
            original_amount: b.original_amount_paise,
            discount: b.discount_paise,
            coupon_code: b.coupon_code,
            payment_mode: b.payment_mode,
            payment_id: r.order.as_ref().and_then(|o| o.payment_id.clone()),
            expires_at: b.expires_at,
            paid_at: b.paid_at,
            cancelled_at: b.cancelled_at,
            refund_status: r.refund.as_ref().map(|f| f.status),
            refund_amount: r.refund.as_ref().map(|f| f.amount_paise),
            created_at: b.created_at,
        }
    }
}

/// The order of a booking: the same fields as an event's create-order, with the booking.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BookingOrderResponse {
    pub success: bool,
    /// The booking's registration.
    pub registration_id: String,
    pub order: OrderView,
    pub key: String,
    pub mode: PaymentsMode,
    pub name: String,
    pub description: String,
    pub prefill: Prefill,
    pub booking: BookingView,
}

/// Books beds and creates the gateway order for them: the rules in force checked, the beds of every night
/// counted and the price made (a discount code for accommodation applied) in one transaction. A full night
/// is a 409 before any payment; field errors are 422; nothing left to pay after a discount is a 400 (book
/// without payment instead).
#[utoipa::path(post, path = "/accommodation/create-order", operation_id = "accommodation_create_order", tag = "accommodation", security(("bearer" = [])),
    request_body = BookingRequestBody,
    responses(
        (status = 200, body = BookingOrderResponse),
        (status = 400, description = "Online payment not used, or nothing left to pay", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 409, description = "A night is full, or a guest has a bed booked", body = ErrorBody),
        (status = 422, description = "Field errors (registrationId, guests, block, checkIn, nights, code)", body = ErrorBody),
        (status = 503, description = "The payment gateway did not answer", body = ErrorBody),
    ))]
pub async fn create_order(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiJson(body): ApiJson<BookingRequestBody>,
) -> Result<Json<BookingOrderResponse>, ApiError> {
    let (record, created) = accommodation::create_order(&state.ctx, &current.user, &body.into()).await?;
    let order = CreateOrderResponse::new(&state, &current.user, created);
    Ok(Json(BookingOrderResponse {
        success: true,
        registration_id: order.registration_id,
        order: order.order,
        key: order.key,
        mode: order.mode,
        name: order.name,
        description: order.description,
        prefill: order.prefill,
        booking: record.into(),
    }))
}

#[derive(Serialize, ToSchema)]
pub struct BookingResponse {
    pub success: bool,
    pub booking: BookingView,
}

/// Books without online payment: paid at once when a discount leaves nothing to pay; awaiting an organiser's
/// mark when the fest takes no online payment (`FEST_PAYMENTS=offline`). Otherwise a 400 (pay online).
#[utoipa::path(post, path = "/accommodation/book", operation_id = "accommodation_book", tag = "accommodation", security(("bearer" = [])),
    request_body = BookingRequestBody,
    responses(
        (status = 201, body = BookingResponse),
        (status = 400, description = "The stay is paid online", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 409, description = "A night is full, or a guest has a bed booked", body = ErrorBody),
        (status = 422, body = ErrorBody),
    ))]
pub async fn book(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiJson(body): ApiJson<BookingRequestBody>,
) -> Result<(StatusCode, Json<BookingResponse>), ApiError> {
    let record = accommodation::book_without_payment(&state.ctx, &current.user, &body.into()).await?;
    Ok((StatusCode::CREATED, Json(BookingResponse { success: true, booking: record.into() })))
}

/// Checks the signature of a booking's payment and confirms the stored booking (once; the webhook and the
/// reconciliation confirm it too).
#[utoipa::path(post, path = "/accommodation/verify-payment", operation_id = "accommodation_verify_payment", tag = "accommodation", security(("bearer" = [])),
    request_body = VerifyPaymentRequest,
    responses(
        (status = 200, body = BookingResponse),
        (status = 400, description = "Signature mismatch or unknown order", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 409, description = "Paid, but flagged for the organisers", body = ErrorBody),
    ))]
pub async fn verify_payment(
    State(state): State<AppState>,
    current: CurrentUser,
    ApiJson(body): ApiJson<VerifyPaymentRequest>,
) -> Result<Json<BookingResponse>, ApiError> {
    let record = accommodation::verify_payment(
        &state.ctx,
        &current.user,
        &body.razorpay_order_id,
        &body.razorpay_payment_id,
        &body.razorpay_signature,
    )
    .await?;
    Ok(Json(BookingResponse { success: true, booking: record.into() }))
}

#[derive(Serialize, ToSchema)]
pub struct BookingsResponse {
    pub success: bool,
    pub bookings: Vec<BookingView>,
}

/// The signed-in user's bookings, newest first.
#[utoipa::path(get, path = "/accommodation/mine", operation_id = "my_bookings", tag = "accommodation", security(("bearer" = [])),
    responses((status = 200, body = BookingsResponse), (status = 401, body = ErrorBody)))]
pub async fn mine(State(state): State<AppState>, current: CurrentUser) -> Result<Json<BookingsResponse>, ApiError> {
    let bookings = accommodation::mine(&state.ctx, &current.user).await?;
    Ok(Json(BookingsResponse { success: true, bookings: bookings.into_iter().map(Into::into).collect() }))
}

/// Cancels one's booking before the cancellation deadline of its registration's event: beds given back, a paid one refunded less
/// `FEST_CANCELLATION_FEE_PAISE` through the gateway that took the money (`refundStatus`).
#[utoipa::path(post, path = "/accommodation/{id}/cancel", operation_id = "cancel_booking", tag = "accommodation", security(("bearer" = [])),
    request_body(content = crate::views::EmptyBody, description = "Nothing is read: `{}` or no body"),
    params(("id" = String, Path)),
    responses(
        (status = 200, body = BookingResponse),
        (status = 400, description = "The event's cancellation deadline has passed", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Not paid yet, or being checked", body = ErrorBody),
    ))]
pub async fn cancel(
    State(state): State<AppState>,
    current: CurrentUser,
    Path(id): Path<String>,
) -> Result<Json<BookingResponse>, ApiError> {
    let record = accommodation::cancel(&state.ctx, &current.user, &id).await?;
    Ok(Json(BookingResponse { success: true, booking: record.into() }))
}

/// A night's beds taken and left per block.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminNightView {
    pub date: String,
    pub taken: BlockBeds,
    pub beds_left: BlockBeds,
}

/// A booking as the organisers see it.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminBookingView {
    #[serde(flatten)]
    pub booking: BookingView,
    pub owner_name: String,
    pub owner_email: String,
    /// The registration's team (college) name.
    pub team: String,
    #[serde(serialize_with = "crate::language::said_if_any")]
    pub flag_reason: Option<String>,
}

impl From<AdminBooking> for AdminBookingView {
    fn from(a: AdminBooking) -> Self {
        let flag_reason = a.record.booking.flag_reason.clone();
        Self {
            booking: a.record.into(),
            owner_name: a.owner_name,
            owner_email: a.owner_email,
            team: a.team,
            flag_reason,
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct AdminAccommodationResponse {
    pub success: bool,
    pub rules: StayRules,
    pub nights: Vec<AdminNightView>,
    /// Those that hold beds first, newest first.
    pub bookings: Vec<AdminBookingView>,
}

#[derive(Deserialize, IntoParams)]
pub struct AdminQuery {
    /// `Men` or `Women`: that block's bookings only.
    pub block: Option<String>,
    /// `YYYY-MM-DD`: the bookings that include that night only.
    pub night: Option<String>,
}

/// Bookings by night and block, with the beds taken and left each night (admins).
#[utoipa::path(get, path = "/admin/accommodation", operation_id = "admin_accommodation", tag = "admin", security(("bearer" = [])), params(AdminQuery),
    responses(
        (status = 200, body = AdminAccommodationResponse),
        (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
    ))]
pub async fn admin_overview(
    State(state): State<AppState>,
    _admin: AdminOnly,
    Query(q): Query<AdminQuery>,
) -> Result<Json<AdminAccommodationResponse>, ApiError> {
    let block = match q.block.as_deref().filter(|s| !s.is_empty()) {
        Some(b) => Some(Block::parse(b).ok_or_else(|| AppError::BadRequest(rules::BLOCK_REQUIRED.into()))?),
        None => None,
    };
    let night = match q.night.as_deref().filter(|s| !s.is_empty()) {
        Some(n) => Some(rules::date(n).ok_or_else(|| AppError::BadRequest(rules::CHECK_IN_REQUIRED.into()))?),
        None => None,
    };
    let (r, nights, bookings) = accommodation::admin_overview(&state.ctx, block, night).await?;
    Ok(Json(AdminAccommodationResponse {
        success: true,
        rules: r,
        nights: nights
            .iter()
            .map(|n| AdminNightView { date: rules::iso(n.date), taken: n.taken, beds_left: n.left })
            .collect(),
        bookings: bookings.into_iter().map(Into::into).collect(),
    }))
}

#[derive(Deserialize, IntoParams)]
pub struct GuestsExportQuery {
    /// csv (the default) or xlsx.
    pub format: Option<String>,
}

/// The guest list of the bookings that hold beds, one row per guest, as CSV or Excel (admins; audited).
#[utoipa::path(get, path = "/admin/accommodation/export", operation_id = "export_accommodation_guests", tag = "admin", security(("bearer" = [])),
    params(GuestsExportQuery),
    responses(
        (status = 200, description = "The file", content_type = "text/csv"),
        (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
    ))]
pub async fn export_guests(
    State(state): State<AppState>,
    admin: AdminOnly,
    Query(q): Query<GuestsExportQuery>,
) -> Result<Response, ApiError> {
    let format = match q.format.as_deref().unwrap_or("csv") {
        "csv" => Format::Csv,
        "xlsx" => Format::Xlsx,
        _ => return Err(AppError::BadRequest("format must be csv or xlsx".into()).into()),
    };
    let file = accommodation::export(&state.ctx, &admin.0.user, format).await?;
    let ExportBody::File(bytes) = file.body else {
        return Err(AppError::Other("a table export without a file".into()).into());
    };
    crate::controllers::download::attachment(file.content_type, &file.filename, bytes)
}

/// A change of the price or the beds; a field left out stays as it is.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AccommodationSettingsRequest {
    /// Paise per guest per night (0 to 10,000,000).
    #[serde(default)]
    pub price_per_night_paise: Option<i64>,
    /// Beds per night of each block (0 to 100,000 each).
    #[serde(default)]
    pub beds: Option<BedsRequest>,
}

#[derive(Deserialize, ToSchema)]
pub struct BedsRequest {
    #[serde(rename = "Men", default)]
    pub men: Option<i64>,
    #[serde(rename = "Women", default)]
    pub women: Option<i64>,
}

#[derive(Serialize, ToSchema)]
pub struct AccommodationSettingsResponse {
    pub success: bool,
    pub rules: StayRules,
}

/// Changes the price per guest per night or the beds of a block (admins; audited). Fewer beds than are
/// booked is allowed: no new booking fits until beds are given back.
#[utoipa::path(put, path = "/admin/accommodation/settings", operation_id = "accommodation_settings", tag = "admin", security(("bearer" = [])),
    request_body = AccommodationSettingsRequest,
    responses(
        (status = 200, body = AccommodationSettingsResponse),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody),
    ))]
pub async fn settings(
    State(state): State<AppState>,
    admin: AdminOnly,
    ApiJson(body): ApiJson<AccommodationSettingsRequest>,
) -> Result<Json<AccommodationSettingsResponse>, ApiError> {
    let change = SettingsChange {
        price_per_night_paise: body.price_per_night_paise,
        beds_men: body.beds.as_ref().and_then(|b| b.men),
        beds_women: body.beds.as_ref().and_then(|b| b.women),
    };
    let r = accommodation::change_settings(&state.ctx, &admin.0.user, change).await?;
    Ok(Json(AccommodationSettingsResponse { success: true, rules: r }))
}

#[derive(Deserialize, ToSchema)]
pub struct BookingRefundRequest {
    /// Why (kept in the audit log).
    pub reason: String,
}

/// Cancels a paid or flagged booking and refunds it in full, or retries a refund that failed (admins;
/// audited with the reason).
#[utoipa::path(post, path = "/admin/accommodation/{id}/refund", operation_id = "refund_booking", tag = "admin", security(("bearer" = [])),
    params(("id" = String, Path)), request_body = BookingRefundRequest,
    responses(
        (status = 200, body = BookingResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, description = "Nothing to refund", body = ErrorBody),
        (status = 422, description = "No reason", body = ErrorBody),
    ))]
pub async fn refund(
    State(state): State<AppState>,
    admin: AdminOnly,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<BookingRefundRequest>,
) -> Result<Json<BookingResponse>, ApiError> {
    let record = accommodation::refund_by_admin(&state.ctx, &admin.0.user, &id, &body.reason).await?;
    Ok(Json(BookingResponse { success: true, booking: record.into() }))
}

/// Records that a stay's refund of money taken offline (`manual`) was paid back by hand (`processed`), with
/// its credit note (admins; audited with the reason).
#[utoipa::path(post, path = "/admin/accommodation/{id}/refund/manual", operation_id = "mark_booking_refunded", tag = "admin", security(("bearer" = [])),
    params(("id" = String, Path)), request_body = BookingRefundRequest,
    responses(
        (status = 200, body = BookingResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "No refund to pay back by hand", body = ErrorBody),
        (status = 422, description = "No reason", body = ErrorBody),
    ))]
pub async fn mark_refunded(
    State(state): State<AppState>,
    admin: AdminOnly,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<BookingRefundRequest>,
) -> Result<Json<BookingResponse>, ApiError> {
    let record = accommodation::mark_refunded(&state.ctx, &admin.0.user, &id, &body.reason).await?;
    Ok(Json(BookingResponse { success: true, booking: record.into() }))
}

/// Marks a booking's offline payment received (admins; audited).
#[utoipa::path(post, path = "/admin/accommodation/{id}/mark-paid", operation_id = "mark_booking_paid", tag = "admin", security(("bearer" = [])),
    params(("id" = String, Path)),
    responses(
        (status = 200, body = BookingResponse), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 409, description = "Not awaiting an offline payment", body = ErrorBody),
    ))]
pub async fn mark_paid(
    State(state): State<AppState>,
    admin: AdminOnly,
    Path(id): Path<String>,
) -> Result<Json<BookingResponse>, ApiError> {
    let record = accommodation::mark_paid(&state.ctx, &admin.0.user, &id).await?;
    Ok(Json(BookingResponse { success: true, booking: record.into() }))
}
