//! Discount codes: what a code looks like, how much it takes off a fee, and the messages a refused code
//! gets. The server prices every order with [`discount_paise`] (never the browser's figure); the browser
//! calls the same function through the `discount` WebAssembly export to show the number beforehand.
//!
//! * A percentage code takes `floor(fee * value / 100)` off (`value` 1 to 100).
//! * A fixed code takes `value` paise off, never more than the fee.
//!
//! A campus ambassador's referral code may carry a percentage discount of its own (an organisers'
//! setting); a discount code and a referral discount never stack: the larger one applies.

use serde::{Deserialize, Serialize};

use crate::fees::Paise;

/// Where a refused code is reported.
pub const CODE: &str = "code";

/// The answer to an online order that a discount leaves nothing to pay for: the same form is registered
/// without payment instead.
pub const NOTHING_TO_PAY: &str = "Nothing is left to pay with this discount: submit the registration without payment.";

/// The code is unknown or malformed.
pub const INVALID: &str = "This code is not valid.";
/// The validity window has ended.
pub const EXPIRED: &str = "This code has expired.";
/// The validity window has not begun.
pub const NOT_YET: &str = "This code is not valid yet.";
/// Every use of the code is taken.
pub const USED_UP: &str = "This code has been used up.";
/// The user has used the code as often as it allows.
pub const ALREADY_USED: &str = "You have already used this code.";
/// The code is limited to other events.
pub const OTHER_EVENT: &str = "This code does not apply to this event.";
/// The code is for accommodation only.
pub const NOT_FOR_REGISTRATIONS: &str = "This code does not apply to event registrations.";
/// The code is for event registrations only.
pub const NOT_FOR_ACCOMMODATION: &str = "This code does not apply to accommodation.";
/// The answer to a booking that a discount leaves nothing to pay for.
pub const STAY_NOTHING_TO_PAY: &str = "Nothing is left to pay with this discount: book the stay without payment.";

/// Message for a malformed code when an organiser creates one.
pub const CODE_FORMAT: &str = "A code is 3 to 32 letters, digits, - or _.";
/// Message for a percentage outside 1 to 100.
pub const PERCENT_RANGE: &str = "A percentage is a whole number from 1 to 100.";
/// Message for a fixed amount outside 1 paise to [`MAX_FIXED_PAISE`].
pub const FIXED_RANGE: &str = "A fixed discount is 1 to 10000000 paise (Rs. 100000).";

/// Shortest code.
pub const CODE_MIN_CHARS: usize = 3;
/// Longest code.
pub const CODE_MAX_CHARS: usize = 32;
/// The largest fixed discount: Rs. 1,00,000.
pub const MAX_FIXED_PAISE: Paise = 10_000_000;

/// How a code takes money off.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum CouponKind {
    /// A percentage of the fee (1 to 100), rounded down to whole paise.
    Percent,
    /// A fixed amount in paise, at most the fee.
    Fixed,
}

impl CouponKind {
    /// The stored and sent name.
    pub fn as_str(self) -> &'static str {
        match self {
            CouponKind::Percent => "percent",
            CouponKind::Fixed => "fixed",
        }
    }

    /// `percent` or `fixed` (any case, trimmed).
    pub fn parse(s: &str) -> Option<Self> {
        match s.trim().to_ascii_lowercase().as_str() {
            "percent" => Some(CouponKind::Percent),
            "fixed" => Some(CouponKind::Fixed),
            _ => None,
        }
    }

    /// Checks a code's value: a percentage from 1 to 100, or a fixed amount from 1 paise to
    /// [`MAX_FIXED_PAISE`].
    pub fn check_value(self, value: u64) -> Result<(), &'static str> {
        match self {
            CouponKind::Percent if (1..=100).contains(&value) => Ok(()),
            CouponKind::Percent => Err(PERCENT_RANGE),
            CouponKind::Fixed if (1..=MAX_FIXED_PAISE).contains(&value) => Ok(()),
            CouponKind::Fixed => Err(FIXED_RANGE),
        }
    }
}

/// What a code may be used for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum AppliesTo {
    /// Event registrations.
    Registration,
    /// Accommodation.
    Accommodation,
    /// Both.
    Both,
}

impl AppliesTo {
    /// The stored and sent name.
    pub fn as_str(self) -> &'static str {
        match self {
            AppliesTo::Registration => "registration",
            AppliesTo::Accommodation => "accommodation",
            AppliesTo::Both => "both",
        }
    }

    /// `registration`, `accommodation` or `both` (any case, trimmed).
    pub fn parse(s: &str) -> Option<Self> {
        match s.trim().to_ascii_lowercase().as_str() {
            "registration" => Some(AppliesTo::Registration),
            "accommodation" => Some(AppliesTo::Accommodation),
            "both" => Some(AppliesTo::Both),
            _ => None,
        }
    }

    /// Whether event registrations may use it.
    pub fn covers_registrations(self) -> bool {
        self != AppliesTo::Accommodation
    }

    /// Whether accommodation bookings may use it.
    pub fn covers_accommodation(self) -> bool {
        self != AppliesTo::Registration
    }
}

/// A code as it is stored and compared: trimmed, upper-case, 3 to 32 of `A-Z 0-9 - _`.
pub fn normalise_code(s: &str) -> Result<String, &'static str> {
    let code = s.trim().to_ascii_uppercase();
    let ok = (CODE_MIN_CHARS..=CODE_MAX_CHARS).contains(&code.len())
        && code.bytes().all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'-' || b == b'_');
    if ok { Ok(code) } else { Err(CODE_FORMAT) }
}

/// The discount on `fee`: a percentage (`value` above 100 counts as 100) rounded down to whole paise, or a
/// fixed amount of at most the fee.
pub fn discount_paise(fee: Paise, kind: CouponKind, value: u64) -> Paise {
    match kind {
        CouponKind::Percent => {
            let off = u128::from(fee) * u128::from(value.min(100)) / 100;
            Paise::try_from(off).unwrap_or(fee).min(fee)
        }
        CouponKind::Fixed => value.min(fee),
    }
}

/// What is left to pay on `fee` after the discount.
pub fn discounted(fee: Paise, kind: CouponKind, value: u64) -> Paise {
    fee - discount_paise(fee, kind, value)
}

/// The percentage a discount of `discount` paise on `fee` was given at: the smallest whole percentage that
/// takes at least that much off (0 without a fee or a discount, at most 100). A referral discount keeps its
/// percentage when a roster change prices the registration again, whatever the setting is by then.
pub fn implied_percent(fee: Paise, discount: Paise) -> u64 {
    if fee == 0 || discount == 0 {
        return 0;
    }
    let discount = u128::from(discount.min(fee));
    let fee = u128::from(fee);
    let mut percent = (discount * 100).div_ceil(fee);
    // Rounding down may make the next percentage the first to reach it; never more than one step.
    while percent > 1 && fee * (percent - 1) / 100 >= discount {
        percent -= 1;
    }
    u64::try_from(percent.min(100)).unwrap_or(100)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn percent_rounds_down_and_fixed_stops_at_the_fee() {
        assert_eq!(discount_paise(650_000, CouponKind::Percent, 10), 65_000);
        assert_eq!(discount_paise(24_900, CouponKind::Percent, 15), 3_735);
        assert_eq!(discount_paise(999, CouponKind::Percent, 33), 329, "329.67 rounds down");
        assert_eq!(discount_paise(24_900, CouponKind::Percent, 100), 24_900);
        assert_eq!(discount_paise(24_900, CouponKind::Percent, 250), 24_900, "over 100 counts as 100");
        assert_eq!(discount_paise(24_900, CouponKind::Fixed, 5_000), 5_000);
        assert_eq!(discount_paise(24_900, CouponKind::Fixed, 50_000), 24_900);
        assert_eq!(discount_paise(0, CouponKind::Fixed, 50_000), 0);
        assert_eq!(discounted(650_000, CouponKind::Percent, 10), 585_000);
        assert_eq!(discounted(24_900, CouponKind::Fixed, 50_000), 0);
    }

    #[test]
    fn codes_are_trimmed_upper_case_and_limited() {
        assert_eq!(normalise_code("  welcome-10 "), Ok("WELCOME-10".to_owned()));
        assert_eq!(normalise_code("a_b"), Ok("A_B".to_owned()));
        assert_eq!(normalise_code(&"X".repeat(32)), Ok("X".repeat(32)));
        for bad in ["", "ab", "  ab  ", "has space", "dot.ted", "ÄBC", &"X".repeat(33)] {
            assert_eq!(normalise_code(bad), Err(CODE_FORMAT), "{bad:?}");
        }
    }

    #[test]
    fn values_kinds_and_scopes() {
        assert_eq!(CouponKind::Percent.check_value(0), Err(PERCENT_RANGE));
        assert_eq!(CouponKind::Percent.check_value(1), Ok(()));
        assert_eq!(CouponKind::Percent.check_value(100), Ok(()));
        assert_eq!(CouponKind::Percent.check_value(101), Err(PERCENT_RANGE));
        assert_eq!(CouponKind::Fixed.check_value(0), Err(FIXED_RANGE));
        assert_eq!(CouponKind::Fixed.check_value(MAX_FIXED_PAISE), Ok(()));
        assert_eq!(CouponKind::Fixed.check_value(MAX_FIXED_PAISE + 1), Err(FIXED_RANGE));
        assert_eq!(CouponKind::parse(" Percent "), Some(CouponKind::Percent));
        assert_eq!(CouponKind::parse("fixed").map(CouponKind::as_str), Some("fixed"));
        assert_eq!(CouponKind::parse("half"), None);
        assert_eq!(AppliesTo::parse("BOTH"), Some(AppliesTo::Both));
        assert!(AppliesTo::Both.covers_registrations() && AppliesTo::Registration.covers_registrations());
        assert!(!AppliesTo::Accommodation.covers_registrations());
        assert_eq!(serde_json::to_value(AppliesTo::Accommodation).unwrap(), "accommodation");
        assert_eq!(serde_json::to_value(CouponKind::Percent).unwrap(), "percent");
    }

    #[test]
    fn a_discount_gives_back_its_percentage() {
        assert_eq!(implied_percent(650_000, 65_000), 10);
        assert_eq!(implied_percent(999, 329), 33, "329.67 was rounded down");
        assert_eq!(implied_percent(24_900, 24_900), 100);
        assert_eq!(implied_percent(0, 0), 0);
        assert_eq!(implied_percent(24_900, 0), 0);
        assert_eq!(implied_percent(100, 500), 100, "never more than the fee");
    }

    proptest! {
        #[test]
        fn a_percentage_survives_its_discount(fee in 1u64..100_000_000, percent in 1u64..=100) {
            let off = discount_paise(fee, CouponKind::Percent, percent);
            let implied = implied_percent(fee, off);
            // Small fees round several percentages to the same paise: any of them gives the same discount.
            prop_assert_eq!(discount_paise(fee, CouponKind::Percent, implied), off);
            prop_assert!(implied <= percent);
        }

        #[test]
        fn a_discount_never_exceeds_the_fee(fee in 0u64..100_000_000, value in 0u64..20_000_000, fixed: bool) {
            let kind = if fixed { CouponKind::Fixed } else { CouponKind::Percent };
            let off = discount_paise(fee, kind, value);
            prop_assert!(off <= fee);
            prop_assert_eq!(discounted(fee, kind, value) + off, fee);
            if !fixed {
                prop_assert!(off * 100 <= fee * value.min(100));
            }
        }
    }
}
