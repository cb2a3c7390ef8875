//! The data the scenarios start from, inserted directly into a fresh database (signing up 20,000 people
//! through argon2 would measure argon2).

use anyhow::Context as _;
use fest_app::entities::registration::Status as RegistrationStatus;
use fest_app::entities::{ca_application, payment_order, registration, session, user};
use fest_app::services::registrations::{seal_payload, validate};
use fest_app::{Context, crypto};
use fest_shared::catalogue::event;
use sea_orm::{ConnectionTrait, EntityTrait, Set};
use serde_json::{Value, json};

/// Users with sessions, inserted directly (signing up 1,000 people through argon2 would measure argon2).
pub async fn seed_users(ctx: &Context, prefix: &str, n: usize) -> anyhow::Result<Vec<(String, String)>> {
    let hash = crypto::hash_password("bench-password".into()).await?;
    let now = chrono::Utc::now();
    let mut out = Vec::with_capacity(n);
    for chunk in (0..n).collect::<Vec<_>>().chunks(500) {
        let mut users = Vec::new();
        let mut sessions = Vec::new();
        for &i in chunk {
            let id = uuid::Uuid::new_v4().to_string();
            let username = format!("{prefix}{i:05}");
            let email = format!("{username}@bench.example");
            users.push(user::ActiveModel {
                id: Set(id.clone()),
                username: Set(username.clone()),
                username_key: Set(username.clone()),
                fullname: Set(format!("Bench User {i}")),
                email: Set(email.clone()),
                password_hash: Set(Some(hash.clone())),
                google_sub: Set(None),
                role: Set(fest_app::roles::Role::User),
                is_email_verified: Set(true),
                is_iitp_stud: Set(false),
                college_name: Set(None),
                por: Set(None),
                address: Set(None),
                college_address: Set(None),
                college_year: Set(None),
                phone_number: Set(None),
                language: Set(None),
                created_at: Set(now - chrono::Duration::seconds(i as i64)),
                updated_at: Set(now),
            });
            let token = crypto::random_token();
            sessions.push(session::ActiveModel {
                token_hash: Set(crypto::sha256_hex(token.as_bytes())),
                user_id: Set(id),
                created_at: Set(now),
                expires_at: Set(now + chrono::Duration::days(7)),
                ip: Set(None),
                user_agent: Set(None),
                last_used_at: Set(Some(now)),
            });
            out.push((email, token));
        }
        user::Entity::insert_many(users).exec(ctx.db()).await?;
        session::Entity::insert_many(sessions).exec(ctx.db()).await?;
    }
    Ok(out)
}

fn person(n: usize) -> Value {
    json!({"fullname": "Bench Player", "email": format!("p{n}@bench.example"),
           "phoneNumber": format!("9{:09}", n % 1_000_000_000), "aadharId": format!("1{:011}", n % 100_000_000_000)})
}

/// A valid football men's team.
pub fn football(seed: usize) -> Value {
    team("football", seed)
}

/// A valid men's team for a team event (the fewest people each role takes), its people unique to `seed`:
/// one person may be on one team per event.
pub fn team(event_id: &str, seed: usize) -> Value {
    let roster = event(event_id).map(|e| e.roster).unwrap_or_default();
    let mut team = serde_json::Map::new();
    let mut n = seed * 100;
    for role in roster {
        let members: Vec<Value> = (0..role.min)
            .map(|_| {
                n += 1;
                person(n)
            })
            .collect();
        team.insert(role.field.to_owned(), Value::Array(members));
    }
    json!({"collegeName": "Indian Institute of Technology Patna", "collegeAddress": "Patna, Bihar",
           "category": "Men", "accompanyingCoach": "No", "team": team})
}

/// Registrations inserted directly, paid, spread over the registrable events' team events.
pub async fn seed_registrations(ctx: &Context, users: &[(String, String)], n: usize) -> anyhow::Result<()> {
    let football_event = event("football").context("football")?;
    let registration = validate(football_event, &football(1)).map_err(|e| anyhow::anyhow!("{e}"))?;
    let payload = seal_payload(ctx, &registration)?;
    let db = ctx.db();
    let ids: Vec<String> = user::Entity::find().all(db).await?.into_iter().map(|u| u.id).collect();
    let now = chrono::Utc::now();
    let events = ["football", "cricket", "basketball", "volleyball", "kabaddi"];
    for chunk in (0..n).collect::<Vec<_>>().chunks(500) {
        let made: Vec<(usize, String)> = chunk.iter().map(|&i| (i, uuid::Uuid::new_v4().to_string())).collect();
        let event = |i: usize| events[(i / ids.len()) % events.len()];
        let orders = made
            .iter()
            .map(|(i, id)| seeded_order(format!("order_seed_{i}"), id, event(*i), format!("pay_seed_{i}"), now));
        let rows = made.iter().map(|(i, id)| {
            let i = *i;
            let uid = ids[i % ids.len()].clone();
            let ev = event(i);
            registration::ActiveModel {
                id: Set(id.clone()),
                user_id: Set(uid.clone()),
                event_id: Set(ev.into()),
                category: Set(Some("Men".into())),
                college_name: Set("Indian Institute of Technology Patna".into()),
                payload: Set(payload.clone()),
                members: Set(13),
                amount_paise: Set(650_000),
                currency: Set("INR".into()),
                status: Set(if i % 5 == 0 { RegistrationStatus::Pending } else { RegistrationStatus::Paid }),
                payment_mode: Set(fest_app::config::PaymentsMode::Sandbox),
                active_slot: Set(Some(format!("{uid}:{ev}"))),
                referral_code: Set(None),
                flag_reason: Set(None),
                expires_at: Set(None),
                paid_at: Set(Some(now)),
                cancelled_at: Set(None),
                coupon_code: Set(None),
                discount_paise: Set(None),
                original_amount_paise: Set(None),
                created_at: Set(now - chrono::Duration::seconds(i as i64)),
                updated_at: Set(now),
            }
        });
        registration::Entity::insert_many(rows).exec(db).await?;
        payment_order::Entity::insert_many(orders).exec(db).await?;
    }
    let _ = users;
    Ok(())
}

pub async fn seed_applications(ctx: &Context, n: usize) -> anyhow::Result<()> {
    let db = ctx.db();
    let users = user::Entity::find().all(db).await?;
    let now = chrono::Utc::now();
    let rows = users.iter().take(n).enumerate().map(|(i, u)| ca_application::ActiveModel {
        id: Set(uuid::Uuid::new_v4().to_string()),
        user_id: Set(u.id.clone()),
        full_name: Set(u.fullname.clone()),
        college_name: Set("NIT Patna".into()),
        college_year: Set("Second Year".into()),
        rollno: Set(format!("R{i}")),
        college_address: Set("Patna, Bihar".into()),
        phone_number: Set("9876543210".into()),
        how_did_you_know: Set("Instagram".into()),
        application_statement: Set("I would like to represent the fest.".into()),
        por: Set(None),
        alternative_email: Set(None),
        status: Set(fest_app::entities::ca_application::Status::Pending),
        applied_at: Set(now),
        reviewed_by: Set(None),
        reviewed_at: Set(None),
        referral_code: Set(None),
    });
    ca_application::Entity::insert_many(rows).exec(db).await?;
    Ok(())
}

pub async fn make_admin(ctx: &Context, email: &str) -> anyhow::Result<()> {
    ctx.db().execute_unprepared(&format!("UPDATE \"user\" SET role = 'admin' WHERE email = '{email}'")).await?;
    Ok(())
}

/// Paid football registrations whose passes (issued as a payment issues them) add up to at least `passes`;
/// returns every pass token.
pub async fn seed_passes(ctx: &Context, owner_email: &str, passes: usize) -> anyhow::Result<Vec<String>> {
    use fest_app::entities::pass;
    use sea_orm::{ColumnTrait, QueryFilter, QuerySelect};
    let football_event = event("football").context("football")?;
    let owner = user::Entity::find()
        .filter(user::Column::Email.eq(owner_email))
        .one(ctx.db())
        .await?
        .context("the owner of the seeded registrations")?;
    let mut made = 0;
    let mut i = 0;
    while made < passes {
        i += 1;
        let registration = validate(football_event, &football(i)).map_err(|e| anyhow::anyhow!("{e}"))?;
        let id = uuid::Uuid::new_v4().to_string();
        let now = chrono::Utc::now();
        let txn = fest_app::db::begin_write(ctx.writer()).await?;
        registration::Entity::insert(registration::ActiveModel {
            id: Set(id.clone()),
            user_id: Set(owner.id.clone()),
            event_id: Set("football".into()),
            category: Set(Some("Men".into())),
            college_name: Set(registration.college_name.clone()),
            payload: Set(seal_payload(ctx, &registration)?),
            members: Set(i32::try_from(registration.members)?),
            amount_paise: Set(650_000),
            currency: Set("INR".into()),
            status: Set(RegistrationStatus::Paid),
            payment_mode: Set(fest_app::config::PaymentsMode::Sandbox),
            active_slot: Set(None),
            referral_code: Set(None),
            flag_reason: Set(None),
            expires_at: Set(None),
            paid_at: Set(Some(now)),
            cancelled_at: Set(None),
            coupon_code: Set(None),
            discount_paise: Set(None),
            original_amount_paise: Set(None),
            created_at: Set(now),
            updated_at: Set(now),
        })
        .exec_without_returning(&txn)
        .await?;
        payment_order::Entity::insert(seeded_order(
            format!("order_gate_{i}"),
            &id,
            "football",
            format!("pay_gate_{i}"),
            now,
        ))
        .exec_without_returning(&txn)
        .await?;
        fest_app::services::passes::follow(ctx, &txn, &id).await?;
        txn.commit().await?;
        made += registration.members as usize;
    }
    let tokens: Vec<String> =
        pass::Entity::find().select_only().column(pass::Column::Token).into_tuple().all(ctx.db()).await?;
    Ok(tokens)
}

/// The sandbox order of a seeded registration of 6,500 rupees.
fn seeded_order(
    id: String,
    registration_id: &str,
    event_id: &str,
    payment_id: String,
    now: chrono::DateTime<chrono::Utc>,
) -> payment_order::ActiveModel {
    payment_order::ActiveModel {
        id: Set(id),
        payable_kind: Set(payment_order::Payable::Registration.as_str().to_owned()),
        payable_id: Set(registration_id.to_owned()),
        event_id: Set(Some(event_id.to_owned())),
        mode: Set(fest_app::config::PaymentsMode::Sandbox),
        amount_paise: Set(650_000),
        currency: Set("INR".into()),
        payment_id: Set(Some(payment_id)),
        status: Set(payment_order::OrderStatus::Paid),
        flag_reason: Set(None),
        paid_at: Set(Some(now)),
        checked_at: Set(None),
        created_at: Set(now),
    }
}
