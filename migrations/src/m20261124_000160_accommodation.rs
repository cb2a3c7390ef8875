//! Accommodation for visiting teams (issue #18).
//!
//! `accommodation_setting`: one row (id 1) holding what the organisers changed of fest-shared's stay rules:
//! the price per guest per night and the beds of each block (NULL: fest-shared's default). Every booking
//! holds this row while it counts the beds (`FOR UPDATE` on PostgreSQL; SQLite has one writer), as an
//! event's settings row is held while its places are counted.
//!
//! `accommodation_booking`: beds for people of a paid registration in one block for consecutive nights,
//! priced and paid like a registration (status, gateway order and payment, discount, refund).
//!
//! `accommodation_guest`: the people of a booking, by their pass. `live_pass` is the pass id while the
//! booking counts (pending or paid) and NULL once it does not: unique, so a person has one live booking.
//! The hostel desk's check-in is recorded on the guest.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum AccommodationSetting {
    Table,
    Id,
    PricePerNightPaise,
    BedsMen,
    BedsWomen,
    UpdatedAt,
}

#[derive(DeriveIden, Clone, Copy)]
enum AccommodationBooking {
    Table,
    Id,
    UserId,
    RegistrationId,
    EventId,
    Block,
    CheckIn,
    Nights,
    GuestCount,
    PricePerNightPaise,
    AmountPaise,
    Currency,
    Status,
    PaymentMode,
    GatewayOrderId,
    GatewayPaymentId,
    OrderAmountPaise,
    CouponCode,
    DiscountPaise,
    OriginalAmountPaise,
    FlagReason,
    ExpiresAt,
    PaidAt,
    CheckedAt,
    CancelledAt,
    RefundStatus,
    RefundAmountPaise,
    RefundId,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden, Clone, Copy)]
enum AccommodationGuest {
    Table,
    Id,
    BookingId,
    PassId,
    Seq,
    Name,
    Role,
    LivePass,
    CheckedInAt,
    CheckedInBy,
    ClientScanId,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(AccommodationSetting::Table)
                    .if_not_exists()
                    .col(ColumnDef::new(AccommodationSetting::Id).integer().not_null().primary_key())
                    .col(ColumnDef::new(AccommodationSetting::PricePerNightPaise).big_integer().null())
                    .col(ColumnDef::new(AccommodationSetting::BedsMen).integer().null())
                    .col(ColumnDef::new(AccommodationSetting::BedsWomen).integer().null())
                    .col(ColumnDef::new(AccommodationSetting::UpdatedAt).timestamp_with_time_zone().null())
                    .to_owned(),
            )
            .await?;
        manager
            .exec_stmt(
                Query::insert()
                    .into_table(AccommodationSetting::Table)
                    .columns([AccommodationSetting::Id])
                    .values_panic([1.into()])
                    .to_owned(),
            )
            .await?;
        let b = AccommodationBooking::Table;
        manager
            .create_table(
                Table::create()
                    .table(b)
                    .if_not_exists()
                    .col(ColumnDef::new(AccommodationBooking::Id).string_len(64).not_null().primary_key())
                    .col(ColumnDef::new(AccommodationBooking::UserId).string_len(64).not_null())
                    .col(ColumnDef::new(AccommodationBooking::RegistrationId).string_len(64).not_null())
                    .col(ColumnDef::new(AccommodationBooking::EventId).string_len(64).not_null())
                    .col(ColumnDef::new(AccommodationBooking::Block).string_len(16).not_null())
                    .col(ColumnDef::new(AccommodationBooking::CheckIn).string_len(10).not_null())
                    .col(ColumnDef::new(AccommodationBooking::Nights).integer().not_null())
                    .col(ColumnDef::new(AccommodationBooking::GuestCount).integer().not_null())
                    .col(ColumnDef::new(AccommodationBooking::PricePerNightPaise).big_integer().not_null())
                    .col(ColumnDef::new(AccommodationBooking::AmountPaise).big_integer().not_null())
                    .col(ColumnDef::new(AccommodationBooking::Currency).string_len(8).not_null())
                    .col(ColumnDef::new(AccommodationBooking::Status).string_len(32).not_null())
                    .col(ColumnDef::new(AccommodationBooking::PaymentMode).string_len(16).not_null())
                    .col(ColumnDef::new(AccommodationBooking::GatewayOrderId).string_len(64).null().unique_key())
                    .col(ColumnDef::new(AccommodationBooking::GatewayPaymentId).string_len(64).null())
                    .col(ColumnDef::new(AccommodationBooking::OrderAmountPaise).big_integer().null())
                    .col(ColumnDef::new(AccommodationBooking::CouponCode).string_len(64).null())
                    .col(ColumnDef::new(AccommodationBooking::DiscountPaise).big_integer().null())
                    .col(ColumnDef::new(AccommodationBooking::OriginalAmountPaise).big_integer().null())
                    .col(ColumnDef::new(AccommodationBooking::FlagReason).string_len(255).null())
                    .col(ColumnDef::new(AccommodationBooking::ExpiresAt).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(AccommodationBooking::PaidAt).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(AccommodationBooking::CheckedAt).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(AccommodationBooking::CancelledAt).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(AccommodationBooking::RefundStatus).string_len(16).null())
                    .col(ColumnDef::new(AccommodationBooking::RefundAmountPaise).big_integer().null())
                    .col(ColumnDef::new(AccommodationBooking::RefundId).string_len(64).null())
                    .col(ColumnDef::new(AccommodationBooking::CreatedAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(AccommodationBooking::UpdatedAt).timestamp_with_time_zone().not_null())
                    .to_owned(),
            )
            .await?;
        for (name, column) in [
            ("accommodation_booking_user", AccommodationBooking::UserId),
            ("accommodation_booking_registration", AccommodationBooking::RegistrationId),
            ("accommodation_booking_status", AccommodationBooking::Status),
            ("accommodation_booking_coupon_code", AccommodationBooking::CouponCode),
            ("accommodation_booking_payment", AccommodationBooking::GatewayPaymentId),
        ] {
            manager.create_index(Index::create().name(name).table(b).col(column).to_owned()).await?;
        }
        manager
            .create_table(
                Table::create()
                    .table(AccommodationGuest::Table)
                    .if_not_exists()
                    .col(ColumnDef::new(AccommodationGuest::Id).string_len(64).not_null().primary_key())
                    .col(ColumnDef::new(AccommodationGuest::BookingId).string_len(64).not_null())
                    .col(ColumnDef::new(AccommodationGuest::PassId).string_len(16).not_null())
                    .col(ColumnDef::new(AccommodationGuest::Seq).integer().not_null())
                    .col(ColumnDef::new(AccommodationGuest::Name).string_len(64).not_null())
                    .col(ColumnDef::new(AccommodationGuest::Role).string_len(64).not_null())
                    .col(ColumnDef::new(AccommodationGuest::LivePass).string_len(16).null().unique_key())
                    .col(ColumnDef::new(AccommodationGuest::CheckedInAt).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(AccommodationGuest::CheckedInBy).string_len(64).null())
                    .col(ColumnDef::new(AccommodationGuest::ClientScanId).string_len(64).null())
                    .to_owned(),
            )
            .await?;
        for (name, column) in [
            ("accommodation_guest_booking", AccommodationGuest::BookingId),
            ("accommodation_guest_pass", AccommodationGuest::PassId),
        ] {
            manager
                .create_index(Index::create().name(name).table(AccommodationGuest::Table).col(column).to_owned())
                .await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(AccommodationGuest::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(AccommodationBooking::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(AccommodationSetting::Table).to_owned()).await
    }
}
