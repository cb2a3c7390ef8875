//! UPI without a gateway: the orders payers pay to the organisers' UPI id (each with the short reference the
//! payer's UPI app carries, and the UTR the payer submits, unique across all orders), and the submissions of
//! a UTR already used, kept for the organisers.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum UpiOrder {
    Table,
    Id,
    Reference,
    AmountPaise,
    Currency,
    Receipt,
    Status,
    Utr,
    SubmittedBy,
    SubmittedAt,
    PaymentId,
    ConfirmedBy,
    ConfirmedAt,
    CreatedAt,
}

#[derive(DeriveIden)]
enum UpiUtrReuse {
    Table,
    Id,
    Utr,
    OrderId,
    FirstOrderId,
    UserId,
    SubmittedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(UpiOrder::Table)
                    .col(ColumnDef::new(UpiOrder::Id).string_len(64).not_null().primary_key())
                    .col(ColumnDef::new(UpiOrder::Reference).string_len(35).not_null().unique_key())
                    .col(ColumnDef::new(UpiOrder::AmountPaise).big_integer().not_null())
                    .col(ColumnDef::new(UpiOrder::Currency).string_len(8).not_null())
                    .col(ColumnDef::new(UpiOrder::Receipt).string_len(128).not_null())
                    .col(ColumnDef::new(UpiOrder::Status).string_len(16).not_null())
                    .col(ColumnDef::new(UpiOrder::Utr).string_len(12).null())
                    .col(ColumnDef::new(UpiOrder::SubmittedBy).string_len(36).null())
                    .col(ColumnDef::new(UpiOrder::SubmittedAt).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(UpiOrder::PaymentId).string_len(64).null())
                    .col(ColumnDef::new(UpiOrder::ConfirmedBy).string_len(36).null())
                    .col(ColumnDef::new(UpiOrder::ConfirmedAt).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(UpiOrder::CreatedAt).timestamp_with_time_zone().not_null())
                    .to_owned(),
            )
            .await?;
        // A UTR is used once: the database refuses a second order with the same one.
        manager
            .create_index(
                Index::create().name("idx_upi_order_utr").table(UpiOrder::Table).col(UpiOrder::Utr).unique().to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(UpiUtrReuse::Table)
                    .col(ColumnDef::new(UpiUtrReuse::Id).string_len(36).not_null().primary_key())
                    .col(ColumnDef::new(UpiUtrReuse::Utr).string_len(12).not_null())
                    .col(ColumnDef::new(UpiUtrReuse::OrderId).string_len(64).not_null())
                    .col(ColumnDef::new(UpiUtrReuse::FirstOrderId).string_len(64).not_null())
                    .col(ColumnDef::new(UpiUtrReuse::UserId).string_len(36).not_null())
                    .col(ColumnDef::new(UpiUtrReuse::SubmittedAt).timestamp_with_time_zone().not_null())
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_upi_utr_reuse_at")
                    .table(UpiUtrReuse::Table)
                    .col(UpiUtrReuse::SubmittedAt)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(UpiUtrReuse::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(UpiOrder::Table).to_owned()).await
    }
}
