//! Discount codes (issue #18).
//!
//! `coupon`: a code (unique, upper-case), its kind (`percent` or `fixed`) and value (a percentage, or
//! paise), what it applies to (`registration`, `accommodation` or `both`), the events it is limited to (a
//! JSON list of event ids; NULL for all), its validity window, its total and per-user limits (NULL for none),
//! who made it and when.
//!
//! `registration` gains the discount it was priced with: `coupon_code` (the code, or the CA referral code
//! that carried the discount), `discount_paise` and `original_amount_paise` (the fee before the discount);
//! all NULL without a discount. `amount_paise` stays what is paid.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Coupon {
    Table,
    Id,
    Code,
    Kind,
    Value,
    AppliesTo,
    Events,
    ValidFrom,
    ValidTo,
    MaxUses,
    PerUser,
    CreatedBy,
    CreatedAt,
}

#[derive(DeriveIden, Clone, Copy)]
enum Registration {
    Table,
    CouponCode,
    DiscountPaise,
    OriginalAmountPaise,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Coupon::Table)
                    .if_not_exists()
                    .col(ColumnDef::new(Coupon::Id).string_len(64).not_null().primary_key())
                    .col(ColumnDef::new(Coupon::Code).string_len(32).not_null().unique_key())
                    .col(ColumnDef::new(Coupon::Kind).string_len(16).not_null())
                    .col(ColumnDef::new(Coupon::Value).big_integer().not_null())
                    .col(ColumnDef::new(Coupon::AppliesTo).string_len(16).not_null())
                    .col(ColumnDef::new(Coupon::Events).text().null())
                    .col(ColumnDef::new(Coupon::ValidFrom).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(Coupon::ValidTo).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(Coupon::MaxUses).integer().null())
                    .col(ColumnDef::new(Coupon::PerUser).integer().null())
                    .col(ColumnDef::new(Coupon::CreatedBy).string_len(64).not_null())
                    .col(ColumnDef::new(Coupon::CreatedAt).timestamp_with_time_zone().not_null())
                    .to_owned(),
            )
            .await?;
        // One column per statement: SQLite alters a table one change at a time.
        let columns = [
            ColumnDef::new(Registration::CouponCode).string_len(64).null().to_owned(),
            ColumnDef::new(Registration::DiscountPaise).big_integer().null().to_owned(),
            ColumnDef::new(Registration::OriginalAmountPaise).big_integer().null().to_owned(),
        ];
        for mut column in columns {
            manager.alter_table(Table::alter().table(Registration::Table).add_column(&mut column).to_owned()).await?;
        }
        // A code's uses are counted on every order that names it.
        manager
            .create_index(
                Index::create()
                    .name("registration_coupon_code")
                    .table(Registration::Table)
                    .col(Registration::CouponCode)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_index(Index::drop().name("registration_coupon_code").table(Registration::Table).to_owned())
            .await?;
        for column in [Registration::CouponCode, Registration::DiscountPaise, Registration::OriginalAmountPaise] {
            manager.alter_table(Table::alter().table(Registration::Table).drop_column(column).to_owned()).await?;
        }
        manager.drop_table(Table::drop().table(Coupon::Table).to_owned()).await
    }
}
