//! GET /api/v1/config

use axum::Json;
use axum::extract::State;
use fest_app::config::PaymentsMode;
use serde::Serialize;
use utoipa::ToSchema;

use crate::AppState;

/// What the page needs to know at run time (never a secret).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicConfig {
    /// OAuth client id for Google sign-in; null when Google sign-in is off.
    pub google_client_id: Option<String>,
    /// How registrations are paid: sandbox, razorpay, upi (to the organisers' UPI id, confirmed from their
    /// bank statement) or offline.
    pub payments: fest_app::config::PaymentsMode,
    /// The checkout widget's key id (public), with Razorpay or the sandbox.
    pub razorpay_key_id: Option<String>,
    /// Whether the public payment test page takes orders.
    pub payment_test_page: bool,
    /// Paise kept from the refund when a paid registration is cancelled by its owner.
    pub cancellation_fee_paise: u64,
    /// Hours a team offered a place from a waiting list has to pay for it.
    pub waitlist_offer_hours: u32,
    /// Percent taken off a registration that names a CA's referral code (0: none). A discount code and a
    /// referral discount do not stack: the larger applies.
    pub referral_discount_percent: u32,
    /// Days after the fest's last day that accounts and their personal data are kept (0: until erased by
    /// hand); the privacy notices say it (`privacyNotices(retentionDays)`).
    pub retention_days: u32,
}

/// Public settings of this site for the browser.
#[utoipa::path(get, path = "/config", tag = "system", responses((status = 200, body = PublicConfig)))]
pub async fn config(State(state): State<AppState>) -> Json<PublicConfig> {
    let google_client_id = state.ctx.google().enabled().then(|| state.ctx.config().google_client_id.clone()).flatten();
    let payments = state.ctx.config().payments;
    let razorpay_key_id = matches!(payments, PaymentsMode::Razorpay | PaymentsMode::Sandbox)
        .then(|| state.ctx.gateway().key_id().to_owned());
    let payment_test_page = state.ctx.config().payment_test_page_on();
    let cancellation_fee_paise = state.ctx.config().cancellation_fee_paise;
    let waitlist_offer_hours = state.ctx.config().waitlist_offer_hours;
    let referral_discount_percent = state.ctx.config().referral_discount_percent;
    Json(PublicConfig {
        google_client_id,
        payments,
        razorpay_key_id,
        payment_test_page,
        cancellation_fee_paise,
        waitlist_offer_hours,
        referral_discount_percent,
        retention_days: state.ctx.config().retention_days,
    })
}
