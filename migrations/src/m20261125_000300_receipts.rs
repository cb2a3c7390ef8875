//! Receipts, tax invoices and credit notes: one row per document, numbered from a counter row per series and
//! Indian financial year (April to March) that the confirming transaction advances, so numbers are consecutive
//! and a rolled-back confirmation consumes none.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Receipt {
    Table,
    Id,
    Number,
    Document,
    TaxInvoice,
    FinancialYear,
    Serial,
    PayableKind,
    PayableId,
    PaymentRef,
    RefundRef,
    AmountPaise,
    TaxablePaise,
    CgstPaise,
    SgstPaise,
    IgstPaise,
    GstRateBp,
    PayerUserId,
    RecipientName,
    Description,
    SupplierName,
    SupplierAddress,
    SupplierGstin,
    PlaceOfSupply,
    SacCode,
    RefersTo,
    IssuedAt,
}

#[derive(DeriveIden)]
enum ReceiptSeries {
    Table,
    Series,
    FinancialYear,
    NextSerial,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(ReceiptSeries::Table)
                    .col(ColumnDef::new(ReceiptSeries::Series).string_len(16).not_null())
                    .col(ColumnDef::new(ReceiptSeries::FinancialYear).string_len(7).not_null())
                    .col(ColumnDef::new(ReceiptSeries::NextSerial).big_integer().not_null())
                    .primary_key(Index::create().col(ReceiptSeries::Series).col(ReceiptSeries::FinancialYear))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(Receipt::Table)
                    .col(ColumnDef::new(Receipt::Id).string_len(36).not_null().primary_key())
                    .col(ColumnDef::new(Receipt::Number).string_len(16).not_null().unique_key())
                    .col(ColumnDef::new(Receipt::Document).string_len(16).not_null())
                    .col(ColumnDef::new(Receipt::TaxInvoice).boolean().not_null())
                    .col(ColumnDef::new(Receipt::FinancialYear).string_len(7).not_null())
                    .col(ColumnDef::new(Receipt::Serial).big_integer().not_null())
                    .col(ColumnDef::new(Receipt::PayableKind).string_len(16).not_null())
                    .col(ColumnDef::new(Receipt::PayableId).string_len(36).not_null())
                    .col(ColumnDef::new(Receipt::PaymentRef).string_len(128).not_null())
                    .col(ColumnDef::new(Receipt::RefundRef).string_len(128).not_null())
                    .col(ColumnDef::new(Receipt::AmountPaise).big_integer().not_null())
                    .col(ColumnDef::new(Receipt::TaxablePaise).big_integer().not_null())
                    .col(ColumnDef::new(Receipt::CgstPaise).big_integer().not_null())
                    .col(ColumnDef::new(Receipt::SgstPaise).big_integer().not_null())
                    .col(ColumnDef::new(Receipt::IgstPaise).big_integer().not_null())
                    .col(ColumnDef::new(Receipt::GstRateBp).integer().not_null())
                    .col(ColumnDef::new(Receipt::PayerUserId).string_len(36).not_null())
                    .col(ColumnDef::new(Receipt::RecipientName).string_len(255).not_null())
                    .col(ColumnDef::new(Receipt::Description).string_len(255).not_null())
                    .col(ColumnDef::new(Receipt::SupplierName).string_len(255).not_null())
                    .col(ColumnDef::new(Receipt::SupplierAddress).text().not_null())
                    .col(ColumnDef::new(Receipt::SupplierGstin).string_len(15).null())
                    .col(ColumnDef::new(Receipt::PlaceOfSupply).string_len(64).null())
                    .col(ColumnDef::new(Receipt::SacCode).string_len(8).not_null())
                    .col(ColumnDef::new(Receipt::RefersTo).string_len(36).null())
                    .col(ColumnDef::new(Receipt::IssuedAt).timestamp_with_time_zone().not_null())
                    .to_owned(),
            )
            .await?;
        // One receipt per payment of a payable, one credit note per refund: a replay issues nothing new.
        manager
            .create_index(
                Index::create()
                    .name("idx_receipt_once")
                    .table(Receipt::Table)
                    .col(Receipt::Document)
                    .col(Receipt::PayableKind)
                    .col(Receipt::PayableId)
                    .col(Receipt::PaymentRef)
                    .col(Receipt::RefundRef)
                    .unique()
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_receipt_serial")
                    .table(Receipt::Table)
                    .col(Receipt::Document)
                    .col(Receipt::FinancialYear)
                    .col(Receipt::Serial)
                    .unique()
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_receipt_payer")
                    .table(Receipt::Table)
                    .col(Receipt::PayerUserId)
                    .col(Receipt::IssuedAt)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(Receipt::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(ReceiptSeries::Table).to_owned()).await
    }
}
