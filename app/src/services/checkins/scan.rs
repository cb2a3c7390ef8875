//! Scanning a pass at a gate, once, and syncing the scans a scanner made offline.

use super::*;

/// The gate's name as checked by fest-shared's rule (the scanner in the browser checks it the same way).
fn clean_gate(gate: &str) -> Result<String, AppError> {
    GateName::parse(gate).map(GateName::into_inner).map_err(|message| AppError::field("gate", message))
}

/// Verifies a token with the fest's key: its claims, or why it is refused.
pub fn verify(ctx: &Context, token: &str, now: DateTime<Utc>) -> Result<PassClaims, pass::TokenError> {
    pass::verify(token, &ctx.pass_key().public(), u64::try_from(now.timestamp()).unwrap_or(0))
}

/// Records one scan by `actor` and says what it found (counted for the metrics by gate, list, direction and
/// result).
pub async fn scan(ctx: &Context, actor: &user::Model, scan: Scan) -> Result<ScanOutcome, AppError> {
    let gate = clean_gate(&scan.gate)?;
    let outcome = scan_at(ctx, actor, scan, &gate).await?;
    let list = outcome.list.as_ref().map(|l| l.name.as_str());
    crate::measure::scanned(&gate, list, outcome.direction.as_str(), outcome.result.as_str());
    Ok(outcome)
}

async fn scan_at(ctx: &Context, actor: &user::Model, scan: Scan, gate: &str) -> Result<ScanOutcome, AppError> {
    let gate = gate.to_owned();
    let now = Utc::now();
    let list = for_gate(ctx.db(), &gate).await?;
    if scan.direction == Direction::Out && !list.counts_exits() {
        return Err(AppError::field("direction", fest_shared::checkin_list::OUT_ON_ONCE_LIST));
    }
    // An offline scan is judged at the time it was made (a pass valid at the gate stays valid). A device
    // clock a little ahead counts as now; a scan dated further ahead is refused.
    let at = match scan.scanned_at {
        None => now,
        Some(t) if t > now + Duration::minutes(MAX_CLOCK_AHEAD_MINUTES) => {
            return Ok(ScanOutcome::invalid(SCANNED_IN_FUTURE));
        }
        Some(t) => Ord::min(t, now),
    };
    let claims = match verify(ctx, &scan.token, at) {
        Ok(claims) => claims,
        Err(e) => return Ok(ScanOutcome::invalid(e.message())),
    };
    // A scan id is the scanning volunteer's own, for one pass: another volunteer's scan, or a scan of
    // another pass, under the same id is a scan of its own.
    if let Some(client_id) = &scan.client_id {
        if let Some(earlier) = earlier_scan(ctx.db(), actor, &claims.pass_id, client_id).await? {
            return replay(ctx, &earlier).await;
        }
    }
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let Some(pass) = lock(&txn, &claims.pass_id).await? else {
        return Ok(ScanOutcome::invalid(UNKNOWN_PASS));
    };
    if pass.registration_id != claims.registration_id {
        return Ok(ScanOutcome::invalid(UNKNOWN_PASS));
    }
    // Never before the pass existed: a device clock a little behind counts as the pass's issue.
    if at < pass.created_at - Duration::minutes(MAX_CLOCK_BEHIND_MINUTES) {
        return Ok(ScanOutcome::invalid(SCANNED_BEFORE_ISSUE));
    }
    let at = Ord::max(at, pass.created_at);
    let answer = |result, message: String, e: Option<&entry::Model>, inside: Option<u64>| ScanOutcome {
        result,
        message,
        checked_in_at: e.and_then(|e| entered_at(&list, e)),
        gate: e.and_then(|e| e.gate.clone()),
        by: e.and_then(|e| e.by_name.clone()),
        pass: Some(pass.clone()),
        list: Some(list.clone()),
        direction: scan.direction,
        inside,
    };
    if pass.revoked_at.is_some() {
        return Ok(answer(ScanResult::Revoked, REVOKED.into(), None, None));
    }
    let stay = if list.requires_stay || list.kind == ListKind::Stay {
        accommodation::paid_guest(&txn, &pass.id).await?
    } else {
        None
    };
    let event = claims.event;
    if let Err(refusal) = list.admits(event, stay.is_some()) {
        return Ok(answer(ScanResult::Refused, refusal.message(&list, event), None, None));
    }
    let found = entry_of(&txn, &list.id, &pass.id).await?;
    if let Some(reason) = found.as_ref().and_then(|e| e.blocked_at.and(e.blocked_reason.clone())) {
        return Ok(answer(ScanResult::Refused, Refusal::Blocked(reason).message(&list, event), found.as_ref(), None));
    }
    // What the scan finds: a duplicate (already in), a refusal (out while not inside), or a change to make.
    let inside = found.as_ref().is_some_and(|e| e.inside);
    let entered = found.as_ref().is_some_and(|e| e.first_in_at.is_some());
    let duplicate = match (list.mode, scan.direction) {
        (ListMode::Once, _) => entered,
        (ListMode::InOut, Direction::In) => inside,
        (ListMode::InOut, Direction::Out) if !inside => {
            return Ok(answer(ScanResult::Refused, Refusal::NotInside.message(&list, event), found.as_ref(), None));
        }
        (ListMode::InOut, Direction::Out) => false,
    };
    if duplicate {
        let message = already_in_message(&list, found.as_ref());
        let record = record_scan(&txn, actor, &scan, &pass, &list, &gate, Outcome::Duplicate, at, now).await;
        return finish(ctx, txn, record, actor, &scan, answer(ScanResult::Duplicate, message, found.as_ref(), None))
            .await;
    }
    let going_in = scan.direction == Direction::In;
    match &found {
        None => {
            entry::ActiveModel {
                inside: Set(true),
                first_in_at: Set(Some(at)),
                last_in_at: Set(Some(at)),
                ins: Set(1),
                gate: Set(Some(gate.clone())),
                by_name: Set(Some(actor.username.clone())),
                ..new_entry(&list.id, &pass)
            }
            .insert(&txn)
            .await?;
        }
        Some(e) => {
            // The entry changes only from the state this scan found (the pass's lock orders the scans).
            let mut update = entry::Entity::update_many()
                .col_expr(entry::Column::Inside, Expr::value(going_in))
                .col_expr(entry::Column::Gate, Expr::value(gate.clone()))
                .col_expr(entry::Column::ByName, Expr::value(actor.username.clone()));
            update = if going_in {
                update
                    .col_expr(entry::Column::Ins, Expr::col(entry::Column::Ins).add(1))
                    .col_expr(entry::Column::LastInAt, Expr::value(at))
                    .col_expr(entry::Column::FirstInAt, Expr::value(e.first_in_at.unwrap_or(at)))
            } else {
                update
                    .col_expr(entry::Column::Outs, Expr::col(entry::Column::Outs).add(1))
                    .col_expr(entry::Column::LastOutAt, Expr::value(at))
            };
            let changed = update
                .filter(entry::Column::Id.eq(&e.id))
                .filter(entry::Column::Inside.eq(e.inside))
                .filter(entry::Column::Ins.eq(e.ins))
                .filter(entry::Column::Outs.eq(e.outs))
                .exec(&txn)
                .await?;
            if changed.rows_affected != 1 {
                return Err(AppError::Conflict("The pass was scanned elsewhere meanwhile; scan it again.".into()));
            }
        }
    }
    let mut message = if going_in { CHECKED_IN.to_owned() } else { CHECKED_OUT.to_owned() };
    if going_in && !entered {
        match list.kind {
            // The fest's entry: the pass's check-in, once.
            ListKind::Entry => {
                pass_entity::Entity::update_many()
                    .col_expr(pass_entity::Column::CheckedInAt, Expr::value(at))
                    .col_expr(pass_entity::Column::CheckedInGate, Expr::value(gate.clone()))
                    .col_expr(pass_entity::Column::CheckedInBy, Expr::value(actor.username.clone()))
                    .filter(pass_entity::Column::Id.eq(&pass.id))
                    .filter(pass_entity::Column::CheckedInAt.is_null())
                    .filter(pass_entity::Column::RevokedAt.is_null())
                    .exec(&txn)
                    .await?;
            }
            // The hostel desk: the guest's arrival.
            ListKind::Stay => {
                if let Some((guest, booking)) = &stay {
                    accommodation::record_arrival(&txn, &guest.id, at, &actor.username, scan.client_id.as_deref())
                        .await?;
                    message = accommodation::arrival_message(booking);
                }
            }
            ListKind::Access => {}
        }
    } else if going_in && list.kind == ListKind::Stay {
        if let Some((_, booking)) = &stay {
            message = accommodation::arrival_message(booking);
        }
    }
    let record = record_scan(&txn, actor, &scan, &pass, &list, &gate, Outcome::Ok, at, now).await;
    let e = entry_of(&txn, &list.id, &pass.id).await?;
    // The people inside, on lists counting exits (a list counting entries once has its figures in the admin
    // screens: counting it here would cost every scan at the fest's gates a count of every entry).
    let inside_now = if list.counts_exits() { Some(inside_count(&txn, &list.id).await?) } else { None };
    let outcome = answer(ScanResult::Ok, message, e.as_ref(), inside_now);
    finish(ctx, txn, record, actor, &scan, outcome).await
}

/// "Already inside: in at 10:42 at gate Pronite by asha"
pub fn already_inside_message(at: Option<DateTime<Utc>>, gate: Option<&str>, by: Option<&str>) -> String {
    let text = already_message(at, gate, by);
    match text.strip_prefix("Already checked in") {
        Some(rest) => format!("Already inside: in{rest}"),
        None => text,
    }
}

pub const CHECKED_OUT: &str = "Checked out.";

/// Records a scan (an entry, an exit or a duplicate) in the scans' log.
#[allow(clippy::too_many_arguments)]
async fn record_scan(
    txn: &DatabaseTransaction,
    actor: &user::Model,
    scan: &Scan,
    pass: &pass_entity::Model,
    list: &ListRule,
    gate: &str,
    outcome: Outcome,
    at: DateTime<Utc>,
    now: DateTime<Utc>,
) -> Result<(), sea_orm::DbErr> {
    checkin::ActiveModel {
        id: Set(uuid::Uuid::new_v4().to_string()),
        pass_id: Set(pass.id.clone()),
        event_id: Set(pass.event_id.clone()),
        gate: Set(gate.to_owned()),
        by_user_id: Set(actor.id.clone()),
        by_name: Set(actor.username.clone()),
        outcome: Set(outcome),
        offline: Set(scan.offline),
        client_scan_id: Set(scan.client_id.clone()),
        scanned_at: Set(at),
        recorded_at: Set(now),
        undone_at: Set(None),
        list_id: Set(Some(list.id.clone())),
        direction: Set(scan.direction.as_str().to_owned()),
    }
    .insert(txn)
    .await
    .map(|_| ())
}

/// Commits a scan, or answers as before when the same offline scan was synced twice at once (the other sync
/// stored it).
async fn finish(
    ctx: &Context,
    txn: DatabaseTransaction,
    recorded: Result<(), sea_orm::DbErr>,
    actor: &user::Model,
    scan: &Scan,
    outcome: ScanOutcome,
) -> Result<ScanOutcome, AppError> {
    if let Err(e) = recorded {
        if let (Some(client_id), Some(sea_orm::SqlErr::UniqueConstraintViolation(_))) = (&scan.client_id, e.sql_err()) {
            txn.rollback().await?;
            let pass_id = outcome.pass.as_ref().map(|p| p.id.clone()).unwrap_or_default();
            let earlier = earlier_scan(ctx.db(), actor, &pass_id, client_id)
                .await?
                .ok_or_else(|| AppError::Other("a synced scan vanished".into()))?;
            return replay(ctx, &earlier).await;
        }
        return Err(e.into());
    }
    txn.commit().await?;
    Ok(outcome)
}

/// The scan `actor` recorded of a pass under the scanner's id, if any.
async fn earlier_scan<C: sea_orm::ConnectionTrait>(
    db: &C,
    actor: &user::Model,
    pass_id: &str,
    client_id: &str,
) -> Result<Option<checkin::Model>, AppError> {
    Ok(checkin::Entity::find()
        .filter(checkin::Column::ByUserId.eq(&actor.id))
        .filter(checkin::Column::PassId.eq(pass_id))
        .filter(checkin::Column::ClientScanId.eq(client_id))
        .one(db)
        .await?)
}

/// The answer already given to a scan synced before.
async fn replay(ctx: &Context, earlier: &checkin::Model) -> Result<ScanOutcome, AppError> {
    let pass = pass_entity::Entity::find_by_id(&earlier.pass_id)
        .one(ctx.db())
        .await?
        .ok_or_else(|| AppError::Other("a checked-in pass vanished".into()))?;
    let list = match &earlier.list_id {
        Some(id) => find(ctx.db(), id).await?,
        None => for_gate(ctx.db(), &earlier.gate).await?,
    };
    let direction = Direction::parse(&earlier.direction).unwrap_or_default();
    let e = entry_of(ctx.db(), &list.id, &pass.id).await?;
    let (result, message) = match (earlier.outcome, direction) {
        (Outcome::Ok, Direction::Out) => (ScanResult::Ok, CHECKED_OUT.to_owned()),
        (Outcome::Ok, Direction::In) => {
            let stay =
                if list.kind == ListKind::Stay { accommodation::paid_guest(ctx.db(), &pass.id).await? } else { None };
            let message = stay.map_or_else(|| CHECKED_IN.to_owned(), |(_, b)| accommodation::arrival_message(&b));
            (ScanResult::Ok, message)
        }
        (Outcome::Duplicate, _) => (ScanResult::Duplicate, already_in_message(&list, e.as_ref())),
    };
    Ok(ScanOutcome {
        result,
        message,
        checked_in_at: e.as_ref().and_then(|e| entered_at(&list, e)),
        gate: e.as_ref().and_then(|e| e.gate.clone()),
        by: e.as_ref().and_then(|e| e.by_name.clone()),
        pass: Some(pass),
        list: Some(list),
        direction,
        inside: None,
    })
}

/// Records the scans of an offline queue in the order they were made; the answers come back in the order
/// the scans were given.
pub async fn sync(ctx: &Context, actor: &user::Model, scans: Vec<Scan>) -> Result<Vec<ScanOutcome>, AppError> {
    if scans.len() > MAX_SYNC {
        return Err(AppError::field("scans", format!("Send at most {MAX_SYNC} scans at a time.")));
    }
    for (i, s) in scans.iter().enumerate() {
        GateName::parse(&s.gate).map_err(|message| AppError::field(&format!("scans.{i}.gate"), message))?;
    }
    let mut indexed: Vec<(usize, Scan)> = scans.into_iter().enumerate().collect();
    indexed.sort_by_key(|(_, s)| s.scanned_at);
    let mut out: Vec<Option<ScanOutcome>> = (0..indexed.len()).map(|_| None).collect();
    for (position, s) in indexed {
        out[position] = Some(scan(ctx, actor, Scan { offline: true, ..s }).await?);
    }
    Ok(out.into_iter().flatten().collect())
}
