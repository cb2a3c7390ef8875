//! The one way to see a registration's Aadhaar numbers in full outside an export: an admin's explicit
//! reveal of one registration, recorded in the audit log. Every list view shows them masked.

use serde_json::{Value, json};

use crate::entities::{registration, user};
use crate::services::audit;
use crate::services::registrations::{Aadhaar, payload_for_view};
use crate::{AppError, Context};

/// One person's Aadhaar number and where the person is in the registration record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RevealedNumber {
    /// The person's place in the record as the admin views show it, e.g. `team.captain[0]`, `coach`.
    pub path: String,
    pub fullname: Option<String>,
    pub aadhar_id: String,
}

/// Opens one registration's Aadhaar numbers for an admin and records that in the audit log.
pub async fn reveal_aadhaar(ctx: &Context, actor: &user::Model, id: &str) -> Result<Vec<RevealedNumber>, AppError> {
    use sea_orm::EntityTrait;
    let reg = registration::Entity::find_by_id(id)
        .one(ctx.db())
        .await?
        .ok_or_else(|| AppError::NotFound("Registration not found".into()))?;
    let payload = payload_for_view(ctx, &reg, Aadhaar::Full)?;
    let mut numbers = Vec::new();
    collect(&payload, "", &mut numbers);
    audit::record(
        ctx.writer(),
        actor,
        "registration.reveal_aadhaar",
        &reg.id,
        json!({"event": reg.event_id, "numbers": numbers.len()}),
    )
    .await?;
    Ok(numbers)
}

/// Every `aadharId` in the payload, with its holder's path. The stored `entry` level is left out of the
/// path, as the admin record flattens it.
fn collect(value: &Value, path: &str, out: &mut Vec<RevealedNumber>) {
    match value {
        Value::Object(map) => {
            if let Some(Value::String(number)) = map.get("aadharId") {
                out.push(RevealedNumber {
                    path: path.to_owned(),
                    fullname: map.get("fullname").and_then(Value::as_str).map(str::to_owned),
                    aadhar_id: number.clone(),
                });
            }
            for (key, v) in map {
                let child = match (path, key.as_str()) {
                    ("", "entry") => String::new(),
                    ("", _) => key.clone(),
                    _ => format!("{path}.{key}"),
                };
                collect(v, &child, out);
            }
        }
        Value::Array(items) => {
            for (i, v) in items.iter().enumerate() {
                collect(v, &format!("{path}[{i}]"), out);
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_found_with_the_paths_of_the_admin_record() {
        let payload = json!({
            "collegeName": "X",
            "entry": {"kind": "team", "team": {"captain": [{"fullname": "Asha", "aadharId": "123412341234"}]}},
            "coach": {"fullname": "Dev", "aadharId": "999988887777"},
        });
        let mut out = Vec::new();
        collect(&payload, "", &mut out);
        out.sort_by(|a, b| a.path.cmp(&b.path));
        assert_eq!(
            out,
            vec![
                RevealedNumber { path: "coach".into(), fullname: Some("Dev".into()), aadhar_id: "999988887777".into() },
                RevealedNumber {
                    path: "team.captain[0]".into(),
                    fullname: Some("Asha".into()),
                    aadhar_id: "123412341234".into()
                },
            ]
        );
    }
}
