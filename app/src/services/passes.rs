//! Fest-day passes: issued to every person on a registration when it is paid, revoked when it stops
//! counting, e-mailed to each holder, listed for the owner.
//!
//! Passes follow their registration inside the same transaction that changes its state
//! ([`follow`]), so a crash can never leave a paid registration without passes or a refunded one with
//! passes that still open the gate.

use std::collections::BTreeMap;

use chrono::{DateTime, Duration, NaiveTime, Utc};
use ed25519_dalek::{SigningKey, VerifyingKey};
use fest_shared::catalogue::event_by_name;
use fest_shared::fest::FEST;
use fest_shared::pass::{self, PassClaims};
use rand::RngCore;
use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{ColumnTrait, DatabaseTransaction, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set};

use crate::entities::registration::Status;
use crate::entities::{pass as pass_entity, registration};
use crate::ports::mailer::{InlineImage, OutgoingEmail, html};
use crate::services::sealing;
use crate::{AppError, Context};

/// The key passes are signed with, and its public half.
#[derive(Clone)]
pub struct PassKey {
    signing: SigningKey,
}

impl PassKey {
    /// Derived from the data key (HMAC-SHA-256 for this purpose only): every instance that shares the data
    /// key signs with the same key, and the public half reveals nothing of the data key.
    pub fn derive(data_key: &crate::crypto::DataKey) -> Self {
        let digest = data_key.derive("fest pass signing key v1");
        let mut seed = [0u8; 32];
        // The digest is 64 hex digits: 32 bytes exactly.
        let _ = hex::decode_to_slice(digest.get(..64).unwrap_or_default(), &mut seed);
        Self { signing: SigningKey::from_bytes(&seed) }
    }

    pub fn public(&self) -> VerifyingKey {
        self.signing.verifying_key()
    }

    /// The public key as base64url (what `GET /checkin/public-key` serves).
    pub fn public_base64(&self) -> String {
        pass::public_key_to_base64(&self.public())
    }

    fn sign(&self, claims: &PassClaims) -> Result<String, AppError> {
        pass::sign(claims, &self.signing).map_err(AppError::other)
    }
}

/// Passes are valid until the end of the day after the fest's last day; on an install whose configured
/// last day has passed (a rehearsal after the season), for 30 days from issue.
pub fn expiry(ctx: &Context, now: DateTime<Utc>) -> u32 {
    let after_fest = (ctx.config().last_day + Duration::days(2)).and_time(NaiveTime::MIN).and_utc();
    let at = if after_fest > now + Duration::days(1) { after_fest } else { now + Duration::days(30) };
    u32::try_from(at.timestamp()).unwrap_or(u32::MAX)
}

/// Brings a registration's passes in line with its state, inside the transaction that changed it: a paid
/// registration has a live pass for every holder (issued now if it has none, restored if they were
/// revoked); any other state revokes them. True when passes were issued now (to e-mail after commit).
pub async fn follow(ctx: &Context, txn: &DatabaseTransaction, registration_id: &str) -> Result<bool, AppError> {
    let Some(reg) = registration::Entity::find_by_id(registration_id).one(txn).await? else {
        return Ok(false);
    };
    let now = Utc::now();
    if reg.status != Status::Paid {
        pass_entity::Entity::update_many()
            .col_expr(pass_entity::Column::RevokedAt, Expr::value(now))
            .filter(pass_entity::Column::RegistrationId.eq(&reg.id))
            .filter(pass_entity::Column::RevokedAt.is_null())
            .exec(txn)
            .await?;
        return Ok(false);
    }
    let existing = pass_entity::Entity::find()
        .filter(pass_entity::Column::RegistrationId.eq(&reg.id))
        .select_only()
        .column(pass_entity::Column::Id)
        .into_tuple::<String>()
        .all(txn)
        .await?;
    if !existing.is_empty() {
        pass_entity::Entity::update_many()
            .col_expr(pass_entity::Column::RevokedAt, Expr::value(Option::<DateTime<Utc>>::None))
            .filter(pass_entity::Column::RegistrationId.eq(&reg.id))
            .filter(pass_entity::Column::RevokedAt.is_not_null())
            // Passes set aside by a roster change stay revoked.
            .filter(pass_entity::Column::Seq.gte(0))
            .exec(txn)
            .await?;
        return Ok(false);
    }
    let form = sealing::open_form(ctx, &reg)?;
    let expires_at = expiry(ctx, now);
    let mut rows = Vec::new();
    for (seq, holder) in pass::holders(&form).into_iter().enumerate() {
        rows.push(new_pass(ctx, &reg, &form, seq, &holder, now, expires_at)?);
    }
    if rows.is_empty() {
        return Ok(false);
    }
    pass_entity::Entity::insert_many(rows).exec_without_returning(txn).await?;
    Ok(true)
}

/// A fresh pass for the holder at `seq`.
fn new_pass(
    ctx: &Context,
    reg: &registration::Model,
    form: &fest_shared::registration::Registration,
    seq: usize,
    holder: &pass::Holder<'_>,
    now: DateTime<Utc>,
    expires_at: u32,
) -> Result<pass_entity::ActiveModel, AppError> {
    let mut id = [0u8; 8];
    rand::rng().fill_bytes(&mut id);
    let claims = PassClaims {
        pass_id: pass::pass_id(id),
        registration_id: reg.id.clone(),
        event: form.event,
        role: holder.role.to_owned(),
        name: pass::display_name(holder.person.fullname.as_str()),
        expires_at,
    };
    let token = ctx.pass_key().sign(&claims)?;
    Ok(pass_entity::ActiveModel {
        id: Set(claims.pass_id),
        registration_id: Set(reg.id.clone()),
        event_id: Set(reg.event_id.clone()),
        seq: Set(i32::try_from(seq).unwrap_or(i32::MAX)),
        role: Set(claims.role),
        holder_name: Set(claims.name),
        token: Set(token),
        emailed_at: Set(None),
        revoked_at: Set(None),
        checked_in_at: Set(None),
        checked_in_gate: Set(None),
        checked_in_by: Set(None),
        created_at: Set(now),
    })
}

/// After a roster change of a paid registration, inside its transaction: a person still on it (same role,
/// name and Aadhaar number) keeps their pass, renumbered to their new place; a person taken off has their
/// pass revoked and set aside (a negative number, never a holder's); a person added gets a new pass, to
/// e-mail after commit. True when passes were issued.
pub async fn follow_roster(
    ctx: &Context,
    txn: &DatabaseTransaction,
    reg: &registration::Model,
    before: &fest_shared::registration::Registration,
    after: &fest_shared::registration::Registration,
) -> Result<bool, AppError> {
    if reg.status != Status::Paid {
        return Ok(false);
    }
    let key = |h: &pass::Holder<'_>| {
        (h.role.to_owned(), h.person.fullname.as_str().to_owned(), h.person.aadhar_id.as_str().to_owned())
    };
    let old: Vec<_> = pass::holders(before).iter().map(key).collect();
    let passes = pass_entity::Entity::find().filter(pass_entity::Column::RegistrationId.eq(&reg.id)).all(txn).await?;
    let mut by_seq: BTreeMap<i32, pass_entity::Model> = passes.into_iter().map(|p| (p.seq, p)).collect();
    let mut lowest = by_seq.keys().next().copied().unwrap_or(0);
    lowest = Ord::min(lowest, 0);
    // Out of the way of the new numbering first (the pair registration, seq is unique).
    let offset = 1_000_000;
    pass_entity::Entity::update_many()
        .col_expr(pass_entity::Column::Seq, Expr::col(pass_entity::Column::Seq).add(offset))
        .filter(pass_entity::Column::RegistrationId.eq(&reg.id))
        .filter(pass_entity::Column::Seq.gte(0))
        .exec(txn)
        .await?;
    let now = Utc::now();
    let expires_at = expiry(ctx, now);
    let mut rows = Vec::new();
    let new_holders = pass::holders(after);
    for (seq, holder) in new_holders.iter().enumerate() {
        let kept = old.iter().position(|k| *k == key(holder)).and_then(|i| {
            let i = i32::try_from(i).ok()?;
            by_seq.remove(&i)
        });
        match kept {
            Some(p) => {
                pass_entity::Entity::update_many()
                    .col_expr(pass_entity::Column::Seq, Expr::value(i32::try_from(seq).unwrap_or(i32::MAX)))
                    .filter(pass_entity::Column::Id.eq(&p.id))
                    .exec(txn)
                    .await?;
            }
            None => rows.push(new_pass(ctx, reg, after, seq, holder, now, expires_at)?),
        }
    }
    for (seq, p) in by_seq {
        if seq < 0 {
            continue;
        }
        lowest -= 1;
        pass_entity::Entity::update_many()
            .col_expr(pass_entity::Column::Seq, Expr::value(lowest))
            .col_expr(pass_entity::Column::RevokedAt, Expr::value(p.revoked_at.unwrap_or(now)))
            .filter(pass_entity::Column::Id.eq(&p.id))
            .exec(txn)
            .await?;
    }
    if rows.is_empty() {
        return Ok(false);
    }
    pass_entity::Entity::insert_many(rows).exec_without_returning(txn).await?;
    Ok(true)
}

/// The passes of every registration `user_id` owns, newest registration first, holders in order.
pub async fn mine(ctx: &Context, user_id: &str) -> Result<Vec<pass_entity::Model>, AppError> {
    let ids: Vec<String> = registration::Entity::find()
        .filter(registration::Column::UserId.eq(user_id))
        .order_by_desc(registration::Column::CreatedAt)
        .select_only()
        .column(registration::Column::Id)
        .into_tuple()
        .all(ctx.db())
        .await?;
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let mut passes = pass_entity::Entity::find()
        .filter(pass_entity::Column::RegistrationId.is_in(ids.clone()))
        .all(ctx.db())
        .await?;
    let order: BTreeMap<&str, usize> = ids.iter().enumerate().map(|(i, id)| (id.as_str(), i)).collect();
    passes.sort_by_key(|p| (order.get(p.registration_id.as_str()).copied().unwrap_or(usize::MAX), p.seq));
    Ok(passes)
}

/// E-mails, in the background, the passes of a registration that have not been sent yet: one message per
/// address on the roster with that person's passes, QR codes inline.
pub fn spawn_pass_emails(ctx: &Context, registration_id: &str) {
    let (background_ctx, id) = (ctx.clone(), registration_id.to_owned());
    ctx.spawn_background(async move {
        if let Err(e) = send_pass_emails(&background_ctx, &id).await {
            tracing::error!(registration = %id, error = %e, "could not e-mail the passes");
        }
    });
}

/// Sends the passes of a registration not e-mailed yet; each pass is marked sent by a conditional update
/// before its message goes, so two senders never both send it.
pub async fn send_pass_emails(ctx: &Context, registration_id: &str) -> Result<usize, AppError> {
    // One registration's passes at a time: their QR codes are encoded off the request workers, so a rush of
    // payments does not starve the requests of CPU (the e-mails just follow a little later).
    static ONE_AT_A_TIME: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(1);
    let _turn = ONE_AT_A_TIME.acquire().await.map_err(AppError::other)?;
    let Some(reg) = registration::Entity::find_by_id(registration_id).one(ctx.db()).await? else {
        return Ok(0);
    };
    if reg.status != Status::Paid {
        return Ok(0);
    }
    let form = sealing::open_form(ctx, &reg)?;
    let holders = pass::holders(&form);
    let passes = pass_entity::Entity::find()
        .filter(pass_entity::Column::RegistrationId.eq(&reg.id))
        .filter(pass_entity::Column::EmailedAt.is_null())
        .filter(pass_entity::Column::RevokedAt.is_null())
        .order_by_asc(pass_entity::Column::Seq)
        .all(ctx.db())
        .await?;
    let owner = crate::entities::user::Entity::find_by_id(&reg.user_id).one(ctx.db()).await?;
    let registered_by = owner.as_ref().map_or_else(|| "a team captain".to_owned(), |o| o.fullname.clone());
    // One message per address: a person on the roster twice (or a captain who gave one address for all)
    // gets their passes together.
    let mut by_address: BTreeMap<String, Vec<(&pass_entity::Model, String)>> = BTreeMap::new();
    for p in &passes {
        let Some(holder) = usize::try_from(p.seq).ok().and_then(|i| holders.get(i)) else { continue };
        // The roster read above may be older than the passes (a roster change in between): a pass goes only
        // to the person it names; the sending that follows the change sends it with the roster as it is.
        if holder.role != p.role || pass::display_name(holder.person.fullname.as_str()) != p.holder_name {
            continue;
        }
        let address = holder.person.email.as_str().to_lowercase();
        by_address.entry(address).or_default().push((p, holder.person.fullname.as_str().to_owned()));
    }
    let mut sent = 0;
    for (address, mine) in by_address {
        let mut claimed = Vec::new();
        for (p, fullname) in mine {
            let res = pass_entity::Entity::update_many()
                .col_expr(pass_entity::Column::EmailedAt, Expr::value(Utc::now()))
                .filter(pass_entity::Column::Id.eq(&p.id))
                .filter(pass_entity::Column::EmailedAt.is_null())
                .exec(ctx.writer())
                .await?;
            if res.rows_affected == 1 {
                claimed.push((p, fullname));
            }
        }
        if claimed.is_empty() {
            continue;
        }
        let tokens: Vec<String> = claimed.iter().map(|(p, _)| p.token.clone()).collect();
        let pictures: Vec<Vec<u8>> =
            tokio::task::spawn_blocking(move || tokens.iter().map(|t| qr_png(t)).collect::<Result<Vec<_>, AppError>>())
                .await
                .map_err(AppError::other)??;
        let (email, images) = pass_email(ctx, &address, &reg, &registered_by, &claimed, pictures)?;
        match crate::services::mail_queue::send_with_images(ctx, "pass", email, images).await {
            Ok(()) => sent += claimed.len(),
            Err(e) => {
                // Let a later attempt send it.
                for (p, _) in &claimed {
                    pass_entity::Entity::update_many()
                        .col_expr(pass_entity::Column::EmailedAt, Expr::value(Option::<DateTime<Utc>>::None))
                        .filter(pass_entity::Column::Id.eq(&p.id))
                        .exec(ctx.writer())
                        .await?;
                }
                return Err(e);
            }
        }
    }
    Ok(sent)
}

/// A QR code of `text` as a PNG: black modules on white, 6 px each, with the standard quiet zone.
pub fn qr_png(text: &str) -> Result<Vec<u8>, AppError> {
    const SCALE: usize = 6;
    const QUIET: usize = 4;
    let code =
        qrcode::QrCode::with_error_correction_level(text.as_bytes(), qrcode::EcLevel::M).map_err(AppError::other)?;
    let modules = code.width();
    let colors = code.to_colors();
    let side = (modules + 2 * QUIET) * SCALE;
    let mut pixels = vec![255u8; side * side];
    for (i, color) in colors.iter().enumerate() {
        if *color != qrcode::Color::Dark {
            continue;
        }
        let (x, y) = ((i % modules + QUIET) * SCALE, (i / modules + QUIET) * SCALE);
        for row in pixels.chunks_mut(side).skip(y).take(SCALE) {
            row[x..x + SCALE].fill(0);
        }
    }
    let mut out = Vec::new();
    {
        let side = u32::try_from(side).map_err(AppError::other)?;
        let mut encoder = png::Encoder::new(&mut out, side, side);
        encoder.set_color(png::ColorType::Grayscale);
        encoder.set_depth(png::BitDepth::Eight);
        let mut writer = encoder.write_header().map_err(AppError::other)?;
        writer.write_image_data(&pixels).map_err(AppError::other)?;
    }
    Ok(out)
}

fn pass_email(
    ctx: &Context,
    address: &str,
    reg: &registration::Model,
    registered_by: &str,
    passes: &[(&pass_entity::Model, String)],
    pictures: Vec<Vec<u8>>,
) -> Result<(OutgoingEmail, Vec<InlineImage>), AppError> {
    let event = event_by_name(&reg.event_id);
    let event_title = event.map_or(reg.event_id.as_str(), |e| e.title);
    let fest = FEST.title();
    let site = ctx.config().public_url.clone().unwrap_or_else(|| format!("http://{}", ctx.config().bind));
    let site = site.trim_end_matches('/');
    let report = format!(
        "mailto:{}?subject={}",
        FEST.email,
        url_encode(&format!("{fest}: registered by mistake (registration {})", reg.id))
    );
    let name = &passes[0].1;
    let mut images = Vec::new();
    let mut text_cards = String::new();
    let mut html_cards = String::new();
    for ((p, fullname), png) in passes.iter().zip(pictures) {
        let role = event.map_or_else(|| p.role.clone(), |e| pass::role_title(e.id, &p.role));
        let cid = format!("pass-{}", p.id);
        images.push(InlineImage { content_id: cid.clone(), png });
        text_cards.push_str(&format!("  {fullname}, {role}: pass {}\n", p.id));
        html_cards.push_str(&format!(
            "<div style=\"border:1px solid #ccc;border-radius:8px;padding:12px;margin:12px 0;max-width:360px\">\
             <p style=\"margin:0 0 8px\"><strong>{name}</strong><br>{role}, {event}</p>\
             <img src=\"cid:{cid}\" alt=\"QR code of pass {id}\" width=\"240\" height=\"240\">\
             <p style=\"margin:8px 0 0;font-family:monospace\">Pass {id}</p></div>",
            name = html(&p.holder_name),
            role = html(&role),
            event = html(event_title),
            id = html(&p.id),
        ));
    }
    let email = OutgoingEmail {
        to: address.to_owned(),
        subject: format!("{fest}: your pass for {event_title}"),
        text: format!(
            "Hello {name},\n\n{registered_by} registered you for {event_title} at {fest} (registration {id}).\n\
             Show the QR code of your pass at the gate on fest day; it works without a network.\n\n\
             {text_cards}\nThe passes are also at {site}/passes for the person who registered the team.\n\n\
             Not you, or registered by mistake? Tell us: {report}\n\n— Team {fest}\n",
            id = reg.id,
        ),
        html: format!(
            "<!doctype html><html><body style=\"font-family:sans-serif\"><p>Hello {name},</p>\
             <p>{registered_by} registered you for <strong>{event}</strong> at {fest} (registration {id}).</p>\
             <p>Show the QR code of your pass at the gate on fest day; it works without a network.</p>\
             {html_cards}<p>Not you, or registered by mistake? <a href=\"{report}\">Tell us</a>.</p>\
             <p>— Team {fest}</p></body></html>",
            name = html(name),
            registered_by = html(registered_by),
            event = html(event_title),
            fest = html(&fest),
            id = html(&reg.id),
            report = html(&report),
        ),
    };
    Ok((email, images))
}

fn url_encode(text: &str) -> String {
    url::form_urlencoded::byte_serialize(text.as_bytes()).collect::<String>().replace('+', "%20")
}
