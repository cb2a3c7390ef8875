//! What a registration would cost before it is sent: the wizard's last step asks, with the form and the
//! codes typed, and shows the price a discount code or a referral code gives. Priced exactly as create-order
//! prices it (the shared fee rules, the discount code's own checks, the referral discount, the larger of
//! the two), inside a transaction that is rolled back: nothing is stored and no use of a code is counted.

use sea_orm::TransactionTrait;
use serde_json::Value;

use super::orders::{check_referral, discount_code, validate};
use crate::entities::user;
use crate::services::catalogue::find_event;
use crate::services::coupons::{self, Price};
use crate::{AppError, Context};

/// Where a quoted discount comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DiscountSource {
    /// The discount code sent as `code`.
    Code,
    /// The campus ambassador's referral code (`referral_discount_percent`).
    Referral,
}

/// A quoted price, and where its discount comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Quote {
    pub price: Price,
    pub source: Option<DiscountSource>,
}

/// Prices the registration `payload` (the form as create-order takes it, with an optional `code`) for
/// `owner` without storing anything. A refused code is a field error on `code`, a refused referral code one
/// on `referralCode`, an invalid form the shared rules' field errors.
pub async fn quote(ctx: &Context, owner: &user::Model, event_name: &str, payload: &Value) -> Result<Quote, AppError> {
    let event = find_event(event_name)?;
    let registration = validate(event, payload)?;
    let code = discount_code(payload)?;
    check_referral(ctx, &registration).await?;
    let txn = ctx.db().begin().await?;
    let price = coupons::price(ctx, &txn, owner, event, &registration, code.as_deref()).await;
    txn.rollback().await?;
    let price = price?;
    let source = price.discount.as_ref().map(|d| {
        let typed = code.as_deref().and_then(|c| fest_shared::coupons::normalise_code(c).ok());
        if typed.as_deref() == Some(d.code.as_str()) { DiscountSource::Code } else { DiscountSource::Referral }
    });
    Ok(Quote { price, source })
}
