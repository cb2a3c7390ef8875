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
/// if any.
pub(crate) async fn ensure_free(
    ctx: &Context,
    txn: &DatabaseTransaction,
    event: &EventInfo,
    (owner, own): (&str, Option<&str>),
    form: &Registration,
) -> Result<(), AppError> {
    hold_event(txn, event).await?;
    let now = Utc::now();
    let live: Vec<String> = registration::Entity::find()
        .filter(registration::Column::EventId.eq(event.id.as_str()))
        .filter(events::taking_places(now))
        .filter(registration::Column::UserId.ne(owner))
        .select_only()
        .column(registration::Column::Id)
        .into_tuple()
        .all(txn)
        .await?;
    let live: Vec<String> = live.into_iter().filter(|id| Some(id.as_str()) != own).collect();
    if live.is_empty() {
        return Ok(());
    }
    // Registrations made before their people were kept are read once and kept now.
    let indexed: std::collections::HashSet<String> = person::Entity::find()
        .filter(person::Column::EventId.eq(event.id.as_str()))
        .select_only()
        .column(person::Column::RegistrationId)
        .distinct()
        .into_tuple::<String>()
        .all(txn)
        .await?
        .into_iter()
        .collect();
    for id in live.iter().filter(|id| !indexed.contains(*id)) {
        let found = registration::Entity::find_by_id(id).one(txn).await?;
        // A deleted account's records keep no people.
        let found = found.filter(|r| r.user_id != crate::services::users::DELETED_ACCOUNT_ID);
        if let Some(reg) = found {
            let other = super::open_form(ctx, &reg)?;
            index(ctx, txn, &reg.id, &reg.event_id, &other).await?;
        }
    }
    let people = people_of(ctx, form);
    for chunk in live.chunks(500) {
        let taken: Vec<String> = person::Entity::find()
            .filter(person::Column::EventId.eq(event.id.as_str()))
            .filter(person::Column::PersonKey.is_in(people.iter().map(|(_, k)| k.clone())))
            .filter(person::Column::RegistrationId.is_in(chunk.iter().cloned()))
            .select_only()
            .column(person::Column::PersonKey)
            .into_tuple()
            .all(txn)
            .await?;
        if let Some((name, _)) = people.iter().find(|(_, k)| taken.contains(k)) {
            return Err(AppError::Conflict(on_another_team(name, event)));
        }
    }
    Ok(())
}
