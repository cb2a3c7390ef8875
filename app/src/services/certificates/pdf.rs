//! A certificate as a one-page A4 landscape PDF, written with the same PDF crate and standard Helvetica fonts
//! as the receipts and rulebooks: the fest, the title, the holder, what it certifies, the date and number,
//! and a QR code of the address that verifies it (`/verify/{id}?c={token}`: the signed token rides along).
//! The QR code is an 8-bit grey image, one pixel per module, drawn without smoothing so it prints sharp.

use std::io::Write as _;

use fest_shared::catalogue::EventId;
use fest_shared::fest::FEST;
use flate2::Compression;
use flate2::write::ZlibEncoder;
use pdf_writer::{Content, Filter, Finish, Name, Pdf, Rect, Ref, Str, TextStr};

use super::{Kind, kind_of, verify_path};
use crate::AppError;
use crate::entities::certificate;
use crate::services::rulebooks::win_ansi;

const PAGE: (f32, f32) = (842.0, 595.0);
const MARGIN: f32 = 64.0;
/// The QR code's side on the page, in points (about 4 cm).
const QR_SIDE: f32 = 116.0;

/// The sentence under the holder's name.
pub fn statement(c: &certificate::Model) -> String {
    let event = c.event_id.as_deref().and_then(EventId::parse).map_or("the fest", |e| e.event().title);
    let fest = FEST.title();
    match kind_of(c) {
        Kind::Participation => format!("took part in {event} at {fest} as {}.", c.detail),
        Kind::Merit => format!("won {} at {fest}.", c.detail),
        Kind::Ca => format!("served as a Campus Ambassador of {fest}, with {}.", c.detail),
    }
}

/// The certificate's lines: (bold, size, text); an empty text is a gap.
fn lines(c: &certificate::Model) -> Vec<(bool, f32, String)> {
    let kind = kind_of(c);
    let issued = c.issued_at.with_timezone(&crate::time::india()).format("%-d %B %Y");
    let mut out = vec![
        (true, 14.0, FEST.title()),
        (false, 10.0, FEST.institute.to_owned()),
        (false, 18.0, String::new()),
        (true, 30.0, kind.title().to_owned()),
        (false, 16.0, String::new()),
        (false, 13.0, "This is to certify that".to_owned()),
        (false, 6.0, String::new()),
        (true, 24.0, c.holder_name.clone()),
    ];
    if !c.college.is_empty() {
        out.push((false, 13.0, format!("of {}", c.college)));
    }
    out.push((false, 6.0, String::new()));
    for part in textwrap::wrap(&statement(c), 80) {
        out.push((false, 13.0, part.into_owned()));
    }
    out.push((false, 28.0, String::new()));
    out.push((false, 10.0, format!("Issued on {issued}")));
    out.push((false, 10.0, format!("Certificate number {}", c.id)));
    out
}

/// The certificate as a PDF; `site` is the address the QR code points at.
pub fn print(c: &certificate::Model, site: &str) -> Result<Vec<u8>, AppError> {
    let address = format!("{site}{}", verify_path(c));
    let (pixels, side) = crate::services::passes::qr_gray(&address)?;
    let mut packed = ZlibEncoder::new(Vec::new(), Compression::default());
    packed.write_all(&pixels).map_err(AppError::other)?;
    let packed = packed.finish().map_err(AppError::other)?;
    let side = i32::try_from(side).map_err(AppError::other)?;

    let mut pdf = Pdf::new();
    let (catalog, tree, page_id, contents) = (Ref::new(1), Ref::new(2), Ref::new(3), Ref::new(4));
    let (regular, bold, info, qr) = (Ref::new(5), Ref::new(6), Ref::new(7), Ref::new(8));
    pdf.catalog(catalog).pages(tree);
    pdf.pages(tree).kids([page_id]).count(1);
    pdf.type1_font(regular).base_font(Name(b"Helvetica")).encoding_predefined(Name(b"WinAnsiEncoding"));
    pdf.type1_font(bold).base_font(Name(b"Helvetica-Bold")).encoding_predefined(Name(b"WinAnsiEncoding"));
    let title = format!("{} {}", kind_of(c).title(), c.id);
    pdf.document_info(info).title(TextStr(&title)).creator(TextStr("fest certificates"));
    let mut image = pdf.image_xobject(qr, &packed);
    image.filter(Filter::FlateDecode);
    image.width(side);
    image.height(side);
    image.color_space().device_gray();
    image.bits_per_component(8);
    image.interpolate(false);
    image.finish();
    let mut page = pdf.page(page_id);
    page.media_box(Rect::new(0.0, 0.0, PAGE.0, PAGE.1)).parent(tree).contents(contents);
    let mut resources = page.resources();
    resources.fonts().pair(Name(b"F1"), regular).pair(Name(b"F2"), bold);
    resources.x_objects().pair(Name(b"QR"), qr);
    resources.finish();
    page.finish();

    let mut content = Content::new();
    // A double frame.
    content.set_line_width(2.0);
    content.rect(24.0, 24.0, PAGE.0 - 48.0, PAGE.1 - 48.0);
    content.stroke();
    content.set_line_width(0.6);
    content.rect(32.0, 32.0, PAGE.0 - 64.0, PAGE.1 - 64.0);
    content.stroke();
    let mut y = PAGE.1 - MARGIN;
    for (is_bold, size, text) in lines(c) {
        y -= size * 1.35;
        if text.is_empty() {
            continue;
        }
        content.begin_text();
        content.set_font(Name(if is_bold { b"F2" } else { b"F1" }), size);
        content.next_line(MARGIN, y);
        content.show(Str(&win_ansi(&text)));
        content.end_text();
    }
    // The QR code at the bottom right, with the address to type under it.
    let (x, qy) = (PAGE.0 - MARGIN - QR_SIDE, MARGIN + 12.0);
    content.save_state();
    content.transform([QR_SIDE, 0.0, 0.0, QR_SIDE, x, qy]);
    content.x_object(Name(b"QR"));
    content.restore_state();
    content.begin_text();
    content.set_font(Name(b"F1"), 8.0);
    content.next_line(x - 40.0, qy - 12.0);
    content.show(Str(&win_ansi(&format!("Verify: {site}/verify/{}", c.id))));
    content.end_text();
    pdf.stream(contents, &content.finish());
    Ok(pdf.finish())
}
