//! Erasure at the end of retention (DPDP Act 2023, section 8(7); Rules 2025, rule 8): the privacy notice
//! says accounts are kept until `retention_days` after the fest's last day. From 48 hours before that, each
//! account made for this fest is e-mailed that it will be erased (an `erasure` row records the notice, in the
//! transaction that queues the e-mail); once the day has come and 48 hours have passed since its notice, the
//! account is erased as if its owner had deleted it, and the row records when. Staff accounts are kept (they
//! run the next edition); an account that cannot go yet (an open online payment) is tried again next run.

use chrono::{DateTime, Duration, NaiveTime, Utc};
use fest_shared::consent::ERASURE_NOTICE_HOURS;
use fest_shared::fest::FEST;
use sea_orm::sea_query::{Expr, OnConflict, Query};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set};
use serde_json::json;

use crate::entities::{erasure, user};
use crate::roles::Role;
use crate::services::account_deletion::{self, DELETED_ACCOUNT_ID, Reason};
use crate::services::mail_queue;
use crate::{AppError, Context};

/// Accounts told, or erased, per statement batch.
const BATCH: u64 = 200;
/// How often the job looks (it has nothing to do but after the fest).
pub const INTERVAL_SECS: u32 = 3600;

/// What one run did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct RetentionReport {
    pub noticed: u64,
    pub erased: u64,
    /// Accounts that could not go yet (tried again next run).
    pub held: u64,
}

/// When accounts may be erased: the start of the day after the last day kept, in India. `None` when the
/// organisers keep accounts until erased by hand (`retention_days` 0).
pub fn erase_from(ctx: &Context) -> Option<DateTime<Utc>> {
    let cfg = ctx.config();
    if cfg.retention_days == 0 {
        return None;
    }
    let day = cfg.last_day + chrono::Days::new(u64::from(cfg.retention_days) + 1);
    let local = day.and_time(NaiveTime::MIN).and_local_timezone(crate::time::india()).single()?;
    Some(local.with_timezone(&Utc))
}

/// The end of the fest's last day in India: accounts made after it are for a later edition.
fn fest_over(ctx: &Context) -> Option<DateTime<Utc>> {
    let day = ctx.config().last_day + chrono::Days::new(1);
    Some(day.and_time(NaiveTime::MIN).and_local_timezone(crate::time::india()).single()?.with_timezone(&Utc))
}

/// One run: notices first, then the erasures that are due.
pub async fn run(ctx: &Context, now: DateTime<Utc>) -> Result<RetentionReport, AppError> {
    let mut report = RetentionReport::default();
    let (Some(from), Some(over)) = (erase_from(ctx), fest_over(ctx)) else { return Ok(report) };
    let notice = Duration::hours(ERASURE_NOTICE_HOURS);
    if now < from - notice {
        return Ok(report);
    }
    report.noticed = notify(ctx, now, from, over).await?;
    if now >= from {
        let (erased, held) = erase_due(ctx, now - notice).await?;
        report.erased = erased;
        report.held = held;
    }
    Ok(report)
}

/// E-mails every account still to be told, in its language, batch by batch; each notice is recorded (at `now`)
/// with its e-mail.
async fn notify(ctx: &Context, now: DateTime<Utc>, from: DateTime<Utc>, over: DateTime<Utc>) -> Result<u64, AppError> {
    let cfg = ctx.config();
    let site = cfg.public_url.clone().unwrap_or_else(|| format!("http://{}", cfg.bind));
    let officer = cfg.grievance_email.clone().unwrap_or_else(|| FEST.email.to_owned());
    let erase_day = from.with_timezone(&crate::time::india()).date_naive();
    let mut told = 0;
    loop {
        let told_already = Query::select().column(erasure::Column::UserId).from(erasure::Entity).to_owned();
        let batch = user::Entity::find()
            .filter(user::Column::Role.is_in([Role::User, Role::Ca]))
            .filter(user::Column::Id.ne(DELETED_ACCOUNT_ID))
            .filter(user::Column::CreatedAt.lt(over))
            .filter(user::Column::Id.not_in_subquery(told_already))
            .order_by_asc(user::Column::Id)
            .limit(BATCH)
            .all(ctx.db())
            .await?;
        if batch.is_empty() {
            return Ok(told);
        }
        let txn = crate::db::begin_write(ctx.writer()).await?;
        let mut queued = Vec::new();
        for account in &batch {
            let inserted = erasure::Entity::insert(erasure::ActiveModel {
                id: Set(uuid::Uuid::new_v4().to_string()),
                user_id: Set(account.id.clone()),
                reason: Set(Reason::Retention.as_str().to_owned()),
                noticed_at: Set(Some(now)),
                erased_at: Set(None),
            })
            .on_conflict(OnConflict::column(erasure::Column::UserId).do_nothing().to_owned())
            .exec_without_returning(&txn)
            .await?;
            if inserted == 0 {
                continue;
            }
            let language = crate::emails::language_of(account);
            let mail = crate::emails::render(
                "erasure_notice",
                language,
                &account.email,
                json!({
                    "username": account.username,
                    "erase_on": crate::emails::long_date(language, erase_day),
                    "retention_days": cfg.retention_days,
                    "account_url": format!("{site}/account"),
                    "grievance_url": format!("{site}/grievance"),
                    "officer_email": officer,
                }),
            )?;
            queued.push(mail_queue::enqueue(ctx, &txn, "erasure notice", mail, Vec::new()).await?);
            told += 1;
        }
        txn.commit().await?;
        mail_queue::deliver_soon(ctx, queued);
        tokio::task::yield_now().await;
    }
}

/// Erases the accounts told before `noticed_before`; returns how many went and how many must wait.
async fn erase_due(ctx: &Context, noticed_before: DateTime<Utc>) -> Result<(u64, u64), AppError> {
    let due = erasure::Entity::find()
        .filter(erasure::Column::Reason.eq(Reason::Retention.as_str()))
        .filter(erasure::Column::ErasedAt.is_null())
        .filter(erasure::Column::NoticedAt.lte(noticed_before))
        .all(ctx.db())
        .await?;
    let (mut erased, mut held) = (0, 0);
    for row in due {
        match user::Entity::find_by_id(row.user_id.clone()).one(ctx.db()).await? {
            // Made staff since the notice: kept.
            Some(account) if !matches!(account.role, Role::User | Role::Ca) => {
                erasure::Entity::delete_by_id(row.id.clone()).exec(ctx.writer()).await?;
            }
            Some(account) => match account_deletion::erase(ctx, &account, Reason::Retention).await {
                Ok(()) => erased += 1,
                Err(AppError::Conflict(why)) => {
                    tracing::info!(account = %account.id, why, "an account's erasure waits for the next run");
                    held += 1;
                }
                Err(e) => return Err(e),
            },
            // Deleted by its owner in between: the deletion recorded itself.
            None => {
                erasure::Entity::update_many()
                    .col_expr(erasure::Column::ErasedAt, Expr::value(Utc::now()))
                    .filter(erasure::Column::Id.eq(&row.id))
                    .filter(erasure::Column::ErasedAt.is_null())
                    .exec(ctx.writer())
                    .await?;
            }
        }
    }
    Ok((erased, held))
}

/// Starts the retention job (hourly; nothing happens before the fest is over).
pub fn spawn_retention(ctx: Context) {
    ctx.spawn_periodic("retention", INTERVAL_SECS, |ctx| async move {
        let r = run(&ctx, Utc::now()).await?;
        if r != RetentionReport::default() {
            tracing::info!(?r, "retention: accounts told and erased");
        }
        Ok(())
    });
}

/// The record of erasures, newest first (the admin area's Privacy section): who (an account's id only), why,
/// when told and when erased.
pub async fn register(ctx: &Context) -> Result<Vec<erasure::Model>, AppError> {
    Ok(erasure::Entity::find()
        .order_by_desc(erasure::Column::NoticedAt)
        .order_by_desc(erasure::Column::ErasedAt)
        .limit(1000)
        .all(ctx.db())
        .await?)
}
