//! The words a service puts into an e-mail (or a PDF) in the recipient's language: whose language it is
//! ([`language_of`]), a text of the shared catalogue, a category, an amount and dates, in English or Hindi.

use std::borrow::Cow;

use chrono::{DateTime, Datelike, NaiveDate, Utc, Weekday};

use super::Language;
use crate::entities::user;

/// The language an account chose (`user.language`), if it chose one the site speaks.
pub fn chosen(account: &user::Model) -> Option<Language> {
    account.language.as_deref().and_then(Language::parse)
}

/// The language of an account's e-mails: the one it chose, English when it chose none.
pub fn language_of(account: &user::Model) -> Language {
    chosen(account).unwrap_or_default()
}

/// `en` or `hi`, by `language`.
pub fn pick<T>(language: Language, en: T, hi: T) -> T {
    match language {
        Language::En => en,
        Language::Hi => hi,
    }
}

/// A text of the shared catalogue (`fest_shared::i18n`: a role, a certificate's title, a grievance's kind)
/// in `language`; a text it does not know stays as it is. A role is found whatever its capitals ("Lead
/// athlete" is the catalogue's "Lead Athlete").
pub fn catalogued(language: Language, text: &str) -> Cow<'_, str> {
    let found = fest_shared::i18n::localize(language, text);
    if language == Language::En || found != text {
        return found;
    }
    fest_shared::i18n::entries()
        .find(|e| e.key.starts_with("role.") && e.en.eq_ignore_ascii_case(text))
        .map_or(found, |e| Cow::Borrowed(e.text(language)))
}

/// An event's category ("Men", "Women") in `language`; any other text as it is.
pub fn category(language: Language, category: &str) -> String {
    match (language, category) {
        (Language::Hi, "Men") => "पुरुष".to_owned(),
        (Language::Hi, "Women") => "महिला".to_owned(),
        _ => category.to_owned(),
    }
}

/// An amount: "Rs. 6500" in English, "₹6,500" in Hindi ([`fest_shared::i18n::values::rupees`]).
pub fn rupees(language: Language, paise: u64) -> String {
    fest_shared::i18n::values::rupees(language, paise)
}

fn month_hi(d: NaiveDate, short: bool) -> &'static str {
    fest_shared::i18n::values::month_hi(d.month0(), short)
}

fn weekday_hi(d: NaiveDate, short: bool) -> &'static str {
    let (long, abbreviated) = match d.weekday() {
        Weekday::Mon => ("सोमवार", "सोम"),
        Weekday::Tue => ("मंगलवार", "मंगल"),
        Weekday::Wed => ("बुधवार", "बुध"),
        Weekday::Thu => ("गुरुवार", "गुरु"),
        Weekday::Fri => ("शुक्रवार", "शुक्र"),
        Weekday::Sat => ("शनिवार", "शनि"),
        Weekday::Sun => ("रविवार", "रवि"),
    };
    if short { abbreviated } else { long }
}

/// A date in full: "24 January 2026", "24 जनवरी 2026".
pub fn long_date(language: Language, d: NaiveDate) -> String {
    match language {
        Language::En => d.format("%-d %B %Y").to_string(),
        Language::Hi => format!("{} {} {}", d.day(), month_hi(d, false), d.year()),
    }
}

/// A day in full: "Friday 20 February 2026", "शुक्रवार, 20 फ़रवरी 2026".
pub fn weekday_date(language: Language, d: NaiveDate) -> String {
    match language {
        Language::En => d.format("%A %-d %B %Y").to_string(),
        Language::Hi => format!("{}, {}", weekday_hi(d, false), long_date(language, d)),
    }
}

/// A day in short: "Fri 20 Feb 2026", "शुक्र, 20 फ़र॰ 2026".
pub fn short_date(language: Language, d: NaiveDate) -> String {
    match language {
        Language::En => d.format("%a %-d %b %Y").to_string(),
        Language::Hi => format!("{}, {} {} {}", weekday_hi(d, true), d.day(), month_hi(d, true), d.year()),
    }
}

/// A day of the fest's month as the booking form shows it: "19 Feb", "19 फ़र॰".
pub fn day_month(language: Language, d: NaiveDate) -> String {
    match language {
        Language::En => fest_shared::accommodation::display(d),
        Language::Hi => format!("{} {}", d.day(), month_hi(d, true)),
    }
}

/// A time, India's: "24 Jan 2026, 18:30 IST" ([`crate::time::india_text`]), "24 जन॰ 2026, 18:30 IST".
pub fn date_time(language: Language, at: DateTime<Utc>) -> String {
    match language {
        Language::En => crate::time::india_text(at),
        Language::Hi => {
            let local = at.with_timezone(&crate::time::india());
            let day = local.date_naive();
            format!("{} {} {}, {} IST", day.day(), month_hi(day, true), day.year(), local.format("%H:%M"))
        }
    }
}
