//! A certificate as a one-page A4 landscape PDF, written with the same PDF crate and standard Helvetica fonts
//! as the receipts and rulebooks, in English or in Hindi (its Devanagari in an embedded subset of Noto Sans
//! Devanagari: `crate::pdf_text`): the fest, the title, the holder, what it certifies, the date and number,
//! and a QR code of the address that verifies it (`/verify/{id}?c={token}`: the signed token rides along).
//! The QR code is an 8-bit grey image, one pixel per module, drawn without smoothing so it prints sharp. The
//! holder's name and college, the fest's and the events' names are printed as they are in both languages.

use std::io::Write as _;

use fest_shared::catalogue::EventId;
use fest_shared::consent::Language;
use fest_shared::fest::FEST;
use flate2::Compression;
use flate2::write::ZlibEncoder;
use pdf_writer::{Content, Filter, Finish, Name, Pdf, Rect, Ref, TextStr};

use super::{Kind, kind_of, verify_path};
use crate::AppError;
use crate::emails::{catalogued, category, long_date, pick};
use crate::entities::certificate;
use crate::pdf_text::{PageText, write_helvetica};

const PAGE: (f32, f32) = (842.0, 595.0);
const MARGIN: f32 = 64.0;
/// The QR code's side on the page, in points (about 4 cm).
const QR_SIDE: f32 = 116.0;

/// The sentence under the holder's name.
pub fn statement(c: &certificate::Model) -> String {
    statement_in(c, Language::En)
}

/// The institute's official Hindi name (docs/glossary.md).
const INSTITUTE_HINDI: &str = "भारतीय प्रौद्योगिकी संस्थान पटना";

/// The sentence under the holder's name in `language`. The Hindi follows the name and college
/// ("... ने Infinito 2025 में Kabaddi में कप्तान के रूप में भाग लिया।"), which keeps it the same for anyone.
pub fn statement_in(c: &certificate::Model, language: Language) -> String {
    let event = c.event_id.as_deref().and_then(EventId::parse).map(|e| e.event().title);
    let fest = FEST.title();
    match language {
        Language::En => {
            let event = event.unwrap_or("the fest");
            match kind_of(c) {
                Kind::Participation => format!("took part in {event} at {fest} as {}.", c.detail),
                Kind::Merit => format!("won {} at {fest}.", c.detail),
                Kind::Ca => format!("served as a Campus Ambassador of {fest}, with {}.", c.detail),
            }
        }
        Language::Hi => match kind_of(c) {
            Kind::Participation => {
                let role = catalogued(language, &c.detail);
                match event {
                    Some(event) => format!("ने {fest} में {event} में {role} के रूप में भाग लिया।"),
                    None => format!("ने {fest} में {role} के रूप में भाग लिया।"),
                }
            }
            Kind::Merit => format!("ने {fest} में {} प्राप्त किया।", merit_hindi(&c.detail)),
            Kind::Ca => format!("ने {fest} के कैंपस एम्बेसडर के रूप में काम किया ({})।", catalogued(language, &c.detail)),
        },
    }
}

/// A merit's detail ("First place in Kabaddi (Men)") in Hindi: "Kabaddi (पुरुष) में पहला स्थान".
fn merit_hindi(detail: &str) -> String {
    let hindi = Language::Hi;
    let Some((place, title)) = detail.split_once(" in ") else { return catalogued(hindi, detail).into_owned() };
    let title = match title.strip_suffix(')').and_then(|t| t.rsplit_once(" (")) {
        Some((event, of)) => format!("{event} ({})", category(hindi, of)),
        None => title.to_owned(),
    };
    format!("{title} में {}", catalogued(hindi, place))
}

/// The certificate's lines in `language`: (bold, size, text); an empty text is a gap.
fn lines(c: &certificate::Model, language: Language) -> Vec<(bool, f32, String)> {
    let kind = kind_of(c);
    let issued = long_date(language, c.issued_at.with_timezone(&crate::time::india()).date_naive());
    let say = |en: &'static str, hi: &'static str| pick(language, en, hi);
    let mut out = vec![
        (true, 14.0, FEST.title()),
        (false, 10.0, say(FEST.institute, INSTITUTE_HINDI).to_owned()),
        (false, 18.0, String::new()),
        (true, 30.0, catalogued(language, kind.title()).into_owned()),
        (false, 16.0, String::new()),
        (false, 13.0, say("This is to certify that", "प्रमाणित किया जाता है कि").to_owned()),
        (false, 6.0, String::new()),
        (true, 24.0, c.holder_name.clone()),
    ];
    if !c.college.is_empty() {
        let college = match language {
            Language::En => format!("of {}", c.college),
            Language::Hi => format!("({})", c.college),
        };
        out.push((false, 13.0, college));
    }
    out.push((false, 6.0, String::new()));
    for part in textwrap::wrap(&statement_in(c, language), 80) {
        out.push((false, 13.0, part.into_owned()));
    }
    out.push((false, 28.0, String::new()));
    out.push((false, 10.0, format!("{} {issued}", say("Issued on", "जारी करने की तारीख़:"))));
    out.push((false, 10.0, format!("{} {}", say("Certificate number", "प्रमाणपत्र नंबर:"), c.id)));
    out
}

/// The certificate as a PDF in English; `site` is the address the QR code points at.
pub fn print(c: &certificate::Model, site: &str) -> Result<Vec<u8>, AppError> {
    print_in(c, site, Language::En)
}

/// The certificate as a PDF in `language` (the English one is [`print`]'s, byte for byte).
pub fn print_in(c: &certificate::Model, site: &str, language: Language) -> Result<Vec<u8>, AppError> {
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
    write_helvetica(&mut pdf, [regular, bold]);
    let title = format!("{} {}", catalogued(language, kind_of(c).title()), c.id);
    pdf.document_info(info).title(TextStr(&title)).creator(TextStr("fest certificates"));
    let mut image = pdf.image_xobject(qr, &packed);
    image.filter(Filter::FlateDecode);
    image.width(side);
    image.height(side);
    image.color_space().device_gray();
    image.bits_per_component(8);
    image.interpolate(false);
    image.finish();

    let mut text = PageText::new();
    let mut content = Content::new();
    // A double frame.
    content.set_line_width(2.0);
    content.rect(24.0, 24.0, PAGE.0 - 48.0, PAGE.1 - 48.0);
    content.stroke();
    content.set_line_width(0.6);
    content.rect(32.0, 32.0, PAGE.0 - 64.0, PAGE.1 - 64.0);
    content.stroke();
    let mut y = PAGE.1 - MARGIN;
    for (is_bold, size, line) in lines(c, language) {
        y -= size * 1.35;
        if line.is_empty() {
            continue;
        }
        text.line(&mut content, is_bold, size, (MARGIN, y), &line);
    }
    // The QR code at the bottom right, with the address to type under it.
    let (x, qy) = (PAGE.0 - MARGIN - QR_SIDE, MARGIN + 12.0);
    content.save_state();
    content.transform([QR_SIDE, 0.0, 0.0, QR_SIDE, x, qy]);
    content.x_object(Name(b"QR"));
    content.restore_state();
    let verify = format!("{} {site}/verify/{}", pick(language, "Verify:", "जाँचें:"), c.id);
    text.line(&mut content, false, 8.0, (x - 40.0, qy - 12.0), &verify);

    // The Devanagari fonts the page uses (none for a page without Devanagari), after the objects above.
    let fonts = text.finish(&mut pdf, [regular, bold], Ref::new(9));
    let mut page = pdf.page(page_id);
    page.media_box(Rect::new(0.0, 0.0, PAGE.0, PAGE.1)).parent(tree).contents(contents);
    let mut resources = page.resources();
    fonts.name_in(&mut resources);
    resources.x_objects().pair(Name(b"QR"), qr);
    resources.finish();
    page.finish();
    pdf.stream(contents, &content.finish());
    Ok(pdf.finish())
}

#[cfg(test)]
mod tests {
    use chrono::{DateTime, Utc};

    use super::*;

    fn certificate(kind: Kind, detail: &str) -> certificate::Model {
        certificate::Model {
            id: "0123456789abcdef".into(),
            kind: kind.as_str().into(),
            subject: "pass1".into(),
            owner_user_id: "u1".into(),
            registration_id: Some("reg1".into()),
            event_id: Some("kabaddi".into()),
            college: "NIT Patna".into(),
            holder_name: "Asha Kumari".into(),
            detail: detail.into(),
            token: "token".into(),
            issued_at: DateTime::parse_from_rfc3339("2026-02-22T18:00:00+05:30").unwrap().with_timezone(&Utc),
            revoked_at: None,
            revoked_reason: None,
            revoked_by: None,
        }
    }

    use crate::pdf_text::first_page_text as text_of;

    #[test]
    fn a_hindi_certificate_reads_in_hindi_with_the_name_as_typed() {
        let fest = FEST.title();
        let c = certificate(Kind::Participation, "Captain");
        let text = text_of(&print_in(&c, "https://fest.example", Language::Hi).unwrap());
        for line in [
            fest.as_str(),
            "भारतीय प्रौद्योगिकी संस्थान पटना",
            "भागीदारी का प्रमाणपत्र",
            "प्रमाणित किया जाता है कि",
            "Asha Kumari",
            "(NIT Patna)",
            &format!("ने {fest} में Kabaddi में कप्तान के रूप में भाग लिया।"),
            "जारी करने की तारीख़: 22 फ़रवरी 2026",
            "प्रमाणपत्र नंबर: 0123456789abcdef",
            "जाँचें: https://fest.example/verify/0123456789abcdef",
        ] {
            assert!(text.contains(line), "{line:?} missing from:\n{text}");
        }
        let merit = certificate(Kind::Merit, "First place in Kabaddi (Men)");
        let text = text_of(&print_in(&merit, "https://fest.example", Language::Hi).unwrap());
        assert!(text.contains("योग्यता का प्रमाणपत्र"), "{text}");
        assert!(text.contains(&format!("ने {fest} में Kabaddi (पुरुष) में पहला स्थान प्राप्त किया।")), "{text}");
        let mut ca = certificate(Kind::Ca, "12 paid referrals");
        ca.event_id = None;
        let text = text_of(&print_in(&ca, "https://fest.example", Language::Hi).unwrap());
        assert!(text.contains("कैंपस एम्बेसडर प्रमाणपत्र"), "{text}");
        assert!(text.contains(&format!("ने {fest} के कैंपस एम्बेसडर के रूप में काम किया (12 पेड रेफ़रल)।")), "{text}");
    }

    #[test]
    fn an_english_certificate_is_unchanged_and_shows_a_name_typed_in_devanagari() {
        let c = certificate(Kind::Participation, "Captain");
        let english = print(&c, "https://fest.example").unwrap();
        assert_eq!(print_in(&c, "https://fest.example", Language::En).unwrap(), english);
        let text = text_of(&english);
        for line in
            ["Certificate of participation", "This is to certify that", "of NIT Patna", "Issued on 22 February 2026"]
        {
            assert!(text.contains(line), "{line:?} missing from:\n{text}");
        }
        assert!(!english.windows(9).any(|w| w == b"FontFile2"), "nothing embedded");
        // A name typed in Devanagari is printed, not as question marks.
        let mut named = c.clone();
        named.holder_name = "आशा कुमारी".into();
        let text = text_of(&print(&named, "https://fest.example").unwrap());
        assert!(text.contains("आशा कुमारी") && text.contains("took part in Kabaddi"), "{text}");
    }
}
