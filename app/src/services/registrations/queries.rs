//! Reading registrations: a user's own, an event's for the admin area, all of them grouped by event.

use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};

use super::{Aadhaar, COUNTED, RegistrationRecord, Status, find_event, records};
use crate::entities::{registration, user};
use crate::{AppError, Context};

fn counted() -> Vec<&'static str> {
    COUNTED.iter().map(|s| s.as_str()).collect()
}

/// The events a user is registered for.
pub async fn registered_event_ids(ctx: &Context, user_id: &str) -> Result<Vec<String>, AppError> {
    let mut ids: Vec<String> = registration::Entity::find()
        .filter(registration::Column::UserId.eq(user_id))
        .filter(registration::Column::Status.is_in(counted()))
        .all(ctx.db())
        .await?
        .into_iter()
        .map(|r| r.event_id)
        .collect();
    ids.sort();
    ids.dedup();
    Ok(ids)
}

/// A user's own registrations, newest first, Aadhaar masked.
pub async fn mine(ctx: &Context, owner: &user::Model) -> Result<Vec<RegistrationRecord>, AppError> {
    let rows: Vec<(registration::Model, Option<user::Model>)> = registration::Entity::find()
        .filter(registration::Column::UserId.eq(&owner.id))
        .order_by_desc(registration::Column::CreatedAt)
        .all(ctx.db())
        .await?
        .into_iter()
        .map(|r| (r, Some(owner.clone())))
        .collect();
    records(ctx, &rows, Aadhaar::Masked).await
}

/// One page of an event's registrations.
#[derive(Debug)]
pub struct RegistrationPage {
    pub records: Vec<RegistrationRecord>,
    pub page: u64,
    pub limit: u64,
    pub total: u64,
}

/// An event's registrations for the admin area as the admin filtered them: the registrant's e-mail
/// containing `search`, and one payment status (`all`: every status; absent: the applicants).
fn event_filtered(
    event: &fest_shared::catalogue::EventInfo,
    search: Option<&str>,
    status: Option<&str>,
) -> sea_orm::SelectTwo<registration::Entity, user::Entity> {
    let mut query = of_event(event, status).find_also_related(user::Entity);
    if let Some(term) = search_term(search) {
        query = query.filter(user::Column::Email.like(crate::services::users::contains_pattern(term)));
    }
    query
}

/// Orders that were never paid: an online order left unpaid (pending) and one that expired or gave way to
/// a paid attempt. They are not applicants: the organisers' lists leave them out unless asked by status.
pub const NEVER_PAID: [Status; 2] = [Status::Pending, Status::Expired];

/// The registrations a list shows for a `status` query: one status by name; `all`, every status; none (or
/// empty), the applicants, every status but [`NEVER_PAID`].
pub fn with_status(
    query: sea_orm::Select<registration::Entity>,
    status: Option<&str>,
) -> sea_orm::Select<registration::Entity> {
    match status.map(str::trim).filter(|s| !s.is_empty()) {
        Some("all") => query,
        Some(status) => query.filter(registration::Column::Status.eq(status)),
        None => query.filter(registration::Column::Status.is_not_in(NEVER_PAID.iter().map(|s| s.as_str()))),
    }
}

/// An event's registrations of one status (see [`with_status`]), without their registrants.
fn of_event(event: &fest_shared::catalogue::EventInfo, status: Option<&str>) -> sea_orm::Select<registration::Entity> {
    with_status(registration::Entity::find().filter(registration::Column::EventId.eq(event.id.as_str())), status)
}

/// The search by the registrant's e-mail, when the request makes one.
fn search_term(search: Option<&str>) -> Option<&str> {
    search.map(str::trim).filter(|s| !s.is_empty())
}

/// An event's registrations for the admin area, newest first: search by the registrant's e-mail, filter by
/// payment status (see [`with_status`]), paging in SQL.
pub async fn list_for_event(
    ctx: &Context,
    event_name: &str,
    search: Option<&str>,
    status: Option<&str>,
    paging: crate::paging::Paging,
    aadhaar: Aadhaar,
) -> Result<RegistrationPage, AppError> {
    use futures_util::future::Either;
    use sea_orm::PaginatorTrait;
    let event = find_event(event_name)?;
    let paginator = event_filtered(event, search, status)
        .order_by_desc(registration::Column::CreatedAt)
        .order_by_asc(registration::Column::Id)
        .paginate(ctx.db(), paging.limit());
    // Without a search the registrant (one account per registration) changes nothing in the count, which is
    // then read from the registrations' index alone: on SQLite, joining every row to its account made the
    // count of 10,000 registrations take 20-30 ms.
    let count = match search_term(search) {
        Some(_) => Either::Left(paginator.num_items()),
        None => Either::Right(of_event(event, status).count(ctx.db())),
    };
    let (total, rows) = futures_util::try_join!(count, paginator.fetch_page(paging.index()))?;
    let records = records(ctx, &rows, aadhaar).await?;
    Ok(RegistrationPage { records, page: paging.page(), limit: paging.limit(), total })
}

/// Records from `query`, newest first, in keyset batches of [`crate::paging::BATCH`]: a whole list that never
/// sits in memory at once.
fn newest_first(
    ctx: &Context,
    query: sea_orm::SelectTwo<registration::Entity, user::Entity>,
    aadhaar: Aadhaar,
) -> impl futures_util::Stream<Item = Result<Vec<RegistrationRecord>, AppError>> + Send + 'static + use<> {
    use sea_orm::QuerySelect;
    let ctx = ctx.clone();
    crate::paging::newest_first(
        move |cursor| {
            let mut query = query.clone();
            if let Some(cursor) = &cursor {
                query = query.filter(crate::paging::after(
                    registration::Column::CreatedAt,
                    registration::Column::Id,
                    cursor,
                ));
            }
            let ctx = ctx.clone();
            async move {
                let rows = query
                    .order_by_desc(registration::Column::CreatedAt)
                    .order_by_asc(registration::Column::Id)
                    .limit(crate::paging::BATCH)
                    .all(ctx.db())
                    .await?;
                records(&ctx, &rows, aadhaar).await
            }
        },
        |r: &RegistrationRecord| (r.model.created_at, r.model.id.clone()),
    )
}

/// Every registration of an event that matches the admin's filters, newest first, in batches (the whole
/// list a client gets when it asks for no page).
pub fn for_event_in_batches(
    ctx: &Context,
    event_name: &str,
    search: Option<&str>,
    status: Option<&str>,
    aadhaar: Aadhaar,
) -> Result<
    impl futures_util::Stream<Item = Result<Vec<RegistrationRecord>, AppError>> + Send + 'static + use<>,
    AppError,
> {
    let event = find_event(event_name)?;
    Ok(newest_first(ctx, event_filtered(event, search, status), aadhaar))
}

/// Every registration of a `status` (see [`with_status`]: the applicants when absent), event after event
/// in catalogue order, each event's newest first: batches of one event each, so the whole fest is written
/// without holding it in memory.
pub fn all_in_batches(
    ctx: &Context,
    status: Option<&str>,
    aadhaar: Aadhaar,
) -> impl futures_util::Stream<Item = Result<(String, Vec<RegistrationRecord>), AppError>> + Send + 'static + use<> {
    use futures_util::StreamExt;
    let ctx = ctx.clone();
    let status = status.map(str::to_owned);
    let events = fest_shared::catalogue::events().iter().filter(|e| e.is_registrable());
    futures_util::stream::iter(events).flat_map(move |event| {
        let query = of_event(event, status.as_deref()).find_also_related(user::Entity);
        let id = event.id.as_str().to_owned();
        newest_first(&ctx, query, aadhaar).map(move |batch| batch.map(|records| (id.clone(), records)))
    })
}

/// Every registration of a `status` (see [`with_status`]: the applicants when absent), grouped by event:
/// the newest `per_event` of each event (the per-event list and the exports have the rest), so the answer
/// stays small and quick however big the fest.
pub async fn all_grouped(
    ctx: &Context,
    status: Option<&str>,
    aadhaar: Aadhaar,
    per_event: u64,
) -> Result<std::collections::BTreeMap<String, Vec<RegistrationRecord>>, AppError> {
    use sea_orm::QuerySelect;
    let per_event = Ord::clamp(per_event, 1, 1000);
    let mut grouped: std::collections::BTreeMap<String, Vec<RegistrationRecord>> = std::collections::BTreeMap::new();
    for event in fest_shared::catalogue::events().iter().filter(|e| e.is_registrable()) {
        let rows = of_event(event, status)
            .order_by_desc(registration::Column::CreatedAt)
            .order_by_asc(registration::Column::Id)
            .limit(per_event)
            .find_also_related(user::Entity)
            .all(ctx.db())
            .await?;
        if rows.is_empty() {
            continue;
        }
        let records = records(ctx, &rows, aadhaar).await?;
        grouped.insert(event.id.as_str().to_owned(), records);
    }
    Ok(grouped)
}
