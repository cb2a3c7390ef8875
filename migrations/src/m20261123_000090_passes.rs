//! Fest-day passes and gate check-ins.
//!
//! `pass`: one per person on a paid registration, with its signed token. `checked_in_*` holds the first
//! check-in (set by a conditional update, so a pass is checked in once); `revoked_at` is set when the
//! registration stops counting. `checkin`: every scan that was recorded, the first one (`ok`) and any
//! later ones (`duplicate`), with the client's own id of an offline scan so a retried sync stores it once.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Pass {
    Table,
    Id,
    RegistrationId,
    EventId,
    Seq,
    Role,
    HolderName,
    Token,
    EmailedAt,
    RevokedAt,
    CheckedInAt,
    CheckedInGate,
    CheckedInBy,
    CreatedAt,
}

#[derive(DeriveIden)]
enum Checkin {
    Table,
    Id,
    PassId,
    EventId,
    Gate,
    ByUserId,
    ByName,
    Outcome,
    Offline,
    ClientScanId,
    ScannedAt,
    RecordedAt,
    UndoneAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Pass::Table)
                    .if_not_exists()
                    .col(ColumnDef::new(Pass::Id).string_len(16).not_null().primary_key())
                    .col(ColumnDef::new(Pass::RegistrationId).string_len(64).not_null())
                    .col(ColumnDef::new(Pass::EventId).string_len(64).not_null())
                    .col(ColumnDef::new(Pass::Seq).integer().not_null())
                    .col(ColumnDef::new(Pass::Role).string_len(64).not_null())
                    .col(ColumnDef::new(Pass::HolderName).string_len(64).not_null())
                    .col(ColumnDef::new(Pass::Token).string_len(400).not_null())
                    .col(ColumnDef::new(Pass::EmailedAt).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(Pass::RevokedAt).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(Pass::CheckedInAt).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(Pass::CheckedInGate).string_len(64).null())
                    .col(ColumnDef::new(Pass::CheckedInBy).string_len(64).null())
                    .col(ColumnDef::new(Pass::CreatedAt).timestamp_with_time_zone().not_null())
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("pass_registration_seq")
                    .table(Pass::Table)
                    .col(Pass::RegistrationId)
                    .col(Pass::Seq)
                    .unique()
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(Index::create().name("pass_event").table(Pass::Table).col(Pass::EventId).to_owned())
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(Checkin::Table)
                    .if_not_exists()
                    .col(ColumnDef::new(Checkin::Id).string_len(64).not_null().primary_key())
                    .col(ColumnDef::new(Checkin::PassId).string_len(16).not_null())
                    .col(ColumnDef::new(Checkin::EventId).string_len(64).not_null())
                    .col(ColumnDef::new(Checkin::Gate).string_len(64).not_null())
                    .col(ColumnDef::new(Checkin::ByUserId).string_len(64).not_null())
                    .col(ColumnDef::new(Checkin::ByName).string_len(64).not_null())
                    .col(ColumnDef::new(Checkin::Outcome).string_len(16).not_null())
                    .col(ColumnDef::new(Checkin::Offline).boolean().not_null())
                    .col(ColumnDef::new(Checkin::ClientScanId).string_len(64).null())
                    .col(ColumnDef::new(Checkin::ScannedAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(Checkin::RecordedAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(Checkin::UndoneAt).timestamp_with_time_zone().null())
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("checkin_client_scan")
                    .table(Checkin::Table)
                    .col(Checkin::ClientScanId)
                    .unique()
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("checkin_event_outcome")
                    .table(Checkin::Table)
                    .col(Checkin::EventId)
                    .col(Checkin::Outcome)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(Index::create().name("checkin_pass").table(Checkin::Table).col(Checkin::PassId).to_owned())
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(Checkin::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(Pass::Table).to_owned()).await
    }
}
