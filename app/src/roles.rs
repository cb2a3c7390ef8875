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
    /// Enters match results on fest day (and nothing else).
    #[sea_orm(string_value = "scorer")]
    Scorer,
    #[sea_orm(string_value = "moderator")]
    Moderator,
    #[sea_orm(string_value = "admin")]
    Admin,
}

impl Role {
    pub const ALL: [Role; 6] = [Role::User, Role::Ca, Role::Volunteer, Role::Scorer, Role::Moderator, Role::Admin];

    pub fn as_str(self) -> &'static str {
        match self {
            Role::User => "user",
            Role::Ca => "ca",
            Role::Volunteer => "volunteer",
            Role::Scorer => "scorer",
            Role::Moderator => "moderator",
            Role::Admin => "admin",
        }
    }

    pub fn parse(s: &str) -> Option<Role> {
        Role::ALL.into_iter().find(|r| r.as_str() == s)
    }

    /// The same role in the shared rules, which say what each role may do.
    pub fn shared(self) -> fest_shared::roles::Role {
        use fest_shared::roles::Role as Shared;
        match self {
            Role::User => Shared::User,
            Role::Ca => Shared::Ca,
            Role::Volunteer => Shared::Volunteer,
            Role::Scorer => Shared::Scorer,
            Role::Moderator => Shared::Moderator,
            Role::Admin => Shared::Admin,
        }
    }

    /// Staff run the admin area: admins and moderators ([`fest_shared::roles::Role::is_staff`]).
    pub fn is_staff(self) -> bool {
        self.shared().is_staff()
    }

    /// Who may check people in at the gates: volunteers, moderators and admins
    /// ([`fest_shared::roles::Role::can_check_in`]).
    pub fn can_check_in(self) -> bool {
        self.shared().can_check_in()
    }

    /// Who may enter match results: scorers, moderators and admins ([`fest_shared::roles::Role::can_score`]).
    pub fn can_score(self) -> bool {
        self.shared().can_score()
    }
}

impl std::fmt::Display for Role {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::Role;

    #[test]
    fn the_shared_role_has_the_same_name() {
        for role in Role::ALL {
            assert_eq!(role.shared().as_str(), role.as_str());
        }
    }
}
