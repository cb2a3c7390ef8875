//! Announcements: a message organisers write to a segment of the people of the fest, sent at once or at a
//! set time (`announcement`), and who it was sent to, once each, with the e-mail that carried it
//! (`announcement_delivery`).

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Announcement {
    Table,
    Id,
    Title,
    Body,
    IsPublic,
    Segment,
    State,
    SendAt,
    LockedUntil,
    Recipients,
    CreatedBy,
    CreatedAt,
    SentAt,
}

#[derive(DeriveIden)]
enum AnnouncementDelivery {
    Table,
    AnnouncementId,
    UserId,
    EmailId,
    CreatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Announcement::Table)
                    .col(ColumnDef::new(Announcement::Id).string_len(36).not_null().primary_key())
                    .col(ColumnDef::new(Announcement::Title).string_len(120).not_null())
                    .col(ColumnDef::new(Announcement::Body).text().not_null())
                    .col(ColumnDef::new(Announcement::IsPublic).boolean().not_null())
                    .col(ColumnDef::new(Announcement::Segment).text().not_null())
                    .col(ColumnDef::new(Announcement::State).string_len(16).not_null())
                    .col(ColumnDef::new(Announcement::SendAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(Announcement::LockedUntil).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(Announcement::Recipients).integer().null())
                    .col(ColumnDef::new(Announcement::CreatedBy).string_len(36).not_null())
                    .col(ColumnDef::new(Announcement::CreatedAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(Announcement::SentAt).timestamp_with_time_zone().null())
                    .to_owned(),
            )
            .await?;
        // The sending job looks for what is due.
        manager
            .create_index(
                Index::create()
                    .name("idx_announcement_due")
                    .table(Announcement::Table)
                    .col(Announcement::State)
                    .col(Announcement::SendAt)
                    .to_owned(),
            )
            .await?;
        // One delivery per person and announcement, whatever the segments' overlap or the servers sending.
        manager
            .create_table(
                Table::create()
                    .table(AnnouncementDelivery::Table)
                    .col(ColumnDef::new(AnnouncementDelivery::AnnouncementId).string_len(36).not_null())
                    .col(ColumnDef::new(AnnouncementDelivery::UserId).string_len(36).not_null())
                    .col(ColumnDef::new(AnnouncementDelivery::EmailId).string_len(36).null())
                    .col(ColumnDef::new(AnnouncementDelivery::CreatedAt).timestamp_with_time_zone().not_null())
                    .primary_key(
                        Index::create().col(AnnouncementDelivery::AnnouncementId).col(AnnouncementDelivery::UserId),
                    )
                    .to_owned(),
            )
            .await?;
        // A person's notices on /account.
        manager
            .create_index(
                Index::create()
                    .name("idx_announcement_delivery_user")
                    .table(AnnouncementDelivery::Table)
                    .col(AnnouncementDelivery::UserId)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(AnnouncementDelivery::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(Announcement::Table).to_owned()).await
    }
}
