//! Reminders the organisers switch on (the day before a team's first match, the day before the fest): who was
//! reminded of what, once each, with the e-mail that carried it (`reminder_sent`). The switches and texts are
//! a fest setting (`fest_setting` "reminders").

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum ReminderSent {
    Table,
    Kind,
    Subject,
    UserId,
    EmailId,
    CreatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // One reminder per kind and subject (a team and its match day; an account before the fest), whatever
        // the servers sending.
        manager
            .create_table(
                Table::create()
                    .table(ReminderSent::Table)
                    .col(ColumnDef::new(ReminderSent::Kind).string_len(16).not_null())
                    .col(ColumnDef::new(ReminderSent::Subject).string_len(80).not_null())
                    .col(ColumnDef::new(ReminderSent::UserId).string_len(36).not_null())
                    .col(ColumnDef::new(ReminderSent::EmailId).string_len(36).null())
                    .col(ColumnDef::new(ReminderSent::CreatedAt).timestamp_with_time_zone().not_null())
                    .primary_key(Index::create().col(ReminderSent::Kind).col(ReminderSent::Subject))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(ReminderSent::Table).to_owned()).await
    }
}
