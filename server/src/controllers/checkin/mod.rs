//! /checkin: the gate scanner's calls (volunteers, moderators and admins), and the public key that lets any
//! scanner verify passes offline.

pub mod bundle;
pub mod public_key;
pub mod scan;
pub mod search;

use chrono::{DateTime, Utc};
use fest_app::entities::pass;
use fest_app::services::checkins::{Direction, ScanOutcome, ScanResult};
use fest_shared::EventId;
use serde::Serialize;
use utoipa::ToSchema;

/// A pass as the scanner and the admin screens show it: no personal data beyond a first name and initial.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PassSummary {
    /// 16 hex digits.
    pub id: String,
    pub registration_id: String,
    pub event: EventId,
    /// The role key (`captain`, `players`, `coach`, `leadAthlete`, ...).
    pub role: String,
    /// "Captain", "Player", "Coach", ...
    pub role_title: String,
    /// First name and initial.
    pub name: String,
}

impl PassSummary {
    pub fn of(p: &pass::Model) -> Option<Self> {
        let event = EventId::parse(&p.event_id)?;
        Some(Self {
            id: p.id.clone(),
            registration_id: p.registration_id.clone(),
            event,
            role: p.role.clone(),
            role_title: fest_shared::pass::role_title(event, &p.role),
            name: p.holder_name.clone(),
        })
    }
}

/// What a scan found.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ScanAnswer {
    pub success: bool,
    pub result: ScanResult,
    /// What the volunteer reads: "Checked in.", "Already checked in at 10:42 at gate North by asha",
    /// "Checked out.", "Blocked from Pronite: ...", ...
    #[serde(serialize_with = "crate::language::said")]
    pub message: String,
    pub pass: Option<PassSummary>,
    /// The pass's entry on the list (first in; latest in on lists counting exits).
    pub checked_in_at: Option<DateTime<Utc>>,
    pub gate: Option<String>,
    pub by: Option<String>,
    /// The check-in list the gate scans for (none for a token that is not a pass).
    pub list: Option<ListRef>,
    pub direction: Direction,
    /// People inside the list now, after this scan, on lists counting entry and exit; none elsewhere and when
    /// nothing changed.
    pub inside: Option<u64>,
}

/// A check-in list, by id and name.
#[derive(Serialize, ToSchema)]
pub struct ListRef {
    pub id: String,
    pub name: String,
}

impl From<ScanOutcome> for ScanAnswer {
    fn from(o: ScanOutcome) -> Self {
        Self {
            success: true,
            result: o.result,
            message: o.message,
            pass: o.pass.as_ref().and_then(PassSummary::of),
            checked_in_at: o.checked_in_at,
            gate: o.gate,
            by: o.by,
            list: o.list.map(|l| ListRef { id: l.id, name: l.name }),
            direction: o.direction,
            inside: o.inside,
        }
    }
}
