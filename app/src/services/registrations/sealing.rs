//! Personal data at rest: Aadhaar numbers sealed in the stored payload, opened and masked for views.

use fest_shared::registration::Registration;
use serde_json::Value;

use crate::entities::registration;
use crate::{AppError, Context};

/// The stored form of a registration: the normalised payload with every Aadhaar number sealed.
pub fn seal_payload(ctx: &Context, registration: &Registration) -> Result<String, AppError> {
    let mut value = serde_json::to_value(registration).map_err(AppError::other)?;
    map_aadhaar(&mut value, &mut |s| Ok(ctx.data_key().seal(s)))?;
    serde_json::to_string(&value).map_err(AppError::other)
}

/// Applies `f` to every `aadharId` string in a JSON tree.
fn map_aadhaar(value: &mut Value, f: &mut dyn FnMut(&str) -> Result<String, AppError>) -> Result<(), AppError> {
    match value {
        Value::Object(map) => {
            for (key, v) in map.iter_mut() {
                match v {
                    Value::String(s) if key == "aadharId" => *s = f(s)?,
                    other => map_aadhaar(other, f)?,
                }
            }
        }
        Value::Array(items) => {
            for v in items {
                map_aadhaar(v, f)?;
            }
        }
        _ => {}
    }
    Ok(())
}

/// How much of an Aadhaar number a view may show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Aadhaar {
    /// Last four digits only (the registrant's own views, every admin list view).
    Masked,
    /// In full (exports, and an admin's audited reveal of one registration).
    Full,
}

/// Masks all but the last four digits.
pub fn mask(number: &str) -> String {
    let digits: Vec<char> = number.chars().collect();
    let keep = digits.len().saturating_sub(4);
    digits.iter().enumerate().map(|(i, c)| if i < keep { 'X' } else { *c }).collect()
}

/// The stored payload, opened for a view.
pub fn payload_for_view(ctx: &Context, reg: &registration::Model, aadhaar: Aadhaar) -> Result<Value, AppError> {
    let mut value: Value = serde_json::from_str(&reg.payload).map_err(AppError::other)?;
    map_aadhaar(&mut value, &mut |s| {
        let plain = ctx.data_key().open(s)?;
        Ok(match aadhaar {
            Aadhaar::Full => plain,
            Aadhaar::Masked => mask(&plain),
        })
    })?;
    Ok(value)
}
