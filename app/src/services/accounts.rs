//! Accounts: sign-up by e-mail code, login by password, Google sign-in, roles.

use chrono::{Duration, Utc};
use fest_shared::auth::{LoginForm, SignupForm, validate_login, validate_otp, validate_signup};
use fest_shared::consent::CollectionPoint;
use fest_shared::values::Username;
use sea_orm::sea_query::{Expr, ExprTrait as _, OnConflict};
use sea_orm::{ActiveModelTrait, ColumnTrait, Condition, EntityTrait, IntoActiveModel, QueryFilter, QueryOrder, Set};

use crate::entities::{signup_request, user};
use crate::ports::mailer::OutgoingEmail;
use crate::roles::Role;
pub use crate::services::sessions::Client;
use crate::services::{rate_limit, sessions};
use crate::{AppError, Context, crypto};

/// How long a sign-up code is valid.
pub const OTP_TTL_SECS: i64 = 10 * 60;
/// How long before another code may be sent to the same address.
pub const OTP_RESEND_SECS: i64 = 60;
/// Wrong codes allowed before the code is void.
pub const OTP_MAX_ATTEMPTS: i32 = 5;

pub const OTP_ALREADY_SENT: &str = "OTP already sent. Please check your inbox.";
pub const OTP_SENT: &str = "OTP sent to your email";
pub const INVALID_OTP: &str = "Invalid OTP";
pub const OTP_EXPIRED: &str = "This OTP has expired. Please request a new one.";
pub const OTP_VOID: &str = "Too many wrong attempts. Please request a new OTP.";
pub const NO_PENDING_SIGNUP: &str = "No sign-up is waiting for this email. Please request a new OTP.";
pub const EMAIL_TAKEN: &str = "An account with this email already exists. Please log in.";
pub const USERNAME_TAKEN: &str = "This username is already taken.";
pub const BAD_CREDENTIALS: &str = "Invalid email or password";
pub const REGISTERED: &str = "Registration successful";
pub const LOGGED_IN: &str = "Login successful";
pub const GOOGLE_LOGGED_IN: &str = "Google login successful";

/// A signed-in user and the bearer token of the new session.
#[derive(Debug, Clone)]
pub struct SignedIn {
    pub token: String,
    pub user: user::Model,
}

fn otp_hash(nonce_hash: &str, email: &str, code: &str) -> String {
    crypto::sha256_hex(format!("signup-otp:{nonce_hash}:{email}:{code}").as_bytes())
}

/// The name of the cookie that ties a sign-up request to the browser that made it.
pub const SIGNUP_COOKIE: &str = "fest_signup";

/// What a sign-up request gives the browser: the nonce for its cookie and when another code may be sent.
#[derive(Debug, Clone)]
pub struct SignupSent {
    pub nonce: String,
    pub time_left: u64,
}

/// Sign-up e-mails one address may be sent per rate-limit window, whichever browsers ask.
pub const SIGNUP_MAILS_PER_EMAIL: u32 = 5;

async fn user_by_email(ctx: &Context, email: &str) -> Result<Option<user::Model>, AppError> {
    Ok(user::Entity::find().filter(user::Column::Email.eq(email)).one(ctx.db()).await?)
}

async fn username_taken(ctx: &Context, key: &str) -> Result<bool, AppError> {
    Ok(user::Entity::find().filter(user::Column::UsernameKey.eq(key)).one(ctx.db()).await?.is_some())
}

/// Sends a sign-up code for a request of this browser. `nonce` is the browser's sign-up cookie, if it has
/// one: asking again from the same browser (after the resend window) replaces that browser's own request;
/// a request from another browser is a separate request and can never change this one, so nobody can
/// replace the username and password that the owner's code will create. The code is written in `language`,
/// the language the request asked for (there is no account yet whose choice could decide).
pub async fn send_signup_otp(
    ctx: &Context,
    form: &SignupForm,
    client: &Client,
    nonce: Option<&str>,
    language: crate::emails::Language,
) -> Result<SignupSent, AppError> {
    let signup = validate_signup(form).map_err(AppError::invalid)?;
    let cfg = ctx.config();
    rate_limit::hit(ctx, &format!("otp:ip:{}", client.address), cfg.login_max_per_ip, cfg.rate_limit_window_secs)
        .await?;
    let email = signup.email.key();
    let username = signup.username.as_str().to_owned();
    let username_key = username.to_lowercase();
    if user_by_email(ctx, &email).await?.is_some() {
        return Err(AppError::Conflict(EMAIL_TAKEN.into()));
    }
    if username_taken(ctx, &username_key).await? {
        return Err(AppError::Conflict(USERNAME_TAKEN.into()));
    }

    let now = Utc::now();
    // The same browser asking again within the resend window: refused before any hashing.
    let nonce = nonce.filter(|n| n.len() >= 32 && n.len() <= 64).map(str::to_owned);
    let existing = match &nonce {
        Some(n) => signup_request::Entity::find_by_id(crypto::sha256_hex(n.as_bytes()))
            .one(ctx.db())
            .await?
            .filter(|r| r.email == email),
        None => None,
    };
    if let Some(previous) = &existing {
        let left = (previous.sent_at + Duration::seconds(OTP_RESEND_SECS) - now).num_seconds();
        if left > 0 {
            return Err(AppError::ResendWait {
                message: OTP_ALREADY_SENT.into(),
                retry_after: Ord::max(u64::try_from(left).unwrap_or(1), 1),
            });
        }
    }
    rate_limit::hit(ctx, &format!("otp:mail:{email}"), SIGNUP_MAILS_PER_EMAIL, cfg.rate_limit_window_secs).await?;

    let nonce = match existing {
        Some(_) => nonce.unwrap_or_default(),
        None => crypto::random_token(),
    };
    let nonce_hash = crypto::sha256_hex(nonce.as_bytes());
    let code = crypto::otp_code();
    let password_hash = crypto::hash_password(signup.password.expose().to_owned()).await?;
    let row = signup_request::ActiveModel {
        nonce_hash: Set(nonce_hash.clone()),
        email: Set(email.clone()),
        username: Set(username.clone()),
        username_key: Set(username_key),
        password_hash: Set(password_hash),
        otp_hash: Set(otp_hash(&nonce_hash, &email, &code)),
        attempts: Set(0),
        sent_at: Set(now),
        expires_at: Set(now + Duration::seconds(OTP_TTL_SECS)),
    };
    // Insert, or replace this browser's own request once its resend window is over (atomically, so two
    // quick requests from the same browser cannot both send).
    let cutoff = now - Duration::seconds(OTP_RESEND_SECS);
    let on_conflict = OnConflict::column(signup_request::Column::NonceHash)
        .update_columns([
            signup_request::Column::Username,
            signup_request::Column::UsernameKey,
            signup_request::Column::PasswordHash,
            signup_request::Column::OtpHash,
            signup_request::Column::Attempts,
            signup_request::Column::SentAt,
            signup_request::Column::ExpiresAt,
        ])
        .action_and_where(
            Expr::col((signup_request::Entity, signup_request::Column::SentAt))
                .lte(cutoff)
                .and(Expr::col((signup_request::Entity, signup_request::Column::Email)).eq(email.clone())),
        )
        .to_owned();
    let written =
        signup_request::Entity::insert(row).on_conflict(on_conflict).exec_without_returning(ctx.writer()).await?;
    if written == 0 {
        return Err(AppError::ResendWait { message: OTP_ALREADY_SENT.into(), retry_after: OTP_RESEND_SECS as u64 });
    }

    let sent =
        crate::services::mail_queue::send_code(ctx, "sign-up code", signup_email(&email, &username, &code, language)?)
            .await;
    if let Err(e) = sent {
        // Nothing was sent: let the person ask again at once.
        signup_request::Entity::delete_by_id(nonce_hash).exec(ctx.writer()).await?;
        return Err(e);
    }
    Ok(SignupSent { nonce, time_left: OTP_RESEND_SECS as u64 })
}

fn signup_email(
    to: &str,
    username: &str,
    code: &str,
    language: crate::emails::Language,
) -> Result<OutgoingEmail, AppError> {
    crate::emails::render(
        "signup_code",
        language,
        to,
        serde_json::json!({"username": username, "code": code, "minutes": OTP_TTL_SECS / 60}),
    )
}

/// The language a new account keeps from its sign-up: the one the request asked for (`language`), so that
/// its e-mails come in the language it signed up in; nothing for English, the site's own (as an account that
/// never chose one; `PUT /account/language` stores the same values).
fn language_at_sign_up(language: crate::emails::Language) -> Option<String> {
    (language != crate::emails::Language::En).then(|| language.as_str().to_owned())
}

/// Checks a sign-up code and creates the account. Only the browser that asked for the code (its sign-up
/// cookie, `nonce`) can use it. Each try is counted before the comparison, in one conditional update, so
/// parallel guesses get five comparisons in all; tries are also limited per address and per client. The
/// account keeps `language`, the language the request asked for, unless it is English.
pub async fn verify_signup_otp(
    ctx: &Context,
    email: &str,
    otp: &str,
    client: &Client,
    nonce: Option<&str>,
    language: crate::emails::Language,
) -> Result<SignedIn, AppError> {
    let code = validate_otp(otp).map_err(AppError::invalid)?;
    let cfg = ctx.config();
    rate_limit::hit(ctx, &format!("otp:ip:{}", client.address), cfg.login_max_per_ip, cfg.rate_limit_window_secs)
        .await?;
    let email = email.trim().to_lowercase();
    if email.chars().count() > fest_shared::values::Email::MAX_CHARS {
        return Err(AppError::BadRequest(NO_PENDING_SIGNUP.into()));
    }
    let no_request = || AppError::BadRequest(NO_PENDING_SIGNUP.into());
    let nonce_hash = crypto::sha256_hex(nonce.ok_or_else(no_request)?.as_bytes());
    let pending = signup_request::Entity::find_by_id(nonce_hash.clone())
        .one(ctx.db())
        .await?
        .filter(|r| r.email == email)
        .ok_or_else(no_request)?;
    // Tries on every request for the address count together (a request's own cap is five); a stranger with
    // no request of theirs cannot use up the owner's.
    rate_limit::hit(ctx, &format!("otp:verify:{email}"), cfg.login_max_per_email, cfg.rate_limit_window_secs).await?;
    if pending.expires_at <= Utc::now() {
        signup_request::Entity::delete_by_id(nonce_hash).exec(ctx.writer()).await?;
        return Err(AppError::BadRequest(OTP_EXPIRED.into()));
    }
    // Count this try first; past the cap nothing is compared.
    let counted = signup_request::Entity::update_many()
        .col_expr(signup_request::Column::Attempts, Expr::col(signup_request::Column::Attempts).add(1))
        .filter(signup_request::Column::NonceHash.eq(&nonce_hash))
        .filter(signup_request::Column::Attempts.lt(OTP_MAX_ATTEMPTS))
        .exec(ctx.writer())
        .await?;
    if counted.rows_affected == 0 {
        signup_request::Entity::delete_by_id(nonce_hash).exec(ctx.writer()).await?;
        return Err(AppError::BadRequest(OTP_VOID.into()));
    }
    if !crypto::constant_time_eq(&otp_hash(&nonce_hash, &email, code.as_str()), &pending.otp_hash) {
        if pending.attempts + 1 >= OTP_MAX_ATTEMPTS {
            // That was the last try: the request is void.
            signup_request::Entity::delete_by_id(nonce_hash).exec(ctx.writer()).await?;
        }
        return Err(AppError::BadRequest(INVALID_OTP.into()));
    }

    let now = Utc::now();
    let account = user::ActiveModel {
        id: Set(uuid::Uuid::new_v4().to_string()),
        username: Set(pending.username.clone()),
        username_key: Set(pending.username_key.clone()),
        // No full name yet: the username is not one (a roster refuses it); the owner gives the name in
        // the profile or when a form first needs it.
        fullname: Set(String::new()),
        email: Set(email.clone()),
        password_hash: Set(Some(pending.password_hash.clone())),
        google_sub: Set(None),
        role: Set(Role::User),
        is_email_verified: Set(true),
        is_iitp_stud: Set(email.ends_with("@iitp.ac.in")),
        college_name: Set(None),
        por: Set(None),
        address: Set(None),
        college_address: Set(None),
        college_year: Set(None),
        phone_number: Set(None),
        language: Set(language_at_sign_up(language)),
        created_at: Set(now),
        updated_at: Set(now),
    };
    let txn = crate::db::begin_write(ctx.writer()).await?;
    if user::Entity::find()
        .filter(
            Condition::any()
                .add(user::Column::Email.eq(&email))
                .add(user::Column::UsernameKey.eq(&pending.username_key)),
        )
        .one(&txn)
        .await?
        .is_some()
    {
        return Err(AppError::Conflict(if username_taken(ctx, &pending.username_key).await? {
            USERNAME_TAKEN.into()
        } else {
            EMAIL_TAKEN.into()
        }));
    }
    let account = account.insert(&txn).await.map_err(|e| unique_to_conflict(e, USERNAME_TAKEN))?;
    // Every request for this address is done: the address has its account.
    signup_request::Entity::delete_many().filter(signup_request::Column::Email.eq(&email)).exec(&txn).await?;
    crate::services::consents::record(&txn, &account.id, CollectionPoint::SignUp, None).await?;
    txn.commit().await?;
    let token = sessions::create(ctx, &account.id, client).await?;
    Ok(SignedIn { token, user: account })
}

fn unique_to_conflict(e: sea_orm::DbErr, message: &str) -> AppError {
    match e.sql_err() {
        Some(sea_orm::SqlErr::UniqueConstraintViolation(_)) => AppError::Conflict(message.to_owned()),
        _ => AppError::Database(e),
    }
}

/// Password login. The same message for an unknown e-mail and a wrong password.
///
/// Every attempt counts against the client's address. Against the account only failures count, per client:
/// a client that failed `login_max_per_email` times for an address is refused for it, and once the address
/// has that many failures from anywhere, only clients that have not failed for it are let through. So a
/// stranger guessing someone's password is stopped, and cannot lock the owner out.
pub async fn login(ctx: &Context, form: &LoginForm, client: &Client) -> Result<SignedIn, AppError> {
    let login = validate_login(form).map_err(AppError::invalid)?;
    let email = login.email.to_lowercase();
    let cfg = ctx.config();
    let window = cfg.rate_limit_window_secs;
    rate_limit::hit(ctx, &format!("login:ip:{}", client.address), cfg.login_max_per_ip, window).await?;
    let by_client = format!("login:fail:{email}:{}", client.address);
    let by_email = format!("login:fail:{email}");
    let client_failures = rate_limit::peek(ctx, &by_client, window).await?;
    let email_failures = rate_limit::peek(ctx, &by_email, window).await?;
    let limit = cfg.login_max_per_email;
    if client_failures.count >= limit || (email_failures.count >= limit && client_failures.count > 0) {
        return Err(rate_limit::too_many(Ord::max(client_failures.retry_after, email_failures.retry_after)));
    }
    let account = user_by_email(ctx, &email).await?;
    let hash = account.as_ref().and_then(|u| u.password_hash.clone());
    if !crypto::verify_password(login.password, hash).await? {
        rate_limit::record(ctx, &by_client, window).await?;
        rate_limit::record(ctx, &by_email, window).await?;
        return Err(AppError::Unauthorized(BAD_CREDENTIALS.into()));
    }
    let account = account.ok_or_else(|| AppError::Unauthorized(BAD_CREDENTIALS.into()))?;
    let token = sessions::create(ctx, &account.id, client).await?;
    Ok(SignedIn { token, user: account })
}

/// Google sign-in: the ID token is verified here; accounts are keyed by Google's subject, and an existing
/// account with the same (Google-verified) e-mail is linked. A new account keeps `language`, the language
/// the request asked for, unless it is English; an existing one keeps its own.
pub async fn google_login(
    ctx: &Context,
    credential: &str,
    client: &Client,
    language: crate::emails::Language,
) -> Result<SignedIn, AppError> {
    let cfg = ctx.config();
    rate_limit::hit(ctx, &format!("login:ip:{}", client.address), cfg.login_max_per_ip, cfg.rate_limit_window_secs)
        .await?;
    let identity = ctx.google().verify(credential).await?;
    let now = Utc::now();
    let existing =
        match user::Entity::find().filter(user::Column::GoogleSub.eq(&identity.subject)).one(ctx.db()).await? {
            Some(u) => Some(u),
            None => match user_by_email(ctx, &identity.email).await? {
                Some(u) if u.google_sub.is_none() => {
                    let mut link = u.into_active_model();
                    link.google_sub = Set(Some(identity.subject.clone()));
                    link.is_email_verified = Set(true);
                    link.updated_at = Set(now);
                    let linked = link.update(ctx.writer()).await?;
                    // The account's sessions now show it signs in with Google.
                    ctx.sessions_changed().await;
                    Some(linked)
                }
                // The e-mail belongs to an account linked to another Google identity.
                Some(_) => return Err(AppError::Conflict(EMAIL_TAKEN.into())),
                None => None,
            },
        };
    let account = match existing {
        Some(u) => u,
        None => {
            let username = free_username(ctx, &identity.email).await?;
            let account = user::ActiveModel {
                id: Set(uuid::Uuid::new_v4().to_string()),
                username_key: Set(username.to_lowercase()),
                // Google's name when it gives one; never the username (see verify_signup_otp).
                fullname: Set(google_full_name(identity.name.as_deref()).unwrap_or_default()),
                username: Set(username),
                email: Set(identity.email.clone()),
                password_hash: Set(None),
                google_sub: Set(Some(identity.subject.clone())),
                role: Set(Role::User),
                is_email_verified: Set(true),
                is_iitp_stud: Set(identity.email.ends_with("@iitp.ac.in")),
                college_name: Set(None),
                por: Set(None),
                address: Set(None),
                college_address: Set(None),
                college_year: Set(None),
                phone_number: Set(None),
                language: Set(language_at_sign_up(language)),
                created_at: Set(now),
                updated_at: Set(now),
            };
            let txn = crate::db::begin_write(ctx.writer()).await?;
            let account = account.insert(&txn).await.map_err(|e| unique_to_conflict(e, EMAIL_TAKEN))?;
            crate::services::consents::record(&txn, &account.id, CollectionPoint::SignUp, None).await?;
            txn.commit().await.map_err(|e| unique_to_conflict(e, EMAIL_TAKEN))?;
            account
        }
    };
    let token = sessions::create(ctx, &account.id, client).await?;
    Ok(SignedIn { token, user: account })
}

/// The name Google gives for a new account, without invisible or text-direction characters (which a name
/// typed here may not hold either); `None` when nothing is left.
fn google_full_name(name: Option<&str>) -> Option<String> {
    let visible: String = name?.chars().filter(|c| !fest_shared::values::is_invisible(*c)).collect();
    let visible = visible.trim();
    (!visible.is_empty()).then(|| visible.to_owned())
}

/// A username for a new Google account: the e-mail's local part reduced to the allowed characters, with a
/// number added when taken or reserved.
async fn free_username(ctx: &Context, email: &str) -> Result<String, AppError> {
    let local = email.split('@').next().unwrap_or_default();
    let mut base: String =
        local.chars().filter(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-')).take(24).collect();
    while base.chars().count() < 3 {
        base.push('_');
    }
    if !Username::is_reserved(&base) && !username_taken(ctx, &base.to_lowercase()).await? {
        return Ok(base);
    }
    for _ in 0..20 {
        let candidate = format!("{base}{}", rand::random_range(10..10_000u32));
        if !username_taken(ctx, &candidate.to_lowercase()).await? {
            return Ok(candidate);
        }
    }
    Err(AppError::Conflict(USERNAME_TAKEN.into()))
}

/// Changes a user's role (the CLI's `fest user promote`).
pub async fn set_role_by_email(ctx: &Context, email: &str, role: Role) -> Result<user::Model, AppError> {
    let account = user_by_email(ctx, &email.trim().to_lowercase())
        .await?
        .ok_or_else(|| AppError::NotFound(format!("no account with the e-mail {email}")))?;
    crate::services::users::set_role_unattended(ctx, &account.id, role).await
}

/// Every account, oldest first (the CLI's `fest user list`); not the one holding deleted accounts' kept
/// registrations, which is nobody's.
pub async fn list(ctx: &Context) -> Result<Vec<user::Model>, AppError> {
    Ok(user::Entity::find()
        .filter(user::Column::Id.ne(crate::services::users::DELETED_ACCOUNT_ID))
        .order_by_asc(user::Column::CreatedAt)
        .all(ctx.db())
        .await?)
}

/// The role of an account.
pub fn role_of(account: &user::Model) -> Role {
    account.role
}
