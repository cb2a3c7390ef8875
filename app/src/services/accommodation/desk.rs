//! The hostel desk: the stays behind passes, and checking guests in with the gate scanner.

use super::*;

/// A stay as a pass shows it.
#[derive(Debug, Clone)]
pub struct PassStay {
    pub block: Block,
    pub stay: Stay,
    pub checked_in_at: Option<DateTime<Utc>>,
}

/// The paid stays of passes, by pass id.
pub async fn stays_of_passes(ctx: &Context, pass_ids: &[String]) -> Result<HashMap<String, PassStay>, AppError> {
    if pass_ids.is_empty() {
        return Ok(HashMap::new());
    }
    let guests = guest::Entity::find().filter(guest::Column::LivePass.is_in(pass_ids.to_vec())).all(ctx.db()).await?;
    let ids: Vec<String> = guests.iter().map(|g| g.booking_id.clone()).collect();
    let paid: HashMap<String, booking::Model> = booking::Entity::find()
        .filter(booking::Column::Id.is_in(ids))
        .filter(booking::Column::Status.eq(Status::Paid.as_str()))
        .all(ctx.db())
        .await?
        .into_iter()
        .map(|b| (b.id.clone(), b))
        .collect();
    Ok(guests
        .into_iter()
        .filter_map(|g| {
            let b = paid.get(&g.booking_id)?;
            let stay = PassStay { block: Block::parse(&b.block)?, stay: stay_of(b), checked_in_at: g.checked_in_at };
            Some((g.pass_id, stay))
        })
        .collect())
}

/// The hostel desk's scan of a live pass, inside the scan's transaction: the guest of a paid booking is
/// checked in once. `(result, message, checked_in_at, by)`; `None` as result when no stay is booked.
pub async fn hostel_scan(
    txn: &DatabaseTransaction,
    actor: &user::Model,
    pass_id: &str,
    at: DateTime<Utc>,
    client_id: Option<&str>,
) -> Result<HostelScan, AppError> {
    let Some(g) = guest::Entity::find().filter(guest::Column::LivePass.eq(pass_id)).lock_exclusive().one(txn).await?
    else {
        return Ok(HostelScan::NoStay);
    };
    let Some(b) = booking::Entity::find_by_id(&g.booking_id).one(txn).await?.filter(|b| b.status == Status::Paid)
    else {
        return Ok(HostelScan::NoStay);
    };
    let block = Block::parse(&b.block).unwrap_or(Block::Men);
    if g.checked_in_at.is_some() {
        // The same scan synced again: the scanner's id is the volunteer's own, so it answers only for the
        // volunteer who checked the guest in.
        if client_id.is_some()
            && g.client_scan_id.as_deref() == client_id
            && g.checked_in_by.as_deref() == Some(actor.username.as_str())
        {
            return Ok(HostelScan::CheckedIn { message: hostel_checked_in(&stay_of(&b), block), guest: g });
        }
        let message =
            crate::services::gate::already_message(g.checked_in_at, Some("hostel"), g.checked_in_by.as_deref());
        return Ok(HostelScan::Already { message, guest: g });
    }
    guest::Entity::update_many()
        .col_expr(guest::Column::CheckedInAt, Expr::value(at))
        .col_expr(guest::Column::CheckedInBy, Expr::value(actor.username.clone()))
        .col_expr(guest::Column::ClientScanId, Expr::value(client_id.map(str::to_owned)))
        .filter(guest::Column::Id.eq(&g.id))
        .filter(guest::Column::CheckedInAt.is_null())
        .exec(txn)
        .await?;
    let g =
        guest::Entity::find_by_id(&g.id).one(txn).await?.ok_or_else(|| AppError::Other("a guest vanished".into()))?;
    Ok(HostelScan::CheckedIn { message: hostel_checked_in(&stay_of(&b), block), guest: g })
}

/// What the hostel desk's scan found.
#[derive(Debug)]
pub enum HostelScan {
    CheckedIn { message: String, guest: guest::Model },
    Already { message: String, guest: guest::Model },
    NoStay,
}
