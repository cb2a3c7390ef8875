//! Numbered receipts, GST tax invoices and credit notes. Every confirmed payment of a payable (a
//! registration, a roster change's difference, a stay) gets a receipt inside the transaction that confirms
//! it, and every processed refund of a receipted payment a credit note inside the transaction that records
//! it, referring to its invoice. Numbers come from a counter row per series and Indian financial year that
//! the same transaction advances: consecutive, gapless under a rush (the row is held until the transaction
//! ends), and a rolled-back confirmation gives its number back. A replay of the same confirmation or refund
//! finds its document issued and issues none (one per payable, payment and refund, kept by a unique index).
//!
//! With a GSTIN set the receipt is a tax invoice: amounts paid include the tax, split as
//! [`tax::split`] says (CGST and SGST within the state of the place of supply, IGST otherwise).

pub mod pdf;
pub mod register;
pub use fest_shared::tax;

use chrono::{DateTime, Utc};
use fest_shared::catalogue::event_by_name;
use fest_shared::fest::FEST;
use sea_orm::sea_query::{Expr, ExprTrait as _, OnConflict};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, DatabaseTransaction, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set,
};

use crate::entities::payment_order::{self, Payable};
use crate::entities::{
    accommodation_booking as booking, payment_refund, receipt, receipt_series, registration, registration_change, user,
};
use crate::services::payment_orders;
use crate::{AppError, Context};
pub use tax::Series;

/// What a receipt was issued for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Registration,
    Change,
    Booking,
}

impl Kind {
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Registration => "registration",
            Kind::Change => "change",
            Kind::Booking => "booking",
        }
    }
}

/// The payment reference of money an organiser marked received.
pub const OFFLINE: &str = "offline";
/// How `registrations::owe_differences` begins the reason of a paid difference owed back on a cancellation.
const CANCELLED_DIFFERENCE: &str = "The registration was cancelled";
/// The refund reference of a credit note (each payable has one refund of its own payment).
const REFUND: &str = "refund";

/// A confirmed payment to issue a receipt for.
#[derive(Debug, Clone)]
pub struct Payment<'a> {
    pub kind: Kind,
    pub payable_id: &'a str,
    /// The gateway's payment id, or [`OFFLINE`].
    pub payment_ref: &'a str,
    /// Paise paid, tax included.
    pub amount_paise: i64,
    pub payer_user_id: &'a str,
    /// What was supplied, as the document says it.
    pub description: String,
}

/// Takes the next serial of a series in a financial year through `txn`: creates the counter row if the year
/// has none, then advances it with one update, which holds the row until `txn` ends. Never `MAX()+1`.
pub async fn next_serial(txn: &DatabaseTransaction, series: Series, financial_year: &str) -> Result<i64, AppError> {
    receipt_series::Entity::insert(receipt_series::ActiveModel {
        series: Set(series.as_str().to_owned()),
        financial_year: Set(financial_year.to_owned()),
        next_serial: Set(1),
    })
    .on_conflict(
        OnConflict::columns([receipt_series::Column::Series, receipt_series::Column::FinancialYear])
            .do_nothing()
            .to_owned(),
    )
    .exec_without_returning(txn)
    .await?;
    let res = receipt_series::Entity::update_many()
        .col_expr(receipt_series::Column::NextSerial, Expr::col(receipt_series::Column::NextSerial).add(1))
        .filter(receipt_series::Column::Series.eq(series.as_str()))
        .filter(receipt_series::Column::FinancialYear.eq(financial_year))
        .exec(txn)
        .await?;
    if res.rows_affected != 1 {
        return Err(AppError::Other(
            format!("the {} series of {financial_year} has no counter", series.as_str()).into(),
        ));
    }
    let next: i64 = receipt_series::Entity::find_by_id((series.as_str().to_owned(), financial_year.to_owned()))
        .select_only()
        .column(receipt_series::Column::NextSerial)
        .into_tuple()
        .one(txn)
        .await?
        .ok_or_else(|| AppError::Other("the receipt counter vanished".into()))?;
    Ok(next - 1)
}

/// The organisers as receipts name them: legal name, address, GSTIN, place of supply and whether the supply
/// is within one state.
struct Supplier {
    name: String,
    address: String,
    gstin: Option<String>,
    place_of_supply: Option<String>,
    intra_state: bool,
}

fn supplier(ctx: &Context) -> Supplier {
    let config = ctx.config();
    let gstin = config.gstin();
    let place = config.place_of_supply_code();
    let intra_state = match (&gstin, &place) {
        (Some(g), Some(p)) => g[..2] == *p,
        _ => true,
    };
    let text = |s: &Option<String>| s.as_deref().map(str::trim).filter(|s| !s.is_empty()).map(str::to_owned);
    Supplier {
        name: text(&config.organiser_name).unwrap_or_else(|| FEST.title()),
        address: text(&config.organiser_address).unwrap_or_else(|| FEST.address.to_owned()),
        gstin,
        place_of_supply: place.and_then(|code| tax::state_name(&code).map(|name| format!("{name} ({code})"))),
        intra_state,
    }
}

/// The receipt issued for a payment of a payable, if any.
async fn issued(
    txn: &DatabaseTransaction,
    series: Series,
    kind: Kind,
    payable_id: &str,
    payment_ref: Option<&str>,
    refund_ref: &str,
) -> Result<Option<receipt::Model>, AppError> {
    let mut q = receipt::Entity::find()
        .filter(receipt::Column::Document.eq(series.as_str()))
        .filter(receipt::Column::PayableKind.eq(kind.as_str()))
        .filter(receipt::Column::PayableId.eq(payable_id))
        .filter(receipt::Column::RefundRef.eq(refund_ref));
    if let Some(payment) = payment_ref {
        q = q.filter(receipt::Column::PaymentRef.eq(payment));
    }
    Ok(q.order_by_desc(receipt::Column::IssuedAt).one(txn).await?)
}

/// Issues the receipt of a confirmed payment through `txn`, the transaction that confirms it, dated now.
/// Nothing for a payment of nothing; the receipt issued before for a replay of the same payment.
pub async fn issue(
    ctx: &Context,
    txn: &DatabaseTransaction,
    payment: Payment<'_>,
) -> Result<Option<receipt::Model>, AppError> {
    issue_at(ctx, txn, payment, Utc::now()).await
}

/// [`issue`], dated `at` (which decides its financial year).
pub async fn issue_at(
    ctx: &Context,
    txn: &DatabaseTransaction,
    payment: Payment<'_>,
    at: DateTime<Utc>,
) -> Result<Option<receipt::Model>, AppError> {
    if payment.amount_paise <= 0 {
        return Ok(None);
    }
    if let Some(earlier) =
        issued(txn, Series::Receipt, payment.kind, payment.payable_id, Some(payment.payment_ref), "").await?
    {
        return Ok(Some(earlier));
    }
    let s = supplier(ctx);
    let rate = s.gstin.as_ref().and_then(|_| ctx.config().gst_rate_bp());
    let recipient = user::Entity::find_by_id(payment.payer_user_id)
        .one(txn)
        .await?
        .map_or_else(|| "(account deleted)".to_owned(), |u| u.display_name().to_owned());
    let document = Draft {
        series: Series::Receipt,
        kind: payment.kind,
        payable_id: payment.payable_id,
        payment_ref: payment.payment_ref,
        refund_ref: "",
        amount: payment.amount_paise,
        tax_invoice: s.gstin.is_some(),
        rate_bp: rate.unwrap_or(0),
        intra_state: s.intra_state,
        payer: payment.payer_user_id,
        recipient,
        description: payment.description,
        supplier: (s.name, s.address, s.gstin, s.place_of_supply),
        sac: ctx.config().sac_code.clone(),
        refers_to: None,
    };
    write(ctx, txn, document, at).await.map(Some)
}

/// A document about to be numbered.
struct Draft<'a> {
    series: Series,
    kind: Kind,
    payable_id: &'a str,
    payment_ref: &'a str,
    refund_ref: &'a str,
    amount: i64,
    tax_invoice: bool,
    rate_bp: i32,
    intra_state: bool,
    payer: &'a str,
    recipient: String,
    description: String,
    supplier: (String, String, Option<String>, Option<String>),
    sac: String,
    refers_to: Option<String>,
}

async fn write(
    ctx: &Context,
    txn: &DatabaseTransaction,
    d: Draft<'_>,
    at: DateTime<Utc>,
) -> Result<receipt::Model, AppError> {
    let day = tax::india_date(at);
    let year = tax::financial_year(day);
    let serial = next_serial(txn, d.series, &year).await?;
    let number = tax::number(&ctx.config().receipt_prefix, d.series, day, serial).ok_or_else(|| {
        AppError::Other(format!("the {} series of {year} is full at serial {serial}", d.series.as_str()).into())
    })?;
    let split = if d.tax_invoice && d.rate_bp > 0 {
        tax::split(d.amount, d.rate_bp, d.intra_state)
    } else {
        tax::Tax { taxable: d.amount, ..Default::default() }
    };
    let clip = |s: String| s.chars().take(255).collect::<String>();
    let (supplier_name, supplier_address, supplier_gstin, place_of_supply) = d.supplier;
    let model = receipt::ActiveModel {
        id: Set(uuid::Uuid::new_v4().to_string()),
        number: Set(number),
        document: Set(d.series.as_str().to_owned()),
        tax_invoice: Set(d.tax_invoice),
        financial_year: Set(year),
        serial: Set(serial),
        payable_kind: Set(d.kind.as_str().to_owned()),
        payable_id: Set(d.payable_id.to_owned()),
        payment_ref: Set(d.payment_ref.to_owned()),
        refund_ref: Set(d.refund_ref.to_owned()),
        amount_paise: Set(d.amount),
        taxable_paise: Set(split.taxable),
        cgst_paise: Set(split.cgst),
        sgst_paise: Set(split.sgst),
        igst_paise: Set(split.igst),
        gst_rate_bp: Set(if d.tax_invoice { d.rate_bp } else { 0 }),
        payer_user_id: Set(d.payer.to_owned()),
        recipient_name: Set(clip(d.recipient)),
        description: Set(clip(d.description)),
        supplier_name: Set(clip(supplier_name)),
        supplier_address: Set(supplier_address),
        supplier_gstin: Set(supplier_gstin),
        place_of_supply: Set(place_of_supply),
        sac_code: Set(d.sac),
        refers_to: Set(d.refers_to),
        issued_at: Set(at),
        // A registration's receipt is e-mailed with its PDF by a reaction after this transaction commits.
        email_pending: Set(d.series == Series::Receipt && d.kind == Kind::Registration),
    }
    .insert(txn)
    .await?;
    tracing::info!(number = %model.number, kind = %model.payable_kind, payable = %model.payable_id, "{} issued", d.series.as_str());
    Ok(model)
}

fn event_title(event_id: &str) -> &str {
    event_by_name(event_id).map_or(event_id, |e| e.title)
}

/// The receipt of a registration just paid (by the gateway, or marked paid by an organiser), through the
/// transaction that confirmed it. Its own order's amount: a roster change's difference has its own receipt.
pub async fn for_registration(
    ctx: &Context,
    txn: &DatabaseTransaction,
    reg: &registration::Model,
) -> Result<Option<receipt::Model>, AppError> {
    let order = payment_orders::of(txn, Payable::Registration, &reg.id).await?;
    let payment = Payment {
        kind: Kind::Registration,
        payable_id: &reg.id,
        payment_ref: payment_order::paid_by(order.as_ref()).unwrap_or(OFFLINE),
        amount_paise: payment_order::amount_or(order.as_ref(), reg.amount_paise),
        payer_user_id: &reg.user_id,
        description: format!("Registration for {}", event_title(&reg.event_id)),
    };
    issue(ctx, txn, payment).await
}

/// The receipt of a roster change's difference just paid (or marked received), through the transaction
/// that applied it; `payment_ref` is the gateway's payment id or [`OFFLINE`].
pub async fn for_change(
    ctx: &Context,
    txn: &DatabaseTransaction,
    change: &registration_change::Model,
    owner_id: &str,
    payment_ref: &str,
) -> Result<Option<receipt::Model>, AppError> {
    let payment = Payment {
        kind: Kind::Change,
        payable_id: &change.id,
        payment_ref,
        amount_paise: change.difference_paise,
        payer_user_id: owner_id,
        description: format!("Team change for {}", event_title(&change.event_id)),
    };
    issue(ctx, txn, payment).await
}

/// The receipt of a stay just paid (or marked paid), through the transaction that confirmed it.
pub async fn for_booking(
    ctx: &Context,
    txn: &DatabaseTransaction,
    booking_id: &str,
) -> Result<Option<receipt::Model>, AppError> {
    let Some(b) = booking::Entity::find_by_id(booking_id).one(txn).await? else { return Ok(None) };
    let nights = if b.nights == 1 { "1 night".to_owned() } else { format!("{} nights", b.nights) };
    let order = payment_orders::of(txn, Payable::Booking, &b.id).await?;
    let payment = Payment {
        kind: Kind::Booking,
        payable_id: &b.id,
        payment_ref: payment_order::paid_by(order.as_ref()).unwrap_or(OFFLINE),
        amount_paise: payment_order::amount_or(order.as_ref(), b.amount_paise),
        payer_user_id: &b.user_id,
        description: format!(
            "Accommodation for {} ({} block, {nights} from {})",
            event_title(&b.event_id),
            b.block,
            b.check_in
        ),
    };
    issue(ctx, txn, payment).await
}

/// Issues the credit note of a refund of `amount` paise of a payable's receipted payment through `txn`, the
/// transaction that records the refund as processed, dated now: referring to the payable's receipt, for at
/// most what the receipt has not had credited yet. Nothing when the payment had no receipt (it was never
/// confirmed: a payment flagged to refund) or nothing is left to credit; the credit note issued before for a
/// replay.
pub async fn credit(
    ctx: &Context,
    txn: &DatabaseTransaction,
    kind: Kind,
    payable_id: &str,
    amount: i64,
) -> Result<Option<receipt::Model>, AppError> {
    credit_at(ctx, txn, (kind, payable_id), None, amount, Utc::now()).await
}

/// [`credit`] against a given invoice (`against`: the receipt of another payable, as when a roster change
/// lowered the fee of a registration paid before), dated `at`.
async fn credit_at(
    ctx: &Context,
    txn: &DatabaseTransaction,
    (kind, payable_id): (Kind, &str),
    against: Option<receipt::Model>,
    amount: i64,
    at: DateTime<Utc>,
) -> Result<Option<receipt::Model>, AppError> {
    if let Some(earlier) = issued(txn, Series::CreditNote, kind, payable_id, None, REFUND).await? {
        return Ok(Some(earlier));
    }
    let invoice = match against {
        Some(invoice) => invoice,
        None => match issued(txn, Series::Receipt, kind, payable_id, None, "").await? {
            Some(invoice) => invoice,
            None => return Ok(None),
        },
    };
    let credited: Vec<i64> = receipt::Entity::find()
        .select_only()
        .column(receipt::Column::AmountPaise)
        .filter(receipt::Column::RefersTo.eq(&invoice.id))
        .into_tuple()
        .all(txn)
        .await?;
    let amount = Ord::min(amount, invoice.amount_paise - credited.iter().sum::<i64>());
    if amount <= 0 {
        return Ok(None);
    }
    let intra_state = invoice.igst_paise == 0;
    let document = Draft {
        series: Series::CreditNote,
        kind,
        payable_id,
        payment_ref: &invoice.payment_ref,
        refund_ref: REFUND,
        amount,
        tax_invoice: invoice.tax_invoice,
        rate_bp: invoice.gst_rate_bp,
        intra_state,
        payer: &invoice.payer_user_id,
        recipient: invoice.recipient_name.clone(),
        description: format!("Refund of {} ({})", invoice.description, invoice.number),
        supplier: (
            invoice.supplier_name.clone(),
            invoice.supplier_address.clone(),
            invoice.supplier_gstin.clone(),
            invoice.place_of_supply.clone(),
        ),
        sac: invoice.sac_code.clone(),
        refers_to: Some(invoice.id.clone()),
    };
    write(ctx, txn, document, at).await.map(Some)
}

/// The credit note of a refund just recorded processed (through `txn`): a registration's or a stay's,
/// against its receipt (a captured payment nothing claims had none).
pub async fn credit_refund(
    ctx: &Context,
    txn: &DatabaseTransaction,
    refund: &payment_refund::Model,
) -> Result<Option<receipt::Model>, AppError> {
    if refund.status != payment_refund::RefundStatus::Processed {
        return Ok(None);
    }
    let kind = match refund.payable_kind.as_str() {
        "registration" => Kind::Registration,
        "booking" => Kind::Booking,
        "change" => {
            let Some(change) = registration_change::Entity::find_by_id(&refund.payable_id).one(txn).await? else {
                return Ok(None);
            };
            return credit_change(ctx, txn, &change, refund.amount_paise).await;
        }
        _ => return Ok(None),
    };
    credit(ctx, txn, kind, &refund.payable_id, refund.amount_paise).await
}

/// The credit note of a roster change's refund of `amount` paise just recorded paid back (through `txn`):
/// against the change's own receipt when its difference was paid, else against its registration's (a change
/// that lowered the fee).
async fn credit_change(
    ctx: &Context,
    txn: &DatabaseTransaction,
    change: &registration_change::Model,
    amount: i64,
) -> Result<Option<receipt::Model>, AppError> {
    // Money given back for a payment that was refused (never receipted: an amount that differs, a second
    // payment, a registration moved on) has nothing to credit. A reason is also given when a cancellation
    // owes back a receipted difference (`owe_differences`): that one is credited.
    if change.flag_reason.as_deref().is_some_and(|why| !why.starts_with(CANCELLED_DIFFERENCE)) {
        return Ok(None);
    }
    let against = match issued(txn, Series::Receipt, Kind::Change, &change.id, None, "").await? {
        Some(own) => own,
        None if change.difference_paise < 0 => {
            match issued(txn, Series::Receipt, Kind::Registration, &change.registration_id, None, "").await? {
                Some(registration) => registration,
                None => return Ok(None),
            }
        }
        None => return Ok(None),
    };
    credit_at(ctx, txn, (Kind::Change, &change.id), Some(against), amount, Utc::now()).await
}
