//! Who earns which certificate: the candidates of a release, before anything is stored.
//!
//! * Participation: every live pass of a paid registration whose holder was checked in at the fest, or whose
//!   team played a match (a result entered, not a walkover) or ran in a timed heat.
//! * Merit: the podium (places 1 to 3) of every published fixture set and athletics race; a team's place goes
//!   to everyone on its passes, an individual race's to its athlete, a relay's to its runners.
//! * Campus ambassador: every accepted ambassador still in the programme, with their paid referrals.

use std::collections::{BTreeMap, HashMap, HashSet};

use fest_shared::catalogue::EventId;
use fest_shared::certificate::{Kind, place_text, referrals_text};
use fest_shared::pass::COACH;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};

use crate::entities::{pass as pass_entity, registration};
use crate::services::fest_day::{self, races};
use crate::services::registrations::Status;
use crate::services::users::DELETED_ACCOUNT_ID;
use crate::services::{ca, sealing};
use crate::{AppError, Context};

/// A certificate a release would issue.
#[derive(Debug, Clone)]
pub struct Candidate {
    pub kind: Kind,
    /// Once per kind: a pass, `{pass}@{place}`, an account.
    pub subject: String,
    pub owner_user_id: String,
    pub event: Option<EventId>,
    pub college: String,
    pub detail: String,
    /// The holder's full name: an ambassador's is known; a pass holder's is read from the registration's
    /// sealed form only for the certificates issued ([`fill_names`]).
    pub name: Option<String>,
    /// The pass and its registration (participation, merit).
    pub pass: Option<(String, i32)>,
    pub registration_id: Option<String>,
}

/// The candidates of `kind`, of one event or all, in a stable order.
pub async fn candidates(ctx: &Context, kind: Kind, event: Option<EventId>) -> Result<Vec<Candidate>, AppError> {
    let mut out = match kind {
        Kind::Participation => participation(ctx, event).await?,
        Kind::Merit => merit(ctx, event).await?,
        Kind::Ca if event.is_some() => Vec::new(),
        Kind::Ca => ambassadors(ctx).await?,
    };
    out.sort_by(|a, b| a.subject.cmp(&b.subject));
    out.dedup_by(|a, b| a.subject == b.subject);
    Ok(out)
}

/// The paid registrations with an owner to write to, by id.
async fn paid_registrations(
    ctx: &Context,
    event: Option<EventId>,
) -> Result<HashMap<String, registration::Model>, AppError> {
    let mut query = registration::Entity::find()
        .filter(registration::Column::Status.eq(Status::Paid))
        .filter(registration::Column::UserId.ne(DELETED_ACCOUNT_ID));
    if let Some(event) = event {
        query = query.filter(registration::Column::EventId.eq(event.as_str()));
    }
    Ok(query.all(ctx.db()).await?.into_iter().map(|r| (r.id.clone(), r)).collect())
}

/// The live passes of these registrations, by registration, in holder order.
async fn live_passes(
    ctx: &Context,
    registrations: &HashMap<String, registration::Model>,
) -> Result<BTreeMap<String, Vec<pass_entity::Model>>, AppError> {
    let ids: Vec<String> = registrations.keys().cloned().collect();
    let mut out: BTreeMap<String, Vec<pass_entity::Model>> = BTreeMap::new();
    for chunk in ids.chunks(500) {
        let passes = pass_entity::Entity::find()
            .filter(pass_entity::Column::RegistrationId.is_in(chunk.to_vec()))
            .filter(pass_entity::Column::RevokedAt.is_null())
            .filter(pass_entity::Column::Seq.gte(0))
            .order_by_asc(pass_entity::Column::Seq)
            .all(ctx.db())
            .await?;
        for p in passes {
            out.entry(p.registration_id.clone()).or_default().push(p);
        }
    }
    Ok(out)
}

fn of_pass(
    kind: Kind,
    subject: String,
    reg: &registration::Model,
    p: &pass_entity::Model,
    detail: String,
) -> Candidate {
    Candidate {
        kind,
        subject,
        owner_user_id: reg.user_id.clone(),
        event: EventId::parse(&reg.event_id),
        college: reg.college_name.trim().to_owned(),
        detail,
        name: None,
        pass: Some((p.id.clone(), p.seq)),
        registration_id: Some(reg.id.clone()),
    }
}

fn role_detail(p: &pass_entity::Model) -> String {
    EventId::parse(&p.event_id).map_or_else(|| p.role.clone(), |e| fest_shared::pass::role_title(e, &p.role))
}

async fn participation(ctx: &Context, event: Option<EventId>) -> Result<Vec<Candidate>, AppError> {
    let registrations = paid_registrations(ctx, event).await?;
    let passes = live_passes(ctx, &registrations).await?;
    // The teams that played: a side of a result that is not a walkover, or an athlete with a time, a mark or
    // a finish of any kind but "did not start".
    let mut played: HashSet<String> = HashSet::new();
    for loaded in fest_day::load_all(ctx.db(), false).await? {
        for row in loaded.rows.iter().filter(|r| r.has_result() && !r.walkover) {
            for side in [&row.result_home, &row.result_away].into_iter().flatten() {
                if let Some(reg) = loaded.teams.get(side) {
                    played.insert(reg.clone());
                }
            }
        }
    }
    for race in races::load_all(ctx.db(), false).await? {
        for heat in &race.heats {
            for run in heat.times.iter().flatten().filter(|t| t.status.as_deref() != Some("dns")) {
                if let Some(athlete) = race.athlete(&run.athlete) {
                    played.insert(athlete.registration.clone());
                }
            }
        }
    }
    let mut out = Vec::new();
    for (reg_id, list) in &passes {
        let Some(reg) = registrations.get(reg_id) else { continue };
        for p in list {
            if p.checked_in_at.is_some() || played.contains(reg_id) {
                out.push(of_pass(Kind::Participation, p.id.clone(), reg, p, role_detail(p)));
            }
        }
    }
    Ok(out)
}

async fn merit(ctx: &Context, event: Option<EventId>) -> Result<Vec<Candidate>, AppError> {
    let registrations = paid_registrations(ctx, event).await?;
    let passes = live_passes(ctx, &registrations).await?;
    // (registration, place, what was won, only the lead athlete)
    let mut placed: Vec<(String, u32, String, bool)> = Vec::new();
    for loaded in fest_day::load_all(ctx.db(), false).await? {
        if event.is_some_and(|e| e != loaded.event.id) {
            continue;
        }
        for p in loaded.advancement().placings.iter().filter(|p| p.place <= 3) {
            if let Some(reg) = loaded.teams.get(&p.entrant) {
                placed.push((reg.clone(), p.place, loaded.title(), false));
            }
        }
    }
    if event.is_none_or(|e| e == EventId::Athletics) {
        for race in races::load_all(ctx.db(), false).await? {
            let relay =
                fest_shared::catalogue::athletics::RULES.allowed_relay(None).contains(&race.race.discipline.as_str());
            for (place, athlete) in race.placings().into_iter().filter(|(place, _)| *place <= 3) {
                placed.push((athlete.registration.clone(), place, race.title(), !relay));
            }
        }
    }
    let mut out = Vec::new();
    for (reg_id, place, title, lead_only) in placed {
        let (Some(reg), Some(list)) = (registrations.get(&reg_id), passes.get(&reg_id)) else { continue };
        let detail = format!("{} in {title}", place_text(place));
        let people = list.iter().filter(|p| !lead_only || p.role != COACH);
        let people: Vec<&pass_entity::Model> = if lead_only { people.take(1).collect() } else { people.collect() };
        for p in people {
            out.push(of_pass(Kind::Merit, format!("{}@{place}", p.id), reg, p, detail.clone()));
        }
    }
    Ok(out)
}

async fn ambassadors(ctx: &Context) -> Result<Vec<Candidate>, AppError> {
    Ok(ca::accepted_with_referrals(ctx)
        .await?
        .into_iter()
        .map(|(app, referrals)| Candidate {
            kind: Kind::Ca,
            subject: app.user_id.clone(),
            owner_user_id: app.user_id.clone(),
            event: None,
            college: app.college_name.trim().to_owned(),
            detail: referrals_text(referrals),
            name: Some(app.full_name.trim().to_owned()),
            pass: None,
            registration_id: None,
        })
        .collect())
}

/// Fills in the full names of pass holders from their registrations' sealed forms.
pub async fn fill_names(ctx: &Context, candidates: &mut [Candidate]) -> Result<(), AppError> {
    let ids: Vec<String> = candidates
        .iter()
        .filter(|c| c.name.is_none())
        .filter_map(|c| c.registration_id.clone())
        .collect::<HashSet<_>>()
        .into_iter()
        .collect();
    let mut names: HashMap<(String, i32), String> = HashMap::new();
    for chunk in ids.chunks(200) {
        for reg in
            registration::Entity::find().filter(registration::Column::Id.is_in(chunk.to_vec())).all(ctx.db()).await?
        {
            let form = sealing::open_form(ctx, &reg)?;
            for (seq, holder) in fest_shared::pass::holders(&form).into_iter().enumerate() {
                let seq = i32::try_from(seq).unwrap_or(i32::MAX);
                names.insert((reg.id.clone(), seq), holder.person.fullname.as_str().trim().to_owned());
            }
        }
    }
    for c in candidates.iter_mut().filter(|c| c.name.is_none()) {
        let key = c.registration_id.clone().zip(c.pass.as_ref().map(|p| p.1));
        c.name = key.and_then(|k| names.get(&k).cloned());
    }
    Ok(())
}
