//! Roster changes: every change an owner makes to a registration after paying for it, kept as its history.
//!
//! `registration_change`: the form before and after (sealed like a registration's payload), the fee before
//! and after and their difference, what changed (`summary`, JSON), and where it stands: `applied`, or
//! `awaiting_payment` for a difference to pay (with its gateway order) until it is paid or `expired`. A
//! change that lowers the fee records the refund `due` (`refund_paise`); so does a payment for a change that
//! could not be applied (`flag_reason` says why). `registration.order_amount_paise` keeps what the registration's
//! own gateway order was for, which its payment must match whatever changes follow.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum RegistrationChange {
    Table,
    Id,
    RegistrationId,
    EventId,
    UserId,
    BeforePayload,
    AfterPayload,
    MembersBefore,
    MembersAfter,
    FeeBefore,
    FeeAfter,
    DifferencePaise,
    Summary,
    Status,
    RefundStatus,
    RefundPaise,
    FlagReason,
    GatewayOrderId,
    GatewayPaymentId,
    PaymentMode,
    ExpiresAt,
    CreatedAt,
    AppliedAt,
}

#[derive(DeriveIden)]
enum Registration {
    Table,
    OrderAmountPaise,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(RegistrationChange::Table)
                    .if_not_exists()
                    .col(ColumnDef::new(RegistrationChange::Id).string_len(64).not_null().primary_key())
                    .col(ColumnDef::new(RegistrationChange::RegistrationId).string_len(64).not_null())
                    .col(ColumnDef::new(RegistrationChange::EventId).string_len(64).not_null())
                    .col(ColumnDef::new(RegistrationChange::UserId).string_len(64).not_null())
                    .col(ColumnDef::new(RegistrationChange::BeforePayload).text().not_null())
                    .col(ColumnDef::new(RegistrationChange::AfterPayload).text().not_null())
                    .col(ColumnDef::new(RegistrationChange::MembersBefore).integer().not_null())
                    .col(ColumnDef::new(RegistrationChange::MembersAfter).integer().not_null())
                    .col(ColumnDef::new(RegistrationChange::FeeBefore).big_integer().not_null())
                    .col(ColumnDef::new(RegistrationChange::FeeAfter).big_integer().not_null())
                    .col(ColumnDef::new(RegistrationChange::DifferencePaise).big_integer().not_null())
                    .col(ColumnDef::new(RegistrationChange::Summary).text().not_null())
                    .col(ColumnDef::new(RegistrationChange::Status).string_len(24).not_null())
                    .col(ColumnDef::new(RegistrationChange::RefundStatus).string_len(16).null())
                    .col(ColumnDef::new(RegistrationChange::RefundPaise).big_integer().null())
                    .col(ColumnDef::new(RegistrationChange::FlagReason).string_len(255).null())
                    .col(ColumnDef::new(RegistrationChange::GatewayOrderId).string_len(64).null().unique_key())
                    .col(ColumnDef::new(RegistrationChange::GatewayPaymentId).string_len(64).null())
                    .col(ColumnDef::new(RegistrationChange::PaymentMode).string_len(16).not_null())
                    .col(ColumnDef::new(RegistrationChange::ExpiresAt).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(RegistrationChange::CreatedAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(RegistrationChange::AppliedAt).timestamp_with_time_zone().null())
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("registration_change_registration")
                    .table(RegistrationChange::Table)
                    .col(RegistrationChange::RegistrationId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("registration_change_status")
                    .table(RegistrationChange::Table)
                    .col(RegistrationChange::Status)
                    .to_owned(),
            )
            .await?;
        // What the registration's own gateway order was for: a change alters what the registration costs,
        // not what its first payment must match.
        let mut column = ColumnDef::new(Registration::OrderAmountPaise).big_integer().null().to_owned();
        manager.alter_table(Table::alter().table(Registration::Table).add_column(&mut column).to_owned()).await?;
        manager
            .get_connection()
            .execute_unprepared("UPDATE registration SET order_amount_paise = amount_paise")
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let column = Registration::OrderAmountPaise;
        manager.alter_table(Table::alter().table(Registration::Table).drop_column(column).to_owned()).await?;
        manager.drop_table(Table::drop().table(RegistrationChange::Table).to_owned()).await
    }
}
