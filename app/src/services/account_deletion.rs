//! Deleting an account (India's DPDP Act 2023): the owner confirms with the password (or, for an account
//! made with Google, a fresh Google sign-in). An account with a paid registration for a fest not yet over
//! cannot go (the organisers need the team until the fest ends); otherwise the account and its personal data
//! go at once. Registrations the organisers keep for their records (paid, refunded, flagged, awaiting
//! payment) move to one shared "deleted account" and lose every person's name, e-mail, phone, college ID and
//! Aadhaar number; unpaid attempts are removed. Audited.
//!
//! An account with an online payment still open (an order of a registration, a roster change's difference or
//! a stay that can still be paid) cannot go either: the money would arrive for registrations that are gone.
//!
//! The shared account is made by a migration, under a username no person can take (it holds a space): no
//! sign-up can stand in a deletion's way.

use chrono::Utc;
use fest_shared::auth::DeleteAccountForm;
use fest_shared::fest::FEST;
use sea_orm::sea_query::{Expr, OnConflict};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, Set};

use crate::entities::registration::Status;
use crate::entities::{
    accommodation_booking, accommodation_guest, coupon, email_change, erasure, pass, password_reset, registration,
    registration_change, session, signup_request, user,
};
use crate::roles::Role;
use crate::services::registrations::anonymised_payload;
use crate::services::{audit, rate_limit};
use crate::{AppError, Context, crypto};

/// What a kept roster change says once its account is deleted: that something changed, not who.
const FORGOTTEN_SUMMARY: &str = r#"{"added":[],"removed":[],"fields":["details"]}"#;

// The account that kept registrations of deleted accounts belong to (defined with the accounts list, which
// leaves it out, so the list does not call into deletion).
pub use crate::services::users::DELETED_ACCOUNT_ID;
/// Its username: a space, which usernames may not hold, so nobody can sign up under it.
pub const DELETED_ACCOUNT_USERNAME: &str = "Deleted account";
/// Its e-mail: a domain without a dot, which addresses may not have.
const DELETED_ACCOUNT_EMAIL: &str = "deleted-account@invalid";
/// Why an account with an online payment still open cannot be deleted yet.
pub const PAYMENT_IN_PROGRESS: &str = "You have a payment in progress: finish or cancel your payment first.";
pub const PASSWORD_REQUIRED: &str = "Please enter your password to delete your account.";
pub const WRONG_PASSWORD: &str = "Your password is not correct.";
pub const GOOGLE_REQUIRED: &str = "Please sign in with Google again to confirm.";
pub const GOOGLE_MISMATCH: &str = "That Google account is not the one linked to this account.";
pub const DELETED: &str = "Your account and its personal data have been deleted.";

/// Why an account with a paid registration must wait, and until when.
pub fn must_wait(last_day: chrono::NaiveDate) -> String {
    format!(
        "Your account has a paid registration for {} {}. You can delete it once the fest is over, after {}. \
         To withdraw earlier, write to {}.",
        FEST.name,
        FEST.year,
        last_day.format("%-d %B %Y"),
        FEST.email
    )
}

/// Whether the account has an online order (Razorpay, the sandbox or UPI) that can still be paid, of any
/// payable (a registration, a roster change's difference, a stay) whose time to pay has not run out.
async fn payment_in_progress(
    txn: &sea_orm::DatabaseTransaction,
    user_id: &str,
    now: chrono::DateTime<Utc>,
) -> Result<bool, AppError> {
    for thing in crate::services::payments::payables() {
        if thing.open_orders(txn, user_id, now).await? > 0 {
            return Ok(true);
        }
    }
    Ok(false)
}

/// Deletes the account after checking the owner's confirmation.
pub async fn delete(ctx: &Context, account: &user::Model, form: &DeleteAccountForm) -> Result<&'static str, AppError> {
    let cfg = ctx.config();
    rate_limit::hit(ctx, &format!("delete:{}", account.id), cfg.login_max_per_email, cfg.rate_limit_window_secs)
        .await?;
    if account.password_hash.is_some() {
        if form.password.is_empty() {
            return Err(AppError::invalid(fest_shared::ValidationErrors::single("password", PASSWORD_REQUIRED)));
        }
        if !crypto::verify_password(form.password.clone(), account.password_hash.clone()).await? {
            return Err(AppError::BadRequest(WRONG_PASSWORD.into()));
        }
    } else {
        if form.credential.is_empty() {
            return Err(AppError::invalid(fest_shared::ValidationErrors::single("credential", GOOGLE_REQUIRED)));
        }
        let identity = ctx.google().verify(&form.credential).await?;
        if account.google_sub.as_deref() != Some(identity.subject.as_str()) {
            return Err(AppError::BadRequest(GOOGLE_MISMATCH.into()));
        }
    }
    erase(ctx, account, Reason::Request).await?;
    Ok(DELETED)
}

/// Why an account's personal data is erased (kept in the record of the erasure).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reason {
    /// Its owner deleted it.
    Request,
    /// Its retention after the fest ran out (the owner was told 48 hours before).
    Retention,
}

impl Reason {
    pub fn as_str(self) -> &'static str {
        match self {
            Reason::Request => "request",
            Reason::Retention => "retention",
        }
    }
}

/// Erases the account and its personal data in one transaction, and records that it was erased (the
/// `erasure` row: the account's id, why and when, nothing more). Refused for the last admin, while a paid
/// registration's fest is not over, and while an online payment is open. Audited.
pub async fn erase(ctx: &Context, account: &user::Model, reason: Reason) -> Result<(), AppError> {
    let cfg = ctx.config();
    let txn = crate::db::begin_write(ctx.writer()).await?;
    // The last admin stays (the admins are held until the deletion commits, as for role changes).
    let admins = crate::services::users::lock_admins(&txn).await?;
    if admins.iter().any(|a| a.id == account.id) && admins.len() <= 1 {
        return Err(AppError::Conflict(crate::services::users::LAST_ADMIN.into()));
    }
    let mine = registration::Entity::find().filter(registration::Column::UserId.eq(&account.id)).all(&txn).await?;
    let today = Utc::now().date_naive();
    if today <= cfg.last_day && mine.iter().any(|r| matches!(r.status, Status::Paid | Status::Flagged)) {
        return Err(AppError::Conflict(must_wait(cfg.last_day)));
    }
    if payment_in_progress(&txn, &account.id, Utc::now()).await? {
        return Err(AppError::Conflict(PAYMENT_IN_PROGRESS.into()));
    }
    let now = Utc::now();
    // Made by a migration; made here too should it ever be missing (nobody can hold its name or address).
    user::Entity::insert(user::ActiveModel {
        id: Set(DELETED_ACCOUNT_ID.to_owned()),
        username: Set(DELETED_ACCOUNT_USERNAME.to_owned()),
        username_key: Set(DELETED_ACCOUNT_USERNAME.to_lowercase()),
        fullname: Set(DELETED_ACCOUNT_USERNAME.to_owned()),
        email: Set(DELETED_ACCOUNT_EMAIL.to_owned()),
        password_hash: Set(None),
        google_sub: Set(None),
        role: Set(Role::User),
        is_email_verified: Set(false),
        is_iitp_stud: Set(false),
        college_name: Set(None),
        por: Set(None),
        address: Set(None),
        college_address: Set(None),
        college_year: Set(None),
        phone_number: Set(None),
        language: Set(None),
        created_at: Set(now),
        updated_at: Set(now),
    })
    .on_conflict(OnConflict::column(user::Column::Id).do_nothing().to_owned())
    .exec_without_returning(&txn)
    .await?;
    let (kept, dropped): (Vec<_>, Vec<_>) =
        mine.into_iter().partition(|r| !matches!(r.status, Status::Pending | Status::Expired));
    // The digests of its people's Aadhaar numbers go with the names (dropped registrations take theirs along).
    let kept_ids: Vec<String> = kept.iter().map(|r| r.id.clone()).collect();
    crate::services::registrations::forget_people(&txn, &kept_ids).await?;
    for reg in &kept {
        let anonymised = anonymised_payload(ctx, reg)?;
        // Its change history keeps the money and the dates; the forms and the names go.
        registration_change::Entity::update_many()
            .col_expr(registration_change::Column::UserId, Expr::value(DELETED_ACCOUNT_ID))
            .col_expr(registration_change::Column::BeforePayload, Expr::value(anonymised.clone()))
            .col_expr(registration_change::Column::AfterPayload, Expr::value(anonymised.clone()))
            .col_expr(registration_change::Column::Summary, Expr::value(FORGOTTEN_SUMMARY))
            .filter(registration_change::Column::RegistrationId.eq(&reg.id))
            .exec(&txn)
            .await?;
        registration::Entity::update_many()
            .col_expr(registration::Column::UserId, Expr::value(DELETED_ACCOUNT_ID))
            .col_expr(registration::Column::Payload, Expr::value(anonymised))
            .col_expr(registration::Column::ActiveSlot, Expr::value(Option::<String>::None))
            .col_expr(registration::Column::UpdatedAt, Expr::value(now))
            .filter(registration::Column::Id.eq(&reg.id))
            .exec(&txn)
            .await?;
        // The passes named people too: the check-in record stays, the names and signed tokens go.
        pass::Entity::update_many()
            .col_expr(pass::Column::HolderName, Expr::value(crate::services::registrations::ANONYMISED))
            .col_expr(pass::Column::Token, Expr::value(""))
            .col_expr(pass::Column::RevokedAt, Expr::value(now))
            .filter(pass::Column::RegistrationId.eq(&reg.id))
            .exec(&txn)
            .await?;
    }
    let dropped: Vec<String> = dropped.into_iter().map(|r| r.id).collect();
    if !dropped.is_empty() {
        registration_change::Entity::delete_many()
            .filter(registration_change::Column::RegistrationId.is_in(dropped.clone()))
            .exec(&txn)
            .await?;
        registration::Entity::delete_many().filter(registration::Column::Id.is_in(dropped)).exec(&txn).await?;
    }
    // Accommodation bookings: those that held money stay for the accounts, without the guests' names;
    // unpaid ones go.
    let bookings = accommodation_booking::Entity::find()
        .filter(accommodation_booking::Column::UserId.eq(&account.id))
        .all(&txn)
        .await?;
    let (kept_stays, dropped_stays): (Vec<_>, Vec<_>) =
        bookings.into_iter().partition(|b| !matches!(b.status, Status::Pending | Status::Expired));
    let kept_stays: Vec<String> = kept_stays.into_iter().map(|b| b.id).collect();
    let dropped_stays: Vec<String> = dropped_stays.into_iter().map(|b| b.id).collect();
    if !kept_stays.is_empty() {
        accommodation_guest::Entity::update_many()
            .col_expr(accommodation_guest::Column::Name, Expr::value(crate::services::registrations::ANONYMISED))
            .filter(accommodation_guest::Column::BookingId.is_in(kept_stays.clone()))
            .exec(&txn)
            .await?;
        accommodation_booking::Entity::update_many()
            .col_expr(accommodation_booking::Column::UserId, Expr::value(DELETED_ACCOUNT_ID))
            .filter(accommodation_booking::Column::Id.is_in(kept_stays))
            .exec(&txn)
            .await?;
    }
    if !dropped_stays.is_empty() {
        accommodation_guest::Entity::delete_many()
            .filter(accommodation_guest::Column::BookingId.is_in(dropped_stays.clone()))
            .exec(&txn)
            .await?;
        accommodation_booking::Entity::delete_many()
            .filter(accommodation_booking::Column::Id.is_in(dropped_stays))
            .exec(&txn)
            .await?;
    }
    // Codes an admin made stay (teams used them); who made them is no longer said.
    coupon::Entity::update_many()
        .col_expr(coupon::Column::CreatedBy, Expr::value(DELETED_ACCOUNT_ID))
        .filter(coupon::Column::CreatedBy.eq(&account.id))
        .exec(&txn)
        .await?;
    session::Entity::delete_many().filter(session::Column::UserId.eq(&account.id)).exec(&txn).await?;
    password_reset::Entity::delete_by_id(account.id.clone()).exec(&txn).await?;
    email_change::Entity::delete_by_id(account.id.clone()).exec(&txn).await?;
    signup_request::Entity::delete_many().filter(signup_request::Column::Email.eq(&account.email)).exec(&txn).await?;
    // The CA application goes with the account (ON DELETE CASCADE).
    user::Entity::delete_by_id(account.id.clone()).exec(&txn).await?;
    crate::services::waitlist::forget_user(&txn, &account.id).await?;
    crate::services::drafts::forget_user(&txn, &account.id).await?;
    crate::services::announcements::forget_user(&txn, &account.id).await?;
    crate::services::reminders::forget_user(&txn, &account.id).await?;
    crate::services::certificates::forget_user(&txn, &account.id).await?;
    crate::services::push::forget_user(&txn, &account.id).await?;
    crate::services::guardians::forget_user(&txn, &account.id).await?;
    // The record of the erasure: one per account (the retention job's notice made it already).
    erasure::Entity::insert(erasure::ActiveModel {
        id: Set(uuid::Uuid::new_v4().to_string()),
        user_id: Set(account.id.clone()),
        reason: Set(reason.as_str().to_owned()),
        noticed_at: Set(None),
        erased_at: Set(Some(now)),
    })
    .on_conflict(
        OnConflict::column(erasure::Column::UserId)
            .update_columns([erasure::Column::Reason, erasure::Column::ErasedAt])
            .to_owned(),
    )
    .exec_without_returning(&txn)
    .await?;
    audit::record(
        &txn,
        account,
        "account.delete",
        &account.id,
        serde_json::json!({"registrationsKept": kept.len(), "reason": reason.as_str()}),
    )
    .await?;
    txn.commit().await?;
    ctx.sessions_changed().await;
    Ok(())
}
