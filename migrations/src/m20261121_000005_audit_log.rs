//! The audit log: who did what to what, and when, for every organiser action.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum AuditLog {
    Table,
    Id,
    At,
    ActorId,
    Action,
    Target,
    Details,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(AuditLog::Table)
                    .col(ColumnDef::new(AuditLog::Id).string_len(36).not_null().primary_key())
                    .col(ColumnDef::new(AuditLog::At).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(AuditLog::ActorId).string_len(36).not_null())
                    .col(ColumnDef::new(AuditLog::Action).string_len(64).not_null())
                    .col(ColumnDef::new(AuditLog::Target).string_len(128).not_null())
                    .col(ColumnDef::new(AuditLog::Details).text().not_null())
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(Index::create().name("idx_audit_log_at").table(AuditLog::Table).col(AuditLog::At).to_owned())
            .await?;
        // Lists of users by role and search by e-mail are admin screens' hot paths.
        manager
            .create_index(
                Index::create()
                    .name("idx_user_role_created")
                    .table(Alias::new("user"))
                    .col(Alias::new("role"))
                    .col(Alias::new("created_at"))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_registration_event_created")
                    .table(Alias::new("registration"))
                    .col(Alias::new("event_id"))
                    .col(Alias::new("created_at"))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(AuditLog::Table).to_owned()).await
    }
}
