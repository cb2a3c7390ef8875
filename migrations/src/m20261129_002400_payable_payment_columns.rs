//! The payables give up two payment columns the orders took over: `gateway_payment_id` (of `registration`,
//! `registration_change` and `accommodation_booking`; on `payment_order.payment_id` since
//! m20261128_002100) and `order_amount_paise` (of `registration` and `accommodation_booking`; on
//! `payment_order.amount_paise` since m20261128_002000). No release since those reads or writes them, so a
//! server of the previous release still running during a rolling deploy does not miss them.
//!
//! Still in place, for a later release: `gateway_order_id`, which each table declares UNIQUE (SQLite drops
//! such a column only by rebuilding its table); the old refund columns, whose rollback would have to undo
//! the change refunds' own mapping (m20261125_000700); and `checked_at` (moved onto the orders by
//! m20261129_002300), which the previous release's models still select.
//!
//! Rolling back adds both columns again, with their indexes, and writes each order's amount back into its
//! payable; the rollback of m20261128_002100 that follows writes the payments back.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

/// The indexes on `gateway_payment_id`: name and table.
const PAYMENT_INDEXES: [(&str, &str); 2] =
    [("idx_registration_payment", "registration"), ("accommodation_booking_payment", "accommodation_booking")];

/// The tables that kept `gateway_payment_id`.
const PAYMENT_TABLES: [&str; 3] = ["registration", "registration_change", "accommodation_booking"];

/// The tables that kept `order_amount_paise`, and the kind of payable each holds.
const AMOUNT_TABLES: [(&str, &str); 2] = [("registration", "registration"), ("accommodation_booking", "booking")];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // SQLite drops an indexed column only once its indexes are gone.
        for (name, table) in PAYMENT_INDEXES {
            manager.drop_index(Index::drop().name(name).table(Alias::new(table)).to_owned()).await?;
        }
        for table in PAYMENT_TABLES {
            manager
                .alter_table(
                    Table::alter().table(Alias::new(table)).drop_column(Alias::new("gateway_payment_id")).to_owned(),
                )
                .await?;
        }
        for (table, _) in AMOUNT_TABLES {
            manager
                .alter_table(
                    Table::alter().table(Alias::new(table)).drop_column(Alias::new("order_amount_paise")).to_owned(),
                )
                .await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in PAYMENT_TABLES {
            manager
                .alter_table(
                    Table::alter()
                        .table(Alias::new(table))
                        .add_column(ColumnDef::new(Alias::new("gateway_payment_id")).string_len(64).null())
                        .to_owned(),
                )
                .await?;
        }
        for (name, table) in PAYMENT_INDEXES {
            manager
                .create_index(
                    Index::create()
                        .name(name)
                        .table(Alias::new(table))
                        .col(Alias::new("gateway_payment_id"))
                        .to_owned(),
                )
                .await?;
        }
        let db = manager.get_connection();
        for (table, kind) in AMOUNT_TABLES {
            manager
                .alter_table(
                    Table::alter()
                        .table(Alias::new(table))
                        .add_column(ColumnDef::new(Alias::new("order_amount_paise")).big_integer().null())
                        .to_owned(),
                )
                .await?;
            db.execute_unprepared(&format!(
                "UPDATE {table} SET order_amount_paise = (SELECT o.amount_paise FROM payment_order o \
                 WHERE o.payable_kind = '{kind}' AND o.payable_id = {table}.id)"
            ))
            .await?;
        }
        Ok(())
    }
}
