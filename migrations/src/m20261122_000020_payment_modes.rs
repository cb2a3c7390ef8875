//! Registrations paid online name the gateway that took the money: `sandbox` (the local stand-in, never real
//! money) or `razorpay`. Earlier rows said `online` for both; the sandbox's order ids tell them apart.
//!
//! `checked_at` records when the reconciliation last asked the gateway about a registration that no longer
//! counts (an attempt replaced by a newer one, or expired), so a payment made for it late is still found,
//! without asking about the same order every minute.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Registration {
    Table,
    CheckedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        db.execute_unprepared(
            "UPDATE registration SET payment_mode = 'sandbox' \
             WHERE payment_mode = 'online' AND gateway_order_id LIKE 'order_sbx_%'",
        )
        .await?;
        db.execute_unprepared("UPDATE registration SET payment_mode = 'razorpay' WHERE payment_mode = 'online'")
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(Registration::Table)
                    .add_column(ColumnDef::new(Registration::CheckedAt).timestamp_with_time_zone().null())
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(Table::alter().table(Registration::Table).drop_column(Registration::CheckedAt).to_owned())
            .await?;
        manager
            .get_connection()
            .execute_unprepared(
                "UPDATE registration SET payment_mode = 'online' WHERE payment_mode IN ('sandbox', 'razorpay')",
            )
            .await?;
        Ok(())
    }
}
