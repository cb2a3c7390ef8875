//! One person, one team per event: the same person (by Aadhaar number) cannot be on two live registrations
//! of one event; playing several events stays allowed. Each registration's people are kept by a keyed digest
//! of their number (`registration_person`), written with the registration and again with each roster
//! change; the check runs in the write transaction that adds people, holding the event's settings row, so
//! two teams adding the same person at once are decided one after the other.

use chrono::Utc;
use fest_shared::catalogue::EventInfo;
use fest_shared::registration::Registration;
use sea_orm::sea_query::OnConflict;
use sea_orm::{ColumnTrait, DatabaseTransaction, EntityTrait, QueryFilter, QuerySelect, Set};

use crate::entities::{event_setting, registration, registration_person as person};
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

/// Holds the event's settings row until the transaction ends, making it first when the organisers never
/// changed the event's settings (with the catalogue's defaults, which it reads as).
async fn hold_event(txn: &DatabaseTransaction, event: &EventInfo) -> Result<(), AppError> {
    event_setting::Entity::insert(event_setting::ActiveModel {
        event_id: Set(event.id.as_str().to_owned()),
        registration_open: Set(event.registration_open),
        capacity: Set(None),
        capacity_men: Set(None),
        capacity_women: Set(None),
        deadline: Set(None),
        change_deadline: Set(None),
        cancel_deadline: Set(None),
        updated_at: Set(Utc::now()),
    })
    .on_conflict(OnConflict::column(event_setting::Column::EventId).do_nothing().to_owned())
    .exec_without_returning(txn)
    .await?;
    event_setting::Entity::find_by_id(event.id.as_str()).lock_exclusive().one(txn).await?;
    Ok(())
}

/// Refuses (409, naming the person) a form with someone already on another live registration of the event
/// (paid, awaiting an offline payment, being checked, or an order within its time to pay). `own` is the
/// registration being changed, if any.
pub(crate) async fn ensure_free(
    ctx: &Context,
    txn: &DatabaseTransaction,
    event: &EventInfo,
    own: Option<&str>,
    form: &Registration,
) -> Result<(), AppError> {
    hold_event(txn, event).await?;
    let now = Utc::now();
    let live: Vec<String> = registration::Entity::find()
        .filter(registration::Column::EventId.eq(event.id.as_str()))
        .filter(events::taking_places(now))
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
        let found = found.filter(|r| r.user_id != crate::services::account_deletion::DELETED_ACCOUNT_ID);
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
