//! Registration drafts: a signed-in user's wizard as it was being typed, one per user and event, so it
//! follows them to another device. The values are sealed with the data key (they hold every person's contact
//! details and Aadhaar number); a draft goes when its registration is paid, when the team joins the waiting
//! list, with the account, and after some days unused (the purge).

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum RegistrationDraft {
    Table,
    UserId,
    EventId,
    Payload,
    Step,
    CreatedAt,
    UpdatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(RegistrationDraft::Table)
                    .col(ColumnDef::new(RegistrationDraft::UserId).string_len(36).not_null())
                    .col(ColumnDef::new(RegistrationDraft::EventId).string_len(64).not_null())
                    .col(ColumnDef::new(RegistrationDraft::Payload).text().not_null())
                    .col(ColumnDef::new(RegistrationDraft::Step).integer().not_null())
                    .col(ColumnDef::new(RegistrationDraft::CreatedAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(RegistrationDraft::UpdatedAt).timestamp_with_time_zone().not_null())
                    .primary_key(Index::create().col(RegistrationDraft::UserId).col(RegistrationDraft::EventId))
                    .to_owned(),
            )
            .await?;
        // The purge finds drafts left unused by their age.
        manager
            .create_index(
                Index::create()
                    .name("idx_registration_draft_updated_at")
                    .table(RegistrationDraft::Table)
                    .col(RegistrationDraft::UpdatedAt)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(RegistrationDraft::Table).to_owned()).await
    }
}
