//! Values that read differently by language: amounts and dates. The code that finds a problem writes them
//! the English way ("Rs. 6500", "5 March 2026", "19 Feb"); a message put into Hindi carries them the way the
//! Hindi site shows them ("₹6,500", "5 मार्च 2026", "19 फ़र॰"). Only a value that is wholly an amount or a
//! date is rewritten: a name or a team's name ("Anna May") is never touched.

use super::Language;

/// Month names as the services write them in English (`%B`; `%b` is their first three letters). A table
/// rather than chrono's parser keeps the browser's WebAssembly small.
const MONTHS_EN: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

/// Full month names in Hindi, January first.
const MONTHS_HI: [&str; 12] =
    ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"];
/// Intl's hi-IN short month names, which the Hindi site shows.
const MONTHS_HI_SHORT: [&str; 12] =
    ["जन॰", "फ़र॰", "मार्च", "अप्रैल", "मई", "जून", "जुल॰", "अग॰", "सित॰", "अक्टू॰", "नव॰", "दिस॰"];

/// A month's name in Hindi (`month0` 0 for January), in full or short.
pub fn month_hi(month0: u32, short: bool) -> &'static str {
    let index = usize::try_from(month0).unwrap_or(0).min(11);
    if short { MONTHS_HI_SHORT[index] } else { MONTHS_HI[index] }
}

/// An amount: "Rs. 6500" ([`crate::fees::format_rupees`]) in English, "₹6,500" (grouped the Indian way, as
/// the Hindi site shows amounts) in Hindi; paise when there are any.
pub fn rupees(language: Language, paise: u64) -> String {
    if language == Language::En {
        return crate::fees::format_rupees(paise);
    }
    let (whole, rest) = (paise / 100, paise % 100);
    let digits = whole.to_string();
    // The last three digits, and before them pairs: 1,23,45,678.
    let mut out = String::with_capacity(digits.len() + 8);
    out.push('₹');
    for (i, digit) in digits.chars().enumerate() {
        let left = digits.len() - i;
        if i > 0 && left >= 3 && (left - 3) % 2 == 0 {
            out.push(',');
        }
        out.push(digit);
    }
    if rest != 0 {
        out.push('.');
        out.push(char::from(b'0' + u8::try_from(rest / 10).unwrap_or(0)));
        out.push(char::from(b'0' + u8::try_from(rest % 10).unwrap_or(0)));
    }
    out
}

/// `value` as `language` writes it, when it is an amount or a date written the English way; `None` for
/// anything else (and in English, which is how the value was written).
pub fn in_language(language: Language, value: &str) -> Option<String> {
    if language == Language::En {
        return None;
    }
    amount(value).map(|paise| rupees(language, paise)).or_else(|| date(value))
}

/// "Rs. 6500", "Rs. 499.50", or either followed by " INR" (the gateway's currency, which ₹ says), in paise.
fn amount(value: &str) -> Option<u64> {
    let figure = value.strip_prefix("Rs. ")?;
    let figure = figure.strip_suffix(" INR").unwrap_or(figure);
    let (whole, paise) = match figure.split_once('.') {
        Some((whole, paise)) if paise.len() == 2 => (whole, number(paise)?),
        Some(_) => return None,
        None => (figure, 0),
    };
    number(whole)?.checked_mul(100)?.checked_add(paise)
}

/// Digits (at most 15) as a number; `None` for anything else.
fn number(digits: &str) -> Option<u64> {
    if digits.is_empty() || digits.len() > 15 {
        return None;
    }
    digits.bytes().try_fold(0u64, |n, b| b.is_ascii_digit().then(|| n * 10 + u64::from(b - b'0')))
}

/// "5 March 2026", "19 Feb" or "19 Feb 2026" in Hindi, its month in full or short as it was written.
fn date(value: &str) -> Option<String> {
    let mut parts = value.split(' ');
    let (day, month) = (parts.next()?, parts.next()?);
    let year = parts.next();
    if parts.next().is_some()
        || day.len() > 2
        || !(1..=31).contains(&number(day)?)
        || year.is_some_and(|y| y.len() != 4 || number(y).is_none())
    {
        return None;
    }
    // The full name, or its first three letters ("May" is both).
    let (month0, full) = MONTHS_EN.iter().enumerate().find_map(|(i, name)| {
        if month == *name {
            Some((i, true))
        } else if month.len() == 3 && name.starts_with(month) {
            Some((i, false))
        } else {
            None
        }
    })?;
    let name = month_hi(u32::try_from(month0).ok()?, !full);
    Some(match year {
        Some(year) => format!("{day} {name} {year}"),
        None => format!("{day} {name}"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_are_grouped_the_indian_way_in_hindi() {
        assert_eq!(rupees(Language::En, 650_000), "Rs. 6500");
        assert_eq!(rupees(Language::Hi, 650_000), "₹6,500");
        assert_eq!(rupees(Language::Hi, 1_234_567_850), "₹1,23,45,678.50");
        assert_eq!(rupees(Language::Hi, 50_000), "₹500");
    }

    #[test]
    fn amounts_and_dates_written_the_english_way_read_the_hindi_way() {
        let hi = |v| in_language(Language::Hi, v);
        assert_eq!(hi("Rs. 6500").as_deref(), Some("₹6,500"));
        assert_eq!(hi("Rs. 499.50").as_deref(), Some("₹499.50"));
        assert_eq!(hi("Rs. 500 INR").as_deref(), Some("₹500"));
        assert_eq!(hi("5 March 2026").as_deref(), Some("5 मार्च 2026"));
        assert_eq!(hi("19 Feb").as_deref(), Some("19 फ़र॰"));
        assert_eq!(hi("21 Feb 2026").as_deref(), Some("21 फ़र॰ 2026"));
        assert_eq!(hi("1 September 2026").as_deref(), Some("1 सितंबर 2026"));
        // English keeps the values as written.
        assert_eq!(in_language(Language::En, "Rs. 6500"), None);
    }

    #[test]
    fn anything_else_is_left_alone() {
        for value in [
            "Anna May",
            "May",
            "19",
            "Rs. ",
            "Rs. 1,000",
            "Rs. -5",
            "Rs. 5 USD",
            "32 March 2026",
            "5 march 2026",
            "5 Sept 2026",
            "5 March 26",
            "5 March 2026 10:42",
            "2026-02-19",
            "Team 5 May",
            "pay_3",
        ] {
            assert_eq!(in_language(Language::Hi, value), None, "{value:?}");
        }
    }
}
