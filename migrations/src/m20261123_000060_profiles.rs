//! A fuller profile on the account: the college's address, the year of study and a phone number (the CA
//! form and the registration wizards pre-fill from them).

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum User {
    Table,
    CollegeAddress,
    CollegeYear,
    PhoneNumber,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // One column per statement: SQLite alters a table one change at a time.
        for column in [User::CollegeAddress, User::CollegeYear, User::PhoneNumber] {
            manager
                .alter_table(
                    Table::alter().table(User::Table).add_column(ColumnDef::new(column).string().null()).to_owned(),
                )
                .await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for column in [User::CollegeAddress, User::CollegeYear, User::PhoneNumber] {
            manager.alter_table(Table::alter().table(User::Table).drop_column(column).to_owned()).await?;
        }
        Ok(())
    }
}
