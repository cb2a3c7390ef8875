//! A receipt, tax invoice or credit note as a one-page A4 PDF, written with the same PDF crate and standard
//! Helvetica fonts as the rulebooks, in English or in Hindi (its Devanagari in an embedded subset of Noto
//! Sans Devanagari: `crate::pdf_text`). A tax invoice carries what CGST Rule 46 asks, in either language:
//! the supplier's name, address and GSTIN, the serial number and date, the recipient's name, the place of
//! supply, the description and SAC of the service, the taxable value, the rate and amount of each tax, the
//! total, whether tax is payable on reverse charge, and how it is signed; a credit note also names the
//! invoice it refers to. What the organisers and the payer typed (names, addresses, the GSTIN) is printed as
//! typed; amounts read `Rs. 6500` in English and `₹6,500` in Hindi (digits Latin in both), as the e-mails write them.

use fest_shared::consent::Language;
use pdf_writer::{Content, Finish, Pdf, Rect, Ref, TextStr};

use super::tax;
use crate::emails::pick;
use crate::entities::receipt;
use crate::pdf_text::{PageText, write_helvetica};

const PAGE: (f32, f32) = (595.0, 842.0);
const MARGIN: f32 = 56.0;

/// An amount as the document's language writes it: "Rs. 6500" in English (WinAnsi has no rupee sign), "₹6,500"
/// in Hindi, as the Hindi e-mails and pages write it (the Devanagari font has the sign).
fn money(language: Language, paise: i64) -> String {
    crate::emails::rupees(language, u64::try_from(paise).unwrap_or(0))
}

/// The document's title: `Tax invoice`, `Receipt`, `Credit note`.
pub fn title(r: &receipt::Model) -> &'static str {
    title_in(r, Language::En)
}

/// The document's title in `language`: in Hindi `टैक्स इनवॉइस`, `रसीद`, `क्रेडिट नोट`.
pub fn title_in(r: &receipt::Model, language: Language) -> &'static str {
    match (r.document.as_str(), r.tax_invoice) {
        ("credit_note", _) => pick(language, "Credit note", "क्रेडिट नोट"),
        (_, true) => pick(language, "Tax invoice", "टैक्स इनवॉइस"),
        _ => pick(language, "Receipt", "रसीद"),
    }
}

/// What was supplied, as the document says it: as stored in English; in Hindi the descriptions the
/// receipts issue (`receipts::for_registration`, `for_change`, `for_booking`, a credit note's `Refund of`)
/// put into Hindi, the event's name as it is, anything else as stored.
fn description(language: Language, stored: &str) -> String {
    if language == Language::En {
        return stored.to_owned();
    }
    if let Some(rest) = stored.strip_prefix("Refund of ") {
        // "Refund of {description} ({number})"
        if let Some((what, number)) = rest.rsplit_once(" (") {
            return format!("{} का रिफ़ंड ({number}", description(language, what));
        }
    }
    if let Some(event) = stored.strip_prefix("Registration for ") {
        return format!("{event} के लिए रजिस्ट्रेशन");
    }
    if let Some(event) = stored.strip_prefix("Team change for ") {
        return format!("{event} के लिए टीम में बदलाव");
    }
    // "Accommodation for {event} ({block} block, {n} night(s) from {day})"
    if let Some(rest) = stored.strip_prefix("Accommodation for ")
        && let Some((event, stay)) = rest.split_once(" (")
        && let Some((block, nights)) = stay.strip_suffix(')').and_then(|s| s.split_once(" block, "))
        && let Some((count, from)) = nights.split_once(" from ")
    {
        let count = count.trim_end_matches(" nights").trim_end_matches(" night");
        return format!("{event} के लिए ठहरना ({block} ब्लॉक, {from} से {count} रात)");
    }
    stored.to_owned()
}

/// A document's date: `05 August 2026` in English (as it always was), `5 अगस्त 2026` in Hindi (as the
/// e-mails write it).
fn date(language: Language, day: chrono::NaiveDate) -> String {
    match language {
        Language::En => day.format("%d %B %Y").to_string(),
        Language::Hi => crate::emails::long_date(language, day),
    }
}

/// The lines of the document in `language`: (bold, size, text); an empty text is a gap.
fn lines(r: &receipt::Model, invoice: Option<&receipt::Model>, language: Language) -> Vec<(bool, f32, String)> {
    let say = |en: &'static str, hi: &'static str| pick(language, en, hi);
    let date = |at| date(language, tax::india_date(at));
    let mut out: Vec<(bool, f32, String)> = Vec::new();
    let mut line = |bold: bool, size: f32, text: String| out.push((bold, size, text));
    line(true, 18.0, title_in(r, language).to_owned());
    line(false, 6.0, String::new());
    line(true, 12.0, r.supplier_name.clone());
    for part in wrap(&r.supplier_address, 90) {
        line(false, 10.0, part);
    }
    if let Some(gstin) = &r.supplier_gstin {
        line(false, 10.0, format!("GSTIN: {gstin}"));
    }
    line(false, 6.0, String::new());
    let label = if r.document == "credit_note" {
        say("Credit note number", "क्रेडिट नोट नंबर")
    } else {
        say("Serial number", "सीरियल नंबर")
    };
    line(true, 11.0, format!("{label}: {}", r.number));
    line(false, 10.0, format!("{}: {}", say("Date", "तारीख़"), date(r.issued_at)));
    if let Some(invoice) = invoice {
        let text = match (language, invoice.tax_invoice) {
            (Language::En, true) => format!("Against tax invoice: {} of {}", invoice.number, date(invoice.issued_at)),
            (Language::En, false) => format!("Against receipt: {} of {}", invoice.number, date(invoice.issued_at)),
            (Language::Hi, true) => format!("मूल टैक्स इनवॉइस: {}, {}", invoice.number, date(invoice.issued_at)),
            (Language::Hi, false) => format!("मूल रसीद: {}, {}", invoice.number, date(invoice.issued_at)),
        };
        line(false, 10.0, text);
    }
    line(false, 10.0, format!("{}: {}", say("Recipient", "प्राप्तकर्ता"), r.recipient_name));
    if let Some(place) = &r.place_of_supply {
        line(false, 10.0, format!("{}: {place}", say("Place of supply", "आपूर्ति का स्थान")));
    }
    line(false, 6.0, String::new());
    let what = format!("{}: {}", say("Description of service", "सेवा का विवरण"), description(language, &r.description));
    for part in wrap(&what, 90) {
        line(false, 10.0, part);
    }
    if r.tax_invoice {
        line(false, 10.0, format!("SAC: {}", r.sac_code));
        line(false, 10.0, format!("{}: {}", say("Taxable value", "कर-योग्य मूल्य"), money(language, r.taxable_paise)));
        let at = |tax: &str, rate: String, paise: i64| match language {
            Language::En => format!("{tax} at {rate}: {}", money(language, paise)),
            Language::Hi => format!("{tax} ({rate} की दर से): {}", money(language, paise)),
        };
        if r.gst_rate_bp == 0 {
            line(false, 10.0, say("GST: exempt (nil rate)", "GST: छूट (शून्य दर)").to_owned());
        } else if r.igst_paise > 0 || (r.cgst_paise == 0 && r.sgst_paise == 0) {
            line(false, 10.0, at("IGST", tax::rate_text(r.gst_rate_bp), r.igst_paise));
        } else {
            let half = tax::rate_text(r.gst_rate_bp / 2);
            line(false, 10.0, at("CGST", half.clone(), r.cgst_paise));
            line(false, 10.0, at("SGST", half, r.sgst_paise));
        }
    }
    let total = if r.document == "credit_note" {
        say("Total credited", "कुल क्रेडिट")
    } else {
        say("Total", "कुल")
    };
    line(true, 12.0, format!("{total}: {}", money(language, r.amount_paise)));
    line(false, 6.0, String::new());
    let paid = if r.payment_ref == super::OFFLINE {
        say("Paid to the organisers offline", "आयोजकों को ऑफ़लाइन पेमेंट किया गया").to_owned()
    } else {
        format!("{}: {}", say("Payment reference", "पेमेंट रेफ़रेंस"), r.payment_ref)
    };
    line(false, 9.0, paid);
    if r.tax_invoice && r.gst_rate_bp > 0 {
        line(
            false,
            9.0,
            say(
                "Amounts include GST. Tax is not payable on reverse charge.",
                "रक़में GST सहित हैं। रिवर्स चार्ज पर टैक्स देय नहीं है।",
            )
            .to_owned(),
        );
    }
    line(
        false,
        9.0,
        say("Issued electronically; no signature is required.", "इलेक्ट्रॉनिक रूप से जारी; हस्ताक्षर की ज़रूरत नहीं है।")
            .to_owned(),
    );
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

/// The document as a PDF in English; `invoice` is the invoice a credit note refers to.
pub fn print(r: &receipt::Model, invoice: Option<&receipt::Model>) -> Vec<u8> {
    print_in(r, invoice, Language::En)
}

/// The document as a PDF in `language` (the English one is [`print`]'s, byte for byte).
pub fn print_in(r: &receipt::Model, invoice: Option<&receipt::Model>, language: Language) -> Vec<u8> {
    let mut pdf = Pdf::new();
    let (catalog, tree, page_id, contents) = (Ref::new(1), Ref::new(2), Ref::new(3), Ref::new(4));
    let (regular, bold, info) = (Ref::new(5), Ref::new(6), Ref::new(7));
    pdf.catalog(catalog).pages(tree);
    pdf.pages(tree).kids([page_id]).count(1);
    write_helvetica(&mut pdf, [regular, bold]);
    let doc_title = format!("{} {}", title_in(r, language), r.number);
    pdf.document_info(info).title(TextStr(&doc_title)).creator(TextStr("fest receipts"));
    let mut text = PageText::new();
    let mut content = Content::new();
    let mut y = PAGE.1 - MARGIN;
    for (is_bold, size, line) in lines(r, invoice, language) {
        y -= size * 1.45;
        if line.is_empty() {
            continue;
        }
        text.line(&mut content, is_bold, size, (MARGIN, y), &line);
    }
    // The Devanagari fonts the page uses (none for a page without Devanagari), after the objects above.
    let fonts = text.finish(&mut pdf, [regular, bold], Ref::new(8));
    let mut page = pdf.page(page_id);
    page.media_box(Rect::new(0.0, 0.0, PAGE.0, PAGE.1)).parent(tree).contents(contents);
    let mut resources = page.resources();
    fonts.name_in(&mut resources);
    resources.finish();
    page.finish();
    pdf.stream(contents, &content.finish());
    pdf.finish()
}

#[cfg(test)]
mod tests {
    use chrono::{DateTime, Utc};

    use super::*;

    /// A tax invoice of a registration, as `receipts::issue` writes one.
    fn tax_invoice() -> receipt::Model {
        receipt::Model {
            id: "r1".into(),
            number: "INF/26-27/000123".into(),
            document: "receipt".into(),
            tax_invoice: true,
            financial_year: "2026-27".into(),
            serial: 123,
            payable_kind: "registration".into(),
            payable_id: "reg1".into(),
            payment_ref: "pay_Q1w2E3r4".into(),
            refund_ref: String::new(),
            amount_paise: 650_000,
            taxable_paise: 550_847,
            cgst_paise: 49_576,
            sgst_paise: 49_577,
            igst_paise: 0,
            gst_rate_bp: 1800,
            payer_user_id: "u1".into(),
            recipient_name: "Asha Kumari".into(),
            description: "Registration for Football".into(),
            supplier_name: "Infinito Sports Society".into(),
            supplier_address: "IIT Patna, Bihta, Patna, Bihar 801106".into(),
            supplier_gstin: Some("10AAPFU0939F1ZA".into()),
            place_of_supply: Some("Bihar (10)".into()),
            sac_code: "999651".into(),
            refers_to: None,
            issued_at: DateTime::parse_from_rfc3339("2026-08-05T10:00:00+05:30").unwrap().with_timezone(&Utc),
            email_pending: false,
        }
    }

    use crate::pdf_text::first_page_text as text_of;

    #[test]
    fn a_hindi_tax_invoice_carries_the_rule_46_fields_in_hindi() {
        let r = tax_invoice();
        let text = text_of(&print_in(&r, None, Language::Hi));
        for field in [
            "टैक्स इनवॉइस",
            "Infinito Sports Society",
            "IIT Patna, Bihta, Patna, Bihar 801106",
            "GSTIN: 10AAPFU0939F1ZA",
            "सीरियल नंबर: INF/26-27/000123",
            "तारीख़: 5 अगस्त 2026",
            "प्राप्तकर्ता: Asha Kumari",
            "आपूर्ति का स्थान: Bihar (10)",
            "सेवा का विवरण: Football के लिए रजिस्ट्रेशन",
            "SAC: 999651",
            "कर-योग्य मूल्य: ₹5,508.47",
            "CGST (9% की दर से): ₹495.76",
            "SGST (9% की दर से): ₹495.77",
            "कुल: ₹6,500",
            "पेमेंट रेफ़रेंस: pay_Q1w2E3r4",
            "रक़में GST सहित हैं। रिवर्स चार्ज पर टैक्स देय नहीं है।",
            "इलेक्ट्रॉनिक रूप से जारी; हस्ताक्षर की ज़रूरत नहीं है।",
        ] {
            assert!(text.contains(field), "{field:?} missing from:\n{text}");
        }
        assert!(!text.contains("Tax invoice") && !text.contains('?'), "{text}");
    }

    #[test]
    fn a_hindi_credit_note_names_its_invoice_and_says_what_was_refunded() {
        let invoice = tax_invoice();
        let mut note = tax_invoice();
        note.document = "credit_note".into();
        note.number = "INFC/26-27/00001".into();
        note.description =
            format!("Refund of Accommodation for Football (A block, 2 nights from 2026-02-20) ({})", invoice.number);
        note.refers_to = Some(invoice.id.clone());
        let text = text_of(&print_in(&note, Some(&invoice), Language::Hi));
        for field in [
            "क्रेडिट नोट",
            "क्रेडिट नोट नंबर: INFC/26-27/00001",
            "मूल टैक्स इनवॉइस: INF/26-27/000123, 5 अगस्त 2026",
            // Wrapped at 90 characters.
            "सेवा का विवरण: Football के लिए ठहरना (A ब्लॉक, 2026-02-20 से 2 रात) का रिफ़ंड\n(INF/26-27/000123)",
            "कुल क्रेडिट: ₹6,500",
        ] {
            assert!(text.contains(field), "{field:?} missing from:\n{text}");
        }
        // An offline payment without GST, in English: as it always read.
        let mut plain = tax_invoice();
        (plain.tax_invoice, plain.supplier_gstin, plain.payment_ref) = (false, None, super::super::OFFLINE.into());
        let text = text_of(&print(&plain, None));
        for field in
            ["Receipt", "Serial number: INF/26-27/000123", "Date: 05 August 2026", "Paid to the organisers offline"]
        {
            assert!(text.contains(field), "{field:?} missing from:\n{text}");
        }
        assert!(!text.contains("SAC"), "{text}");
    }

    #[test]
    fn english_is_unchanged_and_embeds_no_font() {
        let r = tax_invoice();
        let english = print(&r, None);
        assert_eq!(print_in(&r, None, Language::En), english);
        assert!(!english.windows(9).any(|w| w == b"FontFile2"));
        let hindi = print_in(&r, None, Language::Hi);
        assert!(hindi.windows(9).any(|w| w == b"FontFile2") && hindi.windows(10).any(|w| w == b"Identity-H"));
    }

    /// The size and time of a Hindi tax invoice (`cargo test -p fest-app --lib hindi_receipt_size -- --nocapture`).
    #[test]
    fn hindi_receipt_size_and_time() {
        let r = tax_invoice();
        let _warm = print_in(&r, None, Language::Hi);
        let runs = 20;
        let started = std::time::Instant::now();
        let mut size = 0;
        for _ in 0..runs {
            size = print_in(&r, None, Language::Hi).len();
        }
        let hindi = started.elapsed() / runs;
        let started = std::time::Instant::now();
        let english = print(&r, None).len();
        let english_time = started.elapsed();
        println!("Hindi tax invoice: {size} bytes, {hindi:?} each; English: {english} bytes, {english_time:?}");
        // Two subsets of some 230 KB fonts: the glyphs used, not the fonts.
        assert!(size < 60_000, "{size} bytes");
    }
}
