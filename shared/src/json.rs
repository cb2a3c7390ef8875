//! Lenient readers over `serde_json::Value`, used to turn whatever a browser or an old client sent into the
//! canonical form types. They never fail: a missing, `null` or wrongly typed value reads as blank, and the
//! validation rules then report it with the product's own messages.

use serde_json::{Map, Value};

/// Text of a scalar: strings as they are, numbers in decimal (`9876543210` -> "9876543210"); anything else
/// (missing, `null`, booleans, lists, objects) is blank.
pub(crate) fn text(v: Option<&Value>) -> String {
    match v {
        Some(Value::String(s)) => s.clone(),
        Some(Value::Number(n)) => n.to_string(),
        _ => String::new(),
    }
}

/// The value of the first of `keys` present and not `null`.
pub(crate) fn first<'a>(obj: &'a Map<String, Value>, keys: &[&str]) -> Option<&'a Value> {
    keys.iter().find_map(|k| obj.get(*k).filter(|v| !v.is_null()))
}

/// [`text`] of the first of `keys` present.
pub(crate) fn first_text(obj: &Map<String, Value>, keys: &[&str]) -> String {
    text(first(obj, keys))
}

/// `Some(text)` when one of `keys` is present and not `null`.
pub(crate) fn opt_text(obj: &Map<String, Value>, keys: &[&str]) -> Option<String> {
    first(obj, keys).map(|v| text(Some(v)))
}

/// A list of texts: a list (non-text items read as blank) or a single text.
pub(crate) fn texts(v: Option<&Value>) -> Vec<String> {
    match v {
        Some(Value::Array(items)) => items.iter().map(|item| text(Some(item))).collect(),
        Some(Value::String(s)) => vec![s.clone()],
        _ => Vec::new(),
    }
}

/// The items of a group that may be sent as one object or as a list of them (SPEC 3: "a group with one
/// member is sent as a single object, otherwise as a list"). `null` and other scalars are an empty group.
pub(crate) fn items(v: Option<&Value>) -> Vec<&Value> {
    match v {
        Some(Value::Array(items)) => items.iter().collect(),
        Some(obj @ Value::Object(_)) => vec![obj],
        _ => Vec::new(),
    }
}

/// A yes/no answer as text: booleans become "Yes"/"No", text is kept; missing or `null` is `None`.
pub(crate) fn answer(v: Option<&Value>) -> Option<String> {
    match v {
        None | Some(Value::Null) => None,
        Some(Value::Bool(true)) => Some("Yes".to_owned()),
        Some(Value::Bool(false)) => Some("No".to_owned()),
        Some(other) => Some(text(Some(other))),
    }
}

/// Implements `Deserialize` for a form type by reading a `serde_json::Value` and handing it to the type's
/// lenient `from_json` (which returns `Result<Self, ValidationErrors>`), so `serde_json::from_str::<T>` and
/// `T::from_json` can never disagree.
macro_rules! deserialize_via_value {
    ($ty:ty, $parse:expr) => {
        impl<'de> serde::Deserialize<'de> for $ty {
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                let value = <serde_json::Value as serde::Deserialize>::deserialize(deserializer)?;
                let parse: fn(&serde_json::Value) -> Result<$ty, $crate::errors::ValidationErrors> = $parse;
                parse(&value).map_err(<D::Error as serde::de::Error>::custom)
            }
        }
    };
}
pub(crate) use deserialize_via_value;

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn lenient_reading() {
        assert_eq!(text(Some(&json!("a"))), "a");
        assert_eq!(text(Some(&json!(9876543210u64))), "9876543210");
        assert_eq!(text(Some(&json!(true))), "");
        assert_eq!(text(Some(&json!(null))), "");
        assert_eq!(text(None), "");
        let obj = json!({"a": null, "b": "x", "c": 1});
        let obj = obj.as_object().expect("object");
        assert_eq!(first_text(obj, &["a", "b"]), "x");
        assert_eq!(opt_text(obj, &["a"]), None);
        assert_eq!(opt_text(obj, &["c"]), Some("1".to_owned()));
        assert_eq!(texts(Some(&json!(["100m", 5, null]))), ["100m", "5", ""]);
        assert_eq!(texts(Some(&json!("100m"))), ["100m"]);
        assert!(texts(Some(&json!({}))).is_empty());
        assert_eq!(items(Some(&json!({"x": 1}))).len(), 1);
        assert_eq!(items(Some(&json!([{}, {}]))).len(), 2);
        assert!(items(Some(&json!(null))).is_empty());
        assert!(items(Some(&json!("x"))).is_empty());
        assert_eq!(answer(Some(&json!(true))).as_deref(), Some("Yes"));
        assert_eq!(answer(Some(&json!(false))).as_deref(), Some("No"));
        assert_eq!(answer(Some(&json!("maybe"))).as_deref(), Some("maybe"));
        assert_eq!(answer(Some(&json!(null))), None);
    }
}
