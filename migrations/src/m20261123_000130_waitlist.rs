//! Waiting lists: a team that finds an event full leaves its validated form here and waits its turn.
//!
//! `waitlist_entry`: one per user and event while it waits or holds an offer (`active_slot` =
//! "user:event", unique, cleared when the entry ends). `position` orders the line (admins reorder it);
//! `offer_expires_at` is the end of an offer's time to pay; `registration_id` the registration made from it.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum WaitlistEntry {
    Table,
    Id,
    EventId,
    Category,
    UserId,
    Payload,
    Members,
    CollegeName,
    Position,
    Status,
    ActiveSlot,
    OfferedAt,
    OfferExpiresAt,
    RegistrationId,
    CreatedAt,
    UpdatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(WaitlistEntry::Table)
                    .if_not_exists()
                    .col(ColumnDef::new(WaitlistEntry::Id).string_len(64).not_null().primary_key())
                    .col(ColumnDef::new(WaitlistEntry::EventId).string_len(64).not_null())
                    .col(ColumnDef::new(WaitlistEntry::Category).string_len(16).null())
                    .col(ColumnDef::new(WaitlistEntry::UserId).string_len(64).not_null())
                    .col(ColumnDef::new(WaitlistEntry::Payload).text().not_null())
                    .col(ColumnDef::new(WaitlistEntry::Members).integer().not_null())
                    .col(ColumnDef::new(WaitlistEntry::CollegeName).string_len(200).not_null())
                    .col(ColumnDef::new(WaitlistEntry::Position).big_integer().not_null())
                    .col(ColumnDef::new(WaitlistEntry::Status).string_len(16).not_null())
                    .col(ColumnDef::new(WaitlistEntry::ActiveSlot).string_len(160).null().unique_key())
                    .col(ColumnDef::new(WaitlistEntry::OfferedAt).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(WaitlistEntry::OfferExpiresAt).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(WaitlistEntry::RegistrationId).string_len(64).null())
                    .col(ColumnDef::new(WaitlistEntry::CreatedAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(WaitlistEntry::UpdatedAt).timestamp_with_time_zone().not_null())
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("waitlist_event_status_position")
                    .table(WaitlistEntry::Table)
                    .col(WaitlistEntry::EventId)
                    .col(WaitlistEntry::Status)
                    .col(WaitlistEntry::Position)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create().name("waitlist_user").table(WaitlistEntry::Table).col(WaitlistEntry::UserId).to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(WaitlistEntry::Table).to_owned()).await
    }
}
