//! The DPDP Act's registers: `grievance` (each grievance sent to the grievance officer, with the last day to
//! answer it, its answer and who gave it; the message and answer sealed like other personal data) and
//! `breach` (each personal data breach: what, when it happened and was discovered, who was told when, what
//! was done).

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Grievance {
    Table,
    Id,
    Reference,
    UserId,
    Name,
    Email,
    Kind,
    Message,
    ReceivedAt,
    DueOn,
    Status,
    Answer,
    AnsweredAt,
    AnsweredBy,
}

#[derive(DeriveIden)]
enum Breach {
    Table,
    Id,
    Summary,
    PersonalData,
    PeopleAffected,
    OccurredAt,
    DiscoveredAt,
    BoardToldAt,
    PeopleToldAt,
    Actions,
    RecordedBy,
    CreatedAt,
    UpdatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Grievance::Table)
                    .col(ColumnDef::new(Grievance::Id).string_len(36).not_null().primary_key())
                    .col(ColumnDef::new(Grievance::Reference).string_len(16).not_null().unique_key())
                    .col(ColumnDef::new(Grievance::UserId).string_len(36).null())
                    .col(ColumnDef::new(Grievance::Name).string_len(100).not_null())
                    .col(ColumnDef::new(Grievance::Email).string_len(254).not_null())
                    .col(ColumnDef::new(Grievance::Kind).string_len(16).not_null())
                    .col(ColumnDef::new(Grievance::Message).text().not_null())
                    .col(ColumnDef::new(Grievance::ReceivedAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(Grievance::DueOn).string_len(10).not_null())
                    .col(ColumnDef::new(Grievance::Status).string_len(16).not_null())
                    .col(ColumnDef::new(Grievance::Answer).text().null())
                    .col(ColumnDef::new(Grievance::AnsweredAt).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(Grievance::AnsweredBy).string_len(36).null())
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_grievance_status_due")
                    .table(Grievance::Table)
                    .col(Grievance::Status)
                    .col(Grievance::DueOn)
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(Breach::Table)
                    .col(ColumnDef::new(Breach::Id).string_len(36).not_null().primary_key())
                    .col(ColumnDef::new(Breach::Summary).text().not_null())
                    .col(ColumnDef::new(Breach::PersonalData).text().not_null())
                    .col(ColumnDef::new(Breach::PeopleAffected).big_integer().null())
                    .col(ColumnDef::new(Breach::OccurredAt).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(Breach::DiscoveredAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(Breach::BoardToldAt).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(Breach::PeopleToldAt).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(Breach::Actions).text().not_null())
                    .col(ColumnDef::new(Breach::RecordedBy).string_len(36).null())
                    .col(ColumnDef::new(Breach::CreatedAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(Breach::UpdatedAt).timestamp_with_time_zone().not_null())
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(Breach::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(Grievance::Table).to_owned()).await
    }
}
