//! Moving the line on: offering a freed place to the next entry, lapsing offers not taken, and the sweeper.

use super::*;

/// What advancing a line did.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Advanced {
    pub offered: Vec<String>,
    pub lapsed: Vec<String>,
}

/// Moves an event's line on: offers not taken in time lapse, then the entries at the head of the line are
/// offered the places that are free, in order (within a category, an entry that does not fit stops the
/// ones behind it). No offers are made once registration has closed. The owners are e-mailed after commit.
pub async fn advance(ctx: &Context, event: &EventInfo) -> Result<Advanced, AppError> {
    let now = Utc::now();
    let mut done = Advanced::default();
    let txn = crate::db::begin_write(ctx.writer()).await?;
    // Held first: offers and joins on this event wait for this transaction.
    let row = event_setting::Entity::find_by_id(event.id.as_str()).lock_exclusive().one(&txn).await?;
    let expired = waitlist_entry::Entity::find()
        .filter(waitlist_entry::Column::EventId.eq(event.id.as_str()))
        .filter(waitlist_entry::Column::Status.eq(EntryStatus::Offered))
        .filter(waitlist_entry::Column::OfferExpiresAt.lte(now))
        .all(&txn)
        .await?;
    for entry in expired {
        // An order made from the offer and still within its time to pay keeps the place until it expires.
        let paying = registration::Entity::find()
            .filter(registration::Column::ActiveSlot.eq(slot(&entry.user_id, event)))
            .filter(events::taking_places(now))
            .one(&txn)
            .await?;
        if paying.is_none() && end(&txn, &entry.id, EntryStatus::Offered, EntryStatus::Lapsed, None).await? {
            done.lapsed.push(entry.id);
        }
    }
    let settings = events::Settings::of(event, row);
    if settings.is_open(now) {
        let waiting = waitlist_entry::Entity::find()
            .filter(waitlist_entry::Column::EventId.eq(event.id.as_str()))
            .filter(waitlist_entry::Column::Status.eq(EntryStatus::Waiting))
            .order_by_asc(waitlist_entry::Column::Position)
            .order_by_asc(waitlist_entry::Column::CreatedAt)
            .all(&txn)
            .await?;
        if !waiting.is_empty() {
            let mut taken = events::places_taken(&txn, event, now).await?;
            let until = now + Duration::hours(i64::from(ctx.config().waitlist_offer_hours));
            let mut stopped: HashSet<Option<String>> = HashSet::new();
            for entry in waiting {
                if stopped.contains(&None) || stopped.contains(&entry.category) {
                    continue;
                }
                let (left, in_category) = events::places_left(&settings, &taken);
                let places = need(event, entry.members);
                let room_in_category =
                    entry.category.as_deref().and_then(Category::parse).and_then(|c| in_category.get(c));
                if left.is_some_and(|n| n < places) {
                    stopped.insert(None);
                    continue;
                }
                if room_in_category.is_some_and(|n| n < places) {
                    stopped.insert(entry.category.clone());
                    continue;
                }
                let offered = waitlist_entry::Entity::update_many()
                    .col_expr(waitlist_entry::Column::Status, Expr::value(EntryStatus::Offered))
                    .col_expr(waitlist_entry::Column::OfferedAt, Expr::value(now))
                    .col_expr(waitlist_entry::Column::OfferExpiresAt, Expr::value(until))
                    .col_expr(waitlist_entry::Column::UpdatedAt, Expr::value(now))
                    .filter(waitlist_entry::Column::Id.eq(&entry.id))
                    .filter(waitlist_entry::Column::Status.eq(EntryStatus::Waiting))
                    .exec(&txn)
                    .await?;
                if offered.rows_affected == 1 {
                    *taken.entry(entry.category.clone()).or_insert(0) += places;
                    done.offered.push(entry.id);
                }
            }
        }
    }
    // Each owner is told in the transaction that offered the place or let the offer lapse.
    let mut told = Vec::new();
    let offers = done.offered.iter().map(|id| (id, Notice::Offered));
    for (id, notice) in offers.chain(done.lapsed.iter().map(|id| (id, Notice::Lapsed))) {
        told.extend(tell(ctx, &txn, event.id.event(), id, notice).await?);
    }
    txn.commit().await?;
    crate::services::mail_queue::deliver_soon(ctx, told);
    if !done.offered.is_empty() || !done.lapsed.is_empty() {
        ctx.events_changed().await;
    }
    Ok(done)
}

/// Advances every line that has someone in it (the periodic sweep: offers lapse, places freed by expired
/// orders are offered).
pub async fn advance_all(ctx: &Context) -> Result<Advanced, AppError> {
    let events_with_lines: Vec<String> = waitlist_entry::Entity::find()
        .filter(waitlist_entry::Column::Status.is_in([EntryStatus::Waiting, EntryStatus::Offered]))
        .select_only()
        .column(waitlist_entry::Column::EventId)
        .distinct()
        .into_tuple()
        .all(ctx.db())
        .await?;
    let mut all = Advanced::default();
    for id in events_with_lines {
        if let Some(event) = event_by_name(&id) {
            let done = advance(ctx, event).await?;
            all.offered.extend(done.offered);
            all.lapsed.extend(done.lapsed);
        }
    }
    Ok(all)
}

/// Advances the line of a registration's event after something freed a place (logged, never fails the
/// caller: the periodic sweep catches up).
pub async fn place_freed(ctx: &Context, event_id: &str) {
    let Some(event) = event_by_name(event_id) else { return };
    if let Err(e) = advance(ctx, event).await {
        tracing::error!(event = %event_id, error = %e, "could not advance the waiting list");
    }
}

/// Runs `advance_all` every `reconcile_interval_secs`.
pub fn spawn_sweeper(ctx: Context) {
    ctx.spawn_periodic("waitlist", ctx.config().reconcile_interval_secs, |ctx| async move {
        let done = advance_all(&ctx).await?;
        if done != Advanced::default() {
            tracing::info!(?done, "waiting lists advanced");
        }
        Ok(())
    });
}
