//! One person, one team per event: the same person (by Aadhaar number) cannot be on two live registrations
//! of one event; playing several events stays allowed. Each registration's people are kept by a keyed digest
//! of their number (`registration_person`), written with the registration and again with each roster
//! change; the check runs in the write transaction that adds people, under a lock per event, so two teams
//! adding the same person at once are decided one after the other.

use chrono::Utc;
use fest_shared::catalogue::EventInfo;
use fest_shared::registration::Registration;
use sea_orm::{ColumnTrait, DatabaseTransaction, EntityTrait, QueryFilter, QuerySelect, Set};

use crate::entities::{registration, registration_person as person};
use crate::services::events;
use crate::{AppError, Context};

/// The answer when a person is on another live registration of the event.
pub fn on_another_team(name: &str, event: &EventInfo) -> String {
    format!(
        "{name} is already on another team's registration for {}: a person can play for one team per event.",
        event.title
    )
}

/// The keyed digest a person's Aadhaar number is kept by.
fn person_key(ctx: &Context, aadhaar: &str) -> String {
    let key = ctx.data_key().derive("registration person v1");
    crate::crypto::hmac_sha256_hex(key.as_bytes(), aadhaar.as_bytes())
}

/// The people a registration counts (coach excluded), each once: name and digest.
fn people_of(ctx: &Context, form: &Registration) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for p in form.people() {
        let key = person_key(ctx, p.aadhar_id.as_str());
        if !out.iter().any(|(_, k)| *k == key) {
            out.push((p.fullname.as_str().to_owned(), key));
        }
    }
    out
}

/// Records the people of a registration as its form now is (inside the transaction that stored it).
pub(crate) async fn index(
    ctx: &Context,
    txn: &DatabaseTransaction,
    registration_id: &str,
    event_id: &str,
    form: &Registration,
) -> Result<(), AppError> {
    person::Entity::delete_many().filter(person::Column::RegistrationId.eq(registration_id)).exec(txn).await?;
    let rows: Vec<person::ActiveModel> = people_of(ctx, form)
        .into_iter()
        .map(|(_, key)| person::ActiveModel {
            registration_id: Set(registration_id.to_owned()),
            event_id: Set(event_id.to_owned()),
            person_key: Set(key),
        })
        .collect();
    if !rows.is_empty() {
        person::Entity::insert_many(rows).exec_without_returning(txn).await?;
    }
    Ok(())
}

/// Forgets the people of registrations (an account's deletion keeps its registrations' records, not them).
pub(crate) async fn forget(txn: &DatabaseTransaction, registration_ids: &[String]) -> Result<(), AppError> {
    for chunk in registration_ids.chunks(500) {
        person::Entity::delete_many()
            .filter(person::Column::RegistrationId.is_in(chunk.iter().cloned()))
            .exec(txn)
            .await?;
    }
    Ok(())
}

/// Makes the transactions that add people to the event's registrations wait for each other until this one
/// ends: a transaction-scoped advisory lock per event on PostgreSQL (SQLite has one writer at a time).
async fn hold_event(txn: &DatabaseTransaction, event: &EventInfo) -> Result<(), AppError> {
    use sea_orm::ConnectionTrait;
    if txn.get_database_backend() != sea_orm::DbBackend::Postgres {
        return Ok(());
    }
    let digest = crate::crypto::sha256_hex(format!("registration people:{}", event.id.as_str()).as_bytes());
    let key = u64::from_str_radix(digest.get(..16).unwrap_or("0"), 16).unwrap_or(0);
    let key = i64::from_ne_bytes(key.to_ne_bytes());
    txn.execute_raw(sea_orm::Statement::from_sql_and_values(
        sea_orm::DbBackend::Postgres,
        "SELECT pg_advisory_xact_lock($1)",
        [key.into()],
    ))
    .await?;
    Ok(())
}

/// Refuses (409, naming the person) a form with someone already on another live registration of the event
/// (paid, awaiting an offline payment, being checked, or an order within its time to pay) of another owner
/// (an owner's own second registration is refused by its slot). `own` is the registration being changed,
/// if any. One indexed lookup of the form's people in the event, then the few registrations they are on:
/// the cost does not grow with the number of teams (the opening-day rush adds thousands).
pub(crate) async fn ensure_free(
    ctx: &Context,
    txn: &DatabaseTransaction,
    event: &EventInfo,
    (owner, own): (&str, Option<&str>),
    form: &Registration,
) -> Result<(), AppError> {
    hold_event(txn, event).await?;
    let people = people_of(ctx, form);
    let found: Vec<(String, String)> = person::Entity::find()
        .filter(person::Column::EventId.eq(event.id.as_str()))
        .filter(person::Column::PersonKey.is_in(people.iter().map(|(_, k)| k.clone())))
        .select_only()
        .column(person::Column::RegistrationId)
        .column(person::Column::PersonKey)
        .into_tuple()
        .all(txn)
        .await?;
    let others: Vec<String> = found.iter().map(|(id, _)| id.clone()).filter(|id| Some(id.as_str()) != own).collect();
    if others.is_empty() {
        return Ok(());
    }
    let live: Vec<String> = registration::Entity::find()
        .filter(registration::Column::Id.is_in(others))
        .filter(registration::Column::EventId.eq(event.id.as_str()))
        .filter(events::taking_places(Utc::now()))
        .filter(registration::Column::UserId.ne(owner))
        .select_only()
        .column(registration::Column::Id)
        .into_tuple()
        .all(txn)
        .await?;
    let taken: Vec<&String> = found.iter().filter(|(id, _)| live.contains(id)).map(|(_, k)| k).collect();
    if let Some((name, _)) = people.iter().find(|(_, k)| taken.contains(&k)) {
        return Err(AppError::Conflict(on_another_team(name, event)));
    }
    Ok(())
}

/// Keeps the people of registrations stored before their people were kept (run once at start, before the
/// server answers): each such registration's form is read once and indexed. Registrations of deleted
/// accounts keep no people and are skipped. Returns how many were indexed.
pub async fn index_unindexed(ctx: &Context) -> Result<u32, AppError> {
    use sea_orm::TransactionTrait;
    use sea_orm::sea_query::Query;
    let missing: Vec<String> =
        registration::Entity::find()
            .filter(registration::Column::UserId.ne(crate::services::users::DELETED_ACCOUNT_ID))
            .filter(registration::Column::Id.not_in_subquery(
                Query::select().column(person::Column::RegistrationId).from(person::Entity).to_owned(),
            ))
            .select_only()
            .column(registration::Column::Id)
            .into_tuple()
            .all(ctx.db())
            .await?;
    let mut done = 0;
    for id in missing {
        let txn = ctx.writer().begin().await?;
        if let Some(reg) = registration::Entity::find_by_id(&id).one(&txn).await? {
            let form = super::open_form(ctx, &reg)?;
            index(ctx, &txn, &reg.id, &reg.event_id, &form).await?;
            done += 1;
        }
        txn.commit().await?;
    }
    Ok(done)
}
