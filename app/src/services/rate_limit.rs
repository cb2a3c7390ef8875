//! Fixed-window rate limiting with the counters in the database, so every server instance sees the same
//! counts and a restart forgets nothing.

use chrono::Utc;
use sea_orm::{ConnectionTrait, Statement, Value};

use crate::{AppError, Context};

/// Counts one attempt under `key`; fails with 429 when more than `limit` fell in the current window.
pub async fn hit(ctx: &Context, key: &str, limit: u32, window_secs: u32) -> Result<(), AppError> {
    let now = Utc::now().timestamp();
    let window = i64::from(window_secs);
    let db = ctx.writer();
    let sql = "INSERT INTO rate_limit (key, window_start, hits) VALUES ($1, $2, 1) \
               ON CONFLICT (key) DO UPDATE SET \
               hits = CASE WHEN rate_limit.window_start <= $3 THEN 1 ELSE rate_limit.hits + 1 END, \
               window_start = CASE WHEN rate_limit.window_start <= $3 THEN $2 ELSE rate_limit.window_start END \
               RETURNING hits, window_start";
    let row = db
        .query_one_raw(Statement::from_sql_and_values(
            db.get_database_backend(),
            sql,
            [Value::from(key.to_owned()), Value::from(now), Value::from(now - window)],
        ))
        .await?
        .ok_or_else(|| AppError::Other("rate limiter returned no row".into()))?;
    let hits: i32 = row.try_get_by_index(0)?;
    let window_start: i64 = row.try_get_by_index(1)?;
    if i64::from(hits) > i64::from(limit) {
        let retry_after = u64::try_from(window_start + window - now).unwrap_or(0).max(1);
        let minutes = retry_after.div_ceil(60);
        let unit = if minutes == 1 { "minute" } else { "minutes" };
        return Err(AppError::TooManyRequests {
            message: format!("Too many attempts. Please try again in {minutes} {unit}."),
            retry_after,
        });
    }
    Ok(())
}
