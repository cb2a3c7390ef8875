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
}
