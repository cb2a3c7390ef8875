//! The e-mails of the waiting list.

use super::*;

/// What an entry's owner is told.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Notice {
    /// In line, at this place.
    Joined(u64),
    /// A place is held for them.
    Offered,
    /// Their offer passed on.
    Lapsed,
}

/// Queues the e-mail to the owner of an entry (in line, a place offered with its time to pay, or an offer that
/// lapsed), in the owner's language, through `conn`: the transaction that made the change it reports. `None`
/// when the owner is gone.
/// Deliver it with [`crate::services::mail_queue::deliver_soon`] once the transaction has committed.
pub(super) async fn tell<C: sea_orm::ConnectionTrait>(
    ctx: &Context,
    conn: &C,
    event: &EventInfo,
    id: &str,
    notice: Notice,
) -> Result<Option<crate::services::mail_queue::Queued>, AppError> {
    let Some(entry) = waitlist_entry::Entity::find_by_id(id).one(conn).await? else { return Ok(None) };
    let Some(owner) = user::Entity::find_by_id(&entry.user_id).one(conn).await? else { return Ok(None) };
    let language = crate::emails::language_of(&owner);
    let site = ctx.config().public_url.clone().unwrap_or_else(|| format!("http://{}", ctx.config().bind));
    let link = format!("{}/account", site.trim_end_matches('/'));
    let mut values = serde_json::json!({
        "name": owner.display_name(), "event": event.title, "team": entry.college_name, "link": link,
    });
    values["notice"] = match notice {
        Notice::Joined(place) => {
            values["place"] = place.into();
            values["offer_hours"] = ctx.config().waitlist_offer_hours.into();
            "joined".into()
        }
        Notice::Offered => {
            let until = entry.offer_expires_at.map(|at| crate::emails::date_time(language, at));
            values["until"] = until.unwrap_or_default().into();
            "offered".into()
        }
        Notice::Lapsed => "lapsed".into(),
    };
    if notice == Notice::Offered {
        // The push notice in the owner's language, as the e-mail.
        let until = entry.offer_expires_at.map(|at| crate::emails::date_time(language, at)).unwrap_or_default();
        let (title, body) = match language {
            crate::emails::Language::En => (
                format!("{}: a place is held for your team", event.title),
                format!("{} may register now: pay before {until} to keep the place.", entry.college_name),
            ),
            crate::emails::Language::Hi => (
                format!("{}: आपकी टीम के लिए एक जगह रखी गई है", event.title),
                format!(
                    "आपकी टीम ({}) अब रजिस्टर कर सकती है: जगह बनाए रखने के लिए {until} से पहले पेमेंट करें।",
                    entry.college_name
                ),
            ),
        };
        let notice = crate::services::push::Notice { title, body, url: "/account".to_owned(), topic: "waitlist" };
        crate::services::push::queue(conn, &owner.id, notice).await?;
    }
    let email = crate::emails::render("waiting_list", language, &owner.email, values)?;
    crate::services::mail_queue::enqueue(ctx, conn, "waiting list", email, Vec::new()).await.map(Some)
}
