//! The breach register: each personal data breach the organisers learn of, when it happened and was
//! discovered, which data of how many people, when the Data Protection Board and the people affected were
//! told, and what was done. Admins record and update entries (each change audited with what it was before);
//! entries are never deleted.

use chrono::{DateTime, Utc};
use sea_orm::{ActiveModelTrait, EntityTrait, QueryFilter, QueryOrder, Set};
use serde::Deserialize;
use serde_json::json;

use crate::entities::{breach, user};
use crate::error::FieldErrors;
use crate::services::audit;
use crate::{AppError, Context};

pub const SUMMARY_REQUIRED: &str = "Say what happened.";
pub const DATA_REQUIRED: &str = "Say which personal data, of whom.";
pub const TOO_LONG: &str = "Keep it to at most 5000 characters.";
pub const PEOPLE_NEGATIVE: &str = "The number of people cannot be negative.";
pub const NOT_A_TIME: &str = "Give a date and time.";
pub const IN_THE_FUTURE: &str = "This time has not come yet.";
pub const BEFORE_IT_HAPPENED: &str = "It cannot be discovered before it happened.";
pub const TOLD_BEFORE_DISCOVERED: &str = "It cannot be told before it was discovered.";
pub const NO_BREACH: &str = "No such breach.";

/// An entry as typed in the admin area (times RFC 3339).
#[derive(Debug, Clone, Default, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct BreachInput {
    pub summary: String,
    pub personal_data: String,
    #[serde(default)]
    pub people_affected: Option<i64>,
    #[serde(default)]
    pub occurred_at: Option<String>,
    pub discovered_at: String,
    #[serde(default)]
    pub board_told_at: Option<String>,
    #[serde(default)]
    pub people_told_at: Option<String>,
    #[serde(default)]
    pub actions: String,
}

/// An entry checked: texts trimmed, times read, and told after discovered after happened, none in the future.
#[derive(Debug, Clone)]
struct Checked {
    summary: String,
    personal_data: String,
    people_affected: Option<i64>,
    occurred_at: Option<DateTime<Utc>>,
    discovered_at: DateTime<Utc>,
    board_told_at: Option<DateTime<Utc>>,
    people_told_at: Option<DateTime<Utc>>,
    actions: String,
}

fn check(input: &BreachInput, now: DateTime<Utc>) -> Result<Checked, AppError> {
    let mut e = FieldErrors::new();
    let mut text = |field: &str, value: &str, required: Option<&str>| {
        let value = value.trim();
        if let (true, Some(message)) = (value.is_empty(), required) {
            e.add(field, message);
        } else if value.chars().count() > fest_shared::privacy::MESSAGE_MAX_CHARS {
            e.add(field, TOO_LONG);
        }
        value.to_owned()
    };
    let summary = text("summary", &input.summary, Some(SUMMARY_REQUIRED));
    let personal_data = text("personalData", &input.personal_data, Some(DATA_REQUIRED));
    let actions = text("actions", &input.actions, None);
    if input.people_affected.is_some_and(|n| n < 0) {
        e.add("peopleAffected", PEOPLE_NEGATIVE);
    }
    let mut time = |field: &str, value: Option<&str>| -> Option<DateTime<Utc>> {
        let value = value.map(str::trim).filter(|v| !v.is_empty())?;
        match DateTime::parse_from_rfc3339(value) {
            Ok(at) if at.to_utc() > now + chrono::Duration::minutes(5) => {
                e.add(field, IN_THE_FUTURE);
                None
            }
            Ok(at) => Some(at.to_utc()),
            Err(_) => {
                e.add(field, NOT_A_TIME);
                None
            }
        }
    };
    let occurred_at = time("occurredAt", input.occurred_at.as_deref());
    let discovered_at = time("discoveredAt", Some(input.discovered_at.as_str()));
    let board_told_at = time("boardToldAt", input.board_told_at.as_deref());
    let people_told_at = time("peopleToldAt", input.people_told_at.as_deref());
    if discovered_at.is_none() && e.get("discoveredAt").is_none() {
        e.add("discoveredAt", NOT_A_TIME);
    }
    if let (Some(happened), Some(found)) = (occurred_at, discovered_at)
        && found < happened
    {
        e.add("discoveredAt", BEFORE_IT_HAPPENED);
    }
    for (field, told) in [("boardToldAt", board_told_at), ("peopleToldAt", people_told_at)] {
        if let (Some(told), Some(found)) = (told, discovered_at)
            && told < found
        {
            e.add(field, TOLD_BEFORE_DISCOVERED);
        }
    }
    match discovered_at {
        Some(discovered_at) if e.is_empty() => Ok(Checked {
            summary,
            personal_data,
            people_affected: input.people_affected,
            occurred_at,
            discovered_at,
            board_told_at,
            people_told_at,
            actions,
        }),
        _ => Err(AppError::invalid(e)),
    }
}

/// An entry with who recorded it.
#[derive(Debug, Clone)]
pub struct BreachRecord {
    pub row: breach::Model,
    pub recorded_by: Option<String>,
}

impl BreachRecord {
    /// When the Board's full report is due.
    pub fn board_due_at(&self) -> DateTime<Utc> {
        fest_shared::privacy::board_report_due(self.row.discovered_at)
    }

    /// Not told the Board, and past the 72 hours.
    pub fn board_overdue(&self, now: DateTime<Utc>) -> bool {
        self.row.board_told_at.is_none() && now > self.board_due_at()
    }
}

/// Every entry, latest discovered first.
pub async fn all(ctx: &Context) -> Result<Vec<BreachRecord>, AppError> {
    let rows = breach::Entity::find().order_by_desc(breach::Column::DiscoveredAt).all(ctx.db()).await?;
    let ids: Vec<String> = rows.iter().filter_map(|r| r.recorded_by.clone()).collect();
    let names: std::collections::HashMap<String, String> = user::Entity::find()
        .filter(sea_orm::ColumnTrait::is_in(&user::Column::Id, ids))
        .all(ctx.db())
        .await?
        .into_iter()
        .map(|u| (u.id, u.username))
        .collect();
    Ok(rows
        .into_iter()
        .map(|row| {
            let recorded_by = row.recorded_by.as_ref().and_then(|id| names.get(id).cloned());
            BreachRecord { row, recorded_by }
        })
        .collect())
}

fn details(row: &breach::Model) -> serde_json::Value {
    json!({
        "summary": row.summary,
        "peopleAffected": row.people_affected,
        "occurredAt": row.occurred_at,
        "discoveredAt": row.discovered_at,
        "boardToldAt": row.board_told_at,
        "peopleToldAt": row.people_told_at,
    })
}

/// Records a breach (audited).
pub async fn record(ctx: &Context, admin: &user::Model, input: &BreachInput) -> Result<BreachRecord, AppError> {
    let now = Utc::now();
    let c = check(input, now)?;
    let row = breach::Model {
        id: uuid::Uuid::new_v4().to_string(),
        summary: c.summary,
        personal_data: c.personal_data,
        people_affected: c.people_affected,
        occurred_at: c.occurred_at,
        discovered_at: c.discovered_at,
        board_told_at: c.board_told_at,
        people_told_at: c.people_told_at,
        actions: c.actions,
        recorded_by: Some(admin.id.clone()),
        created_at: now,
        updated_at: now,
    };
    let txn = crate::db::begin_write(ctx.writer()).await?;
    breach::Entity::insert(breach::ActiveModel::from(row.clone())).exec_without_returning(&txn).await?;
    audit::record(&txn, admin, "breach.record", &row.id, details(&row)).await?;
    txn.commit().await?;
    Ok(BreachRecord { row, recorded_by: Some(admin.username.clone()) })
}

/// Updates an entry (audited with what it was before).
pub async fn update(
    ctx: &Context,
    admin: &user::Model,
    id: &str,
    input: &BreachInput,
) -> Result<BreachRecord, AppError> {
    let now = Utc::now();
    let c = check(input, now)?;
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let before = breach::Entity::find_by_id(id).one(&txn).await?.ok_or_else(|| AppError::NotFound(NO_BREACH.into()))?;
    let mut active = breach::ActiveModel::from(before.clone());
    active.summary = Set(c.summary);
    active.personal_data = Set(c.personal_data);
    active.people_affected = Set(c.people_affected);
    active.occurred_at = Set(c.occurred_at);
    active.discovered_at = Set(c.discovered_at);
    active.board_told_at = Set(c.board_told_at);
    active.people_told_at = Set(c.people_told_at);
    active.actions = Set(c.actions);
    active.updated_at = Set(now);
    let row = active.update(&txn).await?;
    audit::record(&txn, admin, "breach.update", id, json!({"before": details(&before), "after": details(&row)}))
        .await?;
    txn.commit().await?;
    let recorded_by = match &row.recorded_by {
        Some(by) => user::Entity::find_by_id(by).one(ctx.db()).await?.map(|u| u.username),
        None => None,
    };
    Ok(BreachRecord { row, recorded_by })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input(discovered: &str) -> BreachInput {
        BreachInput {
            summary: "A laptop with an export was lost".into(),
            personal_data: "Names and phone numbers of 40 players".into(),
            discovered_at: discovered.into(),
            ..BreachInput::default()
        }
    }

    #[test]
    fn times_are_read_and_ordered_and_each_wrong_field_has_its_message() {
        let now = DateTime::parse_from_rfc3339("2026-11-27T12:00:00Z").unwrap().to_utc();
        let ok = check(&input("2026-11-27T10:00:00+05:30"), now).unwrap();
        assert_eq!(ok.discovered_at.to_rfc3339(), "2026-11-27T04:30:00+00:00");
        let errors = |i: &BreachInput| match check(i, now) {
            Err(AppError::Validation { errors, .. }) => errors,
            other => panic!("{other:?}"),
        };
        let e = errors(&BreachInput { people_affected: Some(-1), ..input("yesterday") });
        assert!(e.contains("discoveredAt", NOT_A_TIME) && e.contains("peopleAffected", PEOPLE_NEGATIVE));
        let e = errors(&BreachInput {
            summary: " ".into(),
            personal_data: String::new(),
            occurred_at: Some("2026-11-27T11:00:00Z".into()),
            board_told_at: Some("2026-11-27T09:00:00Z".into()),
            ..input("2026-11-27T10:00:00Z")
        });
        assert!(e.contains("summary", SUMMARY_REQUIRED) && e.contains("personalData", DATA_REQUIRED));
        assert!(e.contains("discoveredAt", BEFORE_IT_HAPPENED) && e.contains("boardToldAt", TOLD_BEFORE_DISCOVERED));
        let e = errors(&input("2026-11-28T12:00:00Z"));
        assert!(e.contains("discoveredAt", IN_THE_FUTURE));
    }
}
