//! A registration's receipt is e-mailed by a reaction after the payment commits, not inside its transaction:
//! rendering the PDF and sealing the message took the single writer's lock for milliseconds a payment. The
//! receipt row, written in the payment's transaction, says its e-mail is still to be made (`email_pending`), so
//! a process that dies before making it leaves the work to the sweep of another.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Receipt {
    Table,
    EmailPending,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Receipt::Table)
                    .add_column(ColumnDef::new(Receipt::EmailPending).boolean().not_null().default(false))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.alter_table(Table::alter().table(Receipt::Table).drop_column(Receipt::EmailPending).to_owned()).await
    }
}
