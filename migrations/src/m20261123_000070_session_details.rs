//! What the account's session list shows: the client address and User-Agent a session was made from, and
//! when it was last used.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Session {
    Table,
    Ip,
    UserAgent,
    LastUsedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // One column per statement: SQLite alters a table one change at a time.
        for column in [
            ColumnDef::new(Session::Ip).string_len(64).null().to_owned(),
            ColumnDef::new(Session::UserAgent).string_len(300).null().to_owned(),
            ColumnDef::new(Session::LastUsedAt).timestamp_with_time_zone().null().to_owned(),
        ] {
            let mut column = column;
            manager.alter_table(Table::alter().table(Session::Table).add_column(&mut column).to_owned()).await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for column in [Session::Ip, Session::UserAgent, Session::LastUsedAt] {
            manager.alter_table(Table::alter().table(Session::Table).drop_column(column).to_owned()).await?;
        }
        Ok(())
    }
}
