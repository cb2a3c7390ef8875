//! Money to return: captured payments that no order, registration, booking or account of the site claims
//! (kept from the gateway's webhook, listed in payment health and refunded from there), and the time the
//! reconciliation last asked the gateway about a roster change's order that stopped counting.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum OrphanCapture {
    Table,
    Id,
    PaymentId,
    OrderId,
    AmountPaise,
    Currency,
    PaymentMode,
    Reason,
    ReceivedAt,
    RefundStatus,
    RefundId,
    RefundedBy,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum RegistrationChange {
    Table,
    CheckedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(OrphanCapture::Table)
                    .col(ColumnDef::new(OrphanCapture::Id).string_len(36).not_null().primary_key())
                    .col(ColumnDef::new(OrphanCapture::PaymentId).string_len(128).not_null().unique_key())
                    .col(ColumnDef::new(OrphanCapture::OrderId).string_len(128).null())
                    .col(ColumnDef::new(OrphanCapture::AmountPaise).big_integer().not_null())
                    .col(ColumnDef::new(OrphanCapture::Currency).string_len(8).not_null())
                    .col(ColumnDef::new(OrphanCapture::PaymentMode).string_len(16).not_null())
                    .col(ColumnDef::new(OrphanCapture::Reason).string_len(255).not_null())
                    .col(ColumnDef::new(OrphanCapture::ReceivedAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(OrphanCapture::RefundStatus).string_len(16).null())
                    .col(ColumnDef::new(OrphanCapture::RefundId).string_len(128).null())
                    .col(ColumnDef::new(OrphanCapture::RefundedBy).string_len(36).null())
                    .col(ColumnDef::new(OrphanCapture::UpdatedAt).timestamp_with_time_zone().not_null())
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_orphan_capture_refund")
                    .table(OrphanCapture::Table)
                    .col(OrphanCapture::RefundStatus)
                    .col(OrphanCapture::ReceivedAt)
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(RegistrationChange::Table)
                    .add_column(ColumnDef::new(RegistrationChange::CheckedAt).timestamp_with_time_zone().null())
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter().table(RegistrationChange::Table).drop_column(RegistrationChange::CheckedAt).to_owned(),
            )
            .await?;
        manager.drop_table(Table::drop().table(OrphanCapture::Table).to_owned()).await
    }
}
