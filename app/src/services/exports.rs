//! Downloads of an event's registrations for the organisers: CSV, Excel and JSON, one row per member with
//! the team's fields. Besides the audited reveal of one registration, the only place where Aadhaar numbers
//! appear in full (admins only; a moderator's download has them masked; every export is recorded in the
//! audit log).

use std::collections::HashMap;

use fest_shared::catalogue::event_by_name;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};
use serde_json::{Value, json};

use crate::entities::payment_order::Payable;
use crate::entities::{registration, user};
use crate::services::audit;
// Writing the files is the lower `tables` module's; the paths here stay as they were.
use crate::services::registrations::{self, Aadhaar, Status, find_event};
pub use crate::services::tables::{Export, ExportBody, Format, csv_cell, table};
use crate::{AppError, Context};

pub const HEADER: [&str; 22] = [
    "Registration ID",
    "Event",
    "Category",
    "College",
    "College address",
    "Payment status",
    "Fee (INR)",
    "Discount (INR)",
    "Discount code",
    "Amount (INR)",
    "Payment ID",
    "Registered by",
    "Registrant email",
    "Referral code",
    "Registered at",
    "Member role",
    "Member name",
    "Member email",
    "Member phone",
    "Member Aadhaar",
    "College ID",
    "Playing role",
];

fn text(v: &Value, key: &str) -> String {
    match v.get(key) {
        Some(Value::String(s)) => s.clone(),
        Some(Value::Null) | None => String::new(),
        Some(other) => other.to_string(),
    }
}

/// The members of a stored registration with the label of their part in it.
pub(crate) fn members(event_id: &str, payload: &Value) -> Vec<(String, Value)> {
    let mut out = Vec::new();
    let entry = payload.get("entry").cloned().unwrap_or(Value::Null);
    let event = event_by_name(event_id);
    if let Some(Value::Object(team)) = entry.get("team") {
        // In roster order, with the roster's titles.
        let roster: Vec<(String, String)> = event
            .map(|e| e.roster.iter().map(|r| (r.field.to_owned(), r.title.to_owned())).collect())
            .unwrap_or_default();
        let mut fields: Vec<&String> = team.keys().collect();
        fields.sort_by_key(|f| roster.iter().position(|(field, _)| field == *f).unwrap_or(usize::MAX));
        for field in fields {
            let title = roster.iter().find(|(f, _)| f == field).map_or(field.clone(), |(_, t)| t.clone());
            for (i, p) in team[field].as_array().into_iter().flatten().enumerate() {
                out.push((format!("{title} #{}", i + 1), p.clone()));
            }
        }
    }
    if let Some(captain) = entry.get("captain") {
        out.push(("Lead Athlete".to_owned(), captain.clone()));
        for relay in entry.get("relayTeams").and_then(Value::as_array).into_iter().flatten() {
            let name = text(relay, "event");
            for (i, p) in relay.get("members").and_then(Value::as_array).into_iter().flatten().enumerate() {
                out.push((format!("Player #{} in {name}", i + 1), p.clone()));
            }
        }
    }
    if let Some(coach) = payload.get("coach").filter(|c| c.is_object()) {
        out.push(("Coach".to_owned(), coach.clone()));
    }
    out
}

/// The payment status as the organisers read it: a sandbox payment on a site that takes real money is
/// marked as the test it was, never as money received.
fn payment_status(ctx: &Context, reg: &registration::Model) -> String {
    if ctx.counts_as_money(reg.payment_mode) {
        reg.status.to_string()
    } else {
        format!("{} (sandbox test, no money)", reg.status)
    }
}

/// Paise as rupees with two decimals: "6500.00".
fn inr(paise: i64) -> String {
    format!("{}.{:02}", paise / 100, paise % 100)
}

/// The export's rows: one per member, with the team's columns and `payments` (the payment id that paid each
/// registration's order, by registration id).
fn rows(
    ctx: &Context,
    regs: &[(registration::Model, Option<user::Model>)],
    payments: &HashMap<String, String>,
    aadhaar: Aadhaar,
) -> Result<Vec<Vec<String>>, AppError> {
    let mut rows = Vec::new();
    for (reg, owner) in regs {
        let payload = registrations::payload_for_view(ctx, reg, aadhaar)?;
        let team = [
            reg.id.clone(),
            event_by_name(&reg.event_id).map_or(reg.event_id.clone(), |e| e.title.to_owned()),
            reg.category.clone().unwrap_or_default(),
            text(&payload, "collegeName"),
            text(&payload, "collegeAddress"),
            payment_status(ctx, reg),
            // The fee before any discount, the discount and its code, and the amount paid.
            inr(reg.original_amount_paise.unwrap_or(reg.amount_paise)),
            inr(reg.discount_paise.unwrap_or(0)),
            reg.coupon_code.clone().unwrap_or_default(),
            inr(reg.amount_paise),
            payments.get(&reg.id).cloned().unwrap_or_default(),
            owner.as_ref().map(|u| u.username.clone()).unwrap_or_default(),
            owner.as_ref().map(|u| u.email.clone()).unwrap_or_default(),
            reg.referral_code.clone().unwrap_or_default(),
            reg.created_at.to_rfc3339(),
        ];
        for (role, p) in members(&reg.event_id, &payload) {
            let mut row = team.to_vec();
            row.extend([
                role,
                text(&p, "fullname"),
                text(&p, "email"),
                text(&p, "phoneNumber"),
                text(&p, "aadharId"),
                text(&p, "collegeId"),
                text(&p, "role"),
            ]);
            rows.push(row);
        }
    }
    Ok(rows)
}

/// Exports an event's live registrations (every status but expired); recorded in the audit log.
///
/// Admins get Aadhaar numbers in full; moderators, who may view and download registrations (SPEC 2.14),
/// get them masked.
pub async fn export(ctx: &Context, actor: &user::Model, event_name: &str, format: Format) -> Result<Export, AppError> {
    let event = find_event(event_name)?;
    let aadhaar = if crate::services::accounts::role_of(actor) == crate::roles::Role::Admin {
        Aadhaar::Full
    } else {
        Aadhaar::Masked
    };
    let regs = registration::Entity::find()
        .filter(registration::Column::EventId.eq(event.id.as_str()))
        .filter(registration::Column::Status.ne(Status::Expired))
        .order_by_asc(registration::Column::CreatedAt)
        .find_also_related(user::Entity)
        .all(ctx.db())
        .await?;
    let stem = format!("{}-registrations", event.id.as_str());
    let export = match format {
        Format::Json => {
            let records = registrations::records(ctx, &regs, aadhaar).await?;
            Export {
                filename: format!("{stem}.json"),
                content_type: "application/json",
                body: ExportBody::Records { event: event.id.as_str().to_owned(), records },
            }
        }
        Format::Csv | Format::Xlsx => {
            let ids = regs.iter().map(|(r, _)| r.id.clone());
            let payments: HashMap<String, String> =
                crate::services::payment_orders::of_many(ctx.db(), Payable::Registration, ids)
                    .await?
                    .into_iter()
                    .filter_map(|(id, o)| Some((id, o.payment_id?)))
                    .collect();
            table(&stem, event.title, format, &HEADER, &rows(ctx, &regs, &payments, aadhaar)?)?
        }
    };
    audit::record(
        ctx.writer(),
        actor,
        "registrations.export",
        event.id.as_str(),
        json!({
            "format": export.filename.rsplit('.').next(),
            "registrations": regs.len(),
            "aadhaar": if aadhaar == Aadhaar::Full { "full" } else { "masked" },
        }),
    )
    .await?;
    Ok(export)
}
