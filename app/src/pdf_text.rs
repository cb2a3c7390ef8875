//! Text in the server's PDFs (receipts, tax invoices, credit notes, certificates), in English and Hindi.
//!
//! A line is written in runs: what WinAnsi holds (English, digits, amounts, most names) in the standard
//! Helvetica fonts, which every reader has and nothing embeds, exactly as the English PDFs always were; and
//! Devanagari in Noto Sans Devanagari (`app/assets/fonts`, SIL OFL), embedded. Noto Sans Devanagari has no
//! Latin letters, so a Hindi line switches fonts where its script does; a space belongs to the run before it.
//!
//! Devanagari is shaped as HarfBuzz shapes it (rustybuzz): conjuncts (प्र, त्र), the i-matra drawn before its
//! consonant (कि), the reph above the syllable after it (र्म), marks placed by the font. The font goes into
//! the PDF as a Type0 font (CIDFontType2, Identity-H) holding only the glyphs the page uses (subsetter).
//! Each code of the page is one glyph drawn with one text and one width, so that:
//! - its width (`/W`) is the distance to where the next glyph is drawn: the shaper's advances and offsets
//!   come out exactly with plain `Tj` strings (a mark's height, when the font moves it, by `Ts`);
//! - its `/ToUnicode` text puts the syllable back in the order it is typed: the glyphs of a syllable take
//!   its characters in turn, the last the rest ("कि" is drawn ि then क, and copies as क then ि), so a
//!   reader copies and searches the words as they were written.
//!
//! `/CIDToGIDMap` maps the codes to the glyphs of the subset.

use std::collections::HashMap;
use std::io::Write as _;
use std::str::FromStr as _;
use std::sync::LazyLock;

use flate2::Compression;
use flate2::write::ZlibEncoder;
use pdf_writer::types::{CidFontType, FontFlags, SystemInfo, UnicodeCmap};
use pdf_writer::writers::Resources;
use pdf_writer::{Content, Filter, Finish as _, Name, Pdf, Rect, Ref, Str};
use rustybuzz::{Face, GlyphInfo, UnicodeBuffer};
use sha2::{Digest as _, Sha256};

/// The page's resource names of Helvetica and Helvetica-Bold (each PDF writes them, as before).
const HELVETICA: [&[u8]; 2] = [b"F1", b"F2"];
/// The page's resource names of Noto Sans Devanagari Regular and Bold.
const DEVANAGARI: [&[u8]; 2] = [b"F3", b"F4"];
const POSTSCRIPT_NAMES: [&str; 2] = ["NotoSansDevanagari-Regular", "NotoSansDevanagari-Bold"];
const FILES: [&[u8]; 2] = [
    include_bytes!("../assets/fonts/NotoSansDevanagari-Regular.ttf"),
    include_bytes!("../assets/fonts/NotoSansDevanagari-Bold.ttf"),
];
/// Read once per process: the fonts are part of the binary.
static FACES: LazyLock<[Face<'static>; 2]> =
    LazyLock::new(|| FILES.map(|file| Face::from_slice(file, 0).expect("the fonts built into the binary read")));
const SYSTEM_INFO: SystemInfo<'static> =
    SystemInfo { registry: Str(b"Adobe"), ordering: Str(b"Identity"), supplement: 0 };
/// What a glyph with no character of its own copies as (a mark the shaper adds to a broken syllable).
const NO_TEXT: &str = "\u{200B}";

/// The glyphs of one embedded font a page uses.
#[derive(Default)]
struct Embedded {
    /// The font's glyphs as the subset numbers them.
    glyphs: subsetter::GlyphRemapper,
    /// Code `n` (from 1) is `codes[n - 1]`: the font's glyph, the text it copies as, its width in font units.
    codes: Vec<(u16, String, i32)>,
    by_key: HashMap<(u16, String, i32), u16>,
}

impl Embedded {
    fn code(&mut self, glyph: u16, text: String, width: i32) -> Option<u16> {
        let key = (glyph, text, width);
        if let Some(code) = self.by_key.get(&key) {
            return Some(*code);
        }
        let code = u16::try_from(self.codes.len() + 1).ok().filter(|c| *c < u16::MAX)?;
        self.glyphs.remap(glyph);
        self.codes.push(key.clone());
        self.by_key.insert(key, code);
        Some(code)
    }
}

/// The text of a one-page PDF: writes its lines into the page's content and, at the end, the Devanagari
/// fonts they used.
#[derive(Default)]
pub(crate) struct PageText {
    embedded: [Option<Embedded>; 2],
}

/// Whether a character goes to the Devanagari font: one WinAnsi does not hold and Noto Sans Devanagari has
/// (Devanagari, the danda, the rupee sign, the joiners).
fn devanagari(c: char) -> bool {
    let win_ansi_holds = c == '?' || win_ansi(c.encode_utf8(&mut [0; 4])) != b"?";
    !win_ansi_holds && FACES[0].glyph_index(c).is_some()
}

/// The runs of a line: `(devanagari, text)`. A space belongs to the run before it (to the first run at the
/// start of a line).
fn runs(text: &str) -> Vec<(bool, &str)> {
    let mut out: Vec<(bool, &str)> = Vec::new();
    let (mut start, mut current) = (0, None);
    for (at, c) in text.char_indices().filter(|(_, c)| !c.is_whitespace()) {
        let kind = devanagari(c);
        match current {
            Some(k) if k != kind => {
                out.push((k, &text[start..at]));
                start = at;
            }
            _ => {}
        }
        current = Some(kind);
    }
    if start < text.len() {
        out.push((current.unwrap_or(false), &text[start..]));
    }
    out
}

/// The text each glyph copies as: a cluster's characters handed to its glyphs in turn, the last taking the
/// rest (the glyphs of a syllable are in the order they are drawn, its characters in the order typed).
fn glyph_texts(text: &str, infos: &[GlyphInfo]) -> Vec<String> {
    let mut out = Vec::with_capacity(infos.len());
    let mut i = 0;
    while i < infos.len() {
        let cluster = infos[i].cluster;
        let j = infos[i..].iter().position(|g| g.cluster != cluster).map_or(infos.len(), |n| i + n);
        let (from, to) = (cluster as usize, infos.get(j).map_or(text.len(), |g| g.cluster as usize));
        let chars: Vec<char> = text.get(from..to).unwrap_or_default().chars().collect();
        let glyphs = j - i;
        for k in 0..glyphs {
            let part: String =
                if k + 1 == glyphs { chars.iter().skip(k).collect() } else { chars.get(k).into_iter().collect() };
            out.push(if part.is_empty() { NO_TEXT.to_owned() } else { part });
        }
        i = j;
    }
    out
}

impl PageText {
    pub(crate) fn new() -> Self {
        Self::default()
    }

    /// Writes a line of text starting at `(x, y)`: the fonts `F1`/`F2` (Helvetica) for what WinAnsi holds and
    /// `F3`/`F4` (Noto Sans Devanagari) for Devanagari. A line without Devanagari is written as the English
    /// PDFs always were: one string in Helvetica (a character neither font has prints as `?`).
    pub(crate) fn line(&mut self, content: &mut Content, bold: bool, size: f32, (x, y): (f32, f32), text: &str) {
        let weight = usize::from(bold);
        content.begin_text();
        for (i, (devanagari, run)) in runs(text).into_iter().enumerate() {
            content.set_font(Name(if devanagari { DEVANAGARI[weight] } else { HELVETICA[weight] }), size);
            if i == 0 {
                content.next_line(x, y);
            }
            if devanagari {
                self.shaped(content, weight, size, run);
            } else {
                content.show(Str(&win_ansi(run)));
            }
        }
        content.end_text();
    }

    /// A run of Devanagari, shaped, as codes of the embedded font.
    fn shaped(&mut self, content: &mut Content, weight: usize, size: f32, run: &str) {
        let face = &FACES[weight];
        let mut buffer = UnicodeBuffer::new();
        buffer.push_str(run);
        buffer.set_direction(rustybuzz::Direction::LeftToRight);
        buffer.set_script(rustybuzz::script::DEVANAGARI);
        if let Ok(hindi) = rustybuzz::Language::from_str("hi") {
            buffer.set_language(hindi);
        }
        let shaped = rustybuzz::shape(face, &[], buffer);
        let (infos, positions) = (shaped.glyph_infos(), shaped.glyph_positions());
        let texts = glyph_texts(run, infos);
        let per_unit = size / face.units_per_em() as f32;
        let embedded = self.embedded[weight].get_or_insert_with(Embedded::default);
        let (mut codes, mut rise) = (Vec::new(), 0);
        for (i, (info, text)) in infos.iter().zip(texts).enumerate() {
            let p = positions[i];
            // From where this glyph is drawn to where the next one is. (A run's first glyph is drawn at the
            // pen: its offset, which only a mark could have, is not applied.)
            let width = p.x_advance - p.x_offset + positions.get(i + 1).map_or(0, |next| next.x_offset);
            let Some(code) = u16::try_from(info.glyph_id).ok().and_then(|g| embedded.code(g, text, width)) else {
                continue;
            };
            if p.y_offset != rise {
                if !codes.is_empty() {
                    content.show(Str(&std::mem::take(&mut codes)));
                }
                rise = p.y_offset;
                content.set_rise(rise as f32 * per_unit);
            }
            codes.extend(code.to_be_bytes());
        }
        if !codes.is_empty() {
            content.show(Str(&codes));
        }
        if rise != 0 {
            content.set_rise(0.0);
        }
    }

    /// Writes the Devanagari fonts the page used, from `first` on (six objects each), and returns every font
    /// the page names: Helvetica's two (written by [`write_helvetica`] at `helvetica`) and those.
    pub(crate) fn finish(self, pdf: &mut Pdf, helvetica: [Ref; 2], first: Ref) -> PageFonts {
        let mut next = first;
        let mut devanagari = Vec::new();
        for (weight, embedded) in self.embedded.into_iter().enumerate() {
            let Some(embedded) = embedded else { continue };
            let refs: [Ref; 6] = std::array::from_fn(|_| next.bump());
            write_font(pdf, refs, weight, &embedded);
            devanagari.push((DEVANAGARI[weight], refs[0]));
        }
        PageFonts { helvetica, devanagari }
    }
}

/// Writes the standard Helvetica and Helvetica-Bold at `regular` and `bold`, in WinAnsi and not embedded
/// (every reader has them): the fonts `F1` and `F2` of every PDF the server writes.
pub(crate) fn write_helvetica(pdf: &mut Pdf, [regular, bold]: [Ref; 2]) {
    pdf.type1_font(regular).base_font(Name(b"Helvetica")).encoding_predefined(Name(b"WinAnsiEncoding"));
    pdf.type1_font(bold).base_font(Name(b"Helvetica-Bold")).encoding_predefined(Name(b"WinAnsiEncoding"));
}

/// The fonts a page's text uses ([`PageText::finish`]): Helvetica as `F1`/`F2`, and the Devanagari fonts, if
/// any, as `F3`/`F4`.
pub(crate) struct PageFonts {
    helvetica: [Ref; 2],
    devanagari: Vec<(&'static [u8], Ref)>,
}

impl PageFonts {
    /// Names the fonts in the page's resources.
    pub(crate) fn name_in(&self, resources: &mut Resources<'_>) {
        let mut fonts = resources.fonts();
        for (name, id) in HELVETICA.iter().zip(self.helvetica).chain(self.devanagari.iter().map(|(n, id)| (n, *id))) {
            fonts.pair(Name(name), id);
        }
    }
}

/// A subset's name tag: six capitals from the glyphs it holds, the same for the same glyphs.
fn subset_tag(codes: &[(u16, String, i32)]) -> String {
    let mut hash = Sha256::new();
    for (glyph, text, width) in codes {
        hash.update(glyph.to_be_bytes());
        hash.update(text.as_bytes());
        hash.update(width.to_be_bytes());
    }
    hash.finalize().iter().take(6).map(|b| char::from(b'A' + b % 26)).collect()
}

/// One embedded font: the Type0 font, its CIDFontType2, descriptor, subset file, ToUnicode map and
/// CIDToGIDMap at `refs`. Should the subset fail (the font is part of the binary: a bug), the whole font
/// goes in (some 230 KB), its glyphs as they are numbered there.
fn write_font(pdf: &mut Pdf, refs: [Ref; 6], weight: usize, embedded: &Embedded) {
    let [type0, cid_font, descriptor, file, to_unicode, cid_to_gid] = refs;
    let face = &FACES[weight];
    let (subset, base) = match subsetter::subset(FILES[weight], 0, &embedded.glyphs) {
        Ok(subset) => (Some(subset), format!("{}+{}", subset_tag(&embedded.codes), POSTSCRIPT_NAMES[weight])),
        Err(e) => {
            tracing::error!(font = POSTSCRIPT_NAMES[weight], error = %e, "a font subset failed; the whole font is embedded");
            (None, POSTSCRIPT_NAMES[weight].to_owned())
        }
    };
    let file_bytes = subset.as_deref().unwrap_or(FILES[weight]);
    let per_mille = 1000.0 / face.units_per_em() as f32;
    let scaled = |v: i16| f32::from(v) * per_mille;

    pdf.type0_font(type0)
        .base_font(Name(base.as_bytes()))
        .encoding_predefined(Name(b"Identity-H"))
        .descendant_font(cid_font)
        .to_unicode(to_unicode);

    let mut font = pdf.cid_font(cid_font);
    font.subtype(CidFontType::Type2)
        .base_font(Name(base.as_bytes()))
        .system_info(SYSTEM_INFO)
        .font_descriptor(descriptor)
        .default_width(0.0)
        .cid_to_gid_map_stream(cid_to_gid);
    font.widths().consecutive(1, embedded.codes.iter().map(|(_, _, width)| *width as f32 * per_mille));
    font.finish();

    let bbox = face.global_bounding_box();
    pdf.font_descriptor(descriptor)
        .name(Name(base.as_bytes()))
        .flags(FontFlags::SYMBOLIC)
        .bbox(Rect::new(scaled(bbox.x_min), scaled(bbox.y_min), scaled(bbox.x_max), scaled(bbox.y_max)))
        .italic_angle(0.0)
        .ascent(scaled(face.ascender()))
        .descent(scaled(face.descender()))
        .cap_height(scaled(face.capital_height().unwrap_or(face.ascender())))
        .stem_v(if weight == 1 { 140.0 } else { 80.0 })
        .font_file2(file);

    // Writing to memory does not fail; the file is written as it is if it did.
    let mut packed = ZlibEncoder::new(Vec::new(), Compression::default());
    let packed = packed.write_all(file_bytes).and_then(|()| packed.finish()).ok();
    let mut stream = pdf.stream(file, packed.as_deref().unwrap_or(file_bytes));
    if packed.is_some() {
        stream.filter(Filter::FlateDecode);
    }
    stream.pair(Name(b"Length1"), i32::try_from(file_bytes.len()).unwrap_or(i32::MAX));
    stream.finish();

    let mut cmap = UnicodeCmap::new(Name(b"Custom"), SYSTEM_INFO);
    for (code, (_, text, _)) in (1..=u16::MAX).zip(&embedded.codes) {
        cmap.pair_with_multiple(code, text.chars());
    }
    pdf.stream(to_unicode, &cmap.finish());

    // Code 0 is never used; code n draws the glyph of codes[n - 1] (as the subset numbers it).
    let mut map = vec![0u8; 2];
    for (glyph, _, _) in &embedded.codes {
        let drawn = if subset.is_some() { embedded.glyphs.get(*glyph).unwrap_or(0) } else { *glyph };
        map.extend(drawn.to_be_bytes());
    }
    pdf.stream(cid_to_gid, &map);
}

/// Text in the WinAnsi encoding of the standard fonts: ASCII and Latin-1 as they are, the typographic
/// marks the catalogue uses at their WinAnsi codes, anything else as '?'.
pub(crate) fn win_ansi(text: &str) -> Vec<u8> {
    text.chars()
        .map(|c| match c {
            ' '..='~' => u8::try_from(c).unwrap_or(b'?'),
            '\u{2022}' => 0x95,
            '\u{2013}' => 0x96,
            '\u{2014}' => 0x97,
            '\u{2018}' => 0x91,
            '\u{2019}' => 0x92,
            '\u{201C}' => 0x93,
            '\u{201D}' => 0x94,
            '\u{2026}' => 0x85,
            '\u{20B9}' => b'?',
            c if ('\u{A0}'..='\u{FF}').contains(&c) => u8::try_from(u32::from(c)).unwrap_or(b'?'),
            _ => b'?',
        })
        .collect()
}

/// The text of a PDF's first page as a reader copies it (lopdf through the ToUnicode maps), for the tests of
/// the PDFs.
#[cfg(test)]
pub(crate) fn first_page_text(pdf: &[u8]) -> String {
    let doc = lopdf::Document::load_mem(pdf).expect("a PDF a reader opens");
    doc.extract_text(&[1]).expect("its text")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_win_ansi() {
        assert_eq!(win_ansi("Rs. 500 \u{2022} caf\u{e9} \u{2013} \u{1F3CF}"), b"Rs. 500 \x95 caf\xe9 \x96 ?".to_vec());
    }

    /// A one-page PDF of `lines` (regular, then bold), read back with lopdf as a reader copies its text.
    fn round_trip(lines: &[&str]) -> (Vec<u8>, String) {
        let mut pdf = Pdf::new();
        let (catalog, tree, page_id, contents, regular, bold) =
            (Ref::new(1), Ref::new(2), Ref::new(3), Ref::new(4), Ref::new(5), Ref::new(6));
        pdf.catalog(catalog).pages(tree);
        pdf.pages(tree).kids([page_id]).count(1);
        write_helvetica(&mut pdf, [regular, bold]);
        let mut text = PageText::new();
        let mut content = Content::new();
        for (i, line) in lines.iter().enumerate() {
            let y = 800.0 - 20.0 * i as f32;
            text.line(&mut content, false, 12.0, (50.0, y), line);
            text.line(&mut content, true, 12.0, (300.0, y), line);
        }
        let fonts = text.finish(&mut pdf, [regular, bold], Ref::new(7));
        let mut page = pdf.page(page_id);
        page.media_box(Rect::new(0.0, 0.0, 595.0, 842.0)).parent(tree).contents(contents);
        let mut resources = page.resources();
        fonts.name_in(&mut resources);
        resources.finish();
        page.finish();
        pdf.stream(contents, &content.finish());
        let bytes = pdf.finish();
        let text = first_page_text(&bytes);
        (bytes, text)
    }

    #[test]
    fn hindi_copies_back_as_it_was_typed() {
        let lines = [
            "कि",
            "प्रमाणपत्र",
            "टैक्स इनवॉइस",
            "प्रमाणित किया जाता है कि",
            "धर्म, कर्म, शक्ति, द्वारा, क्षेत्र, ज्ञान, हिंदी, स्थान।",
            "रसीद नंबर: INF/26-27/000123 – ₹6,500",
            "Asha Kumari (आशा कुमारी), NIT Patna",
        ];
        let (_, text) = round_trip(&lines);
        let copied: Vec<&str> = text.lines().collect();
        // Each line twice (regular, bold), as typed.
        let expected: Vec<&str> = lines.iter().flat_map(|l| [*l, *l]).collect();
        assert_eq!(copied, expected, "{text}");
    }

    /// The glyphs the shaper draws for `text`, in order.
    fn drawn(text: &str) -> Vec<u16> {
        let mut buffer = UnicodeBuffer::new();
        buffer.push_str(text);
        rustybuzz::shape(&FACES[0], &[], buffer).glyph_infos().iter().map(|g| g.glyph_id as u16).collect()
    }

    /// The font's own glyph of a character (before any shaping).
    fn nominal(c: char) -> u16 {
        FACES[0].glyph_index(c).expect("the font has it").0
    }

    #[test]
    fn the_i_matra_goes_before_its_consonant_and_conjuncts_join() {
        // कि: typed क then ि; drawn ि (one of the font's i-matras, as wide as the consonant) then क.
        let ki = drawn("कि");
        assert_eq!(ki.len(), 2);
        assert_eq!(ki[1], nominal('क'));
        assert_ne!(ki[0], nominal('क'));
        // प्रमाणपत्र: प्र and त्र are conjuncts; no virama is left to be seen, and fewer glyphs than characters.
        let word = drawn("प्रमाणपत्र");
        assert!(!word.contains(&nominal('\u{094D}')), "{word:?}");
        assert!(word.len() < "प्रमाणपत्र".chars().count(), "{word:?}");
        // धर्म: the reph (र्) is drawn after the म it sits on.
        let dharma = drawn("धर्म");
        assert_eq!(dharma.first(), Some(&nominal('ध')));
        assert!(!dharma.contains(&nominal('र')) && !dharma.contains(&nominal('\u{094D}')), "{dharma:?}");
    }

    #[test]
    fn text_without_devanagari_is_one_helvetica_string_as_before() {
        let mut content = Content::new();
        let mut text = PageText::new();
        text.line(&mut content, true, 18.0, (56.0, 760.0), "Tax invoice: Rs. 6500 \u{2013} caf\u{e9}");
        let mut before = Content::new();
        before.begin_text();
        before.set_font(Name(b"F2"), 18.0);
        before.next_line(56.0, 760.0);
        before.show(Str(&win_ansi("Tax invoice: Rs. 6500 \u{2013} caf\u{e9}")));
        before.end_text();
        assert_eq!(content.finish(), before.finish());
        let mut pdf = Pdf::new();
        assert!(
            text.finish(&mut pdf, [Ref::new(5), Ref::new(6)], Ref::new(7)).devanagari.is_empty(),
            "no font embedded"
        );
    }

    #[test]
    fn runs_switch_where_the_script_does() {
        assert_eq!(runs("Date: 5 जनवरी 2026"), [(false, "Date: 5 "), (true, "जनवरी "), (false, "2026")]);
        assert_eq!(runs("कुल: Rs. 6500"), [(true, "कुल"), (false, ": Rs. 6500")]);
        assert_eq!(runs("  "), [(false, "  ")]);
        assert_eq!(runs("Tamil தமிழ்"), [(false, "Tamil தமிழ்")]);
    }
}
