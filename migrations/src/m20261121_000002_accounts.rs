//! Accounts: users, sessions (hashed bearer tokens), pending e-mail sign-ups with their hashed codes, and the
//! fixed-window counters of the rate limiter. All of it lives in the database so that several server
//! instances can share it and a restart loses nothing.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum User {
    Table,
    Id,
    Username,
    UsernameKey,
    Fullname,
    Email,
    PasswordHash,
    GoogleSub,
    Role,
    IsEmailVerified,
    IsIitpStud,
    CollegeName,
    Por,
    Address,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum Session {
    Table,
    TokenHash,
    UserId,
    CreatedAt,
    ExpiresAt,
}

#[derive(DeriveIden)]
enum PendingSignup {
    Table,
    Email,
    Username,
    UsernameKey,
    PasswordHash,
    OtpHash,
    Attempts,
    SentAt,
    ExpiresAt,
}

#[derive(DeriveIden)]
enum RateLimit {
    Table,
    Key,
    WindowStart,
    Hits,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(User::Table)
                    .col(ColumnDef::new(User::Id).string_len(36).not_null().primary_key())
                    .col(ColumnDef::new(User::Username).string_len(64).not_null())
                    .col(ColumnDef::new(User::UsernameKey).string_len(64).not_null().unique_key())
                    .col(ColumnDef::new(User::Fullname).string_len(128).not_null().default(""))
                    .col(ColumnDef::new(User::Email).string_len(254).not_null().unique_key())
                    .col(ColumnDef::new(User::PasswordHash).string_len(255).null())
                    .col(ColumnDef::new(User::GoogleSub).string_len(255).null().unique_key())
                    .col(ColumnDef::new(User::Role).string_len(16).not_null().default("user"))
                    .col(ColumnDef::new(User::IsEmailVerified).boolean().not_null().default(false))
                    .col(ColumnDef::new(User::IsIitpStud).boolean().not_null().default(false))
                    .col(ColumnDef::new(User::CollegeName).string_len(255).null())
                    .col(ColumnDef::new(User::Por).string_len(255).null())
                    .col(ColumnDef::new(User::Address).string_len(512).null())
                    .col(ColumnDef::new(User::CreatedAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(User::UpdatedAt).timestamp_with_time_zone().not_null())
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(Index::create().name("idx_user_role").table(User::Table).col(User::Role).to_owned())
            .await?;
        manager
            .create_index(
                Index::create().name("idx_user_created_at").table(User::Table).col(User::CreatedAt).to_owned(),
            )
            .await?;

        manager
            .create_table(
                Table::create()
                    .table(Session::Table)
                    .col(ColumnDef::new(Session::TokenHash).string_len(64).not_null().primary_key())
                    .col(ColumnDef::new(Session::UserId).string_len(36).not_null())
                    .col(ColumnDef::new(Session::CreatedAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(Session::ExpiresAt).timestamp_with_time_zone().not_null())
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_session_user")
                            .from(Session::Table, Session::UserId)
                            .to(User::Table, User::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create().name("idx_session_user").table(Session::Table).col(Session::UserId).to_owned(),
            )
            .await?;

        manager
            .create_table(
                Table::create()
                    .table(PendingSignup::Table)
                    .col(ColumnDef::new(PendingSignup::Email).string_len(254).not_null().primary_key())
                    .col(ColumnDef::new(PendingSignup::Username).string_len(64).not_null())
                    .col(ColumnDef::new(PendingSignup::UsernameKey).string_len(64).not_null())
                    .col(ColumnDef::new(PendingSignup::PasswordHash).string_len(255).not_null())
                    .col(ColumnDef::new(PendingSignup::OtpHash).string_len(64).not_null())
                    .col(ColumnDef::new(PendingSignup::Attempts).integer().not_null().default(0))
                    .col(ColumnDef::new(PendingSignup::SentAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(PendingSignup::ExpiresAt).timestamp_with_time_zone().not_null())
                    .to_owned(),
            )
            .await?;

        manager
            .create_table(
                Table::create()
                    .table(RateLimit::Table)
                    .col(ColumnDef::new(RateLimit::Key).string_len(320).not_null().primary_key())
                    .col(ColumnDef::new(RateLimit::WindowStart).big_integer().not_null())
                    .col(ColumnDef::new(RateLimit::Hits).integer().not_null())
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in [
            RateLimit::Table.into_iden(),
            PendingSignup::Table.into_iden(),
            Session::Table.into_iden(),
            User::Table.into_iden(),
        ] {
            manager.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        Ok(())
    }
}
