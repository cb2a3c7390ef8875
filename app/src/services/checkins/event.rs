//! An event's check-ins: the list, undoing a check-in, and the export.

use super::*;

/// The live figures of one event's gates.
#[derive(Debug, Clone)]
pub struct EventCheckins {
    /// Live passes (not revoked).
    pub expected: u64,
    pub checked_in: u64,
    /// Check-ins per gate.
    pub gates: Vec<(String, u64)>,
    /// Scans of passes already checked in, newest first (at most 200).
    pub duplicates: Vec<(checkin::Model, pass_entity::Model)>,
    /// The latest check-ins, newest first (at most 20).
    pub recent: Vec<pass_entity::Model>,
}

/// The live figures of an event's gates.
pub async fn for_event(ctx: &Context, event: &str) -> Result<EventCheckins, AppError> {
    let event = registrations::find_event(event)?.id.as_str();
    let live = || {
        pass_entity::Entity::find()
            .filter(pass_entity::Column::EventId.eq(event))
            .filter(pass_entity::Column::RevokedAt.is_null())
    };
    let expected = live().count(ctx.db()).await?;
    let checked_in = live().filter(pass_entity::Column::CheckedInAt.is_not_null()).count(ctx.db()).await?;
    let gates: Vec<(Option<String>, i64)> = live()
        .filter(pass_entity::Column::CheckedInAt.is_not_null())
        .select_only()
        .column(pass_entity::Column::CheckedInGate)
        .column_as(pass_entity::Column::Id.count(), "n")
        .group_by(pass_entity::Column::CheckedInGate)
        .into_tuple()
        .all(ctx.db())
        .await?;
    let mut gates: Vec<(String, u64)> =
        gates.into_iter().map(|(g, n)| (g.unwrap_or_default(), u64::try_from(n).unwrap_or(0))).collect();
    gates.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    let duplicates = checkin::Entity::find()
        .filter(checkin::Column::EventId.eq(event))
        .filter(checkin::Column::Outcome.eq(Outcome::Duplicate))
        .filter(at_entry_lists(ctx.db()).await?)
        .order_by_desc(checkin::Column::RecordedAt)
        .limit(200)
        .find_also_related_passes(ctx)
        .await?;
    let recent = live()
        .filter(pass_entity::Column::CheckedInAt.is_not_null())
        .order_by_desc(pass_entity::Column::CheckedInAt)
        .limit(20)
        .all(ctx.db())
        .await?;
    Ok(EventCheckins { expected, checked_in, gates, duplicates, recent })
}

/// The ids of the fest's entry lists (whose first entry is a pass's check-in).
async fn entry_list_ids<C: sea_orm::ConnectionTrait>(db: &C) -> Result<Vec<String>, AppError> {
    Ok(all(db).await?.into_iter().filter(|l| l.kind == ListKind::Entry).map(|l| l.id).collect())
}

/// Scans made at the fest's entry lists (or before there were lists).
async fn at_entry_lists<C: sea_orm::ConnectionTrait>(db: &C) -> Result<Condition, AppError> {
    Ok(Condition::any()
        .add(checkin::Column::ListId.is_null())
        .add(checkin::Column::ListId.is_in(entry_list_ids(db).await?)))
}

/// Reads scans with their passes (two queries).
pub(super) trait WithPasses {
    async fn find_also_related_passes(
        self,
        ctx: &Context,
    ) -> Result<Vec<(checkin::Model, pass_entity::Model)>, AppError>;
}

impl WithPasses for sea_orm::Select<checkin::Entity> {
    async fn find_also_related_passes(
        self,
        ctx: &Context,
    ) -> Result<Vec<(checkin::Model, pass_entity::Model)>, AppError> {
        let scans = self.all(ctx.db()).await?;
        let ids: Vec<String> = scans.iter().map(|s| s.pass_id.clone()).collect();
        let passes: std::collections::HashMap<String, pass_entity::Model> = pass_entity::Entity::find()
            .filter(pass_entity::Column::Id.is_in(ids))
            .all(ctx.db())
            .await?
            .into_iter()
            .map(|p| (p.id.clone(), p))
            .collect();
        Ok(scans.into_iter().filter_map(|s| passes.get(&s.pass_id).cloned().map(|p| (s, p))).collect())
    }
}

pub const NOT_CHECKED_IN: &str = "This pass has not been checked in.";

/// Undoes a pass's check-in (admins; audited with the reason): the pass can be scanned in again.
pub async fn undo(
    ctx: &Context,
    actor: &user::Model,
    pass_id: &str,
    reason: &str,
) -> Result<pass_entity::Model, AppError> {
    let reason = registrations::reason_of(reason)?;
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let pass = lock(&txn, pass_id).await?.ok_or_else(|| AppError::NotFound("Pass not found".into()))?;
    let Some(at) = pass.checked_in_at else { return Err(AppError::Conflict(NOT_CHECKED_IN.into())) };
    let undone = pass_entity::Entity::update_many()
        .col_expr(pass_entity::Column::CheckedInAt, Expr::value(Option::<DateTime<Utc>>::None))
        .col_expr(pass_entity::Column::CheckedInGate, Expr::value(Option::<String>::None))
        .col_expr(pass_entity::Column::CheckedInBy, Expr::value(Option::<String>::None))
        .filter(pass_entity::Column::Id.eq(pass_id))
        .filter(pass_entity::Column::CheckedInAt.eq(at))
        .exec(&txn)
        .await?;
    if undone.rows_affected != 1 {
        return Err(AppError::Conflict("The pass changed meanwhile; reload and try again.".into()));
    }
    checkin::Entity::update_many()
        .col_expr(checkin::Column::UndoneAt, Expr::value(Utc::now()))
        .filter(checkin::Column::PassId.eq(pass_id))
        .filter(checkin::Column::UndoneAt.is_null())
        .filter(at_entry_lists(&txn).await?)
        .exec(&txn)
        .await?;
    // The pass leaves the fest's entry lists too, so its next scan there is its check-in.
    let entry_lists = entry_list_ids(&txn).await?;
    entry::Entity::update_many()
        .col_expr(entry::Column::Inside, Expr::value(false))
        .col_expr(entry::Column::FirstInAt, Expr::value(Option::<DateTime<Utc>>::None))
        .col_expr(entry::Column::LastInAt, Expr::value(Option::<DateTime<Utc>>::None))
        .col_expr(entry::Column::Ins, Expr::value(0))
        .filter(entry::Column::PassId.eq(pass_id))
        .filter(entry::Column::ListId.is_in(entry_lists))
        .exec(&txn)
        .await?;
    crate::services::audit::record(
        &txn,
        actor,
        "checkin.undo",
        pass_id,
        json!({"event": pass.event_id, "registration": pass.registration_id, "checkedInAt": at,
               "gate": pass.checked_in_gate, "by": pass.checked_in_by, "reason": reason}),
    )
    .await?;
    let pass = lock(&txn, pass_id).await?.ok_or_else(|| AppError::NotFound("Pass not found".into()))?;
    txn.commit().await?;
    Ok(pass)
}

/// Every pass of an event for the organisers' download: CSV, one row a person.
pub async fn export_csv(ctx: &Context, actor: &user::Model, event: &str) -> Result<(String, Vec<u8>), AppError> {
    let info = registrations::find_event(event)?;
    let passes = pass_entity::Entity::find()
        .filter(pass_entity::Column::EventId.eq(info.id.as_str()))
        .order_by_asc(pass_entity::Column::RegistrationId)
        .order_by_asc(pass_entity::Column::Seq)
        .all(ctx.db())
        .await?;
    let mut out = csv::Writer::from_writer(Vec::new());
    out.write_record(["Pass", "Registration", "Name", "Role", "Status", "Checked in at", "Gate", "By"])
        .map_err(AppError::other)?;
    for p in &passes {
        let status = if p.revoked_at.is_some() {
            "revoked"
        } else if p.checked_in_at.is_some() {
            "checked in"
        } else {
            "expected"
        };
        let role = event_by_name(&p.event_id).map_or_else(|| p.role.clone(), |e| pass::role_title(e.id, &p.role));
        let at = p.checked_in_at.map(|t| t.to_rfc3339()).unwrap_or_default();
        let row = [
            p.id.as_str(),
            p.registration_id.as_str(),
            p.holder_name.as_str(),
            role.as_str(),
            status,
            at.as_str(),
            p.checked_in_gate.as_deref().unwrap_or(""),
            p.checked_in_by.as_deref().unwrap_or(""),
        ];
        out.write_record(row.map(|cell| crate::services::tables::csv_cell(cell).into_owned()))
            .map_err(AppError::other)?;
    }
    crate::services::audit::record(
        ctx.writer(),
        actor,
        "checkin.export",
        info.id.as_str(),
        json!({"rows": passes.len()}),
    )
    .await?;
    let bytes = out.into_inner().map_err(AppError::other)?;
    Ok((format!("{}-checkin.csv", info.id.as_str()), bytes))
}
