//! When the reconciliation last asked the gateway about an order that stopped waiting (`expired`), on the
//! order itself (`payment_order.checked_at`): one loop over the orders asks about every payable's lapsed
//! orders, instead of one per payable reading its own `checked_at`. Today's orders take their payable's
//! time. The payables' own columns stay as they are (no longer written). Rolling back drops the column.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum PaymentOrder {
    Table,
    CheckedAt,
}

/// Each payable's table and the kind its orders name.
const KINDS: [(&str, &str); 3] =
    [("registration", "registration"), ("accommodation_booking", "booking"), ("registration_change", "change")];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(PaymentOrder::Table)
                    .add_column(ColumnDef::new(PaymentOrder::CheckedAt).timestamp_with_time_zone().null())
                    .to_owned(),
            )
            .await?;
        let db = manager.get_connection();
        for (table, kind) in KINDS {
            db.execute_unprepared(&format!(
                "UPDATE payment_order SET checked_at = \
                 (SELECT p.checked_at FROM {table} p WHERE p.id = payment_order.payable_id) \
                 WHERE payable_kind = '{kind}'"
            ))
            .await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(Table::alter().table(PaymentOrder::Table).drop_column(PaymentOrder::CheckedAt).to_owned())
            .await
    }
}
