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

/// E-mails the owner of an entry: in line, a place offered (with its time to pay), or an offer that lapsed.
pub(super) async fn tell(ctx: &Context, event: &EventInfo, id: &str, notice: Notice) -> Result<(), AppError> {
    let Some(entry) = waitlist_entry::Entity::find_by_id(id).one(ctx.db()).await? else { return Ok(()) };
    let Some(owner) = user::Entity::find_by_id(&entry.user_id).one(ctx.db()).await? else { return Ok(()) };
    let fest = FEST.title();
    let site = ctx.config().public_url.clone().unwrap_or_else(|| format!("http://{}", ctx.config().bind));
    let link = format!("{}/account", site.trim_end_matches('/'));
    let (subject, body) = if let Notice::Joined(place) = notice {
        (
            format!("{fest}: you are on the waiting list for {}", event.title),
            format!(
                "Your team ({}) is number {place} in line for {}. If a place frees, it is held for you for {} hours \
                 and we e-mail you; your account page shows where you stand.",
                entry.college_name,
                event.title,
                ctx.config().waitlist_offer_hours
            ),
        )
    } else if notice == Notice::Offered {
        let until = entry.offer_expires_at.map(crate::time::india_text).unwrap_or_default();
        (
            format!("{fest}: a place in {} is yours until {until}", event.title),
            format!(
                "A place in {} has freed and it is yours: pay for your registration ({}) before {until} on your \
                 account page. After that it passes to the next team in line.",
                event.title, entry.college_name
            ),
        )
    } else {
        (
            format!("{fest}: your waiting-list offer for {} has passed on", event.title),
            format!(
                "The place in {} offered to you was not taken in time, so it has passed to the next team in line.",
                event.title
            ),
        )
    };
    crate::services::mail_queue::send(
        ctx,
        "waiting list",
        OutgoingEmail {
            to: owner.email.clone(),
            subject,
            text: format!("Hello {},\n\n{body}\n{link}\n\n— Team {fest}\n", owner.fullname),
            html: format!(
                "<!doctype html><html><body style=\"font-family:sans-serif\"><p>Hello {name},</p><p>{body}</p>\
                 <p><a href=\"{link}\">{link}</a></p><p>— Team {fest}</p></body></html>",
                name = html(&owner.fullname),
                body = html(&body),
                link = html(&link),
                fest = html(&fest),
            ),
        },
    )
    .await
}
