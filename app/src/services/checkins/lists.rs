//! Check-in lists: their rules (fest-shared's [`ListRule`]), the gates that scan for them, their figures, and
//! the passes an admin blocks from one.

use std::collections::HashMap;

use fest_shared::EventId;
use fest_shared::checkin_list::{ListInput, ListKind, ListMode, ListRule, gate_key};

use super::*;
use crate::entities::{checkin_entry as entry, checkin_list as list, checkin_list_gate as list_gate};

pub const LIST_NOT_FOUND: &str = "Check-in list not found";
pub const NO_LIST_FOR_GATE: &str = "No check-in list takes this gate: ask the organisers to name it on a list.";
pub const KEEP_A_DEFAULT: &str =
    "One list must take every other gate: make another list the default instead of this one.";
pub const DEFAULT_KEPT: &str = "The list for every other gate cannot be deleted: make another list the default first.";
pub const HAS_ENTRIES: &str = "This list has entries: it is kept for the record.";
pub const ALREADY_BLOCKED: &str = "This pass is blocked from this list already.";
pub const NOT_BLOCKED: &str = "This pass is not blocked from this list.";
pub const PASS_NOT_FOUND: &str = "Pass not found";

/// A list's rules from its row and its gates.
fn rule_of(row: list::Model, gates: Vec<String>) -> ListRule {
    let events = row.events.as_deref().and_then(|json| serde_json::from_str::<Vec<EventId>>(json).ok());
    ListRule {
        id: row.id,
        name: row.name,
        kind: ListKind::parse(&row.kind).unwrap_or(ListKind::Access),
        mode: ListMode::parse(&row.mode).unwrap_or(ListMode::Once),
        events,
        gates,
        requires_stay: row.requires_stay,
        is_default: row.is_default,
    }
}

/// Every list with its gates: the default list first, then by name.
pub async fn all<C: sea_orm::ConnectionTrait>(db: &C) -> Result<Vec<ListRule>, AppError> {
    let rows =
        list::Entity::find().order_by_desc(list::Column::IsDefault).order_by_asc(list::Column::NameKey).all(db).await?;
    let mut gates: HashMap<String, Vec<String>> = HashMap::new();
    for g in list_gate::Entity::find().order_by_asc(list_gate::Column::GateKey).all(db).await? {
        gates.entry(g.list_id).or_default().push(g.gate);
    }
    Ok(rows
        .into_iter()
        .map(|row| {
            let g = gates.remove(&row.id).unwrap_or_default();
            rule_of(row, g)
        })
        .collect())
}

/// One list by id.
pub async fn find<C: sea_orm::ConnectionTrait>(db: &C, id: &str) -> Result<ListRule, AppError> {
    let row = list::Entity::find_by_id(id).one(db).await?.ok_or_else(|| AppError::NotFound(LIST_NOT_FOUND.into()))?;
    let gates = list_gate::Entity::find()
        .filter(list_gate::Column::ListId.eq(id))
        .order_by_asc(list_gate::Column::GateKey)
        .all(db)
        .await?
        .into_iter()
        .map(|g| g.gate)
        .collect();
    Ok(rule_of(row, gates))
}

/// The list a gate scans for: the one naming it, else the default list.
pub async fn for_gate<C: sea_orm::ConnectionTrait>(db: &C, gate: &str) -> Result<ListRule, AppError> {
    let named = list_gate::Entity::find_by_id(gate_key(gate)).one(db).await?;
    let id = match named {
        Some(g) => g.list_id,
        None => list::Entity::find()
            .filter(list::Column::IsDefault.eq(true))
            .one(db)
            .await?
            .map(|l| l.id)
            .ok_or_else(|| AppError::field("gate", NO_LIST_FOR_GATE))?,
    };
    find(db, &id).await
}

/// The list's row as saved from checked input.
fn apply(row: &mut list::ActiveModel, input: &ListInput) {
    row.name = Set(input.name.clone());
    row.name_key = Set(input.name.to_lowercase());
    row.kind = Set(input.kind.as_str().to_owned());
    row.mode = Set(input.mode.as_str().to_owned());
    row.events = Set(input.events.as_ref().map(|e| serde_json::to_string(e).unwrap_or_else(|_| "[]".into())));
    row.requires_stay = Set(input.requires_stay);
    row.is_default = Set(input.is_default);
    row.updated_at = Set(Utc::now());
}

fn checked(input: &ListInput) -> Result<ListInput, AppError> {
    input.check().map_err(AppError::invalid)
}

/// Makes a list (admins; audited).
pub async fn create(ctx: &Context, actor: &user::Model, input: &ListInput) -> Result<ListRule, AppError> {
    let input = checked(input)?;
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let id = uuid::Uuid::new_v4().to_string();
    let mut row = list::ActiveModel { id: Set(id.clone()), created_at: Set(Utc::now()), ..Default::default() };
    apply(&mut row, &input);
    save(&txn, row, &input, true).await?;
    crate::services::audit::record(&txn, actor, "checkin_list.create", &id, json!({"list": input_json(&input)}))
        .await?;
    let rule = find(&txn, &id).await?;
    txn.commit().await?;
    Ok(rule)
}

/// Changes a list's rules and gates (admins; audited).
pub async fn update(ctx: &Context, actor: &user::Model, id: &str, input: &ListInput) -> Result<ListRule, AppError> {
    let input = checked(input)?;
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let before = list::Entity::find_by_id(id)
        .lock_exclusive()
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::NotFound(LIST_NOT_FOUND.into()))?;
    if before.is_default && !input.is_default {
        return Err(AppError::field("isDefault", KEEP_A_DEFAULT));
    }
    let old = find(&txn, id).await?;
    let mut row: list::ActiveModel = before.into();
    apply(&mut row, &input);
    save(&txn, row, &input, false).await?;
    crate::services::audit::record(
        &txn,
        actor,
        "checkin_list.update",
        id,
        json!({"before": rule_json(&old), "after": input_json(&input)}),
    )
    .await?;
    let rule = find(&txn, id).await?;
    txn.commit().await?;
    Ok(rule)
}

/// Writes a list's row and its gates: a name or a gate another list has is refused at its field.
async fn save(txn: &DatabaseTransaction, row: list::ActiveModel, input: &ListInput, new: bool) -> Result<(), AppError> {
    let id = match &row.id {
        sea_orm::ActiveValue::Set(id) | sea_orm::ActiveValue::Unchanged(id) => id.clone(),
        sea_orm::ActiveValue::NotSet => return Err(AppError::Other("a list without an id".into())),
    };
    let key = input.name.to_lowercase();
    let taken = list::Entity::find()
        .filter(list::Column::NameKey.eq(&key))
        .filter(list::Column::Id.ne(&id))
        .one(txn)
        .await?
        .is_some();
    if taken {
        return Err(AppError::field("name", format!("Another list is called {}.", input.name)));
    }
    let keys: Vec<String> = input.gates.iter().map(|g| gate_key(g)).collect();
    if !keys.is_empty() {
        let others = list_gate::Entity::find()
            .filter(list_gate::Column::GateKey.is_in(keys.clone()))
            .filter(list_gate::Column::ListId.ne(&id))
            .all(txn)
            .await?;
        if let Some(other) = others.first() {
            let name = list::Entity::find_by_id(&other.list_id).one(txn).await?.map(|l| l.name).unwrap_or_default();
            return Err(AppError::field("gates", format!("Gate {} already scans for {name}.", other.gate)));
        }
    }
    if input.is_default {
        // One default list: the others stop being it.
        list::Entity::update_many()
            .col_expr(list::Column::IsDefault, Expr::value(false))
            .filter(list::Column::Id.ne(&id))
            .filter(list::Column::IsDefault.eq(true))
            .exec(txn)
            .await?;
    }
    let saved = if new { row.insert(txn).await.map(|_| ()) } else { row.update(txn).await.map(|_| ()) };
    if let Err(e) = saved {
        if let Some(sea_orm::SqlErr::UniqueConstraintViolation(_)) = e.sql_err() {
            return Err(AppError::field("name", format!("Another list is called {}.", input.name)));
        }
        return Err(e.into());
    }
    list_gate::Entity::delete_many().filter(list_gate::Column::ListId.eq(&id)).exec(txn).await?;
    for gate in &input.gates {
        let inserted =
            list_gate::ActiveModel { gate_key: Set(gate_key(gate)), gate: Set(gate.clone()), list_id: Set(id.clone()) }
                .insert(txn)
                .await;
        if let Err(e) = inserted {
            // Another admin gave the gate to another list meanwhile.
            if let Some(sea_orm::SqlErr::UniqueConstraintViolation(_)) = e.sql_err() {
                return Err(AppError::field("gates", format!("Gate {gate} already scans for another list.")));
            }
            return Err(e.into());
        }
    }
    Ok(())
}

fn input_json(input: &ListInput) -> serde_json::Value {
    serde_json::to_value(input).unwrap_or_default()
}

fn rule_json(rule: &ListRule) -> serde_json::Value {
    serde_json::to_value(rule).unwrap_or_default()
}

/// Deletes a list that nobody entered and nobody is blocked from (admins; audited). The default list stays.
pub async fn delete(ctx: &Context, actor: &user::Model, id: &str) -> Result<(), AppError> {
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let rule = find(&txn, id).await?;
    if rule.is_default {
        return Err(AppError::Conflict(DEFAULT_KEPT.into()));
    }
    if entry::Entity::find().filter(entry::Column::ListId.eq(id)).count(&txn).await? > 0 {
        return Err(AppError::Conflict(HAS_ENTRIES.into()));
    }
    list_gate::Entity::delete_many().filter(list_gate::Column::ListId.eq(id)).exec(&txn).await?;
    list::Entity::delete_by_id(id).exec(&txn).await?;
    crate::services::audit::record(&txn, actor, "checkin_list.delete", id, json!({"list": rule_json(&rule)})).await?;
    txn.commit().await?;
    Ok(())
}

/// A list's live figures.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ListFigures {
    /// Passes that entered at least once.
    pub entered: u64,
    /// Inside now (lists that count exits); entered (lists that count entries once).
    pub inside: u64,
    pub blocked: u64,
    /// Scans of passes already in.
    pub duplicates: u64,
}

/// The figures of every list, by list id.
pub async fn figures(ctx: &Context) -> Result<HashMap<String, ListFigures>, AppError> {
    let mut out: HashMap<String, ListFigures> = HashMap::new();
    let count = |rows: Vec<(String, i64)>| rows.into_iter().map(|(id, n)| (id, u64::try_from(n).unwrap_or(0)));
    let grouped = |filter: Condition| {
        entry::Entity::find()
            .filter(filter)
            .select_only()
            .column(entry::Column::ListId)
            .column_as(entry::Column::Id.count(), "n")
            .group_by(entry::Column::ListId)
            .into_tuple::<(String, i64)>()
    };
    for (id, n) in count(grouped(Condition::all().add(entry::Column::FirstInAt.is_not_null())).all(ctx.db()).await?) {
        out.entry(id).or_default().entered = n;
    }
    for (id, n) in count(grouped(Condition::all().add(entry::Column::Inside.eq(true))).all(ctx.db()).await?) {
        out.entry(id).or_default().inside = n;
    }
    for (id, n) in count(grouped(Condition::all().add(entry::Column::BlockedAt.is_not_null())).all(ctx.db()).await?) {
        out.entry(id).or_default().blocked = n;
    }
    let duplicates: Vec<(Option<String>, i64)> = checkin::Entity::find()
        .filter(checkin::Column::Outcome.eq(Outcome::Duplicate))
        .select_only()
        .column(checkin::Column::ListId)
        .column_as(checkin::Column::Id.count(), "n")
        .group_by(checkin::Column::ListId)
        .into_tuple()
        .all(ctx.db())
        .await?;
    for (id, n) in duplicates {
        if let Some(id) = id {
            out.entry(id).or_default().duplicates = u64::try_from(n).unwrap_or(0);
        }
    }
    Ok(out)
}

/// How many are inside a list now (entered, for lists that count entries once).
pub async fn inside_count<C: sea_orm::ConnectionTrait>(db: &C, list_id: &str) -> Result<u64, AppError> {
    Ok(entry::Entity::find()
        .filter(entry::Column::ListId.eq(list_id))
        .filter(entry::Column::Inside.eq(true))
        .count(db)
        .await?)
}

/// One list's detail for the organisers.
#[derive(Debug, Clone)]
pub struct ListDetail {
    pub rule: ListRule,
    pub figures: ListFigures,
    /// The latest entries, newest first (at most 20).
    pub recent: Vec<(entry::Model, pass_entity::Model)>,
    /// Scans of passes already in, newest first (at most 100).
    pub duplicates: Vec<(checkin::Model, pass_entity::Model)>,
    /// The passes blocked from it, newest first.
    pub blocked: Vec<(entry::Model, pass_entity::Model)>,
}

async fn with_passes(
    ctx: &Context,
    entries: Vec<entry::Model>,
) -> Result<Vec<(entry::Model, pass_entity::Model)>, AppError> {
    let ids: Vec<String> = entries.iter().map(|e| e.pass_id.clone()).collect();
    let passes: HashMap<String, pass_entity::Model> = pass_entity::Entity::find()
        .filter(pass_entity::Column::Id.is_in(ids))
        .all(ctx.db())
        .await?
        .into_iter()
        .map(|p| (p.id.clone(), p))
        .collect();
    Ok(entries.into_iter().filter_map(|e| passes.get(&e.pass_id).cloned().map(|p| (e, p))).collect())
}

pub async fn detail(ctx: &Context, id: &str) -> Result<ListDetail, AppError> {
    let rule = find(ctx.db(), id).await?;
    let figures = figures(ctx).await?.remove(id).unwrap_or_default();
    let recent = entry::Entity::find()
        .filter(entry::Column::ListId.eq(id))
        .filter(entry::Column::FirstInAt.is_not_null())
        .order_by_desc(Expr::cust("COALESCE(last_out_at, last_in_at)"))
        .limit(20)
        .all(ctx.db())
        .await?;
    let blocked = entry::Entity::find()
        .filter(entry::Column::ListId.eq(id))
        .filter(entry::Column::BlockedAt.is_not_null())
        .order_by_desc(entry::Column::BlockedAt)
        .all(ctx.db())
        .await?;
    let duplicates = checkin::Entity::find()
        .filter(checkin::Column::ListId.eq(id))
        .filter(checkin::Column::Outcome.eq(Outcome::Duplicate))
        .order_by_desc(checkin::Column::RecordedAt)
        .limit(100)
        .find_also_related_passes(ctx)
        .await?;
    Ok(ListDetail {
        rule,
        figures,
        recent: with_passes(ctx, recent).await?,
        duplicates,
        blocked: with_passes(ctx, blocked).await?,
    })
}

/// Blocks a pass from a list with a reason (admins; audited): its scans there are refused.
pub async fn block(
    ctx: &Context,
    actor: &user::Model,
    list_id: &str,
    pass_id: &str,
    reason: &str,
) -> Result<(entry::Model, pass_entity::Model), AppError> {
    let reason = registrations::reason_of(reason)?.to_owned();
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let rule = find(&txn, list_id).await?;
    let pass_id = pass_id.trim().to_ascii_lowercase();
    let pass = lock(&txn, &pass_id).await?.ok_or_else(|| AppError::NotFound(PASS_NOT_FOUND.into()))?;
    let now = Utc::now();
    let existing = entry_of(&txn, list_id, &pass.id).await?;
    match existing {
        Some(e) if e.blocked_at.is_some() => return Err(AppError::Conflict(ALREADY_BLOCKED.into())),
        Some(e) => {
            entry::Entity::update_many()
                .col_expr(entry::Column::BlockedAt, Expr::value(now))
                .col_expr(entry::Column::BlockedReason, Expr::value(reason.clone()))
                .col_expr(entry::Column::BlockedBy, Expr::value(actor.username.clone()))
                .filter(entry::Column::Id.eq(&e.id))
                .filter(entry::Column::BlockedAt.is_null())
                .exec(&txn)
                .await?;
        }
        None => {
            entry::ActiveModel {
                blocked_at: Set(Some(now)),
                blocked_reason: Set(Some(reason.clone())),
                blocked_by: Set(Some(actor.username.clone())),
                ..new_entry(list_id, &pass)
            }
            .insert(&txn)
            .await?;
        }
    }
    crate::services::audit::record(
        &txn,
        actor,
        "checkin_list.block",
        &pass.id,
        json!({"list": rule.id, "listName": rule.name, "registration": pass.registration_id, "reason": reason}),
    )
    .await?;
    let e = entry_of(&txn, list_id, &pass.id).await?.ok_or_else(|| AppError::Other("an entry vanished".into()))?;
    txn.commit().await?;
    Ok((e, pass))
}

/// Lifts a block (admins; audited).
pub async fn unblock(ctx: &Context, actor: &user::Model, list_id: &str, pass_id: &str) -> Result<(), AppError> {
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let rule = find(&txn, list_id).await?;
    let pass_id = pass_id.trim().to_ascii_lowercase();
    let Some(e) = entry_of(&txn, list_id, &pass_id).await?.filter(|e| e.blocked_at.is_some()) else {
        return Err(AppError::NotFound(NOT_BLOCKED.into()));
    };
    let lifted = entry::Entity::update_many()
        .col_expr(entry::Column::BlockedAt, Expr::value(Option::<DateTime<Utc>>::None))
        .col_expr(entry::Column::BlockedReason, Expr::value(Option::<String>::None))
        .col_expr(entry::Column::BlockedBy, Expr::value(Option::<String>::None))
        .filter(entry::Column::Id.eq(&e.id))
        .filter(entry::Column::BlockedAt.eq(e.blocked_at))
        .exec(&txn)
        .await?;
    if lifted.rows_affected != 1 {
        return Err(AppError::Conflict("The block changed meanwhile; reload and try again.".into()));
    }
    crate::services::audit::record(
        &txn,
        actor,
        "checkin_list.unblock",
        &pass_id,
        json!({"list": rule.id, "listName": rule.name, "reason": e.blocked_reason, "by": e.blocked_by}),
    )
    .await?;
    txn.commit().await?;
    Ok(())
}

/// A pass's new entry on a list: not inside, never scanned, not blocked (the caller sets what happened).
pub(super) fn new_entry(list_id: &str, pass: &pass_entity::Model) -> entry::ActiveModel {
    entry::ActiveModel {
        id: Set(uuid::Uuid::new_v4().to_string()),
        list_id: Set(list_id.to_owned()),
        pass_id: Set(pass.id.clone()),
        event_id: Set(pass.event_id.clone()),
        inside: Set(false),
        first_in_at: Set(None),
        last_in_at: Set(None),
        last_out_at: Set(None),
        ins: Set(0),
        outs: Set(0),
        gate: Set(None),
        by_name: Set(None),
        blocked_at: Set(None),
        blocked_reason: Set(None),
        blocked_by: Set(None),
    }
}

/// When an entry's pass came in, as the gate names it: first in on a list counting entries once, latest in
/// on a list counting exits.
pub(super) fn entered_at(list: &ListRule, e: &entry::Model) -> Option<DateTime<Utc>> {
    if list.counts_exits() { e.last_in_at } else { e.first_in_at }
}

/// What a scan of a pass already in says: "Already checked in at …", or "Already inside: in at …" on a list
/// counting exits.
pub(super) fn already_in_message(list: &ListRule, e: Option<&entry::Model>) -> String {
    let at = e.and_then(|e| entered_at(list, e));
    let (gate, by) = (e.and_then(|e| e.gate.as_deref()), e.and_then(|e| e.by_name.as_deref()));
    if list.counts_exits() { already_inside_message(at, gate, by) } else { already_message(at, gate, by) }
}

/// A pass's entry on a list.
pub(super) async fn entry_of<C: sea_orm::ConnectionTrait>(
    db: &C,
    list_id: &str,
    pass_id: &str,
) -> Result<Option<entry::Model>, AppError> {
    Ok(entry::Entity::find()
        .filter(entry::Column::ListId.eq(list_id))
        .filter(entry::Column::PassId.eq(pass_id))
        .one(db)
        .await?)
}

/// Every entry of a list for the organisers' download: CSV, one row a pass (audited).
pub async fn export_list_csv(ctx: &Context, actor: &user::Model, id: &str) -> Result<(String, Vec<u8>), AppError> {
    let rule = find(ctx.db(), id).await?;
    let entries = entry::Entity::find()
        .filter(entry::Column::ListId.eq(id))
        .order_by_asc(entry::Column::FirstInAt)
        .order_by_asc(entry::Column::PassId)
        .all(ctx.db())
        .await?;
    let rows = entries.len();
    let mut out = csv::Writer::from_writer(Vec::new());
    out.write_record([
        "Pass",
        "Registration",
        "Name",
        "Event",
        "Role",
        "Inside",
        "First in",
        "Last in",
        "Last out",
        "Ins",
        "Outs",
        "Gate",
        "By",
        "Blocked at",
        "Blocked by",
        "Reason",
    ])
    .map_err(AppError::other)?;
    let time = |t: Option<DateTime<Utc>>| t.map(|t| t.to_rfc3339()).unwrap_or_default();
    for (e, p) in with_passes(ctx, entries).await? {
        let role = event_by_name(&p.event_id).map_or_else(|| p.role.clone(), |ev| pass::role_title(ev.id, &p.role));
        let title = event_by_name(&p.event_id).map_or(p.event_id.as_str(), |ev| ev.title);
        let inside = if e.inside { "yes" } else { "no" };
        let row = [
            p.id.clone(),
            p.registration_id.clone(),
            p.holder_name.clone(),
            title.to_owned(),
            role,
            inside.to_owned(),
            time(e.first_in_at),
            time(e.last_in_at),
            time(e.last_out_at),
            e.ins.to_string(),
            e.outs.to_string(),
            e.gate.clone().unwrap_or_default(),
            e.by_name.clone().unwrap_or_default(),
            time(e.blocked_at),
            e.blocked_by.clone().unwrap_or_default(),
            e.blocked_reason.clone().unwrap_or_default(),
        ];
        out.write_record(row.map(|cell| crate::services::tables::csv_cell(&cell).into_owned()))
            .map_err(AppError::other)?;
    }
    crate::services::audit::record(ctx.writer(), actor, "checkin_list.export", id, json!({"rows": rows})).await?;
    let bytes = out.into_inner().map_err(AppError::other)?;
    let slug: String =
        rule.name.to_lowercase().chars().map(|c| if c.is_ascii_alphanumeric() { c } else { '-' }).collect();
    Ok((format!("{slug}-entries.csv"), bytes))
}

/// What the scanner's bundle carries of the lists.
#[derive(Debug, Clone, Default)]
pub struct ListsBundle {
    pub lists: Vec<ListRule>,
    /// Entries of every list but the default one: list, pass, inside, when, gate, volunteer.
    pub entries: Vec<BundleEntry>,
    /// The default list's entries (the passes already used at the fest's gates).
    pub used: Vec<Used>,
    /// Blocks: list, pass, reason.
    pub blocked: Vec<(String, String, String)>,
    /// Passes with a paid stay.
    pub guests: Vec<String>,
}

/// An entry on a list as the scanner needs it offline.
#[derive(Debug, Clone)]
pub struct BundleEntry {
    pub list: String,
    pub pass_id: String,
    pub inside: bool,
    pub at: DateTime<Utc>,
    pub gate: String,
    pub by: String,
}

pub async fn lists_bundle(ctx: &Context) -> Result<ListsBundle, AppError> {
    let lists = all(ctx.db()).await?;
    let default = lists.iter().find(|l| l.is_default).map(|l| l.id.clone());
    let mut out = ListsBundle::default();
    let rows = entry::Entity::find()
        .filter(
            Condition::any().add(entry::Column::FirstInAt.is_not_null()).add(entry::Column::BlockedAt.is_not_null()),
        )
        .all(ctx.db())
        .await?;
    let modes: HashMap<&str, ListMode> = lists.iter().map(|l| (l.id.as_str(), l.mode)).collect();
    for e in rows {
        if let Some(reason) = e.blocked_reason.as_ref().filter(|_| e.blocked_at.is_some()) {
            out.blocked.push((e.list_id.clone(), e.pass_id.clone(), reason.clone()));
        }
        let in_out = modes.get(e.list_id.as_str()) == Some(&ListMode::InOut);
        let at = if in_out { e.last_in_at.or(e.first_in_at) } else { e.first_in_at };
        let Some(at) = at else { continue };
        let gate = e.gate.clone().unwrap_or_default();
        let by = e.by_name.clone().unwrap_or_default();
        if default.as_deref() == Some(e.list_id.as_str()) {
            if e.inside {
                out.used.push(Used { pass_id: e.pass_id, checked_in_at: at, gate, by });
            }
        } else {
            out.entries.push(BundleEntry { list: e.list_id, pass_id: e.pass_id, inside: e.inside, at, gate, by });
        }
    }
    if lists.iter().any(|l| l.requires_stay || l.kind == ListKind::Stay) {
        out.guests = crate::services::accommodation::guest_passes(ctx).await?;
    }
    out.lists = lists;
    Ok(out)
}
