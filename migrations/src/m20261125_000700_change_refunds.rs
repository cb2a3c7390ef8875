//! A roster change's refund is a `payment_refund` row like every other refund (`payable_kind` `change`), not
//! the change's own `refund_status` and `refund_paise`. A change that lowered the fee of a paid registration
//! gives back part of the registration's payment; a change whose own payment was refused, or whose paid
//! difference a cancellation owes back, gives back that payment. Both are paid back by hand: `due` moves in as
//! `manual`, `processed` as `processed`, amounts unchanged.
//!
//! The old columns stay in place, no longer read or written, so an instance of the previous release still
//! running beside a new one during a rolling deploy finds its columns; a later migration drops them.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

/// A lowered fee goes back on the registration's payment; anything else on the change's own.
const COPY: &str = "INSERT INTO payment_refund (id, payable_kind, payable_id, payment_mode, payment_id, paid_paise, \
     amount_paise, status, gateway_refund_id, requested_by, created_at, updated_at) \
     SELECT 'change:' || c.id, 'change', c.id, \
     CASE WHEN c.difference_paise < 0 THEN r.payment_mode ELSE c.payment_mode END, \
     CASE WHEN c.difference_paise < 0 THEN r.gateway_payment_id ELSE c.gateway_payment_id END, \
     CASE WHEN c.difference_paise < 0 THEN COALESCE(r.order_amount_paise, r.amount_paise) \
          ELSE COALESCE(c.refund_paise, 0) END, \
     COALESCE(c.refund_paise, 0), \
     CASE WHEN c.refund_status = 'processed' THEN 'processed' ELSE 'manual' END, \
     NULL, NULL, COALESCE(c.applied_at, c.created_at), COALESCE(c.applied_at, c.created_at) \
     FROM registration_change c JOIN registration r ON r.id = c.registration_id \
     WHERE c.refund_status IS NOT NULL";

const BACK: &str = "UPDATE registration_change SET \
     refund_status = (SELECT CASE WHEN f.status = 'processed' THEN 'processed' ELSE 'due' END FROM payment_refund f \
       WHERE f.payable_kind = 'change' AND f.payable_id = registration_change.id), \
     refund_paise = (SELECT f.amount_paise FROM payment_refund f \
       WHERE f.payable_kind = 'change' AND f.payable_id = registration_change.id) \
     WHERE id IN (SELECT payable_id FROM payment_refund WHERE payable_kind = 'change')";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.get_connection().execute_unprepared(COPY).await?;
        Ok(())
    }

    /// The refunds go back into the change's columns (what was recorded since included), then their rows go.
    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        db.execute_unprepared(BACK).await?;
        db.execute_unprepared("DELETE FROM payment_refund WHERE payable_kind = 'change'").await?;
        Ok(())
    }
}
