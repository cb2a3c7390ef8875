//! Passwords after sign-up: a forgotten one reset by a code sent by e-mail, and a change (or a first
//! password for an account made with Google) by the signed-in owner. Either ends the account's other
//! sessions at once and tells the owner by e-mail.
//!
//! A reset code is random, six digits, valid for [`RESET_TTL_SECS`], good for [`RESET_MAX_ATTEMPTS`] tries,
//! and stored only as an HMAC under the data key (a copy of the database does not give the codes away). The
//! forgotten-password answer is the same whether or not the address has an account, and the e-mail is sent
//! in the background so the answer's timing does not tell either.

use chrono::{Duration, Utc};
use fest_shared::auth::{
    ChangePasswordForm, ForgotPasswordForm, ResetPasswordForm, validate_change_password, validate_forgot_password,
    validate_reset_password,
};
use sea_orm::sea_query::{Expr, ExprTrait as _, OnConflict};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, Set};

use crate::emails::Language;
use crate::entities::{password_reset, session, user};
use crate::ports::mailer::OutgoingEmail;
use crate::services::accounts::Client;
use crate::services::{mail_queue, rate_limit};
use crate::{AppError, Context, crypto};

/// How long a reset code is valid.
pub const RESET_TTL_SECS: i64 = 30 * 60;
/// Wrong codes allowed before the code is void.
pub const RESET_MAX_ATTEMPTS: i32 = 5;
/// How long before another code is sent to the same account.
pub const RESET_RESEND_SECS: i64 = 60;
/// Reset e-mails one address may be sent per rate-limit window.
pub const RESET_MAILS_PER_EMAIL: u32 = 5;

pub const RESET_SENT: &str = "If an account exists for this email, we have sent it a code to reset the password.";
pub const INVALID_CODE: &str = "This code is not valid. Please check it or request a new one.";
pub const CODE_EXPIRED: &str = "This code has expired. Please request a new one.";
pub const CODE_VOID: &str = "Too many wrong attempts. Please request a new code.";
pub const PASSWORD_RESET: &str = "Your password has been reset. Please log in with the new one.";
pub const WRONG_CURRENT: &str = "Your current password is not correct.";
pub const CURRENT_REQUIRED: &str = "Please enter your current password.";
pub const PASSWORD_CHANGED: &str = "Your password has been changed. You were signed out everywhere else.";
pub const PASSWORD_SET: &str = "Your password has been set. You can now also log in with your email.";

fn code_hash(ctx: &Context, user_id: &str, code: &str) -> String {
    crypto::hmac_sha256_hex(ctx.data_key().derive("password-reset").as_bytes(), format!("{user_id}:{code}").as_bytes())
}

/// Sends a reset code to the account with this address, if there is one. The answer is the same either way.
/// The code is written in the account's language; when it chose none, in `requested`, the language of the
/// request (whoever asks is not signed in, so the site could not keep a choice for them).
pub async fn forgot(
    ctx: &Context,
    form: &ForgotPasswordForm,
    client: &Client,
    requested: Language,
) -> Result<&'static str, AppError> {
    let email = validate_forgot_password(form).map_err(AppError::invalid)?.key();
    let cfg = ctx.config();
    rate_limit::hit(ctx, &format!("reset:ip:{}", client.address), cfg.login_max_per_ip, cfg.rate_limit_window_secs)
        .await?;
    rate_limit::hit(ctx, &format!("reset:mail:{email}"), RESET_MAILS_PER_EMAIL, cfg.rate_limit_window_secs).await?;
    let Some(account) = user::Entity::find().filter(user::Column::Email.eq(&email)).one(ctx.db()).await? else {
        return Ok(RESET_SENT);
    };
    let now = Utc::now();
    let code = crypto::otp_code();
    let row = password_reset::ActiveModel {
        user_id: Set(account.id.clone()),
        code_hash: Set(code_hash(ctx, &account.id, &code)),
        attempts: Set(0),
        sent_at: Set(now),
        expires_at: Set(now + Duration::seconds(RESET_TTL_SECS)),
    };
    // A new code replaces the last one once the resend window is over (atomically: two quick requests send
    // one code).
    let on_conflict = OnConflict::column(password_reset::Column::UserId)
        .update_columns([
            password_reset::Column::CodeHash,
            password_reset::Column::Attempts,
            password_reset::Column::SentAt,
            password_reset::Column::ExpiresAt,
        ])
        .action_and_where(
            Expr::col((password_reset::Entity, password_reset::Column::SentAt))
                .lte(now - Duration::seconds(RESET_RESEND_SECS)),
        )
        .to_owned();
    // The code and its e-mail are stored together: a code is never kept without the message that carries it.
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let written = password_reset::Entity::insert(row).on_conflict(on_conflict).exec_without_returning(&txn).await?;
    let queued = if written > 0 {
        vec![
            mail_queue::enqueue(ctx, &txn, "password reset", reset_email(&account, &code, requested)?, Vec::new())
                .await?,
        ]
    } else {
        Vec::new()
    };
    txn.commit().await?;
    mail_queue::deliver_soon(ctx, queued);
    Ok(RESET_SENT)
}

/// Sets a new password with a reset code; every session of the account ends. The notice is written in the
/// account's language, or, when it chose none, in `requested`, the language of the request.
pub async fn reset(
    ctx: &Context,
    form: &ResetPasswordForm,
    client: &Client,
    requested: Language,
) -> Result<&'static str, AppError> {
    let reset = validate_reset_password(form).map_err(AppError::invalid)?;
    let cfg = ctx.config();
    rate_limit::hit(ctx, &format!("reset:ip:{}", client.address), cfg.login_max_per_ip, cfg.rate_limit_window_secs)
        .await?;
    let email = reset.email.key();
    let invalid = || AppError::BadRequest(INVALID_CODE.into());
    let account =
        user::Entity::find().filter(user::Column::Email.eq(&email)).one(ctx.db()).await?.ok_or_else(invalid)?;
    let pending = password_reset::Entity::find_by_id(account.id.clone()).one(ctx.db()).await?.ok_or_else(invalid)?;
    if pending.expires_at <= Utc::now() {
        password_reset::Entity::delete_by_id(account.id.clone()).exec(ctx.writer()).await?;
        return Err(AppError::BadRequest(CODE_EXPIRED.into()));
    }
    // Count this try first; past the cap nothing is compared (parallel guesses get five comparisons in all).
    let counted = password_reset::Entity::update_many()
        .col_expr(password_reset::Column::Attempts, Expr::col(password_reset::Column::Attempts).add(1))
        .filter(password_reset::Column::UserId.eq(&account.id))
        .filter(password_reset::Column::Attempts.lt(RESET_MAX_ATTEMPTS))
        .exec(ctx.writer())
        .await?;
    if counted.rows_affected == 0 {
        password_reset::Entity::delete_by_id(account.id.clone()).exec(ctx.writer()).await?;
        return Err(AppError::BadRequest(CODE_VOID.into()));
    }
    if !crypto::constant_time_eq(&code_hash(ctx, &account.id, reset.code.as_str()), &pending.code_hash) {
        if pending.attempts + 1 >= RESET_MAX_ATTEMPTS {
            password_reset::Entity::delete_by_id(account.id.clone()).exec(ctx.writer()).await?;
        }
        return Err(invalid());
    }
    let hash = crypto::hash_password(reset.password.expose().to_owned()).await?;
    let txn = crate::db::begin_write(ctx.writer()).await?;
    // The code is used once: whoever deletes it sets the password.
    let used = password_reset::Entity::delete_by_id(account.id.clone()).exec(&txn).await?.rows_affected;
    if used == 0 {
        return Err(invalid());
    }
    set_password(&txn, &account.id, hash).await?;
    session::Entity::delete_many().filter(session::Column::UserId.eq(&account.id)).exec(&txn).await?;
    let language = crate::emails::chosen(&account).unwrap_or(requested);
    let notice = notify_changed(ctx, &txn, &account, "reset", language).await?;
    txn.commit().await?;
    ctx.sessions_changed().await;
    mail_queue::deliver_soon(ctx, vec![notice]);
    Ok(PASSWORD_RESET)
}

/// Changes the signed-in account's password (or sets the first one of an account made with Google). The
/// session `keep` (the one asking) stays; every other session of the account ends.
pub async fn change(
    ctx: &Context,
    account: &user::Model,
    keep_token: &str,
    form: &ChangePasswordForm,
) -> Result<&'static str, AppError> {
    let password = validate_change_password(form).map_err(AppError::invalid)?;
    let had_password = account.password_hash.is_some();
    if had_password {
        if form.current_password.is_empty() {
            return Err(AppError::invalid(fest_shared::ValidationErrors::single("currentPassword", CURRENT_REQUIRED)));
        }
        let cfg = ctx.config();
        rate_limit::hit(ctx, &format!("pwchange:{}", account.id), cfg.login_max_per_email, cfg.rate_limit_window_secs)
            .await?;
        if !crypto::verify_password(form.current_password.clone(), account.password_hash.clone()).await? {
            return Err(AppError::BadRequest(WRONG_CURRENT.into()));
        }
    }
    let hash = crypto::hash_password(password.expose().to_owned()).await?;
    let txn = crate::db::begin_write(ctx.writer()).await?;
    set_password(&txn, &account.id, hash).await?;
    session::Entity::delete_many()
        .filter(session::Column::UserId.eq(&account.id))
        .filter(session::Column::TokenHash.ne(crypto::sha256_hex(keep_token.as_bytes())))
        .exec(&txn)
        .await?;
    password_reset::Entity::delete_by_id(account.id.clone()).exec(&txn).await?;
    let how = if had_password { "changed" } else { "set" };
    let notice = notify_changed(ctx, &txn, account, how, crate::emails::language_of(account)).await?;
    txn.commit().await?;
    ctx.sessions_changed().await;
    mail_queue::deliver_soon(ctx, vec![notice]);
    Ok(if had_password { PASSWORD_CHANGED } else { PASSWORD_SET })
}

async fn set_password<C: sea_orm::ConnectionTrait>(db: &C, user_id: &str, hash: String) -> Result<(), AppError> {
    user::Entity::update_many()
        .col_expr(user::Column::PasswordHash, Expr::value(hash))
        .col_expr(user::Column::UpdatedAt, Expr::value(Utc::now()))
        .filter(user::Column::Id.eq(user_id))
        .exec(db)
        .await?;
    Ok(())
}

/// The reset code's e-mail: in the account's language, or `requested` when it chose none.
fn reset_email(account: &user::Model, code: &str, requested: Language) -> Result<OutgoingEmail, AppError> {
    crate::emails::render(
        "password_reset_code",
        crate::emails::chosen(account).unwrap_or(requested),
        &account.email,
        serde_json::json!({"username": account.username, "code": code, "minutes": RESET_TTL_SECS / 60}),
    )
}

/// Tells the owner, in `language`, that the password was reset, changed or set: queued in the transaction that
/// changes it.
async fn notify_changed(
    ctx: &Context,
    txn: &sea_orm::DatabaseTransaction,
    account: &user::Model,
    how: &'static str,
    language: Language,
) -> Result<mail_queue::Queued, AppError> {
    let mail = crate::emails::render(
        "password_changed",
        language,
        &account.email,
        serde_json::json!({"username": account.username, "how": how}),
    )?;
    mail_queue::enqueue(ctx, txn, "password notice", mail, Vec::new()).await
}
