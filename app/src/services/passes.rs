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
use crate::ports::mailer::{InlineImage, OutgoingEmail};
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

    /// Signs a certificate with the same key (`fest_shared::certificate`: its signature covers a context of
    /// its own, so it never stands for a pass).
    pub fn sign_certificate(&self, claims: &fest_shared::certificate::CertificateClaims) -> Result<String, AppError> {
        fest_shared::certificate::sign(claims, &self.signing).map_err(AppError::other)
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

/// Passes issued more than this long ago and never e-mailed are sent by the sweep (a server that stopped
/// between issuing them and sending them, say).
const UNSENT_AFTER_SECS: i64 = 120;

/// Sends the passes that were issued but never e-mailed: the registrations' own sending runs in the
/// background after their payment commits, and this finds whatever a restart left behind. Returns how many
/// passes were sent.
pub async fn send_unsent(ctx: &Context) -> Result<usize, AppError> {
    let before = Utc::now() - chrono::Duration::seconds(UNSENT_AFTER_SECS);
    let ids: Vec<String> = pass_entity::Entity::find()
        .select_only()
        .column(pass_entity::Column::RegistrationId)
        .distinct()
        .filter(pass_entity::Column::EmailedAt.is_null())
        .filter(pass_entity::Column::RevokedAt.is_null())
        .filter(pass_entity::Column::CreatedAt.lt(before))
        .limit(100)
        .into_tuple()
        .all(ctx.db())
        .await?;
    let mut sent = 0;
    for id in ids {
        sent += send_pass_emails(ctx, &id).await?;
    }
    Ok(sent)
}

/// Runs [`send_unsent`] every `mail_retry_interval_secs` on the server that runs the background jobs.
pub fn spawn_unsent_sender(ctx: Context) {
    ctx.spawn_periodic("unsent_passes", ctx.config().mail_retry_interval_secs, |ctx| async move {
        let n = send_unsent(&ctx).await?;
        if n > 0 {
            tracing::info!(passes = n, "passes left unsent were e-mailed");
        }
        Ok(())
    });
}

/// Sends the passes of a registration not e-mailed yet; each pass is marked sent by a conditional update
/// before its message goes, so two senders never both send it.
///
/// Each message is in the language of the person it goes to: the choice of the account with that address, if
/// there is one and it chose; otherwise (a team member with no account, as most are) the language of the
/// account that registered the team, the captain who entered them.
pub async fn send_pass_emails(ctx: &Context, registration_id: &str) -> Result<usize, AppError> {
    // One registration's passes at a time: their QR codes are encoded on the background threads
    // (`crate::background`), so a rush of payments does not starve the requests of CPU (the e-mails just
    // follow a little later).
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
    let registered_by = owner.as_ref().map(|o| o.display_name().to_owned());
    let captains_language = owner.as_ref().map(crate::emails::language_of).unwrap_or_default();
    // One message per address: a person on the roster twice (or a captain who gave one address for all)
    // gets their passes together.
    let mut by_address: BTreeMap<String, Vec<(&pass_entity::Model, String)>> = BTreeMap::new();
    for p in &passes {
        // The roster read above may be older than the passes (a roster change in between): a pass goes only
        // to the person it names; the sending that follows the change sends it with the roster as it is.
        let Some(holder) = pass::holder_of(&holders, p.seq, &p.role, &p.holder_name) else { continue };
        let address = holder.person.email.as_str().to_lowercase();
        by_address.entry(address).or_default().push((p, holder.person.fullname.as_str().to_owned()));
    }
    let chosen = languages_chosen(ctx, by_address.keys().cloned().collect()).await?;
    let mut sent = 0;
    for (address, mine) in by_address {
        let language = chosen.get(&address).copied().unwrap_or(captains_language);
        let registered_by = registered_by.as_deref();
        // The QR codes are drawn first, off the request workers; then, in one transaction, each pass is
        // claimed and its message queued, so a pass marked e-mailed always has its message in the queue.
        let tokens: Vec<String> = mine.iter().map(|(p, _)| p.token.clone()).collect();
        let pictures: Vec<Vec<u8>> =
            crate::background::run(move || tokens.iter().map(|t| qr_png(t)).collect::<Result<Vec<_>, AppError>>())
                .await??;
        // The message of all of them, rendered and sealed there too, before the transaction: on SQLite the
        // transaction holds the one writer, which every payment of a rush is waiting for.
        let (email, images) = pass_email(ctx, &address, language, &reg, registered_by, &mine, pictures.clone())?;
        let background = ctx.clone();
        let prepared = crate::background::run(move || {
            crate::services::mail_queue::prepare(&background, "pass", email, images, Vec::new())
        })
        .await??;
        let every_pass = mine.len();
        let txn = crate::db::begin_write(ctx.writer()).await?;
        let mut claimed = Vec::new();
        let mut claimed_pictures = Vec::new();
        for ((p, fullname), picture) in mine.into_iter().zip(pictures) {
            let res = pass_entity::Entity::update_many()
                .col_expr(pass_entity::Column::EmailedAt, Expr::value(Utc::now()))
                .filter(pass_entity::Column::Id.eq(&p.id))
                .filter(pass_entity::Column::EmailedAt.is_null())
                .filter(pass_entity::Column::RevokedAt.is_null())
                .exec(&txn)
                .await?;
            if res.rows_affected == 1 {
                claimed.push((p, fullname));
                claimed_pictures.push(picture);
            }
        }
        if claimed.is_empty() {
            continue;
        }
        let queued = if claimed.len() == every_pass {
            crate::services::mail_queue::enqueue_prepared(&txn, prepared).await?
        } else {
            // Some were claimed by another sender meanwhile: the message names only these.
            let (email, images) = pass_email(ctx, &address, language, &reg, registered_by, &claimed, claimed_pictures)?;
            crate::services::mail_queue::enqueue(ctx, &txn, "pass", email, images).await?
        };
        txn.commit().await?;
        crate::services::mail_queue::deliver_soon(ctx, vec![queued]);
        sent += claimed.len();
    }
    Ok(sent)
}

/// The modules of a QR code of `text` (level M), row by row, and its width in modules.
///
/// The mask is fixed (pattern 0, the checkerboard) rather than chosen by scoring all eight on every
/// code: any of the eight is valid and read by every scanner, the tokens are random enough not to form
/// finder-like shapes, and scoring them was most of the CPU a paid team's pass e-mail (one code per
/// person, up to twenty) cost during a registration rush.
fn qr_modules(text: &str) -> Result<(Vec<qrcode::Color>, usize), AppError> {
    use qrcode::canvas::{Canvas, MaskPattern};
    let level = qrcode::EcLevel::M;
    let bits = qrcode::bits::encode_auto(text.as_bytes(), level).map_err(AppError::other)?;
    let version = bits.version();
    let (data, ec) = qrcode::ec::construct_codewords(&bits.into_bytes(), version, level).map_err(AppError::other)?;
    let mut canvas = Canvas::new(version, level);
    canvas.draw_all_functional_patterns();
    canvas.draw_data(&data, &ec);
    canvas.apply_mask(MaskPattern::Checkerboard);
    let width = usize::try_from(version.width()).map_err(AppError::other)?;
    Ok((canvas.into_colors(), width))
}

/// A QR code of `text` as 8-bit grey pixels, one per module, with the standard quiet zone: `(pixels, side)`.
/// For documents that scale the picture themselves (a certificate's PDF).
pub fn qr_gray(text: &str) -> Result<(Vec<u8>, usize), AppError> {
    const QUIET: usize = 4;
    let (colors, modules) = qr_modules(text)?;
    let side = modules + 2 * QUIET;
    let mut pixels = vec![255u8; side * side];
    for (i, color) in colors.iter().enumerate() {
        if *color == qrcode::Color::Dark {
            pixels[(i / modules + QUIET) * side + i % modules + QUIET] = 0;
        }
    }
    Ok((pixels, side))
}

/// A QR code of `text` as a PNG: black modules on white, 6 px each, with the standard quiet zone.
pub fn qr_png(text: &str) -> Result<Vec<u8>, AppError> {
    const SCALE: usize = 6;
    const QUIET: usize = 4;
    let (colors, modules) = qr_modules(text)?;
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

/// The languages chosen by the accounts with these (lower-cased) addresses, by address: a team member who has
/// an account of their own reads their passes in its language.
async fn languages_chosen(
    ctx: &Context,
    addresses: Vec<String>,
) -> Result<std::collections::HashMap<String, crate::emails::Language>, AppError> {
    let mut out = std::collections::HashMap::new();
    for chunk in addresses.chunks(500) {
        let rows: Vec<(String, Option<String>)> = crate::entities::user::Entity::find()
            .select_only()
            .column(crate::entities::user::Column::Email)
            .column(crate::entities::user::Column::Language)
            .filter(crate::entities::user::Column::Email.is_in(chunk.to_vec()))
            .filter(crate::entities::user::Column::Language.is_not_null())
            .into_tuple()
            .all(ctx.db())
            .await?;
        out.extend(rows.into_iter().filter_map(|(email, language)| {
            language.as_deref().and_then(crate::emails::Language::parse).map(|l| (email, l))
        }));
    }
    Ok(out)
}

/// One address's message of its passes, in `language`; `registered_by` names the account that registered the
/// team (none when it is gone).
fn pass_email(
    ctx: &Context,
    address: &str,
    language: crate::emails::Language,
    reg: &registration::Model,
    registered_by: Option<&str>,
    passes: &[(&pass_entity::Model, String)],
    pictures: Vec<Vec<u8>>,
) -> Result<(OutgoingEmail, Vec<InlineImage>), AppError> {
    let registered_by = registered_by.unwrap_or_else(|| crate::emails::pick(language, "a team captain", "टीम के कप्तान"));
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
    let mut cards = Vec::new();
    for ((p, fullname), png) in passes.iter().zip(pictures) {
        let role = event.map_or_else(|| p.role.clone(), |e| pass::role_title(e.id, &p.role));
        let role = crate::emails::catalogued(language, &role).into_owned();
        images.push(InlineImage { content_id: format!("pass-{}", p.id), png });
        cards.push(serde_json::json!({"fullname": fullname, "holder": p.holder_name, "role": role, "id": p.id}));
    }
    let email = crate::emails::render(
        "pass_issued",
        language,
        address,
        serde_json::json!({
            "name": name, "registered_by": registered_by, "event": event_title, "registration_id": reg.id,
            "cards": cards, "site": site, "report": report,
            "grievance": format!("{site}/grievance"),
            "my_data": format!("{site}/my-data/{}", crate::services::privacy::member_data::token(ctx, &passes[0].0.id)),
            "officer_email": crate::services::privacy::grievances::officer(ctx).email,
        }),
    )?;
    Ok((email, images))
}

fn url_encode(text: &str) -> String {
    url::form_urlencoded::byte_serialize(text.as_bytes()).collect::<String>().replace('+', "%20")
}

#[cfg(test)]
mod tests {
    use super::qr_png;

    /// What a scanner reads off the PNG of a code: the decoded payloads.
    fn read(png_bytes: &[u8]) -> Vec<String> {
        let mut reader = png::Decoder::new(png_bytes).read_info().expect("a PNG");
        let mut pixels = vec![0; reader.output_buffer_size()];
        let frame = reader.next_frame(&mut pixels).expect("its pixels");
        let (width, height) = (frame.width as usize, frame.height as usize);
        let mut decoder = quircs::Quirc::new();
        decoder
            .identify(width, height, &pixels[..frame.buffer_size()])
            .map(|code| {
                let data = code.expect("a code").decode().expect("decodes");
                String::from_utf8(data.payload).expect("text")
            })
            .collect()
    }

    #[test]
    fn a_pass_code_reads_back_as_its_token_whatever_its_length() {
        // Tokens as passes carry them (a signed payload, base64url), and shorter and longer texts that
        // land on other QR versions.
        let token = "eyJwIjoiMDFKQ1hZWjEyMzQ1Njc4OUFCQ0RFRkdISiIsImUiOiJmb290YmFsbCJ9.c2lnbmF0dXJlLWJ5dGVzLWhlcmUtNjQtY2hhcnMtbG9uZy1lZDI1NTE5LXNpZ25hdHVyZQ";
        for text in ["P-1", "01JCXYZ123456789ABCDEFGHJ", token, &token.repeat(3)] {
            assert_eq!(read(&qr_png(text).expect("a code")), vec![text.to_owned()], "{text}");
        }
    }
}
