//! The language of the person a request answers: `Accept-Language` (the site's own pages send the language
//! chosen with the switch; other clients send their browser's), English when it names no language the site
//! speaks. The edge layer ([`crate::middleware::EdgeLayer`]) reads it and sets it for the request's handling;
//! error answers ([`crate::error::ApiError`]) and plain success answers put their messages into it through
//! the shared catalogue ([`fest_shared::i18n`]). English, SPEC 7's language, is what a request without the
//! header gets, word for word.

use std::borrow::Cow;

use axum::http::{HeaderMap, header};
use fest_shared::i18n::{self, Language};

tokio::task_local! {
    static LANGUAGE: Language;
}

/// The language a request asks for, when it is one the site speaks other than English (English needs
/// nothing set). Cheap for the common case: a header without `hi` is not parsed.
pub fn requested(headers: &HeaderMap) -> Option<Language> {
    let value = headers.get(header::ACCEPT_LANGUAGE)?.to_str().ok()?;
    if !value.as_bytes().windows(2).any(|w| w.eq_ignore_ascii_case(b"hi")) {
        return None;
    }
    Language::from_accept_language(value).filter(|l| *l != Language::En)
}

/// Runs `f` with `language` as the current request's language.
pub fn with<R>(language: Option<Language>, f: impl FnOnce() -> R) -> R {
    match language {
        Some(language) => LANGUAGE.sync_scope(language, f),
        None => f(),
    }
}

/// The language of the request being answered (English outside one).
pub fn current() -> Language {
    LANGUAGE.try_with(|l| *l).unwrap_or_default()
}

/// `message` in the current request's language.
pub fn say(message: &str) -> Cow<'_, str> {
    i18n::localize(current(), message)
}

#[cfg(test)]
mod tests {
    use axum::http::HeaderValue;

    use super::*;

    #[test]
    fn only_a_language_other_than_english_is_set() {
        let mut headers = HeaderMap::new();
        assert_eq!(requested(&headers), None);
        headers.insert(header::ACCEPT_LANGUAGE, HeaderValue::from_static("en-IN,en;q=0.9"));
        assert_eq!(requested(&headers), None);
        headers.insert(header::ACCEPT_LANGUAGE, HeaderValue::from_static("hi-IN,hi;q=0.9,en;q=0.8"));
        assert_eq!(requested(&headers), Some(Language::Hi));
        headers.insert(header::ACCEPT_LANGUAGE, HeaderValue::from_static("en,hi;q=0.5"));
        assert_eq!(requested(&headers), None);
    }

    #[test]
    fn messages_follow_the_language_set() {
        assert_eq!(current(), Language::En);
        assert_eq!(say("Email is required."), "Email is required.");
        with(Some(Language::Hi), || {
            assert_eq!(current(), Language::Hi);
            assert_eq!(say("Email is required."), "ई-मेल ज़रूरी है।");
        });
        assert_eq!(current(), Language::En);
    }
}
