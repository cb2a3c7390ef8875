//! Sign-up requests replace pending sign-ups. A pending sign-up was keyed by e-mail, so anyone could ask
//! again for someone else's address and replace the username and password that the owner's code would
//! create. A request is now keyed by a random nonce that lives in an HttpOnly cookie of the browser that
//! asked: its code confirms only that request, and a request from elsewhere is another row that cannot
//! change it. Sign-ups waiting when this runs must ask for a new code.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum PendingSignup {
    Table,
}

#[derive(DeriveIden)]
enum SignupRequest {
    Table,
    NonceHash,
    Email,
    Username,
    UsernameKey,
    PasswordHash,
    OtpHash,
    Attempts,
    SentAt,
    ExpiresAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(PendingSignup::Table).if_exists().to_owned()).await?;
        manager
            .create_table(
                Table::create()
                    .table(SignupRequest::Table)
                    .col(ColumnDef::new(SignupRequest::NonceHash).string_len(64).not_null().primary_key())
                    .col(ColumnDef::new(SignupRequest::Email).string_len(254).not_null())
                    .col(ColumnDef::new(SignupRequest::Username).string_len(64).not_null())
                    .col(ColumnDef::new(SignupRequest::UsernameKey).string_len(64).not_null())
                    .col(ColumnDef::new(SignupRequest::PasswordHash).string_len(255).not_null())
                    .col(ColumnDef::new(SignupRequest::OtpHash).string_len(64).not_null())
                    .col(ColumnDef::new(SignupRequest::Attempts).integer().not_null().default(0))
                    .col(ColumnDef::new(SignupRequest::SentAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(SignupRequest::ExpiresAt).timestamp_with_time_zone().not_null())
                    .to_owned(),
            )
            .await?;
        for (name, col) in [
            ("idx_signup_request_email", SignupRequest::Email),
            ("idx_signup_request_expires", SignupRequest::ExpiresAt),
        ] {
            manager.create_index(Index::create().name(name).table(SignupRequest::Table).col(col).to_owned()).await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(SignupRequest::Table).to_owned()).await
    }
}
