//! The roles of an account. Stored as their lower-case names.

use serde::{Deserialize, Serialize};

#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, sea_orm::EnumIter, sea_orm::DeriveActiveEnum,
)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
#[sea_orm(rs_type = "String", db_type = "String(sea_orm::sea_query::StringLen::None)")]
pub enum Role {
    #[sea_orm(string_value = "user")]
    User,
    #[sea_orm(string_value = "ca")]
    Ca,
    /// Checks people in at the gates on fest day (and nothing else).
    #[sea_orm(string_value = "volunteer")]
    Volunteer,
    #[sea_orm(string_value = "moderator")]
    Moderator,
    #[sea_orm(string_value = "admin")]
    Admin,
}

impl Role {
    pub const ALL: [Role; 5] = [Role::User, Role::Ca, Role::Volunteer, Role::Moderator, Role::Admin];

    pub fn as_str(self) -> &'static str {
        match self {
            Role::User => "user",
            Role::Ca => "ca",
            Role::Volunteer => "volunteer",
            Role::Moderator => "moderator",
            Role::Admin => "admin",
        }
    }

    pub fn parse(s: &str) -> Option<Role> {
        Role::ALL.into_iter().find(|r| r.as_str() == s)
    }

    /// Staff run the admin area: admins and moderators.
    pub fn is_staff(self) -> bool {
        matches!(self, Role::Admin | Role::Moderator)
    }

    /// Who may check people in at the gates: volunteers, moderators and admins.
    pub fn can_check_in(self) -> bool {
        matches!(self, Role::Admin | Role::Moderator | Role::Volunteer)
    }
}

impl std::fmt::Display for Role {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}
