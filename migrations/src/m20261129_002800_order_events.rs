//! The event whose money an order is, on the order itself (`payment_order.event_id`), and an index that holds
//! all the money figures read: the admin's per-event money (and the metric of money received) sum the orders
//! by state, event and mode from `idx_payment_order_money` alone, instead of joining every order to the
//! registration or roster change it pays for. Today's orders take their payable's event; a bed's has none.
//! Rolling back drops the index and the column.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum PaymentOrder {
    Table,
    Status,
    EventId,
    Mode,
    AmountPaise,
}

const INDEX: &str = "idx_payment_order_money";

/// Each payable's table that names an event and the kind its orders name.
const KINDS: [(&str, &str); 2] = [("registration", "registration"), ("registration_change", "change")];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(PaymentOrder::Table)
                    .add_column(ColumnDef::new(PaymentOrder::EventId).string().null())
                    .to_owned(),
            )
            .await?;
        let db = manager.get_connection();
        for (table, kind) in KINDS {
            db.execute_unprepared(&format!(
                "UPDATE payment_order SET event_id = \
                 (SELECT p.event_id FROM {table} p WHERE p.id = payment_order.payable_id) \
                 WHERE payable_kind = '{kind}'"
            ))
            .await?;
        }
        manager
            .create_index(
                Index::create()
                    .name(INDEX)
                    .table(PaymentOrder::Table)
                    .col(PaymentOrder::Status)
                    .col(PaymentOrder::EventId)
                    .col(PaymentOrder::Mode)
                    .col(PaymentOrder::AmountPaise)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_index(Index::drop().name(INDEX).table(PaymentOrder::Table).to_owned()).await?;
        manager
            .alter_table(Table::alter().table(PaymentOrder::Table).drop_column(PaymentOrder::EventId).to_owned())
            .await
    }
}
