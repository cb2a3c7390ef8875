//! Registrations and the differences of their roster changes as payable things (`services::payable`).

use chrono::{DateTime, Utc};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, Condition, DatabaseTransaction, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder};

use super::{ChangeConfirmation, Confirmation, Status};
use crate::Context;
use crate::entities::registration;
use crate::entities::registration_change::{self as change, Status as ChangeStatus};
use crate::services::payable::{Answer, ONLINE, Owner, Payable, PayableThing, Payment, Taken, Waiting};
use crate::services::payment_orders;

/// A registration: its fee, paid once for its team's place.
pub struct Registrations;

impl PayableThing for Registrations {
    fn kind(&self) -> Payable {
        Payable::Registration
    }

    fn waiting<'a>(&'a self, ctx: &'a Context, before: DateTime<Utc>) -> Answer<'a, Vec<Waiting>> {
        Box::pin(async move {
            let found = registration::Entity::find()
                .filter(registration::Column::Status.eq(Status::Pending))
                .filter(registration::Column::CreatedAt.lte(before))
                .order_by_asc(registration::Column::CreatedAt)
                .all(ctx.db())
                .await?;
            Ok(found
                .into_iter()
                .map(|r| Waiting { id: r.id, expires_at: r.expires_at, event: Some(r.event_id) })
                .collect())
        })
    }

    fn open_orders<'a>(
        &'a self,
        txn: &'a DatabaseTransaction,
        user_id: &'a str,
        now: DateTime<Utc>,
    ) -> Answer<'a, u64> {
        Box::pin(async move {
            Ok(registration::Entity::find()
                .filter(registration::Column::UserId.eq(user_id))
                .filter(registration::Column::Status.eq(Status::Pending))
                .filter(registration::Column::PaymentMode.is_in(ONLINE))
                .filter(registration::Column::Id.in_subquery(payment_orders::ordered(Payable::Registration)))
                .filter(
                    Condition::any()
                        .add(registration::Column::ExpiresAt.is_null())
                        .add(registration::Column::ExpiresAt.gt(now)),
                )
                .count(txn)
                .await?)
        })
    }

    fn owner<'a>(&'a self, ctx: &'a Context, id: &'a str) -> Answer<'a, Option<Owner>> {
        Box::pin(async move {
            let reg = registration::Entity::find_by_id(id).one(ctx.db()).await?;
            Ok(reg.map(|r| Owner { user_id: r.user_id, detached: false }))
        })
    }

    fn orphaned_reason(&self) -> &'static str {
        "Paid for a registration whose account is gone"
    }

    fn paid<'a>(&'a self, ctx: &'a Context, id: &'a str, p: Payment<'a>) -> Answer<'a, Taken> {
        Box::pin(async move {
            Ok(match super::confirm(ctx, id, p.id, p.observed, p.dedupe).await? {
                Confirmation::Paid(_) => Taken::Paid,
                Confirmation::AlreadyPaid(_) => Taken::AlreadyPaid,
                Confirmation::Flagged(_) => Taken::Flagged,
                Confirmation::Duplicate => Taken::Duplicate,
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
            registration::Entity::update_many()
                .col_expr(registration::Column::ExpiresAt, Expr::value(until))
                .filter(registration::Column::Id.eq(id))
                .filter(registration::Column::Status.eq(Status::Pending))
                .filter(registration::Column::ExpiresAt.gt(now))
                .filter(registration::Column::ExpiresAt.lt(until))
                .exec(txn)
                .await?;
            Ok(())
        })
    }

    fn ask_refund<'a>(&'a self, ctx: &'a Context, id: &'a str) -> Answer<'a, ()> {
        // The cancellation's own follow-up, which also tells the owner.
        Box::pin(super::finish_refund(ctx, id))
    }
}

/// The difference a roster change costs: paid once, then the change is in effect.
pub struct Changes;

impl PayableThing for Changes {
    fn kind(&self) -> Payable {
        Payable::Change
    }

    fn waiting<'a>(&'a self, ctx: &'a Context, before: DateTime<Utc>) -> Answer<'a, Vec<Waiting>> {
        Box::pin(async move {
            let found = change::Entity::find()
                .filter(change::Column::Status.eq(ChangeStatus::AwaitingPayment))
                .filter(change::Column::CreatedAt.lte(before))
                .order_by_asc(change::Column::CreatedAt)
                .all(ctx.db())
                .await?;
            Ok(found.into_iter().map(|c| Waiting { id: c.id, expires_at: c.expires_at, event: None }).collect())
        })
    }

    fn open_orders<'a>(
        &'a self,
        txn: &'a DatabaseTransaction,
        user_id: &'a str,
        now: DateTime<Utc>,
    ) -> Answer<'a, u64> {
        Box::pin(async move {
            Ok(change::Entity::find()
                .filter(change::Column::UserId.eq(user_id))
                .filter(change::Column::Status.eq(ChangeStatus::AwaitingPayment))
                .filter(change::Column::PaymentMode.is_in(ONLINE))
                .filter(change::Column::Id.in_subquery(payment_orders::ordered(Payable::Change)))
                .filter(
                    Condition::any().add(change::Column::ExpiresAt.is_null()).add(change::Column::ExpiresAt.gt(now)),
                )
                .count(txn)
                .await?)
        })
    }

    fn owner<'a>(&'a self, ctx: &'a Context, id: &'a str) -> Answer<'a, Option<Owner>> {
        Box::pin(async move {
            let Some(c) = change::Entity::find_by_id(id).one(ctx.db()).await? else { return Ok(None) };
            let registration_kept = registration::Entity::find_by_id(&c.registration_id).one(ctx.db()).await?.is_some();
            Ok(Some(Owner { user_id: c.user_id, detached: !registration_kept }))
        })
    }

    fn orphaned_reason(&self) -> &'static str {
        "Paid for a team change whose registration or account is gone"
    }

    fn paid<'a>(&'a self, ctx: &'a Context, id: &'a str, p: Payment<'a>) -> Answer<'a, Taken> {
        Box::pin(async move {
            Ok(match super::confirm_change(ctx, id, p.id, p.observed).await? {
                ChangeConfirmation::Applied(_) => Taken::Paid,
                ChangeConfirmation::AlreadyApplied(_) => Taken::AlreadyPaid,
                ChangeConfirmation::Refused(_) => Taken::Flagged,
            })
        })
    }

    fn expired<'a>(&'a self, ctx: &'a Context, id: &'a str) -> Answer<'a, bool> {
        Box::pin(super::expire_change(ctx, id))
    }

    fn hold<'a>(
        &'a self,
        txn: &'a DatabaseTransaction,
        id: &'a str,
        now: DateTime<Utc>,
        until: DateTime<Utc>,
    ) -> Answer<'a, ()> {
        Box::pin(async move {
            change::Entity::update_many()
                .col_expr(change::Column::ExpiresAt, Expr::value(until))
                .filter(change::Column::Id.eq(id))
                .filter(change::Column::Status.eq(ChangeStatus::AwaitingPayment))
                .filter(change::Column::ExpiresAt.gt(now))
                .filter(change::Column::ExpiresAt.lt(until))
                .exec(txn)
                .await?;
            Ok(())
        })
    }

    fn ask_refund<'a>(&'a self, ctx: &'a Context, id: &'a str) -> Answer<'a, ()> {
        Box::pin(async move { crate::services::refunds::issue(ctx, Payable::Change, id).await.map(|_| ()) })
    }
}
