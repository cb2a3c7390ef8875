//! Gate check-in: a pass is checked in once. The first scan sets the pass's check-in with a conditional
//! update (`WHERE checked_in_at IS NULL`), so two gates scanning the same pass at once record one check-in
//! and one duplicate. Scans made offline are synced later with the scanner's own id, so a retried sync
//! stores each scan once; a synced scan that finds the pass already checked in is kept as a duplicate for
//! the organisers, never dropped.

use chrono::{DateTime, Duration, Utc};
use fest_shared::catalogue::event_by_name;
pub use fest_shared::checkin_list::{Direction, ListInput, ListKind, ListMode, ListRule, Refusal};
use fest_shared::pass::{self, PassClaims};
use fest_shared::values::GateName;
use sea_orm::sea_query::{Expr, ExprTrait, Func};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, DatabaseTransaction, EntityTrait, PaginatorTrait, QueryFilter,
    QueryOrder, QuerySelect, Set,
};
use serde_json::json;

use crate::entities::checkin::{self, Outcome};
use crate::entities::checkin_entry as entry;
use crate::entities::{pass as pass_entity, registration, user};
use crate::services::accommodation;
pub use crate::services::gate::already_message;
use crate::services::registrations::{self, Status};
use crate::services::users::contains_pattern;
use crate::{AppError, Context};

mod event;
mod lists;
mod scan;
mod search;

pub use event::*;
pub use lists::*;
pub use scan::*;
pub use search::*;

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
    /// A pass of this fest that the gate's list does not let through: another event's, without the stay the
    /// list requires, blocked from the list, or scanned out while not inside.
    Refused,
}

impl ScanResult {
    /// As the API says it (`ok`, `duplicate`, `revoked`, `invalid`).
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Ok => "ok",
            Self::Duplicate => "duplicate",
            Self::Revoked => "revoked",
            Self::Invalid => "invalid",
            Self::Refused => "refused",
        }
    }
}

/// What a scan found and did.
#[derive(Debug, Clone)]
pub struct ScanOutcome {
    pub result: ScanResult,
    pub message: String,
    /// The pass, when the token names one we issued.
    pub pass: Option<pass_entity::Model>,
    /// The pass's entry on the list: when (first in on lists counting entries once, latest in on lists
    /// counting exits), at which gate, by whom.
    pub checked_in_at: Option<DateTime<Utc>>,
    pub gate: Option<String>,
    pub by: Option<String>,
    /// The list the gate scans for (none for a token that is not a pass).
    pub list: Option<ListRule>,
    pub direction: Direction,
    /// People inside the list now, after this scan (lists counting exits).
    pub inside: Option<u64>,
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
            list: None,
            direction: Direction::In,
            inside: None,
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
    /// In (every list) or out (lists counting exits).
    pub direction: Direction,
}

async fn lock(txn: &DatabaseTransaction, id: &str) -> Result<Option<pass_entity::Model>, AppError> {
    Ok(pass_entity::Entity::find_by_id(id).lock_exclusive().one(txn).await?)
}
