//! A team member's own data (DPDP Act 2023, sections 11-13): a person a captain put on a roster never signed
//! up, so their pass e-mail carries a link of their own (`/my-data/<pass>-<mac>`, the MAC under a key derived
//! from the data key, so it can be neither guessed nor made for another pass). It shows what the fest holds
//! about them on that registration (phone and Aadhaar masked: the link is only as private as the mailbox) and
//! takes a request to correct it, erase it or withdraw their consent, which becomes a grievance with its
//! 90-day deadline in the admin area, acknowledged by e-mail to the address the captain gave.

use fest_shared::pass;
use fest_shared::privacy::{GrievanceForm, GrievanceKind};
use sea_orm::EntityTrait;

use crate::entities::{grievance, pass as pass_entity, registration, user};
use crate::services::privacy::grievances;
use crate::services::sealing::{self, mask};
use crate::services::sessions::Client;
use crate::{AppError, Context};

pub const NO_DATA: &str = "This link is not valid, or the fest no longer holds this person's data.";

/// The purpose the links' key is derived for.
const PURPOSE: &str = "member-data";

fn mac(ctx: &Context, pass_id: &str) -> String {
    let key = ctx.data_key().derive(PURPOSE);
    crate::crypto::hmac_sha256_hex(key.as_bytes(), pass_id.as_bytes())[..32].to_owned()
}

/// The token of a pass holder's data link.
pub fn token(ctx: &Context, pass_id: &str) -> String {
    // A dash, not a dot: the server takes an address whose last segment has a dot for a missing file.
    format!("{pass_id}-{}", mac(ctx, pass_id))
}

/// What the fest holds about one person on one registration.
#[derive(Debug, Clone)]
pub struct MemberData {
    pub pass_id: String,
    pub registration_id: String,
    pub event_id: String,
    /// The role as the event names it ("Captain", "Player", ...).
    pub role: String,
    pub fullname: String,
    pub email: String,
    /// Last four digits only.
    pub phone: String,
    /// Last four digits only.
    pub aadhaar: String,
    pub college_id: Option<String>,
    pub college_name: String,
    /// Who gave the data: the captain's name.
    pub registered_by: String,
    /// Whether the pass still counts (a revoked one: the registration was refunded or cancelled).
    pub pass_live: bool,
}

/// The person behind a link, or `NotFound` for a wrong link or data no longer held (an erased account's
/// registrations keep no names).
pub async fn find(ctx: &Context, token: &str) -> Result<MemberData, AppError> {
    let not_found = || AppError::NotFound(NO_DATA.into());
    let (pass_id, given) = token.split_once('-').ok_or_else(not_found)?;
    if !crate::crypto::constant_time_eq(given, &mac(ctx, pass_id)) {
        return Err(not_found());
    }
    let pass_row = pass_entity::Entity::find_by_id(pass_id.to_owned()).one(ctx.db()).await?.ok_or_else(not_found)?;
    let reg = registration::Entity::find_by_id(pass_row.registration_id.clone())
        .one(ctx.db())
        .await?
        .ok_or_else(not_found)?;
    if reg.user_id == crate::services::users::DELETED_ACCOUNT_ID {
        return Err(not_found());
    }
    let form = sealing::open_form(ctx, &reg)?;
    let holders = pass::holders(&form);
    // A roster change since: the pass no longer names this place's person.
    let holder =
        pass::holder_of(&holders, pass_row.seq, &pass_row.role, &pass_row.holder_name).ok_or_else(not_found)?;
    let owner = user::Entity::find_by_id(reg.user_id.clone()).one(ctx.db()).await?;
    let person = holder.person;
    Ok(MemberData {
        pass_id: pass_row.id.clone(),
        registration_id: reg.id.clone(),
        event_id: reg.event_id.clone(),
        role: pass::role_title(form.event, &pass_row.role),
        fullname: person.fullname.as_str().to_owned(),
        email: person.email.as_str().to_owned(),
        phone: mask(person.phone_number.as_str()),
        aadhaar: mask(person.aadhar_id.as_str()),
        college_id: person.college_id.as_ref().map(|c| mask(c.as_str())),
        college_name: reg.college_name.clone(),
        registered_by: owner.map_or_else(|| "a team captain".to_owned(), |o| o.display_name().to_owned()),
        pass_live: pass_row.revoked_at.is_none(),
    })
}

/// A request about the person's data, made a grievance (answered within 90 days) in their name and address,
/// naming the pass and registration for the organisers; acknowledged in `requested`, the language the
/// request asked for (the person has no account).
pub async fn request(
    ctx: &Context,
    token: &str,
    kind: GrievanceKind,
    message: &str,
    client: &Client,
    requested: crate::emails::Language,
) -> Result<grievance::Model, AppError> {
    let data = find(ctx, token).await?;
    let form = GrievanceForm {
        name: data.fullname.clone(),
        email: data.email.clone(),
        kind: kind.as_str().to_owned(),
        message: if message.trim().is_empty() {
            String::new()
        } else {
            format!(
                "About pass {} ({}, {}) of registration {}:\n{}",
                data.pass_id,
                data.role,
                data.event_id,
                data.registration_id,
                message.trim()
            )
        },
    };
    grievances::submit(ctx, &form, None, client, requested).await
}
