//! The account's own profile: full name, college, year, positions of responsibility, address, phone and
//! whether the person studies at IIT Patna, checked by fest-shared's rules ([`fest_shared::profile`]).

use chrono::Utc;
use fest_shared::profile::{ProfileForm, validate_profile};
use sea_orm::{ActiveModelTrait, IntoActiveModel, Set};

use crate::entities::user;
use crate::{AppError, Context};

/// Changes the fields the form carries and returns the account as it now is.
pub async fn update(ctx: &Context, account: &user::Model, form: &ProfileForm) -> Result<user::Model, AppError> {
    let change = validate_profile(form).map_err(AppError::invalid)?;
    let mut row = account.clone().into_active_model();
    if let Some(name) = change.fullname {
        row.fullname = Set(name);
    }
    if let Some(college) = change.college {
        let (name, address) = college.map_or((None, None), |(n, a)| (Some(n), Some(a)));
        row.college_name = Set(name);
        row.college_address = Set(address);
    }
    if let Some(year) = change.college_year {
        row.college_year = Set(year.map(|y| y.as_str().to_owned()));
    }
    if let Some(por) = change.por {
        row.por = Set(por);
    }
    if let Some(address) = change.address {
        row.address = Set(address);
    }
    if let Some(phone) = change.phone {
        row.phone_number = Set(phone.map(|p| p.as_str().to_owned()));
    }
    if let Some(iitp) = change.is_iitp_stud {
        row.is_iitp_stud = Set(iitp);
    }
    row.updated_at = Set(Utc::now());
    let updated = row.update(ctx.writer()).await?;
    // Sessions carry the account: the new name shows on the next request.
    ctx.sessions_changed().await;
    Ok(updated)
}

/// Keeps the language the account chose (the site, its e-mails and its PDFs in that language).
pub async fn set_language(
    ctx: &Context,
    account: &user::Model,
    language: fest_shared::consent::Language,
) -> Result<(), AppError> {
    if account.language.as_deref() == Some(language.as_str()) {
        return Ok(());
    }
    let mut row = account.clone().into_active_model();
    row.language = Set(Some(language.as_str().to_owned()));
    row.updated_at = Set(Utc::now());
    row.update(ctx.writer()).await?;
    // Every server's cached sessions carry the account: they look it up anew.
    ctx.sessions_changed().await;
    Ok(())
}
