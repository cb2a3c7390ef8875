//! UPI without a gateway (`FEST_PAYMENTS=upi`). An order is paid to the organisers' UPI id through a
//! `upi://pay` link (also shown as a QR code) carrying the exact amount and the order's reference; the payer
//! then submits the 12-digit UTR their UPI app showed. A UTR is used once: submitted again (for another
//! order) it is refused and kept for the organisers (payment health, `utr_reused`).
//!
//! A submitted UTR keeps its order waiting for the organisers: an order still holding its place when the
//! UTR comes keeps it for `upi_review_hours` more, so it does not expire while they check the statement;
//! after that it expires like any unpaid order, and a confirmation that comes later is a late payment.
//!
//! Organisers confirm from their bank statement (CSV, pasted or uploaded): each line's UTR and amount are
//! matched to the submitted UTRs, and each match is confirmed through [`payments::confirm_order`], the
//! function the gateway's webhook confirms through (payment id `upi_<UTR>`). An admin may also confirm one
//! submitted UTR by hand. Both are audited. Refunds of UPI payments are paid back by hand, like offline ones.

use chrono::{DateTime, Duration, Utc};
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set};
use serde_json::json;

use crate::entities::{upi_order, upi_utr_reuse, user};
use crate::ports::payments::{UPI_PAYMENT_PREFIX, UpiLink};
use crate::services::payments::{self, WebhookOutcome};
use crate::services::{audit, payment_orders};
use crate::{AppError, Context};

/// The answer to a UTR already submitted for another order.
pub const UTR_USED: &str = "This UTR was already submitted for another payment. A UTR pays once: check the UTR your UPI app showed. The \
     organisers have been told.";
/// The answer to a second UTR for an order that has one.
pub const UTR_ALREADY_SUBMITTED: &str =
    "A UTR was already submitted for this order; the organisers are checking it. Write to them if it was wrong.";
/// The answer to a UTR for an order already confirmed.
pub const ALREADY_CONFIRMED: &str = "This order is paid already.";
/// The answer to an admin confirming an order without a submitted UTR.
pub const NOTHING_SUBMITTED: &str = "No UTR waits for the organisers on this order.";
const NO_SUCH_ORDER: &str = "No such UPI order";
/// Reused UTRs are listed in payment health this long.
pub const REUSE_LISTED_DAYS: i64 = 30;

/// A UPI order as its payer (or an admin) sees it.
#[derive(Debug, Clone)]
pub struct UpiOrder {
    pub order: upi_order::Model,
    /// `None` when the site is no longer in `upi` mode.
    pub link: Option<UpiLink>,
}

fn view(ctx: &Context, order: upi_order::Model) -> UpiOrder {
    let link = ctx.gateway().upi_link(&order.id, order.amount_paise);
    UpiOrder { order, link }
}

/// The order, if `caller` owns what it pays for (anything else is not found).
async fn owned_order(ctx: &Context, caller: &user::Model, order_id: &str) -> Result<upi_order::Model, AppError> {
    let not_found = || AppError::NotFound(NO_SUCH_ORDER.into());
    let order = upi_order::Entity::find_by_id(order_id).one(ctx.db()).await?.ok_or_else(not_found)?;
    match payments::order_owner(ctx, order_id).await? {
        Some(owner) if owner == caller.id => Ok(order),
        _ => Err(not_found()),
    }
}

/// A UPI order of the caller's: its link, amount, reference and where its UTR stands.
pub async fn order_for_payer(ctx: &Context, caller: &user::Model, order_id: &str) -> Result<UpiOrder, AppError> {
    Ok(view(ctx, owned_order(ctx, caller, order_id).await?))
}

/// Records the UTR the payer's UPI app showed for their order: validated with the shared rule (12 digits),
/// used once across all orders (the database's unique index decides a race). The same UTR sent again for
/// the same order changes nothing; a UTR already submitted for another order is refused (409) and kept for
/// the organisers. The order then waits for the organisers, keeping its place for `upi_review_hours`.
pub async fn submit_utr(ctx: &Context, caller: &user::Model, order_id: &str, utr: &str) -> Result<UpiOrder, AppError> {
    let utr = fest_shared::values::Utr::parse(utr).map_err(|m| AppError::field("utr", m))?.into_inner();
    let order = owned_order(ctx, caller, order_id).await?;
    match (&order.utr, order.status.as_str()) {
        (Some(same), _) if *same == utr => return Ok(view(ctx, order)),
        (_, "paid") => return Err(AppError::Conflict(ALREADY_CONFIRMED.into())),
        (Some(_), _) => return Err(AppError::Conflict(UTR_ALREADY_SUBMITTED.into())),
        (None, _) => {}
    }
    if let Some(holder) = upi_order::Entity::find().filter(upi_order::Column::Utr.eq(&utr)).one(ctx.db()).await? {
        return Err(refuse_reuse(ctx, caller, &order, &holder.id, &utr).await);
    }
    let now = Utc::now();
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let submitted = upi_order::Entity::update_many()
        .col_expr(upi_order::Column::Utr, Expr::value(utr.clone()))
        .col_expr(upi_order::Column::Status, Expr::value("submitted"))
        .col_expr(upi_order::Column::SubmittedBy, Expr::value(caller.id.clone()))
        .col_expr(upi_order::Column::SubmittedAt, Expr::value(now))
        .filter(upi_order::Column::Id.eq(&order.id))
        .filter(upi_order::Column::Status.eq("created"))
        .filter(upi_order::Column::Utr.is_null())
        .exec(&txn)
        .await;
    match submitted {
        Ok(r) if r.rows_affected == 1 => {}
        Ok(_) => {
            drop(txn);
            // Submitted meanwhile (a second click): answered from the order as it now is.
            let now_order = owned_order(ctx, caller, order_id).await?;
            return if now_order.utr.as_deref() == Some(utr.as_str()) {
                Ok(view(ctx, now_order))
            } else {
                Err(AppError::Conflict(UTR_ALREADY_SUBMITTED.into()))
            };
        }
        Err(e) if matches!(e.sql_err(), Some(sea_orm::SqlErr::UniqueConstraintViolation(_))) => {
            drop(txn);
            let holder = upi_order::Entity::find()
                .filter(upi_order::Column::Utr.eq(&utr))
                .one(ctx.db())
                .await?
                .map(|o| o.id)
                .unwrap_or_default();
            return Err(refuse_reuse(ctx, caller, &order, &holder, &utr).await);
        }
        Err(e) => return Err(e.into()),
    }
    keep_place(ctx, &txn, &order.id, now).await?;
    txn.commit().await?;
    tracing::info!(order = %order.id, "a UTR was submitted; the order waits for the organisers");
    let order = upi_order::Entity::find_by_id(&order.id)
        .one(ctx.db())
        .await?
        .ok_or_else(|| AppError::NotFound(NO_SUCH_ORDER.into()))?;
    Ok(view(ctx, order))
}

/// Keeps the place of the payable of an order whose UTR was submitted for `upi_review_hours`, if it still
/// holds one (an order already past its time is not revived: its place may be someone else's now).
async fn keep_place(
    ctx: &Context,
    txn: &sea_orm::DatabaseTransaction,
    order_id: &str,
    now: DateTime<Utc>,
) -> Result<(), AppError> {
    let until = now + Duration::hours(i64::from(ctx.config().upi_review_hours));
    let Some(order) = payment_orders::find(txn, order_id).await? else { return Ok(()) };
    let Some(thing) = order.payable().and_then(payments::payable) else { return Ok(()) };
    thing.hold(txn, &order.payable_id, now, until).await
}

/// Keeps a refused second submission of a UTR for the organisers, and answers it.
async fn refuse_reuse(
    ctx: &Context,
    caller: &user::Model,
    order: &upi_order::Model,
    holder: &str,
    utr: &str,
) -> AppError {
    let kept = upi_utr_reuse::ActiveModel {
        id: Set(uuid::Uuid::new_v4().to_string()),
        utr: Set(utr.to_owned()),
        order_id: Set(order.id.clone()),
        first_order_id: Set(holder.to_owned()),
        user_id: Set(caller.id.clone()),
        submitted_at: Set(Utc::now()),
    }
    .insert(ctx.writer())
    .await;
    if let Err(e) = kept {
        tracing::error!(order = %order.id, error = %e, "a reused UTR could not be kept for the organisers");
    }
    tracing::warn!(order = %order.id, first = %holder, "a UTR already used was submitted again: refused");
    AppError::Conflict(UTR_USED.into())
}

/// A UTR waiting for the organisers, for the admin's list.
#[derive(Debug, Clone)]
pub struct Waiting {
    pub order: upi_order::Model,
    pub payer: Option<Payer>,
}

/// The orders whose UTR waits for the organisers, oldest first (at most 500).
pub async fn waiting(ctx: &Context) -> Result<Vec<Waiting>, AppError> {
    let orders = upi_order::Entity::find()
        .filter(upi_order::Column::Status.eq("submitted"))
        .order_by_asc(upi_order::Column::SubmittedAt)
        .limit(500)
        .all(ctx.db())
        .await?;
    let ids: Vec<String> = orders.iter().filter_map(|o| o.submitted_by.clone()).collect();
    let users = user::Entity::find().filter(user::Column::Id.is_in(ids)).all(ctx.db()).await?;
    Ok(orders
        .into_iter()
        .map(|order| {
            let payer = users.iter().find(|u| Some(&u.id) == order.submitted_by.as_ref()).map(owner_of);
            Waiting { order, payer }
        })
        .collect())
}

/// Who submitted a UTR.
#[derive(Debug, Clone)]
pub struct Payer {
    pub name: String,
    pub email: String,
}

fn owner_of(u: &user::Model) -> Payer {
    Payer {
        name: if u.fullname.trim().is_empty() { u.username.clone() } else { u.fullname.clone() },
        email: u.email.clone(),
    }
}

/// What became of one line of a statement (or of one confirmation by hand).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = UpiMatchOutcome))]
#[serde(rename_all = "snake_case")]
pub enum MatchOutcome {
    /// Matched a submitted UTR of the same amount: confirmed now.
    Confirmed,
    /// Its order was confirmed before.
    AlreadyConfirmed,
    /// Matched, and the money is recorded, but what it paid for could not take it (a place gone, a second
    /// payment, an account gone): flagged in payment health for the organisers.
    Flagged,
    /// Matched nothing: see the reason.
    Unmatched,
}

/// Why a line matched nothing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = UpiUnmatchedReason))]
#[serde(rename_all = "snake_case")]
pub enum Unmatched {
    /// No payer submitted this UTR.
    UnknownUtr,
    /// A payer submitted it, for an order of another amount.
    AmountDiffers,
    /// The line carries no 12-digit UTR.
    NoUtr,
    /// The line carries no credited amount (a debit, or an empty amount).
    NoAmount,
}

/// One line of a statement and what it did.
#[derive(Debug, Clone)]
pub struct MatchLine {
    /// The line's number in the statement (1 is its first line).
    pub line: usize,
    pub utr: Option<String>,
    pub amount_paise: Option<i64>,
    pub outcome: MatchOutcome,
    pub reason: Option<Unmatched>,
    /// The matched order, and its amount (which differs from the line's when the reason says so).
    pub order_id: Option<String>,
    pub reference: Option<String>,
    pub order_amount_paise: Option<i64>,
}

/// Confirms one submitted UTR by hand (admins; audited): through the same confirmation as the statement.
pub async fn confirm_by_hand(ctx: &Context, admin: &user::Model, order_id: &str) -> Result<MatchLine, AppError> {
    let order = upi_order::Entity::find_by_id(order_id)
        .one(ctx.db())
        .await?
        .ok_or_else(|| AppError::NotFound(NO_SUCH_ORDER.into()))?;
    let Some(utr) = order.utr.clone() else { return Err(AppError::Conflict(NOTHING_SUBMITTED.into())) };
    let outcome = confirm_submitted(ctx, admin, &order, &utr, "by_hand").await?;
    Ok(MatchLine {
        line: 0,
        utr: Some(utr),
        amount_paise: Some(order.amount_paise),
        outcome,
        reason: None,
        order_id: Some(order.id.clone()),
        reference: Some(order.reference.clone()),
        order_amount_paise: Some(order.amount_paise),
    })
}

/// Marks a submitted UTR confirmed (one guarded update from `submitted`, audited) and confirms the payment
/// of its order through [`payments::confirm_order`]. A UTR confirmed before answers `AlreadyConfirmed`
/// (the payable's confirmation is idempotent, and the reconciliation applies a confirmed UTR whose payable
/// confirmation failed).
async fn confirm_submitted(
    ctx: &Context,
    admin: &user::Model,
    order: &upi_order::Model,
    utr: &str,
    source: &str,
) -> Result<MatchOutcome, AppError> {
    let payment_id = format!("{UPI_PAYMENT_PREFIX}{utr}");
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let marked = upi_order::Entity::update_many()
        .col_expr(upi_order::Column::Status, Expr::value("paid"))
        .col_expr(upi_order::Column::PaymentId, Expr::value(payment_id.clone()))
        .col_expr(upi_order::Column::ConfirmedBy, Expr::value(admin.id.clone()))
        .col_expr(upi_order::Column::ConfirmedAt, Expr::value(Utc::now()))
        .filter(upi_order::Column::Id.eq(&order.id))
        .filter(upi_order::Column::Status.eq("submitted"))
        .filter(upi_order::Column::Utr.eq(utr))
        .exec(&txn)
        .await?;
    if marked.rows_affected == 0 {
        drop(txn);
        return Ok(MatchOutcome::AlreadyConfirmed);
    }
    audit::record(
        &txn,
        admin,
        "payment.upi_confirm",
        &order.id,
        json!({"utr": utr, "reference": order.reference, "amountPaise": order.amount_paise, "source": source}),
    )
    .await?;
    txn.commit().await?;
    Ok(match payments::confirm_order(ctx, &order.id, &payment_id, order.amount_paise, &order.currency).await? {
        WebhookOutcome::Confirmed | WebhookOutcome::Duplicate | WebhookOutcome::Ignored | WebhookOutcome::Refund => {
            MatchOutcome::Confirmed
        }
        WebhookOutcome::AlreadyPaid => MatchOutcome::AlreadyConfirmed,
        WebhookOutcome::Flagged | WebhookOutcome::Orphan => MatchOutcome::Flagged,
    })
}

/// Matches a bank statement (CSV) to the submitted UTRs: each credited line whose UTR a payer submitted for
/// an order of exactly that amount confirms that order; every line is answered (confirmed, confirmed
/// before, flagged, or unmatched with why). Audited per confirmation.
pub async fn match_statement(ctx: &Context, admin: &user::Model, csv_text: &str) -> Result<Vec<MatchLine>, AppError> {
    let lines = statement::parse(csv_text).map_err(|m| AppError::field("statement", m))?;
    let mut out = Vec::with_capacity(lines.len());
    for line in lines {
        let mut result = MatchLine {
            line: line.line,
            utr: line.utr.clone(),
            amount_paise: line.amount_paise,
            outcome: MatchOutcome::Unmatched,
            reason: None,
            order_id: None,
            reference: None,
            order_amount_paise: None,
        };
        let (Some(utr), Some(amount)) = (line.utr, line.amount_paise) else {
            result.reason = Some(if result.utr.is_none() { Unmatched::NoUtr } else { Unmatched::NoAmount });
            out.push(result);
            continue;
        };
        let Some(order) = upi_order::Entity::find().filter(upi_order::Column::Utr.eq(&utr)).one(ctx.db()).await? else {
            result.reason = Some(Unmatched::UnknownUtr);
            out.push(result);
            continue;
        };
        result.order_id = Some(order.id.clone());
        result.reference = Some(order.reference.clone());
        result.order_amount_paise = Some(order.amount_paise);
        if order.status == "paid" {
            result.outcome = MatchOutcome::AlreadyConfirmed;
        } else if order.amount_paise != amount {
            result.reason = Some(Unmatched::AmountDiffers);
        } else {
            result.outcome = confirm_submitted(ctx, admin, &order, &utr, "statement").await?;
        }
        out.push(result);
    }
    Ok(out)
}

/// Reading bank statements: CSV exports of Indian banks differ in their columns, their preamble lines and
/// how they write amounts, so columns are found by their headers and amounts read leniently.
pub mod statement {
    /// One line of a statement.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct Line {
        /// 1 is the statement's first line.
        pub line: usize,
        pub utr: Option<String>,
        /// Credited paise.
        pub amount_paise: Option<i64>,
    }

    pub const NO_HEADER: &str = "The statement needs a header line naming a UTR (or reference, or narration) \
                                 column and an amount (or credit) column.";
    pub const TOO_LONG: &str = "Keep a statement under 20,000 lines; split it.";
    const MAX_LINES: usize = 20_000;

    /// A header cell without case, spaces or punctuation.
    fn norm(cell: &str) -> String {
        cell.chars().filter(char::is_ascii_alphanumeric).collect::<String>().to_ascii_lowercase()
    }

    fn is_reference(h: &str) -> bool {
        h.contains("utr")
            || h.contains("ref")
            || h.contains("rrn")
            || h.contains("transactionid")
            || h.contains("txnid")
            || h.contains("chq")
            || h.contains("cheque")
    }

    fn is_narration(h: &str) -> bool {
        ["narration", "description", "remark", "particular", "details"].iter().any(|k| h.contains(k))
    }

    fn is_credit(h: &str) -> bool {
        h.contains("credit") || h.contains("deposit") || h == "cr" || h == "cramount" || h == "amountcr"
    }

    fn is_amount(h: &str) -> bool {
        (h.contains("amount") || h == "amt" || h.contains("amountinr"))
            && !h.contains("debit")
            && !h.contains("withdraw")
            && !h.contains("balance")
    }

    /// The first run of exactly 12 digits in a text (a longer run of digits is an account number, not a UTR).
    pub fn find_utr(text: &str) -> Option<String> {
        let bytes = text.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            if bytes[i].is_ascii_digit() {
                let start = i;
                while i < bytes.len() && bytes[i].is_ascii_digit() {
                    i += 1;
                }
                if i - start == 12 {
                    return Some(text[start..i].to_owned());
                }
            } else {
                i += 1;
            }
        }
        None
    }

    /// Paise from a statement's amount: `1,234.00`, `₹ 1,234.5`, `INR 1234`, `1234.00 Cr`. Empty, zero,
    /// negative, a debit (`Dr`) or anything else: none.
    pub fn parse_amount(text: &str) -> Option<i64> {
        let mut t = text.trim().to_ascii_lowercase();
        if t.ends_with("dr") || t.starts_with('-') || (t.starts_with('(') && t.ends_with(')')) {
            return None;
        }
        for strip in ["cr", "inr", "rs.", "rs", "₹"] {
            t = t.replace(strip, "");
        }
        let t: String = t.chars().filter(|c| !matches!(c, ',' | ' ' | '\u{a0}' | '+')).collect();
        let (whole, frac) = t.split_once('.').unwrap_or((&t, ""));
        if whole.is_empty() || !whole.bytes().all(|b| b.is_ascii_digit()) || frac.len() > 2 {
            return None;
        }
        if !frac.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let rupees: i64 = whole.parse().ok()?;
        let paise: i64 = format!("{frac:0<2}").parse().ok()?;
        let total = rupees.checked_mul(100)?.checked_add(paise)?;
        (total > 0).then_some(total)
    }

    /// The lines after the header line (the first line naming a reference or narration column and an amount
    /// or credit column; lines before it are the bank's preamble). Blank lines are skipped.
    pub fn parse(text: &str) -> Result<Vec<Line>, &'static str> {
        let mut reader = csv::ReaderBuilder::new()
            .has_headers(false)
            .flexible(true)
            .trim(csv::Trim::All)
            .from_reader(text.as_bytes());
        let mut columns: Option<(Vec<usize>, Vec<usize>, Option<usize>)> = None;
        let mut out = Vec::new();
        for (index, record) in reader.records().enumerate() {
            let Ok(record) = record else { continue };
            let line = record.position().map_or(index + 1, |p| usize::try_from(p.line()).unwrap_or(index + 1));
            let Some((refs, narrations, amount)) = &columns else {
                let headers: Vec<String> = record.iter().map(norm).collect();
                let refs: Vec<usize> = (0..headers.len()).filter(|&i| is_reference(&headers[i])).collect();
                let narrations: Vec<usize> = (0..headers.len()).filter(|&i| is_narration(&headers[i])).collect();
                let amount = (0..headers.len())
                    .find(|&i| is_credit(&headers[i]))
                    .or_else(|| (0..headers.len()).find(|&i| is_amount(&headers[i])));
                if (!refs.is_empty() || !narrations.is_empty()) && amount.is_some() {
                    columns = Some((refs, narrations, amount));
                }
                continue;
            };
            if record.iter().all(str::is_empty) {
                continue;
            }
            if out.len() >= MAX_LINES {
                return Err(TOO_LONG);
            }
            let utr = refs.iter().chain(narrations.iter()).filter_map(|&i| record.get(i)).find_map(find_utr);
            let amount_paise = amount.and_then(|i| record.get(i)).and_then(parse_amount);
            out.push(Line { line, utr, amount_paise });
        }
        if columns.is_none() {
            return Err(NO_HEADER);
        }
        Ok(out)
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        #[test]
        fn amounts_as_banks_write_them() {
            assert_eq!(parse_amount("1,234.00"), Some(123_400));
            assert_eq!(parse_amount("₹ 1,234.5"), Some(123_450));
            assert_eq!(parse_amount("INR 650"), Some(65_000));
            assert_eq!(parse_amount("650.00 Cr"), Some(65_000));
            assert_eq!(parse_amount("1,00,000.00"), Some(10_000_000));
            assert_eq!(parse_amount("650.00 Dr"), None);
            assert_eq!(parse_amount("-650"), None);
            assert_eq!(parse_amount(""), None);
            assert_eq!(parse_amount("0.00"), None);
            assert_eq!(parse_amount("6.505"), None);
        }

        #[test]
        fn utrs_are_twelve_digits_alone() {
            assert_eq!(find_utr("UPI/401234567890/Asha/okaxis"), Some("401234567890".into()));
            assert_eq!(find_utr("NEFT 12345678901234 401234567890"), Some("401234567890".into()));
            assert_eq!(find_utr("no reference"), None);
        }

        #[test]
        fn a_bank_statement_with_a_preamble_and_debits() {
            let csv = "Statement of account,,,,\n\
                       Account No: 50100012345678,,,,\n\
                       Date,Narration,Chq./Ref.No.,Withdrawal Amt.,Deposit Amt.,Closing Balance\n\
                       01/11/26,UPI-ASHA-asha@okaxis-401234567890-Infinito,0000401234567890,,\"1,234.00\",\"5,000.00\"\n\
                       02/11/26,ATM WDL,000000000001,500.00,,4500.00\n\
                       \n\
                       03/11/26,UPI-RAVI-NOREF,,,650.00,5150.00\n";
            let lines = parse(csv).unwrap();
            assert_eq!(lines.len(), 3);
            assert_eq!(lines[0], Line { line: 4, utr: Some("401234567890".into()), amount_paise: Some(123_400) });
            assert_eq!(lines[1].amount_paise, None);
            assert_eq!(lines[2].utr, None);
            assert_eq!(lines[2].amount_paise, Some(65_000));
            assert_eq!(parse("just,some,text\n1,2,3\n"), Err(NO_HEADER));
        }
    }
}
