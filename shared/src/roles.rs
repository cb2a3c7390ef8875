//! The roles of an account and what each may do: who runs the admin area, who checks people in at the
//! gates, and which sections of the admin area each staff role sees. The server decides with these
//! functions; the browser asks the same ones through WebAssembly for its links, guards and sidebar.

use serde::{Deserialize, Serialize};

/// A role, sent and stored as its lower-case name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum Role {
    User,
    Ca,
    /// Checks people in at the gates on fest day (and nothing else).
    Volunteer,
    /// Enters match results on fest day (and nothing else).
    Scorer,
    Moderator,
    Admin,
}

impl Role {
    /// Every role, in the order role filters and selects offer them.
    pub const ALL: [Role; 6] = [Role::User, Role::Ca, Role::Volunteer, Role::Scorer, Role::Moderator, Role::Admin];

    /// The stored and sent name.
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

    /// A role by its exact name.
    pub fn parse(s: &str) -> Option<Role> {
        Role::ALL.into_iter().find(|r| r.as_str() == s)
    }

    /// Staff run the admin area (SPEC 2.2 and 6): admins and moderators.
    pub fn is_staff(self) -> bool {
        matches!(self, Role::Admin | Role::Moderator)
    }

    /// Who may check people in at the gates: volunteers, moderators and admins.
    pub fn can_check_in(self) -> bool {
        matches!(self, Role::Admin | Role::Moderator | Role::Volunteer)
    }

    /// Who may enter match results: scorers, moderators and admins.
    pub fn can_score(self) -> bool {
        matches!(self, Role::Admin | Role::Moderator | Role::Scorer)
    }

    /// The sections of the admin area this role sees, in the sidebar's order; none for a role that is not
    /// staff. Moderators see the spec's sections (Home, USERS, CA, Events), the fest-day fixtures and the
    /// gates' check-ins; the fest-wide numbers, money, discount codes, accommodation, announcements and the
    /// audit log are the admins'.
    pub fn admin_sections(self) -> &'static [AdminSection] {
        use AdminSection::{
            Accommodation, Announcements, Audit, Ca, Checkin, Coupons, Events, Fixtures, Home, Numbers, Payments,
            Privacy, Users,
        };
        match self {
            Role::Admin => &[
                Home,
                Users,
                Ca,
                Events,
                Fixtures,
                Checkin,
                Numbers,
                Payments,
                Coupons,
                Accommodation,
                Announcements,
                Privacy,
                Audit,
            ],
            Role::Moderator => &[Home, Users, Ca, Events, Fixtures, Checkin],
            Role::User | Role::Ca | Role::Volunteer | Role::Scorer => &[],
        }
    }

    /// Whether this role may open a section of the admin area.
    pub fn sees(self, section: AdminSection) -> bool {
        self.admin_sections().contains(&section)
    }
}

/// A section of the admin area (its path under /admin; `home` is /admin itself).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum AdminSection {
    Home,
    Users,
    Ca,
    Events,
    /// The fest-day fixtures: draws, the schedule and its venues, publishing.
    Fixtures,
    Checkin,
    /// The fest-wide numbers on fest day: check-ins by event, gate and hour, and the hostel desk's.
    Numbers,
    Payments,
    Coupons,
    Accommodation,
    /// Messages to a segment of the people of the fest, sent now or at a set time, by e-mail and on
    /// their account page.
    Announcements,
    /// The DPDP Act's registers: grievances with their 90-day deadlines, and personal data breaches.
    Privacy,
    Audit,
}

/// The roles that run the admin area.
pub fn staff_roles() -> Vec<Role> {
    Role::ALL.into_iter().filter(|r| r.is_staff()).collect()
}

/// The roles that check people in at the gates.
pub fn check_in_roles() -> Vec<Role> {
    Role::ALL.into_iter().filter(|r| r.can_check_in()).collect()
}

/// The roles that enter match results.
pub fn score_roles() -> Vec<Role> {
    Role::ALL.into_iter().filter(|r| r.can_score()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for role in Role::ALL {
            assert_eq!(Role::parse(role.as_str()), Some(role));
            assert_eq!(serde_json::to_value(role).unwrap(), serde_json::json!(role.as_str()));
        }
        assert_eq!(Role::parse("Admin"), None);
        assert_eq!(Role::parse(""), None);
    }

    #[test]
    fn staff_and_gates() {
        assert_eq!(staff_roles(), [Role::Moderator, Role::Admin]);
        assert_eq!(check_in_roles(), [Role::Volunteer, Role::Moderator, Role::Admin]);
        assert!(!Role::Ca.is_staff() && !Role::Ca.can_check_in());
        assert!(!Role::Volunteer.is_staff() && Role::Volunteer.can_check_in());
        assert_eq!(score_roles(), [Role::Scorer, Role::Moderator, Role::Admin]);
        assert!(!Role::Scorer.is_staff() && !Role::Scorer.can_check_in() && !Role::Volunteer.can_score());
    }

    #[test]
    fn sections_per_role() {
        use AdminSection::*;
        assert_eq!(Role::Moderator.admin_sections(), [Home, Users, Ca, Events, Fixtures, Checkin]);
        assert_eq!(Role::Admin.admin_sections().len(), 13);
        assert_eq!(Role::Admin.admin_sections()[..6], *Role::Moderator.admin_sections());
        for admin_only in [Numbers, Payments, Coupons, Accommodation, Announcements, Privacy, Audit] {
            assert!(Role::Admin.sees(admin_only));
            assert!(!Role::Moderator.sees(admin_only), "{admin_only:?}");
        }
        for role in [Role::User, Role::Ca, Role::Volunteer, Role::Scorer] {
            assert!(role.admin_sections().is_empty());
            assert!(!role.sees(Home));
        }
        // Exactly the staff see any section, and every staff role sees Home first.
        for role in Role::ALL {
            assert_eq!(!role.admin_sections().is_empty(), role.is_staff());
            if role.is_staff() {
                assert_eq!(role.admin_sections().first(), Some(&Home));
            }
        }
        assert_eq!(serde_json::to_value(Checkin).unwrap(), serde_json::json!("checkin"));
        assert_eq!(serde_json::to_value(Fixtures).unwrap(), serde_json::json!("fixtures"));
        assert_eq!(serde_json::to_value(Announcements).unwrap(), serde_json::json!("announcements"));
    }
}
