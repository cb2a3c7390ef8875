//! Several instances on one database: the outgoing e-mail queue (each message stored sealed until it is
//! sent, retried with back-off, sent once) and the cache epochs through which an instance without
//! LISTEN/NOTIFY (SQLite) learns that another process (the CLI) changed what its caches hold.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum EmailOutbox {
    Table,
    Id,
    Recipient,
    Purpose,
    Message,
    Status,
    Attempts,
    NextAttemptAt,
    LockedUntil,
    LastError,
    CreatedAt,
    SentAt,
}

#[derive(DeriveIden)]
enum CacheEpoch {
    Table,
    Name,
    Epoch,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(EmailOutbox::Table)
                    .col(ColumnDef::new(EmailOutbox::Id).string_len(36).not_null().primary_key())
                    .col(ColumnDef::new(EmailOutbox::Recipient).string_len(320).not_null())
                    .col(ColumnDef::new(EmailOutbox::Purpose).string_len(64).not_null())
                    .col(ColumnDef::new(EmailOutbox::Message).text().null())
                    .col(ColumnDef::new(EmailOutbox::Status).string_len(16).not_null())
                    .col(ColumnDef::new(EmailOutbox::Attempts).integer().not_null().default(0))
                    .col(ColumnDef::new(EmailOutbox::NextAttemptAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(EmailOutbox::LockedUntil).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(EmailOutbox::LastError).string_len(500).null())
                    .col(ColumnDef::new(EmailOutbox::CreatedAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(EmailOutbox::SentAt).timestamp_with_time_zone().null())
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_email_outbox_due")
                    .table(EmailOutbox::Table)
                    .col(EmailOutbox::Status)
                    .col(EmailOutbox::NextAttemptAt)
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(CacheEpoch::Table)
                    .col(ColumnDef::new(CacheEpoch::Name).string_len(32).not_null().primary_key())
                    .col(ColumnDef::new(CacheEpoch::Epoch).big_integer().not_null().default(0))
                    .to_owned(),
            )
            .await?;
        let rows = Query::insert()
            .into_table(CacheEpoch::Table)
            .columns([CacheEpoch::Name, CacheEpoch::Epoch])
            .values_panic(["sessions".into(), 0i64.into()])
            .values_panic(["events".into(), 0i64.into()])
            .to_owned();
        manager.exec_stmt(rows).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(CacheEpoch::Table).to_owned()).await?;
        manager.drop_index(Index::drop().name("idx_email_outbox_due").table(EmailOutbox::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(EmailOutbox::Table).to_owned()).await
    }
}
