//! The shared rules' messages in the language a person reads, as a WebAssembly module of its own
//! (`fest-i18n-wasm`): the browser loads it only when the site is read in a language other than English,
//! as it loads that language's texts, so an English visit never downloads the Hindi catalogue. The rules'
//! module (`shared/wasm`) answers in English, as the server does without `Accept-Language`; the frontend puts
//! its messages into the chosen language with this module's one export, which the native test vectors call
//! through `fest_shared::api::localize_message`.
//!
//! TypeScript (generated): `localizeMessage(message: string, language: string): string`.

use wasm_bindgen::prelude::*;

/// A message of the shared rules in `language` ("en", "hi"; English for any other): the catalogue's text
/// for it, with its values put in; a message the catalogue does not know comes back as it is.
#[wasm_bindgen(js_name = localizeMessage)]
pub fn localize_message(message: &str, language: &str) -> String {
    fest_shared::api::localize_message(message, language)
}
