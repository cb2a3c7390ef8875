//! Consents (DPDP Act 2023, section 6): where a form collects personal data the page shows the notice of
//! `fest_shared::consent` and the server records, in the transaction that stores the data, that the account
//! gave its consent under that version of the notice. The owner sees them on the account page and withdraws
//! the ones that can be withdrawn on their own: a campus ambassador application still under review (it is
//! withdrawn and erased). The account's own consent is withdrawn by deleting the account, a team's or a stay's
//! by cancelling it (which the answer says); a withdrawal is kept with its time.

use chrono::{DateTime, Utc};
use fest_shared::consent::{CollectionPoint, NOTICE_VERSION};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, Set};

use crate::entities::registration::Status;
use crate::entities::{accommodation_booking, ca_application, consent, registration, user};
use crate::services::audit;
use crate::{AppError, Context};

pub const NO_CONSENT: &str = "No such consent.";
pub const ALREADY_WITHDRAWN: &str = "This consent has been withdrawn already.";
pub const WITHDRAWN: &str = "Your consent has been withdrawn and the data given with it erased.";
pub const DELETE_ACCOUNT_INSTEAD: &str =
    "Your account needs this consent: to withdraw it, delete your account below (this erases its personal data).";
pub const CANCEL_REGISTRATION_INSTEAD: &str =
    "To withdraw this consent, cancel the registration from My registrations, or write to the grievance officer.";
pub const CANCEL_STAY_INSTEAD: &str =
    "To withdraw this consent, cancel the stay from the accommodation page, or write to the grievance officer.";
pub const CA_REVIEWED: &str =
    "Your application has been reviewed: to withdraw this consent, write to the grievance officer.";

/// Records that `user_id` consented, under today's notice, to the data collected at `point` (for the
/// registration, application or stay `subject_id`), inside the caller's transaction.
pub async fn record<C: ConnectionTrait>(
    db: &C,
    user_id: &str,
    point: CollectionPoint,
    subject_id: Option<&str>,
) -> Result<(), AppError> {
    consent::Entity::insert(consent::ActiveModel {
        id: Set(uuid::Uuid::new_v4().to_string()),
        user_id: Set(user_id.to_owned()),
        point: Set(point.as_str().to_owned()),
        subject_id: Set(subject_id.map(str::to_owned)),
        notice_version: Set(NOTICE_VERSION.to_owned()),
        given_at: Set(Utc::now()),
        withdrawn_at: Set(None),
    })
    .exec_without_returning(db)
    .await?;
    Ok(())
}

/// A consent as its owner sees it.
#[derive(Debug, Clone)]
pub struct ConsentRecord {
    pub id: String,
    pub point: CollectionPoint,
    pub notice_version: String,
    pub given_at: DateTime<Utc>,
    pub withdrawn_at: Option<DateTime<Utc>>,
    /// What it was given for: an event's id (roster), or none.
    pub event_id: Option<String>,
    /// Whether the owner can withdraw it here (otherwise the answer to a withdrawal says how).
    pub withdrawable: bool,
}

/// The account's consents, newest first; a registration's or stay's attempt that expired unpaid is left out
/// (its data went with it).
pub async fn of_user(ctx: &Context, user_id: &str) -> Result<Vec<ConsentRecord>, AppError> {
    let db = ctx.db();
    let rows = consent::Entity::find()
        .filter(consent::Column::UserId.eq(user_id))
        .order_by_desc(consent::Column::GivenAt)
        .all(db)
        .await?;
    let registrations: std::collections::HashMap<String, registration::Model> = registration::Entity::find()
        .filter(registration::Column::UserId.eq(user_id))
        .all(db)
        .await?
        .into_iter()
        .map(|r| (r.id.clone(), r))
        .collect();
    let stays: std::collections::HashMap<String, accommodation_booking::Model> = accommodation_booking::Entity::find()
        .filter(accommodation_booking::Column::UserId.eq(user_id))
        .all(db)
        .await?
        .into_iter()
        .map(|b| (b.id.clone(), b))
        .collect();
    let application = ca_application::Entity::find().filter(ca_application::Column::UserId.eq(user_id)).one(db).await?;
    let mut out = Vec::new();
    for row in rows {
        let Some(point) = CollectionPoint::parse(&row.point) else { continue };
        let subject = row.subject_id.as_deref();
        let (keep, event_id, withdrawable) = match point {
            CollectionPoint::SignUp => (true, None, false),
            CollectionPoint::CampusAmbassador => {
                let pending = application
                    .as_ref()
                    .is_some_and(|a| Some(a.id.as_str()) == subject && a.status == ca_application::Status::Pending);
                (true, None, pending && row.withdrawn_at.is_none())
            }
            CollectionPoint::Roster => match subject.and_then(|id| registrations.get(id)) {
                Some(r) => (r.status != Status::Expired, Some(r.event_id.clone()), false),
                None => (row.withdrawn_at.is_some(), None, false),
            },
            CollectionPoint::Accommodation => match subject.and_then(|id| stays.get(id)) {
                Some(b) => (b.status != Status::Expired, None, false),
                None => (row.withdrawn_at.is_some(), None, false),
            },
        };
        if keep {
            out.push(ConsentRecord {
                id: row.id,
                point,
                notice_version: row.notice_version,
                given_at: row.given_at,
                withdrawn_at: row.withdrawn_at,
                event_id,
                withdrawable,
            });
        }
    }
    Ok(out)
}

/// Withdraws one of the account's consents. A CA application still under review is erased with it; every
/// other consent is refused with what to do instead. Audited.
pub async fn withdraw(ctx: &Context, owner: &user::Model, id: &str) -> Result<&'static str, AppError> {
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let row = consent::Entity::find_by_id(id.to_owned())
        .filter(consent::Column::UserId.eq(&owner.id))
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::NotFound(NO_CONSENT.into()))?;
    if row.withdrawn_at.is_some() {
        return Err(AppError::Conflict(ALREADY_WITHDRAWN.into()));
    }
    match CollectionPoint::parse(&row.point) {
        Some(CollectionPoint::CampusAmbassador) => {
            // Only an application still under review goes; a decided one is the organisers' record.
            let gone = ca_application::Entity::delete_many()
                .filter(ca_application::Column::UserId.eq(&owner.id))
                .filter(ca_application::Column::Id.eq(row.subject_id.clone().unwrap_or_default()))
                .filter(ca_application::Column::Status.eq(ca_application::Status::Pending))
                .exec(&txn)
                .await?;
            if gone.rows_affected == 0 {
                return Err(AppError::Conflict(CA_REVIEWED.into()));
            }
        }
        Some(CollectionPoint::SignUp) => return Err(AppError::Conflict(DELETE_ACCOUNT_INSTEAD.into())),
        Some(CollectionPoint::Roster) => return Err(AppError::Conflict(CANCEL_REGISTRATION_INSTEAD.into())),
        Some(CollectionPoint::Accommodation) => return Err(AppError::Conflict(CANCEL_STAY_INSTEAD.into())),
        None => return Err(AppError::NotFound(NO_CONSENT.into())),
    }
    let done = consent::Entity::update_many()
        .col_expr(consent::Column::WithdrawnAt, Expr::value(Utc::now()))
        .filter(consent::Column::Id.eq(&row.id))
        .filter(consent::Column::WithdrawnAt.is_null())
        .exec(&txn)
        .await?;
    if done.rows_affected == 0 {
        return Err(AppError::Conflict(ALREADY_WITHDRAWN.into()));
    }
    audit::record(&txn, owner, "consent.withdraw", &row.id, serde_json::json!({"point": row.point})).await?;
    txn.commit().await?;
    // The account's sessions no longer show an application.
    ctx.sessions_changed().await;
    Ok(WITHDRAWN)
}
