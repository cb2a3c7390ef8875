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
    /// user, ca, moderator or admin.
    pub role: String,
    pub created_at: DateTime<Utc>,
    pub is_email_verified: bool,
    #[serde(rename = "isIITPStud")]
    pub is_iitp_stud: bool,
    /// The account's CA application, if any.
    pub ca_application: Option<CaApplicationRef>,
    pub college_name: Option<String>,
    pub por: Option<String>,
    pub address: Option<String>,
    /// How the account signs in: "google" (linked to a Google identity) or "email".
    pub auth_provider: &'static str,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CaApplicationRef {
    #[serde(rename = "_id")]
    pub id: String,
    pub status: String,
}

impl UserView {
    /// The account with a reference to its CA application, if any.
    pub async fn load(ctx: &Context, u: user::Model) -> Result<Self, AppError> {
        let ca = fest_app::services::ca::of_user(ctx, &u.id).await?;
        Ok(Self::with_application(u, ca.map(sessions::CaApplicationRef::from)))
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
        let role = role_of(&u).as_str().to_owned();
        Self {
            id: u.id,
            username: u.username,
            fullname: u.fullname,
            email: u.email,
            role,
            created_at: u.created_at,
            is_email_verified: u.is_email_verified,
            is_iitp_stud: u.is_iitp_stud,
            ca_application: None,
            auth_provider: if u.google_sub.is_some() { "google" } else { "email" },
            college_name: u.college_name,
            por: u.por,
            address: u.address,
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
            message: message.to_owned(),
            access_token: signed_in.token,
            user: UserView::load(ctx, signed_in.user).await?,
        })
    }
}

/// A plain success answer.
#[derive(Debug, Serialize, ToSchema)]
pub struct MessageResponse {
    pub success: bool,
    pub message: String,
}

impl MessageResponse {
    pub fn ok(message: &str) -> Self {
        Self { success: true, message: message.to_owned() }
    }
}
