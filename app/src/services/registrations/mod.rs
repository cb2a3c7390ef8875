//! Event registrations: validated with fest-shared, priced on the server, stored before any money moves,
//! confirmed by a verified payment signature, a signed webhook or reconciliation — whichever comes first,
//! and only once.

mod cancellation;
mod changes;
mod confirmation;
mod orders;
mod payable;
pub use payable::{Changes, Registrations};
mod people;
pub use people::index_unindexed;
mod queries;
mod quote;
pub use quote::{DiscountSource, Quote, quote};
mod receipt;

pub use cancellation::*;
pub use changes::*;
pub use confirmation::*;
pub use orders::*;
pub(crate) use people::forget as forget_people;
pub use people::on_another_team;
pub use queries::*;
pub use receipt::{mail_pending_receipts, mail_receipt, spawn_receipt_mailer};
use receipt::{queue_receipt, send_soon as send_receipt_soon};

use fest_shared::catalogue::EventInfo;

use crate::entities::payment_order::Payable;
use crate::entities::{registration, user};
use crate::{AppError, Context};

pub use crate::entities::registration::Status;
/// Finding an event by the name in a path is the lower `catalogue` module's.
pub use crate::services::catalogue::find_event;
/// Counting who holds a place is the lower `places` module's; the path here stays as it was.
pub use crate::services::places::COUNTED;
/// Sealing and opening a form is the lower `sealing` module's (passes and exports open forms too).
pub use crate::services::sealing::*;

/// A registration for a view, with its refund and its order.
pub async fn record(
    ctx: &Context,
    reg: &registration::Model,
    owner: Option<&user::Model>,
    aadhaar: Aadhaar,
) -> Result<RegistrationRecord, AppError> {
    let refund = crate::services::refunds::of(ctx.db(), Payable::Registration, &reg.id).await?;
    let order = crate::services::payment_orders::of(ctx.db(), Payable::Registration, &reg.id).await?;
    record_with(ctx, reg, owner, aadhaar, (refund, order))
}

/// Registrations for a view, with their refunds and orders read in one query each.
pub async fn records(
    ctx: &Context,
    rows: &[(registration::Model, Option<user::Model>)],
    aadhaar: Aadhaar,
) -> Result<Vec<RegistrationRecord>, AppError> {
    let ids: Vec<String> = rows.iter().map(|(r, _)| r.id.clone()).collect();
    let mut refunds = crate::services::refunds::of_many(ctx.db(), Payable::Registration, &ids).await?;
    let mut orders = crate::services::payment_orders::of_many(ctx.db(), Payable::Registration, ids).await?;
    rows.iter()
        .map(|(r, u)| {
            let money = (refunds.remove(&r.id), orders.remove(&r.id));
            record_with(ctx, r, u.as_ref(), aadhaar, money)
        })
        .collect()
}

pub const ALREADY_REGISTERED: &str = "You have already registered for this event.";
pub const VERIFY_FAILED: &str = "Payment verification failed.";
pub const PAYMENT_CONFIRMED: &str = "Payment successful! Registration confirmed.";
pub const REGISTERED: &str = "Registered successfully!";

/// Brings what hangs on a registration in line with its state, inside the transaction that changed it: its
/// passes, the owner's waiting-list offer once it takes a place, and the owner's draft once it is paid. True
/// when passes were issued now.
pub(crate) async fn follow(
    ctx: &crate::Context,
    txn: &sea_orm::DatabaseTransaction,
    registration_id: &str,
) -> Result<bool, AppError> {
    use sea_orm::EntityTrait;
    if let Some(reg) = crate::entities::registration::Entity::find_by_id(registration_id).one(txn).await? {
        crate::services::places::offers::settle_registered(txn, &reg).await?;
        crate::services::drafts::follow(txn, &reg).await?;
    }
    crate::services::passes::follow(ctx, txn, registration_id).await
}

fn slot(user_id: &str, event: &EventInfo) -> String {
    format!("{user_id}:{}", event.id.as_str())
}

/// What a registration's own payment was: what its order was for (a roster change since may have changed
/// its fee), or its fee when it was registered without an order.
pub(crate) async fn first_payment(
    db: &impl sea_orm::ConnectionTrait,
    reg: &registration::Model,
) -> Result<i64, AppError> {
    crate::services::payment_orders::paid(db, Payable::Registration, &reg.id, reg.amount_paise).await
}
