//! The JSON shapes of the API's answers (SPEC section 3 names), mapped from the application's models.

use chrono::{DateTime, Utc};
use fest_app::entities::user;
use fest_app::services::accounts::{SignedIn, role_of};
use fest_app::services::sessions;
use fest_app::{AppError, Context};
use serde::Serialize;
use utoipa::ToSchema;

/// An account as the API shows it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserView {
    #[serde(rename = "_id")]
    pub id: String,
    pub username: String,
    pub fullname: String,
    pub email: String,
    pub role: fest_app::roles::Role,
    pub created_at: DateTime<Utc>,
    /// SPEC 2.14: true only for an account verified by Google sign-in (its admin shows 'Verified by Google',
    /// else 'Verified by OTP'); an account made with an e-mailed code is false. `authProvider` says the same.
    pub is_email_verified: bool,
    #[serde(rename = "isIITPStud")]
    pub is_iitp_stud: bool,
    /// The account's CA application, if any.
    pub ca_application: Option<CaApplicationRef>,
    pub college_name: Option<String>,
    pub por: Option<String>,
    pub address: Option<String>,
    pub college_address: Option<String>,
    /// "First Year" ... "Fifth Year".
    pub college_year: Option<String>,
    /// The account's phone: in the owner's own view only (`/user/me`), never in lists.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub phone_number: Option<String>,
    /// How the account signs in: "google" (linked to a Google identity) or "email".
    pub auth_provider: &'static str,
    /// The language the account chose ("en" or "hi"); none until it chooses.
    pub language: Option<fest_shared::consent::Language>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CaApplicationRef {
    #[serde(rename = "_id")]
    pub id: String,
    pub status: fest_app::services::ca::Status,
}

impl UserView {
    /// The account with a reference to its CA application, if any.
    pub async fn load(ctx: &Context, u: user::Model) -> Result<Self, AppError> {
        let ca = fest_app::services::ca::of_user(ctx, &u.id).await?;
        Ok(Self::with_application(u, ca.map(sessions::CaApplicationRef::from)))
    }

    /// The account as its owner sees it: with the phone number.
    pub fn own(u: user::Model, ca: Option<sessions::CaApplicationRef>) -> Self {
        let phone = u.phone_number.clone();
        let mut view = Self::with_application(u, ca);
        view.phone_number = phone;
        view
    }

    /// The account with its CA application already known (a session carries it).
    pub fn with_application(u: user::Model, ca: Option<sessions::CaApplicationRef>) -> Self {
        let mut view = Self::from(u);
        view.ca_application = ca.map(|a| CaApplicationRef { id: a.id, status: a.status });
        view
    }
}

impl From<user::Model> for UserView {
    fn from(u: user::Model) -> Self {
        let role = role_of(&u);
        Self {
            id: u.id,
            username: u.username,
            fullname: u.fullname,
            email: u.email,
            role,
            created_at: u.created_at,
            is_email_verified: u.google_sub.is_some(),
            is_iitp_stud: u.is_iitp_stud,
            ca_application: None,
            auth_provider: if u.google_sub.is_some() { "google" } else { "email" },
            college_name: u.college_name,
            por: u.por,
            address: u.address,
            college_address: u.college_address,
            college_year: u.college_year,
            phone_number: None,
            language: u.language.as_deref().and_then(fest_shared::consent::Language::parse),
        }
    }
}

/// An account in the organisers' list of accounts (`GET /user/all-users`): as `UserView`, but its CA
/// application is the application's id (or null), as SPEC 7's admin reads and shows it; its status is
/// `caApplicationStatus`.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserListItem {
    #[serde(rename = "_id")]
    pub id: String,
    pub username: String,
    pub fullname: String,
    pub email: String,
    pub role: fest_app::roles::Role,
    pub created_at: DateTime<Utc>,
    /// True only for an account verified by Google sign-in (SPEC 2.14).
    pub is_email_verified: bool,
    #[serde(rename = "isIITPStud")]
    pub is_iitp_stud: bool,
    /// The id of the account's CA application, if any.
    pub ca_application: Option<String>,
    /// The status of the account's CA application, if any.
    pub ca_application_status: Option<fest_app::services::ca::Status>,
    pub college_name: Option<String>,
    pub por: Option<String>,
    pub address: Option<String>,
    pub college_address: Option<String>,
    /// "First Year" ... "Fifth Year".
    pub college_year: Option<String>,
    /// How the account signs in: "google" (linked to a Google identity) or "email".
    pub auth_provider: &'static str,
}

impl From<UserView> for UserListItem {
    fn from(u: UserView) -> Self {
        let (ca_application, ca_application_status) = u.ca_application.map(|a| (a.id, a.status)).unzip();
        Self {
            id: u.id,
            username: u.username,
            fullname: u.fullname,
            email: u.email,
            role: u.role,
            created_at: u.created_at,
            is_email_verified: u.is_email_verified,
            is_iitp_stud: u.is_iitp_stud,
            ca_application,
            ca_application_status,
            college_name: u.college_name,
            por: u.por,
            address: u.address,
            college_address: u.college_address,
            college_year: u.college_year,
            auth_provider: u.auth_provider,
        }
    }
}

/// The answer to a successful sign-in of any kind.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuthResponse {
    pub success: bool,
    pub message: String,
    /// The bearer token of the new session.
    pub access_token: String,
    pub user: UserView,
}

impl AuthResponse {
    pub async fn new(ctx: &Context, signed_in: SignedIn, message: &str) -> Result<Self, AppError> {
        Ok(Self {
            success: true,
            message: crate::language::say(message).into_owned(),
            access_token: signed_in.token,
            user: UserView::load(ctx, signed_in.user).await?,
        })
    }
}

/// The body of a call that needs none: `{}` (or nothing at all). Nothing in it is read.
pub struct EmptyBody;

impl utoipa::PartialSchema for EmptyBody {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        use utoipa::openapi::schema::{AdditionalProperties, ObjectBuilder, Type};
        ObjectBuilder::new()
            .schema_type(Type::Object)
            .additional_properties(Some(AdditionalProperties::FreeForm(false)))
            .description(Some("An empty object: nothing in it is read"))
            .into()
    }
}

impl ToSchema for EmptyBody {}

/// A plain success answer.
#[derive(Debug, Serialize, ToSchema)]
pub struct MessageResponse {
    pub success: bool,
    pub message: String,
}

impl MessageResponse {
    /// A success in the request's language.
    pub fn ok(message: &str) -> Self {
        Self { success: true, message: crate::language::say(message).into_owned() }
    }
}

/// A person an answer names by account: the reviewer of a CA application.
#[derive(Debug, Serialize, ToSchema)]
pub struct AccountRef {
    pub username: String,
    pub email: String,
}

/// A CA application as the API shows it (SPEC 3's fields).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CaApplicationView {
    #[serde(rename = "_id")]
    pub id: String,
    pub full_name: String,
    /// The applicant's username (null if the account was deleted).
    pub username: Option<String>,
    /// The applicant's e-mail (null if the account was deleted).
    pub email: Option<String>,
    pub alternative_email: Option<String>,
    pub college_name: String,
    pub college_year: String,
    pub por: Option<String>,
    pub college_address: String,
    pub phone_number: String,
    pub how_did_you_know: String,
    pub application_statement: String,
    pub rollno: String,
    pub status: fest_app::services::ca::Status,
    pub application_date: DateTime<Utc>,
    pub reviewed_by: Option<AccountRef>,
    pub reviewed_at: Option<DateTime<Utc>>,
    /// Given on acceptance.
    pub referral_code: Option<String>,
}

impl From<fest_app::services::ca::ApplicationRecord> for CaApplicationView {
    fn from(r: fest_app::services::ca::ApplicationRecord) -> Self {
        let a = r.application;
        Self {
            id: a.id,
            full_name: a.full_name,
            username: r.applicant.as_ref().map(|u| u.username.clone()),
            email: r.applicant.map(|u| u.email),
            alternative_email: a.alternative_email,
            college_name: a.college_name,
            college_year: a.college_year,
            por: a.por,
            college_address: a.college_address,
            phone_number: a.phone_number,
            how_did_you_know: a.how_did_you_know,
            application_statement: a.application_statement,
            rollno: a.rollno,
            status: a.status,
            application_date: a.applied_at,
            reviewed_by: r.reviewer.map(|u| AccountRef { username: u.username, email: u.email }),
            reviewed_at: a.reviewed_at,
            referral_code: a.referral_code,
        }
    }
}

/// The account that made a registration.
#[derive(Debug, Serialize, ToSchema)]
pub struct OwnerRef {
    #[serde(rename = "_id")]
    pub id: String,
    pub username: String,
    pub fullname: String,
    pub email: String,
}

/// A person on a registration. `aadharId` is masked (last four digits) unless the caller may see it in full.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PersonView {
    pub fullname: String,
    pub email: String,
    pub phone_number: String,
    pub aadhar_id: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub college_id: Option<String>,
    /// Playing role (cricket).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub role: Option<String>,
}

/// One relay team of an athletics entry.
#[derive(Debug, Serialize, ToSchema)]
pub struct RelayTeamView {
    /// The relay event, catalogue spelling.
    pub event: String,
    pub members: Vec<PersonView>,
}

/// A team's roster: role field (`captain`, `viceCaptain`, `players`, ...) -> members.
#[derive(Debug, Serialize, ToSchema)]
pub struct TeamEntryView {
    pub team: std::collections::BTreeMap<String, Vec<PersonView>>,
}

/// An athletics entry.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AthleticsEntryView {
    /// The lead athlete.
    pub captain: PersonView,
    pub individual_events: Vec<String>,
    pub relay_teams: Vec<RelayTeamView>,
}

/// The roster of a team event, or the athletics entry.
#[derive(Debug, Serialize, ToSchema)]
#[serde(untagged)]
pub enum EntryView {
    Team(TeamEntryView),
    Athletics(AthleticsEntryView),
}

/// A registration as the API shows it (SPEC 3's admin record): the payment fields, then the submitted data
/// with the roster (or athletics entry) at the top level.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RegistrationView {
    #[serde(rename = "_id")]
    pub id: String,
    /// The catalogue id of the event.
    pub event: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub event_title: Option<String>,
    /// The account that registered.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub user_id: Option<OwnerRef>,
    pub payment_status: fest_app::services::registrations::Status,
    /// The gateway that took the money (sandbox money is never real money).
    pub payment_mode: fest_app::config::PaymentsMode,
    /// In paise: what is paid (after any discount).
    pub amount: i64,
    /// The fee before the discount, in paise (only when a discount was given).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub original_amount: Option<i64>,
    /// The discount, in paise (only when one was given).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub discount: Option<i64>,
    /// The discount code it was priced with, or the CA referral code that carried the discount.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub coupon_code: Option<String>,
    pub currency: String,
    /// The gateway's order (none for money paid to the organisers in person).
    pub order_id: Option<String>,
    pub payment_id: Option<String>,
    /// Why the organisers must look at it (flagged only).
    #[serde(skip_serializing_if = "Option::is_none", serialize_with = "crate::language::said_if_any")]
    pub flag_reason: Option<String>,
    pub created_at: DateTime<Utc>,
    pub paid_at: Option<DateTime<Utc>>,
    /// When it was cancelled.
    pub cancelled_at: Option<DateTime<Utc>>,
    /// Where its refund stands, once cancelled after payment.
    pub refund_status: Option<fest_app::entities::registration::RefundStatus>,
    /// The refund, in paise.
    pub refund_amount: Option<i64>,
    /// Until when the owner may change the roster, coach and college details (the owner's own list only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub change_deadline: Option<DateTime<Utc>>,
    /// Whether the owner may change it now: paid (or awaiting an offline payment) and before the change
    /// deadline (the owner's own list only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub can_change: Option<bool>,
    /// In paise: the difference of a roster change still to pay (to the organisers on a fest without online
    /// payment, until they mark it received; the change and its new people's passes wait for it). The
    /// owner's own views only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub amount_due: Option<i64>,
    /// Men or Women, for events with categories.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub category: Option<String>,
    pub college_name: String,
    pub college_address: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub coach: Option<PersonView>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub referral_code: Option<String>,
    /// Team: roster members (coach excluded). Athletics: distinct heads.
    pub members: u32,
    pub fee_paise: u64,
    #[serde(flatten)]
    pub entry: EntryView,
}

impl From<fest_app::services::registrations::RegistrationRecord> for RegistrationView {
    fn from(r: fest_app::services::registrations::RegistrationRecord) -> Self {
        use fest_app::services::registrations::{Aadhaar, mask};
        use fest_shared::registration::{Entry, Person};
        let aadhaar = r.aadhaar;
        let person = |p: Person| PersonView {
            fullname: p.fullname.into_inner(),
            email: p.email.into_inner(),
            phone_number: p.phone_number.into_inner(),
            aadhar_id: match aadhaar {
                Aadhaar::Full => p.aadhar_id.into_inner(),
                Aadhaar::Masked => mask(p.aadhar_id.as_str()),
            },
            college_id: p.college_id.map(|c| c.into_inner()),
            role: p.role,
        };
        let people = |list: Vec<Person>| list.into_iter().map(person).collect::<Vec<_>>();
        let (m, form) = (r.model, r.form);
        let entry = match form.entry {
            Entry::Team(t) => {
                EntryView::Team(TeamEntryView { team: t.team.into_iter().map(|(k, v)| (k, people(v))).collect() })
            }
            Entry::Athletics(a) => EntryView::Athletics(AthleticsEntryView {
                captain: person(a.captain),
                individual_events: a.individual_events,
                relay_teams: a
                    .relay_teams
                    .into_iter()
                    .map(|t| RelayTeamView { event: t.event, members: people(t.members) })
                    .collect(),
            }),
        };
        Self {
            event_title: fest_shared::catalogue::event_by_name(&m.event_id).map(|e| e.title.to_owned()),
            id: m.id,
            event: m.event_id,
            user_id: r.owner.map(|u| OwnerRef { id: u.id, username: u.username, fullname: u.fullname, email: u.email }),
            payment_status: m.status,
            payment_mode: m.payment_mode,
            amount: m.amount_paise,
            original_amount: m.original_amount_paise,
            discount: m.discount_paise,
            coupon_code: m.coupon_code,
            currency: m.currency,
            // A gateway's order only: money paid in person has an order of the site's own, no one pays it.
            order_id: r.order.as_ref().filter(|o| o.by_gateway()).map(|o| o.id.clone()),
            payment_id: r.order.and_then(|o| o.payment_id),
            flag_reason: m.flag_reason,
            created_at: m.created_at,
            paid_at: m.paid_at,
            cancelled_at: m.cancelled_at,
            refund_status: r.refund.as_ref().map(|f| f.status),
            refund_amount: r.refund.as_ref().map(|f| f.amount_paise),
            change_deadline: None,
            can_change: None,
            amount_due: None,
            category: form.category.map(|c| c.as_str().to_owned()),
            college_name: form.college_name,
            college_address: form.college_address,
            coach: form.coach.map(person),
            referral_code: form.referral_code.map(|c| c.into_inner()),
            members: form.members,
            fee_paise: form.fee_paise,
            entry,
        }
    }
}

/// A JSON export of an event's registrations (admins; Aadhaar in full).
#[derive(Debug, Serialize, ToSchema)]
pub struct RegistrationExport {
    pub event: String,
    pub registrations: Vec<RegistrationView>,
}
