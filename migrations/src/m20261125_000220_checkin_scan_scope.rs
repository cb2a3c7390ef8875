//! A scanner's id of a scan belongs to the volunteer who scanned, for the pass scanned: the unique index on
//! the id alone (which let one volunteer's id answer for another volunteer's scan) becomes one on the
//! volunteer, the pass and the id together.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Checkin {
    Table,
    ByUserId,
    PassId,
    ClientScanId,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_index(Index::drop().name("checkin_client_scan").table(Checkin::Table).to_owned()).await?;
        manager
            .create_index(
                Index::create()
                    .name("checkin_volunteer_pass_scan")
                    .table(Checkin::Table)
                    .col(Checkin::ByUserId)
                    .col(Checkin::PassId)
                    .col(Checkin::ClientScanId)
                    .unique()
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_index(Index::drop().name("checkin_volunteer_pass_scan").table(Checkin::Table).to_owned()).await?;
        manager
            .create_index(
                Index::create()
                    .name("checkin_client_scan")
                    .table(Checkin::Table)
                    .col(Checkin::ClientScanId)
                    .unique()
                    .to_owned(),
            )
            .await
    }
}
