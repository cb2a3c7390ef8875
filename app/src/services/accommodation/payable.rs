//! A stay as a payable thing (`services::payable`).

use chrono::{DateTime, Utc};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, Condition, DatabaseTransaction, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder};

use super::BookingConfirmation;
use crate::Context;
use crate::entities::accommodation_booking as booking;
use crate::entities::registration::Status;
use crate::services::payable::{Answer, ONLINE, Owner, Payable, PayableThing, Payment, Taken, Waiting};
use crate::services::payment_orders;

/// An accommodation booking: its beds, paid once like a registration.
pub struct Stays;

impl PayableThing for Stays {
    fn kind(&self) -> Payable {
        Payable::Booking
    }

    fn waiting<'a>(&'a self, ctx: &'a Context, before: DateTime<Utc>) -> Answer<'a, Vec<Waiting>> {
        Box::pin(async move {
            let found = booking::Entity::find()
                .filter(booking::Column::Status.eq(Status::Pending))
                .filter(booking::Column::CreatedAt.lte(before))
                .order_by_asc(booking::Column::CreatedAt)
                .all(ctx.db())
                .await?;
            Ok(found.into_iter().map(|b| Waiting { id: b.id, expires_at: b.expires_at, event: None }).collect())
        })
    }

    fn open_orders<'a>(
        &'a self,
        txn: &'a DatabaseTransaction,
        user_id: &'a str,
        now: DateTime<Utc>,
    ) -> Answer<'a, u64> {
        Box::pin(async move {
            Ok(booking::Entity::find()
                .filter(booking::Column::UserId.eq(user_id))
                .filter(booking::Column::Status.eq(Status::Pending))
                .filter(booking::Column::PaymentMode.is_in(ONLINE))
                .filter(booking::Column::Id.in_subquery(payment_orders::ordered(Payable::Booking)))
                .filter(
                    Condition::any().add(booking::Column::ExpiresAt.is_null()).add(booking::Column::ExpiresAt.gt(now)),
                )
                .count(txn)
                .await?)
        })
    }

    fn owner<'a>(&'a self, ctx: &'a Context, id: &'a str) -> Answer<'a, Option<Owner>> {
        Box::pin(async move {
            let stay = booking::Entity::find_by_id(id).one(ctx.db()).await?;
            Ok(stay.map(|b| Owner { user_id: b.user_id, detached: false }))
        })
    }

    fn orphaned_reason(&self) -> &'static str {
        "Paid for a room booking whose account is gone"
    }

    fn paid<'a>(&'a self, ctx: &'a Context, id: &'a str, p: Payment<'a>) -> Answer<'a, Taken> {
        Box::pin(async move {
            Ok(match super::confirm(ctx, id, p.id, p.observed, p.dedupe).await? {
                BookingConfirmation::Paid(_) => Taken::Paid,
                BookingConfirmation::AlreadyPaid(_) => Taken::AlreadyPaid,
                BookingConfirmation::Flagged(_) => Taken::Flagged,
                BookingConfirmation::Duplicate => Taken::Duplicate,
            })
        })
    }

    fn expired<'a>(&'a self, ctx: &'a Context, id: &'a str) -> Answer<'a, bool> {
        Box::pin(super::expire(ctx, id))
    }

    fn hold<'a>(
        &'a self,
        txn: &'a DatabaseTransaction,
        id: &'a str,
        now: DateTime<Utc>,
        until: DateTime<Utc>,
    ) -> Answer<'a, ()> {
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

    fn ask_refund<'a>(&'a self, ctx: &'a Context, id: &'a str) -> Answer<'a, ()> {
        Box::pin(async move { crate::services::refunds::issue(ctx, Payable::Booking, id).await.map(|_| ()) })
    }
}
