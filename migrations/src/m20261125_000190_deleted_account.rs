//! The account that keeps the registrations of deleted accounts exists from the start, under a name no
//! person can take: its username holds a space, which usernames may not, and its address has no dot in its
//! domain, which addresses must have. Deleting an account then never has to make it, and no sign-up made
//! before the first deletion can stand in its way. A placeholder made earlier, on the first deletion, takes
//! the same name.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

/// Its id, as the deletions name it.
const ID: &str = "deleted-account";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        db.execute_unprepared(&format!(
            "UPDATE \"user\" SET username = 'Deleted account', username_key = 'deleted account', \
             fullname = 'Deleted account', password_hash = NULL, google_sub = NULL, role = 'user' WHERE id = '{ID}'"
        ))
        .await?;
        db.execute_unprepared(&format!(
            "INSERT INTO \"user\" (id, username, username_key, fullname, email, password_hash, google_sub, role, \
             is_email_verified, is_iitp_stud, created_at, updated_at) \
             VALUES ('{ID}', 'Deleted account', 'deleted account', 'Deleted account', 'deleted-account@invalid', \
             NULL, NULL, 'user', FALSE, FALSE, '1970-01-01T00:00:00+00:00', '1970-01-01T00:00:00+00:00') \
             ON CONFLICT DO NOTHING"
        ))
        .await?;
        Ok(())
    }

    async fn down(&self, _manager: &SchemaManager) -> Result<(), DbErr> {
        // The account stays: kept registrations may name it.
        Ok(())
    }
}
