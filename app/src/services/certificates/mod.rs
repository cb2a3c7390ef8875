//! Certificates: participation (checked in, or played), merit (the podiums) and campus ambassador (accepted,
//! with their paid referrals), released by an admin for one kind (and one event, or all), each issued once
//! per kind and subject whatever the servers releasing them, signed with the passes' Ed25519 key
//! (`fest_shared::certificate`), printed as a one-page PDF with a QR code to the public `/verify/{id}` page,
//! downloadable from the owner's account, and revocable by an admin with a reason (audited). The owner (a
//! registration's account, or the ambassador) is e-mailed when their certificates are released.

mod eligible;
pub mod pdf;

use std::collections::{BTreeMap, HashSet};
use std::io::Write as _;

use chrono::{DateTime, Utc};
use fest_shared::catalogue::EventId;
use fest_shared::certificate::{self as cert, CertificateClaims, Kind};
use sea_orm::sea_query::{Expr, ExprTrait, OnConflict};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, Set};
use serde_json::json;

pub use eligible::Candidate;

use crate::entities::{certificate, user};
use crate::services::{audit, mail_queue};
use crate::{AppError, Context};

pub const NOT_FOUND: &str = "No certificate has this number.";
pub const ALREADY_REVOKED: &str = "This certificate is already revoked.";
pub const REASON_REQUIRED: &str = "Give the reason for revoking this certificate.";
pub const MAX_REASON_CHARS: usize = 500;
pub const ARCHIVE_FILTER: &str = "Choose an event or a college.";
pub const NO_EVENT_FOR_CA: &str = "Campus ambassador certificates are not given per event.";
pub const VALID: &str = "This certificate is genuine: the fest issued it and it stands.";
pub const DOES_NOT_MATCH: &str = "This certificate's data does not match what the fest issued: it was edited.";
/// Most certificates one admin list shows.
pub const LIST_LIMIT: u64 = 50;
/// Certificates stored (and owners e-mailed) per transaction of a release.
const CHUNK: usize = 200;

/// Where a certificate stands when checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = VerifyStatus))]
#[serde(rename_all = "snake_case")]
pub enum Standing {
    /// Issued by the fest, unchanged and not revoked.
    Valid,
    /// Issued, then revoked by an admin.
    Revoked,
    /// The data presented (the QR code's token) is not what the fest issued.
    Tampered,
}

/// The answer of the verify page.
#[derive(Debug, Clone)]
pub struct Verification {
    pub status: Standing,
    pub message: String,
    pub certificate: certificate::Model,
}

/// The kind a stored certificate is.
pub fn kind_of(c: &certificate::Model) -> Kind {
    Kind::parse(&c.kind).unwrap_or(Kind::Participation)
}

/// What a stored certificate's token says.
pub fn claims_of(c: &certificate::Model) -> CertificateClaims {
    CertificateClaims {
        id: c.id.clone(),
        kind: kind_of(c),
        name: c.holder_name.clone(),
        college: c.college.clone(),
        event: c.event_id.as_deref().and_then(EventId::parse),
        detail: c.detail.clone(),
        issued_at: u32::try_from(c.issued_at.timestamp()).unwrap_or(0),
    }
    .kept()
}

/// The site's address (`FEST_PUBLIC_URL`, else the bound address), without a trailing slash.
pub fn site(ctx: &Context) -> String {
    let site = ctx.config().public_url.clone().unwrap_or_else(|| format!("http://{}", ctx.config().bind));
    site.trim_end_matches('/').to_owned()
}

/// The site-relative address the QR code opens: `/verify/{id}?c={token}`.
pub fn verify_path(c: &certificate::Model) -> String {
    format!("/verify/{}?c={}", c.id, c.token)
}

/// What a release did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Released {
    /// Certificates issued now.
    pub issued: usize,
    /// Candidates issued before (by an earlier release, or another server at the same time).
    pub already: usize,
    /// Owners e-mailed.
    pub mailed: usize,
}

/// Issues every certificate of `kind` (of one event, or all) not issued yet, and e-mails each owner what they
/// received (admins; audited).
pub async fn release(
    ctx: &Context,
    actor: &user::Model,
    kind: Kind,
    event: Option<EventId>,
) -> Result<Released, AppError> {
    if kind == Kind::Ca && event.is_some() {
        return Err(AppError::field("event", NO_EVENT_FOR_CA));
    }
    let all = eligible::candidates(ctx, kind, event).await?;
    let issued_before = existing_subjects(ctx, kind, all.iter().map(|c| c.subject.clone()).collect()).await?;
    let mut fresh: Vec<Candidate> = all.iter().filter(|c| !issued_before.contains(&c.subject)).cloned().collect();
    eligible::fill_names(ctx, &mut fresh).await?;
    let mut result = Released::default();
    // By owner, so that each owner's certificates and their e-mail are stored together.
    let mut by_owner: BTreeMap<String, Vec<Candidate>> = BTreeMap::new();
    for c in fresh.into_iter().filter(|c| c.name.as_deref().is_some_and(|n| !n.is_empty())) {
        by_owner.entry(c.owner_user_id.clone()).or_default().push(c);
    }
    let owners = crate::services::users::writable(ctx, by_owner.keys().cloned().collect()).await?;
    let site = site(ctx);
    let owners_list: Vec<(String, Vec<Candidate>)> = by_owner.into_iter().collect();
    for batch in owners_list.chunks(CHUNK) {
        let now = Utc::now();
        // Signed and rendered before the transaction, which (on SQLite) holds the one writer's lock.
        let mut prepared = Vec::with_capacity(batch.len());
        for (owner_id, list) in batch {
            let rows = list.iter().map(|c| new_row(ctx, c, now)).collect::<Result<Vec<_>, _>>()?;
            let mail = match owners.get(owner_id) {
                Some(owner) => Some(mail_queue::prepare_pending(
                    ctx,
                    "certificates released",
                    released_email(&site, owner, &rows)?,
                )?),
                None => None,
            };
            prepared.push((rows, mail));
        }
        let txn = crate::db::begin_write(ctx.writer()).await?;
        for (rows, mail) in prepared {
            let mut stored = 0;
            for row in rows {
                stored += certificate::Entity::insert(row)
                    .on_conflict(
                        OnConflict::columns([certificate::Column::Kind, certificate::Column::Subject])
                            .do_nothing()
                            .to_owned(),
                    )
                    .exec_without_returning(&txn)
                    .await?;
            }
            result.issued += usize::try_from(stored).unwrap_or(0);
            if let (true, Some(mail)) = (stored > 0, mail) {
                mail_queue::enqueue_prepared_pending(&txn, mail).await?;
                result.mailed += 1;
            }
        }
        txn.commit().await?;
    }
    result.already = all.len() - result.issued;
    let txn = crate::db::begin_write(ctx.writer()).await?;
    audit::record(
        &txn,
        actor,
        "certificates.release",
        kind.as_str(),
        json!({"event": event.map(|e| e.as_str()), "issued": result.issued, "already": result.already, "mailed": result.mailed}),
    )
    .await?;
    txn.commit().await?;
    if result.mailed > 0 {
        // In the server's background work, which a stopping server (and a test) waits for.
        let background = ctx.clone();
        ctx.spawn_background(async move { mail_queue::drain(&background).await });
    }
    Ok(result)
}

fn new_row(ctx: &Context, c: &Candidate, now: DateTime<Utc>) -> Result<certificate::ActiveModel, AppError> {
    let mut id = [0u8; 8];
    rand::RngCore::fill_bytes(&mut rand::rng(), &mut id);
    let claims = CertificateClaims {
        id: fest_shared::pass::pass_id(id),
        kind: c.kind,
        name: c.name.clone().unwrap_or_default(),
        college: c.college.clone(),
        event: c.event,
        detail: c.detail.clone(),
        issued_at: u32::try_from(now.timestamp()).unwrap_or(0),
    }
    .kept();
    let token = ctx.pass_key().sign_certificate(&claims)?;
    // Stored as signed: the record and the token say the same.
    let issued_at = DateTime::from_timestamp(i64::from(claims.issued_at), 0).unwrap_or(now);
    Ok(certificate::ActiveModel {
        id: Set(claims.id),
        kind: Set(c.kind.as_str().to_owned()),
        subject: Set(c.subject.clone()),
        owner_user_id: Set(c.owner_user_id.clone()),
        registration_id: Set(c.registration_id.clone()),
        event_id: Set(c.event.map(|e| e.as_str().to_owned())),
        college: Set(claims.college),
        holder_name: Set(claims.name),
        detail: Set(claims.detail),
        token: Set(token),
        issued_at: Set(issued_at),
        revoked_at: Set(None),
        revoked_reason: Set(None),
        revoked_by: Set(None),
    })
}

/// The e-mail of released certificates to the account that owns them, in that account's language.
fn released_email(
    site: &str,
    owner: &user::Model,
    rows: &[certificate::ActiveModel],
) -> Result<crate::ports::mailer::OutgoingEmail, AppError> {
    let language = crate::emails::language_of(owner);
    let list: Vec<serde_json::Value> = rows
        .iter()
        .map(|r| {
            let kind = Kind::parse(r.kind.as_ref()).unwrap_or(Kind::Participation);
            let event = r.event_id.as_ref().as_deref().and_then(EventId::parse).map(|e| e.event().title);
            // The title and the detail ("First place") in the owner's language; the PDF keeps its own words.
            let title = crate::emails::catalogued(language, kind.title());
            let detail = crate::emails::catalogued(language, r.detail.as_ref());
            json!({"title": title, "name": r.holder_name.as_ref(), "event": event, "detail": detail})
        })
        .collect();
    crate::emails::render(
        "certificates_released",
        language,
        &owner.email,
        json!({"name": owner.username, "certificates": list, "count": rows.len(), "site": site}),
    )
}

/// Of `subjects`, those with a certificate of `kind` already.
async fn existing_subjects(ctx: &Context, kind: Kind, subjects: Vec<String>) -> Result<HashSet<String>, AppError> {
    let mut found = HashSet::new();
    for chunk in subjects.chunks(500) {
        let rows: Vec<String> = certificate::Entity::find()
            .select_only()
            .column(certificate::Column::Subject)
            .filter(certificate::Column::Kind.eq(kind.as_str()))
            .filter(certificate::Column::Subject.is_in(chunk.to_vec()))
            .into_tuple()
            .all(ctx.db())
            .await?;
        found.extend(rows);
    }
    Ok(found)
}

/// How many certificates of each kind are issued, and how many revoked.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counts {
    pub participation: u64,
    pub merit: u64,
    pub ca: u64,
    pub revoked: u64,
}

/// Issued so far (revoked ones counted apart).
pub async fn counts(ctx: &Context) -> Result<Counts, AppError> {
    let mut out = Counts::default();
    for kind in Kind::ALL {
        let n = certificate::Entity::find()
            .filter(certificate::Column::Kind.eq(kind.as_str()))
            .filter(certificate::Column::RevokedAt.is_null())
            .count(ctx.db())
            .await?;
        match kind {
            Kind::Participation => out.participation = n,
            Kind::Merit => out.merit = n,
            Kind::Ca => out.ca = n,
        }
    }
    out.revoked =
        certificate::Entity::find().filter(certificate::Column::RevokedAt.is_not_null()).count(ctx.db()).await?;
    Ok(out)
}

/// How many certificates of each kind a release now would issue (of one event, or all).
pub async fn eligible_counts(ctx: &Context, event: Option<EventId>) -> Result<Counts, AppError> {
    let mut out = Counts::default();
    for kind in Kind::ALL {
        let all = eligible::candidates(ctx, kind, event).await?;
        let before = existing_subjects(ctx, kind, all.iter().map(|c| c.subject.clone()).collect()).await?;
        let n = u64::try_from(all.iter().filter(|c| !before.contains(&c.subject)).count()).unwrap_or(0);
        match kind {
            Kind::Participation => out.participation = n,
            Kind::Merit => out.merit = n,
            Kind::Ca => out.ca = n,
        }
    }
    Ok(out)
}

/// Which certificates an admin list shows.
#[derive(Debug, Clone, Default)]
pub struct Filter {
    pub kind: Option<Kind>,
    pub event: Option<EventId>,
    /// Compared without regard to case.
    pub college: Option<String>,
}

fn filtered(filter: &Filter) -> sea_orm::Select<certificate::Entity> {
    let mut query = certificate::Entity::find();
    if let Some(kind) = filter.kind {
        query = query.filter(certificate::Column::Kind.eq(kind.as_str()));
    }
    if let Some(event) = filter.event {
        query = query.filter(certificate::Column::EventId.eq(event.as_str()));
    }
    if let Some(college) = filter.college.as_deref().map(str::trim).filter(|c| !c.is_empty()) {
        query = query.filter(
            Expr::expr(sea_orm::sea_query::Func::lower(Expr::col(certificate::Column::College)))
                .eq(Expr::value(college.to_lowercase())),
        );
    }
    query
}

/// The newest certificates matching `filter` (at most [`LIST_LIMIT`]) and how many match.
pub async fn list(ctx: &Context, filter: &Filter) -> Result<(Vec<certificate::Model>, u64), AppError> {
    let total = filtered(filter).count(ctx.db()).await?;
    let rows = filtered(filter)
        .order_by_desc(certificate::Column::IssuedAt)
        .order_by_asc(certificate::Column::Id)
        .limit(LIST_LIMIT)
        .all(ctx.db())
        .await?;
    Ok((rows, total))
}

/// An account's certificates, newest first.
pub async fn mine(ctx: &Context, owner: &user::Model) -> Result<Vec<certificate::Model>, AppError> {
    Ok(certificate::Entity::find()
        .filter(certificate::Column::OwnerUserId.eq(&owner.id))
        .order_by_desc(certificate::Column::IssuedAt)
        .order_by_asc(certificate::Column::HolderName)
        .all(ctx.db())
        .await?)
}

fn clean_id(id: &str) -> Option<String> {
    let id = id.trim().to_ascii_lowercase();
    (id.len() == 16 && id.bytes().all(|b| b.is_ascii_hexdigit())).then_some(id)
}

/// A certificate by its number.
pub async fn find(ctx: &Context, id: &str) -> Result<certificate::Model, AppError> {
    let Some(id) = clean_id(id) else { return Err(AppError::NotFound(NOT_FOUND.into())) };
    certificate::Entity::find_by_id(id).one(ctx.db()).await?.ok_or_else(|| AppError::NotFound(NOT_FOUND.into()))
}

/// One of an account's certificates, for its PDF (a revoked one is not handed out).
pub async fn owned(ctx: &Context, owner: &user::Model, id: &str) -> Result<certificate::Model, AppError> {
    let found = find(ctx, id).await?;
    if found.owner_user_id != owner.id {
        return Err(AppError::NotFound(NOT_FOUND.into()));
    }
    if found.revoked_at.is_some() {
        return Err(AppError::Conflict(revoked_message(&found)));
    }
    Ok(found)
}

fn revoked_message(c: &certificate::Model) -> String {
    let on = c.revoked_at.map(|at| at.with_timezone(&crate::time::india()).format("%-d %B %Y").to_string());
    format!(
        "This certificate was revoked on {}: {}",
        on.unwrap_or_default(),
        c.revoked_reason.as_deref().unwrap_or("no reason given")
    )
}

/// Checks a certificate by its number and, when given, the token its QR code carries: a token whose signature
/// fails, or that says anything else than the fest's record, is `tampered`; a revoked certificate is
/// `revoked`; else `valid`.
pub async fn verify(ctx: &Context, id: &str, token: Option<&str>) -> Result<Verification, AppError> {
    let found = find(ctx, id).await?;
    let presented = token.map(str::trim).filter(|t| !t.is_empty());
    if let Some(token) = presented {
        match cert::verify(token, &ctx.pass_key().public()) {
            Err(e) => {
                return Ok(Verification {
                    status: Standing::Tampered,
                    message: e.message().to_owned(),
                    certificate: found,
                });
            }
            Ok(claims) if claims != claims_of(&found) || token != found.token => {
                return Ok(Verification {
                    status: Standing::Tampered,
                    message: DOES_NOT_MATCH.to_owned(),
                    certificate: found,
                });
            }
            Ok(_) => {}
        }
    }
    if found.revoked_at.is_some() {
        return Ok(Verification { status: Standing::Revoked, message: revoked_message(&found), certificate: found });
    }
    Ok(Verification { status: Standing::Valid, message: VALID.to_owned(), certificate: found })
}

/// Revokes a certificate with a reason (admins; audited); refused when it is revoked already.
pub async fn revoke(
    ctx: &Context,
    actor: &user::Model,
    id: &str,
    reason: &str,
) -> Result<certificate::Model, AppError> {
    let reason = reason.trim();
    if reason.is_empty() {
        return Err(AppError::field("reason", REASON_REQUIRED));
    }
    if reason.chars().count() > MAX_REASON_CHARS {
        return Err(AppError::field("reason", format!("Keep the reason to {MAX_REASON_CHARS} characters.")));
    }
    let found = find(ctx, id).await?;
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let changed = certificate::Entity::update_many()
        .col_expr(certificate::Column::RevokedAt, Expr::value(Utc::now()))
        .col_expr(certificate::Column::RevokedReason, Expr::value(reason.to_owned()))
        .col_expr(certificate::Column::RevokedBy, Expr::value(actor.id.clone()))
        .filter(certificate::Column::Id.eq(&found.id))
        .filter(certificate::Column::RevokedAt.is_null())
        .exec(&txn)
        .await?
        .rows_affected;
    if changed != 1 {
        return Err(AppError::Conflict(ALREADY_REVOKED.into()));
    }
    audit::record(
        &txn,
        actor,
        "certificates.revoke",
        &found.id,
        json!({"reason": reason, "holder": found.holder_name, "kind": found.kind}),
    )
    .await?;
    let revoked = certificate::Entity::find_by_id(&found.id)
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::Other("a certificate vanished".into()))?;
    txn.commit().await?;
    Ok(revoked)
}

/// A certificate's PDF in `language` (a few milliseconds: one page, one QR code; in Hindi a few more, for
/// its font). Its owner downloads it in their account's language unless they ask for another; an archive's
/// are in English.
pub fn pdf(
    ctx: &Context,
    c: &certificate::Model,
    language: fest_shared::consent::Language,
) -> Result<Vec<u8>, AppError> {
    pdf::print_in(c, &site(ctx), language)
}

/// What an archive holds: one event's certificates, or one college's.
#[derive(Debug, Clone)]
pub enum ArchiveOf {
    Event(EventId),
    College(String),
}

/// The live certificates of an event or a college, as one ZIP of PDFs: `(file name, bytes)`.
pub async fn archive(ctx: &Context, of: &ArchiveOf) -> Result<(String, Vec<u8>), AppError> {
    let (filter, name) = match of {
        ArchiveOf::Event(e) => (Filter { event: Some(*e), ..Filter::default() }, e.as_str().to_owned()),
        ArchiveOf::College(c) if !c.trim().is_empty() => {
            (Filter { college: Some(c.clone()), ..Filter::default() }, slug(c))
        }
        ArchiveOf::College(_) => return Err(AppError::field("college", ARCHIVE_FILTER)),
    };
    let rows: Vec<certificate::Model> = filtered(&filter)
        .filter(certificate::Column::RevokedAt.is_null())
        .order_by_asc(certificate::Column::Kind)
        .order_by_asc(certificate::Column::HolderName)
        .order_by_asc(certificate::Column::Id)
        .all(ctx.db())
        .await?;
    let site = site(ctx);
    // Hundreds of pages: off the async workers.
    let bytes = tokio::task::spawn_blocking(move || -> Result<Vec<u8>, AppError> {
        let mut zip = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
        let options = zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Stored);
        for c in &rows {
            let file = format!("{}-{}-{}.pdf", c.kind, slug(&c.holder_name), c.id);
            zip.start_file(file, options).map_err(AppError::other)?;
            zip.write_all(&pdf::print(c, &site)?).map_err(AppError::other)?;
        }
        Ok(zip.finish().map_err(AppError::other)?.into_inner())
    })
    .await
    .map_err(AppError::other)??;
    Ok((format!("certificates-{name}.zip"), bytes))
}

/// A file-name-safe form of a text: lower-case letters and digits, words joined by `-`.
fn slug(text: &str) -> String {
    let mut out = String::new();
    for word in text.split(|c: char| !c.is_ascii_alphanumeric()).filter(|w| !w.is_empty()) {
        if !out.is_empty() {
            out.push('-');
        }
        out.push_str(&word.to_ascii_lowercase());
    }
    if out.is_empty() { "certificate".to_owned() } else { out.chars().take(60).collect() }
}

/// Forgets a deleted account's certificates (their names and colleges go with the account); their verify
/// page then says no certificate has the number.
pub async fn forget_user<C: ConnectionTrait>(conn: &C, user_id: &str) -> Result<(), AppError> {
    certificate::Entity::delete_many().filter(certificate::Column::OwnerUserId.eq(user_id)).exec(conn).await?;
    Ok(())
}
