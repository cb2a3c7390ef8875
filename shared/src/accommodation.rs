//! Accommodation for visiting teams: the stay rules (the check-in window, the number of nights, the last
//! day), the blocks and the price, as data. The server checks and prices every booking with
//! [`check_stay`] and [`stay_price`]; the browser calls the same functions through WebAssembly, so the
//! booking form and the server never disagree about a date or a rupee.
//!
//! * Check-in falls inside the window ([`StayRules::first_check_in`] to [`StayRules::last_check_in`]).
//! * A stay is 1 to [`StayRules::max_nights`] nights and ends (check-out) on [`StayRules::last_day`] at the
//!   latest.
//! * It costs [`StayRules::price_per_night_paise`] per guest per night. The organisers may change the price
//!   and the beds of each block; the window and the limits are the fest's.

use chrono::{Datelike, Days, Month, NaiveDate};
use serde::{Deserialize, Serialize};

use crate::errors::ValidationErrors;
use crate::fees::Paise;
use crate::fest::FEST;

/// Where a check-in date error is reported.
pub const CHECK_IN: &str = "checkIn";
/// Where a nights error is reported.
pub const NIGHTS: &str = "nights";
/// Where a block error is reported.
pub const BLOCK: &str = "block";
/// Where a guests error is reported.
pub const GUESTS: &str = "guests";

/// The check-in date is missing or not a date.
pub const CHECK_IN_REQUIRED: &str = "Choose a check-in date.";
/// The block is missing or unknown.
pub const BLOCK_REQUIRED: &str = "Choose the men's or the women's block.";
/// Nobody is booked.
pub const GUESTS_REQUIRED: &str = "Choose at least one guest.";
/// Somebody is booked twice.
pub const GUEST_TWICE: &str = "Each guest can be booked once.";

/// The most nights one stay may have.
pub const MAX_NIGHTS: u32 = 5;

/// A block's gender category: each block houses men or women.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum Block {
    Men,
    Women,
}

impl Block {
    /// Both blocks, in display order.
    pub const ALL: [Block; 2] = [Block::Men, Block::Women];

    /// The stored and sent name: `Men` or `Women`.
    pub fn as_str(self) -> &'static str {
        match self {
            Block::Men => "Men",
            Block::Women => "Women",
        }
    }

    /// `Men` or `Women` (any case, trimmed).
    pub fn parse(s: &str) -> Option<Self> {
        match s.trim().to_ascii_lowercase().as_str() {
            "men" => Some(Block::Men),
            "women" => Some(Block::Women),
            _ => None,
        }
    }
}

/// The beds of each block, per night.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct BlockBeds {
    #[serde(rename = "Men")]
    pub men: u32,
    #[serde(rename = "Women")]
    pub women: u32,
}

impl BlockBeds {
    /// The beds of one block.
    pub fn of(&self, block: Block) -> u32 {
        match block {
            Block::Men => self.men,
            Block::Women => self.women,
        }
    }
}

/// The rules of a stay. Dates are `YYYY-MM-DD`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct StayRules {
    /// The first night a guest may check in.
    pub first_check_in: String,
    /// The last night a guest may check in.
    pub last_check_in: String,
    /// The day every stay ends by (check-out): the fest's last day.
    pub last_day: String,
    /// The most nights of one stay.
    pub max_nights: u32,
    /// Paise per guest per night.
    pub price_per_night_paise: Paise,
    /// Beds per night in each block.
    pub beds: BlockBeds,
}

/// The organisers' starting point: check in from three days before the fest until its last night, at most
/// five nights, Rs. 300 per guest per night, 200 beds for men and 120 for women.
pub fn default_rules() -> StayRules {
    let last_day = date(FEST.last_day).unwrap_or(NaiveDate::MIN);
    let first_day = last_day - Days::new(2);
    StayRules {
        first_check_in: iso(first_day - Days::new(3)),
        last_check_in: iso(last_day - Days::new(1)),
        last_day: iso(last_day),
        max_nights: MAX_NIGHTS,
        price_per_night_paise: 30_000,
        beds: BlockBeds { men: 200, women: 120 },
    }
}

/// A `YYYY-MM-DD` date (a real day of the calendar). chrono checks the calendar; its general-purpose
/// parser and formatter are left out, as they would add a fifth to the size of the WebAssembly module.
pub fn date(s: &str) -> Option<NaiveDate> {
    let s = s.trim();
    let b = s.as_bytes();
    let shaped = b.len() == 10
        && b[4] == b'-'
        && b[7] == b'-'
        && b.iter().enumerate().all(|(i, c)| i == 4 || i == 7 || c.is_ascii_digit());
    if !shaped {
        return None;
    }
    let number = |range: std::ops::Range<usize>| s.get(range).and_then(|n| n.parse::<u32>().ok());
    NaiveDate::from_ymd_opt(i32::try_from(number(0..4)?).ok()?, number(5..7)?, number(8..10)?)
}

/// A date as `YYYY-MM-DD`.
pub fn iso(d: NaiveDate) -> String {
    d.to_string()
}

/// A date as the booking form shows it: `19 Feb`.
pub fn display(d: NaiveDate) -> String {
    let month = Month::try_from(u8::try_from(d.month()).unwrap_or(1)).map_or("", |m| m.name());
    format!("{} {}", d.day(), month.get(..3).unwrap_or(month))
}

/// A stay that keeps the rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stay {
    pub check_in: NaiveDate,
    pub nights: u32,
}

impl Stay {
    /// The day the guests leave.
    pub fn check_out(&self) -> NaiveDate {
        self.check_in + Days::new(u64::from(self.nights))
    }

    /// Each night of the stay, by the date it begins.
    pub fn nights(&self) -> impl Iterator<Item = NaiveDate> + '_ {
        (0..self.nights).map(|n| self.check_in + Days::new(u64::from(n)))
    }
}

/// The message for a check-in outside the window.
pub fn outside_window(first: NaiveDate, last: NaiveDate) -> String {
    format!("Check-in is from {} to {}.", display(first), display(last))
}

/// The message for nights outside 1 to `max`.
pub fn nights_range(max: u32) -> String {
    format!("A stay is 1 to {max} nights.")
}

/// The message for a stay that ends after the last day.
pub fn past_last_day(last_day: NaiveDate) -> String {
    format!("The stay must end by {}, the fest's last day.", display(last_day))
}

/// Checks a stay against the rules: the check-in date inside the window, 1 to `max_nights` nights, the
/// check-out on the last day at the latest. Every problem is a field error (`checkIn`, `nights`).
pub fn check_stay(rules: &StayRules, check_in: &str, nights: u32) -> Result<Stay, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    let (first, last, last_day) = (
        date(&rules.first_check_in).unwrap_or(NaiveDate::MIN),
        date(&rules.last_check_in).unwrap_or(NaiveDate::MIN),
        date(&rules.last_day).unwrap_or(NaiveDate::MIN),
    );
    let check_in = date(check_in);
    match check_in {
        None => errors.add(CHECK_IN, CHECK_IN_REQUIRED),
        Some(d) if d < first || d > last => errors.add(CHECK_IN, outside_window(first, last)),
        Some(_) => {}
    }
    if nights == 0 || nights > rules.max_nights {
        errors.add(NIGHTS, nights_range(rules.max_nights));
    }
    match check_in {
        Some(check_in) if errors.is_empty() => {
            let stay = Stay { check_in, nights };
            if stay.check_out() > last_day {
                errors.add(NIGHTS, past_last_day(last_day));
                Err(errors)
            } else {
                Ok(stay)
            }
        }
        _ => Err(errors),
    }
}

/// What a stay costs: the price per guest per night, times the guests, times the nights.
pub fn stay_price(rules: &StayRules, guests: u32, nights: u32) -> Paise {
    rules.price_per_night_paise.saturating_mul(u64::from(guests)).saturating_mul(u64::from(nights))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn rules() -> StayRules {
        default_rules()
    }

    fn messages(errors: &ValidationErrors, path: &str) -> Vec<String> {
        errors.get(path).map(<[String]>::to_vec).unwrap_or_default()
    }

    #[test]
    fn the_default_window_runs_from_three_days_before_the_fest_to_its_last_night() {
        let r = rules();
        assert_eq!(
            (r.first_check_in.as_str(), r.last_check_in.as_str(), r.last_day.as_str()),
            ("2025-02-17", "2025-02-21", "2025-02-22")
        );
        assert_eq!((r.max_nights, r.price_per_night_paise), (5, 30_000));
        assert_eq!(serde_json::to_value(r.beds).unwrap(), serde_json::json!({"Men": 200, "Women": 120}));
    }

    #[test]
    fn a_stay_inside_the_window_ending_by_the_last_day_is_taken() {
        let stay = check_stay(&rules(), "2025-02-19", 3).unwrap();
        assert_eq!(iso(stay.check_out()), "2025-02-22");
        assert_eq!(stay.nights().map(iso).collect::<Vec<_>>(), ["2025-02-19", "2025-02-20", "2025-02-21"]);
        assert!(check_stay(&rules(), "2025-02-17", 5).is_ok(), "the longest stay");
        assert!(check_stay(&rules(), " 2025-02-21 ", 1).is_ok(), "the last night");
    }

    #[test]
    fn every_broken_rule_is_a_field_error_with_its_message() {
        let err = |check_in: &str, nights: u32| check_stay(&rules(), check_in, nights).unwrap_err();
        assert_eq!(messages(&err("", 2), CHECK_IN), [CHECK_IN_REQUIRED]);
        assert_eq!(messages(&err("19/02/2025", 2), CHECK_IN), [CHECK_IN_REQUIRED]);
        let window = vec!["Check-in is from 17 Feb to 21 Feb.".to_owned()];
        assert_eq!(messages(&err("2025-02-16", 2), CHECK_IN), window);
        assert_eq!(messages(&err("2025-02-22", 1), CHECK_IN), window);
        let range = vec!["A stay is 1 to 5 nights.".to_owned()];
        assert_eq!(messages(&err("2025-02-19", 0), NIGHTS), range);
        assert_eq!(messages(&err("2025-02-17", 6), NIGHTS), range);
        let late = vec!["The stay must end by 22 Feb, the fest's last day.".to_owned()];
        assert_eq!(messages(&err("2025-02-20", 3), NIGHTS), late);
        let both = err("2025-03-01", 9);
        assert!(both.get(CHECK_IN).is_some() && both.get(NIGHTS).is_some(), "{both:?}");
    }

    #[test]
    fn a_stay_costs_the_price_per_guest_per_night() {
        assert_eq!(stay_price(&rules(), 5, 3), 5 * 3 * 30_000);
        assert_eq!(stay_price(&rules(), 0, 3), 0);
        let dearer = StayRules { price_per_night_paise: 45_000, ..rules() };
        assert_eq!(stay_price(&dearer, 2, 2), 180_000);
    }

    #[test]
    fn dates_are_real_days_written_yyyy_mm_dd() {
        assert_eq!(date(" 2025-02-19 ").map(iso).as_deref(), Some("2025-02-19"));
        assert_eq!(date("2024-02-29").map(display).as_deref(), Some("29 Feb"));
        assert_eq!(date("2025-12-01").map(display).as_deref(), Some("1 Dec"));
        for bad in ["2025-02-29", "2025-13-01", "2025-2-19", "19-02-2025", "2025/02/19", "２０２５-02-19", ""] {
            assert_eq!(date(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn blocks_are_men_or_women() {
        assert_eq!(Block::parse(" women "), Some(Block::Women));
        assert_eq!(Block::parse("Men").map(Block::as_str), Some("Men"));
        assert_eq!(Block::parse("mixed"), None);
        assert_eq!(rules().beds.of(Block::Women), 120);
    }

    proptest! {
        #[test]
        fn a_stay_taken_never_leaves_the_window_or_passes_the_last_day(offset in -10i64..15, nights in 0u32..9) {
            let r = rules();
            let first = date(&r.first_check_in).unwrap();
            let check_in = first.checked_add_signed(chrono::Duration::days(offset)).unwrap();
            if let Ok(stay) = check_stay(&r, &iso(check_in), nights) {
                prop_assert!(stay.check_in >= first);
                prop_assert!(stay.check_in <= date(&r.last_check_in).unwrap());
                prop_assert!(stay.check_out() <= date(&r.last_day).unwrap());
                prop_assert!((1..=r.max_nights).contains(&stay.nights));
                prop_assert_eq!(stay.nights().count(), nights as usize);
            }
        }
    }
}
