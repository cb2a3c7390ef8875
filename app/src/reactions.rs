//! Reactions: what a change in one service asks of the services built on it, without the lower service
//! naming them. Accommodation and the waiting lists are built on registrations (a stay is booked for the
//! people of a registration; an offer becomes a registration), yet a registration's cancellation cancels its
//! people's stays, and a place given up moves an event's line on. Registrations (and events, whose settings
//! can open places) say what happened through [`Context::reactions`]; the services above subscribe when the
//! context is made (`services::follow_ups::reactions`). So no service calls one that calls it back.
//!
//! A reaction that runs inside the caller's transaction returns the work that must wait for the commit
//! ([`AfterCommit`]: e-mails delivered, refunds asked of the gateway), which the caller runs once committed.

use futures_util::future::BoxFuture;
use sea_orm::DatabaseTransaction;

use crate::{AppError, Context};

type Work = Box<dyn FnOnce(Context) -> BoxFuture<'static, ()> + Send>;

/// Work to run after the transaction that asked for it has committed.
#[must_use = "run it once the transaction has committed"]
#[derive(Default)]
pub struct AfterCommit(Option<Work>);

impl AfterCommit {
    /// Nothing to do after the commit.
    pub fn nothing() -> Self {
        Self::default()
    }

    /// `work` to run after the commit.
    pub fn then<F, Fut>(work: F) -> Self
    where
        F: FnOnce(Context) -> Fut + Send + 'static,
        Fut: Future<Output = ()> + Send + 'static,
    {
        Self(Some(Box::new(move |ctx| Box::pin(work(ctx)))))
    }

    /// Runs the work. Call after the commit only.
    pub async fn run(self, ctx: &Context) {
        if let Some(work) = self.0 {
            work(ctx.clone()).await;
        }
    }
}

/// Inside the transaction that cancels a registration (its row held first): what hangs on it elsewhere goes
/// with it. `by_admin` is an organiser's cancellation (refunded in full) rather than the owner's.
pub type RegistrationCancelled = for<'a> fn(
    ctx: &'a Context,
    txn: &'a DatabaseTransaction,
    registration_id: &'a str,
    by_admin: bool,
) -> BoxFuture<'a, Result<AfterCommit, AppError>>;

/// After a commit that gave up places of an event (a cancellation, an expired order, a smaller team, a
/// larger capacity): whoever waits for one is told. Never fails what was committed (problems are logged).
pub type PlaceFreed = for<'a> fn(ctx: &'a Context, event_id: &'a str) -> BoxFuture<'a, ()>;

/// The subscribers, one per thing that happens.
#[derive(Clone, Copy)]
pub struct Reactions {
    pub registration_cancelled: RegistrationCancelled,
    pub place_freed: PlaceFreed,
}

impl Reactions {
    /// Inside the cancelling transaction; run the answer after the commit.
    pub async fn registration_cancelled(
        &self,
        ctx: &Context,
        txn: &DatabaseTransaction,
        registration_id: &str,
        by_admin: bool,
    ) -> Result<AfterCommit, AppError> {
        (self.registration_cancelled)(ctx, txn, registration_id, by_admin).await
    }

    /// After the commit that freed the place.
    pub async fn place_freed(&self, ctx: &Context, event_id: &str) {
        (self.place_freed)(ctx, event_id).await;
    }
}
