//! Liveness of the service and its database.

use crate::Context;

/// Whether the database answered a real query.
pub async fn database_is_up(ctx: &Context) -> bool {
    match crate::db::ping(ctx.db()).await {
        Ok(()) => true,
        Err(e) => {
            tracing::warn!(error = %e, "health check: database is down");
            false
        }
    }
}
