//! Capacity and deadlines per event: a number of places (teams, or heads for athletics), optionally per
//! category, and the deadlines for registering, changing a roster and cancelling.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum EventSetting {
    Table,
    Capacity,
    CapacityMen,
    CapacityWomen,
    Deadline,
    ChangeDeadline,
    CancelDeadline,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // One column per statement: SQLite alters a table one change at a time.
        for column in [EventSetting::Capacity, EventSetting::CapacityMen, EventSetting::CapacityWomen] {
            manager
                .alter_table(
                    Table::alter()
                        .table(EventSetting::Table)
                        .add_column(ColumnDef::new(column).integer().null())
                        .to_owned(),
                )
                .await?;
        }
        for column in [EventSetting::Deadline, EventSetting::ChangeDeadline, EventSetting::CancelDeadline] {
            manager
                .alter_table(
                    Table::alter()
                        .table(EventSetting::Table)
                        .add_column(ColumnDef::new(column).timestamp_with_time_zone().null())
                        .to_owned(),
                )
                .await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for column in [
            EventSetting::Capacity,
            EventSetting::CapacityMen,
            EventSetting::CapacityWomen,
            EventSetting::Deadline,
            EventSetting::ChangeDeadline,
            EventSetting::CancelDeadline,
        ] {
            manager.alter_table(Table::alter().table(EventSetting::Table).drop_column(column).to_owned()).await?;
        }
        Ok(())
    }
}
