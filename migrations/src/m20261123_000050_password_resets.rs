//! Codes for resetting a forgotten password: one live code per account, stored only as a hash, with its tries.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum PasswordReset {
    Table,
    UserId,
    CodeHash,
    Attempts,
    SentAt,
    ExpiresAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(PasswordReset::Table)
                    .if_not_exists()
                    .col(ColumnDef::new(PasswordReset::UserId).string_len(64).not_null().primary_key())
                    .col(ColumnDef::new(PasswordReset::CodeHash).string_len(64).not_null())
                    .col(ColumnDef::new(PasswordReset::Attempts).integer().not_null().default(0))
                    .col(ColumnDef::new(PasswordReset::SentAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(PasswordReset::ExpiresAt).timestamp_with_time_zone().not_null())
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(PasswordReset::Table).to_owned()).await
    }
}
