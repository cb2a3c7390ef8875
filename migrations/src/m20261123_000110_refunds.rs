//! Cancellation and refunds: when a registration was cancelled, and its refund (how much, the gateway's
//! refund id, where it stands).

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum Registration {
    Table,
    CancelledAt,
    RefundStatus,
    RefundAmountPaise,
    RefundId,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // One column per statement: SQLite alters a table one change at a time.
        let columns = [
            ColumnDef::new(Registration::CancelledAt).timestamp_with_time_zone().null().to_owned(),
            ColumnDef::new(Registration::RefundStatus).string_len(16).null().to_owned(),
            ColumnDef::new(Registration::RefundAmountPaise).big_integer().null().to_owned(),
            ColumnDef::new(Registration::RefundId).string_len(64).null().to_owned(),
        ];
        for mut column in columns {
            manager.alter_table(Table::alter().table(Registration::Table).add_column(&mut column).to_owned()).await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for column in [
            Registration::CancelledAt,
            Registration::RefundStatus,
            Registration::RefundAmountPaise,
            Registration::RefundId,
        ] {
            manager.alter_table(Table::alter().table(Registration::Table).drop_column(column).to_owned()).await?;
        }
        Ok(())
    }
}
