//! A change of e-mail waiting for the code sent to the new address: one per account, the code stored only
//! as a hash, with its tries.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum EmailChange {
    Table,
    UserId,
    NewEmail,
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
                    .table(EmailChange::Table)
                    .if_not_exists()
                    .col(ColumnDef::new(EmailChange::UserId).string_len(64).not_null().primary_key())
                    .col(ColumnDef::new(EmailChange::NewEmail).string_len(254).not_null())
                    .col(ColumnDef::new(EmailChange::CodeHash).string_len(64).not_null())
                    .col(ColumnDef::new(EmailChange::Attempts).integer().not_null().default(0))
                    .col(ColumnDef::new(EmailChange::SentAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(EmailChange::ExpiresAt).timestamp_with_time_zone().not_null())
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(EmailChange::Table).to_owned()).await
    }
}
