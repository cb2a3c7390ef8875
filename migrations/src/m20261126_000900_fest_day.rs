//! Fest day: the venues, each event's fixtures (generated from its paid registrations, previewed, adjusted and
//! published by the organisers), every match's place in the schedule and its result, and the fest's settings
//! for the championship (points per placing).

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Venue {
    Table,
    Id,
    Name,
    NameKey,
    CreatedAt,
}

#[derive(DeriveIden)]
enum FixtureSet {
    Table,
    Id,
    EventId,
    Category,
    Format,
    Fixtures,
    Teams,
    State,
    Version,
    CreatedBy,
    CreatedAt,
    UpdatedAt,
    PublishedAt,
}

#[derive(DeriveIden)]
enum FixtureMatch {
    Table,
    SetId,
    MatchId,
    Position,
    VenueId,
    Day,
    StartMinute,
    EndMinute,
    HomeScore,
    AwayScore,
    Winner,
    Walkover,
    Detail,
    ResultHome,
    ResultAway,
    ResultBy,
    ResultAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum FestSetting {
    Table,
    Name,
    Value,
    UpdatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Venue::Table)
                    .col(ColumnDef::new(Venue::Id).string_len(36).not_null().primary_key())
                    .col(ColumnDef::new(Venue::Name).string_len(80).not_null())
                    // The name folded to lower case without surrounding spaces: one venue per name.
                    .col(ColumnDef::new(Venue::NameKey).string_len(80).not_null().unique_key())
                    .col(ColumnDef::new(Venue::CreatedAt).timestamp_with_time_zone().not_null())
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(FixtureSet::Table)
                    .col(ColumnDef::new(FixtureSet::Id).string_len(36).not_null().primary_key())
                    .col(ColumnDef::new(FixtureSet::EventId).string_len(64).not_null())
                    // The category ("Men", "Women"), or empty for an event without categories.
                    .col(ColumnDef::new(FixtureSet::Category).string_len(32).not_null())
                    .col(ColumnDef::new(FixtureSet::Format).text().not_null())
                    .col(ColumnDef::new(FixtureSet::Fixtures).text().not_null())
                    // Which registration each entrant of the fixtures (`T1`, `T2`, ...) is, as a JSON object.
                    .col(ColumnDef::new(FixtureSet::Teams).text().not_null())
                    .col(ColumnDef::new(FixtureSet::State).string_len(16).not_null())
                    .col(ColumnDef::new(FixtureSet::Version).integer().not_null())
                    .col(ColumnDef::new(FixtureSet::CreatedBy).string_len(36).not_null())
                    .col(ColumnDef::new(FixtureSet::CreatedAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(FixtureSet::UpdatedAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(FixtureSet::PublishedAt).timestamp_with_time_zone().null())
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_fixture_set_event_category")
                    .table(FixtureSet::Table)
                    .col(FixtureSet::EventId)
                    .col(FixtureSet::Category)
                    .unique()
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(FixtureMatch::Table)
                    .col(ColumnDef::new(FixtureMatch::SetId).string_len(36).not_null())
                    .col(ColumnDef::new(FixtureMatch::MatchId).string_len(16).not_null())
                    // The match's place in the fixtures' order.
                    .col(ColumnDef::new(FixtureMatch::Position).integer().not_null())
                    .col(ColumnDef::new(FixtureMatch::VenueId).string_len(36).null())
                    .col(ColumnDef::new(FixtureMatch::Day).string_len(10).null())
                    .col(ColumnDef::new(FixtureMatch::StartMinute).integer().null())
                    .col(ColumnDef::new(FixtureMatch::EndMinute).integer().null())
                    .col(ColumnDef::new(FixtureMatch::HomeScore).integer().null())
                    .col(ColumnDef::new(FixtureMatch::AwayScore).integer().null())
                    .col(ColumnDef::new(FixtureMatch::Winner).string_len(36).null())
                    .col(ColumnDef::new(FixtureMatch::Walkover).boolean().not_null().default(false))
                    // The sport's own reading of the score: "21-18, 19-21, 21-15", "152/6 (20) v 148/9 (20)".
                    .col(ColumnDef::new(FixtureMatch::Detail).string_len(120).null())
                    // The sides the result was entered against: a correction earlier in the bracket that
                    // changes them takes this result away.
                    .col(ColumnDef::new(FixtureMatch::ResultHome).string_len(36).null())
                    .col(ColumnDef::new(FixtureMatch::ResultAway).string_len(36).null())
                    .col(ColumnDef::new(FixtureMatch::ResultBy).string_len(36).null())
                    .col(ColumnDef::new(FixtureMatch::ResultAt).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(FixtureMatch::UpdatedAt).timestamp_with_time_zone().not_null())
                    .primary_key(Index::create().col(FixtureMatch::SetId).col(FixtureMatch::MatchId))
                    .to_owned(),
            )
            .await?;
        // The schedule is read by day; clashes are looked for among one day's matches.
        manager
            .create_index(
                Index::create()
                    .name("idx_fixture_match_day")
                    .table(FixtureMatch::Table)
                    .col(FixtureMatch::Day)
                    .col(FixtureMatch::StartMinute)
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(FestSetting::Table)
                    .col(ColumnDef::new(FestSetting::Name).string_len(64).not_null().primary_key())
                    .col(ColumnDef::new(FestSetting::Value).text().not_null())
                    .col(ColumnDef::new(FestSetting::UpdatedAt).timestamp_with_time_zone().not_null())
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in [
            FestSetting::Table.into_iden(),
            FixtureMatch::Table.into_iden(),
            FixtureSet::Table.into_iden(),
            Venue::Table.into_iden(),
        ] {
            manager.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        Ok(())
    }
}
