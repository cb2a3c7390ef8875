//! Registrations and the differences of their roster changes as payable things (`services::payable`).

use chrono::{DateTime, Utc};
use futures_util::future::BoxFuture;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, DatabaseTransaction, EntityTrait, QueryFilter};

use super::{ChangeConfirmation, Confirmation, Status};
use crate::entities::registration;
use crate::entities::registration_change::{self as change, Status as ChangeStatus};
use crate::services::payable::{Owner, Payable, PayableThing, Payment, Taken};
use crate::{AppError, Context};

/// A registration: its fee, paid once for its team's place.
pub struct Registrations;

impl PayableThing for Registrations {
    fn kind(&self) -> Payable {
        Payable::Registration
    }

    fn owner<'a>(&'a self, ctx: &'a Context, id: &'a str) -> BoxFuture<'a, Result<Option<Owner>, AppError>> {
        Box::pin(async move {
            let reg = registration::Entity::find_by_id(id).one(ctx.db()).await?;
            Ok(reg.map(|r| Owner { user_id: r.user_id, detached: false }))
        })
    }

    fn orphaned_reason(&self) -> &'static str {
        "Paid for a registration whose account is gone"
    }

    fn paid<'a>(&'a self, ctx: &'a Context, id: &'a str, p: Payment<'a>) -> BoxFuture<'a, Result<Taken, AppError>> {
        Box::pin(async move {
            Ok(match super::confirm(ctx, id, p.id, p.observed, p.dedupe).await? {
                Confirmation::Paid(_) => Taken::Paid,
                Confirmation::AlreadyPaid(_) => Taken::AlreadyPaid,
                Confirmation::Flagged(_) => Taken::Flagged,
                Confirmation::Duplicate => Taken::Duplicate,
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

    fn ask_refund<'a>(&'a self, ctx: &'a Context, id: &'a str) -> BoxFuture<'a, Result<(), AppError>> {
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

    fn owner<'a>(&'a self, ctx: &'a Context, id: &'a str) -> BoxFuture<'a, Result<Option<Owner>, AppError>> {
        Box::pin(async move {
            let Some(c) = change::Entity::find_by_id(id).one(ctx.db()).await? else { return Ok(None) };
            let registration_kept = registration::Entity::find_by_id(&c.registration_id).one(ctx.db()).await?.is_some();
            Ok(Some(Owner { user_id: c.user_id, detached: !registration_kept }))
        })
    }

    fn orphaned_reason(&self) -> &'static str {
        "Paid for a team change whose registration or account is gone"
    }

    fn paid<'a>(&'a self, ctx: &'a Context, id: &'a str, p: Payment<'a>) -> BoxFuture<'a, Result<Taken, AppError>> {
        Box::pin(async move {
            Ok(match super::confirm_change(ctx, id, p.id, p.observed).await? {
                ChangeConfirmation::Applied(_) => Taken::Paid,
                ChangeConfirmation::AlreadyApplied(_) => Taken::AlreadyPaid,
                ChangeConfirmation::Refused(_) => Taken::Flagged,
            })
        })
    }

    fn expired<'a>(&'a self, ctx: &'a Context, id: &'a str) -> BoxFuture<'a, Result<bool, AppError>> {
        Box::pin(super::expire_change(ctx, id))
    }

    fn hold<'a>(
        &'a self,
        txn: &'a DatabaseTransaction,
        id: &'a str,
        now: DateTime<Utc>,
        until: DateTime<Utc>,
    ) -> BoxFuture<'a, Result<(), AppError>> {
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

    fn ask_refund<'a>(&'a self, ctx: &'a Context, id: &'a str) -> BoxFuture<'a, Result<(), AppError>> {
        Box::pin(async move { crate::services::refunds::issue(ctx, Payable::Change, id).await.map(|_| ()) })
    }
}
