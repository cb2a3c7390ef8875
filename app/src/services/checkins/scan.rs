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

/// Records one scan by `actor` and says what it found (counted for the metrics by gate and result).
pub async fn scan(ctx: &Context, actor: &user::Model, scan: Scan) -> Result<ScanOutcome, AppError> {
    let gate = clean_gate(&scan.gate)?;
    let outcome = scan_at(ctx, actor, scan, &gate).await?;
    crate::measure::scanned(&gate, outcome.result.as_str());
    Ok(outcome)
}

async fn scan_at(ctx: &Context, actor: &user::Model, scan: Scan, gate: &str) -> Result<ScanOutcome, AppError> {
    let gate = gate.to_owned();
    let now = Utc::now();
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
    if pass.revoked_at.is_some() {
        return Ok(ScanOutcome::of(ScanResult::Revoked, REVOKED.into(), pass));
    }
    if gate.eq_ignore_ascii_case(accommodation::HOSTEL_GATE) {
        // The hostel desk checks in the guests of paid bookings, apart from the fest's gates.
        let found = accommodation::hostel_scan(&txn, actor, &pass.id, at, scan.client_id.as_deref()).await?;
        txn.commit().await?;
        let hostel = |result, message, guest: crate::entities::accommodation_guest::Model| ScanOutcome {
            result,
            message,
            checked_in_at: guest.checked_in_at,
            gate: Some(accommodation::HOSTEL_GATE.to_owned()),
            by: guest.checked_in_by,
            pass: Some(pass.clone()),
        };
        return Ok(match found {
            accommodation::HostelScan::CheckedIn { message, guest } => hostel(ScanResult::Ok, message, guest),
            accommodation::HostelScan::Already { message, guest } => hostel(ScanResult::Duplicate, message, guest),
            accommodation::HostelScan::NoStay => ScanOutcome {
                result: ScanResult::Invalid,
                message: accommodation::NO_STAY.into(),
                checked_in_at: None,
                gate: None,
                by: None,
                pass: Some(pass),
            },
        });
    }
    let first = pass_entity::Entity::update_many()
        .col_expr(pass_entity::Column::CheckedInAt, Expr::value(at))
        .col_expr(pass_entity::Column::CheckedInGate, Expr::value(gate.clone()))
        .col_expr(pass_entity::Column::CheckedInBy, Expr::value(actor.username.clone()))
        .filter(pass_entity::Column::Id.eq(&pass.id))
        .filter(pass_entity::Column::CheckedInAt.is_null())
        .filter(pass_entity::Column::RevokedAt.is_null())
        .exec(&txn)
        .await?
        .rows_affected
        == 1;
    let outcome = if first { Outcome::Ok } else { Outcome::Duplicate };
    let record = checkin::ActiveModel {
        id: Set(uuid::Uuid::new_v4().to_string()),
        pass_id: Set(pass.id.clone()),
        event_id: Set(pass.event_id.clone()),
        gate: Set(gate),
        by_user_id: Set(actor.id.clone()),
        by_name: Set(actor.username.clone()),
        outcome: Set(outcome),
        offline: Set(scan.offline),
        client_scan_id: Set(scan.client_id.clone()),
        scanned_at: Set(at),
        recorded_at: Set(now),
        undone_at: Set(None),
    };
    if let Err(e) = record.insert(&txn).await {
        // The same offline scan synced twice at once: the other sync stored it.
        if let (Some(client_id), Some(sea_orm::SqlErr::UniqueConstraintViolation(_))) = (&scan.client_id, e.sql_err()) {
            txn.rollback().await?;
            let earlier = earlier_scan(ctx.db(), actor, &pass.id, client_id)
                .await?
                .ok_or_else(|| AppError::Other("a synced scan vanished".into()))?;
            return replay(ctx, &earlier).await;
        }
        return Err(e.into());
    }
    let pass = lock(&txn, &pass.id).await?.ok_or_else(|| AppError::Other("a pass vanished".into()))?;
    txn.commit().await?;
    Ok(if first {
        ScanOutcome::of(ScanResult::Ok, CHECKED_IN.into(), pass)
    } else {
        let message =
            already_message(pass.checked_in_at, pass.checked_in_gate.as_deref(), pass.checked_in_by.as_deref());
        ScanOutcome::of(ScanResult::Duplicate, message, pass)
    })
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
    Ok(match earlier.outcome {
        Outcome::Ok => ScanOutcome::of(ScanResult::Ok, CHECKED_IN.into(), pass),
        Outcome::Duplicate => {
            let message =
                already_message(pass.checked_in_at, pass.checked_in_gate.as_deref(), pass.checked_in_by.as_deref());
            ScanOutcome::of(ScanResult::Duplicate, message, pass)
        }
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
