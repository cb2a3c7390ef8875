//! The arithmetic of receipts and tax invoices, without a database: serial numbers, the Indian financial
//! year, GSTINs and the tax in a tax-inclusive amount.

use chrono::{DateTime, Datelike, FixedOffset, NaiveDate, Utc};

/// The longest serial number CGST Rule 46 allows.
pub const MAX_NUMBER_CHARS: usize = 16;

/// The two series of documents, each numbered from 1 in every financial year.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Series {
    Receipt,
    CreditNote,
}

impl Series {
    /// The stored name (the `document` of a receipt row, the `series` of its counter).
    pub fn as_str(self) -> &'static str {
        match self {
            Series::Receipt => "receipt",
            Series::CreditNote => "credit_note",
        }
    }

    /// How many digits the serial takes so that the number is 16 characters with a prefix of `prefix_len`:
    /// `INF/26-27/000123` and `INFC/26-27/00001`.
    fn digits(self, prefix_len: usize) -> usize {
        let fixed = prefix_len + "/26-27/".len() + usize::from(self == Series::CreditNote);
        MAX_NUMBER_CHARS.saturating_sub(fixed)
    }
}

/// The calendar day in India (UTC+05:30) of an instant: receipts are dated, and fall in a financial year, by
/// the day in India.
pub fn india_date(at: DateTime<Utc>) -> NaiveDate {
    let ist = FixedOffset::east_opt(5 * 3600 + 30 * 60).expect("a valid offset");
    at.with_timezone(&ist).date_naive()
}

/// The Indian financial year of a day (April to March), as the year it starts in: 31 March 2027 is in 2026,
/// 1 April 2027 in 2027.
pub fn financial_year_start(day: NaiveDate) -> i32 {
    if day.month() >= 4 { day.year() } else { day.year() - 1 }
}

/// A financial year's name, `2026-27`.
pub fn financial_year(day: NaiveDate) -> String {
    let start = financial_year_start(day);
    format!("{start}-{:02}", (start + 1).rem_euclid(100))
}

/// The serial number of a document: `{prefix}/{yy-yy}/{serial}` for receipts, `{prefix}C/{yy-yy}/{serial}`
/// for credit notes, the serial zero-padded to fill 16 characters. `None` when the serial no longer fits
/// (a series of a million receipts in one year with a three-letter prefix).
pub fn number(prefix: &str, series: Series, day: NaiveDate, serial: i64) -> Option<String> {
    let start = financial_year_start(day);
    let year = format!("{:02}-{:02}", start.rem_euclid(100), (start + 1).rem_euclid(100));
    let mark = if series == Series::CreditNote { "C" } else { "" };
    let width = series.digits(prefix.len());
    let text = format!("{prefix}{mark}/{year}/{serial:0width$}");
    (serial > 0 && text.len() <= MAX_NUMBER_CHARS).then_some(text)
}

/// Whether a receipt prefix is usable: 1 to 3 capital letters or digits, leaving at least 5 digits for the
/// serial of a credit note.
pub fn valid_prefix(prefix: &str) -> bool {
    (1..=3).contains(&prefix.len()) && prefix.bytes().all(|b| b.is_ascii_uppercase() || b.is_ascii_digit())
}

const GSTIN_CHARS: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/// The check character of the first 14 characters of a GSTIN (base 36, weights 1 and 2 alternating, the
/// digits of each product in base 36 added).
fn gstin_check(first14: &[u8]) -> Option<u8> {
    let mut sum = 0u32;
    for (i, c) in first14.iter().enumerate() {
        let value = u32::try_from(GSTIN_CHARS.iter().position(|x| x == c)?).ok()?;
        let product = value * if i % 2 == 0 { 1 } else { 2 };
        sum += product / 36 + product % 36;
    }
    Some(GSTIN_CHARS[((36 - sum % 36) % 36) as usize])
}

/// Why a GSTIN is not one, or `Ok` with the GSTIN in capitals: 15 characters, a state code, a PAN (five
/// letters, four digits, a letter), an entity number, `Z`, and the check character.
pub fn check_gstin(gstin: &str) -> Result<String, String> {
    let g = gstin.trim().to_ascii_uppercase();
    let b = g.as_bytes();
    if b.len() != 15 {
        return Err(format!("a GSTIN has 15 characters; {gstin:?} has {}", b.len()));
    }
    let pan_ok = b[2..7].iter().all(u8::is_ascii_uppercase)
        && b[7..11].iter().all(u8::is_ascii_digit)
        && b[11].is_ascii_uppercase();
    if state_name(&g[..2]).is_none() || !pan_ok || !b[12].is_ascii_alphanumeric() || b[13] != b'Z' {
        return Err(format!("{gstin:?} is not a GSTIN (state code, PAN, entity number, Z, check character)"));
    }
    if gstin_check(&b[..14]) != Some(b[14]) {
        return Err(format!("{gstin:?} is not a GSTIN: its check character is wrong"));
    }
    Ok(g)
}

/// The GST state codes and their states and union territories.
const STATES: &[(&str, &str)] = &[
    ("01", "Jammu and Kashmir"),
    ("02", "Himachal Pradesh"),
    ("03", "Punjab"),
    ("04", "Chandigarh"),
    ("05", "Uttarakhand"),
    ("06", "Haryana"),
    ("07", "Delhi"),
    ("08", "Rajasthan"),
    ("09", "Uttar Pradesh"),
    ("10", "Bihar"),
    ("11", "Sikkim"),
    ("12", "Arunachal Pradesh"),
    ("13", "Nagaland"),
    ("14", "Manipur"),
    ("15", "Mizoram"),
    ("16", "Tripura"),
    ("17", "Meghalaya"),
    ("18", "Assam"),
    ("19", "West Bengal"),
    ("20", "Jharkhand"),
    ("21", "Odisha"),
    ("22", "Chhattisgarh"),
    ("23", "Madhya Pradesh"),
    ("24", "Gujarat"),
    ("26", "Dadra and Nagar Haveli and Daman and Diu"),
    ("27", "Maharashtra"),
    ("29", "Karnataka"),
    ("30", "Goa"),
    ("31", "Lakshadweep"),
    ("32", "Kerala"),
    ("33", "Tamil Nadu"),
    ("34", "Puducherry"),
    ("35", "Andaman and Nicobar Islands"),
    ("36", "Telangana"),
    ("37", "Andhra Pradesh"),
    ("38", "Ladakh"),
    ("97", "Other Territory"),
];

/// The state of a two-digit GST state code.
pub fn state_name(code: &str) -> Option<&'static str> {
    STATES.iter().find(|(c, _)| *c == code).map(|(_, name)| *name)
}

/// A GST rate given as a percent (`18`, `2.5`) or `exempt`: hundredths of a percent, `None` when exempt.
pub fn parse_rate(text: &str) -> Result<Option<i32>, String> {
    let t = text.trim();
    if t.eq_ignore_ascii_case("exempt") || t.eq_ignore_ascii_case("nil") {
        return Ok(None);
    }
    let (whole, frac) = t.split_once('.').unwrap_or((t, ""));
    let ok = !whole.is_empty()
        && whole.len() <= 2
        && frac.len() <= 2
        && whole.bytes().chain(frac.bytes()).all(|b| b.is_ascii_digit());
    if !ok {
        return Err(format!("gst_rate is {text:?}: a percent such as 18 or 2.5, or exempt"));
    }
    let bp = whole.parse::<i32>().unwrap_or(0) * 100 + format!("{frac:0<2}").parse::<i32>().unwrap_or(0);
    Ok(Some(bp))
}

/// A rate in hundredths of a percent as people write it: `18%`, `2.5%`.
pub fn rate_text(bp: i32) -> String {
    let text = format!("{}.{:02}", bp / 100, bp % 100);
    format!("{}%", text.trim_end_matches('0').trim_end_matches('.'))
}

/// The tax in a tax-inclusive amount (all in paise).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Tax {
    pub taxable: i64,
    pub cgst: i64,
    pub sgst: i64,
    pub igst: i64,
}

impl Tax {
    pub fn total(&self) -> i64 {
        self.cgst + self.sgst + self.igst
    }
}

/// Splits an amount paid, tax included, at `rate_bp` hundredths of a percent: the taxable value is
/// `round(amount × 100 / (100 + rate))`, the tax the rest, so the two add up to the amount to the paisa.
/// Within one state (`intra_state`) the tax is half CGST, half SGST (the odd paisa to SGST); across states it
/// is IGST.
pub fn split(amount: i64, rate_bp: i32, intra_state: bool) -> Tax {
    let rate = i128::from(rate_bp);
    let amount_wide = i128::from(amount);
    // Rounded half away from zero: (2a·10000 + d) / 2d with d = 10000 + rate.
    let d = 10_000 + rate;
    let taxable = i64::try_from((2 * amount_wide * 10_000 + d) / (2 * d)).unwrap_or(amount);
    let tax = amount - taxable;
    if intra_state {
        let cgst = tax / 2;
        Tax { taxable, cgst, sgst: tax - cgst, igst: 0 }
    } else {
        Tax { taxable, cgst: 0, sgst: 0, igst: tax }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    #[test]
    fn the_financial_year_turns_on_the_first_of_april() {
        assert_eq!(financial_year(day(2027, 3, 31)), "2026-27");
        assert_eq!(financial_year(day(2027, 4, 1)), "2027-28");
        assert_eq!(financial_year(day(2099, 12, 1)), "2099-00");
        assert_eq!(number("INF", Series::Receipt, day(2027, 3, 31), 123).unwrap(), "INF/26-27/000123");
        assert_eq!(number("INF", Series::Receipt, day(2027, 4, 1), 1).unwrap(), "INF/27-28/000001");
        assert_eq!(number("INF", Series::CreditNote, day(2026, 11, 25), 7).unwrap(), "INFC/26-27/00007");
        assert_eq!(number("X", Series::Receipt, day(2026, 11, 25), 7).unwrap(), "X/26-27/00000007");
    }

    #[test]
    fn an_instant_falls_in_the_financial_year_of_its_day_in_india() {
        // 31 March 2027, 19:00 UTC is already 1 April in India.
        let at = DateTime::parse_from_rfc3339("2027-03-31T19:00:00Z").unwrap().with_timezone(&Utc);
        assert_eq!(financial_year(india_date(at)), "2027-28");
        let before = DateTime::parse_from_rfc3339("2027-03-31T18:00:00Z").unwrap().with_timezone(&Utc);
        assert_eq!(financial_year(india_date(before)), "2026-27");
    }

    #[test]
    fn numbers_never_pass_sixteen_characters() {
        for prefix in ["A", "AB", "INF", "XYZ"] {
            for series in [Series::Receipt, Series::CreditNote] {
                let n = number(prefix, series, day(2026, 5, 1), 1).unwrap();
                assert_eq!(n.len(), MAX_NUMBER_CHARS, "{n}");
            }
        }
        assert_eq!(number("INF", Series::Receipt, day(2026, 5, 1), 999_999).unwrap(), "INF/26-27/999999");
        assert_eq!(number("INF", Series::Receipt, day(2026, 5, 1), 1_000_000), None);
        assert_eq!(number("INF", Series::Receipt, day(2026, 5, 1), 0), None);
        assert!(valid_prefix("INF") && valid_prefix("F1") && !valid_prefix("INFI") && !valid_prefix("in"));
        assert!(!valid_prefix("") && !valid_prefix("A/B"));
    }

    #[test]
    fn gstins_are_checked() {
        assert_eq!(check_gstin("27aapfu0939f1zv").unwrap(), "27AAPFU0939F1ZV");
        assert!(check_gstin("27AAPFU0939F1ZW").unwrap_err().contains("check character"));
        assert!(check_gstin("27AAPFU0939F1Z").is_err());
        assert!(check_gstin("99AAPFU0939F1ZV").is_err());
        assert!(check_gstin("27AAPF10939F1ZV").is_err());
        let valid = format!("10ABCDE1234F1Z{}", gstin_check(b"10ABCDE1234F1Z").unwrap() as char);
        assert!(check_gstin(&valid).is_ok());
    }

    #[test]
    fn rates_parse_to_hundredths_of_a_percent() {
        assert_eq!(parse_rate("18"), Ok(Some(1800)));
        assert_eq!(parse_rate("2.5"), Ok(Some(250)));
        assert_eq!(parse_rate("0.25"), Ok(Some(25)));
        assert_eq!(parse_rate("Exempt"), Ok(None));
        assert!(parse_rate("18%").is_err() && parse_rate("").is_err() && parse_rate("-5").is_err());
        assert_eq!(rate_text(1800), "18%");
        assert_eq!(rate_text(250), "2.5%");
        assert_eq!(rate_text(25), "0.25%");
    }

    #[test]
    fn tax_included_amounts_split_to_the_paisa() {
        // ₹500 at 18%: 42,373 taxable (423.7288… rounded), 7,627 tax.
        let t = split(50_000, 1800, true);
        assert_eq!(t, Tax { taxable: 42_373, cgst: 3_813, sgst: 3_814, igst: 0 });
        assert_eq!(t.taxable + t.total(), 50_000);
        let t = split(50_000, 1800, false);
        assert_eq!((t.taxable, t.igst, t.cgst), (42_373, 7_627, 0));
        // ₹118 at 18% is exactly ₹100 and ₹18.
        assert_eq!(split(11_800, 1800, true), Tax { taxable: 10_000, cgst: 900, sgst: 900, igst: 0 });
        for amount in [1, 99, 12_345, 1_000_001] {
            for rate in [0, 25, 500, 1200, 1800, 2800] {
                let t = split(amount, rate, true);
                assert_eq!(t.taxable + t.total(), amount);
                assert!(t.total() >= 0);
            }
        }
    }
}
