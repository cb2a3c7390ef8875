use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "user")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub username: String,
    /// The username lower-cased: unique, so usernames are unique regardless of case.
    pub username_key: String,
    pub fullname: String,
    /// Lower-cased.
    pub email: String,
    pub password_hash: Option<String>,
    pub google_sub: Option<String>,
    pub role: crate::roles::Role,
    pub is_email_verified: bool,
    pub is_iitp_stud: bool,
    pub college_name: Option<String>,
    pub por: Option<String>,
    pub address: Option<String>,
    pub college_address: Option<String>,
    /// "First Year" ... "Fifth Year".
    pub college_year: Option<String>,
    /// Ten digits; shown to the account's owner only.
    pub phone_number: Option<String>,
    /// The language the account chose: "en" or "hi" (`fest_shared::consent::Language`); none until chosen.
    pub language: Option<String>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

impl Model {
    /// The name to address the account's owner by: the full name, or the username while the account has
    /// none (a new account is not given one: its owner types it in the profile or a registration's form).
    pub fn display_name(&self) -> &str {
        if self.fullname.trim().is_empty() { &self.username } else { &self.fullname }
    }
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

/// An account's CA application (at most one: `ca_application.user_id` is unique).
impl Related<super::ca_application::Entity> for Entity {
    fn to() -> RelationDef {
        super::ca_application::Relation::User.def().rev()
    }
}

/// An account for unit tests: a verified user `u1` (a@example.com) with this username and full name and
/// nothing else; tests change the fields they are about.
#[cfg(test)]
pub(crate) fn sample(username: &str, fullname: &str) -> Model {
    let now = chrono::Utc::now();
    Model {
        id: "u1".into(),
        username: username.into(),
        username_key: username.to_lowercase(),
        fullname: fullname.into(),
        email: "a@example.com".into(),
        password_hash: None,
        google_sub: None,
        role: crate::roles::Role::User,
        is_email_verified: true,
        is_iitp_stud: false,
        college_name: None,
        por: None,
        address: None,
        college_address: None,
        college_year: None,
        phone_number: None,
        language: None,
        created_at: now,
        updated_at: now,
    }
}

#[cfg(test)]
mod tests {
    use super::sample as account;

    #[test]
    fn the_display_name_is_the_full_name_else_the_username() {
        assert_eq!(account("asha_r", "Asha Rao").display_name(), "Asha Rao");
        assert_eq!(account("asha_r", "").display_name(), "asha_r");
        assert_eq!(account("asha_r", "  ").display_name(), "asha_r");
    }
}
