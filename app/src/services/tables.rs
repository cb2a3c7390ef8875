//! Files to download: a table as CSV (cells a spreadsheet will not run as formulas) or Excel, or the records
//! of a JSON export. Below every service that exports (registrations, accommodation, check-ins), so none of
//! them calls another to write a file.

use crate::AppError;
use crate::services::sealing::RegistrationRecord;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Csv,
    Xlsx,
    Json,
}

impl Format {
    pub fn parse(s: &str) -> Option<Format> {
        match s {
            "csv" => Some(Format::Csv),
            "xlsx" => Some(Format::Xlsx),
            "json" => Some(Format::Json),
            _ => None,
        }
    }
}

/// A file to download.
pub struct Export {
    pub filename: String,
    pub content_type: &'static str,
    pub body: ExportBody,
}

/// The file's content: bytes ready to send, or the records of a JSON export (serialised by the server's
/// typed registration view, Aadhaar in full).
pub enum ExportBody {
    File(Vec<u8>),
    Records { event: String, records: Vec<RegistrationRecord> },
}

/// A table as a CSV or Excel file named `<stem>.csv` / `<stem>.xlsx` (the sheet named `sheet`), every cell
/// text (never a formula). JSON is not a table: a 400.
pub fn table(
    stem: &str,
    sheet: &str,
    format: Format,
    header: &[&str],
    rows: &[Vec<String>],
) -> Result<Export, AppError> {
    Ok(match format {
        Format::Json => return Err(AppError::BadRequest("Choose csv or xlsx.".into())),
        Format::Csv => {
            let mut writer = csv::Writer::from_writer(Vec::new());
            writer.write_record(header).map_err(AppError::other)?;
            for row in rows {
                writer.write_record(row.iter().map(|cell| csv_cell(cell).into_owned())).map_err(AppError::other)?;
            }
            Export {
                filename: format!("{stem}.csv"),
                content_type: "text/csv; charset=utf-8",
                body: ExportBody::File(writer.into_inner().map_err(|e| AppError::Other(e.to_string().into()))?),
            }
        }
        Format::Xlsx => {
            let mut book = rust_xlsxwriter::Workbook::new();
            let worksheet = book.add_worksheet();
            worksheet.set_name(sheet).map_err(AppError::other)?;
            let bold = rust_xlsxwriter::Format::new().set_bold();
            for (c, h) in header.iter().enumerate() {
                worksheet.write_string_with_format(0, col(c), *h, &bold).map_err(AppError::other)?;
            }
            for (r, row) in rows.iter().enumerate() {
                let r = u32::try_from(r + 1).map_err(AppError::other)?;
                for (c, value) in row.iter().enumerate() {
                    // A string cell, never a formula, whatever the text starts with.
                    worksheet.write_string(r, col(c), value).map_err(AppError::other)?;
                }
            }
            worksheet.set_freeze_panes(1, 0).map_err(AppError::other)?;
            Export {
                filename: format!("{stem}.xlsx"),
                content_type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                body: ExportBody::File(book.save_to_buffer().map_err(AppError::other)?),
            }
        }
    })
}

/// A CSV cell that a spreadsheet will not run as a formula: text starting (after leading spaces) with `=`,
/// `+`, `-`, `@`, a tab or a carriage return gets a leading `'` (OWASP's CSV injection advice).
pub fn csv_cell(value: &str) -> std::borrow::Cow<'_, str> {
    match value.trim_start_matches(' ').chars().next() {
        Some('=' | '+' | '-' | '@' | '\t' | '\r') => std::borrow::Cow::Owned(format!("'{value}")),
        _ => std::borrow::Cow::Borrowed(value),
    }
}

fn col(c: usize) -> u16 {
    u16::try_from(c).unwrap_or(u16::MAX)
}

#[cfg(test)]
mod tests {
    use super::csv_cell;

    #[test]
    fn formula_like_cells_are_neutralised_and_others_kept() {
        for (input, expected) in [
            ("=HYPERLINK(\"http://evil\",\"x\")", "'=HYPERLINK(\"http://evil\",\"x\")"),
            ("+91 98765", "'+91 98765"),
            ("-2+3", "'-2+3"),
            ("@SUM(A1)", "'@SUM(A1)"),
            ("\tcmd", "'\tcmd"),
            ("\rcmd", "'\rcmd"),
            ("   =1+1", "'   =1+1"),
            ("IIT Patna", "IIT Patna"),
            ("a=b", "a=b"),
            ("", ""),
        ] {
            assert_eq!(csv_cell(input), expected, "{input:?}");
        }
    }
}
