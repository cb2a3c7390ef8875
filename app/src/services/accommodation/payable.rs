//! A stay as a payable thing (`services::payable`).

use chrono::{DateTime, Utc};
use futures_util::future::BoxFuture;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, DatabaseTransaction, EntityTrait, QueryFilter};

use super::BookingConfirmation;
use crate::entities::accommodation_booking as booking;
use crate::entities::registration::Status;
use crate::services::payable::{Owner, Payable, PayableThing, Payment, Taken};
use crate::{AppError, Context};

/// An accommodation booking: its beds, paid once like a registration.
pub struct Stays;

impl PayableThing for Stays {
    fn kind(&self) -> Payable {
        Payable::Booking
    }

    fn owner<'a>(&'a self, ctx: &'a Context, id: &'a str) -> BoxFuture<'a, Result<Option<Owner>, AppError>> {
        Box::pin(async move {
            let stay = booking::Entity::find_by_id(id).one(ctx.db()).await?;
            Ok(stay.map(|b| Owner { user_id: b.user_id, detached: false }))
        })
    }

    fn orphaned_reason(&self) -> &'static str {
        "Paid for a room booking whose account is gone"
    }

    fn paid<'a>(&'a self, ctx: &'a Context, id: &'a str, p: Payment<'a>) -> BoxFuture<'a, Result<Taken, AppError>> {
        Box::pin(async move {
            Ok(match super::confirm(ctx, id, p.id, p.observed, p.dedupe).await? {
                BookingConfirmation::Paid(_) => Taken::Paid,
                BookingConfirmation::AlreadyPaid(_) => Taken::AlreadyPaid,
                BookingConfirmation::Flagged(_) => Taken::Flagged,
                BookingConfirmation::Duplicate => Taken::Duplicate,
            })
        })
    }

    fn expired<'a>(&'a self, ctx: &'a Context, id: &'a str) -> BoxFuture<'a, Result<bool, AppError>> {
        Box::pin(super::expire(ctx, id))
    }

    fn hold<'a>(
        &'a self,
        txn: &'a DatabaseTransaction,
        id: &'a str,
        now: DateTime<Utc>,
        until: DateTime<Utc>,
    ) -> BoxFuture<'a, Result<(), AppError>> {
        Box::pin(async move {
            booking::Entity::update_many()
                .col_expr(booking::Column::ExpiresAt, Expr::value(until))
                .filter(booking::Column::Id.eq(id))
                .filter(booking::Column::Status.eq(Status::Pending))
                .filter(booking::Column::ExpiresAt.gt(now))
                .filter(booking::Column::ExpiresAt.lt(until))
                .exec(txn)
                .await?;
            Ok(())
        })
    }

    fn ask_refund<'a>(&'a self, ctx: &'a Context, id: &'a str) -> BoxFuture<'a, Result<(), AppError>> {
        Box::pin(async move { crate::services::refunds::issue(ctx, Payable::Booking, id).await.map(|_| ()) })
    }
}
