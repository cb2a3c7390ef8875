//! A receipt, tax invoice or credit note as a one-page A4 PDF, written with the same PDF crate and standard
//! Helvetica fonts as the rulebooks (nothing embedded, no browser). A tax invoice carries what CGST Rule 46
//! asks: the supplier's name, address and GSTIN, the serial number and date, the recipient's name, the place
//! of supply, the description and SAC of the service, the taxable value, the rate and amount of each tax, and
//! the total; a credit note also names the invoice it refers to.

use fest_shared::fees::format_rupees;
use pdf_writer::{Content, Finish, Name, Pdf, Rect, Ref, Str, TextStr};

use super::tax;
use crate::entities::receipt;
use crate::services::rulebooks::win_ansi;

const PAGE: (f32, f32) = (595.0, 842.0);
const MARGIN: f32 = 56.0;

fn money(paise: i64) -> String {
    format_rupees(u64::try_from(paise).unwrap_or(0))
}

/// The document's title: `Tax invoice`, `Receipt`, `Credit note`.
pub fn title(r: &receipt::Model) -> &'static str {
    match (r.document.as_str(), r.tax_invoice) {
        ("credit_note", _) => "Credit note",
        (_, true) => "Tax invoice",
        _ => "Receipt",
    }
}

/// The lines of the document: (bold, size, text); an empty text is a gap.
fn lines(r: &receipt::Model, invoice: Option<&receipt::Model>) -> Vec<(bool, f32, String)> {
    let mut out: Vec<(bool, f32, String)> = Vec::new();
    let mut line = |bold: bool, size: f32, text: String| out.push((bold, size, text));
    line(true, 18.0, title(r).to_owned());
    line(false, 6.0, String::new());
    line(true, 12.0, r.supplier_name.clone());
    for part in wrap(&r.supplier_address, 90) {
        line(false, 10.0, part);
    }
    if let Some(gstin) = &r.supplier_gstin {
        line(false, 10.0, format!("GSTIN: {gstin}"));
    }
    line(false, 6.0, String::new());
    let label = if r.document == "credit_note" { "Credit note number" } else { "Serial number" };
    line(true, 11.0, format!("{label}: {}", r.number));
    line(false, 10.0, format!("Date: {}", tax::india_date(r.issued_at).format("%d %B %Y")));
    if let Some(invoice) = invoice {
        let what = if invoice.tax_invoice { "Against tax invoice" } else { "Against receipt" };
        line(
            false,
            10.0,
            format!("{what}: {} of {}", invoice.number, tax::india_date(invoice.issued_at).format("%d %B %Y")),
        );
    }
    line(false, 10.0, format!("Recipient: {}", r.recipient_name));
    if let Some(place) = &r.place_of_supply {
        line(false, 10.0, format!("Place of supply: {place}"));
    }
    line(false, 6.0, String::new());
    for part in wrap(&format!("Description of service: {}", r.description), 90) {
        line(false, 10.0, part);
    }
    if r.tax_invoice {
        line(false, 10.0, format!("SAC: {}", r.sac_code));
        line(false, 10.0, format!("Taxable value: {}", money(r.taxable_paise)));
        if r.gst_rate_bp == 0 {
            line(false, 10.0, "GST: exempt (nil rate)".to_owned());
        } else if r.igst_paise > 0 || (r.cgst_paise == 0 && r.sgst_paise == 0) {
            line(false, 10.0, format!("IGST at {}: {}", tax::rate_text(r.gst_rate_bp), money(r.igst_paise)));
        } else {
            let half = tax::rate_text(r.gst_rate_bp / 2);
            line(false, 10.0, format!("CGST at {half}: {}", money(r.cgst_paise)));
            line(false, 10.0, format!("SGST at {half}: {}", money(r.sgst_paise)));
        }
    }
    let total = if r.document == "credit_note" { "Total credited" } else { "Total" };
    line(true, 12.0, format!("{total}: {}", money(r.amount_paise)));
    line(false, 6.0, String::new());
    let paid = if r.payment_ref == super::OFFLINE {
        "Paid to the organisers offline".to_owned()
    } else {
        format!("Payment reference: {}", r.payment_ref)
    };
    line(false, 9.0, paid);
    if r.tax_invoice && r.gst_rate_bp > 0 {
        line(false, 9.0, "Amounts include GST. Tax is not payable on reverse charge.".to_owned());
    }
    line(false, 9.0, "Issued electronically; no signature is required.".to_owned());
    out
}

/// Splits a text into lines of at most `width` characters at spaces.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    for word in text.split_whitespace() {
        if !current.is_empty() && current.chars().count() + 1 + word.chars().count() > width {
            out.push(std::mem::take(&mut current));
        }
        if !current.is_empty() {
            current.push(' ');
        }
        current.push_str(word);
    }
    if !current.is_empty() {
        out.push(current);
    }
    out
}

/// The document as a PDF; `invoice` is the invoice a credit note refers to.
pub fn print(r: &receipt::Model, invoice: Option<&receipt::Model>) -> Vec<u8> {
    let mut pdf = Pdf::new();
    let (catalog, tree, page_id, contents) = (Ref::new(1), Ref::new(2), Ref::new(3), Ref::new(4));
    let (regular, bold, info) = (Ref::new(5), Ref::new(6), Ref::new(7));
    pdf.catalog(catalog).pages(tree);
    pdf.pages(tree).kids([page_id]).count(1);
    pdf.type1_font(regular).base_font(Name(b"Helvetica")).encoding_predefined(Name(b"WinAnsiEncoding"));
    pdf.type1_font(bold).base_font(Name(b"Helvetica-Bold")).encoding_predefined(Name(b"WinAnsiEncoding"));
    let doc_title = format!("{} {}", title(r), r.number);
    pdf.document_info(info).title(TextStr(&doc_title)).creator(TextStr("fest receipts"));
    let mut page = pdf.page(page_id);
    page.media_box(Rect::new(0.0, 0.0, PAGE.0, PAGE.1)).parent(tree).contents(contents);
    page.resources().fonts().pair(Name(b"F1"), regular).pair(Name(b"F2"), bold);
    page.finish();
    let mut content = Content::new();
    let mut y = PAGE.1 - MARGIN;
    for (is_bold, size, text) in lines(r, invoice) {
        y -= size * 1.45;
        if text.is_empty() {
            continue;
        }
        content.begin_text();
        content.set_font(Name(if is_bold { b"F2" } else { b"F1" }), size);
        content.next_line(MARGIN, y);
        content.show(Str(&win_ansi(&text)));
        content.end_text();
    }
    pdf.stream(contents, &content.finish());
    pdf.finish()
}
