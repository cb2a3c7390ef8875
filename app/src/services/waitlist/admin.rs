//! The organisers' side: an event's line, reordering it, and forgetting a deleted account.

use super::*;

/// The event's line for its organisers: waiting by position, then offered, then the rest newest first.
pub async fn for_event(ctx: &Context, event_name: &str) -> Result<Vec<(Placed, Option<user::Model>)>, AppError> {
    let event = find_event(event_name)?;
    let mut entries = waitlist_entry::Entity::find()
        .filter(waitlist_entry::Column::EventId.eq(event.id.as_str()))
        .all(ctx.db())
        .await?;
    let rank = |s: EntryStatus| match s {
        EntryStatus::Waiting => 0,
        EntryStatus::Offered => 1,
        _ => 2,
    };
    entries.sort_by(|a, b| {
        rank(a.status).cmp(&rank(b.status)).then_with(|| match a.status {
            EntryStatus::Waiting => a.position.cmp(&b.position),
            _ => b.updated_at.cmp(&a.updated_at),
        })
    });
    let owners: HashMap<String, user::Model> = user::Entity::find()
        .filter(user::Column::Id.is_in(entries.iter().map(|e| e.user_id.clone()).collect::<HashSet<_>>()))
        .all(ctx.db())
        .await?
        .into_iter()
        .map(|u| (u.id.clone(), u))
        .collect();
    let mut position = 0;
    Ok(entries
        .into_iter()
        .map(|entry| {
            let place = (entry.status == EntryStatus::Waiting).then(|| {
                position += 1;
                position
            });
            let owner = owners.get(&entry.user_id).cloned();
            (Placed { entry, position: place }, owner)
        })
        .collect())
}

/// An organiser puts the waiting entries in a new order: `ids` must be every waiting entry, once.
pub async fn reorder(ctx: &Context, actor: &user::Model, event_name: &str, ids: &[String]) -> Result<(), AppError> {
    let event = find_event(event_name)?;
    let txn = crate::db::begin_write(ctx.writer()).await?;
    event_setting::Entity::find_by_id(event.id.as_str()).lock_exclusive().one(&txn).await?;
    let waiting: HashSet<String> = waitlist_entry::Entity::find()
        .filter(waitlist_entry::Column::EventId.eq(event.id.as_str()))
        .filter(waitlist_entry::Column::Status.eq(EntryStatus::Waiting))
        .select_only()
        .column(waitlist_entry::Column::Id)
        .into_tuple::<String>()
        .all(&txn)
        .await?
        .into_iter()
        .collect();
    let given: HashSet<String> = ids.iter().cloned().collect();
    if given.len() != ids.len() || given != waiting {
        return Err(AppError::Conflict(CHANGED.into()));
    }
    for (i, id) in ids.iter().enumerate() {
        waitlist_entry::Entity::update_many()
            .col_expr(waitlist_entry::Column::Position, Expr::value(i64::try_from(i).unwrap_or(i64::MAX) + 1))
            .filter(waitlist_entry::Column::Id.eq(id))
            .filter(waitlist_entry::Column::Status.eq(EntryStatus::Waiting))
            .exec(&txn)
            .await?;
    }
    audit::record(&txn, actor, "waitlist.reorder", event.id.as_str(), json!({"order": ids})).await?;
    txn.commit().await?;
    // The new head of the line may fit where the old one did not.
    place_freed(ctx, event.id.as_str()).await;
    Ok(())
}

/// Ends the entries of a deleted account (inside its deletion transaction).
pub async fn forget_user(txn: &DatabaseTransaction, user_id: &str) -> Result<(), AppError> {
    waitlist_entry::Entity::delete_many().filter(waitlist_entry::Column::UserId.eq(user_id)).exec(txn).await?;
    Ok(())
}
