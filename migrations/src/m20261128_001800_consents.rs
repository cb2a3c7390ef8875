//! Consents and erasures (DPDP Act 2023): `consent` records each consent given where personal data is
//! collected (sign-up, CA application, roster, accommodation) with the version of the notice shown and when,
//! and when it was withdrawn; `erasure` records whose personal data was erased, why (their request, or the
//! end of its retention after the fest) and when, and when they were told beforehand, without the data
//! itself. `user.language` keeps the account's language ("en" or "hi").

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Consent {
    Table,
    Id,
    UserId,
    Point,
    SubjectId,
    NoticeVersion,
    GivenAt,
    WithdrawnAt,
}

#[derive(DeriveIden)]
enum Erasure {
    Table,
    Id,
    UserId,
    Reason,
    NoticedAt,
    ErasedAt,
}

#[derive(DeriveIden)]
enum User {
    Table,
    Language,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Consent::Table)
                    .col(ColumnDef::new(Consent::Id).string_len(36).not_null().primary_key())
                    .col(ColumnDef::new(Consent::UserId).string_len(36).not_null())
                    .col(ColumnDef::new(Consent::Point).string_len(24).not_null())
                    .col(ColumnDef::new(Consent::SubjectId).string_len(36).null())
                    .col(ColumnDef::new(Consent::NoticeVersion).string_len(16).not_null())
                    .col(ColumnDef::new(Consent::GivenAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(Consent::WithdrawnAt).timestamp_with_time_zone().null())
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create().name("idx_consent_user").table(Consent::Table).col(Consent::UserId).to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(Erasure::Table)
                    .col(ColumnDef::new(Erasure::Id).string_len(36).not_null().primary_key())
                    .col(ColumnDef::new(Erasure::UserId).string_len(36).not_null())
                    .col(ColumnDef::new(Erasure::Reason).string_len(16).not_null())
                    .col(ColumnDef::new(Erasure::NoticedAt).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(Erasure::ErasedAt).timestamp_with_time_zone().null())
                    .to_owned(),
            )
            .await?;
        // One erasure per account: the retention job's notice and its erasure are the same row.
        manager
            .create_index(
                Index::create().name("idx_erasure_user").table(Erasure::Table).col(Erasure::UserId).unique().to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(User::Table)
                    .add_column(ColumnDef::new(User::Language).string_len(2).null())
                    .to_owned(),
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.alter_table(Table::alter().table(User::Table).drop_column(User::Language).to_owned()).await?;
        manager.drop_table(Table::drop().table(Erasure::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(Consent::Table).to_owned()).await?;
        Ok(())
    }
}
