//! The public payment test page: an order for a fixed test item (rate-limited per client) and the check of
//! its payment's signature. The webhook and the sandbox tell its orders by their receipt's prefix.

use crate::services::registrations;
use crate::{AppError, Context, crypto};

/// Receipts of test-payment orders start with this.
pub const TEST_RECEIPT_PREFIX: &str = "test_";
/// The test item's price: 100 rupees, fixed on the server whatever the browser sends.
pub const TEST_AMOUNT_PAISE: i64 = 100 * 100;

/// Test orders one client may create per rate-limit window.
pub const TEST_ORDERS_PER_WINDOW: u32 = 20;
pub const TEST_PAGE_OFF: &str = "The payment test page is off on this site.";

/// Creates an order for the public payment test page (rate-limited per client).
pub async fn create_test_order(
    ctx: &Context,
    client: &crate::services::accounts::Client,
) -> Result<crate::ports::payments::GatewayOrder, AppError> {
    if !ctx.config().payment_test_page_on() {
        return Err(AppError::NotFound(TEST_PAGE_OFF.into()));
    }
    crate::services::rate_limit::hit(
        ctx,
        &format!("testpay:ip:{}", client.address),
        TEST_ORDERS_PER_WINDOW,
        ctx.config().rate_limit_window_secs,
    )
    .await?;
    let receipt = format!("{TEST_RECEIPT_PREFIX}{}", &crypto::random_token()[..16]);
    ctx.gateway().create_order(ctx.writer(), TEST_AMOUNT_PAISE, "INR", &receipt).await
}

/// Checks a test payment's signature.
pub fn verify_test_payment(ctx: &Context, order_id: &str, payment_id: &str, signature: &str) -> Result<(), AppError> {
    if !ctx.config().payment_test_page_on() {
        return Err(AppError::NotFound(TEST_PAGE_OFF.into()));
    }
    if payment_id.trim().is_empty() || !ctx.gateway().payment_signature_is_valid(order_id, payment_id, signature) {
        return Err(AppError::BadRequest(registrations::VERIFY_FAILED.into()));
    }
    Ok(())
}
