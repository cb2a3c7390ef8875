//! Event registrations and their payments.
//!
//! A registration is stored when its order is created (status `pending`), with the normalised payload the
//! server validated; the browser is never asked to send it again. `active_slot` holds `<user>:<event>` while
//! the registration counts (pending, paid, awaiting an offline payment, flagged) and NULL once it does not
//! (expired, superseded, refunded): a unique index on it lets one user hold one live registration per event
//! even under concurrent requests. Webhook deliveries are recorded by event id, in the same transaction as
//! the state change they cause, so a replay changes nothing. Sandbox orders stand in for the gateway's.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Registration {
    Table,
    Id,
    UserId,
    EventId,
    Category,
    CollegeName,
    Payload,
    Members,
    AmountPaise,
    Currency,
    Status,
    PaymentMode,
    ActiveSlot,
    GatewayOrderId,
    GatewayPaymentId,
    ReferralCode,
    FlagReason,
    ExpiresAt,
    PaidAt,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum User {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum WebhookEvent {
    Table,
    EventId,
    Kind,
    ReceivedAt,
}

#[derive(DeriveIden)]
enum SandboxOrder {
    Table,
    Id,
    AmountPaise,
    Currency,
    Receipt,
    Status,
    PaymentId,
    CreatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Registration::Table)
                    .col(ColumnDef::new(Registration::Id).string_len(36).not_null().primary_key())
                    .col(ColumnDef::new(Registration::UserId).string_len(36).not_null())
                    .col(ColumnDef::new(Registration::EventId).string_len(32).not_null())
                    .col(ColumnDef::new(Registration::Category).string_len(16).null())
                    .col(ColumnDef::new(Registration::CollegeName).string_len(255).not_null())
                    .col(ColumnDef::new(Registration::Payload).text().not_null())
                    .col(ColumnDef::new(Registration::Members).integer().not_null())
                    .col(ColumnDef::new(Registration::AmountPaise).big_integer().not_null())
                    .col(ColumnDef::new(Registration::Currency).string_len(3).not_null())
                    .col(ColumnDef::new(Registration::Status).string_len(24).not_null())
                    .col(ColumnDef::new(Registration::PaymentMode).string_len(16).not_null())
                    .col(ColumnDef::new(Registration::ActiveSlot).string_len(80).null().unique_key())
                    .col(ColumnDef::new(Registration::GatewayOrderId).string_len(64).null().unique_key())
                    .col(ColumnDef::new(Registration::GatewayPaymentId).string_len(64).null())
                    .col(ColumnDef::new(Registration::ReferralCode).string_len(64).null())
                    .col(ColumnDef::new(Registration::FlagReason).string_len(255).null())
                    .col(ColumnDef::new(Registration::ExpiresAt).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(Registration::PaidAt).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(Registration::CreatedAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(Registration::UpdatedAt).timestamp_with_time_zone().not_null())
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_registration_user")
                            .from(Registration::Table, Registration::UserId)
                            .to(User::Table, User::Id)
                            .on_delete(ForeignKeyAction::Restrict),
                    )
                    .to_owned(),
            )
            .await?;
        for (name, cols) in [
            ("idx_registration_user", vec![Registration::UserId]),
            ("idx_registration_event_status", vec![Registration::EventId, Registration::Status]),
            ("idx_registration_status_created", vec![Registration::Status, Registration::CreatedAt]),
            ("idx_registration_referral", vec![Registration::ReferralCode]),
        ] {
            let mut index = Index::create();
            index.name(name).table(Registration::Table);
            for col in cols {
                index.col(col);
            }
            manager.create_index(index.to_owned()).await?;
        }

        manager
            .create_table(
                Table::create()
                    .table(WebhookEvent::Table)
                    .col(ColumnDef::new(WebhookEvent::EventId).string_len(128).not_null().primary_key())
                    .col(ColumnDef::new(WebhookEvent::Kind).string_len(64).not_null())
                    .col(ColumnDef::new(WebhookEvent::ReceivedAt).timestamp_with_time_zone().not_null())
                    .to_owned(),
            )
            .await?;

        manager
            .create_table(
                Table::create()
                    .table(SandboxOrder::Table)
                    .col(ColumnDef::new(SandboxOrder::Id).string_len(64).not_null().primary_key())
                    .col(ColumnDef::new(SandboxOrder::AmountPaise).big_integer().not_null())
                    .col(ColumnDef::new(SandboxOrder::Currency).string_len(3).not_null())
                    .col(ColumnDef::new(SandboxOrder::Receipt).string_len(64).not_null())
                    .col(ColumnDef::new(SandboxOrder::Status).string_len(16).not_null())
                    .col(ColumnDef::new(SandboxOrder::PaymentId).string_len(64).null())
                    .col(ColumnDef::new(SandboxOrder::CreatedAt).timestamp_with_time_zone().not_null())
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in [SandboxOrder::Table.into_iden(), WebhookEvent::Table.into_iden(), Registration::Table.into_iden()]
        {
            manager.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        Ok(())
    }
}
