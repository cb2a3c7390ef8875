//! Announcements: organisers write a message to a segment of the people of the fest (the teams of chosen
//! events, categories and colleges, checked in or not, the waiting lists, the hostel's guests, accounts of
//! chosen roles), see how many it reaches, and send it now or at a set time. It goes out as e-mail through
//! the mail queue (one message after another, at the mail server's pace) and shows in each person's notices
//! on /account; a public one also on the home page.
//!
//! Sent once per person: the segment's groups are merged by account before anything is written, and each
//! delivery is a row keyed by announcement and person, written in the same transaction as its e-mail, so
//! overlapping groups, a second server or a server that resumes after another died never send twice. The
//! announcement itself is claimed for sending with an update naming the state it expects (`scheduled` and
//! due, or `sending` whose lease ran out).

use std::collections::{BTreeSet, HashMap, HashSet};

use chrono::{DateTime, Duration, Utc};
use sea_orm::sea_query::{Expr, OnConflict};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect,
    Set, Statement,
};
use serde::{Deserialize, Serialize};
use serde_json::json;

use crate::entities::{
    accommodation_booking, announcement, announcement_delivery, pass, registration, user, waitlist_entry,
};
use crate::roles::Role;
use crate::services::{audit, mail_queue};
use crate::{AppError, Context};

pub const SCHEDULED: &str = "scheduled";
pub const SENDING: &str = "sending";
pub const SENT: &str = "sent";
pub const CANCELLED: &str = "cancelled";

/// How long a server may take over writing one announcement's deliveries before another may resume it.
const LEASE_SECS: i64 = 120;
/// Deliveries written per transaction.
const CHUNK: usize = 100;
/// The longest title and message (the shared rules, which the admin's form reads too).
pub const MAX_TITLE: usize = fest_shared::announcements::TITLE_MAX_CHARS;
pub const MAX_BODY: usize = fest_shared::announcements::BODY_MAX_CHARS;

pub const TITLE_NEEDED: &str = "Give the announcement a title of at most 120 characters.";
pub const BODY_NEEDED: &str = "Write the message, at most 5000 characters.";
pub const NOBODY_CHOSEN: &str = "Choose who the announcement is for.";
pub const IN_THE_PAST: &str = "The time to send it has passed: choose a later time, or send it now.";
pub const NOT_CANCELLABLE: &str = "This announcement is being sent or was sent already.";

/// Who an announcement is for: the people of every group chosen, each once.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct Segment {
    /// The people who registered a team that is paid for, narrowed by the lists below.
    pub registered: bool,
    /// Only these events (ids); empty for every event. Also narrows `waiting`.
    pub events: Vec<String>,
    /// Only these categories; empty for every category.
    pub categories: Vec<String>,
    /// Only teams of these colleges (in any case); empty for every college.
    pub colleges: Vec<String>,
    /// Only teams of which someone has (`true`) or nobody has (`false`) been checked in at a gate.
    pub checked_in: Option<bool>,
    /// People on a waiting list (waiting or offered a place).
    pub waiting: bool,
    /// People with a paid stay in the hostel.
    pub guests: bool,
    /// Accounts of these roles (campus ambassadors, volunteers...).
    pub roles: Vec<Role>,
}

impl Segment {
    fn chooses_someone(&self) -> bool {
        self.registered || self.waiting || self.guests || !self.roles.is_empty()
    }
}

/// An announcement to write.
#[derive(Debug, Clone)]
pub struct Draft {
    pub title: String,
    pub body: String,
    pub public: bool,
    pub segment: Segment,
    /// When to send it; now when absent.
    pub send_at: Option<DateTime<Utc>>,
}

/// One person it reaches.
#[derive(Debug, Clone)]
struct Recipient {
    id: String,
    email: String,
    username: String,
    /// The account's language: the announcement's frame is in it, its title and text as the organisers typed.
    language: crate::emails::Language,
}

/// The accounts `segment` reaches, each once, in a stable order.
async fn reach(ctx: &Context, segment: &Segment) -> Result<Vec<Recipient>, AppError> {
    let db = ctx.db();
    let mut ids: BTreeSet<String> = BTreeSet::new();
    if segment.registered {
        let mut query = registration::Entity::find()
            .select_only()
            .column(registration::Column::Id)
            .column(registration::Column::UserId)
            .column(registration::Column::CollegeName)
            .filter(registration::Column::Status.eq(registration::Status::Paid));
        if !segment.events.is_empty() {
            query = query.filter(registration::Column::EventId.is_in(segment.events.clone()));
        }
        if !segment.categories.is_empty() {
            query = query.filter(registration::Column::Category.is_in(segment.categories.clone()));
        }
        let rows: Vec<(String, String, String)> = query.into_tuple().all(db).await?;
        let colleges: HashSet<String> = segment.colleges.iter().map(|c| c.trim().to_lowercase()).collect();
        let rows: Vec<(String, String)> = rows
            .into_iter()
            .filter(|(_, _, college)| colleges.is_empty() || colleges.contains(&college.trim().to_lowercase()))
            .map(|(id, user, _)| (id, user))
            .collect();
        let checked: HashSet<String> = match segment.checked_in {
            None => HashSet::new(),
            Some(_) => {
                let mut checked = HashSet::new();
                for chunk in rows.chunks(500) {
                    let regs: Vec<String> = chunk.iter().map(|(id, _)| id.clone()).collect();
                    let found: Vec<String> = pass::Entity::find()
                        .select_only()
                        .column(pass::Column::RegistrationId)
                        .filter(pass::Column::RegistrationId.is_in(regs))
                        .filter(pass::Column::CheckedInAt.is_not_null())
                        .into_tuple()
                        .all(db)
                        .await?;
                    checked.extend(found);
                }
                checked
            }
        };
        for (id, user) in rows {
            if segment.checked_in.is_none_or(|wanted| checked.contains(&id) == wanted) {
                ids.insert(user);
            }
        }
    }
    if segment.waiting {
        let mut query = waitlist_entry::Entity::find().select_only().column(waitlist_entry::Column::UserId).filter(
            waitlist_entry::Column::Status.is_in([waitlist_entry::Status::Waiting, waitlist_entry::Status::Offered]),
        );
        if !segment.events.is_empty() {
            query = query.filter(waitlist_entry::Column::EventId.is_in(segment.events.clone()));
        }
        let users: Vec<String> = query.into_tuple().all(db).await?;
        ids.extend(users);
    }
    if segment.guests {
        let users: Vec<String> = accommodation_booking::Entity::find()
            .select_only()
            .column(accommodation_booking::Column::UserId)
            .filter(accommodation_booking::Column::Status.eq(registration::Status::Paid))
            .into_tuple()
            .all(db)
            .await?;
        ids.extend(users);
    }
    if !segment.roles.is_empty() {
        let users: Vec<String> = user::Entity::find()
            .select_only()
            .column(user::Column::Id)
            .filter(user::Column::Role.is_in(segment.roles.clone()))
            .into_tuple()
            .all(db)
            .await?;
        ids.extend(users);
    }
    let ids: Vec<String> = ids.into_iter().collect();
    let mut people = Vec::with_capacity(ids.len());
    for chunk in ids.chunks(500) {
        let rows: Vec<(String, String, String, Option<String>)> = user::Entity::find()
            .select_only()
            .column(user::Column::Id)
            .column(user::Column::Email)
            .column(user::Column::Username)
            .column(user::Column::Language)
            .filter(user::Column::Id.is_in(chunk.to_vec()))
            .filter(user::Column::Id.ne(crate::services::users::DELETED_ACCOUNT_ID))
            .order_by_asc(user::Column::Id)
            .into_tuple()
            .all(db)
            .await?;
        // The shared account that keeps deleted accounts' registrations is nobody to write to.
        people.extend(rows.into_iter().filter(|(_, email, _, _)| email.contains('@')).map(
            |(id, email, username, language)| {
                let language = language.as_deref().and_then(crate::emails::Language::parse).unwrap_or_default();
                Recipient { id, email, username, language }
            },
        ));
    }
    Ok(people)
}

/// How many people `segment` reaches now (the organisers' preview before sending).
pub async fn count(ctx: &Context, segment: &Segment) -> Result<usize, AppError> {
    if !segment.chooses_someone() {
        return Err(AppError::field("segment", NOBODY_CHOSEN));
    }
    Ok(reach(ctx, segment).await?.len())
}

fn check(draft: &Draft, now: DateTime<Utc>) -> Result<(String, String), AppError> {
    let title = draft.title.trim();
    if title.is_empty() || title.chars().count() > MAX_TITLE || title.chars().any(char::is_control) {
        return Err(AppError::field("title", TITLE_NEEDED));
    }
    let body = draft.body.trim();
    if body.is_empty() || body.chars().count() > MAX_BODY {
        return Err(AppError::field("body", BODY_NEEDED));
    }
    if !draft.segment.chooses_someone() {
        return Err(AppError::field("segment", NOBODY_CHOSEN));
    }
    // A minute's leeway for a form filled in slowly.
    if draft.send_at.is_some_and(|at| at < now - Duration::minutes(1)) {
        return Err(AppError::field("sendAt", IN_THE_PAST));
    }
    Ok((title.to_owned(), body.to_owned()))
}

/// Writes an announcement, to be sent at its time (audited). Sending is [`dispatch_due`]'s work: at once
/// when it is due now ([`spawn_dispatch`]), else by the background job.
pub async fn create(ctx: &Context, actor: &user::Model, draft: Draft) -> Result<announcement::Model, AppError> {
    let now = Utc::now();
    let (title, body) = check(&draft, now)?;
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let model = announcement::ActiveModel {
        id: Set(uuid::Uuid::new_v4().to_string()),
        title: Set(title),
        body: Set(body),
        is_public: Set(draft.public),
        segment: Set(serde_json::to_string(&draft.segment).map_err(AppError::other)?),
        state: Set(SCHEDULED.to_owned()),
        send_at: Set(draft.send_at.unwrap_or(now).max(now)),
        locked_until: Set(None),
        recipients: Set(None),
        created_by: Set(actor.id.clone()),
        created_at: Set(now),
        sent_at: Set(None),
    }
    .insert(&txn)
    .await?;
    audit::record(
        &txn,
        actor,
        "announcement.create",
        &model.id,
        json!({"title": model.title, "public": model.is_public, "segment": draft.segment, "sendAt": model.send_at}),
    )
    .await?;
    txn.commit().await?;
    Ok(model)
}

/// Cancels an announcement not yet being sent (audited).
pub async fn cancel(ctx: &Context, actor: &user::Model, id: &str) -> Result<(), AppError> {
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let done = announcement::Entity::update_many()
        .col_expr(announcement::Column::State, Expr::value(CANCELLED))
        .filter(announcement::Column::Id.eq(id))
        .filter(announcement::Column::State.eq(SCHEDULED))
        .exec(&txn)
        .await?;
    if done.rows_affected == 0 {
        let exists = announcement::Entity::find_by_id(id).one(&txn).await?;
        return Err(match exists {
            None => AppError::NotFound("No such announcement.".into()),
            Some(_) => AppError::Conflict(NOT_CANCELLABLE.into()),
        });
    }
    audit::record(&txn, actor, "announcement.cancel", id, json!({})).await?;
    txn.commit().await?;
    Ok(())
}

/// Announcements whose time has come, or whose sending server stopped before the end.
fn claimable(now: DateTime<Utc>) -> sea_orm::Condition {
    sea_orm::Condition::any()
        .add(
            sea_orm::Condition::all()
                .add(announcement::Column::State.eq(SCHEDULED))
                .add(announcement::Column::SendAt.lte(now)),
        )
        .add(
            sea_orm::Condition::all()
                .add(announcement::Column::State.eq(SENDING))
                .add(announcement::Column::LockedUntil.lt(now)),
        )
}

/// Sends every announcement that is due; returns how many people were newly written to. Several servers
/// may run it at once: each announcement is claimed by one, and each person is written to once.
pub async fn dispatch_due(ctx: &Context) -> Result<usize, AppError> {
    let now = Utc::now();
    let due: Vec<String> = announcement::Entity::find()
        .select_only()
        .column(announcement::Column::Id)
        .filter(claimable(now))
        .order_by_asc(announcement::Column::SendAt)
        .into_tuple()
        .all(ctx.db())
        .await?;
    let mut written = 0;
    for id in due {
        let claimed = announcement::Entity::update_many()
            .col_expr(announcement::Column::State, Expr::value(SENDING))
            .col_expr(announcement::Column::LockedUntil, Expr::value(Some(now + Duration::seconds(LEASE_SECS))))
            .filter(announcement::Column::Id.eq(&id))
            .filter(claimable(now))
            .exec(ctx.writer())
            .await?;
        if claimed.rows_affected == 1 {
            written += deliver(ctx, &id).await?;
        }
    }
    if written > 0 {
        crate::services::push::deliver_soon(ctx);
    }
    Ok(written)
}

/// Writes the deliveries (and e-mails) of a claimed announcement, then marks it sent.
async fn deliver(ctx: &Context, id: &str) -> Result<usize, AppError> {
    let Some(model) = announcement::Entity::find_by_id(id).one(ctx.writer()).await? else {
        return Ok(0);
    };
    let segment: Segment = serde_json::from_str(&model.segment).map_err(AppError::other)?;
    let people = reach(ctx, &segment).await?;
    // Those of them with a browser subscribed to notifications get one too.
    let subscribed = crate::services::push::subscribed(ctx).await?;
    let mut written = 0;
    for chunk in people.chunks(CHUNK) {
        // Rendered and sealed before the transaction, which (on SQLite) holds the one writer's lock.
        let mut prepared = Vec::with_capacity(chunk.len());
        for person in chunk {
            let email = crate::emails::render(
                "announcement",
                person.language,
                &person.email,
                json!({"username": person.username, "title": model.title, "message": model.body}),
            )?;
            prepared.push((person, mail_queue::prepare_pending(ctx, "announcement", email)?));
        }
        let now = Utc::now();
        let txn = crate::db::begin_write(ctx.writer()).await?;
        for (person, mail) in prepared {
            let inserted = announcement_delivery::Entity::insert(announcement_delivery::ActiveModel {
                announcement_id: Set(model.id.clone()),
                user_id: Set(person.id.clone()),
                email_id: Set(Some(mail.id().to_owned())),
                created_at: Set(now),
            })
            .on_conflict(
                OnConflict::columns([
                    announcement_delivery::Column::AnnouncementId,
                    announcement_delivery::Column::UserId,
                ])
                .do_nothing()
                .to_owned(),
            )
            .exec_without_returning(&txn)
            .await?;
            if inserted == 1 {
                mail_queue::enqueue_prepared_pending(&txn, mail).await?;
                if subscribed.contains(&person.id) {
                    let notice = crate::services::push::Notice {
                        title: model.title.clone(),
                        body: model.body.clone(),
                        url: "/account".to_owned(),
                        topic: "announcement",
                    };
                    crate::services::push::queue_subscribed(&txn, &person.id, notice).await?;
                }
                written += 1;
            }
        }
        // The lease runs on while the work goes on.
        announcement::Entity::update_many()
            .col_expr(announcement::Column::LockedUntil, Expr::value(Some(now + Duration::seconds(LEASE_SECS))))
            .filter(announcement::Column::Id.eq(&model.id))
            .filter(announcement::Column::State.eq(SENDING))
            .exec(&txn)
            .await?;
        txn.commit().await?;
    }
    let recipients = announcement_delivery::Entity::find()
        .filter(announcement_delivery::Column::AnnouncementId.eq(&model.id))
        .count(ctx.writer())
        .await?;
    announcement::Entity::update_many()
        .col_expr(announcement::Column::State, Expr::value(SENT))
        .col_expr(announcement::Column::Recipients, Expr::value(Some(i32::try_from(recipients).unwrap_or(i32::MAX))))
        .col_expr(announcement::Column::SentAt, Expr::value(Some(Utc::now())))
        .col_expr(announcement::Column::LockedUntil, Expr::value(Option::<DateTime<Utc>>::None))
        .filter(announcement::Column::Id.eq(&model.id))
        .filter(announcement::Column::State.eq(SENDING))
        .exec(ctx.writer())
        .await?;
    tracing::info!(announcement = %model.id, written, "announcement sent");
    Ok(written)
}

/// Sends what is due now, then hands the e-mails to the mail server one after another, without holding up
/// the organiser's answer.
pub fn spawn_dispatch(ctx: &Context) {
    let background = ctx.clone();
    ctx.spawn_background(async move {
        match dispatch_due(&background).await {
            Ok(0) => {}
            Ok(_) => mail_queue::drain(&background).await,
            Err(e) => tracing::warn!(error = %e, "announcements not sent now; the background job will"),
        }
    });
}

/// Runs [`dispatch_due`] every `mail_retry_interval_secs` on the server that runs the background jobs: a
/// scheduled announcement goes out within that many seconds of its time.
pub fn spawn_dispatcher(ctx: Context) {
    ctx.spawn_periodic("announcements", ctx.config().mail_retry_interval_secs, |ctx| async move {
        if dispatch_due(&ctx).await? > 0 {
            mail_queue::drain(&ctx).await;
        }
        Ok(())
    });
}

/// How an announcement's e-mails are doing.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Deliveries {
    /// Waiting for the mail server (or for a retry).
    pub queued: u64,
    pub sent: u64,
    /// Given up on after every retry.
    pub failed: u64,
}

/// Every announcement, newest first, with its deliveries.
pub async fn list(ctx: &Context) -> Result<Vec<(announcement::Model, Segment, Deliveries)>, AppError> {
    let all = announcement::Entity::find().order_by_desc(announcement::Column::CreatedAt).all(ctx.db()).await?;
    let backend = ctx.db().get_database_backend();
    let rows = ctx
        .db()
        .query_all_raw(Statement::from_string(
            backend,
            "SELECT d.announcement_id, o.status, COUNT(*) AS n FROM announcement_delivery d \
             LEFT JOIN email_outbox o ON o.id = d.email_id GROUP BY d.announcement_id, o.status",
        ))
        .await?;
    let mut counts: HashMap<String, Deliveries> = HashMap::new();
    for row in rows {
        let id: String = row.try_get_by_index(0)?;
        let status: Option<String> = row.try_get_by_index(1)?;
        let n: i64 = row.try_get_by_index(2)?;
        let n = u64::try_from(n).unwrap_or(0);
        let entry = counts.entry(id).or_default();
        match status.as_deref() {
            Some("sent") => entry.sent += n,
            Some("failed") => entry.failed += n,
            _ => entry.queued += n,
        }
    }
    Ok(all
        .into_iter()
        .map(|a| {
            let segment = serde_json::from_str(&a.segment).unwrap_or_default();
            let deliveries = counts.remove(&a.id).unwrap_or_default();
            (a, segment, deliveries)
        })
        .collect())
}

/// The announcements sent to `user`, newest first (their notices on /account).
pub async fn notices(ctx: &Context, user: &user::Model) -> Result<Vec<announcement::Model>, AppError> {
    let ids: Vec<String> = announcement_delivery::Entity::find()
        .select_only()
        .column(announcement_delivery::Column::AnnouncementId)
        .filter(announcement_delivery::Column::UserId.eq(&user.id))
        .into_tuple()
        .all(ctx.db())
        .await?;
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    Ok(announcement::Entity::find()
        .filter(announcement::Column::Id.is_in(ids))
        .filter(announcement::Column::State.eq(SENT))
        .order_by_desc(announcement::Column::SentAt)
        .limit(50)
        .all(ctx.db())
        .await?)
}

/// The public announcements sent, newest first (the home page's notices).
pub async fn public(ctx: &Context) -> Result<Vec<announcement::Model>, AppError> {
    Ok(announcement::Entity::find()
        .filter(announcement::Column::IsPublic.eq(true))
        .filter(announcement::Column::State.eq(SENT))
        .order_by_desc(announcement::Column::SentAt)
        .limit(10)
        .all(ctx.db())
        .await?)
}

/// Forgets which announcements a deleted account was sent (their notices go with it).
pub async fn forget_user<C: ConnectionTrait>(conn: &C, user_id: &str) -> Result<(), AppError> {
    announcement_delivery::Entity::delete_many()
        .filter(announcement_delivery::Column::UserId.eq(user_id))
        .exec(conn)
        .await?;
    Ok(())
}
