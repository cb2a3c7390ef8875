//! Rulebook files the organisers uploaded to replace the rulebook made from the catalogue: one per event,
//! kept in the database so that every instance serves the same file.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Rulebook {
    Table,
    EventId,
    File,
    Bytes,
    UploadedBy,
    UploadedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Rulebook::Table)
                    .if_not_exists()
                    .col(ColumnDef::new(Rulebook::EventId).string_len(32).not_null().primary_key())
                    .col(ColumnDef::new(Rulebook::File).blob().not_null())
                    .col(ColumnDef::new(Rulebook::Bytes).big_integer().not_null())
                    .col(ColumnDef::new(Rulebook::UploadedBy).string_len(64).not_null())
                    .col(ColumnDef::new(Rulebook::UploadedAt).timestamp_with_time_zone().not_null())
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(Rulebook::Table).to_owned()).await
    }
}
