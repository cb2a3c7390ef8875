//! Payment health: webhooks whose signature was valid but whose processing failed (kept for an admin to
//! retry, resolved by a later successful delivery of the same event), and the indexes the payment-health
//! screen reads by: audit entries by target, registrations by refund state, by payment time and by payment id.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum WebhookFailure {
    Table,
    Id,
    EventId,
    Kind,
    Body,
    Error,
    Attempts,
    ReceivedAt,
    LastFailedAt,
    ResolvedAt,
    ResolvedBy,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(WebhookFailure::Table)
                    .col(ColumnDef::new(WebhookFailure::Id).string_len(36).not_null().primary_key())
                    .col(ColumnDef::new(WebhookFailure::EventId).string_len(128).not_null().unique_key())
                    .col(ColumnDef::new(WebhookFailure::Kind).string_len(64).not_null())
                    .col(ColumnDef::new(WebhookFailure::Body).text().not_null())
                    .col(ColumnDef::new(WebhookFailure::Error).string_len(1000).not_null())
                    .col(ColumnDef::new(WebhookFailure::Attempts).integer().not_null().default(1))
                    .col(ColumnDef::new(WebhookFailure::ReceivedAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(WebhookFailure::LastFailedAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(WebhookFailure::ResolvedAt).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(WebhookFailure::ResolvedBy).string_len(36).null())
                    .to_owned(),
            )
            .await?;
        let indexes: [(&str, &str, &[&str]); 5] = [
            ("idx_webhook_failure_open", "webhook_failure", &["resolved_at", "received_at"]),
            ("idx_audit_log_target_at", "audit_log", &["target", "at"]),
            ("idx_registration_refund_updated", "registration", &["refund_status", "updated_at"]),
            ("idx_registration_status_paid", "registration", &["status", "paid_at"]),
            ("idx_registration_payment", "registration", &["gateway_payment_id"]),
        ];
        for (name, table, cols) in indexes {
            let mut index = Index::create();
            index.name(name).table(Alias::new(table));
            for col in cols {
                index.col(Alias::new(*col));
            }
            manager.create_index(index.to_owned()).await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for (name, table) in [
            ("idx_registration_payment", "registration"),
            ("idx_registration_status_paid", "registration"),
            ("idx_registration_refund_updated", "registration"),
            ("idx_audit_log_target_at", "audit_log"),
        ] {
            manager.drop_index(Index::drop().name(name).table(Alias::new(table)).to_owned()).await?;
        }
        manager.drop_table(Table::drop().table(WebhookFailure::Table).to_owned()).await
    }
}
