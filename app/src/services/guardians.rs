//! Under 18 (DPDP Act 2023, section 9; Rules 2025, rule 10): before a form collects personal data the site
//! asks the account's age. Under 18, the account names a parent or guardian, who is e-mailed a link (in the
//! transaction that records the answer); until they consent by it, the account cannot register a team, apply
//! as a campus ambassador or book a stay. The account is told by e-mail once they have. An account that never
//! answered (a client of the original API) is not held.

use chrono::Utc;
use fest_shared::consent::{Age, AgeForm, validate_age};
use fest_shared::fest::FEST;
use sea_orm::sea_query::{Expr, OnConflict};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};
use serde_json::json;

use crate::entities::{age_declaration, user};
use crate::services::{audit, mail_queue, rate_limit};
use crate::{AppError, Context, crypto};

pub const GUARDIAN_NEEDED: &str = "Your parent's or guardian's consent is needed first: we have e-mailed them a link. \
                                   Ask them to open it, or give another address on your account page.";
pub const ADULT_NOTED: &str = "Thank you.";
pub const GUARDIAN_ASKED: &str =
    "We have e-mailed your parent or guardian a link to give their consent. You can register once they have.";
pub const NO_REQUEST: &str = "This link is not valid, or it has been used already.";
pub const CONSENT_GIVEN: &str = "Thank you: your consent is recorded, and we have told them.";

/// Where an account stands on the age question.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum AgeStatus {
    /// Not answered.
    Unknown,
    Adult,
    /// Under 18, waiting for the guardian's consent.
    MinorPending,
    /// Under 18, with the guardian's consent.
    MinorConsented,
}

/// The account's answer, if any.
pub async fn of_user(ctx: &Context, user_id: &str) -> Result<Option<age_declaration::Model>, AppError> {
    Ok(age_declaration::Entity::find_by_id(user_id.to_owned()).one(ctx.db()).await?)
}

pub fn status(row: Option<&age_declaration::Model>) -> AgeStatus {
    match row {
        None => AgeStatus::Unknown,
        Some(r) if r.adult => AgeStatus::Adult,
        Some(r) if r.guardian_consent_at.is_some() => AgeStatus::MinorConsented,
        Some(_) => AgeStatus::MinorPending,
    }
}

/// Refuses, inside the caller's transaction, an account under 18 whose guardian has not consented yet.
pub async fn ensure_may_give_data<C: ConnectionTrait>(db: &C, user_id: &str) -> Result<(), AppError> {
    let row = age_declaration::Entity::find_by_id(user_id.to_owned()).one(db).await?;
    if status(row.as_ref()) == AgeStatus::MinorPending {
        return Err(AppError::Forbidden(GUARDIAN_NEEDED.into()));
    }
    Ok(())
}

/// Records the account's answer. Under 18, a new link goes to the guardian (an earlier one stops working),
/// unless that guardian has consented already; the guardian, who has no account, is written to in the
/// language of the minor's account.
pub async fn declare(ctx: &Context, account: &user::Model, form: &AgeForm) -> Result<&'static str, AppError> {
    let age = validate_age(form, &account.email).map_err(AppError::invalid)?;
    let now = Utc::now();
    let existing = of_user(ctx, &account.id).await?;
    let (row, token) = match &age {
        Age::Adult => (
            age_declaration::Model {
                user_id: account.id.clone(),
                adult: true,
                declared_at: now,
                guardian_email: None,
                token_hash: None,
                asked_at: None,
                guardian_consent_at: None,
            },
            None,
        ),
        Age::Minor { guardian_email } => {
            let consented = existing.as_ref().is_some_and(|r| {
                !r.adult
                    && r.guardian_consent_at.is_some()
                    && r.guardian_email.as_deref() == Some(guardian_email.as_str())
            });
            if consented {
                return Ok(CONSENT_GIVEN_ALREADY);
            }
            let cfg = ctx.config();
            rate_limit::hit(ctx, &format!("guardian:{}", account.id), 5, cfg.rate_limit_window_secs).await?;
            let token = crypto::random_token();
            (
                age_declaration::Model {
                    user_id: account.id.clone(),
                    adult: false,
                    declared_at: now,
                    guardian_email: Some(guardian_email.as_str().to_owned()),
                    token_hash: Some(crypto::sha256_hex(token.as_bytes())),
                    asked_at: Some(now),
                    guardian_consent_at: None,
                },
                Some(token),
            )
        }
    };
    let mail = match (&token, &row.guardian_email) {
        (Some(token), Some(to)) => {
            let cfg = ctx.config();
            let site = cfg.public_url.clone().unwrap_or_else(|| format!("http://{}", cfg.bind));
            // The guardian has no account: they are written to in the language of the minor's account.
            Some(crate::emails::render(
                "guardian_consent_request",
                crate::emails::language_of(account),
                to,
                json!({
                    "child": account.display_name(),
                    "username": account.username,
                    "child_email": account.email,
                    "link": format!("{site}/guardian/{token}"),
                    "grievance": format!("{site}/grievance"),
                    "fest_email": FEST.email,
                }),
            )?)
        }
        _ => None,
    };
    let txn = crate::db::begin_write(ctx.writer()).await?;
    age_declaration::Entity::insert(age_declaration::ActiveModel::from(row))
        .on_conflict(
            OnConflict::column(age_declaration::Column::UserId)
                .update_columns([
                    age_declaration::Column::Adult,
                    age_declaration::Column::DeclaredAt,
                    age_declaration::Column::GuardianEmail,
                    age_declaration::Column::TokenHash,
                    age_declaration::Column::AskedAt,
                    age_declaration::Column::GuardianConsentAt,
                ])
                .to_owned(),
        )
        .exec_without_returning(&txn)
        .await?;
    let queued = match mail {
        Some(mail) => vec![mail_queue::enqueue(ctx, &txn, "guardian consent request", mail, Vec::new()).await?],
        None => Vec::new(),
    };
    txn.commit().await?;
    mail_queue::deliver_soon(ctx, queued);
    Ok(if token.is_some() { GUARDIAN_ASKED } else { ADULT_NOTED })
}

/// What the guardian's answer said when the same guardian had consented already.
pub const CONSENT_GIVEN_ALREADY: &str = "Your parent or guardian has given their consent already.";

/// The account a guardian's link asks about: its display name and username.
pub async fn request_of(ctx: &Context, token: &str) -> Result<(age_declaration::Model, user::Model), AppError> {
    let hash = crypto::sha256_hex(token.as_bytes());
    let row = age_declaration::Entity::find()
        .filter(age_declaration::Column::TokenHash.eq(hash))
        .filter(age_declaration::Column::GuardianConsentAt.is_null())
        .one(ctx.db())
        .await?
        .ok_or_else(|| AppError::NotFound(NO_REQUEST.into()))?;
    let account = user::Entity::find_by_id(row.user_id.clone())
        .one(ctx.db())
        .await?
        .ok_or_else(|| AppError::NotFound(NO_REQUEST.into()))?;
    Ok((row, account))
}

/// The guardian consents by their link (once); the account is e-mailed in the same transaction. Audited.
pub async fn consent(ctx: &Context, token: &str) -> Result<&'static str, AppError> {
    let (row, account) = request_of(ctx, token).await?;
    let now = Utc::now();
    let mail = crate::emails::render(
        "guardian_consent_given",
        crate::emails::language_of(&account),
        &account.email,
        json!({"username": account.username, "guardian": row.guardian_email}),
    )?;
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let done = age_declaration::Entity::update_many()
        .col_expr(age_declaration::Column::GuardianConsentAt, Expr::value(now))
        .col_expr(age_declaration::Column::TokenHash, Expr::value(Option::<String>::None))
        .filter(age_declaration::Column::UserId.eq(&row.user_id))
        .filter(age_declaration::Column::TokenHash.eq(row.token_hash.clone()))
        .filter(age_declaration::Column::GuardianConsentAt.is_null())
        .exec(&txn)
        .await?;
    if done.rows_affected == 0 {
        return Err(AppError::NotFound(NO_REQUEST.into()));
    }
    audit::record(&txn, &account, "guardian.consent", &account.id, json!({"guardian": row.guardian_email})).await?;
    let queued = mail_queue::enqueue(ctx, &txn, "guardian consent given", mail, Vec::new()).await?;
    txn.commit().await?;
    mail_queue::deliver_soon(ctx, vec![queued]);
    Ok(CONSENT_GIVEN)
}

/// Forgets the account's answer (the account is being deleted).
pub async fn forget_user<C: ConnectionTrait>(db: &C, user_id: &str) -> Result<(), AppError> {
    age_declaration::Entity::delete_by_id(user_id.to_owned()).exec(db).await?;
    Ok(())
}
