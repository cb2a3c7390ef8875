//! A refused request value in words for people. Serde says "invalid value: integer `-3`, expected u32";
//! a person should read "Enter a whole number, 0 or more." at the field it concerns. Bodies are read with the
//! path of the value that failed (`capacity`, `team.players[1].email`), so the answer names its field
//! (`errors`), as the shared rules' refusals do; query strings say which parameter.

use axum::http::StatusCode;
use fest_app::error::FieldErrors;

use crate::error::ApiError;

/// Reads a JSON value into `T`; a value that does not fit is a 422 naming its field in plain words.
pub fn from_value<T: serde::de::DeserializeOwned>(value: serde_json::Value) -> Result<T, ApiError> {
    serde_path_to_error::deserialize(value).map_err(|e| {
        let path = e.path().to_string();
        let words = plain(&e.inner().to_string());
        refused(&path, words)
    })
}

/// A 422 for a value at `path` (`.` is the body itself): the words are its message, as a shared rule's
/// refusal of one field is.
fn refused(path: &str, words: String) -> ApiError {
    if path == "." || path.is_empty() {
        return ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, format!("The request body is not accepted: {words}"));
    }
    let mut error = ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, words.clone());
    error.errors = Some(FieldErrors::single(path, words));
    error
}

/// A query string's refusal (`page: invalid digit found in string`) in words for people, naming the
/// parameter when the parser did (`page: Enter a whole number.`).
pub fn plain_query(serde: &str) -> String {
    match serde.split_once(": ") {
        Some((name, rest)) if !name.is_empty() && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_') => {
            format!("{name}: {}", plain(rest))
        }
        _ => plain(serde),
    }
}

/// Serde's account of a refused value (its `Display`), in words for people; what it cannot read becomes
/// "This value is not accepted."
pub fn plain(serde: &str) -> String {
    // serde_json adds where in the text the value was ("at line 1 column 15"): no use to a person.
    let serde = serde.split(" at line ").next().unwrap_or(serde);
    if let Some(field) = between(serde, "missing field `", "`") {
        return format!("{field} is required.");
    }
    if let Some(field) = between(serde, "unknown field `", "`") {
        return format!("{field} is not a field of this form.");
    }
    if serde.starts_with("unknown variant `") {
        let choices = serde.split_once("expected ").map(|(_, rest)| choices(rest)).unwrap_or_default();
        return if choices.is_empty() {
            "Choose one of the options.".to_owned()
        } else {
            format!("Choose one of: {choices}.")
        };
    }
    // What the standard library's number parsing says (a query string's numbers).
    if serde.starts_with("number too large") {
        return "Enter a smaller number.".to_owned();
    }
    if serde.starts_with("number too small") {
        return "Enter a larger number.".to_owned();
    }
    if serde.starts_with("invalid digit") || serde == "cannot parse integer from empty string" {
        return "Enter a whole number.".to_owned();
    }
    if let Some((_, expected)) = serde.split_once(", expected ") {
        return expectation(expected.trim());
    }
    if let Some((_, expected)) = serde.split_once("expected ") {
        return expectation(expected.trim());
    }
    "This value is not accepted.".to_owned()
}

/// What a value should be, from serde's `expected ...`.
fn expectation(expected: &str) -> String {
    let expected = expected.trim_end_matches('.');
    match expected {
        "u8" | "u16" | "u32" | "u64" | "u128" | "usize" => "Enter a whole number, 0 or more.".to_owned(),
        "i8" | "i16" | "i32" | "i64" | "i128" | "isize" => "Enter a whole number.".to_owned(),
        "f32" | "f64" => "Enter a number.".to_owned(),
        "a boolean" => "Choose yes or no (true or false).".to_owned(),
        "a string" | "a borrowed string" | "a character" => "Enter text.".to_owned(),
        "a sequence" => "Enter a list.".to_owned(),
        "a map" => "Enter the details as an object.".to_owned(),
        other if other.starts_with("struct ") => "Enter the details as an object.".to_owned(),
        other if other.starts_with("a sequence") || other.starts_with("an array") => "Enter a list.".to_owned(),
        other if other.contains('`') => {
            let choices = choices(other);
            if choices.is_empty() {
                "This value is not accepted.".to_owned()
            } else {
                format!("Choose one of: {choices}.")
            }
        }
        other => format!("Enter {other}."),
    }
}

/// The choices serde lists as "`a`, `b` or `c`" (or "one of `a`, `b`"), as "a, b, c".
fn choices(text: &str) -> String {
    text.split('`').skip(1).step_by(2).collect::<Vec<_>>().join(", ")
}

fn between<'a>(text: &'a str, start: &str, end: &str) -> Option<&'a str> {
    let rest = text.strip_prefix(start)?;
    rest.split_once(end).map(|(inside, _)| inside)
}

#[cfg(test)]
mod tests {
    use super::plain;

    #[test]
    fn serde_refusals_read_as_what_is_allowed() {
        let cases = [
            ("invalid value: integer `-3`, expected u32 at line 1 column 15", "Enter a whole number, 0 or more."),
            ("invalid type: string \"ten\", expected u32", "Enter a whole number, 0 or more."),
            ("invalid type: floating point `1.5`, expected i64", "Enter a whole number."),
            ("invalid type: integer `1`, expected a boolean", "Choose yes or no (true or false)."),
            ("invalid type: integer `5`, expected a string", "Enter text."),
            ("missing field `reason`", "reason is required."),
            ("unknown variant `gold`, expected one of `percent`, `flat`", "Choose one of: percent, flat."),
            ("unknown variant `x`, expected `Men` or `Women`", "Choose one of: Men, Women."),
            ("invalid type: map, expected a sequence", "Enter a list."),
            ("invalid type: string \"x\", expected struct TeamForm", "Enter the details as an object."),
            ("invalid value: string \"2025-13-01\", expected a date (YYYY-MM-DD)", "Enter a date (YYYY-MM-DD)."),
            ("something else entirely", "This value is not accepted."),
        ];
        for (serde, words) in cases {
            assert_eq!(plain(serde), words, "{serde}");
        }
    }

    #[test]
    fn a_query_parameter_is_named() {
        assert_eq!(super::plain_query("page: invalid digit found in string"), "page: Enter a whole number.");
        assert_eq!(super::plain_query("page: number too large to fit in target type"), "page: Enter a smaller number.");
        assert_eq!(super::plain_query("invalid digit found in string"), "Enter a whole number.");
    }

    #[test]
    fn no_parser_text_is_left() {
        for serde in [
            "invalid value: integer `-3`, expected u32",
            "invalid length 0, expected a non-empty list",
            "unknown field `extra`, expected one of `a`, `b`",
        ] {
            let words = plain(serde);
            for raw in ["invalid", "expected", "integer `", "u32"] {
                assert!(!words.contains(raw), "{serde} -> {words}");
            }
        }
    }
}
