//! Receipts, tax invoices and credit notes: `GET /api/v1/receipts` (the caller's), `GET
//! /api/v1/receipts/{id}/pdf?lang=en|hi` (the owner or an admin; in the payer's language unless asked), `GET /api/v1/admin/receipts?payable=` (the documents
//! of a registration, its changes and stays) and `GET /api/v1/admin/receipts/export?format=csv|xlsx` (the
//! register, admins).

use axum::Json;
use axum::extract::{Path, Query, State};
use axum::response::Response;
use chrono::{DateTime, Utc};
use fest_app::AppError;
use fest_app::entities::receipt;
use fest_app::services::exports::{ExportBody, Format};
use fest_app::services::receipts::register;
use fest_shared::consent::Language;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::AppState;
use crate::error::{ApiError, ErrorBody};
use crate::extractors::{AdminOnly, CurrentUser};

/// A receipt, tax invoice or credit note as issued.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReceiptView {
    pub id: String,
    /// The serial number, e.g. `INF/26-27/000123` (at most 16 characters).
    pub number: String,
    /// `receipt` or `credit_note`.
    pub document: String,
    /// `Tax invoice`, `Receipt` or `Credit note`.
    pub title: String,
    pub tax_invoice: bool,
    /// `registration`, `change` or `booking`.
    pub payable_kind: String,
    pub payable_id: String,
    pub description: String,
    /// Paise, tax included.
    pub amount_paise: i64,
    pub taxable_paise: i64,
    /// CGST + SGST + IGST, paise.
    pub tax_paise: i64,
    /// A credit note's invoice (its id).
    pub refers_to: Option<String>,
    pub issued_at: DateTime<Utc>,
    /// Where its PDF is, under /api/v1.
    pub pdf_url: String,
}

impl From<receipt::Model> for ReceiptView {
    fn from(r: receipt::Model) -> Self {
        Self {
            title: fest_app::services::receipts::pdf::title(&r).to_owned(),
            pdf_url: format!("/api/v1/receipts/{}/pdf", r.id),
            tax_paise: r.cgst_paise + r.sgst_paise + r.igst_paise,
            id: r.id,
            number: r.number,
            document: r.document,
            tax_invoice: r.tax_invoice,
            payable_kind: r.payable_kind,
            payable_id: r.payable_id,
            description: r.description,
            amount_paise: r.amount_paise,
            taxable_paise: r.taxable_paise,
            refers_to: r.refers_to,
            issued_at: r.issued_at,
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct ReceiptList {
    pub success: bool,
    pub receipts: Vec<ReceiptView>,
}

/// The signed-in user's receipts and credit notes, newest first.
#[utoipa::path(get, path = "/receipts", tag = "receipts", security(("bearer" = [])),
    responses((status = 200, body = ReceiptList), (status = 401, body = ErrorBody)))]
pub async fn my_receipts(State(state): State<AppState>, me: CurrentUser) -> Result<Json<ReceiptList>, ApiError> {
    let receipts = register::mine(&state.ctx, &me.user).await?.into_iter().map(ReceiptView::from).collect();
    Ok(Json(ReceiptList { success: true, receipts }))
}

/// The language of a PDF to download (a receipt's, a certificate's).
#[derive(Deserialize, IntoParams)]
pub struct PdfQuery {
    /// `en` or `hi`: the PDF in that language instead of its account's (the language the account chose,
    /// `PUT /account/language`; English when it chose none). Any other value is ignored.
    #[param(value_type = Option<Language>)]
    pub lang: Option<String>,
}

impl PdfQuery {
    /// The language asked for, if the site speaks it (`hi`, `HI` and `hi-IN` all ask for Hindi).
    pub fn language(&self) -> Option<Language> {
        let asked = self.lang.as_deref()?.trim().to_ascii_lowercase();
        Language::parse(asked.split('-').next().unwrap_or_default())
    }
}

/// A receipt, tax invoice or credit note as a PDF (its owner or an admin; 404 for anyone else), in the
/// language of the account it was issued to (Hindi or English; an admin gets the payer's), or in the one
/// `lang` asks for. Amounts, numbers and what was typed (names, addresses, the GSTIN) read the same in both.
#[utoipa::path(get, path = "/receipts/{id}/pdf", tag = "receipts", security(("bearer" = [])),
    params(("id" = String, Path, description = "The document's id (or its number)"), PdfQuery),
    responses(
        (status = 200, description = "The document (a PDF file)", content_type = "application/pdf"),
        (status = 401, body = ErrorBody), (status = 404, body = ErrorBody),
    ))]
pub async fn receipt_pdf(
    State(state): State<AppState>,
    me: CurrentUser,
    Path(id): Path<String>,
    Query(q): Query<PdfQuery>,
) -> Result<Response, ApiError> {
    let file = register::pdf(&state.ctx, &me.user, &id, q.language()).await?;
    use crate::controllers::download::{Disposition, file as send};
    send("application/pdf", Disposition::Inline, &file.filename, "private, no-store", file.bytes)
}

#[derive(Deserialize, IntoParams)]
pub struct PayableQuery {
    /// A registration, change or booking id; several separated by commas.
    pub payable: String,
}

/// The receipts and credit notes of a registration, its changes or its stays (admins).
#[utoipa::path(get, path = "/admin/receipts", tag = "admin", security(("bearer" = [])), params(PayableQuery),
    responses((status = 200, body = ReceiptList), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn payable_receipts(
    State(state): State<AppState>,
    _admin: AdminOnly,
    Query(q): Query<PayableQuery>,
) -> Result<Json<ReceiptList>, ApiError> {
    let ids: Vec<String> =
        q.payable.split(',').map(str::trim).filter(|s| !s.is_empty()).take(50).map(str::to_owned).collect();
    let receipts = register::of_payables(&state.ctx, &ids).await?.into_iter().map(ReceiptView::from).collect();
    Ok(Json(ReceiptList { success: true, receipts }))
}

#[derive(Deserialize, IntoParams)]
pub struct RegisterQuery {
    /// csv or xlsx.
    pub format: Option<String>,
}

/// The receipt register: every receipt and credit note in number order, as CSV or Excel (admins; audited).
#[utoipa::path(get, path = "/admin/receipts/export", tag = "admin", security(("bearer" = [])), params(RegisterQuery),
    responses(
        (status = 200, description = "The file", content_type = "text/csv"),
        (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
    ))]
pub async fn export_register(
    State(state): State<AppState>,
    admin: AdminOnly,
    Query(q): Query<RegisterQuery>,
) -> Result<Response, ApiError> {
    let format = match q.format.as_deref().unwrap_or("csv") {
        "csv" => Format::Csv,
        "xlsx" => Format::Xlsx,
        _ => return Err(AppError::BadRequest("format must be csv or xlsx".into()).into()),
    };
    let file = register::export(&state.ctx, &admin.0.user, format).await?;
    let ExportBody::File(bytes) = file.body else {
        return Err(AppError::Other("the register is a table".into()).into());
    };
    crate::controllers::download::attachment(file.content_type, &file.filename, bytes)
}
