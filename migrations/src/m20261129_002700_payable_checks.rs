//! The payables give up `checked_at`, when the reconciliation last asked the gateway about an order that
//! stopped waiting: it is on the order since m20261129_002300, and the release before this one no longer
//! selects it (so a server of that release still running during a rolling deploy does not miss it).
//!
//! Rolling back adds it again to `registration`, `accommodation_booking` and `registration_change` and
//! writes each order's time back into its payable.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

/// Each payable's table and the kind its orders name.
const KINDS: [(&str, &str); 3] =
    [("registration", "registration"), ("accommodation_booking", "booking"), ("registration_change", "change")];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for (table, _) in KINDS {
            manager
                .alter_table(Table::alter().table(Alias::new(table)).drop_column(Alias::new("checked_at")).to_owned())
                .await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        for (table, kind) in KINDS {
            manager
                .alter_table(
                    Table::alter()
                        .table(Alias::new(table))
                        .add_column(ColumnDef::new(Alias::new("checked_at")).timestamp_with_time_zone().null())
                        .to_owned(),
                )
                .await?;
            db.execute_unprepared(&format!(
                "UPDATE {table} SET checked_at = (SELECT o.checked_at FROM payment_order o \
                 WHERE o.payable_kind = '{kind}' AND o.payable_id = {table}.id) \
                 WHERE id IN (SELECT payable_id FROM payment_order WHERE payable_kind = '{kind}')"
            ))
            .await?;
        }
        Ok(())
    }
}
