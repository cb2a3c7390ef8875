//! Money paid to the organisers in person gets orders too (mode `offline`, id `offline_<kind>_<id>`), so
//! every payable's money has its row in `payment_order` and moves through the same states. Today's offline
//! registrations, stays and roster-change differences take the order they would have had:
//!
//! - the amount: a stay's price; a change's difference; a registration's price when the organisers
//!   recorded its money, which is today's price less the differences of the changes applied since (a change
//!   applied while it still awaited its money was paid with it);
//! - the state: `created` while it awaits its money; `paid` (at the time it was recorded) once it was
//!   received; `expired` when it stopped waiting unpaid; then `partly_refunded` or `refunded` by the refunds
//!   the organisers paid back by hand (a registration's own, and those of changes that lowered its fee), as
//!   the gateway's refunds move an order.
//!
//! Free registrations (nothing to pay) have no order, nor do changes that cost nothing or that were applied
//! at once on a registration still awaiting its money. Rolling back deletes the offline orders.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

/// The offline payables: table, kind, the SQL of the amount their order was for, the state that waits for
/// the money, when it was received, and which of the table's rows had something to pay (alias `p`).
struct Kind {
    table: &'static str,
    kind: &'static str,
    amount: &'static str,
    waiting: &'static str,
    received: &'static str,
    payable: &'static str,
}

const KINDS: [Kind; 3] = [
    Kind {
        table: "registration",
        kind: "registration",
        amount: "p.amount_paise - COALESCE((SELECT SUM(c.difference_paise) FROM registration_change c \
                 WHERE c.registration_id = p.id AND c.status = 'applied' AND p.paid_at IS NOT NULL \
                 AND c.applied_at > p.paid_at), 0)",
        waiting: "awaiting_payment",
        received: "p.paid_at",
        payable: "p.payment_mode = 'offline'",
    },
    Kind {
        table: "accommodation_booking",
        kind: "booking",
        amount: "p.amount_paise",
        waiting: "awaiting_payment",
        received: "p.paid_at",
        payable: "p.payment_mode = 'offline'",
    },
    // A change applied in the same moment it was made did not wait for money of its own.
    Kind {
        table: "registration_change",
        kind: "change",
        amount: "p.difference_paise",
        waiting: "awaiting_payment",
        received: "CASE WHEN p.status = 'applied' THEN p.applied_at END",
        payable: "p.payment_mode = 'offline' AND (p.status <> 'applied' OR p.applied_at <> p.created_at)",
    },
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        for Kind { table, kind, amount, waiting, received, payable } in KINDS {
            let currency = if table == "registration_change" { "'INR'" } else { "p.currency" };
            db.execute_unprepared(&format!(
                "INSERT INTO payment_order (id, payable_kind, payable_id, mode, amount_paise, currency, status, \
                 paid_at, created_at) \
                 SELECT 'offline_{kind}_' || o.id, '{kind}', o.id, 'offline', o.amount, o.currency, \
                 CASE WHEN o.status = '{waiting}' THEN 'created' WHEN o.received IS NOT NULL THEN 'paid' \
                 ELSE 'expired' END, \
                 CASE WHEN o.status = '{waiting}' THEN NULL ELSE o.received END, o.created_at \
                 FROM (SELECT p.id, p.status, p.created_at, {currency} AS currency, ({amount}) AS amount, \
                 {received} AS received FROM {table} p WHERE {payable} \
                 AND NOT EXISTS (SELECT 1 FROM payment_order x WHERE x.payable_kind = '{kind}' \
                 AND x.payable_id = p.id)) o \
                 WHERE o.amount > 0"
            ))
            .await?;
        }
        // Refunded, in part or whole, by the refunds the organisers paid back by hand: its payable's own and,
        // for a registration, those of its changes that lowered the fee (changes with no order of their own).
        let of_payable = "FROM payment_refund r WHERE r.payment_id IS NULL AND r.status = 'processed' \
                          AND ((r.payable_kind = payment_order.payable_kind AND r.payable_id = payment_order.payable_id) \
                          OR (payment_order.payable_kind = 'registration' AND r.payable_kind = 'change' \
                          AND r.payable_id IN (SELECT c.id FROM registration_change c \
                          WHERE c.registration_id = payment_order.payable_id AND NOT EXISTS (SELECT 1 FROM payment_order x \
                          WHERE x.payable_kind = 'change' AND x.payable_id = c.id))))";
        db.execute_unprepared(&format!(
            "UPDATE payment_order SET \
             status = CASE WHEN (SELECT SUM(r.amount_paise) {of_payable}) >= (SELECT MAX(r.paid_paise) {of_payable}) \
             THEN 'refunded' ELSE 'partly_refunded' END \
             WHERE mode = 'offline' AND status = 'paid' AND EXISTS (SELECT 1 {of_payable})"
        ))
        .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.get_connection().execute_unprepared("DELETE FROM payment_order WHERE mode = 'offline'").await?;
        Ok(())
    }
}
