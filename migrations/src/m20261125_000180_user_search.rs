//! Substring search over accounts (the admin area's user search: username, full name or e-mail containing
//! the words typed) served by a trigram index instead of reading every account.
//!
//! SQLite: `user_search`, an FTS5 table with the trigram tokenizer over the `user` table's username, full
//! name and e-mail (external content: it holds the index only, keyed by the account's rowid), kept in step
//! by triggers. Case is folded, as the search does. Should a VACUUM ever renumber the accounts' rowids,
//! `INSERT INTO user_search(user_search) VALUES('rebuild')` makes the index anew.
//!
//! PostgreSQL: GIN indexes with pg_trgm's `gin_trgm_ops` on the very expressions the search compares
//! (`lower(username)`, `lower(fullname)`, `email`), which serve `LIKE '%…%'`. Where the extension cannot be
//! created (a managed database that does not offer it, a role without the right), the migration leaves
//! the indexes out and the search reads the table as before.
//!
//! A search of one or two characters has no trigram to look up: it reads the table, as before.
//!
//! The admin area's figures (`/admin/stats`: registrations and money per event, status and payment mode)
//! get `idx_registration_stats`, which holds every column they read: they are counted from the index
//! alone instead of from registrations whose sealed forms (kilobytes each) sit between the columns.

use sea_orm_migration::prelude::*;
use sea_orm_migration::sea_orm::{ConnectionTrait, DbBackend};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Registration {
    Table,
    EventId,
    Status,
    PaymentMode,
    AmountPaise,
}

const STATS_INDEX: &str = "idx_registration_stats";

const SQLITE_UP: &[&str] = &[
    "CREATE VIRTUAL TABLE user_search USING fts5(username, fullname, email, content='user', \
     tokenize='trigram case_sensitive 0')",
    "CREATE TRIGGER user_search_insert AFTER INSERT ON \"user\" BEGIN \
       INSERT INTO user_search(rowid, username, fullname, email) \
       VALUES (new.rowid, new.username, new.fullname, new.email); \
     END",
    "CREATE TRIGGER user_search_delete AFTER DELETE ON \"user\" BEGIN \
       INSERT INTO user_search(user_search, rowid, username, fullname, email) \
       VALUES ('delete', old.rowid, old.username, old.fullname, old.email); \
     END",
    "CREATE TRIGGER user_search_update AFTER UPDATE OF username, fullname, email ON \"user\" BEGIN \
       INSERT INTO user_search(user_search, rowid, username, fullname, email) \
       VALUES ('delete', old.rowid, old.username, old.fullname, old.email); \
       INSERT INTO user_search(rowid, username, fullname, email) \
       VALUES (new.rowid, new.username, new.fullname, new.email); \
     END",
    "INSERT INTO user_search(user_search) VALUES ('rebuild')",
];

const SQLITE_DOWN: &[&str] = &[
    "DROP TRIGGER IF EXISTS user_search_update",
    "DROP TRIGGER IF EXISTS user_search_delete",
    "DROP TRIGGER IF EXISTS user_search_insert",
    "DROP TABLE IF EXISTS user_search",
];

const POSTGRES_UP: &[&str] = &[
    // A failure to create the extension is not the migration's failure: the search works without it.
    "DO $$ BEGIN \
       CREATE EXTENSION IF NOT EXISTS pg_trgm; \
     EXCEPTION WHEN OTHERS THEN \
       RAISE NOTICE 'pg_trgm is not available (%): the user search reads the table', SQLERRM; \
     END $$",
    "DO $$ BEGIN \
       IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN \
         CREATE INDEX IF NOT EXISTS idx_user_username_trgm ON \"user\" USING gin (lower(username) gin_trgm_ops); \
         CREATE INDEX IF NOT EXISTS idx_user_fullname_trgm ON \"user\" USING gin (lower(fullname) gin_trgm_ops); \
         CREATE INDEX IF NOT EXISTS idx_user_email_trgm ON \"user\" USING gin (email gin_trgm_ops); \
       END IF; \
     END $$",
];

const POSTGRES_DOWN: &[&str] = &[
    "DROP INDEX IF EXISTS idx_user_email_trgm",
    "DROP INDEX IF EXISTS idx_user_fullname_trgm",
    "DROP INDEX IF EXISTS idx_user_username_trgm",
];

async fn run(manager: &SchemaManager<'_>, sqlite: &[&str], postgres: &[&str]) -> Result<(), DbErr> {
    let db = manager.get_connection();
    let statements = match db.get_database_backend() {
        DbBackend::Sqlite => sqlite,
        DbBackend::Postgres => postgres,
        _ => &[],
    };
    for sql in statements {
        db.execute_unprepared(sql).await?;
    }
    Ok(())
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        run(manager, SQLITE_UP, POSTGRES_UP).await?;
        manager
            .create_index(
                Index::create()
                    .name(STATS_INDEX)
                    .table(Registration::Table)
                    .col(Registration::EventId)
                    .col(Registration::Status)
                    .col(Registration::PaymentMode)
                    .col(Registration::AmountPaise)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_index(Index::drop().name(STATS_INDEX).table(Registration::Table).to_owned()).await?;
        run(manager, SQLITE_DOWN, POSTGRES_DOWN).await
    }
}
