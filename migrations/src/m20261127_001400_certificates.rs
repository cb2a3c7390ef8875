//! Certificates (`certificate`): participation, merit and campus ambassador certificates, each signed with the
//! passes' key (the token its QR code carries), issued once per kind and subject whatever the servers
//! releasing them, downloadable by the account that owns them and revocable with a reason.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Certificate {
    Table,
    Id,
    Kind,
    Subject,
    OwnerUserId,
    RegistrationId,
    EventId,
    College,
    HolderName,
    Detail,
    Token,
    IssuedAt,
    RevokedAt,
    RevokedReason,
    RevokedBy,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Certificate::Table)
                    .col(ColumnDef::new(Certificate::Id).string_len(16).not_null().primary_key())
                    .col(ColumnDef::new(Certificate::Kind).string_len(16).not_null())
                    .col(ColumnDef::new(Certificate::Subject).string_len(80).not_null())
                    .col(ColumnDef::new(Certificate::OwnerUserId).string_len(36).not_null())
                    .col(ColumnDef::new(Certificate::RegistrationId).string_len(36).null())
                    .col(ColumnDef::new(Certificate::EventId).string_len(40).null())
                    .col(ColumnDef::new(Certificate::College).string_len(200).not_null())
                    .col(ColumnDef::new(Certificate::HolderName).string_len(200).not_null())
                    .col(ColumnDef::new(Certificate::Detail).string_len(200).not_null())
                    .col(ColumnDef::new(Certificate::Token).text().not_null())
                    .col(ColumnDef::new(Certificate::IssuedAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(Certificate::RevokedAt).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(Certificate::RevokedReason).string_len(500).null())
                    .col(ColumnDef::new(Certificate::RevokedBy).string_len(36).null())
                    .to_owned(),
            )
            .await?;
        // One certificate per kind and subject (a pass, a pass and its place, an ambassador), whatever the
        // servers releasing them.
        manager
            .create_index(
                Index::create()
                    .name("certificate_kind_subject")
                    .table(Certificate::Table)
                    .col(Certificate::Kind)
                    .col(Certificate::Subject)
                    .unique()
                    .to_owned(),
            )
            .await?;
        for (name, column) in [
            ("certificate_owner", Certificate::OwnerUserId),
            ("certificate_event", Certificate::EventId),
            ("certificate_college", Certificate::College),
        ] {
            manager.create_index(Index::create().name(name).table(Certificate::Table).col(column).to_owned()).await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(Certificate::Table).to_owned()).await
    }
}
