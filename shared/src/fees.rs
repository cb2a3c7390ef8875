//! Fees, in integer paise (1 rupee = 100 paise), from the catalogue (SPEC 9). Rupees appear only at the
//! display edge ([`format_rupees`]).
//!
//! Team events cost one fee per registration for the chosen category. Athletics costs 700 rupees per head:
//! the lead athlete plus every distinct runner of the selected relays (distinct by Aadhaar, falling back to
//! e-mail; the lead athlete counts once even when running relays; a coach is not a head).

use crate::catalogue::{Category, EventInfo, FeeBasis, NOT_REGISTRABLE};
use crate::errors::{EVENT_ID, FORM, ValidationErrors};
use crate::registration::{
    CATEGORY_REQUIRED, FORM_MISMATCH, RegistrationForm, category_invalid, check_category, members,
};

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
    /// A per-head fee was asked for with a team form.
    FormMismatch,
}

impl FeeError {
    /// Where the problem is reported.
    pub fn path(&self) -> &'static str {
        match self {
            FeeError::NotRegistrable => EVENT_ID,
            FeeError::CategoryRequired | FeeError::CategoryNotOffered(_) => "category",
            FeeError::FormMismatch => FORM,
        }
    }

    /// The message (the same texts as the college step).
    pub fn message(&self, event: &EventInfo) -> String {
        match self {
            FeeError::NotRegistrable => NOT_REGISTRABLE.to_owned(),
            FeeError::CategoryRequired => CATEGORY_REQUIRED.to_owned(),
            FeeError::CategoryNotOffered(_) => category_invalid(event),
            FeeError::FormMismatch => FORM_MISMATCH.to_owned(),
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

/// The fee for `form`: the base fee, times the distinct heads for per-head events.
pub fn fee(event: &EventInfo, category: Option<Category>, form: &RegistrationForm) -> Result<Paise, FeeError> {
    let base = base_fee(event, category)?;
    match (event.fee_basis, form) {
        (FeeBasis::PerTeam, _) => Ok(base),
        (FeeBasis::PerHead, RegistrationForm::Athletics(_)) => Ok(base * u64::from(members(event, form))),
        (FeeBasis::PerHead, RegistrationForm::Team(_)) => Err(FeeError::FormMismatch),
    }
}

/// The fee for a form as typed (the wizard's running total): reads the category from the form and reports
/// problems with the college step's messages. The form need not be valid otherwise.
pub fn registration_fee(event: &EventInfo, form: &RegistrationForm) -> Result<Paise, ValidationErrors> {
    if !event.is_registrable() {
        return Err(ValidationErrors::single(EVENT_ID, NOT_REGISTRABLE));
    }
    let mut errors = ValidationErrors::new();
    let category = check_category(event, form.category(), &mut errors).ok_or(errors)?;
    fee(event, category, form).map_err(|e| ValidationErrors::single(e.path(), e.message(event)))
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
    use crate::registration::{AthleticsForm, TeamForm};

    fn team() -> RegistrationForm {
        RegistrationForm::Team(TeamForm::default())
    }

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
        assert_eq!(fee(EventId::Athletics.event(), Some(Category::Men), &team()), Err(FeeError::FormMismatch));
        let ev = EventId::Football.event();
        assert_eq!(FeeError::CategoryRequired.message(ev), "Please select a category.");
        assert_eq!(FeeError::CategoryNotOffered(Category::Men).message(ev), "Category must be one of: Men, Women.");
        assert_eq!(FeeError::NotRegistrable.path(), "eventId");
        assert_eq!(FeeError::FormMismatch.path(), "form");
    }

    #[test]
    fn per_head_and_per_team() {
        let form = RegistrationForm::Athletics(AthleticsForm::default());
        assert_eq!(fee(EventId::Athletics.event(), Some(Category::Women), &form), Ok(70_000));
        assert_eq!(fee(EventId::Football.event(), Some(Category::Men), &team()), Ok(650_000));
        let f = TeamForm { category: "women".to_owned(), ..TeamForm::default() };
        assert_eq!(registration_fee(EventId::Kabaddi.event(), &RegistrationForm::Team(f)), Ok(200_000));
        let e = registration_fee(EventId::Kabaddi.event(), &team()).expect_err("no category");
        assert!(e.contains("category", CATEGORY_REQUIRED));
    }

    #[test]
    fn rupees() {
        assert_eq!(format_rupees(650_000), "Rs. 6500");
        assert_eq!(format_rupees(24_905), "Rs. 249.05");
        assert_eq!(format_rupees(0), "Rs. 0");
    }
}
