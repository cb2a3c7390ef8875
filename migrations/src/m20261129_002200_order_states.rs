//! An order's money in states of its own: `payment_order.status` (created, paid, flagged, expired, partly
//! refunded, refunded), the reason it is flagged while it is (`flag_reason`) and when its payment was
//! recorded (`paid_at`). Today's orders take the state their payable and their payment's refunds tell:
//!
//! - a payment recorded: `paid` (at the payable's time of payment), or `flagged` with the payable's reason
//!   when the payable is flagged for that payment (not for a second payment of an order already paid);
//! - a registration the organisers recorded as refunded (no refund of its own on the site): `refunded`;
//! - processed refunds of its payment: `refunded` once they reach what the payment was, `partly_refunded`
//!   before;
//! - no payment, and a payable no longer waiting for one: `expired`; else `created`.
//!
//! The payables' own columns stay as they are. Rolling back drops the three columns.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum PaymentOrder {
    Table,
    Status,
    FlagReason,
    PaidAt,
}

/// The three payables: table, kind, the state that waits for a payment, when it was paid, and which of its
/// flags are about the order's own payment (a registration or stay is `refunded` only from `flagged`).
struct Kind {
    table: &'static str,
    kind: &'static str,
    waiting: &'static str,
    paid_at: &'static str,
    own_flag: &'static str,
}

/// The text a flag for a second payment of an order already paid begins with: that payment is not the
/// order's, whose own stays paid.
const SECOND_PAYMENT: &str = "A second payment (%";

const KINDS: [Kind; 3] = [
    Kind {
        table: "registration",
        kind: "registration",
        waiting: "pending",
        paid_at: "COALESCE(p.paid_at, p.updated_at)",
        own_flag: "p.status IN ('flagged', 'refunded')",
    },
    Kind {
        table: "accommodation_booking",
        kind: "booking",
        waiting: "pending",
        paid_at: "COALESCE(p.paid_at, p.updated_at)",
        own_flag: "p.status IN ('flagged', 'refunded')",
    },
    // A change keeps its state when a payment of it is refused; the reason says so. Applied, only the
    // gateway's report of its own payment for another amount flags its order.
    Kind {
        table: "registration_change",
        kind: "change",
        waiting: "awaiting_payment",
        paid_at: "COALESCE(p.applied_at, p.created_at)",
        own_flag: "p.flag_reason IS NOT NULL AND (p.status <> 'applied' OR p.flag_reason LIKE 'Payment %')",
    },
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // One column per statement: SQLite alters one at a time.
        let columns = [
            ColumnDef::new(PaymentOrder::Status).string_len(16).not_null().default("created").to_owned(),
            ColumnDef::new(PaymentOrder::FlagReason).string_len(255).null().to_owned(),
            ColumnDef::new(PaymentOrder::PaidAt).timestamp_with_time_zone().null().to_owned(),
        ];
        for mut column in columns {
            manager.alter_table(Table::alter().table(PaymentOrder::Table).add_column(&mut column).to_owned()).await?;
        }
        let db = manager.get_connection();
        for Kind { table, kind, waiting, paid_at, own_flag } in KINDS {
            let payable = format!("SELECT {{}} FROM {table} p WHERE p.id = payment_order.payable_id");
            let of = |what: &str| payable.replace("{}", what);
            // Paid, when it was.
            db.execute_unprepared(&format!(
                "UPDATE payment_order SET status = 'paid', paid_at = ({}) \
                 WHERE payable_kind = '{kind}' AND payment_id IS NOT NULL",
                of(paid_at)
            ))
            .await?;
            // Flagged for its own payment.
            db.execute_unprepared(&format!(
                "UPDATE payment_order SET status = 'flagged', flag_reason = ({}) \
                 WHERE payable_kind = '{kind}' AND payment_id IS NOT NULL AND EXISTS ({} AND {own_flag} \
                 AND (p.flag_reason IS NULL OR p.flag_reason NOT LIKE '{SECOND_PAYMENT}'))",
                of("p.flag_reason"),
                of("1")
            ))
            .await?;
            // Never paid, and no longer waiting.
            db.execute_unprepared(&format!(
                "UPDATE payment_order SET status = 'expired' \
                 WHERE payable_kind = '{kind}' AND payment_id IS NULL AND NOT EXISTS ({} AND p.status = '{waiting}')",
                of("1")
            ))
            .await?;
        }
        // Recorded refunded by the organisers, who gave the money back themselves.
        db.execute_unprepared(
            "UPDATE payment_order SET status = 'refunded', flag_reason = NULL \
             WHERE payable_kind = 'registration' AND payment_id IS NOT NULL \
             AND EXISTS (SELECT 1 FROM registration p WHERE p.id = payment_order.payable_id AND p.status = 'refunded') \
             AND NOT EXISTS (SELECT 1 FROM payment_refund r WHERE r.payable_kind = 'registration' \
             AND r.payable_id = payment_order.payable_id)",
        )
        .await?;
        // Refunded, in part or whole, by the processed refunds of its payment.
        let of_payment =
            "FROM payment_refund r WHERE r.payment_id = payment_order.payment_id AND r.status = 'processed'";
        db.execute_unprepared(&format!(
            "UPDATE payment_order SET flag_reason = NULL, \
             status = CASE WHEN (SELECT SUM(r.amount_paise) {of_payment}) >= (SELECT MAX(r.paid_paise) {of_payment}) \
             THEN 'refunded' ELSE 'partly_refunded' END \
             WHERE payment_id IS NOT NULL AND status IN ('paid', 'flagged') AND EXISTS (SELECT 1 FROM payment_refund r \
             WHERE r.payment_id = payment_order.payment_id AND r.status = 'processed')"
        ))
        .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for column in [PaymentOrder::PaidAt, PaymentOrder::FlagReason, PaymentOrder::Status] {
            manager.alter_table(Table::alter().table(PaymentOrder::Table).drop_column(column).to_owned()).await?;
        }
        Ok(())
    }
}
