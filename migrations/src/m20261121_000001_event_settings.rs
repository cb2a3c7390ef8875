//! Per-event settings that organisers change at run time (registration open or closed). Events themselves
//! are data in fest-shared; a row here only overrides the catalogue's default.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum EventSetting {
    Table,
    EventId,
    RegistrationOpen,
    UpdatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(EventSetting::Table)
                    .if_not_exists()
                    .col(ColumnDef::new(EventSetting::EventId).string_len(32).not_null().primary_key())
                    .col(ColumnDef::new(EventSetting::RegistrationOpen).boolean().not_null())
                    .col(
                        ColumnDef::new(EventSetting::UpdatedAt)
                            .timestamp_with_time_zone()
                            .not_null()
                            .default(Expr::current_timestamp()),
                    )
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(EventSetting::Table).to_owned()).await
    }
}
