//! Listing accounts for the admin area: search and paging in SQL.

use sea_orm::sea_query::{Expr, ExprTrait as _, Func, LikeExpr, SimpleExpr};
use sea_orm::{
    ColumnTrait, Condition, ConnectionTrait, DatabaseConnection, DbBackend, DbErr, EntityTrait, PaginatorTrait,
    QueryFilter, QueryOrder, Statement,
};

use crate::entities::user;
use crate::paging::Paging;
use crate::roles::Role;
use crate::services::audit;
use crate::{AppError, Context};

/// The account that kept registrations of deleted accounts belong to.
pub const DELETED_ACCOUNT_ID: &str = "deleted-account";

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
    let paginator = filtered(ctx.db(), search, role)
        .await
        .filter(people())
        .order_by_desc(user::Column::CreatedAt)
        .order_by_asc(user::Column::Id)
        .paginate(ctx.db(), paging.limit());
    let (total, users) = crate::paging::count_and_page(&paginator, paging).await?;
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
            let (ctx, search) = (ctx.clone(), search.clone());
            async move {
                let mut query = filtered(ctx.db(), search.as_deref(), role).await.filter(people());
                if let Some(cursor) = &cursor {
                    query = query.filter(crate::paging::after(user::Column::CreatedAt, user::Column::Id, cursor));
                }
                Ok(query
                    .order_by_desc(user::Column::CreatedAt)
                    .order_by_asc(user::Column::Id)
                    .limit(crate::paging::BATCH)
                    .all(ctx.db())
                    .await?)
            }
        },
        |u| (u.created_at, u.id.clone()),
    )
}

/// Every account but the one that holds deleted accounts' kept registrations (nobody signs in with it).
fn people() -> SimpleExpr {
    user::Column::Id.ne(DELETED_ACCOUNT_ID)
}

/// The accounts that match the admin's filters.
async fn filtered(db: &DatabaseConnection, search: Option<&str>, role: Option<Role>) -> sea_orm::Select<user::Entity> {
    let mut query = user::Entity::find();
    if let Some(role) = role {
        query = query.filter(user::Column::Role.eq(role));
    }
    if let Some(term) = search.map(str::trim).filter(|s| !s.is_empty()) {
        query = query.filter(matches(db.get_database_backend(), term));
        if let Some(candidates) = trigram_candidates(db, term, TRIGRAM_MOST).await {
            query = query.filter(candidates);
        }
    }
    query
}

/// Characters in a trigram: a shorter search has none to look up.
const TRIGRAM: usize = 3;

/// What decides whether an account matches a search: its username, full name or e-mail contains `term`,
/// case aside (`LIKE '%term%'`, wildcards in the term taken literally).
///
/// On PostgreSQL a term of one or two characters is tested with `strpos`, which answers the same but is
/// served by no index: a trigram index can only be read whole for it, slower than reading the table,
/// and a plan made once for every search (as PostgreSQL makes for a statement run often) would not know
/// the term is short.
fn matches(backend: DbBackend, term: &str) -> Condition {
    let needle = term.to_lowercase();
    if backend == DbBackend::Postgres && needle.chars().count() < TRIGRAM {
        let contains =
            |text: SimpleExpr| Expr::cust_with_exprs("strpos($1, $2) > 0", [text, Expr::val(needle.clone())]);
        let lower = |col: user::Column| Func::lower(Expr::col((user::Entity, col))).into();
        return Condition::any()
            .add(contains(lower(user::Column::Username)))
            .add(contains(lower(user::Column::Fullname)))
            .add(contains(Expr::col((user::Entity, user::Column::Email))));
    }
    like_anywhere(term)
}

/// `LIKE '%term%'` over the username and full name lower-cased, and the e-mail (stored lower-cased).
fn like_anywhere(term: &str) -> Condition {
    let lower = |col: user::Column| Expr::expr(Func::lower(Expr::col((user::Entity, col))));
    Condition::any()
        .add(lower(user::Column::Username).like(contains_pattern(term)))
        .add(lower(user::Column::Fullname).like(contains_pattern(term)))
        .add(user::Column::Email.like(contains_pattern(term)))
}

/// Up to this many accounts found by the trigram index, looking them up is cheaper than reading the table;
/// words that match more (a common mail domain) read the table.
const TRIGRAM_MOST: i64 = 2000;

/// On SQLite, the accounts the trigram index (`user_search`) finds for `term`, to narrow the search to
/// them. They include every account the comparisons match (the index compares with case folded, as they
/// do), so narrowing changes no answer, only how many accounts are read. None, and the table is read as
/// it always was: on PostgreSQL (its planner uses the pg_trgm indexes on the comparisons themselves), for
/// one or two characters (no trigram to look up), and for words that match more than `most` accounts.
/// A probe that fails (the index unreadable) is logged and the table read: the answer is the same.
async fn trigram_candidates(db: &DatabaseConnection, term: &str, most: i64) -> Option<SimpleExpr> {
    match trigram_probe(db, term, most).await {
        Ok(candidates) => candidates,
        Err(e) => {
            tracing::warn!(error = %e, "the account search index could not be read; reading the table");
            None
        }
    }
}

async fn trigram_probe(db: &DatabaseConnection, term: &str, most: i64) -> Result<Option<SimpleExpr>, DbErr> {
    if db.get_database_backend() != DbBackend::Sqlite {
        return Ok(None);
    }
    let needle = term.to_lowercase();
    if needle.chars().count() < TRIGRAM {
        return Ok(None);
    }
    // One FTS5 phrase: the characters in order, anywhere in a column.
    let phrase = format!("\"{}\"", needle.replace('"', "\"\""));
    let probe = Statement::from_sql_and_values(
        DbBackend::Sqlite,
        "SELECT COUNT(*) FROM (SELECT rowid FROM user_search WHERE user_search MATCH ? LIMIT ?)",
        [phrase.clone().into(), (most + 1).into()],
    );
    let found: i64 = match db.query_one_raw(probe).await? {
        Some(row) => row.try_get_by_index(0)?,
        None => 0,
    };
    if found > most {
        return Ok(None);
    }
    Ok(Some(Expr::cust_with_values(
        r#""user".rowid IN (SELECT rowid FROM user_search WHERE user_search MATCH ?)"#,
        [phrase],
    )))
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
    ctx.sessions_changed().await;
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
    // The account holding deleted accounts' kept registrations is nobody's: it has no role to change.
    let target = user::Entity::find_by_id(id)
        .filter(people())
        .one(txn)
        .await?
        .ok_or_else(|| AppError::NotFound("User not found".into()))?;
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
    ctx.sessions_changed().await;
    Ok(updated)
}

/// The accounts with these ids that can be written to (by id): not the shared account that keeps deleted
/// accounts' registrations, and with an e-mail address. For the messages sent to many owners at once
/// (reminders, certificates).
pub async fn writable(
    ctx: &Context,
    ids: Vec<String>,
) -> Result<std::collections::HashMap<String, user::Model>, AppError> {
    let mut out = std::collections::HashMap::new();
    for chunk in ids.chunks(500) {
        out.extend(
            user::Entity::find()
                .filter(user::Column::Id.is_in(chunk.to_vec()))
                .filter(user::Column::Id.ne(DELETED_ACCOUNT_ID))
                .all(ctx.db())
                .await?
                .into_iter()
                .filter(|u| u.email.contains('@'))
                .map(|u| (u.id.clone(), u)),
        );
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, IntoActiveModel, QueryFilter, QueryOrder, Set};

    use super::*;

    fn account(i: usize, username: &str, fullname: &str, email: &str) -> user::ActiveModel {
        let now = chrono::Utc::now();
        user::ActiveModel {
            id: Set(uuid::Uuid::new_v4().to_string()),
            username: Set(username.into()),
            username_key: Set(username.to_lowercase()),
            fullname: Set(fullname.into()),
            email: Set(email.into()),
            password_hash: Set(None),
            google_sub: Set(None),
            role: Set(Role::User),
            is_email_verified: Set(true),
            is_iitp_stud: Set(false),
            college_name: Set(None),
            por: Set(None),
            address: Set(None),
            college_address: Set(None),
            college_year: Set(None),
            phone_number: Set(None),
            language: Set(None),
            created_at: Set(now - chrono::Duration::seconds(i64::try_from(i).unwrap())),
            updated_at: Set(now),
        }
    }

    /// The accounts a search finds (through the index when it serves the term), and those the
    /// `LIKE` comparisons alone find, newest first.
    async fn both(db: &DatabaseConnection, term: &str) -> (Vec<String>, Vec<String>) {
        let ids = |rows: Vec<user::Model>| rows.into_iter().map(|u| u.id).collect::<Vec<_>>();
        let order =
            |q: sea_orm::Select<user::Entity>| q.order_by_desc(user::Column::CreatedAt).order_by_asc(user::Column::Id);
        let found = order(filtered(db, Some(term), None).await).all(db).await.unwrap();
        let trimmed = term.trim();
        let scanned = if trimmed.is_empty() {
            order(user::Entity::find()).all(db).await.unwrap()
        } else {
            order(user::Entity::find().filter(like_anywhere(trimmed))).all(db).await.unwrap()
        };
        (ids(found), ids(scanned))
    }

    #[tokio::test]
    async fn the_trigram_index_finds_exactly_what_the_comparisons_find() {
        let dir = tempfile::tempdir().unwrap();
        let db =
            crate::db::connect_url(&format!("sqlite://{}/fest.db?mode=rwc", dir.path().display()), 2).await.unwrap();
        same_answers(&db).await;
        // And on PostgreSQL when the tests have one (a database of its own, dropped after).
        if let Some(base) = std::env::var("TEST_DATABASE_URL").ok().filter(|u| !u.is_empty()) {
            let name = format!("fest_users_search_{}", std::process::id());
            let admin = crate::db::connect_url(&base, 1).await.unwrap();
            admin.execute_unprepared(&format!("DROP DATABASE IF EXISTS \"{name}\"")).await.unwrap();
            admin.execute_unprepared(&format!("CREATE DATABASE \"{name}\"")).await.unwrap();
            let (prefix, _) = base.rsplit_once('/').unwrap();
            let db = crate::db::connect_url(&format!("{prefix}/{name}"), 2).await.unwrap();
            same_answers(&db).await;
            db.close().await.unwrap();
            admin.execute_unprepared(&format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)")).await.unwrap();
        }
    }

    async fn same_answers(db: &DatabaseConnection) {
        crate::db::migrate(db).await.unwrap();
        let people = [
            ("Charlie", "Charlie Brown", "charlie@example.com"),
            ("ALICE_99", "Alice Ärger", "alice.99@mail.example"),
            ("bob%sure", "Bob \"The Builder\"", "bob@example.org"),
            ("Émile", "Émile Zola", "emile@exemple.fr"),
            ("straße", "Groß Straße", "strasse@example.de"),
            ("İpek", "İpek Yılmaz", "ipek@example.com.tr"),
            ("o'neil", "Shaquille O'Neil", "oneil@example.com"),
            ("under_score", "Under Score", "under_score@example.com"),
            ("back\\slash", "Back Slash", "back@example.com"),
            ("rahul", "Rahul Kumar Singh", "rahul.kumar@iitp.ac.in"),
            ("priya", "Priya  Sharma", "priya@nitp.ac.in"),
            ("ab", "A B", "ab@x.io"),
        ];
        for (i, (username, fullname, email)) in people.iter().enumerate() {
            account(i, username, fullname, email).insert(db).await.unwrap();
        }
        for i in 0..300 {
            account(100 + i, &format!("user{i:05}"), &format!("Bench User {i}"), &format!("user{i:05}@bench.example"))
                .insert(db)
                .await
                .unwrap();
        }
        // Every substring of every name and address (so every trigram path), and the awkward ones.
        let mut terms: Vec<String> = vec![
            "%",
            "_",
            "\\",
            "\"",
            "'",
            "%_",
            "a%b",
            "ÄRGER",
            "ärger",
            "émile",
            "ÉMILE",
            "STRASSE",
            "straße",
            "STRAßE",
            "İPEK",
            "ipek",
            "i̇pek",
            "  rahul  ",
            "kumar singh",
            "priya  sh",
            "user001",
            "USER0019",
            "@bench.example",
            "bench",
            "example",
            "zzz",
            "x",
            "ab",
            "a b",
            "\"the",
            "o'n",
            "e_s",
            "ack\\s",
        ]
        .into_iter()
        .map(str::to_owned)
        .collect();
        for (username, fullname, email) in people {
            for text in [username, fullname, email] {
                let chars: Vec<char> = text.chars().collect();
                for len in 1..=3 {
                    for start in 0..chars.len().saturating_sub(len - 1) {
                        terms.push(chars[start..start + len].iter().collect());
                    }
                }
            }
        }
        for term in &terms {
            let (found, scanned) = both(db, term).await;
            assert_eq!(found, scanned, "search {term:?}");
        }
        // On SQLite the index serves three characters and more, unless the words match too many accounts.
        if db.get_database_backend() == DbBackend::Sqlite {
            assert!(trigram_probe(db, "bench", TRIGRAM_MOST).await.unwrap().is_some());
            assert!(trigram_probe(db, "bench", 299).await.unwrap().is_none());
            assert!(trigram_probe(db, "ab", TRIGRAM_MOST).await.unwrap().is_none());
            assert!(trigram_probe(db, "İp", TRIGRAM_MOST).await.unwrap().is_some(), "İ lower-cases to two characters");
        }

        // The index follows changes of username, name and address, and deletions.
        let charlie = user::Entity::find().filter(user::Column::Username.eq("Charlie")).one(db).await.unwrap().unwrap();
        let mut renamed = charlie.clone().into_active_model();
        renamed.username = Set("Charlotte".into());
        renamed.fullname = Set("Charlotte Green".into());
        renamed.email = Set("charlotte@example.com".into());
        renamed.update(db).await.unwrap();
        assert_eq!(both(db, "charlie").await.0, Vec::<String>::new());
        assert_eq!(both(db, "charlotte").await.0, vec![charlie.id.clone()]);
        user::Entity::delete_by_id(charlie.id.clone()).exec(db).await.unwrap();
        assert_eq!(both(db, "charlotte").await.0, Vec::<String>::new());
        for term in ["example", "user0", "ali", "bob"] {
            let (found, scanned) = both(db, term).await;
            assert_eq!(found, scanned, "search {term:?} after changes");
        }
    }
}
