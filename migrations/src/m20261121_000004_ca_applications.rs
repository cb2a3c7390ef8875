//! Campus ambassador applications: one per user, reviewed by staff; an accepted one carries the CA's
//! referral code, which registrations may name.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum CaApplication {
    Table,
    Id,
    UserId,
    FullName,
    CollegeName,
    CollegeYear,
    Rollno,
    CollegeAddress,
    PhoneNumber,
    HowDidYouKnow,
    ApplicationStatement,
    Por,
    AlternativeEmail,
    Status,
    AppliedAt,
    ReviewedBy,
    ReviewedAt,
    ReferralCode,
}

#[derive(DeriveIden)]
enum User {
    Table,
    Id,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(CaApplication::Table)
                    .col(ColumnDef::new(CaApplication::Id).string_len(36).not_null().primary_key())
                    .col(ColumnDef::new(CaApplication::UserId).string_len(36).not_null().unique_key())
                    .col(ColumnDef::new(CaApplication::FullName).string_len(128).not_null())
                    .col(ColumnDef::new(CaApplication::CollegeName).string_len(255).not_null())
                    .col(ColumnDef::new(CaApplication::CollegeYear).string_len(16).not_null())
                    .col(ColumnDef::new(CaApplication::Rollno).string_len(64).not_null())
                    .col(ColumnDef::new(CaApplication::CollegeAddress).string_len(512).not_null())
                    .col(ColumnDef::new(CaApplication::PhoneNumber).string_len(16).not_null())
                    .col(ColumnDef::new(CaApplication::HowDidYouKnow).string_len(32).not_null())
                    .col(ColumnDef::new(CaApplication::ApplicationStatement).text().not_null())
                    .col(ColumnDef::new(CaApplication::Por).string_len(512).null())
                    .col(ColumnDef::new(CaApplication::AlternativeEmail).string_len(254).null())
                    .col(ColumnDef::new(CaApplication::Status).string_len(16).not_null())
                    .col(ColumnDef::new(CaApplication::AppliedAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(CaApplication::ReviewedBy).string_len(36).null())
                    .col(ColumnDef::new(CaApplication::ReviewedAt).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(CaApplication::ReferralCode).string_len(32).null().unique_key())
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_ca_application_user")
                            .from(CaApplication::Table, CaApplication::UserId)
                            .to(User::Table, User::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_ca_application_reviewer")
                            .from(CaApplication::Table, CaApplication::ReviewedBy)
                            .to(User::Table, User::Id)
                            .on_delete(ForeignKeyAction::SetNull),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_ca_application_status")
                    .table(CaApplication::Table)
                    .col(CaApplication::Status)
                    .col(CaApplication::AppliedAt)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(CaApplication::Table).to_owned()).await
    }
}
