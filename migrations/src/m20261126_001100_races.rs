//! Athletics races: each individual event or relay of a category (`100m` Men, `4x100m` Women) drawn into
//! heats with lanes from its paid registrations, then a final from the heats' times (`race`); each heat (and
//! the final) with its lanes, its place in the schedule and its times (`race_heat`).

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Race {
    Table,
    Id,
    EventId,
    Category,
    Discipline,
    Lanes,
    Draw,
    Seed,
    Athletes,
    State,
    Version,
    CreatedBy,
    CreatedAt,
    UpdatedAt,
    PublishedAt,
}

#[derive(DeriveIden)]
enum RaceHeat {
    Table,
    RaceId,
    Number,
    IsFinal,
    Lanes,
    Times,
    VenueId,
    Day,
    StartMinute,
    EndMinute,
    ResultBy,
    ResultAt,
    UpdatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Race::Table)
                    .col(ColumnDef::new(Race::Id).string_len(36).not_null().primary_key())
                    .col(ColumnDef::new(Race::EventId).string_len(32).not_null())
                    .col(ColumnDef::new(Race::Category).string_len(16).not_null())
                    .col(ColumnDef::new(Race::Discipline).string_len(40).not_null())
                    .col(ColumnDef::new(Race::Lanes).integer().not_null())
                    .col(ColumnDef::new(Race::Draw).string_len(8).not_null())
                    .col(ColumnDef::new(Race::Seed).big_integer().not_null())
                    .col(ColumnDef::new(Race::Athletes).text().not_null())
                    .col(ColumnDef::new(Race::State).string_len(16).not_null())
                    .col(ColumnDef::new(Race::Version).integer().not_null())
                    .col(ColumnDef::new(Race::CreatedBy).string_len(36).not_null())
                    .col(ColumnDef::new(Race::CreatedAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(Race::UpdatedAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(Race::PublishedAt).timestamp_with_time_zone().null())
                    .to_owned(),
            )
            .await?;
        // One race per event, category and discipline: drawing again replaces the draft.
        manager
            .create_index(
                Index::create()
                    .name("idx_race_discipline")
                    .table(Race::Table)
                    .col(Race::EventId)
                    .col(Race::Category)
                    .col(Race::Discipline)
                    .unique()
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(RaceHeat::Table)
                    .col(ColumnDef::new(RaceHeat::RaceId).string_len(36).not_null())
                    .col(ColumnDef::new(RaceHeat::Number).integer().not_null())
                    .col(ColumnDef::new(RaceHeat::IsFinal).boolean().not_null())
                    .col(ColumnDef::new(RaceHeat::Lanes).text().not_null())
                    .col(ColumnDef::new(RaceHeat::Times).text().null())
                    .col(ColumnDef::new(RaceHeat::VenueId).string_len(36).null())
                    .col(ColumnDef::new(RaceHeat::Day).string_len(10).null())
                    .col(ColumnDef::new(RaceHeat::StartMinute).integer().null())
                    .col(ColumnDef::new(RaceHeat::EndMinute).integer().null())
                    .col(ColumnDef::new(RaceHeat::ResultBy).string_len(36).null())
                    .col(ColumnDef::new(RaceHeat::ResultAt).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(RaceHeat::UpdatedAt).timestamp_with_time_zone().not_null())
                    .primary_key(Index::create().col(RaceHeat::RaceId).col(RaceHeat::Number))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(RaceHeat::Table).if_exists().to_owned()).await?;
        manager.drop_table(Table::drop().table(Race::Table).if_exists().to_owned()).await
    }
}
