//! Score sheets: a match's result as its sport writes it down (sets and their points, a cricket innings a
//! side, a result per chess board), kept beside the two numbers the fixtures compare, so a correction starts
//! from what was entered and the pages show the sport's own line.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum FixtureMatch {
    Table,
    Sheet,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(FixtureMatch::Table)
                    .add_column(ColumnDef::new(FixtureMatch::Sheet).text().null())
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.alter_table(Table::alter().table(FixtureMatch::Table).drop_column(FixtureMatch::Sheet).to_owned()).await
    }
}
