//! `age_declaration`: an account's answer to the age question asked before a form collects personal data
//! (DPDP Act 2023, section 9): 18 or older, or under 18 with the parent's or guardian's e-mail address, the
//! digest of the link they were sent (until used) and when they gave their consent.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum AgeDeclaration {
    Table,
    UserId,
    Adult,
    DeclaredAt,
    GuardianEmail,
    TokenHash,
    AskedAt,
    GuardianConsentAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(AgeDeclaration::Table)
                    .col(ColumnDef::new(AgeDeclaration::UserId).string_len(36).not_null().primary_key())
                    .col(ColumnDef::new(AgeDeclaration::Adult).boolean().not_null())
                    .col(ColumnDef::new(AgeDeclaration::DeclaredAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(AgeDeclaration::GuardianEmail).string_len(254).null())
                    .col(ColumnDef::new(AgeDeclaration::TokenHash).string_len(64).null().unique_key())
                    .col(ColumnDef::new(AgeDeclaration::AskedAt).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(AgeDeclaration::GuardianConsentAt).timestamp_with_time_zone().null())
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(AgeDeclaration::Table).to_owned()).await
    }
}
