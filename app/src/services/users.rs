//! Listing accounts for the admin area: search and paging in SQL.

use sea_orm::sea_query::{Expr, ExprTrait as _, Func, LikeExpr};
use sea_orm::{ColumnTrait, Condition, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder};

use crate::entities::user;
use crate::paging::Paging;
use crate::roles::Role;
use crate::services::audit;
use crate::{AppError, Context};

/// One page of accounts.
#[derive(Debug)]
pub struct UserPage {
    pub users: Vec<user::Model>,
    pub page: u64,
    pub limit: u64,
    pub total: u64,
}

/// A LIKE pattern matching `term` anywhere, with the wildcards in it escaped.
pub fn contains_pattern(term: &str) -> LikeExpr {
    let escaped: String = term
        .to_lowercase()
        .chars()
        .flat_map(|c| match c {
            '%' | '_' | '\\' => vec!['\\', c],
            c => vec![c],
        })
        .collect();
    LikeExpr::new(format!("%{escaped}%")).escape('\\')
}

/// Accounts newest first, optionally only those of one role and those whose username, full name or e-mail
/// contains `search`.
pub async fn list(
    ctx: &Context,
    search: Option<&str>,
    role: Option<Role>,
    paging: Paging,
) -> Result<UserPage, AppError> {
    let paginator = filtered(search, role)
        .order_by_desc(user::Column::CreatedAt)
        .order_by_asc(user::Column::Id)
        .paginate(ctx.db(), paging.limit());
    let total = paginator.num_items().await?;
    let users = paginator.fetch_page(paging.index()).await?;
    Ok(UserPage { users, page: paging.page(), limit: paging.limit(), total })
}

/// Every matching account, newest first, in batches of [`crate::paging::BATCH`] read one after the other (keyset on
/// creation time and id, so a batch costs the same wherever it is in the list).
pub fn all_in_batches(
    ctx: &Context,
    search: Option<String>,
    role: Option<Role>,
) -> impl futures_util::Stream<Item = Result<Vec<user::Model>, AppError>> + Send + 'static {
    use sea_orm::QuerySelect;
    let ctx = ctx.clone();
    crate::paging::newest_first(
        move |cursor| {
            let mut query = filtered(search.as_deref(), role);
            if let Some(cursor) = &cursor {
                query = query.filter(crate::paging::after(user::Column::CreatedAt, user::Column::Id, cursor));
            }
            let db = ctx.db().clone();
            async move {
                Ok(query
                    .order_by_desc(user::Column::CreatedAt)
                    .order_by_asc(user::Column::Id)
                    .limit(crate::paging::BATCH)
                    .all(&db)
                    .await?)
            }
        },
        |u| (u.created_at, u.id.clone()),
    )
}

/// The accounts that match the admin's filters.
fn filtered(search: Option<&str>, role: Option<Role>) -> sea_orm::Select<user::Entity> {
    let mut query = user::Entity::find();
    if let Some(role) = role {
        query = query.filter(user::Column::Role.eq(role));
    }
    if let Some(term) = search.map(str::trim).filter(|s| !s.is_empty()) {
        let lower = |col: user::Column| Expr::expr(Func::lower(Expr::col((user::Entity, col))));
        query = query.filter(
            Condition::any()
                .add(lower(user::Column::Username).like(contains_pattern(term)))
                .add(lower(user::Column::Fullname).like(contains_pattern(term)))
                .add(user::Column::Email.like(contains_pattern(term))),
        );
    }
    query
}

pub const OWN_ROLE: &str = "You cannot change your own role.";

/// Changes a user's role (admins only, never their own), recorded in the audit log.
pub async fn set_role(ctx: &Context, actor: &user::Model, id: &str, role: Role) -> Result<user::Model, AppError> {
    if actor.id == id {
        return Err(AppError::BadRequest(OWN_ROLE.into()));
    }
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let admins = lock_admins(&txn).await?;
    if !admins.iter().any(|a| a.id == actor.id) {
        // Demoted a moment ago, by another admin.
        return Err(AppError::Forbidden(NO_LONGER_ADMIN.into()));
    }
    let updated = change_role(&txn, id, role, &admins).await?;
    audit::record(
        &txn,
        actor,
        "user.role",
        id,
        serde_json::json!({"from": updated.0, "to": role.as_str(), "username": updated.1.username}),
    )
    .await?;
    txn.commit().await?;
    // The user's sessions carry the new role from their next request.
    ctx.sessions().invalidate_all();
    Ok(updated.1)
}

pub const LAST_ADMIN: &str = "This is the last admin: make another account an admin first.";
pub const NO_LONGER_ADMIN: &str = "You are no longer an admin.";

/// Every admin, their rows held until the transaction ends (in one order, so two role changes at once
/// queue instead of deadlocking): role changes are decided one at a time, and the last admin stays.
pub(crate) async fn lock_admins(txn: &sea_orm::DatabaseTransaction) -> Result<Vec<user::Model>, AppError> {
    use sea_orm::QuerySelect;
    Ok(user::Entity::find()
        .filter(user::Column::Role.eq(Role::Admin))
        .order_by_asc(user::Column::Id)
        .lock_exclusive()
        .all(txn)
        .await?)
}

/// Changes a role inside a transaction that holds the admins; refuses to demote the last admin. Returns the
/// old role and the account.
async fn change_role(
    txn: &sea_orm::DatabaseTransaction,
    id: &str,
    role: Role,
    admins: &[user::Model],
) -> Result<(Role, user::Model), AppError> {
    use sea_orm::{ActiveModelTrait, IntoActiveModel, Set};
    let target =
        user::Entity::find_by_id(id).one(txn).await?.ok_or_else(|| AppError::NotFound("User not found".into()))?;
    let is_admin = admins.iter().any(|a| a.id == target.id);
    if is_admin && role != Role::Admin && admins.len() <= 1 {
        return Err(AppError::Conflict(LAST_ADMIN.into()));
    }
    let old = target.role;
    let mut change = target.into_active_model();
    change.role = Set(role);
    change.updated_at = Set(chrono::Utc::now());
    Ok((old, change.update(txn).await?))
}

/// Changes a role without an acting admin (the CLI), with the same last-admin rule.
pub async fn set_role_unattended(ctx: &Context, id: &str, role: Role) -> Result<user::Model, AppError> {
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let admins = lock_admins(&txn).await?;
    let (_, updated) = change_role(&txn, id, role, &admins).await?;
    txn.commit().await?;
    ctx.sessions().invalidate_all();
    Ok(updated)
}
