//! Indexes for the background purge: it deletes sessions past their expiry and webhook ids past their
//! keeping time in batches, and each batch finds its rows by these columns instead of scanning the table.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Session {
    Table,
    ExpiresAt,
}

#[derive(DeriveIden)]
enum WebhookEvent {
    Table,
    ReceivedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_index(
                Index::create().name("idx_session_expires_at").table(Session::Table).col(Session::ExpiresAt).to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_webhook_event_received_at")
                    .table(WebhookEvent::Table)
                    .col(WebhookEvent::ReceivedAt)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_index(Index::drop().name("idx_webhook_event_received_at").table(WebhookEvent::Table).to_owned())
            .await?;
        manager.drop_index(Index::drop().name("idx_session_expires_at").table(Session::Table).to_owned()).await
    }
}
