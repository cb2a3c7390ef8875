//! Finding passes at the desk: by name, phone or id, and the bundle of passes already used.

use super::*;

/// One pass already used, as scanners need it offline.
#[derive(Debug, Clone)]
pub struct Used {
    pub pass_id: String,
    pub checked_in_at: DateTime<Utc>,
    pub gate: String,
    pub by: String,
}

/// What an offline scanner downloads: the revoked passes, and the lists with their entries, blocks and the
/// passes with a paid stay.
pub async fn bundle(ctx: &Context) -> Result<(Vec<String>, ListsBundle), AppError> {
    let revoked: Vec<String> = pass_entity::Entity::find()
        .filter(pass_entity::Column::RevokedAt.is_not_null())
        .select_only()
        .column(pass_entity::Column::Id)
        .into_tuple()
        .all(ctx.db())
        .await?;
    Ok((revoked, lists_bundle(ctx).await?))
}

/// A person found by the gate's manual search.
#[derive(Debug, Clone)]
pub struct Found {
    pub pass: pass_entity::Model,
    pub fullname: String,
    /// Last four digits only.
    pub phone: String,
    pub college: String,
}

/// Most people a search answers with.
pub const SEARCH_LIMIT: u64 = 20;

/// Fewest characters of a name search.
pub const MIN_NAME_CHARS: usize = 3;

/// Fewest characters of a registration id search (its first characters).
pub const MIN_ID_CHARS: usize = 8;

/// Longest search.
pub const MAX_SEARCH_CHARS: usize = 100;

/// The window of the per-volunteer search limit.
const SEARCH_WINDOW_SECS: u32 = 60;

pub const SEARCH_HOW: &str = "Type a name (at least 3 letters), the whole 10-digit phone number, the pass id (16 characters), or the registration id's first 8 characters.";

/// What a gate search looks for: a phone number only whole, a pass id only whole (typed from under the
/// QR code when the camera cannot read it), a registration id only from its first [`MIN_ID_CHARS`]
/// characters, a name from [`MIN_NAME_CHARS`] letters.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SearchTerms {
    /// Part of a name, lower case.
    pub name: Option<String>,
    /// A whole phone number: 10 digits.
    pub phone: Option<String>,
    /// The first characters of a registration id, lower case.
    pub id_prefix: Option<String>,
    /// A whole pass id: 16 hex digits, lower case (typed with spaces or dashes, or in capitals, all the same).
    pub pass_id: Option<String>,
}

impl SearchTerms {
    /// Reads what a volunteer typed, or says what to type.
    pub fn parse(query: &str) -> Result<Self, AppError> {
        let query = query.trim();
        if query.chars().count() > MAX_SEARCH_CHARS {
            return Err(AppError::field("q", format!("Keep the search under {MAX_SEARCH_CHARS} characters.")));
        }
        let lower = query.to_lowercase();
        // A phone number as people write it: digits with spaces, dashes, brackets, maybe +91 or a leading 0
        // (the shared rule, as every phone field reads it).
        let mut terms = Self { phone: fest_shared::values::normalise_phone(query), ..Self::default() };
        if lower.len() >= MIN_ID_CHARS && lower.chars().all(|c| c.is_ascii_hexdigit() || c == '-') {
            terms.id_prefix = Some(lower.clone());
        }
        let compact: String = lower.chars().filter(|c| !matches!(c, ' ' | '-')).collect();
        if fest_shared::pass::pass_id_bytes(&compact).is_some() {
            terms.pass_id = Some(compact);
        }
        if query.chars().any(char::is_alphabetic) && query.chars().count() >= MIN_NAME_CHARS {
            terms.name = Some(lower);
        }
        if terms == Self::default() {
            return Err(AppError::field("q", SEARCH_HOW));
        }
        Ok(terms)
    }
}

/// Finds people without their pass, by name, whole phone number (as entered on the roster), whole pass id or
/// the start of the registration id; at most [`SEARCH_LIMIT`]. Each volunteer has `checkin_search_per_minute` searches
/// a minute, and every search is in the audit log with what it found.
pub async fn search(ctx: &Context, actor: &user::Model, query: &str) -> Result<Vec<Found>, AppError> {
    let query = query.trim();
    let terms = SearchTerms::parse(query)?;
    let per_minute = ctx.config().checkin_search_per_minute;
    crate::services::rate_limit::hit(ctx, &format!("checkin-search:{}", actor.id), per_minute, SEARCH_WINDOW_SECS)
        .await?;
    let found = find(ctx, &terms).await?;
    let passes: Vec<&str> = found.iter().map(|f| f.pass.id.as_str()).collect();
    crate::services::audit::record(
        ctx.writer(),
        actor,
        "checkin.search",
        query,
        json!({"query": query, "found": found.len(), "passes": passes}),
    )
    .await?;
    Ok(found)
}

async fn find(ctx: &Context, terms: &SearchTerms) -> Result<Vec<Found>, AppError> {
    let limit = usize::try_from(SEARCH_LIMIT).unwrap_or(usize::MAX);
    let payload = || Expr::expr(Func::lower(Expr::col((registration::Entity, registration::Column::Payload))));
    let mut any = Condition::any();
    if let Some(prefix) = &terms.id_prefix {
        any = any.add(registration::Column::Id.starts_with(prefix));
    }
    if let Some(name) = &terms.name {
        any = any.add(payload().like(contains_pattern(name)));
    }
    if let Some(phone) = &terms.phone {
        any = any.add(payload().like(contains_pattern(phone)));
    }
    let typed_pass = match &terms.pass_id {
        Some(id) => pass_entity::Entity::find_by_id(id.as_str()).one(ctx.db()).await?,
        None => None,
    };
    if let Some(p) = &typed_pass {
        any = any.add(registration::Column::Id.eq(p.registration_id.as_str()));
    }
    let regs = registration::Entity::find()
        .filter(registration::Column::Status.eq(Status::Paid))
        .filter(any)
        .order_by_desc(registration::Column::CreatedAt)
        .limit(SEARCH_LIMIT)
        .all(ctx.db())
        .await?;
    let mut found = Vec::new();
    for reg in regs {
        let form = registrations::open_form(ctx, &reg)?;
        let by_id = terms.id_prefix.as_ref().is_some_and(|prefix| reg.id.starts_with(prefix.as_str()));
        let passes = pass_entity::Entity::find()
            .filter(pass_entity::Column::RegistrationId.eq(&reg.id))
            .order_by_asc(pass_entity::Column::Seq)
            .all(ctx.db())
            .await?;
        let holders = pass::holders(&form);
        for p in passes {
            let Some(holder) = usize::try_from(p.seq).ok().and_then(|i| holders.get(i)) else { continue };
            let person = holder.person;
            let matches = by_id
                || terms
                    .name
                    .as_ref()
                    .is_some_and(|name| person.fullname.as_str().to_lowercase().contains(name.as_str()))
                || terms.phone.as_deref() == Some(person.phone_number.as_str())
                || terms.pass_id.as_deref() == Some(p.id.as_str());
            if matches {
                found.push(Found {
                    fullname: person.fullname.as_str().to_owned(),
                    phone: registrations::mask(person.phone_number.as_str()),
                    college: form.college_name.clone(),
                    pass: p,
                });
            }
        }
        if found.len() >= limit {
            break;
        }
    }
    found.truncate(limit);
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::SearchTerms;

    fn terms(q: &str) -> Option<SearchTerms> {
        SearchTerms::parse(q).ok()
    }

    #[test]
    fn a_phone_number_is_searched_only_whole() {
        for partial in ["9", "98", "9876", "98765", "987654321"] {
            assert_eq!(terms(partial).and_then(|t| t.phone), None, "{partial}");
        }
        for whole in ["9876543210", "98765 43210", "+91 98765-43210", "919876543210", "09876543210", "(98765) 43210"] {
            assert_eq!(terms(whole).and_then(|t| t.phone).as_deref(), Some("9876543210"), "{whole}");
        }
        assert_eq!(terms("98765432101").and_then(|t| t.phone), None, "eleven digits are not a number");
        assert_eq!(terms("asha 9876543210").and_then(|t| t.phone), None, "a name with digits is a name");
    }

    #[test]
    fn a_registration_id_is_searched_from_eight_characters() {
        let id = "3fa85f64-5717-4562-b3fc-2c963f66afa6";
        for n in 1..8 {
            assert_eq!(terms(&id[..n]).and_then(|t| t.id_prefix), None, "{n}");
        }
        assert_eq!(terms(&id[..8]).and_then(|t| t.id_prefix).as_deref(), Some("3fa85f64"));
        assert_eq!(terms(&id.to_uppercase()).and_then(|t| t.id_prefix).as_deref(), Some(id));
        assert_eq!(terms("meera asha").and_then(|t| t.id_prefix), None);
    }

    #[test]
    fn a_pass_id_is_searched_only_whole_however_it_is_typed() {
        for typed in ["0123456789abcdef", "0123456789ABCDEF", "0123 4567 89ab cdef", "01234567-89ab-cdef"] {
            assert_eq!(terms(typed).and_then(|t| t.pass_id).as_deref(), Some("0123456789abcdef"), "{typed}");
        }
        for other in ["0123456789abcde", "0123456789abcdef0", "0123456789abcdeg", "meera asha"] {
            assert_eq!(terms(other).and_then(|t| t.pass_id), None, "{other}");
        }
    }

    #[test]
    fn a_name_is_searched_from_three_characters_and_anything_else_says_what_to_type() {
        assert_eq!(terms("mee").and_then(|t| t.name).as_deref(), Some("mee"));
        assert_eq!(terms("  Meera  ").and_then(|t| t.name).as_deref(), Some("meera"));
        for refused in ["", "  ", "me", "12", "1234", "---", "+91"] {
            assert!(SearchTerms::parse(refused).is_err(), "{refused:?}");
        }
        assert!(SearchTerms::parse(&"a".repeat(101)).is_err());
    }
}
