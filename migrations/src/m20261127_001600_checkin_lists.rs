//! Check-in lists (`checkin_list`, `checkin_list_gate`, `checkin_entry`): named lists with their rules (the
//! events they admit, entry once or entry and exit, a paid stay required, the gates that scan for them), each
//! pass's entry on each list (inside or not, how often in and out, blocked with a reason), and each recorded
//! scan's list and direction. The fest's gates and the hostel desk become two seeded lists, with their
//! check-ins so far; the mess and the pronite are seeded too.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum CheckinList {
    Table,
    Id,
    Name,
    NameKey,
    Kind,
    Mode,
    Events,
    RequiresStay,
    IsDefault,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum CheckinListGate {
    Table,
    GateKey,
    Gate,
    ListId,
}

#[derive(DeriveIden)]
enum CheckinEntry {
    Table,
    Id,
    ListId,
    PassId,
    EventId,
    Inside,
    FirstInAt,
    LastInAt,
    LastOutAt,
    Ins,
    Outs,
    Gate,
    ByName,
    BlockedAt,
    BlockedReason,
    BlockedBy,
}

#[derive(DeriveIden)]
enum Checkin {
    Table,
    ListId,
    Direction,
}

/// A seeded list: id, name, kind, mode, requires a stay, default, gate.
type Seeded = (&'static str, &'static str, &'static str, &'static str, bool, bool, Option<&'static str>);

const SEEDED: [Seeded; 4] = [
    ("fest-gates", "Fest gates", "entry", "once", false, true, None),
    ("hostel-desk", "Hostel desk", "stay", "once", true, false, Some("hostel")),
    ("mess", "Mess", "access", "in_out", true, false, Some("mess")),
    ("pronite", "Pronite", "access", "in_out", false, false, Some("pronite")),
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(CheckinList::Table)
                    .col(ColumnDef::new(CheckinList::Id).string_len(36).not_null().primary_key())
                    .col(ColumnDef::new(CheckinList::Name).string_len(60).not_null())
                    .col(ColumnDef::new(CheckinList::NameKey).string_len(60).not_null().unique_key())
                    .col(ColumnDef::new(CheckinList::Kind).string_len(16).not_null())
                    .col(ColumnDef::new(CheckinList::Mode).string_len(16).not_null())
                    // JSON array of event ids; NULL: every event.
                    .col(ColumnDef::new(CheckinList::Events).text().null())
                    .col(ColumnDef::new(CheckinList::RequiresStay).boolean().not_null().default(false))
                    .col(ColumnDef::new(CheckinList::IsDefault).boolean().not_null().default(false))
                    .col(ColumnDef::new(CheckinList::CreatedAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(CheckinList::UpdatedAt).timestamp_with_time_zone().not_null())
                    .to_owned(),
            )
            .await?;
        // A gate scans for one list, whatever the admins saving lists at once.
        manager
            .create_table(
                Table::create()
                    .table(CheckinListGate::Table)
                    .col(ColumnDef::new(CheckinListGate::GateKey).string_len(40).not_null().primary_key())
                    .col(ColumnDef::new(CheckinListGate::Gate).string_len(40).not_null())
                    .col(ColumnDef::new(CheckinListGate::ListId).string_len(36).not_null())
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("checkin_list_gate_list")
                    .table(CheckinListGate::Table)
                    .col(CheckinListGate::ListId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(CheckinEntry::Table)
                    .col(ColumnDef::new(CheckinEntry::Id).string_len(36).not_null().primary_key())
                    .col(ColumnDef::new(CheckinEntry::ListId).string_len(36).not_null())
                    .col(ColumnDef::new(CheckinEntry::PassId).string_len(36).not_null())
                    .col(ColumnDef::new(CheckinEntry::EventId).string_len(40).not_null())
                    .col(ColumnDef::new(CheckinEntry::Inside).boolean().not_null().default(false))
                    .col(ColumnDef::new(CheckinEntry::FirstInAt).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(CheckinEntry::LastInAt).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(CheckinEntry::LastOutAt).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(CheckinEntry::Ins).integer().not_null().default(0))
                    .col(ColumnDef::new(CheckinEntry::Outs).integer().not_null().default(0))
                    .col(ColumnDef::new(CheckinEntry::Gate).string_len(40).null())
                    .col(ColumnDef::new(CheckinEntry::ByName).string_len(100).null())
                    .col(ColumnDef::new(CheckinEntry::BlockedAt).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(CheckinEntry::BlockedReason).string_len(500).null())
                    .col(ColumnDef::new(CheckinEntry::BlockedBy).string_len(100).null())
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("checkin_entry_list_pass")
                    .table(CheckinEntry::Table)
                    .col(CheckinEntry::ListId)
                    .col(CheckinEntry::PassId)
                    .unique()
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("checkin_entry_pass")
                    .table(CheckinEntry::Table)
                    .col(CheckinEntry::PassId)
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(Checkin::Table)
                    .add_column(ColumnDef::new(Checkin::ListId).string_len(36).null())
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(Checkin::Table)
                    .add_column(ColumnDef::new(Checkin::Direction).string_len(8).not_null().default("in"))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create().name("checkin_list_outcome").table(Checkin::Table).col(Checkin::ListId).to_owned(),
            )
            .await?;

        let db = manager.get_connection();
        for (id, name, kind, mode, requires_stay, is_default, gate) in SEEDED {
            let insert = Query::insert()
                .into_table(CheckinList::Table)
                .columns([
                    CheckinList::Id,
                    CheckinList::Name,
                    CheckinList::NameKey,
                    CheckinList::Kind,
                    CheckinList::Mode,
                    CheckinList::RequiresStay,
                    CheckinList::IsDefault,
                    CheckinList::CreatedAt,
                    CheckinList::UpdatedAt,
                ])
                .values_panic([
                    id.into(),
                    name.into(),
                    name.to_lowercase().into(),
                    kind.into(),
                    mode.into(),
                    requires_stay.into(),
                    is_default.into(),
                    Expr::current_timestamp(),
                    Expr::current_timestamp(),
                ])
                .to_owned();
            manager.exec_stmt(insert).await?;
            if let Some(gate) = gate {
                let insert = Query::insert()
                    .into_table(CheckinListGate::Table)
                    .columns([CheckinListGate::GateKey, CheckinListGate::Gate, CheckinListGate::ListId])
                    .values_panic([gate.into(), gate.into(), id.into()])
                    .to_owned();
                manager.exec_stmt(insert).await?;
            }
        }
        // The check-ins so far: the fest's gates' from the passes, the hostel desk's from its guests.
        db.execute_unprepared(
            "INSERT INTO checkin_entry (id, list_id, pass_id, event_id, inside, first_in_at, last_in_at, ins, outs, gate, by_name) \
             SELECT 'fest-gates-' || id, 'fest-gates', id, event_id, TRUE, checked_in_at, checked_in_at, 1, 0, checked_in_gate, checked_in_by \
             FROM pass WHERE checked_in_at IS NOT NULL",
        )
        .await?;
        db.execute_unprepared(
            "INSERT INTO checkin_entry (id, list_id, pass_id, event_id, inside, first_in_at, last_in_at, ins, outs, gate, by_name) \
             SELECT 'hostel-desk-' || g.pass_id, 'hostel-desk', g.pass_id, p.event_id, TRUE, g.checked_in_at, g.checked_in_at, 1, 0, 'hostel', g.checked_in_by \
             FROM accommodation_guest g JOIN pass p ON p.id = g.pass_id \
             WHERE g.checked_in_at IS NOT NULL AND g.live_pass IS NOT NULL",
        )
        .await?;
        db.execute_unprepared("UPDATE checkin SET list_id = 'fest-gates' WHERE list_id IS NULL").await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_index(Index::drop().name("checkin_list_outcome").table(Checkin::Table).to_owned()).await?;
        manager.alter_table(Table::alter().table(Checkin::Table).drop_column(Checkin::Direction).to_owned()).await?;
        manager.alter_table(Table::alter().table(Checkin::Table).drop_column(Checkin::ListId).to_owned()).await?;
        for table in
            [CheckinEntry::Table.into_iden(), CheckinListGate::Table.into_iden(), CheckinList::Table.into_iden()]
        {
            manager.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        Ok(())
    }
}
