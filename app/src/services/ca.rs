//! The campus ambassador programme: applications, their review, and referrals that count.
//!
//! A referral counts for a CA when a registration names the CA's code, is paid, and is not the CA's own;
//! each registration counts once, and one that is refunded or expired no longer counts. All of it is derived
//! from the registrations by query, so it can never drift from the money.

use std::collections::HashMap;

use chrono::Utc;
use fest_shared::ca::{CaApplicationForm, validate_ca_application};
use fest_shared::consent::CollectionPoint;
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, Set, Statement,
    Value as DbValue,
};
use serde_json::json;

use crate::entities::{ca_application, user};
use crate::ports::mailer::OutgoingEmail;
use crate::roles::Role;
use crate::services::accounts::role_of;
use crate::{AppError, Context, crypto};

pub const APPLIED: &str = "Application submitted successfully!";
pub const ALREADY_APPLIED: &str = "You have already applied to the Campus Ambassador programme.";
pub const ALREADY_CA: &str = "You are already a Campus Ambassador.";
pub const NO_APPLICATION: &str = "No application found";
pub const NOT_PENDING: &str = "This application has already been reviewed.";
pub const INVALID_REFERRAL: &str = "This referral code is not valid.";
pub const OWN_APPLICATION: &str = "You cannot decide your own application.";
/// How many CAs the leaderboard shows.
pub const LEADERBOARD_SIZE: u64 = 20;

pub use crate::entities::ca_application::Status;

/// Applies. One application per user; a CA cannot apply.
pub async fn apply(
    ctx: &Context,
    applicant: &user::Model,
    form: &CaApplicationForm,
) -> Result<ApplicationRecord, AppError> {
    if role_of(applicant) == Role::Ca {
        return Err(AppError::Forbidden(ALREADY_CA.into()));
    }
    let app = validate_ca_application(form).map_err(AppError::invalid)?;
    let txn = crate::db::begin_write(ctx.writer()).await?;
    // Under 18: not before a parent or guardian has consented.
    crate::services::guardians::ensure_may_give_data(&txn, &applicant.id).await?;
    let model = ca_application::ActiveModel {
        id: Set(uuid::Uuid::new_v4().to_string()),
        user_id: Set(applicant.id.clone()),
        full_name: Set(app.full_name),
        college_name: Set(app.college_name),
        college_year: Set(app.college_year.as_str().to_owned()),
        rollno: Set(app.rollno),
        college_address: Set(app.college_address),
        phone_number: Set(app.phone_number.as_str().to_owned()),
        how_did_you_know: Set(app.how_did_you_know.as_str().to_owned()),
        application_statement: Set(app.application_statement),
        por: Set(app.por),
        alternative_email: Set(app.alternative_email.map(|e| e.as_str().to_owned())),
        status: Set(Status::Pending),
        applied_at: Set(Utc::now()),
        reviewed_by: Set(None),
        reviewed_at: Set(None),
        referral_code: Set(None),
    }
    .insert(&txn)
    .await
    .map_err(already_applied)?;
    crate::services::consents::record(&txn, &applicant.id, CollectionPoint::CampusAmbassador, Some(&model.id)).await?;
    txn.commit().await.map_err(already_applied)?;
    // The applicant's session now shows the application.
    ctx.sessions_changed().await;
    record(ctx, model, applicant).await
}

/// A second application of the same account.
fn already_applied(e: sea_orm::DbErr) -> AppError {
    match e.sql_err() {
        Some(sea_orm::SqlErr::UniqueConstraintViolation(_)) => AppError::Conflict(ALREADY_APPLIED.into()),
        _ => AppError::Database(e),
    }
}

/// The user's application, if any.
pub async fn of_user(ctx: &Context, user_id: &str) -> Result<Option<ca_application::Model>, AppError> {
    Ok(ca_application::Entity::find().filter(ca_application::Column::UserId.eq(user_id)).one(ctx.db()).await?)
}

/// The applications of several accounts, by account id, in one query (the admin's list of accounts).
pub async fn of_users(ctx: &Context, user_ids: &[String]) -> Result<HashMap<String, ca_application::Model>, AppError> {
    if user_ids.is_empty() {
        return Ok(HashMap::new());
    }
    Ok(ca_application::Entity::find()
        .filter(ca_application::Column::UserId.is_in(user_ids.iter().cloned()))
        .all(ctx.db())
        .await?
        .into_iter()
        .map(|a| (a.user_id.clone(), a))
        .collect())
}

/// An application with the accounts it names: what the API shows (the view is built at the server edge).
#[derive(Debug, Clone)]
pub struct ApplicationRecord {
    pub application: ca_application::Model,
    /// The applicant's account (gone only if it was deleted).
    pub applicant: Option<user::Model>,
    /// Who decided, once decided.
    pub reviewer: Option<user::Model>,
}

async fn record(
    ctx: &Context,
    app: ca_application::Model,
    applicant: &user::Model,
) -> Result<ApplicationRecord, AppError> {
    let reviewer = match &app.reviewed_by {
        Some(id) => user::Entity::find_by_id(id).one(ctx.db()).await?,
        None => None,
    };
    Ok(ApplicationRecord { application: app, applicant: Some(applicant.clone()), reviewer })
}

/// The signed-in user's own application.
pub async fn mine(ctx: &Context, applicant: &user::Model) -> Result<ApplicationRecord, AppError> {
    let app = of_user(ctx, &applicant.id).await?.ok_or_else(|| AppError::NotFound(NO_APPLICATION.into()))?;
    record(ctx, app, applicant).await
}

/// Counts per status.
#[derive(Debug, Default, Clone, Copy, serde::Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = StatusCounts))]
pub struct Counts {
    pub pending: u64,
    pub accepted: u64,
    pub rejected: u64,
}

/// Applications (optionally of one status) with their applicants.
fn filtered(status: Option<Status>) -> sea_orm::SelectTwo<ca_application::Entity, user::Entity> {
    let mut query = ca_application::Entity::find();
    if let Some(s) = status {
        query = query.filter(ca_application::Column::Status.eq(s.as_str()));
    }
    query.find_also_related(user::Entity)
}

/// Newest first, ties by id, so pages and batches never overlap.
fn newest_first_order(
    query: sea_orm::SelectTwo<ca_application::Entity, user::Entity>,
) -> sea_orm::SelectTwo<ca_application::Entity, user::Entity> {
    query.order_by_desc(ca_application::Column::AppliedAt).order_by_asc(ca_application::Column::Id)
}

/// The applications with their reviewers: one query for all of them.
async fn with_reviewers(
    ctx: &Context,
    rows: Vec<(ca_application::Model, Option<user::Model>)>,
) -> Result<Vec<ApplicationRecord>, AppError> {
    let reviewer_ids: Vec<String> = rows.iter().filter_map(|(a, _)| a.reviewed_by.clone()).collect();
    let reviewers: HashMap<String, user::Model> = if reviewer_ids.is_empty() {
        HashMap::new()
    } else {
        user::Entity::find()
            .filter(user::Column::Id.is_in(reviewer_ids))
            .all(ctx.db())
            .await?
            .into_iter()
            .map(|u| (u.id.clone(), u))
            .collect()
    };
    Ok(rows
        .into_iter()
        .map(|(a, u)| {
            let reviewer = a.reviewed_by.as_ref().and_then(|id| reviewers.get(id)).cloned();
            ApplicationRecord { application: a, applicant: u, reviewer }
        })
        .collect())
}

/// One page of the applications (optionally of one status), newest first, and how many match.
pub async fn page(
    ctx: &Context,
    status: Option<Status>,
    paging: crate::paging::Paging,
) -> Result<(Vec<ApplicationRecord>, u64), AppError> {
    use sea_orm::PaginatorTrait;
    let paginator = newest_first_order(filtered(status)).paginate(ctx.db(), paging.limit());
    let (total, rows) = crate::paging::count_and_page(&paginator, paging).await?;
    Ok((with_reviewers(ctx, rows).await?, total))
}

/// Every application (optionally of one status), newest first, in keyset batches: the whole list a client
/// gets when it asks for no page, never held in memory at once.
pub fn all_in_batches(
    ctx: &Context,
    status: Option<Status>,
) -> impl futures_util::Stream<Item = Result<Vec<ApplicationRecord>, AppError>> + Send + 'static + use<> {
    use sea_orm::QuerySelect;
    let ctx = ctx.clone();
    crate::paging::newest_first(
        move |cursor| {
            let mut query = filtered(status);
            if let Some(cursor) = &cursor {
                query = query.filter(crate::paging::after(
                    ca_application::Column::AppliedAt,
                    ca_application::Column::Id,
                    cursor,
                ));
            }
            let ctx = ctx.clone();
            async move {
                let rows = newest_first_order(query).limit(crate::paging::BATCH).all(ctx.db()).await?;
                with_reviewers(&ctx, rows).await
            }
        },
        |r: &ApplicationRecord| (r.application.applied_at, r.application.id.clone()),
    )
}

/// Applications per status.
pub async fn counts(ctx: &Context) -> Result<Counts, AppError> {
    let db = ctx.db();
    let rows = db
        .query_all_raw(Statement::from_string(
            db.get_database_backend(),
            "SELECT status, COUNT(*) FROM ca_application GROUP BY status",
        ))
        .await?;
    let mut c = Counts::default();
    for row in rows {
        let status: String = row.try_get_by_index(0)?;
        let n: i64 = row.try_get_by_index(1)?;
        let n = u64::try_from(n).unwrap_or(0);
        match Status::parse(&status) {
            Some(Status::Pending) => c.pending = n,
            Some(Status::Accepted) => c.accepted = n,
            Some(Status::Rejected) => c.rejected = n,
            None => {}
        }
    }
    Ok(c)
}

/// A new referral code: "INF" and six characters that cannot be misread.
fn referral_code() -> String {
    const ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    let bytes = crypto::random_token();
    let code: String = bytes.bytes().take(6).map(|b| ALPHABET[usize::from(b) % ALPHABET.len()] as char).collect();
    format!("INF{code}")
}

/// Accepts or rejects a pending application. Accepting makes the applicant a CA (never lowering a moderator
/// or an admin) and gives them a referral code; either way the applicant is told by e-mail.
pub async fn decide(
    ctx: &Context,
    reviewer: &user::Model,
    id: &str,
    accept: bool,
) -> Result<ApplicationRecord, AppError> {
    let status = if accept { Status::Accepted } else { Status::Rejected };
    let now = Utc::now();
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let app = ca_application::Entity::find_by_id(id)
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::NotFound("Application not found".into()))?;
    if app.user_id == reviewer.id {
        return Err(AppError::Forbidden(OWN_APPLICATION.into()));
    }
    let mut update = ca_application::Entity::update_many()
        .col_expr(ca_application::Column::Status, Expr::value(status.as_str()))
        .col_expr(ca_application::Column::ReviewedBy, Expr::value(reviewer.id.clone()))
        .col_expr(ca_application::Column::ReviewedAt, Expr::value(now));
    if accept {
        update = update.col_expr(ca_application::Column::ReferralCode, Expr::value(referral_code()));
    }
    let changed = update
        .filter(ca_application::Column::Id.eq(id))
        .filter(ca_application::Column::Status.eq(Status::Pending))
        .exec(&txn)
        .await?;
    if changed.rows_affected == 0 {
        return Err(AppError::Conflict(NOT_PENDING.into()));
    }
    let applicant = user::Entity::find_by_id(&app.user_id)
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::NotFound("Applicant not found".into()))?;
    if accept && matches!(role_of(&applicant), Role::User) {
        user::Entity::update_many()
            .col_expr(user::Column::Role, Expr::value(Role::Ca.as_str()))
            .col_expr(user::Column::UpdatedAt, Expr::value(now))
            .filter(user::Column::Id.eq(&applicant.id))
            .exec(&txn)
            .await?;
    }
    let app = ca_application::Entity::find_by_id(id)
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::NotFound("Application not found".into()))?;
    crate::services::audit::record(
        &txn,
        reviewer,
        if accept { "ca.accept" } else { "ca.reject" },
        id,
        json!({"applicant": applicant.username, "referralCode": app.referral_code}),
    )
    .await?;
    let mail = decision_email(&applicant, &app, accept)?;
    let queued = crate::services::mail_queue::enqueue(ctx, &txn, "CA decision", mail, Vec::new()).await?;
    txn.commit().await?;
    // The applicant's session shows the new status (and, on acceptance, the CA role).
    ctx.sessions_changed().await;
    crate::services::mail_queue::deliver_soon(ctx, vec![queued]);
    Ok(ApplicationRecord { application: app, applicant: Some(applicant), reviewer: Some(reviewer.clone()) })
}

/// The review's outcome, to the applicant in their account's language.
fn decision_email(
    applicant: &user::Model,
    app: &ca_application::Model,
    accepted: bool,
) -> Result<OutgoingEmail, AppError> {
    crate::emails::render(
        "ca_decision",
        crate::emails::language_of(applicant),
        &applicant.email,
        json!({"full_name": app.full_name, "accepted": accepted, "referral_code": app.referral_code}),
    )
}

/// Whether `code` belongs to an accepted CA.
pub async fn referral_exists(ctx: &Context, code: &str) -> Result<bool, AppError> {
    // The code of an ambassador who was demoted to a plain user no longer counts.
    Ok(ca_application::Entity::find()
        .filter(ca_application::Column::ReferralCode.eq(code.trim().to_uppercase()))
        .filter(ca_application::Column::Status.eq(Status::Accepted))
        .find_also_related(user::Entity)
        .one(ctx.db())
        .await?
        .and_then(|(_, owner)| owner)
        .is_some_and(|owner| owner.role != Role::User))
}

/// One row of the leaderboard (no contact details).
#[derive(Debug, Clone)]
pub struct LeaderboardRow {
    pub username: String,
    pub college_name: String,
    pub paid_referrals: u64,
}

/// What a CA's dashboard shows.
#[derive(Debug, Clone)]
pub struct Dashboard {
    pub referral_code: Option<String>,
    pub paid_referrals: u64,
    pub leaderboard: Vec<LeaderboardRow>,
}

/// Paid registrations naming the code, not the CA's own, of an ambassador still in the programme (not
/// demoted to a plain user), and real money when the site takes real money: the referral counting rule, once.
fn credited(ctx: &Context) -> String {
    format!(
        "r.referral_code = a.referral_code AND r.status = 'paid' AND r.user_id <> a.user_id \
         AND EXISTS (SELECT 1 FROM \"user\" cu WHERE cu.id = a.user_id AND cu.role <> 'user'){}",
        ctx.money_filter_sql("r")
    )
}

/// The accepted ambassadors still in the programme, each with their paid referrals (the counting rule of the
/// dashboard), for their certificates.
pub async fn accepted_with_referrals(ctx: &Context) -> Result<Vec<(ca_application::Model, u64)>, AppError> {
    let db = ctx.db();
    let rows = db
        .query_all_raw(Statement::from_string(
            db.get_database_backend(),
            format!(
                "SELECT a.id, (SELECT COUNT(*) FROM registration r WHERE {}) FROM ca_application a \
                 JOIN \"user\" u ON u.id = a.user_id WHERE a.status = 'accepted' AND u.role <> 'user'",
                credited(ctx)
            ),
        ))
        .await?;
    let mut counts = HashMap::new();
    for r in rows {
        counts.insert(r.try_get_by_index::<String>(0)?, u64::try_from(r.try_get_by_index::<i64>(1)?).unwrap_or(0));
    }
    let ids: Vec<String> = counts.keys().cloned().collect();
    let mut out = Vec::with_capacity(ids.len());
    for chunk in ids.chunks(500) {
        for app in
            ca_application::Entity::find().filter(ca_application::Column::Id.is_in(chunk.to_vec())).all(db).await?
        {
            let n = counts.get(&app.id).copied().unwrap_or(0);
            out.push((app, n));
        }
    }
    out.sort_by(|a, b| a.0.id.cmp(&b.0.id));
    Ok(out)
}

pub async fn dashboard(ctx: &Context, ca: &user::Model) -> Result<Dashboard, AppError> {
    let credited = credited(ctx);
    let db = ctx.db();
    let backend = db.get_database_backend();
    let app = of_user(ctx, &ca.id).await?;
    let referral_code = app.as_ref().and_then(|a| a.referral_code.clone());
    let paid_referrals = match &app {
        Some(a) => {
            let row = db
                .query_one_raw(Statement::from_sql_and_values(
                    backend,
                    format!("SELECT COUNT(*) FROM registration r JOIN ca_application a ON {credited} WHERE a.id = $1"),
                    [DbValue::from(a.id.clone())],
                ))
                .await?;
            row.map(|r| r.try_get_by_index::<i64>(0)).transpose()?.unwrap_or(0)
        }
        None => 0,
    };
    let rows = db
        .query_all_raw(Statement::from_string(
            backend,
            format!(
                "SELECT u.username, a.college_name, COUNT(r.id) AS n FROM ca_application a \
                 JOIN \"user\" u ON u.id = a.user_id JOIN registration r ON {credited} \
                 WHERE a.status = 'accepted' GROUP BY a.id, u.username, a.college_name \
                 ORDER BY n DESC, u.username ASC LIMIT {LEADERBOARD_SIZE}"
            ),
        ))
        .await?;
    let leaderboard = rows
        .into_iter()
        .map(|r| {
            Ok(LeaderboardRow {
                username: r.try_get_by_index(0)?,
                college_name: r.try_get_by_index(1)?,
                paid_referrals: u64::try_from(r.try_get_by_index::<i64>(2)?).unwrap_or(0),
            })
        })
        .collect::<Result<_, sea_orm::DbErr>>()?;
    Ok(Dashboard { referral_code, paid_referrals: u64::try_from(paid_referrals).unwrap_or(0), leaderboard })
}
