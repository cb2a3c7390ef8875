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
use fest_shared::fest::FEST;
use sea_orm::sea_query::{Expr, ExprTrait as _, OnConflict};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, Set};

use crate::entities::{password_reset, session, user};
use crate::ports::mailer::{OutgoingEmail, html};
use crate::services::accounts::Client;
use crate::services::rate_limit;
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
pub async fn forgot(ctx: &Context, form: &ForgotPasswordForm, client: &Client) -> Result<&'static str, AppError> {
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
    let written =
        password_reset::Entity::insert(row).on_conflict(on_conflict).exec_without_returning(ctx.writer()).await?;
    if written > 0 {
        let mailer_ctx = ctx.clone();
        let mail = reset_email(&account, &code);
        ctx.spawn_background(async move {
            if let Err(e) = crate::services::mail_queue::send(&mailer_ctx, "password reset", mail).await {
                tracing::warn!(error = %e, "the password reset e-mail was not sent");
            }
        });
    }
    Ok(RESET_SENT)
}

/// Sets a new password with a reset code; every session of the account ends.
pub async fn reset(ctx: &Context, form: &ResetPasswordForm, client: &Client) -> Result<&'static str, AppError> {
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
    txn.commit().await?;
    ctx.sessions_changed().await;
    notify_changed(ctx, &account, "reset");
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
    txn.commit().await?;
    ctx.sessions_changed().await;
    notify_changed(ctx, account, if had_password { "changed" } else { "set" });
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

fn fest() -> String {
    format!("{} {}", FEST.name, FEST.year)
}

fn reset_email(account: &user::Model, code: &str) -> OutgoingEmail {
    let minutes = RESET_TTL_SECS / 60;
    let fest = fest();
    OutgoingEmail {
        to: account.email.clone(),
        subject: format!("Your {} password reset code: {code}", FEST.name),
        text: format!(
            "Hello {name},\n\nSomeone (we hope you) asked to reset the password of your {fest} account.\n\
             Your code is {code}. It is valid for {minutes} minutes and can be used once.\n\
             If you did not ask for it, ignore this e-mail: your password stays as it is.\n\n— Team {fest}\n",
            name = account.username,
        ),
        html: format!(
            "<!doctype html><html><body style=\"font-family:sans-serif\">\
             <p>Hello {name},</p><p>Someone (we hope you) asked to reset the password of your \
             <strong>{fest_html}</strong> account. Your code is</p>\
             <p style=\"font-size:28px;letter-spacing:6px;font-weight:bold\">{code}</p>\
             <p>It is valid for {minutes} minutes and can be used once. If you did not ask for it, ignore this \
             e-mail: your password stays as it is.</p><p>— Team {fest_html}</p></body></html>",
            name = html(&account.username),
            fest_html = html(&fest),
        ),
    }
}

/// Tells the owner that the password was reset, changed or set, in the background.
fn notify_changed(ctx: &Context, account: &user::Model, how: &'static str) {
    let fest = fest();
    let mail = OutgoingEmail {
        to: account.email.clone(),
        subject: format!("Your {} password was {how}", FEST.name),
        text: format!(
            "Hello {name},\n\nThe password of your {fest} account was {how} just now, and every other session \
             was signed out.\nIf this was not you, reset your password at once with 'Forgot password?' on the \
             login page and write to {email}.\n\n— Team {fest}\n",
            name = account.username,
            email = FEST.email,
        ),
        html: format!(
            "<!doctype html><html><body style=\"font-family:sans-serif\"><p>Hello {name},</p>\
             <p>The password of your <strong>{fest_html}</strong> account was {how} just now, and every other \
             session was signed out.</p><p>If this was not you, reset your password at once with \
             'Forgot password?' on the login page and write to {email}.</p><p>— Team {fest_html}</p></body></html>",
            name = html(&account.username),
            fest_html = html(&fest),
            email = html(FEST.email),
        ),
    };
    let mailer_ctx = ctx.clone();
    ctx.spawn_background(async move {
        if let Err(e) = crate::services::mail_queue::send(&mailer_ctx, "password notice", mail).await {
            tracing::warn!(error = %e, "the password notice e-mail was not sent");
        }
    });
}
