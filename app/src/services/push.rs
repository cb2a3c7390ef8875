//! Web push: notifications to the browsers of people who opted in (their match scheduled or moved, an
//! announcement, a waiting-list offer), alongside the e-mails that remain the record.
//!
//! * A browser subscribes with the site's VAPID public key and sends its push service's address and keys
//!   ([`subscribe`]); only the push services of [`crate::Config::push_hosts`] are accepted, so a subscription
//!   cannot make the server post anywhere else. One row per address: a browser that signs in as someone else
//!   moves to that account.
//! * A notification is a row of `push_message` written by [`queue`] in the transaction of the change it
//!   reports; [`deliver_due`] (the job `push`, and right after an announcement) claims each with an update
//!   naming its lease, so two servers never send one twice, encrypts it to each of the account's browsers
//!   (RFC 8291, `web-push-native`), signs a VAPID token (RFC 8292, ES256 with `jsonwebtoken`) and posts it.
//!   A push service that answers 404 or 410 has forgotten the browser: its subscription is removed.
//! * The VAPID key is derived from the data key, like the passes' key: every instance signs with the same one.

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use chrono::{DateTime, Duration, Utc};
use p256::elliptic_curve::sec1::ToEncodedPoint as _;
use p256::pkcs8::EncodePrivateKey as _;
use sea_orm::sea_query::{Condition, Expr, ExprTrait, OnConflict};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, Set};
use serde::Serialize;

use crate::entities::{push_message, push_subscription, user};
use crate::{AppError, Context};

pub const BAD_SUBSCRIPTION: &str = "This browser's subscription cannot be used: subscribe again.";
pub const UNKNOWN_SERVICE: &str = "This browser's push service is not one the site sends to.";
/// Messages claimed per run.
const BATCH: u64 = 100;
/// How long a claim holds, in seconds.
const LEASE_SECS: i64 = 60;
/// Attempts before a message is given up.
const MAX_ATTEMPTS: i32 = 3;
/// How long a push service keeps a message for a browser that is offline, in seconds (a day).
const TTL_SECS: u64 = 24 * 3600;
/// Longest notification text kept (push services take about 4 KB encrypted).
const MAX_BODY_CHARS: usize = 600;

/// The site's VAPID key and the client that posts to push services.
#[derive(Clone)]
pub struct Push {
    key: p256::SecretKey,
    http: reqwest::Client,
}

impl Push {
    /// Derived from the data key (HMAC-SHA-256 for this purpose only).
    pub fn derive(data_key: &crate::crypto::DataKey) -> Self {
        let mut round = 0u32;
        let key = loop {
            let digest = data_key.derive(&format!("fest web push vapid key v1/{round}"));
            let mut seed = [0u8; 32];
            let _ = hex::decode_to_slice(digest.get(..64).unwrap_or_default(), &mut seed);
            // A scalar of zero or past the curve's order (odds about 2^-32) is skipped.
            if let Ok(key) = p256::SecretKey::from_slice(&seed) {
                break key;
            }
            round += 1;
        };
        let http = reqwest::Client::builder()
            .timeout(std::time::Duration::from_secs(10))
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .unwrap_or_default();
        Self { key, http }
    }

    /// The public key as a browser's `applicationServerKey`: the uncompressed point, base64url.
    pub fn public_base64(&self) -> String {
        URL_SAFE_NO_PAD.encode(self.key.public_key().to_encoded_point(false).as_bytes())
    }

    /// `vapid t=<ES256 token for the push service's origin>, k=<public key>`.
    fn authorization(&self, endpoint: &url::Url) -> Result<String, AppError> {
        #[derive(Serialize)]
        struct Claims {
            aud: String,
            exp: i64,
            sub: String,
        }
        let claims = Claims {
            aud: endpoint.origin().ascii_serialization(),
            exp: (Utc::now() + Duration::hours(12)).timestamp(),
            sub: format!("mailto:{}", fest_shared::fest::FEST.email),
        };
        let der = self.key.to_pkcs8_der().map_err(AppError::other)?;
        let key = jsonwebtoken::EncodingKey::from_ec_der(der.as_bytes());
        let token = jsonwebtoken::encode(&jsonwebtoken::Header::new(jsonwebtoken::Algorithm::ES256), &claims, &key)
            .map_err(AppError::other)?;
        Ok(format!("vapid t={token}, k={}", self.public_base64()))
    }
}

/// What a notification says, and the page it opens.
#[derive(Debug, Clone, Serialize)]
pub struct Notice {
    pub title: String,
    pub body: String,
    /// Site-relative.
    pub url: String,
    /// `announcement`, `match`, `waitlist`.
    pub topic: &'static str,
}

/// A browser's subscription as `PushSubscription.toJSON()` gives it.
#[derive(Debug, Clone)]
pub struct Subscription {
    pub endpoint: String,
    pub p256dh: String,
    pub auth: String,
}

/// Whether a push service's address is one the site sends to: https (or http on this machine's loopback, for
/// a push service run beside the server) and a host of `push_hosts` or under one.
fn allowed(ctx: &Context, endpoint: &str) -> Result<url::Url, AppError> {
    let url = url::Url::parse(endpoint).map_err(|_| AppError::field("endpoint", BAD_SUBSCRIPTION))?;
    let host = url.host_str().unwrap_or_default().to_ascii_lowercase();
    let loopback = host == "localhost" || host.parse::<std::net::IpAddr>().is_ok_and(|ip| ip.is_loopback());
    let scheme_ok = url.scheme() == "https" || (url.scheme() == "http" && loopback);
    let listed = ctx.config().push_hosts.iter().any(|h| host == *h || host.ends_with(&format!(".{h}")));
    if !scheme_ok || !listed || url.username() != "" || url.password().is_some() {
        return Err(AppError::field("endpoint", UNKNOWN_SERVICE));
    }
    Ok(url)
}

fn keys_of(s: &Subscription) -> Option<(p256::PublicKey, web_push_native::Auth)> {
    let public =
        p256::PublicKey::from_sec1_bytes(&URL_SAFE_NO_PAD.decode(s.p256dh.trim_end_matches('=')).ok()?).ok()?;
    let auth = URL_SAFE_NO_PAD.decode(s.auth.trim_end_matches('=')).ok()?;
    if auth.len() != 16 {
        return None;
    }
    let mut secret = web_push_native::Auth::default();
    secret.copy_from_slice(&auth);
    Some((public, secret))
}

/// Stores a browser's subscription for `owner` (a browser subscribed before moves to this account).
pub async fn subscribe(ctx: &Context, owner: &user::Model, s: Subscription) -> Result<(), AppError> {
    allowed(ctx, &s.endpoint)?;
    if s.endpoint.len() > 1000 || keys_of(&s).is_none() {
        return Err(AppError::field("keys", BAD_SUBSCRIPTION));
    }
    push_subscription::Entity::insert(push_subscription::ActiveModel {
        id: Set(uuid::Uuid::new_v4().to_string()),
        user_id: Set(owner.id.clone()),
        endpoint: Set(s.endpoint),
        p256dh: Set(s.p256dh),
        auth: Set(s.auth),
        created_at: Set(Utc::now()),
        last_sent_at: Set(None),
    })
    .on_conflict(
        OnConflict::column(push_subscription::Column::Endpoint)
            .update_columns([
                push_subscription::Column::UserId,
                push_subscription::Column::P256dh,
                push_subscription::Column::Auth,
            ])
            .to_owned(),
    )
    .exec_without_returning(ctx.writer())
    .await?;
    Ok(())
}

/// Forgets a browser's subscription (its owner's only).
pub async fn unsubscribe(ctx: &Context, owner: &user::Model, endpoint: &str) -> Result<(), AppError> {
    push_subscription::Entity::delete_many()
        .filter(push_subscription::Column::UserId.eq(&owner.id))
        .filter(push_subscription::Column::Endpoint.eq(endpoint))
        .exec(ctx.writer())
        .await?;
    Ok(())
}

/// How many browsers an account has subscribed.
pub async fn devices(ctx: &Context, owner: &user::Model) -> Result<u64, AppError> {
    Ok(push_subscription::Entity::find()
        .filter(push_subscription::Column::UserId.eq(&owner.id))
        .count(ctx.db())
        .await?)
}

/// The accounts with a browser subscribed (for a message to many: [`queue_subscribed`] to those among them).
pub async fn subscribed(ctx: &Context) -> Result<std::collections::HashSet<String>, AppError> {
    let ids: Vec<String> = push_subscription::Entity::find()
        .select_only()
        .column(push_subscription::Column::UserId)
        .distinct()
        .into_tuple()
        .all(ctx.db())
        .await?;
    Ok(ids.into_iter().collect())
}

/// Writes a notification to `user_id`'s browsers through `conn` (the transaction of the change it reports),
/// when they have any.
pub async fn queue<C: ConnectionTrait>(conn: &C, user_id: &str, notice: Notice) -> Result<(), AppError> {
    let subscribed =
        push_subscription::Entity::find().filter(push_subscription::Column::UserId.eq(user_id)).count(conn).await? > 0;
    if !subscribed {
        return Ok(());
    }
    queue_subscribed(conn, user_id, notice).await
}

/// [`queue`] for an account known to have a browser subscribed.
pub async fn queue_subscribed<C: ConnectionTrait>(conn: &C, user_id: &str, notice: Notice) -> Result<(), AppError> {
    push_message::Entity::insert(push_message::ActiveModel {
        id: Set(uuid::Uuid::new_v4().to_string()),
        user_id: Set(user_id.to_owned()),
        title: Set(notice.title.chars().take(200).collect()),
        body: Set(notice.body.chars().take(MAX_BODY_CHARS).collect()),
        url: Set(notice.url.chars().take(500).collect()),
        topic: Set(notice.topic.to_owned()),
        created_at: Set(Utc::now()),
        locked_until: Set(None),
        attempts: Set(0),
        sent_at: Set(None),
    })
    .exec_without_returning(conn)
    .await?;
    Ok(())
}

fn claimable(now: DateTime<Utc>) -> Condition {
    Condition::all().add(push_message::Column::SentAt.is_null()).add(
        Condition::any()
            .add(push_message::Column::LockedUntil.is_null())
            .add(push_message::Column::LockedUntil.lt(now)),
    )
}

/// What one run did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Delivered {
    /// Messages handed to every browser of their account.
    pub sent: usize,
    /// Browsers forgotten because their push service said they are gone.
    pub gone: usize,
}

/// Sends the messages due, each claimed by one server; returns what was done.
pub async fn deliver_due(ctx: &Context) -> Result<Delivered, AppError> {
    let mut done = Delivered::default();
    let now = Utc::now();
    let due: Vec<String> = push_message::Entity::find()
        .select_only()
        .column(push_message::Column::Id)
        .filter(claimable(now))
        .order_by_asc(push_message::Column::CreatedAt)
        .limit(BATCH)
        .into_tuple()
        .all(ctx.db())
        .await?;
    for id in due {
        let claimed = push_message::Entity::update_many()
            .col_expr(push_message::Column::LockedUntil, Expr::value(Some(now + Duration::seconds(LEASE_SECS))))
            .col_expr(push_message::Column::Attempts, Expr::col(push_message::Column::Attempts).add(1))
            .filter(push_message::Column::Id.eq(&id))
            .filter(claimable(now))
            .exec(ctx.writer())
            .await?;
        if claimed.rows_affected != 1 {
            continue;
        }
        let Some(message) = push_message::Entity::find_by_id(&id).one(ctx.writer()).await? else { continue };
        let (ok, gone) = send(ctx, &message).await?;
        done.gone += gone;
        // Sent, or given up after the last attempt; else left for the next run once the lease passes.
        if ok || message.attempts >= MAX_ATTEMPTS {
            push_message::Entity::update_many()
                .col_expr(push_message::Column::SentAt, Expr::value(Some(Utc::now())))
                .filter(push_message::Column::Id.eq(&id))
                .exec(ctx.writer())
                .await?;
            if ok {
                done.sent += 1;
            }
        }
    }
    Ok(done)
}

/// Posts a message to each of its account's browsers: `(every browser took it or is gone, browsers gone)`.
async fn send(ctx: &Context, message: &push_message::Model) -> Result<(bool, usize), AppError> {
    let subscriptions = push_subscription::Entity::find()
        .filter(push_subscription::Column::UserId.eq(&message.user_id))
        .all(ctx.db())
        .await?;
    let payload =
        serde_json::json!({"title": message.title, "body": message.body, "url": message.url, "topic": message.topic});
    let payload = serde_json::to_vec(&payload).map_err(AppError::other)?;
    let push = ctx.push();
    let (mut all_ok, mut gone) = (true, 0);
    for s in subscriptions {
        let subscription =
            Subscription { endpoint: s.endpoint.clone(), p256dh: s.p256dh.clone(), auth: s.auth.clone() };
        let (Ok(url), Some((public, auth))) = (allowed(ctx, &s.endpoint), keys_of(&subscription)) else {
            forget(ctx, &s.id).await?;
            gone += 1;
            continue;
        };
        let endpoint = s.endpoint.parse().map_err(AppError::other)?;
        let request = web_push_native::WebPushBuilder::new(endpoint, public, auth)
            .with_valid_duration(std::time::Duration::from_secs(TTL_SECS))
            .build(payload.clone())
            .map_err(|e| AppError::Other(format!("a push message could not be encrypted: {e}").into()))?;
        let mut request = reqwest::Request::try_from(request).map_err(AppError::other)?;
        let authorization = push.authorization(&url)?;
        request.headers_mut().insert(
            reqwest::header::AUTHORIZATION,
            reqwest::header::HeaderValue::from_str(&authorization).map_err(AppError::other)?,
        );
        request.headers_mut().insert("Urgency", reqwest::header::HeaderValue::from_static("high"));
        match push.http.execute(request).await {
            Ok(answer) if answer.status().is_success() => {
                push_subscription::Entity::update_many()
                    .col_expr(push_subscription::Column::LastSentAt, Expr::value(Some(Utc::now())))
                    .filter(push_subscription::Column::Id.eq(&s.id))
                    .exec(ctx.writer())
                    .await?;
            }
            Ok(answer) if matches!(answer.status().as_u16(), 404 | 410) => {
                forget(ctx, &s.id).await?;
                gone += 1;
            }
            Ok(answer) => {
                tracing::warn!(
                    status = answer.status().as_u16(),
                    host = url.host_str(),
                    "a push service refused a message"
                );
                all_ok = false;
            }
            Err(e) => {
                tracing::warn!(error = %e, host = url.host_str(), "a push service could not be reached");
                all_ok = false;
            }
        }
    }
    Ok((all_ok, gone))
}

async fn forget(ctx: &Context, id: &str) -> Result<(), AppError> {
    push_subscription::Entity::delete_by_id(id).exec(ctx.writer()).await?;
    Ok(())
}

/// Sends what is due right away, in the background (after the change that queued it has committed).
pub fn deliver_soon(ctx: &Context) {
    let background = ctx.clone();
    ctx.spawn_background(async move {
        if let Err(e) = deliver_due(&background).await {
            tracing::warn!(error = %e, "push messages not sent now; the job will");
        }
    });
}

/// Runs [`deliver_due`] every `mail_retry_interval_secs` on the server that runs the background jobs.
pub fn spawn_sender(ctx: Context) {
    ctx.spawn_periodic("push", ctx.config().mail_retry_interval_secs, |ctx| async move {
        deliver_due(&ctx).await.map(|_| ())
    });
}

/// Forgets a deleted account's browsers and unsent messages.
pub async fn forget_user<C: ConnectionTrait>(conn: &C, user_id: &str) -> Result<(), AppError> {
    push_subscription::Entity::delete_many().filter(push_subscription::Column::UserId.eq(user_id)).exec(conn).await?;
    push_message::Entity::delete_many().filter(push_message::Column::UserId.eq(user_id)).exec(conn).await?;
    Ok(())
}
