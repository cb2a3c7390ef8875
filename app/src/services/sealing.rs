//! Personal data at rest: Aadhaar numbers sealed in the stored payload, opened and masked for views.

use fest_shared::registration::Registration;
use serde_json::Value;

use crate::entities::{registration, user};
use crate::{AppError, Context};

/// The stored form of a registration: the normalised payload with every Aadhaar number sealed.
pub fn seal_payload(ctx: &Context, registration: &Registration) -> Result<String, AppError> {
    let mut value = serde_json::to_value(registration).map_err(AppError::other)?;
    map_aadhaar(&mut value, &mut |s| Ok(ctx.data_key().seal(s)))?;
    serde_json::to_string(&value).map_err(AppError::other)
}

/// The stored payload with every person's name, e-mail, phone, college ID and Aadhaar number taken out
/// (what an organiser's record keeps of a deleted account's registration: the event, the college, the
/// category, how many people, the money).
pub fn anonymised_payload(ctx: &Context, reg: &registration::Model) -> Result<String, AppError> {
    // Placeholders that still read as a valid person, so every view and export of the record works.
    fn scrub(value: &mut Value, sealed_aadhaar: &str) {
        match value {
            Value::Object(map) => {
                map.remove("collegeId");
                for (key, v) in map.iter_mut() {
                    match key.as_str() {
                        "fullname" => *v = Value::String(ANONYMISED.to_owned()),
                        "email" => *v = Value::String(ANONYMISED_EMAIL.to_owned()),
                        "phoneNumber" => *v = Value::String(ANONYMISED_PHONE.to_owned()),
                        "aadharId" => *v = Value::String(sealed_aadhaar.to_owned()),
                        _ => scrub(v, sealed_aadhaar),
                    }
                }
            }
            Value::Array(items) => items.iter_mut().for_each(|v| scrub(v, sealed_aadhaar)),
            _ => {}
        }
    }
    let mut value: Value = serde_json::from_str(&reg.payload).map_err(AppError::other)?;
    scrub(&mut value, &ctx.data_key().seal(ANONYMISED_AADHAAR));
    serde_json::to_string(&value).map_err(AppError::other)
}

/// What an anonymised person is shown as.
pub const ANONYMISED: &str = "Anonymised";
pub const ANONYMISED_EMAIL: &str = "anonymised@deleted.invalid";
pub const ANONYMISED_PHONE: &str = "0000000000";
pub const ANONYMISED_AADHAAR: &str = "000000000000";

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
    open_payload(ctx, &reg.payload, aadhaar)
}

/// A sealed payload (a registration's, a waiting-list entry's), opened.
pub fn open_payload(ctx: &Context, payload: &str, aadhaar: Aadhaar) -> Result<Value, AppError> {
    let mut value: Value = serde_json::from_str(payload).map_err(AppError::other)?;
    map_aadhaar(&mut value, &mut |s| {
        let plain = ctx.data_key().open(s)?;
        Ok(match aadhaar {
            Aadhaar::Full => plain,
            Aadhaar::Masked => mask(&plain),
        })
    })?;
    Ok(value)
}

/// The stored, validated registration with its Aadhaar numbers opened.
pub fn open_form(ctx: &Context, reg: &registration::Model) -> Result<Registration, AppError> {
    let payload = payload_for_view(ctx, reg, Aadhaar::Full)?;
    serde_json::from_value(payload).map_err(AppError::other)
}

/// A registration with what the API shows of it: the row, its owner and the submitted data (Aadhaar numbers
/// opened). The server's view shows the numbers as `aadhaar` allows: masked unless the caller may see them.
#[derive(Debug, Clone)]
pub struct RegistrationRecord {
    pub model: registration::Model,
    pub owner: Option<user::Model>,
    pub form: Registration,
    pub aadhaar: Aadhaar,
    /// Its refund, once cancelled after payment.
    pub refund: Option<crate::entities::payment_refund::Model>,
    /// Its gateway order, once it has one (with the payment that paid it).
    pub order: Option<crate::entities::payment_order::Model>,
}

/// A registration for a view (SPEC 3's admin record: the team data, `paymentStatus`, `userId`), with its
/// refund and its order's id (read by the caller: one query each for a whole list, see `registrations::record`
/// and `records`).
pub fn record_with(
    ctx: &Context,
    reg: &registration::Model,
    owner: Option<&user::Model>,
    aadhaar: Aadhaar,
    (refund, order): (Option<crate::entities::payment_refund::Model>, Option<crate::entities::payment_order::Model>),
) -> Result<RegistrationRecord, AppError> {
    let form = open_form(ctx, reg)?;
    Ok(RegistrationRecord { model: reg.clone(), owner: owner.cloned(), form, aadhaar, refund, order })
}
