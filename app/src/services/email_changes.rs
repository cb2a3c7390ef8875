//! Changing the account's e-mail: a code goes to the new address and the change happens only when that
//! code comes back, so nobody can move an account to an address they do not read. The old address is told
//! (without naming the new one) and how to report a change that was not the owner's.
//!
//! A change voids, in the same transaction, every code still open for either address: the account's
//! password-reset code (one sent to the old address must not reset the password once the account signs in
//! with the new one), every change of e-mail to or from either address, and every sign-up waiting for either
//! address. Every other session of the account ends; the one making the change stays.
//!
//! Codes follow the password-reset rules ([`crate::services::passwords`]): six random digits, valid 30
//! minutes, five tries, stored only as an HMAC under the data key.

use chrono::{Duration, Utc};
use fest_shared::auth::{ChangeEmailForm, ConfirmEmailForm, validate_change_email, validate_confirm_email};
use sea_orm::sea_query::{Expr, ExprTrait as _, OnConflict};
use sea_orm::{ColumnTrait, Condition, EntityTrait, QueryFilter, Set};

use crate::entities::{email_change, password_reset, session, signup_request, user};
use crate::ports::mailer::OutgoingEmail;
use crate::services::passwords::{RESET_MAX_ATTEMPTS, RESET_RESEND_SECS, RESET_TTL_SECS};
use crate::services::rate_limit;
use crate::{AppError, Context, crypto};

/// Codes one account may have sent per rate-limit window.
pub const CODES_PER_ACCOUNT: u32 = 5;

pub const SAME_EMAIL: &str = "This is already your email.";
pub const EMAIL_TAKEN: &str = "An account with this email already exists.";
pub const NO_CHANGE_PENDING: &str = "No change of email is waiting. Please ask for a new code.";
pub const INVALID_CODE: &str = "This code is not valid. Please check it or request a new one.";
pub const CODE_EXPIRED: &str = "This code has expired. Please request a new one.";
pub const CODE_VOID: &str = "Too many wrong attempts. Please request a new code.";
pub const WAIT: &str = "A code was sent a moment ago. Please check your inbox.";

fn code_hash(ctx: &Context, user_id: &str, email: &str, code: &str) -> String {
    crypto::hmac_sha256_hex(
        ctx.data_key().derive("email-change").as_bytes(),
        format!("{user_id}:{email}:{code}").as_bytes(),
    )
}

/// Sends a code to the new address; returns the message to show.
pub async fn request(ctx: &Context, account: &user::Model, form: &ChangeEmailForm) -> Result<String, AppError> {
    let email = validate_change_email(form).map_err(AppError::invalid)?.key();
    if email == account.email {
        return Err(AppError::BadRequest(SAME_EMAIL.into()));
    }
    if user::Entity::find().filter(user::Column::Email.eq(&email)).one(ctx.db()).await?.is_some() {
        return Err(AppError::Conflict(EMAIL_TAKEN.into()));
    }
    let cfg = ctx.config();
    rate_limit::hit(ctx, &format!("email-change:{}", account.id), CODES_PER_ACCOUNT, cfg.rate_limit_window_secs)
        .await?;
    let now = Utc::now();
    let code = crypto::otp_code();
    let row = email_change::ActiveModel {
        user_id: Set(account.id.clone()),
        new_email: Set(email.clone()),
        code_hash: Set(code_hash(ctx, &account.id, &email, &code)),
        attempts: Set(0),
        sent_at: Set(now),
        expires_at: Set(now + Duration::seconds(RESET_TTL_SECS)),
    };
    let on_conflict = OnConflict::column(email_change::Column::UserId)
        .update_columns([
            email_change::Column::NewEmail,
            email_change::Column::CodeHash,
            email_change::Column::Attempts,
            email_change::Column::SentAt,
            email_change::Column::ExpiresAt,
        ])
        .action_and_where(
            Expr::col((email_change::Entity, email_change::Column::SentAt))
                .lte(now - Duration::seconds(RESET_RESEND_SECS)),
        )
        .to_owned();
    let written =
        email_change::Entity::insert(row).on_conflict(on_conflict).exec_without_returning(ctx.writer()).await?;
    if written == 0 {
        return Err(AppError::ResendWait { message: WAIT.into(), retry_after: RESET_RESEND_SECS as u64 });
    }
    crate::services::mail_queue::send_code(ctx, "e-mail change code", code_email(account, &email, &code)?).await?;
    Ok(format!("We have sent a code to {email}. Enter it to confirm the change."))
}

/// Checks the code sent to the new address and moves the account to it; the old address is told. Every code
/// open for either address is void, and every session but `keep_token`'s ends.
pub async fn confirm(
    ctx: &Context,
    account: &user::Model,
    keep_token: &str,
    form: &ConfirmEmailForm,
) -> Result<user::Model, AppError> {
    let code = validate_confirm_email(form).map_err(AppError::invalid)?;
    let pending = email_change::Entity::find_by_id(account.id.clone())
        .one(ctx.db())
        .await?
        .ok_or_else(|| AppError::BadRequest(NO_CHANGE_PENDING.into()))?;
    if pending.expires_at <= Utc::now() {
        email_change::Entity::delete_by_id(account.id.clone()).exec(ctx.writer()).await?;
        return Err(AppError::BadRequest(CODE_EXPIRED.into()));
    }
    let counted = email_change::Entity::update_many()
        .col_expr(email_change::Column::Attempts, Expr::col(email_change::Column::Attempts).add(1))
        .filter(email_change::Column::UserId.eq(&account.id))
        .filter(email_change::Column::Attempts.lt(RESET_MAX_ATTEMPTS))
        .exec(ctx.writer())
        .await?;
    if counted.rows_affected == 0 {
        email_change::Entity::delete_by_id(account.id.clone()).exec(ctx.writer()).await?;
        return Err(AppError::BadRequest(CODE_VOID.into()));
    }
    if !crypto::constant_time_eq(&code_hash(ctx, &account.id, &pending.new_email, code.as_str()), &pending.code_hash) {
        if pending.attempts + 1 >= RESET_MAX_ATTEMPTS {
            email_change::Entity::delete_by_id(account.id.clone()).exec(ctx.writer()).await?;
        }
        return Err(AppError::BadRequest(INVALID_CODE.into()));
    }
    let txn = crate::db::begin_write(ctx.writer()).await?;
    if email_change::Entity::delete_by_id(account.id.clone()).exec(&txn).await?.rows_affected == 0 {
        return Err(AppError::BadRequest(NO_CHANGE_PENDING.into()));
    }
    let moved = user::Entity::update_many()
        .col_expr(user::Column::Email, Expr::value(pending.new_email.clone()))
        .col_expr(user::Column::IsEmailVerified, Expr::value(true))
        .col_expr(user::Column::UpdatedAt, Expr::value(Utc::now()))
        .filter(user::Column::Id.eq(&account.id))
        .exec(&txn)
        .await;
    match moved {
        Err(e) if matches!(e.sql_err(), Some(sea_orm::SqlErr::UniqueConstraintViolation(_))) => {
            return Err(AppError::Conflict(EMAIL_TAKEN.into()));
        }
        other => other?,
    };
    let both = [account.email.clone(), pending.new_email.clone()];
    password_reset::Entity::delete_by_id(account.id.clone()).exec(&txn).await?;
    email_change::Entity::delete_many()
        .filter(
            Condition::any()
                .add(email_change::Column::UserId.eq(&account.id))
                .add(email_change::Column::NewEmail.is_in(both.clone())),
        )
        .exec(&txn)
        .await?;
    signup_request::Entity::delete_many().filter(signup_request::Column::Email.is_in(both)).exec(&txn).await?;
    session::Entity::delete_many()
        .filter(session::Column::UserId.eq(&account.id))
        .filter(session::Column::TokenHash.ne(crypto::sha256_hex(keep_token.as_bytes())))
        .exec(&txn)
        .await?;
    let notice =
        crate::services::mail_queue::enqueue(ctx, &txn, "e-mail change notice", notice_email(account)?, Vec::new())
            .await?;
    let updated = user::Entity::find_by_id(account.id.clone())
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::NotFound(NO_CHANGE_PENDING.into()))?;
    txn.commit().await?;
    ctx.sessions_changed().await;
    crate::services::mail_queue::deliver_soon(ctx, vec![notice]);
    Ok(updated)
}

/// The code to the new address, in the account's language.
fn code_email(account: &user::Model, to: &str, code: &str) -> Result<OutgoingEmail, AppError> {
    crate::emails::render(
        "email_change_code",
        crate::emails::language_of(account),
        to,
        serde_json::json!({"username": account.username, "code": code, "minutes": RESET_TTL_SECS / 60}),
    )
}

/// The notice to the old address, in the account's language: the address changed, and whom to tell if that
/// was not the owner. The new address is not named (whoever reads the old one may not be the owner any more).
fn notice_email(account: &user::Model) -> Result<OutgoingEmail, AppError> {
    crate::emails::render(
        "email_changed_notice",
        crate::emails::language_of(account),
        &account.email,
        serde_json::json!({"username": account.username}),
    )
}
