//! Gate check-in: a pass is checked in once. The first scan sets the pass's check-in with a conditional
//! update (`WHERE checked_in_at IS NULL`), so two gates scanning the same pass at once record one check-in
//! and one duplicate. Scans made offline are synced later with the scanner's own id, so a retried sync
//! stores each scan once; a synced scan that finds the pass already checked in is kept as a duplicate for
//! the organisers, never dropped.

use chrono::{DateTime, Duration, Utc};
use fest_shared::catalogue::event_by_name;
use fest_shared::pass::{self, PassClaims};
use fest_shared::values::GateName;
use sea_orm::sea_query::{Expr, ExprTrait, Func};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, DatabaseTransaction, EntityTrait, PaginatorTrait, QueryFilter,
    QueryOrder, QuerySelect, Set,
};
use serde_json::json;

use crate::entities::checkin::{self, Outcome};
use crate::entities::{pass as pass_entity, registration, user};
use crate::services::accommodation;
use crate::services::registrations::{self, Status};
use crate::services::users::contains_pattern;
use crate::{AppError, Context};

/// Longest gate name.
pub const MAX_GATE_CHARS: usize = GateName::MAX_CHARS;
pub const GATE_REQUIRED: &str = GateName::REQUIRED;
/// Most scans one sync may carry.
pub const MAX_SYNC: usize = 500;
pub const UNKNOWN_PASS: &str = "This pass is not on the fest's list.";
/// How far ahead of the server's clock a scanner's clock may run: a scan dated later than this is refused.
pub const MAX_CLOCK_AHEAD_MINUTES: i64 = 5;
/// How far behind the server's clock a scanner's clock may run for a pass issued just before its scan: a
/// scan dated earlier than the pass's issue by more than this is refused.
pub const MAX_CLOCK_BEHIND_MINUTES: i64 = 5;
pub const SCANNED_IN_FUTURE: &str =
    "This scan is dated in the future: check the date and time of the scanning device, then scan again.";
pub const SCANNED_BEFORE_ISSUE: &str =
    "This scan is dated before the pass was issued: check the date and time of the scanning device, then scan again.";
pub const REVOKED: &str = "This pass was revoked: its registration no longer counts.";
pub const CHECKED_IN: &str = "Checked in.";

/// The answer to a scan.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum ScanResult {
    /// Checked in now.
    Ok,
    /// Checked in before: the answer says when, where and by whom.
    Duplicate,
    /// The registration no longer counts.
    Revoked,
    /// Not a pass of this fest (malformed, forged, expired, unknown).
    Invalid,
}

/// What a scan found and did.
#[derive(Debug, Clone)]
pub struct ScanOutcome {
    pub result: ScanResult,
    pub message: String,
    /// The pass, when the token names one we issued.
    pub pass: Option<pass_entity::Model>,
    /// The pass's (first) check-in: when, at which gate, by whom.
    pub checked_in_at: Option<DateTime<Utc>>,
    pub gate: Option<String>,
    pub by: Option<String>,
}

impl ScanOutcome {
    fn invalid(message: impl Into<String>) -> Self {
        Self {
            result: ScanResult::Invalid,
            message: message.into(),
            pass: None,
            checked_in_at: None,
            gate: None,
            by: None,
        }
    }

    fn of(result: ScanResult, message: String, pass: pass_entity::Model) -> Self {
        Self {
            result,
            message,
            checked_in_at: pass.checked_in_at,
            gate: pass.checked_in_gate.clone(),
            by: pass.checked_in_by.clone(),
            pass: Some(pass),
        }
    }
}

/// One scan as a scanner reports it.
#[derive(Debug, Clone)]
pub struct Scan {
    pub token: String,
    pub gate: String,
    /// When it was scanned (offline scans; now when absent).
    pub scanned_at: Option<DateTime<Utc>>,
    /// The scanner's own id of the scan (offline scans), for an idempotent sync.
    pub client_id: Option<String>,
    pub offline: bool,
}

/// "Already checked in at 10:42 at gate North by asha" (times in India Standard Time, as at the gates).
pub fn already_message(at: Option<DateTime<Utc>>, gate: Option<&str>, by: Option<&str>) -> String {
    let ist = crate::time::india();
    let mut text = "Already checked in".to_owned();
    if let Some(at) = at {
        text.push_str(&format!(" at {}", at.with_timezone(&ist).format("%H:%M")));
    }
    if let Some(gate) = gate {
        text.push_str(&format!(" at gate {gate}"));
    }
    if let Some(by) = by {
        text.push_str(&format!(" by {by}"));
    }
    text
}

/// The gate's name as checked by fest-shared's rule (the scanner in the browser checks it the same way).
fn clean_gate(gate: &str) -> Result<String, AppError> {
    GateName::parse(gate).map(GateName::into_inner).map_err(|message| AppError::field("gate", message))
}

/// Verifies a token with the fest's key: its claims, or why it is refused.
pub fn verify(ctx: &Context, token: &str, now: DateTime<Utc>) -> Result<PassClaims, pass::TokenError> {
    pass::verify(token, &ctx.pass_key().public(), u64::try_from(now.timestamp()).unwrap_or(0))
}

/// Records one scan by `actor` and says what it found.
pub async fn scan(ctx: &Context, actor: &user::Model, scan: Scan) -> Result<ScanOutcome, AppError> {
    let gate = clean_gate(&scan.gate)?;
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

async fn lock(txn: &DatabaseTransaction, id: &str) -> Result<Option<pass_entity::Model>, AppError> {
    Ok(pass_entity::Entity::find_by_id(id).lock_exclusive().one(txn).await?)
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

/// One pass already used, as scanners need it offline.
#[derive(Debug, Clone)]
pub struct Used {
    pub pass_id: String,
    pub checked_in_at: DateTime<Utc>,
    pub gate: String,
    pub by: String,
}

/// A used pass as read: id, check-in time, gate, volunteer.
type UsedRow = (String, Option<DateTime<Utc>>, Option<String>, Option<String>);

/// What an offline scanner downloads: the revoked passes and the passes already used.
pub async fn bundle(ctx: &Context) -> Result<(Vec<String>, Vec<Used>), AppError> {
    let revoked: Vec<String> = pass_entity::Entity::find()
        .filter(pass_entity::Column::RevokedAt.is_not_null())
        .select_only()
        .column(pass_entity::Column::Id)
        .into_tuple()
        .all(ctx.db())
        .await?;
    let used: Vec<UsedRow> = pass_entity::Entity::find()
        .filter(pass_entity::Column::CheckedInAt.is_not_null())
        .select_only()
        .column(pass_entity::Column::Id)
        .column(pass_entity::Column::CheckedInAt)
        .column(pass_entity::Column::CheckedInGate)
        .column(pass_entity::Column::CheckedInBy)
        .into_tuple()
        .all(ctx.db())
        .await?;
    let used = used
        .into_iter()
        .filter_map(|(pass_id, at, gate, by)| {
            Some(Used { pass_id, checked_in_at: at?, gate: gate.unwrap_or_default(), by: by.unwrap_or_default() })
        })
        .collect();
    Ok((revoked, used))
}

/// A person found by the gate's manual search.
#[derive(Debug, Clone)]
pub struct Found {
    pub pass: pass_entity::Model,
    pub fullname: String,
    /// Last four digits only.
    pub phone: String,
    pub college: String,
}

/// Most people a search answers with.
pub const SEARCH_LIMIT: u64 = 20;
/// Fewest characters of a name search.
pub const MIN_NAME_CHARS: usize = 3;
/// Fewest characters of a registration id search (its first characters).
pub const MIN_ID_CHARS: usize = 8;
/// Longest search.
pub const MAX_SEARCH_CHARS: usize = 100;
/// The window of the per-volunteer search limit.
const SEARCH_WINDOW_SECS: u32 = 60;
pub const SEARCH_HOW: &str =
    "Type a name (at least 3 letters), the whole 10-digit phone number, or the registration id's first 8 characters.";

/// What a gate search looks for: a phone number only whole, a registration id only from its first
/// [`MIN_ID_CHARS`] characters, a name from [`MIN_NAME_CHARS`] letters.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SearchTerms {
    /// Part of a name, lower case.
    pub name: Option<String>,
    /// A whole phone number: 10 digits.
    pub phone: Option<String>,
    /// The first characters of a registration id, lower case.
    pub id_prefix: Option<String>,
}

impl SearchTerms {
    /// Reads what a volunteer typed, or says what to type.
    pub fn parse(query: &str) -> Result<Self, AppError> {
        let query = query.trim();
        if query.chars().count() > MAX_SEARCH_CHARS {
            return Err(AppError::field("q", format!("Keep the search under {MAX_SEARCH_CHARS} characters.")));
        }
        let lower = query.to_lowercase();
        let mut terms = Self::default();
        // A phone number as people write it: digits with spaces, dashes, brackets, maybe +91 or a leading 0.
        if query.chars().all(|c| c.is_ascii_digit() || " -+()".contains(c)) {
            let digits: String = query.chars().filter(char::is_ascii_digit).collect();
            let national = match digits.len() {
                12 if digits.starts_with("91") => &digits[2..],
                11 if digits.starts_with('0') => &digits[1..],
                _ => digits.as_str(),
            };
            if national.len() == fest_shared::values::Phone::DIGITS {
                terms.phone = Some(national.to_owned());
            }
        }
        if lower.len() >= MIN_ID_CHARS && lower.chars().all(|c| c.is_ascii_hexdigit() || c == '-') {
            terms.id_prefix = Some(lower.clone());
        }
        if query.chars().any(char::is_alphabetic) && query.chars().count() >= MIN_NAME_CHARS {
            terms.name = Some(lower);
        }
        if terms == Self::default() {
            return Err(AppError::field("q", SEARCH_HOW));
        }
        Ok(terms)
    }
}

/// Finds people without their pass, by name, whole phone number (as entered on the roster) or the start of
/// the registration id; at most [`SEARCH_LIMIT`]. Each volunteer has `checkin_search_per_minute` searches
/// a minute, and every search is in the audit log with what it found.
pub async fn search(ctx: &Context, actor: &user::Model, query: &str) -> Result<Vec<Found>, AppError> {
    let query = query.trim();
    let terms = SearchTerms::parse(query)?;
    let per_minute = ctx.config().checkin_search_per_minute;
    crate::services::rate_limit::hit(ctx, &format!("checkin-search:{}", actor.id), per_minute, SEARCH_WINDOW_SECS)
        .await?;
    let found = find(ctx, &terms).await?;
    let passes: Vec<&str> = found.iter().map(|f| f.pass.id.as_str()).collect();
    crate::services::audit::record(
        ctx.writer(),
        actor,
        "checkin.search",
        query,
        json!({"query": query, "found": found.len(), "passes": passes}),
    )
    .await?;
    Ok(found)
}

async fn find(ctx: &Context, terms: &SearchTerms) -> Result<Vec<Found>, AppError> {
    let limit = usize::try_from(SEARCH_LIMIT).unwrap_or(usize::MAX);
    let payload = || Expr::expr(Func::lower(Expr::col((registration::Entity, registration::Column::Payload))));
    let mut any = Condition::any();
    if let Some(prefix) = &terms.id_prefix {
        any = any.add(registration::Column::Id.starts_with(prefix));
    }
    if let Some(name) = &terms.name {
        any = any.add(payload().like(contains_pattern(name)));
    }
    if let Some(phone) = &terms.phone {
        any = any.add(payload().like(contains_pattern(phone)));
    }
    let regs = registration::Entity::find()
        .filter(registration::Column::Status.eq(Status::Paid))
        .filter(any)
        .order_by_desc(registration::Column::CreatedAt)
        .limit(SEARCH_LIMIT)
        .all(ctx.db())
        .await?;
    let mut found = Vec::new();
    for reg in regs {
        let form = registrations::open_form(ctx, &reg)?;
        let by_id = terms.id_prefix.as_ref().is_some_and(|prefix| reg.id.starts_with(prefix.as_str()));
        let passes = pass_entity::Entity::find()
            .filter(pass_entity::Column::RegistrationId.eq(&reg.id))
            .order_by_asc(pass_entity::Column::Seq)
            .all(ctx.db())
            .await?;
        let holders = pass::holders(&form);
        for p in passes {
            let Some(holder) = usize::try_from(p.seq).ok().and_then(|i| holders.get(i)) else { continue };
            let person = holder.person;
            let matches = by_id
                || terms
                    .name
                    .as_ref()
                    .is_some_and(|name| person.fullname.as_str().to_lowercase().contains(name.as_str()))
                || terms.phone.as_deref() == Some(person.phone_number.as_str());
            if matches {
                found.push(Found {
                    fullname: person.fullname.as_str().to_owned(),
                    phone: registrations::mask(person.phone_number.as_str()),
                    college: form.college_name.clone(),
                    pass: p,
                });
            }
        }
        if found.len() >= limit {
            break;
        }
    }
    found.truncate(limit);
    Ok(found)
}

/// The live figures of one event's gates.
#[derive(Debug, Clone)]
pub struct EventCheckins {
    /// Live passes (not revoked).
    pub expected: u64,
    pub checked_in: u64,
    /// Check-ins per gate.
    pub gates: Vec<(String, u64)>,
    /// Scans of passes already checked in, newest first (at most 200).
    pub duplicates: Vec<(checkin::Model, pass_entity::Model)>,
    /// The latest check-ins, newest first (at most 20).
    pub recent: Vec<pass_entity::Model>,
}

/// The live figures of an event's gates.
pub async fn for_event(ctx: &Context, event: &str) -> Result<EventCheckins, AppError> {
    let event = registrations::find_event(event)?.id.as_str();
    let live = || {
        pass_entity::Entity::find()
            .filter(pass_entity::Column::EventId.eq(event))
            .filter(pass_entity::Column::RevokedAt.is_null())
    };
    let expected = live().count(ctx.db()).await?;
    let checked_in = live().filter(pass_entity::Column::CheckedInAt.is_not_null()).count(ctx.db()).await?;
    let gates: Vec<(Option<String>, i64)> = live()
        .filter(pass_entity::Column::CheckedInAt.is_not_null())
        .select_only()
        .column(pass_entity::Column::CheckedInGate)
        .column_as(pass_entity::Column::Id.count(), "n")
        .group_by(pass_entity::Column::CheckedInGate)
        .into_tuple()
        .all(ctx.db())
        .await?;
    let mut gates: Vec<(String, u64)> =
        gates.into_iter().map(|(g, n)| (g.unwrap_or_default(), u64::try_from(n).unwrap_or(0))).collect();
    gates.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    let duplicates = checkin::Entity::find()
        .filter(checkin::Column::EventId.eq(event))
        .filter(checkin::Column::Outcome.eq(Outcome::Duplicate))
        .order_by_desc(checkin::Column::RecordedAt)
        .limit(200)
        .find_also_related_passes(ctx)
        .await?;
    let recent = live()
        .filter(pass_entity::Column::CheckedInAt.is_not_null())
        .order_by_desc(pass_entity::Column::CheckedInAt)
        .limit(20)
        .all(ctx.db())
        .await?;
    Ok(EventCheckins { expected, checked_in, gates, duplicates, recent })
}

/// Reads scans with their passes (two queries).
trait WithPasses {
    async fn find_also_related_passes(
        self,
        ctx: &Context,
    ) -> Result<Vec<(checkin::Model, pass_entity::Model)>, AppError>;
}

impl WithPasses for sea_orm::Select<checkin::Entity> {
    async fn find_also_related_passes(
        self,
        ctx: &Context,
    ) -> Result<Vec<(checkin::Model, pass_entity::Model)>, AppError> {
        let scans = self.all(ctx.db()).await?;
        let ids: Vec<String> = scans.iter().map(|s| s.pass_id.clone()).collect();
        let passes: std::collections::HashMap<String, pass_entity::Model> = pass_entity::Entity::find()
            .filter(pass_entity::Column::Id.is_in(ids))
            .all(ctx.db())
            .await?
            .into_iter()
            .map(|p| (p.id.clone(), p))
            .collect();
        Ok(scans.into_iter().filter_map(|s| passes.get(&s.pass_id).cloned().map(|p| (s, p))).collect())
    }
}

pub const NOT_CHECKED_IN: &str = "This pass has not been checked in.";

/// Undoes a pass's check-in (admins; audited with the reason): the pass can be scanned in again.
pub async fn undo(
    ctx: &Context,
    actor: &user::Model,
    pass_id: &str,
    reason: &str,
) -> Result<pass_entity::Model, AppError> {
    let reason = reason.trim();
    if reason.is_empty() {
        return Err(AppError::field("reason", registrations::REASON_REQUIRED));
    }
    if reason.chars().count() > registrations::MAX_REASON_CHARS {
        return Err(AppError::field(
            "reason",
            format!("Keep the reason under {} characters.", registrations::MAX_REASON_CHARS),
        ));
    }
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let pass = lock(&txn, pass_id).await?.ok_or_else(|| AppError::NotFound("Pass not found".into()))?;
    let Some(at) = pass.checked_in_at else { return Err(AppError::Conflict(NOT_CHECKED_IN.into())) };
    let undone = pass_entity::Entity::update_many()
        .col_expr(pass_entity::Column::CheckedInAt, Expr::value(Option::<DateTime<Utc>>::None))
        .col_expr(pass_entity::Column::CheckedInGate, Expr::value(Option::<String>::None))
        .col_expr(pass_entity::Column::CheckedInBy, Expr::value(Option::<String>::None))
        .filter(pass_entity::Column::Id.eq(pass_id))
        .filter(pass_entity::Column::CheckedInAt.eq(at))
        .exec(&txn)
        .await?;
    if undone.rows_affected != 1 {
        return Err(AppError::Conflict("The pass changed meanwhile; reload and try again.".into()));
    }
    checkin::Entity::update_many()
        .col_expr(checkin::Column::UndoneAt, Expr::value(Utc::now()))
        .filter(checkin::Column::PassId.eq(pass_id))
        .filter(checkin::Column::UndoneAt.is_null())
        .exec(&txn)
        .await?;
    crate::services::audit::record(
        &txn,
        actor,
        "checkin.undo",
        pass_id,
        json!({"event": pass.event_id, "registration": pass.registration_id, "checkedInAt": at,
               "gate": pass.checked_in_gate, "by": pass.checked_in_by, "reason": reason}),
    )
    .await?;
    let pass = lock(&txn, pass_id).await?.ok_or_else(|| AppError::NotFound("Pass not found".into()))?;
    txn.commit().await?;
    Ok(pass)
}

/// Every pass of an event for the organisers' download: CSV, one row a person.
pub async fn export_csv(ctx: &Context, actor: &user::Model, event: &str) -> Result<(String, Vec<u8>), AppError> {
    let info = registrations::find_event(event)?;
    let passes = pass_entity::Entity::find()
        .filter(pass_entity::Column::EventId.eq(info.id.as_str()))
        .order_by_asc(pass_entity::Column::RegistrationId)
        .order_by_asc(pass_entity::Column::Seq)
        .all(ctx.db())
        .await?;
    let mut out = csv::Writer::from_writer(Vec::new());
    out.write_record(["Pass", "Registration", "Name", "Role", "Status", "Checked in at", "Gate", "By"])
        .map_err(AppError::other)?;
    for p in &passes {
        let status = if p.revoked_at.is_some() {
            "revoked"
        } else if p.checked_in_at.is_some() {
            "checked in"
        } else {
            "expected"
        };
        let role = event_by_name(&p.event_id).map_or_else(|| p.role.clone(), |e| pass::role_title(e.id, &p.role));
        let at = p.checked_in_at.map(|t| t.to_rfc3339()).unwrap_or_default();
        let row = [
            p.id.as_str(),
            p.registration_id.as_str(),
            p.holder_name.as_str(),
            role.as_str(),
            status,
            at.as_str(),
            p.checked_in_gate.as_deref().unwrap_or(""),
            p.checked_in_by.as_deref().unwrap_or(""),
        ];
        out.write_record(row.map(|cell| crate::services::exports::csv_cell(cell).into_owned()))
            .map_err(AppError::other)?;
    }
    crate::services::audit::record(
        ctx.writer(),
        actor,
        "checkin.export",
        info.id.as_str(),
        json!({"rows": passes.len()}),
    )
    .await?;
    let bytes = out.into_inner().map_err(AppError::other)?;
    Ok((format!("{}-checkin.csv", info.id.as_str()), bytes))
}

#[cfg(test)]
mod tests {
    use super::SearchTerms;

    fn terms(q: &str) -> Option<SearchTerms> {
        SearchTerms::parse(q).ok()
    }

    #[test]
    fn a_phone_number_is_searched_only_whole() {
        for partial in ["9", "98", "9876", "98765", "987654321"] {
            assert_eq!(terms(partial).and_then(|t| t.phone), None, "{partial}");
        }
        for whole in ["9876543210", "98765 43210", "+91 98765-43210", "919876543210", "09876543210", "(98765) 43210"] {
            assert_eq!(terms(whole).and_then(|t| t.phone).as_deref(), Some("9876543210"), "{whole}");
        }
        assert_eq!(terms("98765432101").and_then(|t| t.phone), None, "eleven digits are not a number");
        assert_eq!(terms("asha 9876543210").and_then(|t| t.phone), None, "a name with digits is a name");
    }

    #[test]
    fn a_registration_id_is_searched_from_eight_characters() {
        let id = "3fa85f64-5717-4562-b3fc-2c963f66afa6";
        for n in 1..8 {
            assert_eq!(terms(&id[..n]).and_then(|t| t.id_prefix), None, "{n}");
        }
        assert_eq!(terms(&id[..8]).and_then(|t| t.id_prefix).as_deref(), Some("3fa85f64"));
        assert_eq!(terms(&id.to_uppercase()).and_then(|t| t.id_prefix).as_deref(), Some(id));
        assert_eq!(terms("meera asha").and_then(|t| t.id_prefix), None);
    }

    #[test]
    fn a_name_is_searched_from_three_characters_and_anything_else_says_what_to_type() {
        assert_eq!(terms("mee").and_then(|t| t.name).as_deref(), Some("mee"));
        assert_eq!(terms("  Meera  ").and_then(|t| t.name).as_deref(), Some("meera"));
        for refused in ["", "  ", "me", "12", "1234", "---", "+91"] {
            assert!(SearchTerms::parse(refused).is_err(), "{refused:?}");
        }
        assert!(SearchTerms::parse(&"a".repeat(101)).is_err());
    }
}
