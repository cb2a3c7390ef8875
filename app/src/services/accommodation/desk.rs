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

/// The guest and paid booking behind a live pass, if it has a paid stay (read in the scan's transaction).
pub async fn paid_guest<C: ConnectionTrait>(
    db: &C,
    pass_id: &str,
) -> Result<Option<(guest::Model, booking::Model)>, AppError> {
    let Some(g) = guest::Entity::find().filter(guest::Column::LivePass.eq(pass_id)).one(db).await? else {
        return Ok(None);
    };
    let b = booking::Entity::find_by_id(&g.booking_id).one(db).await?.filter(|b| b.status == Status::Paid);
    Ok(b.map(|b| (g, b)))
}

/// The pass ids of the guests of paid bookings (the scanner's bundle).
pub async fn guest_passes(ctx: &Context) -> Result<Vec<String>, AppError> {
    let paid: Vec<String> = booking::Entity::find()
        .filter(booking::Column::Status.eq(Status::Paid.as_str()))
        .select_only()
        .column(booking::Column::Id)
        .into_tuple()
        .all(ctx.db())
        .await?;
    if paid.is_empty() {
        return Ok(Vec::new());
    }
    let mut passes = Vec::new();
    // In slices: a bound parameter list has a limit.
    for ids in paid.chunks(500) {
        let some: Vec<Option<String>> = guest::Entity::find()
            .filter(guest::Column::BookingId.is_in(ids.to_vec()))
            .filter(guest::Column::LivePass.is_not_null())
            .select_only()
            .column(guest::Column::LivePass)
            .into_tuple()
            .all(ctx.db())
            .await?;
        passes.extend(some.into_iter().flatten());
    }
    Ok(passes)
}

/// What the hostel desk tells the volunteer about a guest let in.
pub fn arrival_message(b: &booking::Model) -> String {
    hostel_checked_in(&stay_of(b), Block::parse(&b.block).unwrap_or(Block::Men))
}

/// Records a guest's arrival at the hostel (the hostel desk list's first entry), once.
pub async fn record_arrival(
    txn: &DatabaseTransaction,
    guest_id: &str,
    at: DateTime<Utc>,
    by: &str,
    client_id: Option<&str>,
) -> Result<(), AppError> {
    guest::Entity::update_many()
        .col_expr(guest::Column::CheckedInAt, Expr::value(at))
        .col_expr(guest::Column::CheckedInBy, Expr::value(by.to_owned()))
        .col_expr(guest::Column::ClientScanId, Expr::value(client_id.map(str::to_owned)))
        .filter(guest::Column::Id.eq(guest_id))
        .filter(guest::Column::CheckedInAt.is_null())
        .exec(txn)
        .await?;
    Ok(())
}
