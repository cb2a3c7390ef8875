//! Web push: each browser that opted in (`push_subscription`, one row per endpoint, its keys and its account)
//! and the notifications to send (`push_message`), written in the transaction of the change they report and
//! sent by whichever server claims them, each once.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum PushSubscription {
    Table,
    Id,
    UserId,
    Endpoint,
    P256dh,
    Auth,
    CreatedAt,
    LastSentAt,
}

#[derive(DeriveIden)]
enum PushMessage {
    Table,
    Id,
    UserId,
    Title,
    Body,
    Url,
    Topic,
    CreatedAt,
    LockedUntil,
    Attempts,
    SentAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(PushSubscription::Table)
                    .col(ColumnDef::new(PushSubscription::Id).string_len(36).not_null().primary_key())
                    .col(ColumnDef::new(PushSubscription::UserId).string_len(36).not_null())
                    .col(ColumnDef::new(PushSubscription::Endpoint).string_len(1000).not_null().unique_key())
                    .col(ColumnDef::new(PushSubscription::P256dh).string_len(200).not_null())
                    .col(ColumnDef::new(PushSubscription::Auth).string_len(100).not_null())
                    .col(ColumnDef::new(PushSubscription::CreatedAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(PushSubscription::LastSentAt).timestamp_with_time_zone().null())
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("push_subscription_user")
                    .table(PushSubscription::Table)
                    .col(PushSubscription::UserId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(PushMessage::Table)
                    .col(ColumnDef::new(PushMessage::Id).string_len(36).not_null().primary_key())
                    .col(ColumnDef::new(PushMessage::UserId).string_len(36).not_null())
                    .col(ColumnDef::new(PushMessage::Title).string_len(200).not_null())
                    .col(ColumnDef::new(PushMessage::Body).text().not_null())
                    .col(ColumnDef::new(PushMessage::Url).string_len(500).not_null())
                    .col(ColumnDef::new(PushMessage::Topic).string_len(32).not_null())
                    .col(ColumnDef::new(PushMessage::CreatedAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(PushMessage::LockedUntil).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(PushMessage::Attempts).integer().not_null().default(0))
                    .col(ColumnDef::new(PushMessage::SentAt).timestamp_with_time_zone().null())
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create().name("push_message_due").table(PushMessage::Table).col(PushMessage::SentAt).to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(PushMessage::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(PushSubscription::Table).to_owned()).await
    }
}
