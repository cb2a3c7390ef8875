//! The subscriptions of the services built on registrations to what happens to registrations and events
//! ([`crate::reactions`]): a cancelled registration's stays go with it; a freed place moves the waiting list.

use futures_util::FutureExt;

use crate::reactions::{AfterCommit, Reactions};
use crate::services::{accommodation, waitlist};

/// The reactions every [`crate::Context`] carries.
pub fn reactions() -> Reactions {
    Reactions {
        registration_cancelled: |ctx, txn, registration_id, by_admin| {
            async move {
                let stays = accommodation::cancel_with_registration(ctx, txn, registration_id, by_admin).await?;
                Ok(AfterCommit::then(move |ctx| async move { accommodation::finish_cancelled(&ctx, stays).await }))
            }
            .boxed()
        },
        place_freed: |ctx, event_id| waitlist::place_freed(ctx, event_id).boxed(),
    }
}
