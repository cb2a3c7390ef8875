//! The payment that paid an order, on the order: `payment_order.payment_id`, the gateway's id of the
//! payment applied to it (for UPI, `upi_` and the UTR). Today's payment ids move in from the column each
//! payable kept (`gateway_payment_id` of `registration`, `registration_change` and `accommodation_booking`),
//! so the payment model is the order and a payable keeps no gateway id of its own.
//!
//! As with the orders, the old columns stay in place, no longer read or written, for a rolling deploy; a
//! later migration drops them. Rolling back writes the payments recorded since back into them.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum PaymentOrder {
    Table,
    PaymentId,
}

/// The three tables whose payment ids move, and the kind of payable each holds.
const PAYABLES: [(&str, &str); 3] =
    [("registration", "registration"), ("accommodation_booking", "booking"), ("registration_change", "change")];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(PaymentOrder::Table)
                    .add_column(ColumnDef::new(PaymentOrder::PaymentId).string_len(64).null())
                    .to_owned(),
            )
            .await?;
        // Payment health finds the registration a failed webhook names by its payment.
        manager
            .create_index(
                Index::create()
                    .name("idx_payment_order_payment")
                    .table(PaymentOrder::Table)
                    .col(PaymentOrder::PaymentId)
                    .to_owned(),
            )
            .await?;
        let db = manager.get_connection();
        for (table, kind) in PAYABLES {
            db.execute_unprepared(&format!(
                "UPDATE payment_order SET payment_id = (SELECT p.gateway_payment_id FROM {table} p \
                 WHERE p.id = payment_order.payable_id) WHERE payable_kind = '{kind}'"
            ))
            .await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        for (table, kind) in PAYABLES {
            db.execute_unprepared(&format!(
                "UPDATE {table} SET gateway_payment_id = (SELECT o.payment_id FROM payment_order o \
                 WHERE o.payable_kind = '{kind}' AND o.payable_id = {table}.id) \
                 WHERE EXISTS (SELECT 1 FROM payment_order o WHERE o.payable_kind = '{kind}' \
                 AND o.payable_id = {table}.id AND o.payment_id IS NOT NULL)"
            ))
            .await?;
        }
        manager
            .drop_index(Index::drop().name("idx_payment_order_payment").table(PaymentOrder::Table).to_owned())
            .await?;
        manager
            .alter_table(Table::alter().table(PaymentOrder::Table).drop_column(PaymentOrder::PaymentId).to_owned())
            .await
    }
}
