//! Refunds as rows of their own: one `payment_refund` per refund of a registration, an accommodation
//! booking or a captured payment nothing claims (what it refunds by kind and id, the payment it goes back
//! on, how much, its state and the gateway's refund id). Today's refunds move in from the columns of those
//! three tables, state, amount and gateway id unchanged; a refund to come is one more row, not one more set
//! of columns.
//!
//! The old columns stay in place, no longer read or written, so an instance of the previous release still
//! running beside a new one during a rolling deploy finds its columns; a later migration drops them.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum PaymentRefund {
    Table,
    Id,
    PayableKind,
    PayableId,
    PaymentMode,
    PaymentId,
    PaidPaise,
    AmountPaise,
    Status,
    GatewayRefundId,
    RequestedBy,
    CreatedAt,
    UpdatedAt,
}

/// Copies the refunds of one table: `kind` names the payable, `paid` is the SQL of what its payment was.
fn copy(table: &str, kind: &str, paid: &str, amount: &str, requested_by: &str, created: &str) -> String {
    format!(
        "INSERT INTO payment_refund (id, payable_kind, payable_id, payment_mode, payment_id, paid_paise, \
         amount_paise, status, gateway_refund_id, requested_by, created_at, updated_at) \
         SELECT '{kind}:' || id, '{kind}', id, payment_mode, {payment}, {paid}, {amount}, refund_status, refund_id, \
         {requested_by}, {created}, updated_at FROM {table} WHERE refund_status IS NOT NULL",
        payment = if kind == "capture" { "payment_id" } else { "gateway_payment_id" },
    )
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(PaymentRefund::Table)
                    .col(ColumnDef::new(PaymentRefund::Id).string_len(80).not_null().primary_key())
                    .col(ColumnDef::new(PaymentRefund::PayableKind).string_len(16).not_null())
                    .col(ColumnDef::new(PaymentRefund::PayableId).string_len(64).not_null())
                    .col(ColumnDef::new(PaymentRefund::PaymentMode).string_len(16).not_null())
                    .col(ColumnDef::new(PaymentRefund::PaymentId).string_len(128).null())
                    .col(ColumnDef::new(PaymentRefund::PaidPaise).big_integer().not_null())
                    .col(ColumnDef::new(PaymentRefund::AmountPaise).big_integer().not_null())
                    .col(ColumnDef::new(PaymentRefund::Status).string_len(16).not_null())
                    .col(ColumnDef::new(PaymentRefund::GatewayRefundId).string_len(128).null())
                    .col(ColumnDef::new(PaymentRefund::RequestedBy).string_len(36).null())
                    .col(ColumnDef::new(PaymentRefund::CreatedAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(PaymentRefund::UpdatedAt).timestamp_with_time_zone().not_null())
                    .to_owned(),
            )
            .await?;
        // One refund per payable: asking twice finds the first.
        manager
            .create_index(
                Index::create()
                    .name("idx_payment_refund_payable")
                    .table(PaymentRefund::Table)
                    .col(PaymentRefund::PayableKind)
                    .col(PaymentRefund::PayableId)
                    .unique()
                    .to_owned(),
            )
            .await?;
        // Refund webhooks name the payment; payment health lists by state, oldest first.
        manager
            .create_index(
                Index::create()
                    .name("idx_payment_refund_payment")
                    .table(PaymentRefund::Table)
                    .col(PaymentRefund::PaymentId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_payment_refund_status")
                    .table(PaymentRefund::Table)
                    .col(PaymentRefund::Status)
                    .col(PaymentRefund::UpdatedAt)
                    .to_owned(),
            )
            .await?;
        let db = manager.get_connection();
        db.execute_unprepared(&copy(
            "registration",
            "registration",
            "COALESCE(order_amount_paise, amount_paise)",
            "COALESCE(refund_amount_paise, 0)",
            "NULL",
            "COALESCE(cancelled_at, updated_at)",
        ))
        .await?;
        db.execute_unprepared(&copy(
            "accommodation_booking",
            "booking",
            "COALESCE(order_amount_paise, amount_paise)",
            "COALESCE(refund_amount_paise, 0)",
            "NULL",
            "COALESCE(cancelled_at, updated_at)",
        ))
        .await?;
        db.execute_unprepared(&copy(
            "orphan_capture",
            "capture",
            "amount_paise",
            "amount_paise",
            "refunded_by",
            "updated_at",
        ))
        .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(PaymentRefund::Table).if_exists().to_owned()).await
    }
}
