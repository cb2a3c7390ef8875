//! The rules' and the server's messages in the language a person reads: English (the source, and the
//! SPEC's words) or Hindi.
//!
//! Every message has a key (`registration.fix_highlighted`) and its text in each language. The code that
//! finds a problem says it in English, as it always has (the SPEC's texts stay word for word, and SPEC 7
//! clients read them); the edge that answers a person (the server's error responses, the WebAssembly
//! exports the browser calls) puts the message into the person's language with [`localize`]. That is
//! gettext's way (the English text finds the entry), with one addition: an entry may have placeholders,
//! `Enter a valid email for {title} #{n}`, whose values are read back out of the English message and put
//! into the Hindi one, themselves translated when they are a message of their own (`Player` ->
//! `खिलाड़ी`), or written the language's way when they are an amount or a date ([`values`]: `Rs. 6500` ->
//! `₹6,500`, `19 Feb` -> `19 फ़र॰`).
//!
//! The catalogue is Rust data ([`Entry`] lists, one per area): the compiler keeps it with the code, and
//! the tests below hold every entry to its placeholders and every message of the shared test vectors to
//! a Hindi text. A message without an entry is answered in English.

mod rules;
// The gate scanner's words (the island in islands/scanner) and its own catalogue, `scanner::localize`: its
// words, the rules' it shows and copies of the server's few it says too. The island reads that alone, so the
// scanner's words are not among the entries of the WebAssembly build (fest-i18n-wasm's).
pub mod scanner;
// The server's own messages: the server answers in the language asked, so the browser's WebAssembly (which
// every visitor downloads) carries only the rules' messages.
#[cfg(not(target_arch = "wasm32"))]
mod server;
// Amounts and dates inside a message, written the way its language writes them.
pub mod values;

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::OnceLock;

pub use crate::consent::Language;
use crate::errors::ValidationErrors;

/// One message: its key, its English text (the source) and its Hindi text. `{name}` marks a value that
/// the message carries; both texts name the same values.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entry {
    pub key: &'static str,
    pub en: &'static str,
    pub hi: &'static str,
}

/// Every entry: the shared rules' messages, then the gate scanner's and the server's (not in the WebAssembly
/// build, where the scanner reads its own part, [`scanner::entries`]).
pub fn entries() -> impl Iterator<Item = &'static Entry> {
    #[cfg(not(target_arch = "wasm32"))]
    let others = scanner::ENTRIES.iter().chain(server::ENTRIES);
    #[cfg(target_arch = "wasm32")]
    let others = [].iter();
    rules::ENTRIES.iter().chain(others)
}

/// A piece of a template: text as written, or a named value.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Piece {
    Text(&'static str),
    Value(&'static str),
}

/// `Enter {what} for {who}.` -> [Text("Enter "), Value("what"), Text(" for "), Value("who"), Text(".")].
fn pieces(template: &'static str) -> Vec<Piece> {
    let mut out = Vec::new();
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        let Some(close) = rest[open..].find('}').map(|c| open + c) else { break };
        let name = &rest[open + 1..close];
        if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            // Not a placeholder (a brace in the text itself): keep it as text.
            out.push(Piece::Text(&rest[..=open]));
            rest = &rest[open + 1..];
            continue;
        }
        if open > 0 {
            out.push(Piece::Text(&rest[..open]));
        }
        out.push(Piece::Value(name));
        rest = &rest[close + 1..];
    }
    if !rest.is_empty() {
        out.push(Piece::Text(rest));
    }
    // Adjacent texts (from a brace kept as text) are one text for matching.
    let mut merged: Vec<Piece> = Vec::with_capacity(out.len());
    for piece in out {
        match (merged.last_mut(), piece) {
            (Some(Piece::Text(last)), Piece::Text(next)) => {
                let start = last.as_ptr() as usize - template.as_ptr() as usize;
                let end = next.as_ptr() as usize - template.as_ptr() as usize + next.len();
                *last = &template[start..end];
            }
            (_, piece) => merged.push(piece),
        }
    }
    merged
}

/// The values of `message` read against `template`'s pieces, or `None` when it is not that message.
/// Each value is at least one character; where a value could end at several places, every choice is tried.
fn read_values<'m>(template: &[Piece], message: &'m str) -> Option<Vec<(&'static str, &'m str)>> {
    fn go<'m>(template: &[Piece], message: &'m str, found: &mut Vec<(&'static str, &'m str)>) -> bool {
        match template {
            [] => message.is_empty(),
            [Piece::Text(text), rest @ ..] => message.strip_prefix(text).is_some_and(|m| go(rest, m, found)),
            [Piece::Value(name)] => {
                if message.is_empty() {
                    return false;
                }
                found.push((name, message));
                true
            }
            [Piece::Value(name), Piece::Text(text), rest @ ..] => {
                for (at, _) in message.match_indices(text) {
                    if at == 0 {
                        continue;
                    }
                    found.push((name, &message[..at]));
                    if go(rest, &message[at + text.len()..], found) {
                        return true;
                    }
                    found.pop();
                }
                false
            }
            // Two values side by side cannot be told apart: no entry is written so (a test holds them).
            [Piece::Value(_), Piece::Value(_), ..] => false,
        }
    }
    let mut found = Vec::new();
    go(template, message, &mut found).then_some(found)
}

/// The catalogue in the form lookups want: whole messages by their English text, and the templates with
/// values, most specific first (the one with more fixed text wins when two could read a message).
struct Index {
    exact: HashMap<&'static str, &'static Entry>,
    templates: Vec<(Vec<Piece>, &'static Entry)>,
}

impl Index {
    fn new(entries: impl Iterator<Item = &'static Entry>) -> Index {
        let mut exact = HashMap::new();
        let mut templates = Vec::new();
        for entry in entries {
            let pieces = pieces(entry.en);
            if pieces.iter().any(|p| matches!(p, Piece::Value(_))) {
                templates.push((pieces, entry));
            } else {
                exact.entry(entry.en).or_insert(entry);
            }
        }
        let fixed = |pieces: &[Piece]| -> usize {
            pieces.iter().map(|p| if let Piece::Text(t) = p { t.len() } else { 0 }).sum()
        };
        templates.sort_by_key(|(pieces, _)| std::cmp::Reverse(fixed(pieces)));
        Index { exact, templates }
    }

    fn entry_of<'m>(&self, message: &'m str) -> Option<(&'static Entry, Vec<(&'static str, &'m str)>)> {
        if let Some(entry) = self.exact.get(message) {
            return Some((entry, Vec::new()));
        }
        self.templates.iter().find_map(|(pieces, entry)| read_values(pieces, message).map(|values| (*entry, values)))
    }

    /// [`localize`] with this index's entries.
    fn localize<'m>(&self, language: Language, message: &'m str) -> Cow<'m, str> {
        if language == Language::En {
            return Cow::Borrowed(message);
        }
        let Some((entry, values)) = self.entry_of(message) else { return Cow::Borrowed(message) };
        let text = entry.text(language);
        if values.is_empty() {
            return Cow::Borrowed(text);
        }
        let translated: Vec<(&str, Cow<'_, str>)> = values
            .iter()
            .map(|(name, value)| {
                let said = self.localize(language, value);
                // A value that is no message of its own may be an amount or a date, which the language writes
                // its own way.
                let said = match said {
                    Cow::Borrowed(same) if same == *value => {
                        self::values::in_language(language, value).map_or(Cow::Borrowed(same), Cow::Owned)
                    }
                    other => other,
                };
                (*name, said)
            })
            .collect();
        let values: Vec<(&str, &str)> = translated.iter().map(|(n, v)| (*n, v.as_ref())).collect();
        Cow::Owned(fill(text, &values))
    }
}

fn index() -> &'static Index {
    static INDEX: OnceLock<Index> = OnceLock::new();
    INDEX.get_or_init(|| Index::new(entries()))
}

/// The entry whose English text is `message` (with its values read out of it), if any.
pub fn entry_of(message: &str) -> Option<(&'static Entry, Vec<(&'static str, &str)>)> {
    index().entry_of(message)
}

/// The entry of a key.
pub fn by_key(key: &str) -> Option<&'static Entry> {
    entries().find(|e| e.key == key)
}

/// `template` with its `{name}`s replaced by `values` (a name without a value is left as written).
pub fn fill(template: &str, values: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match after.find('}').map(|close| (&after[..close], close)) {
            Some((name, close)) if values.iter().any(|(n, _)| *n == name) => {
                let value = values.iter().find(|(n, _)| *n == name).map(|(_, v)| *v).unwrap_or_default();
                out.push_str(value);
                rest = &after[close + 1..];
            }
            _ => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// `message` in `language`: itself in English, or when the catalogue has no entry for it; else the entry's
/// text with the message's values put in, each value translated when it is a message of its own
/// (`Please fill all valid details for Player #2 in 4x100m.`: the value is a message too).
pub fn localize(language: Language, message: &str) -> Cow<'_, str> {
    index().localize(language, message)
}

/// Every message of `errors` in `language`, under the same paths.
pub fn localize_errors(language: Language, errors: &ValidationErrors) -> ValidationErrors {
    let mut out = ValidationErrors::new();
    for (path, messages) in errors.iter() {
        for message in messages {
            out.add(path, localize(language, message).into_owned());
        }
    }
    out
}

impl Entry {
    /// The text in `language`.
    pub fn text(&self, language: Language) -> &'static str {
        match language {
            Language::En => self.en,
            Language::Hi => self.hi,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(template: &'static str) -> Vec<&'static str> {
        let mut names: Vec<_> =
            pieces(template).into_iter().filter_map(|p| if let Piece::Value(n) = p { Some(n) } else { None }).collect();
        names.sort_unstable();
        names
    }

    #[test]
    fn every_entry_has_a_key_of_its_own_and_both_texts_name_the_same_values() {
        let mut keys = std::collections::HashSet::new();
        let mut english = std::collections::HashSet::new();
        for entry in entries() {
            assert!(keys.insert(entry.key), "key {} is used twice", entry.key);
            assert!(english.insert(entry.en), "{:?} has two entries", entry.en);
            assert!(!entry.hi.trim().is_empty(), "{} has no Hindi", entry.key);
            assert_ne!(entry.hi, entry.en, "{} is not translated", entry.key);
            assert!(
                entry.key.contains('.') && entry.key.bytes().all(|b| b.is_ascii_lowercase() || b == b'.' || b == b'_'),
                "key {} is not area.name",
                entry.key
            );
            assert_eq!(names(entry.en), names(entry.hi), "{}: the texts name different values", entry.key);
            let pieces = pieces(entry.en);
            assert!(
                !pieces.windows(2).any(|w| matches!(w, [Piece::Value(_), Piece::Value(_)])),
                "{}: two values side by side cannot be read back",
                entry.key
            );
        }
    }

    #[test]
    fn amounts_and_dates_inside_a_message_are_written_the_languages_way_and_names_are_not() {
        assert_eq!(localize(Language::Hi, "Check-in is from 19 Feb to 21 Feb."), "चेक-इन 19 फ़र॰ से 21 फ़र॰ तक है।");
        assert_eq!(
            localize(Language::Hi, "The stay must end by 21 Feb, the fest's last day."),
            "ठहरना फ़ेस्ट के आख़िरी दिन, 21 फ़र॰ तक ख़त्म होना चाहिए।"
        );
        // A person's name that reads like a month stays as it is.
        let same =
            localize(Language::Hi, "Anna May and Asha Rao have the same Aadhaar number: each person needs their own.");
        assert!(same.starts_with("Anna May और Asha Rao"), "{same}");
        assert_eq!(localize(Language::En, "Check-in is from 19 Feb to 21 Feb."), "Check-in is from 19 Feb to 21 Feb.");
    }

    #[test]
    fn whole_messages_and_messages_with_values_are_found() {
        assert_eq!(localize(Language::Hi, "Email is required."), "ई-मेल ज़रूरी है।");
        assert_eq!(localize(Language::En, "Email is required."), "Email is required.");
        assert_eq!(localize(Language::Hi, "Enter a valid email for Player #3"), "खिलाड़ी #3 के लिए सही ई-मेल लिखें");
        // A value that is not a message of its own stays as it is.
        assert_eq!(
            localize(Language::Hi, "Category must be one of: Men, Women."),
            "कैटेगरी इनमें से एक होनी चाहिए: Men, Women।"
        );
        // Values that are messages of their own are said in Hindi too, and a value named twice is read once.
        assert_eq!(
            localize(Language::Hi, "Game 1 (21–20) is not finished. A game goes to 11, won by two points."),
            "गेम 1 (21–20) पूरा नहीं हुआ है। गेम 11 पॉइंट का होता है और दो पॉइंट की बढ़त से जीता जाता है।"
        );
        assert_eq!(
            localize(Language::Hi, "The match was won in set 3: remove the sets after it."),
            "मैच सेट 3 में जीता जा चुका था: उसके बाद के सेट हटाएँ।"
        );
        // Unknown messages are answered in English.
        assert_eq!(localize(Language::Hi, "Something nobody wrote."), "Something nobody wrote.");
    }

    #[test]
    fn a_value_may_hold_the_text_that_follows_it() {
        let template = pieces("{a} v {b} has no result yet.");
        let values = read_values(&template, "Asha v Ravi v Om has no result yet.").unwrap();
        assert_eq!(values, vec![("a", "Asha"), ("b", "Ravi v Om")]);
        assert!(read_values(&template, " v Ravi has no result yet.").is_none(), "a value is never empty");
    }

    #[test]
    fn fill_leaves_unknown_names_and_stray_braces() {
        assert_eq!(fill("{a} and {b} {", &[("a", "x")]), "x and {b} {");
    }

    #[test]
    fn errors_keep_their_paths() {
        let mut errors = ValidationErrors::new();
        errors.add("email", "Email is required.");
        errors.add("team.players[2].email", "Enter a valid email for Player #3");
        let hindi = localize_errors(Language::Hi, &errors);
        assert_eq!(hindi.get("email").unwrap(), ["ई-मेल ज़रूरी है।"]);
        assert_eq!(hindi.get("team.players[2].email").unwrap(), ["खिलाड़ी #3 के लिए सही ई-मेल लिखें"]);
    }
}
