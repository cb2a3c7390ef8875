//! Reading receipts: the owner's own documents, one document as a PDF (its owner or an admin; anyone else
//! is told it does not exist), the documents of a payable for the admin's registration dialog, and the
//! receipt register (every receipt and credit note, in number order) as CSV or Excel for the accountant.

use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};
use serde_json::json;

use fest_shared::consent::Language;

use super::{pdf, tax};
use crate::emails::language_of;
use crate::entities::{receipt, user};
use crate::roles::Role;
use crate::services::tables::{self as exports, Export, Format};
use crate::services::{accounts, audit};
use crate::{AppError, Context};

pub const NOT_FOUND: &str = "Receipt not found";

/// The documents issued to a user, newest first.
pub async fn mine(ctx: &Context, owner: &user::Model) -> Result<Vec<receipt::Model>, AppError> {
    Ok(receipt::Entity::find()
        .filter(receipt::Column::PayerUserId.eq(&owner.id))
        .order_by_desc(receipt::Column::IssuedAt)
        .order_by_desc(receipt::Column::Serial)
        .all(ctx.db())
        .await?)
}

/// The documents of the payables with these ids (a registration, its changes, its stays), oldest first.
pub async fn of_payables(ctx: &Context, ids: &[String]) -> Result<Vec<receipt::Model>, AppError> {
    Ok(receipt::Entity::find()
        .filter(receipt::Column::PayableId.is_in(ids.iter().cloned()))
        .order_by_asc(receipt::Column::IssuedAt)
        .order_by_asc(receipt::Column::Serial)
        .all(ctx.db())
        .await?)
}

/// A document by id or by number, for its owner or an admin; a 404 for anyone else, so nobody learns which
/// numbers exist.
pub async fn readable(ctx: &Context, caller: &user::Model, key: &str) -> Result<receipt::Model, AppError> {
    let found = match receipt::Entity::find_by_id(key).one(ctx.db()).await? {
        Some(r) => Some(r),
        None => receipt::Entity::find().filter(receipt::Column::Number.eq(key)).one(ctx.db()).await?,
    };
    found
        .filter(|r| r.payer_user_id == caller.id || accounts::role_of(caller) == Role::Admin)
        .ok_or_else(|| AppError::NotFound(NOT_FOUND.into()))
}

/// A PDF to download: its file name and bytes.
pub struct PdfFile {
    pub filename: String,
    pub bytes: Vec<u8>,
}

/// A document as a PDF (see [`readable`] for who may have it), in `language` when one is asked for, else in
/// the language of the account it was issued to (an admin downloading it gets the payer's; English when
/// that account chose none or is gone).
pub async fn pdf(
    ctx: &Context,
    caller: &user::Model,
    key: &str,
    language: Option<Language>,
) -> Result<PdfFile, AppError> {
    let r = readable(ctx, caller, key).await?;
    let invoice = match &r.refers_to {
        Some(id) => receipt::Entity::find_by_id(id).one(ctx.db()).await?,
        None => None,
    };
    let language = match language {
        Some(asked) => asked,
        None if r.payer_user_id == caller.id => language_of(caller),
        None => {
            user::Entity::find_by_id(&r.payer_user_id).one(ctx.db()).await?.map(|u| language_of(&u)).unwrap_or_default()
        }
    };
    Ok(file(&r, invoice.as_ref(), language))
}

/// The PDF of a document already read, in `language` (the confirmation e-mail attaches it in its owner's).
/// The file's name is English in either language (`tax-invoice-INF-26-27-000123.pdf`).
pub fn file(r: &receipt::Model, invoice: Option<&receipt::Model>, language: Language) -> PdfFile {
    let filename = format!("{}-{}.pdf", pdf::title(r).to_lowercase().replace(' ', "-"), r.number.replace('/', "-"));
    PdfFile { filename, bytes: pdf::print_in(r, invoice, language) }
}

pub const REGISTER_HEADER: [&str; 21] = [
    "Number",
    "Document",
    "Date",
    "Financial year",
    "Refers to",
    "Recipient",
    "Description",
    "Paid for",
    "Paid for (id)",
    "Payment reference",
    "SAC",
    "Taxable value (INR)",
    "GST rate",
    "CGST (INR)",
    "SGST (INR)",
    "IGST (INR)",
    "Total (INR)",
    "Supplier GSTIN",
    "Place of supply",
    "Tax invoice",
    "Issued at (UTC)",
];

/// Paise as rupees with two decimals. A credit note's amounts are as positive as its invoice's (the
/// Document column says which is which; a leading minus would be neutralised as a formula in the CSV).
fn inr(paise: i64) -> String {
    format!("{}.{:02}", paise / 100, paise % 100)
}

/// The register's rows, in the order of the documents' numbers within each series and year.
pub fn rows(all: &[receipt::Model]) -> Vec<Vec<String>> {
    let numbers: std::collections::HashMap<&str, &str> =
        all.iter().map(|r| (r.id.as_str(), r.number.as_str())).collect();
    all.iter()
        .map(|r| {
            vec![
                r.number.clone(),
                pdf::title(r).to_owned(),
                tax::india_date(r.issued_at).format("%Y-%m-%d").to_string(),
                r.financial_year.clone(),
                r.refers_to.as_deref().and_then(|id| numbers.get(id)).map(|n| (*n).to_owned()).unwrap_or_default(),
                r.recipient_name.clone(),
                r.description.clone(),
                r.payable_kind.clone(),
                r.payable_id.clone(),
                r.payment_ref.clone(),
                r.sac_code.clone(),
                inr(r.taxable_paise),
                if r.tax_invoice { tax::rate_text(r.gst_rate_bp) } else { String::new() },
                inr(r.cgst_paise),
                inr(r.sgst_paise),
                inr(r.igst_paise),
                inr(r.amount_paise),
                r.supplier_gstin.clone().unwrap_or_default(),
                r.place_of_supply.clone().unwrap_or_default(),
                if r.tax_invoice { "yes" } else { "no" }.to_owned(),
                r.issued_at.to_rfc3339(),
            ]
        })
        .collect()
}

/// The receipt register as CSV or Excel (admins; recorded in the audit log).
pub async fn export(ctx: &Context, actor: &user::Model, format: Format) -> Result<Export, AppError> {
    // Receipts first, then credit notes; each series by year and serial.
    let all = receipt::Entity::find()
        .order_by_desc(receipt::Column::Document)
        .order_by_asc(receipt::Column::FinancialYear)
        .order_by_asc(receipt::Column::Serial)
        .all(ctx.db())
        .await?;
    let export = exports::table("receipt-register", "Receipts", format, &REGISTER_HEADER, &rows(&all))?;
    audit::record(
        ctx.writer(),
        actor,
        "receipts.export",
        "receipts",
        json!({"format": export.filename.rsplit('.').next(), "documents": all.len()}),
    )
    .await?;
    Ok(export)
}
