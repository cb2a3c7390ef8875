//! Orders as rows of their own: one `payment_order` per order asked of the gateway, naming what it pays for
//! (a registration, a roster change's difference or an accommodation booking, by kind and id), the gateway's
//! order id, the amount and currency a payment of it must match, and the gateway that took it. Today's orders
//! move in from the columns of those three tables (`gateway_order_id`, and `order_amount_paise` where there
//! is one: a change's order is for its difference), so a payment finds what it pays for in one table.
//!
//! As with the refunds before them, the old columns stay in place, no longer read or written, so an instance
//! of the previous release still running beside a new one during a rolling deploy finds its columns; a later
//! migration drops them. Rolling back writes the orders made since back into them.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum PaymentOrder {
    Table,
    Id,
    PayableKind,
    PayableId,
    Mode,
    AmountPaise,
    Currency,
    CreatedAt,
}

/// The three tables whose orders move: table, kind, the SQL of the order's amount and of its currency.
const PAYABLES: [(&str, &str, &str, &str); 3] = [
    ("registration", "registration", "COALESCE(order_amount_paise, amount_paise)", "currency"),
    ("accommodation_booking", "booking", "COALESCE(order_amount_paise, amount_paise)", "currency"),
    ("registration_change", "change", "difference_paise", "'INR'"),
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(PaymentOrder::Table)
                    .col(ColumnDef::new(PaymentOrder::Id).string_len(64).not_null().primary_key())
                    .col(ColumnDef::new(PaymentOrder::PayableKind).string_len(16).not_null())
                    .col(ColumnDef::new(PaymentOrder::PayableId).string_len(64).not_null())
                    .col(ColumnDef::new(PaymentOrder::Mode).string_len(16).not_null())
                    .col(ColumnDef::new(PaymentOrder::AmountPaise).big_integer().not_null())
                    .col(ColumnDef::new(PaymentOrder::Currency).string_len(8).not_null())
                    .col(ColumnDef::new(PaymentOrder::CreatedAt).timestamp_with_time_zone().not_null())
                    .to_owned(),
            )
            .await?;
        // One order per payable: attaching a second finds the first.
        manager
            .create_index(
                Index::create()
                    .name("idx_payment_order_payable")
                    .table(PaymentOrder::Table)
                    .col(PaymentOrder::PayableKind)
                    .col(PaymentOrder::PayableId)
                    .unique()
                    .to_owned(),
            )
            .await?;
        let db = manager.get_connection();
        for (table, kind, amount, currency) in PAYABLES {
            db.execute_unprepared(&format!(
                "INSERT INTO payment_order (id, payable_kind, payable_id, mode, amount_paise, currency, created_at) \
                 SELECT gateway_order_id, '{kind}', id, payment_mode, {amount}, {currency}, created_at \
                 FROM {table} WHERE gateway_order_id IS NOT NULL"
            ))
            .await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        for (table, kind, _, _) in PAYABLES {
            let order = |column: &str| {
                format!(
                    "(SELECT o.{column} FROM payment_order o WHERE o.payable_kind = '{kind}' \
                     AND o.payable_id = {table}.id)"
                )
            };
            let amount = if kind == "change" {
                String::new()
            } else {
                format!(", order_amount_paise = {}", order("amount_paise"))
            };
            db.execute_unprepared(&format!(
                "UPDATE {table} SET gateway_order_id = {}{amount} WHERE gateway_order_id IS NULL AND EXISTS \
                 (SELECT 1 FROM payment_order o WHERE o.payable_kind = '{kind}' AND o.payable_id = {table}.id)",
                order("id"),
            ))
            .await?;
        }
        manager.drop_table(Table::drop().table(PaymentOrder::Table).if_exists().to_owned()).await
    }
}
