//! Grievances: anyone (signed in or not) sends one from the grievance page; it is stored with its reference
//! and the last day to answer it, acknowledged by e-mail to the sender and sent on to the grievance officer's
//! address, in the transaction that stores it. An admin answers it once; the answer is e-mailed to the
//! sender and written to the audit log. The message and the answer are sealed like other personal data.

use chrono::{DateTime, NaiveDate, Utc};
use fest_shared::privacy::{self, GrievanceForm, GrievanceKind};
use rand::Rng;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::json;

use crate::emails::Language;
use crate::entities::{grievance, user};
use crate::services::{audit, mail_queue, rate_limit, sessions::Client};
use crate::{AppError, Context};

pub const OPEN: &str = "open";
pub const ANSWERED: &str = "answered";

pub const ANSWER_REQUIRED: &str = "Write the answer.";
pub const ANSWER_TOO_LONG: &str = "Keep the answer to at most 5000 characters.";
pub const ALREADY_ANSWERED: &str = "This grievance has been answered already.";
pub const NO_GRIEVANCE: &str = "No such grievance.";

/// Grievances one client may send in the rate-limit window.
const PER_CLIENT: u32 = 5;

/// Who answers grievances, as the grievance page shows it.
#[derive(Debug, Clone)]
pub struct Officer {
    pub name: Option<String>,
    pub email: String,
    pub address: Option<String>,
}

pub fn officer(ctx: &Context) -> Officer {
    let config = ctx.config();
    Officer {
        name: config.grievance_officer.clone(),
        email: config.grievance_email.clone().unwrap_or_else(|| fest_shared::fest::FEST.email.to_owned()),
        address: config.organiser_address.clone(),
    }
}

/// A grievance as the admin area shows it: the message and answer opened.
#[derive(Debug, Clone)]
pub struct GrievanceRecord {
    pub row: grievance::Model,
    pub kind: GrievanceKind,
    pub message: String,
    pub answer: Option<String>,
    pub due_on: NaiveDate,
    /// The admin who answered it.
    pub answered_by: Option<String>,
}

impl GrievanceRecord {
    /// Days until the last day to answer, by India's date (negative: overdue); `None` once answered.
    pub fn days_left(&self, now: DateTime<Utc>) -> Option<i64> {
        (self.row.status == OPEN).then(|| (self.due_on - super::india_today(now)).num_days())
    }

    pub fn overdue(&self, now: DateTime<Utc>) -> bool {
        self.days_left(now).is_some_and(|d| d < 0)
    }
}

/// A new reference: `GRV-` and six capital letters and digits (no 0/O or 1/I to misread).
fn new_reference() -> String {
    const ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    let mut rng = rand::rng();
    let code: String = (0..6).map(|_| char::from(ALPHABET[rng.random_range(0..ALPHABET.len())])).collect();
    format!("GRV-{code}")
}

/// Receives a grievance: checked by the shared rules, rate limited per client, stored, acknowledged and sent
/// on to the officer in one transaction. The acknowledgement is in the language of the sender's account when
/// signed in and it chose one, else in `requested`, the language the request asked for (a visitor, a team
/// member by their data link); the officer's notice is in English (the officer's address is no account).
pub async fn submit(
    ctx: &Context,
    form: &GrievanceForm,
    sender: Option<&user::Model>,
    client: &Client,
    requested: Language,
) -> Result<grievance::Model, AppError> {
    let checked = privacy::validate_grievance(form).map_err(AppError::invalid)?;
    let window = ctx.config().rate_limit_window_secs;
    rate_limit::hit(ctx, &format!("grievance:ip:{}", client.address), PER_CLIENT, window).await?;
    let now = Utc::now();
    let due_on = privacy::answer_due(super::india_today(now));
    let row = grievance::Model {
        id: uuid::Uuid::new_v4().to_string(),
        reference: new_reference(),
        user_id: sender.map(|u| u.id.clone()),
        name: checked.name.clone(),
        email: checked.email.as_str().to_owned(),
        kind: checked.kind.as_str().to_owned(),
        message: ctx.data_key().seal(&checked.message),
        received_at: now,
        due_on: due_on.format("%Y-%m-%d").to_string(),
        status: OPEN.to_owned(),
        answer: None,
        answered_at: None,
        answered_by: None,
    };
    let officer = officer(ctx);
    let values = |language: Language| {
        json!({
            "name": checked.name,
            "reference": row.reference,
            "kind": crate::emails::catalogued(language, checked.kind.label()),
            "message": checked.message,
            "due_on": crate::emails::long_date(language, due_on),
            "email": checked.email.as_str(),
            "officer_email": officer.email,
        })
    };
    let language = sender.and_then(crate::emails::chosen).unwrap_or(requested);
    let acknowledgement =
        crate::emails::render("grievance_received", language, checked.email.as_str(), values(language))?;
    let notice = crate::emails::render("grievance_notice", Language::En, &officer.email, values(Language::En))?;
    let txn = crate::db::begin_write(ctx.writer()).await?;
    grievance::Entity::insert(grievance::ActiveModel::from(row.clone())).exec_without_returning(&txn).await?;
    let queued = vec![
        mail_queue::enqueue(ctx, &txn, "grievance received", acknowledgement, Vec::new()).await?,
        mail_queue::enqueue(ctx, &txn, "grievance notice", notice, Vec::new()).await?,
    ];
    txn.commit().await?;
    mail_queue::deliver_soon(ctx, queued);
    Ok(row)
}

fn open_record(ctx: &Context, row: grievance::Model, answered_by: Option<String>) -> Result<GrievanceRecord, AppError> {
    let kind = GrievanceKind::parse(&row.kind).unwrap_or(GrievanceKind::Other);
    let message = ctx.data_key().open(&row.message)?;
    let answer = row.answer.as_deref().map(|a| ctx.data_key().open(a)).transpose()?;
    let due_on = NaiveDate::parse_from_str(&row.due_on, "%Y-%m-%d").map_err(AppError::other)?;
    Ok(GrievanceRecord { row, kind, message, answer, due_on, answered_by })
}

/// Every grievance: open ones first, soonest due first; then answered ones, latest first.
pub async fn all(ctx: &Context) -> Result<Vec<GrievanceRecord>, AppError> {
    let rows = grievance::Entity::find().all(ctx.db()).await?;
    let answerers: Vec<String> = rows.iter().filter_map(|r| r.answered_by.clone()).collect();
    let names: std::collections::HashMap<String, String> = user::Entity::find()
        .filter(user::Column::Id.is_in(answerers))
        .all(ctx.db())
        .await?
        .into_iter()
        .map(|u| (u.id, u.username))
        .collect();
    let mut records = rows
        .into_iter()
        .map(|row| {
            let by = row.answered_by.as_ref().and_then(|id| names.get(id).cloned());
            open_record(ctx, row, by)
        })
        .collect::<Result<Vec<_>, _>>()?;
    records.sort_by(|a, b| {
        let open = |r: &GrievanceRecord| r.row.status != OPEN;
        open(a)
            .cmp(&open(b))
            .then_with(|| {
                if a.row.status == OPEN { a.due_on.cmp(&b.due_on) } else { b.row.answered_at.cmp(&a.row.answered_at) }
            })
            .then_with(|| a.row.received_at.cmp(&b.row.received_at))
    });
    Ok(records)
}

/// Answers an open grievance once: the answer is sealed and stored by an update that names the open state,
/// e-mailed to the sender and audited, in one transaction.
pub async fn answer(ctx: &Context, admin: &user::Model, id: &str, answer: &str) -> Result<GrievanceRecord, AppError> {
    let answer = answer.trim();
    if answer.is_empty() {
        return Err(AppError::field("answer", ANSWER_REQUIRED));
    }
    if answer.chars().count() > privacy::MESSAGE_MAX_CHARS {
        return Err(AppError::field("answer", ANSWER_TOO_LONG));
    }
    let row = grievance::Entity::find_by_id(id)
        .one(ctx.db())
        .await?
        .ok_or_else(|| AppError::NotFound(NO_GRIEVANCE.into()))?;
    if row.status != OPEN {
        return Err(AppError::Conflict(ALREADY_ANSWERED.into()));
    }
    let record = open_record(ctx, row.clone(), None)?;
    // The sender's account's language when they were signed in; a grievance stores no language of its own,
    // so a visitor's answer is in English.
    let sender = match &row.user_id {
        Some(id) => user::Entity::find_by_id(id.clone()).one(ctx.db()).await?,
        None => None,
    };
    let language = sender.as_ref().map(crate::emails::language_of).unwrap_or_default();
    let mail = crate::emails::render(
        "grievance_answered",
        language,
        &row.email,
        json!({
            "name": row.name,
            "reference": row.reference,
            "kind": crate::emails::catalogued(language, record.kind.label()),
            "message": record.message,
            "answer": answer,
            "officer_email": officer(ctx).email,
        }),
    )?;
    let now = Utc::now();
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let changed = grievance::Entity::update_many()
        .col_expr(grievance::Column::Status, Expr::value(ANSWERED))
        .col_expr(grievance::Column::Answer, Expr::value(ctx.data_key().seal(answer)))
        .col_expr(grievance::Column::AnsweredAt, Expr::value(now))
        .col_expr(grievance::Column::AnsweredBy, Expr::value(admin.id.clone()))
        .filter(grievance::Column::Id.eq(id))
        .filter(grievance::Column::Status.eq(OPEN))
        .exec(&txn)
        .await?
        .rows_affected;
    if changed != 1 {
        return Err(AppError::Conflict(ALREADY_ANSWERED.into()));
    }
    audit::record(
        &txn,
        admin,
        "grievance.answer",
        id,
        json!({"reference": row.reference, "kind": row.kind, "dueOn": row.due_on}),
    )
    .await?;
    let queued = mail_queue::enqueue(ctx, &txn, "grievance answered", mail, Vec::new()).await?;
    txn.commit().await?;
    mail_queue::deliver_soon(ctx, vec![queued]);
    let row = grievance::Entity::find_by_id(id)
        .one(ctx.db())
        .await?
        .ok_or_else(|| AppError::NotFound(NO_GRIEVANCE.into()))?;
    open_record(ctx, row, Some(admin.username.clone()))
}
