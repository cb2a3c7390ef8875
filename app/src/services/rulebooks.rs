//! Event rulebooks: a PDF printed from the catalogue's rulebook ([`fest_shared::rulebook`]), which the
//! organisers may replace with an uploaded file (kept in the database, so every instance serves the same).
//!
//! The PDF uses Helvetica, one of the fonts every PDF reader has, so nothing is embedded and a rulebook is a
//! few kilobytes. Lines are broken by `textwrap` at a width in characters that Helvetica's average glyph
//! fits in the text column.

use std::collections::{HashMap, HashSet};
use std::sync::OnceLock;

use bytes::Bytes;
use chrono::Utc;
use fest_shared::catalogue::{EventId, EventInfo, events};
use fest_shared::rulebook::{Rulebook, rulebook};
use pdf_writer::{Content, Finish, Name, Pdf, Rect, Ref, Str, TextStr};
use sea_orm::sea_query::OnConflict;
use sea_orm::{EntityTrait, QuerySelect, Set};

use crate::entities::{rulebook as table, user};
use crate::pdf_text::win_ansi;
use crate::services::catalogue::find_event;
use crate::{AppError, Context};

/// The largest rulebook file accepted.
pub const MAX_BYTES: usize = 10 * 1024 * 1024;
pub const NOT_PDF: &str = "The rulebook must be a PDF file.";
pub const TOO_LARGE: &str = "The rulebook file must be at most 10 MB.";

/// A rulebook as served: the PDF's bytes and whether an organiser uploaded it.
#[derive(Debug, Clone)]
pub struct RulebookFile {
    pub event: &'static EventInfo,
    pub pdf: Bytes,
    pub uploaded: bool,
}

/// The event's rulebook PDF: the uploaded file when there is one, else the one printed from the catalogue.
pub async fn pdf(ctx: &Context, event_name: &str) -> Result<RulebookFile, AppError> {
    let event = find_event(event_name)?;
    if let Some(row) = table::Entity::find_by_id(event.id.as_str()).one(ctx.db()).await? {
        return Ok(RulebookFile { event, pdf: Bytes::from(row.file), uploaded: true });
    }
    Ok(RulebookFile { event, pdf: generated(event.id), uploaded: false })
}

/// The events whose rulebook is an uploaded file.
pub async fn uploaded(ctx: &Context) -> Result<HashSet<String>, AppError> {
    Ok(table::Entity::find()
        .select_only()
        .column(table::Column::EventId)
        .into_tuple::<String>()
        .all(ctx.db())
        .await?
        .into_iter()
        .collect())
}

/// Replaces the event's rulebook with an uploaded PDF (admins; audited).
pub async fn upload(ctx: &Context, actor: &user::Model, event_name: &str, file: &[u8]) -> Result<EventId, AppError> {
    let event = find_event(event_name)?;
    if file.len() > MAX_BYTES {
        return Err(AppError::BadRequest(TOO_LARGE.into()));
    }
    if !file.starts_with(b"%PDF-") {
        return Err(AppError::BadRequest(NOT_PDF.into()));
    }
    let bytes = i64::try_from(file.len()).map_err(AppError::other)?;
    table::Entity::insert(table::ActiveModel {
        event_id: Set(event.id.as_str().to_owned()),
        file: Set(file.to_vec()),
        bytes: Set(bytes),
        uploaded_by: Set(actor.id.clone()),
        uploaded_at: Set(Utc::now()),
    })
    .on_conflict(
        OnConflict::column(table::Column::EventId)
            .update_columns([
                table::Column::File,
                table::Column::Bytes,
                table::Column::UploadedBy,
                table::Column::UploadedAt,
            ])
            .to_owned(),
    )
    .exec(ctx.writer())
    .await?;
    crate::services::audit::record(
        ctx.db(),
        actor,
        "rulebook.upload",
        event.id.as_str(),
        serde_json::json!({"bytes": bytes}),
    )
    .await?;
    ctx.events_changed().await;
    Ok(event.id)
}

/// Goes back to the rulebook printed from the catalogue (admins; audited). Removing twice changes nothing.
pub async fn remove(ctx: &Context, actor: &user::Model, event_name: &str) -> Result<EventId, AppError> {
    let event = find_event(event_name)?;
    let removed = table::Entity::delete_by_id(event.id.as_str()).exec(ctx.writer()).await?.rows_affected;
    if removed > 0 {
        crate::services::audit::record(ctx.db(), actor, "rulebook.remove", event.id.as_str(), serde_json::json!({}))
            .await?;
        ctx.events_changed().await;
    }
    Ok(event.id)
}

/// The printed rulebook of every event, made once per process (the catalogue is compiled in).
fn generated(event: EventId) -> Bytes {
    static PRINTED: OnceLock<HashMap<EventId, Bytes>> = OnceLock::new();
    PRINTED
        .get_or_init(|| events().iter().map(|e| (e.id, Bytes::from(print(&rulebook(e))))).collect())
        .get(&event)
        .cloned()
        .unwrap_or_default()
}

/// A4 in points, with 2 cm margins.
const PAGE: (f32, f32) = (595.0, 842.0);
const MARGIN: f32 = 56.7;
/// Characters per line of body text: the 481 pt column over Helvetica's average glyph at 10.5 pt.
const BODY_COLUMNS: usize = 88;
const BODY_SIZE: f32 = 10.5;
const LEADING: f32 = 14.5;

/// One line to set: its font, size, indent and text.
struct Line {
    bold: bool,
    size: f32,
    indent: f32,
    text: String,
    space_before: f32,
}

/// The rulebook laid out line by line.
fn lines(book: &Rulebook) -> Vec<Line> {
    let line = |bold, size, indent, text: String, space_before| Line { bold, size, indent, text, space_before };
    let mut out =
        vec![line(true, 20.0, 0.0, book.title.clone(), 0.0), line(false, 11.0, 0.0, book.subtitle.clone(), 6.0)];
    for section in &book.sections {
        out.push(line(true, 13.0, 0.0, section.heading.to_owned(), 16.0));
        for (n, text) in section.lines.iter().enumerate() {
            let space = if n == 0 { 4.0 } else { 3.0 };
            if section.list {
                let wrapped = textwrap::wrap(text, BODY_COLUMNS - 3);
                for (i, part) in wrapped.iter().enumerate() {
                    let bullet = if i == 0 { "\u{2022} " } else { "" };
                    let indent = if i == 0 { 0.0 } else { 9.0 };
                    out.push(line(
                        false,
                        BODY_SIZE,
                        indent,
                        format!("{bullet}{part}"),
                        if i == 0 { space } else { 0.0 },
                    ));
                }
            } else {
                for (i, part) in textwrap::wrap(text, BODY_COLUMNS).iter().enumerate() {
                    out.push(line(false, BODY_SIZE, 0.0, part.to_string(), if i == 0 { space } else { 0.0 }));
                }
            }
        }
    }
    for (i, part) in textwrap::wrap(&book.footer, BODY_COLUMNS + 8).iter().enumerate() {
        out.push(line(false, 9.0, 0.0, part.to_string(), if i == 0 { 24.0 } else { 0.0 }));
    }
    out
}

/// The rulebook as a PDF: A4 pages of Helvetica text, with the title and page number in each footer.
pub fn print(book: &Rulebook) -> Vec<u8> {
    // Pages as lists of (x, y, line).
    let mut pages: Vec<Vec<(f32, f32, Line)>> = vec![Vec::new()];
    let mut y = PAGE.1 - MARGIN;
    for l in lines(book) {
        let advance = l.space_before + l.size.max(BODY_SIZE) * (LEADING / BODY_SIZE);
        if y - advance < MARGIN + 20.0 {
            pages.push(Vec::new());
            y = PAGE.1 - MARGIN;
        }
        y -= advance;
        if let Some(page) = pages.last_mut() {
            page.push((MARGIN + l.indent, y, l));
        }
    }

    let mut pdf = Pdf::new();
    let catalog = Ref::new(1);
    let tree = Ref::new(2);
    let (regular, bold, info) = (Ref::new(3), Ref::new(4), Ref::new(5));
    let first_page = 6;
    let page_ids: Vec<Ref> =
        (0..pages.len()).map(|i| Ref::new(first_page + 2 * i32::try_from(i).unwrap_or(0))).collect();
    pdf.catalog(catalog).pages(tree);
    pdf.pages(tree).kids(page_ids.iter().copied()).count(i32::try_from(pages.len()).unwrap_or(1));
    crate::pdf_text::write_helvetica(&mut pdf, [regular, bold]);
    pdf.document_info(info).title(TextStr(&book.title)).creator(TextStr("fest rulebooks"));
    let total = pages.len();
    for (n, (page_lines, id)) in pages.into_iter().zip(&page_ids).enumerate() {
        let contents = Ref::new(id.get() + 1);
        let mut page = pdf.page(*id);
        page.media_box(Rect::new(0.0, 0.0, PAGE.0, PAGE.1)).parent(tree).contents(contents);
        page.resources().fonts().pair(Name(b"F1"), regular).pair(Name(b"F2"), bold);
        page.finish();
        let mut content = Content::new();
        for (x, y, l) in &page_lines {
            content.begin_text();
            content.set_font(Name(if l.bold { b"F2" } else { b"F1" }), l.size);
            content.next_line(*x, *y);
            content.show(Str(&win_ansi(&l.text)));
            content.end_text();
        }
        let footer = format!("{}  \u{2022}  page {} of {total}", book.title, n + 1);
        content.begin_text();
        content.set_font(Name(b"F1"), 8.0);
        content.next_line(MARGIN, MARGIN - 10.0);
        content.show(Str(&win_ansi(&footer)));
        content.end_text();
        pdf.stream(contents, &content.finish());
    }
    pdf.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_event_prints_a_pdf() {
        for e in events() {
            let pdf = generated(e.id);
            assert!(pdf.starts_with(b"%PDF-"), "{}", e.id.as_str());
            assert!(pdf.ends_with(b"%%EOF") || pdf.ends_with(b"%%EOF\n"), "{}", e.id.as_str());
        }
    }
}
