//! Roster changes after payment. Until the event's change deadline the owner may swap, add or remove
//! members (within the event's limits), change the coach and the college details; the shared rules validate
//! the new form exactly as at registration. The server prices it again: a higher fee (athletics heads) is
//! a gateway order for the difference, and the change takes effect once that is paid (by the browser's
//! signature, the webhook or reconciliation, once); a lower one takes effect at once and records the refund
//! due. Every change is kept, before and after, as the registration's history; passes of people taken off
//! are revoked and new people get theirs, in the same transaction.

use std::collections::BTreeSet;

use chrono::{Duration, Utc};
use fest_shared::fees::format_rupees;
use fest_shared::fest::FEST;
use fest_shared::pass;
use fest_shared::registration::Registration;
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, DatabaseTransaction, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set,
};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use super::{
    CreatedOrder, NO_REGISTRATION, Status, VERIFY_FAILED, find_event, open_form, open_payload, seal_payload, validate,
};
// What the parts below name as `super::…` (the registrations' items, as when this was one file).
use super::{Aadhaar, NOTHING_TO_REFUND, REASON_REQUIRED, RegistrationRecord, cancellation, mask, people, record};
use crate::config::PaymentsMode;
// Heads held by changes are counted by the lower `places` module; the path here stays as it was.
use crate::entities::payment_order::{self, Payable};
use crate::entities::registration_change::{self, Status as ChangeStatus};
use crate::entities::{registration, user};
pub use crate::services::places::changes::heads_held;
use crate::services::{audit, events, mail_queue, passes, payment_orders};
use crate::{AppError, Context};

mod confirm;
mod mail;
mod offline;
mod records;
mod roster;

pub use confirm::*;
use mail::*;
pub use offline::*;
pub use records::*;
pub use roster::*;

/// The changes of the registration `registration_id` still waiting for their difference no longer apply
/// (a newer change took their place, or the registration was cancelled): they expire, with their orders,
/// and hold no more heads. Call it in the transaction that moves the registration (which holds its row).
pub(crate) async fn expire_waiting(txn: &DatabaseTransaction, registration_id: &str) -> Result<u64, AppError> {
    let waiting = sea_orm::sea_query::Query::select()
        .column(registration_change::Column::Id)
        .from(registration_change::Entity)
        .and_where(registration_change::Column::RegistrationId.eq(registration_id))
        .and_where(registration_change::Column::Status.eq(ChangeStatus::AwaitingPayment))
        .to_owned();
    payment_orders::expire_all(txn, Payable::Change, waiting).await?;
    let res = registration_change::Entity::update_many()
        .col_expr(registration_change::Column::Status, Expr::value(ChangeStatus::Expired))
        .filter(registration_change::Column::RegistrationId.eq(registration_id))
        .filter(registration_change::Column::Status.eq(ChangeStatus::AwaitingPayment))
        .exec(txn)
        .await?;
    Ok(res.rows_affected)
}

pub const CHANGES_SAVED: &str = "Your changes are saved.";

pub const PAY_DIFFERENCE: &str = "Pay the difference to save your changes.";

pub const CHANGE_DEADLINE_PASSED: &str = "The deadline for changes has passed.";

pub const CATEGORY_FIXED: &str = "The category cannot be changed.";

pub const NOTHING_CHANGED: &str = "Nothing has changed.";

/// A newer change of the same registration replaced this one before it was paid.
pub const CHANGE_MOVED_ON: &str = "The change moved on meanwhile; reload and try again.";

/// Paise as the organisers read them.
fn rupees(paise: i64) -> String {
    format_rupees(u64::try_from(paise).unwrap_or(0))
}

/// The message for a change that lowered the fee.
pub fn refund_due_message(paise: i64) -> String {
    format!("{CHANGES_SAVED} The organisers will refund {}.", rupees(paise))
}

/// The message for a change that raised the fee on a fest without online payment.
pub fn pay_at_desk_message(paise: i64) -> String {
    format!(
        "Pay the difference of {} to the organisers: your changes take effect, and new people get their passes, \
         once they mark it received.",
        rupees(paise)
    )
}

/// Marking received a difference that is not awaiting an offline payment.
pub const NOT_AWAITING_OFFLINE: &str = "Only a difference awaiting an offline payment can be marked received.";

/// The registration moved on after the change was made: the change no longer applies.
pub const CHANGE_OUTDATED: &str =
    "The registration has changed since this change was made, so it no longer applies: nothing was recorded.";

/// What a change altered, for its history.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Summary {
    /// People put on (their names).
    pub added: Vec<String>,
    /// People taken off.
    pub removed: Vec<String>,
    /// Other things changed: `coach`, `collegeName`, `collegeAddress`, `details` (a member's contact or ID).
    pub fields: Vec<String>,
}

impl Summary {
    fn between(before: &Registration, after: &Registration) -> Self {
        let people = |r: &Registration| -> BTreeSet<(String, String)> {
            pass::holders(r)
                .iter()
                .map(|h| (h.person.fullname.as_str().to_owned(), h.person.aadhar_id.as_str().to_owned()))
                .collect()
        };
        let (old, new) = (people(before), people(after));
        let mut summary = Summary {
            added: new.difference(&old).map(|(name, _)| name.clone()).collect(),
            removed: old.difference(&new).map(|(name, _)| name.clone()).collect(),
            fields: Vec::new(),
        };
        if as_json(&before.coach) != as_json(&after.coach) {
            summary.fields.push("coach".into());
        }
        if before.college_name != after.college_name {
            summary.fields.push("collegeName".into());
        }
        if before.college_address != after.college_address {
            summary.fields.push("collegeAddress".into());
        }
        if summary.added.is_empty() && summary.removed.is_empty() && as_json(&before.entry) != as_json(&after.entry) {
            summary.fields.push("details".into());
        }
        summary
    }

    pub fn of(change: &registration_change::Model) -> Self {
        serde_json::from_str(&change.summary).unwrap_or_default()
    }
}

/// A value compared through its JSON form.
fn as_json<T: Serialize>(value: &T) -> Value {
    serde_json::to_value(value).unwrap_or_default()
}

/// What a change made.
#[derive(Debug)]
pub struct ChangeOutcome {
    pub registration: registration::Model,
    pub change: registration_change::Model,
    /// The order for the difference, when there is one to pay online.
    pub order: Option<CreatedOrder>,
    pub message: String,
}
