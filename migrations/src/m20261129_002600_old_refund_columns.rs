//! The payables give up their old refund columns, which `payment_refund` took over (m20261125_000500 for
//! registrations, stays and captures nothing claims; m20261125_000700 for roster changes) and no release
//! since reads or writes: `refund_status`, `refund_amount_paise` and `refund_id` of `registration` and
//! `accommodation_booking`; `refund_status`, `refund_id` and `refunded_by` of `orphan_capture`;
//! `refund_status` and `refund_paise` of `registration_change`. Their two indexes go first, as SQLite
//! requires.
//!
//! Rolling back adds them again, with their indexes, and writes each refund back as those releases kept
//! it (state, amount, the gateway's refund id, who asked for a capture's): the rollback of m20261125_000500
//! that may follow drops the refund table, so nothing recorded since is lost. A change's refund is written
//! back by m20261125_000700's own rollback.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

/// A column as the releases before the refund table declared it.
struct Column {
    name: &'static str,
    text: Option<u32>,
}

const fn text(name: &'static str, len: u32) -> Column {
    Column { name, text: Some(len) }
}

const fn paise(name: &'static str) -> Column {
    Column { name, text: None }
}

/// Each table, the kind of payable its refunds are for, and its old columns with what each held of the
/// refund (`f` is its `payment_refund` row).
type OldColumns = (&'static str, &'static str, &'static [(Column, &'static str)]);

const TABLES: [OldColumns; 4] = [
    (
        "registration",
        "registration",
        &[
            (text("refund_status", 16), "f.status"),
            (paise("refund_amount_paise"), "f.amount_paise"),
            (text("refund_id", 64), "f.gateway_refund_id"),
        ],
    ),
    (
        "accommodation_booking",
        "booking",
        &[
            (text("refund_status", 16), "f.status"),
            (paise("refund_amount_paise"), "f.amount_paise"),
            (text("refund_id", 64), "f.gateway_refund_id"),
        ],
    ),
    (
        "orphan_capture",
        "capture",
        &[
            (text("refund_status", 16), "f.status"),
            (text("refund_id", 128), "f.gateway_refund_id"),
            (text("refunded_by", 36), "f.requested_by"),
        ],
    ),
    // Written back by m20261125_000700's rollback, which maps the states as it moved them.
    ("registration_change", "change", &[(text("refund_status", 16), ""), (paise("refund_paise"), "")]),
];

/// The indexes on the old columns: name, table and columns.
const INDEXES: [(&str, &str, [&str; 2]); 2] = [
    ("idx_registration_refund_updated", "registration", ["refund_status", "updated_at"]),
    ("idx_orphan_capture_refund", "orphan_capture", ["refund_status", "received_at"]),
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for (name, table, _) in INDEXES {
            manager.drop_index(Index::drop().name(name).table(Alias::new(table)).to_owned()).await?;
        }
        for (table, _, columns) in TABLES {
            // One column per statement: SQLite alters one at a time.
            for (column, _) in columns {
                manager
                    .alter_table(
                        Table::alter().table(Alias::new(table)).drop_column(Alias::new(column.name)).to_owned(),
                    )
                    .await?;
            }
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        for (table, kind, columns) in TABLES {
            for (column, _) in columns {
                let mut def = ColumnDef::new(Alias::new(column.name));
                match column.text {
                    Some(len) => def.string_len(len),
                    None => def.big_integer(),
                };
                manager.alter_table(Table::alter().table(Alias::new(table)).add_column(def.null()).to_owned()).await?;
            }
            let set: Vec<String> = columns
                .iter()
                .filter(|(_, held)| !held.is_empty())
                .map(|(column, held)| {
                    format!(
                        "{} = (SELECT {held} FROM payment_refund f WHERE f.payable_kind = '{kind}' \
                         AND f.payable_id = {table}.id)",
                        column.name
                    )
                })
                .collect();
            if !set.is_empty() {
                db.execute_unprepared(&format!(
                    "UPDATE {table} SET {} WHERE id IN (SELECT payable_id FROM payment_refund \
                     WHERE payable_kind = '{kind}')",
                    set.join(", ")
                ))
                .await?;
            }
        }
        for (name, table, columns) in INDEXES {
            let mut index = Index::create();
            index.name(name).table(Alias::new(table));
            for column in columns {
                index.col(Alias::new(column));
            }
            manager.create_index(index.to_owned()).await?;
        }
        Ok(())
    }
}
