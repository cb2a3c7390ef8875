//! The people of registrations, by a keyed digest of their Aadhaar number, so a person can be found on
//! another live registration of the same event without opening every sealed payload.
//!
//! `registration_person`: one row per person a registration counts (the roster, or the lead athlete and
//! the relay runners; not the coach), `person_key` being HMAC-SHA-256 of the Aadhaar number under a key
//! derived from the data key (the number itself is never stored in clear). Rows go with their registration.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum RegistrationPerson {
    Table,
    RegistrationId,
    EventId,
    PersonKey,
}

#[derive(DeriveIden)]
enum Registration {
    Table,
    Id,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(RegistrationPerson::Table)
                    .if_not_exists()
                    .col(ColumnDef::new(RegistrationPerson::RegistrationId).string_len(64).not_null())
                    .col(ColumnDef::new(RegistrationPerson::EventId).string_len(64).not_null())
                    .col(ColumnDef::new(RegistrationPerson::PersonKey).string_len(64).not_null())
                    .primary_key(
                        Index::create().col(RegistrationPerson::RegistrationId).col(RegistrationPerson::PersonKey),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_registration_person_registration")
                            .from(RegistrationPerson::Table, RegistrationPerson::RegistrationId)
                            .to(Registration::Table, Registration::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_registration_person_event_key")
                    .table(RegistrationPerson::Table)
                    .col(RegistrationPerson::EventId)
                    .col(RegistrationPerson::PersonKey)
                    .if_not_exists()
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(RegistrationPerson::Table).if_exists().to_owned()).await
    }
}
