//! Fees, in integer paise (1 rupee = 100 paise), from the catalogue (SPEC 9). Rupees appear only at the
//! display edge ([`format_rupees`]).
//!
//! Team events cost one fee per registration for the chosen category. Athletics costs 700 rupees per head:
//! the lead athlete plus every distinct runner of the selected relays (distinct by Aadhaar, falling back to
//! e-mail; the lead athlete counts once even when running relays; a coach is not a head).

//! Pricing reads only the catalogue: the head count of a form is the registration module's business
//! ([`crate::registration::registration_fee`] prices a form as typed).

use crate::catalogue::{CATEGORY_REQUIRED, Category, EventInfo, FeeBasis, NOT_REGISTRABLE, category_invalid};
use crate::errors::EVENT_ID;

/// Money: integer paise.
pub type Paise = u64;

#[cfg(feature = "wasm")]
#[wasm_bindgen::prelude::wasm_bindgen(typescript_custom_section)]
const PAISE_TS: &str = r#"/** Money: integer paise (1 rupee = 100 paise). */
export type Paise = number;"#;

/// Why a fee cannot be computed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FeeError {
    /// The event has no online registration (e-sports).
    NotRegistrable,
    /// The event has categories and none was given.
    CategoryRequired,
    /// The event does not offer this category.
    CategoryNotOffered(Category),
}

impl FeeError {
    /// Where the problem is reported.
    pub fn path(&self) -> &'static str {
        match self {
            FeeError::NotRegistrable => EVENT_ID,
            FeeError::CategoryRequired | FeeError::CategoryNotOffered(_) => "category",
        }
    }

    /// The message (the same texts as the college step).
    pub fn message(&self, event: &EventInfo) -> String {
        match self {
            FeeError::NotRegistrable => NOT_REGISTRABLE.to_owned(),
            FeeError::CategoryRequired => CATEGORY_REQUIRED.to_owned(),
            FeeError::CategoryNotOffered(_) => category_invalid(event),
        }
    }
}

/// The catalogue fee for one team, or for one head on per-head events. `category` is ignored by events
/// without categories.
pub fn base_fee(event: &EventInfo, category: Option<Category>) -> Result<Paise, FeeError> {
    if !event.is_registrable() {
        return Err(FeeError::NotRegistrable);
    }
    let wanted = if event.has_categories() {
        let category = category.ok_or(FeeError::CategoryRequired)?;
        if !event.categories.contains(&category) {
            return Err(FeeError::CategoryNotOffered(category));
        }
        Some(category)
    } else {
        None
    };
    event.fees.iter().find(|f| f.category == wanted).map(|f| f.paise).ok_or(match wanted {
        Some(c) => FeeError::CategoryNotOffered(c),
        None => FeeError::CategoryRequired,
    })
}

/// The fee for a registration of `heads` people: the base fee per team, or times the heads on per-head
/// events.
pub fn fee(event: &EventInfo, category: Option<Category>, heads: u32) -> Result<Paise, FeeError> {
    let base = base_fee(event, category)?;
    Ok(match event.fee_basis {
        FeeBasis::PerTeam => base,
        FeeBasis::PerHead => base * u64::from(heads),
    })
}

/// "Rs. 6500", or "Rs. 6500.50" when there are paise.
pub fn format_rupees(paise: Paise) -> String {
    let (rupees, rest) = (paise / 100, paise % 100);
    if rest == 0 { format!("Rs. {rupees}") } else { format!("Rs. {rupees}.{rest:02}") }
}

/// The largest whole number JavaScript holds exactly (2^53 - 1): amounts and counts read from text stay
/// below it so the browser and the server read the same number.
pub const MAX_EXACT: u64 = (1 << 53) - 1;

/// An amount typed in rupees ("500", "499.50", "1,000", "5.") as whole paise, read exactly: digits with
/// commas anywhere among them, then at most two digits of paise after a point. None for anything else
/// (blank, a sign, letters, a fraction of a paisa, more than [`MAX_EXACT`] paise). The reverse of
/// [`format_rupees`].
pub fn parse_rupees(text: &str) -> Option<Paise> {
    let text: String = text.trim().chars().filter(|c| *c != ',').collect();
    let (whole, fraction) = match text.split_once('.') {
        Some((whole, fraction)) => (whole, fraction),
        None => (text.as_str(), ""),
    };
    if whole.is_empty() || fraction.len() > 2 {
        return None;
    }
    let rupees = parse_count(whole)?;
    let paise = if fraction.is_empty() { 0 } else { parse_count(&format!("{fraction:0<2}"))? };
    rupees.checked_mul(100)?.checked_add(paise).filter(|p| *p <= MAX_EXACT)
}

/// A count typed in digits only ("12", " 007 "), surrounding blanks aside; None for anything else (blank,
/// a sign, a point, letters, more than [`MAX_EXACT`]).
pub fn parse_count(text: &str) -> Option<u64> {
    let text = text.trim();
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse::<u64>().ok().filter(|n| *n <= MAX_EXACT)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue::{EventId, events};

    #[test]
    fn every_event_and_category() {
        use Category::{Men, Women};
        let table: &[(EventId, Option<Category>, Paise)] = &[
            (EventId::Cricket, None, 650_000),
            (EventId::Football, Some(Men), 650_000),
            (EventId::Football, Some(Women), 300_000),
            (EventId::Basketball, Some(Men), 480_000),
            (EventId::Basketball, Some(Women), 420_000),
            (EventId::Volleyball, Some(Men), 480_000),
            (EventId::Volleyball, Some(Women), 450_000),
            (EventId::Kabaddi, Some(Men), 400_000),
            (EventId::Kabaddi, Some(Women), 200_000),
            (EventId::Badminton, Some(Men), 250_000),
            (EventId::Badminton, Some(Women), 150_000),
            (EventId::TableTennis, Some(Men), 150_000),
            (EventId::TableTennis, Some(Women), 100_000),
            (EventId::LawnTennis, Some(Men), 100_000),
            (EventId::LawnTennis, Some(Women), 80_000),
            (EventId::Squash, Some(Men), 80_000),
            (EventId::Squash, Some(Women), 60_000),
            (EventId::Chess, None, 24_900),
            (EventId::Powerlifting, None, 99_900),
            (EventId::Weightlifting, None, 99_900),
            (EventId::MrInfinito, None, 59_900),
            (EventId::Athletics, Some(Men), 70_000),
            (EventId::Athletics, Some(Women), 70_000),
        ];
        for &(id, category, paise) in table {
            assert_eq!(base_fee(id.event(), category), Ok(paise), "{id} {category:?}");
        }
        // Every registrable event and category is in the table above.
        let mut count = 0;
        for e in events().iter().filter(|e| e.is_registrable()) {
            count += e.categories.len().max(1);
        }
        assert_eq!(count, table.len());
    }

    #[test]
    fn errors() {
        assert_eq!(base_fee(EventId::Bgmi.event(), None), Err(FeeError::NotRegistrable));
        assert_eq!(base_fee(EventId::Football.event(), None), Err(FeeError::CategoryRequired));
        assert_eq!(base_fee(EventId::Chess.event(), Some(Category::Men)), Ok(24_900), "ignored");
        let ev = EventId::Football.event();
        assert_eq!(FeeError::CategoryRequired.message(ev), "Please select a category.");
        assert_eq!(FeeError::CategoryNotOffered(Category::Men).message(ev), "Category must be one of: Men, Women.");
        assert_eq!(FeeError::NotRegistrable.path(), "eventId");
    }

    #[test]
    fn per_head_and_per_team() {
        assert_eq!(fee(EventId::Athletics.event(), Some(Category::Women), 1), Ok(70_000));
        assert_eq!(fee(EventId::Athletics.event(), Some(Category::Women), 5), Ok(350_000));
        assert_eq!(fee(EventId::Football.event(), Some(Category::Men), 15), Ok(650_000), "per team");
    }

    #[test]
    fn rupees() {
        assert_eq!(format_rupees(650_000), "Rs. 6500");
        assert_eq!(format_rupees(24_905), "Rs. 249.05");
        assert_eq!(format_rupees(0), "Rs. 0");
    }

    #[test]
    fn rupees_read_as_paise() {
        assert_eq!(parse_rupees("500"), Some(50_000));
        assert_eq!(parse_rupees(" 499.50 "), Some(49_950));
        assert_eq!(parse_rupees("499.5"), Some(49_950));
        assert_eq!(parse_rupees("0.01"), Some(1));
        assert_eq!(parse_rupees("1,000"), Some(100_000));
        assert_eq!(parse_rupees("5."), Some(500));
        assert_eq!(parse_rupees("0"), Some(0));
        for bad in ["", " ", "-5", "+5", "5.001", ".5", "Rs. 5", "5e2", "1 000", "abc", "1.2.3", "٣"] {
            assert_eq!(parse_rupees(bad), None, "{bad:?}");
        }
        assert_eq!(parse_rupees("90071992547409.91"), Some(MAX_EXACT));
        assert_eq!(parse_rupees("90071992547409.92"), None);
        assert_eq!(parse_rupees("99999999999999999999999"), None);
    }

    #[test]
    fn rupees_round_trip_through_the_formatter() {
        for paise in [0, 1, 9, 10, 99, 100, 101, 24_905, 650_000, MAX_EXACT] {
            let text = format_rupees(paise);
            assert_eq!(parse_rupees(text.trim_start_matches("Rs. ")), Some(paise), "{text}");
        }
    }

    #[test]
    fn counts() {
        assert_eq!(parse_count("12"), Some(12));
        assert_eq!(parse_count(" 007 "), Some(7));
        assert_eq!(parse_count("0"), Some(0));
        for bad in ["", "  ", "-1", "+1", "1.0", "1,000", "1e3", "x", "١"] {
            assert_eq!(parse_count(bad), None, "{bad:?}");
        }
        assert_eq!(parse_count("9007199254740991"), Some(MAX_EXACT));
        assert_eq!(parse_count("9007199254740992"), None);
    }
}
