//! GET /api/v1/admin/payments/upi, POST /api/v1/admin/payments/upi/statement,
//! POST /api/v1/admin/payments/upi/{order}/confirm

use axum::Json;
use axum::extract::{Path, State};
use chrono::{DateTime, Utc};
use fest_app::services::upi::{self, MatchLine, MatchOutcome, Unmatched};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::AppState;
use crate::controllers::admin::payment_health::PaymentHealthOwner;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{AdminOnly, ApiJson};

/// A UTR waiting for the organisers.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UpiWaiting {
    pub order_id: String,
    pub reference: String,
    /// In paise.
    pub amount: i64,
    pub utr: Option<String>,
    pub submitted_at: Option<DateTime<Utc>>,
    pub payer: Option<PaymentHealthOwner>,
}

#[derive(Serialize, ToSchema)]
pub struct UpiWaitingList {
    /// Oldest first.
    pub orders: Vec<UpiWaiting>,
}

/// A bank statement as CSV text (pasted, or the text of an uploaded file).
#[derive(Deserialize, ToSchema)]
pub struct StatementBody {
    /// The CSV: a header line naming a UTR / reference / narration column and an amount / credit column
    /// (lines before it are skipped); amounts like `1,234.00` are read.
    pub statement: String,
}

/// One statement line and what it did.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UpiMatchLine {
    /// The line's number in the statement (0 for a confirmation by hand).
    pub line: usize,
    pub utr: Option<String>,
    /// The credited amount on the line, in paise.
    pub amount: Option<i64>,
    pub outcome: MatchOutcome,
    /// Why it matched nothing (only for `unmatched`).
    pub reason: Option<Unmatched>,
    pub order_id: Option<String>,
    pub reference: Option<String>,
    /// The amount of the order the UTR was submitted for, in paise.
    pub order_amount: Option<i64>,
}

impl From<MatchLine> for UpiMatchLine {
    fn from(l: MatchLine) -> Self {
        Self {
            line: l.line,
            utr: l.utr,
            amount: l.amount_paise,
            outcome: l.outcome,
            reason: l.reason,
            order_id: l.order_id,
            reference: l.reference,
            order_amount: l.order_amount_paise,
        }
    }
}

/// What matching a statement did, line by line.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StatementResult {
    pub confirmed: usize,
    pub already_confirmed: usize,
    pub flagged: usize,
    pub unmatched: usize,
    pub lines: Vec<UpiMatchLine>,
}

/// The UPI orders whose UTR waits for the organisers (admins only).
#[utoipa::path(get, path = "/admin/payments/upi", operation_id = "upi_waiting", tag = "admin",
    security(("bearer" = [])),
    responses((status = 200, body = UpiWaitingList), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn waiting(State(state): State<AppState>, _admin: AdminOnly) -> Result<Json<UpiWaitingList>, ApiError> {
    let orders = upi::waiting(&state.ctx)
        .await?
        .into_iter()
        .map(|w| UpiWaiting {
            order_id: w.order.id,
            reference: w.order.reference,
            amount: w.order.amount_paise,
            utr: w.order.utr,
            submitted_at: w.order.submitted_at,
            payer: w.payer.map(|o| PaymentHealthOwner { name: o.name, email: o.email }),
        })
        .collect();
    Ok(Json(UpiWaitingList { orders }))
}

/// Matches a bank statement (CSV) to the submitted UTRs (admins only; each confirmation audited): a credited
/// line whose UTR was submitted for an order of exactly its amount confirms that order, through the same
/// confirmation as a gateway's webhook. Every line is answered: confirmed, confirmed before, flagged (the
/// money is recorded; see payment health), or unmatched with why (unknown UTR, amount differs, no UTR, no
/// credited amount).
#[utoipa::path(post, path = "/admin/payments/upi/statement", operation_id = "upi_statement", tag = "admin",
    security(("bearer" = [])), request_body = StatementBody,
    responses(
        (status = 200, body = StatementResult), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 422, description = "No header line found, or too long (under `statement`)", body = ErrorBody),
    ))]
pub async fn statement(
    State(state): State<AppState>,
    admin: AdminOnly,
    ApiJson(body): ApiJson<StatementBody>,
) -> Result<Json<StatementResult>, ApiError> {
    let lines = upi::match_statement(&state.ctx, &admin.0.user, &body.statement).await?;
    let count = |o: MatchOutcome| lines.iter().filter(|l| l.outcome == o).count();
    Ok(Json(StatementResult {
        confirmed: count(MatchOutcome::Confirmed),
        already_confirmed: count(MatchOutcome::AlreadyConfirmed),
        flagged: count(MatchOutcome::Flagged),
        unmatched: count(MatchOutcome::Unmatched),
        lines: lines.into_iter().map(UpiMatchLine::from).collect(),
    }))
}

/// Confirms one submitted UTR by hand (admins only; audited), through the same confirmation as a statement.
#[utoipa::path(post, path = "/admin/payments/upi/{order}/confirm", operation_id = "upi_confirm", tag = "admin",
    params(("order" = String, Path)), security(("bearer" = [])),
    responses(
        (status = 200, body = UpiMatchLine), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, description = "No UTR submitted for it", body = ErrorBody),
    ))]
pub async fn confirm(
    State(state): State<AppState>,
    admin: AdminOnly,
    Path(order): Path<String>,
) -> Result<Json<UpiMatchLine>, ApiError> {
    Ok(Json(upi::confirm_by_hand(&state.ctx, &admin.0.user, &order).await?.into()))
}
