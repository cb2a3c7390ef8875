//! The receipt e-mailed once a registration is paid. The payment's transaction numbers the receipt and marks
//! its e-mail as still to be made (`receipt.email_pending`); after the commit a reaction renders the e-mail
//! and its PDF outside any transaction, then queues it in a short one that clears the mark, so a payment never
//! holds the writer while a PDF is made. A process that dies in between leaves the mark, and the sweep
//! ([`mail_pending_receipts`], every `FEST_MAIL_RETRY_INTERVAL_SECS` on the server running the jobs) makes
//! the e-mail once the process's lease would have run out. Two makers racing queue it once.

use chrono::{Duration, Utc};
use fest_shared::catalogue::event_by_name;
use fest_shared::registration::Registration;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, ConnectionTrait, DatabaseTransaction, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

use super::{Aadhaar, payload_for_view};
use crate::emails::pick;
use crate::entities::payment_order::Payable;
use crate::entities::{receipt, registration, user};
use crate::ports::mailer::{FileAttachment, OutgoingEmail};
use crate::services::mail_queue;
use crate::{AppError, Context};

/// The receipt e-mail of a registration just paid, to send once the payment's transaction has committed
/// ([`send_soon`]).
#[derive(Debug)]
pub(crate) enum ReceiptMail {
    /// A numbered receipt whose e-mail, with its PDF, is made after the commit.
    Later(String),
    /// Nothing was paid (a free event, a discount of the whole fee): no receipt, and an e-mail without a
    /// file, queued in the transaction.
    Queued(mail_queue::Queued),
}

/// Issues the numbered receipt of a paid registration through `conn`, the transaction that records the
/// payment, with its e-mail marked as to be made; or, with nothing paid, queues the e-mail itself. Returns
/// what to hand [`send_soon`] once the transaction has committed.
pub(crate) async fn queue_receipt(
    ctx: &Context,
    conn: &DatabaseTransaction,
    reg: &registration::Model,
) -> Result<Option<ReceiptMail>, AppError> {
    match crate::services::receipts::for_registration(ctx, conn, reg).await? {
        Some(numbered) if numbered.email_pending => Ok(Some(ReceiptMail::Later(numbered.id))),
        // Issued and e-mailed by an earlier confirmation.
        Some(_) => Ok(None),
        None => match compose(ctx, conn, reg, None).await? {
            Some((email, files)) => {
                let queued = mail_queue::enqueue_with_files(ctx, conn, "receipt", email, Vec::new(), files).await?;
                Ok(Some(ReceiptMail::Queued(queued)))
            }
            None => Ok(None),
        },
    }
}

/// Sends a paid registration's receipt e-mail after its payment has committed, without holding up the answer.
pub(crate) fn send_soon(ctx: &Context, mail: Option<ReceiptMail>) {
    match mail {
        None => {}
        Some(ReceiptMail::Queued(queued)) => mail_queue::deliver_soon(ctx, vec![queued]),
        Some(ReceiptMail::Later(receipt_id)) => {
            let background = ctx.clone();
            ctx.spawn_background(async move {
                if let Err(e) = mail_receipt(&background, &receipt_id).await {
                    tracing::warn!(receipt = %receipt_id, error = %e, "a receipt e-mail was not made; the sweep will");
                }
            });
        }
    }
}

/// Makes the e-mail of a registration's receipt marked as to be made, and queues it in the transaction that
/// clears the mark (a guarded update: of two makers, one queues it). Rendering and sealing happen before that
/// transaction. True when this call queued it (or found nothing to send and cleared the mark).
pub async fn mail_receipt(ctx: &Context, receipt_id: &str) -> Result<bool, AppError> {
    let Some(numbered) = receipt::Entity::find_by_id(receipt_id).one(ctx.db()).await? else { return Ok(false) };
    if !numbered.email_pending {
        return Ok(false);
    }
    let reg = registration::Entity::find_by_id(&numbered.payable_id).one(ctx.db()).await?;
    let composed = match &reg {
        Some(reg) => compose(ctx, ctx.db(), reg, Some(&numbered)).await?,
        None => {
            tracing::error!(receipt = %receipt_id, "no receipt e-mail: the registration is gone");
            None
        }
    };
    // Rendered and sealed on the background threads, before the transaction.
    let prepared = match composed {
        Some((email, files)) => {
            let background = ctx.clone();
            Some(
                crate::background::run(move || mail_queue::prepare(&background, "receipt", email, Vec::new(), files))
                    .await??,
            )
        }
        None => None,
    };
    let txn = crate::db::begin_write(ctx.writer()).await?;
    let claimed = receipt::Entity::update_many()
        .col_expr(receipt::Column::EmailPending, Expr::value(false))
        .filter(receipt::Column::Id.eq(receipt_id))
        .filter(receipt::Column::EmailPending.eq(true))
        .exec(&txn)
        .await?;
    if claimed.rows_affected == 0 {
        txn.rollback().await?;
        return Ok(false);
    }
    let queued = match prepared {
        Some(p) => Some(mail_queue::enqueue_prepared(&txn, p).await?),
        None => None,
    };
    txn.commit().await?;
    mail_queue::deliver_soon(ctx, queued.into_iter().collect());
    Ok(true)
}

/// Receipts looked at per run of the sweep.
const SWEEP_BATCH: u64 = 100;

/// Makes the e-mails of receipts still marked as to be made a lease after they were issued (their payment's
/// process died before making them); returns how many it queued.
pub async fn mail_pending_receipts(ctx: &Context) -> Result<usize, AppError> {
    let before = Utc::now() - Duration::seconds(mail_queue::LEASE_SECS);
    let due: Vec<String> = receipt::Entity::find()
        .select_only()
        .column(receipt::Column::Id)
        .filter(receipt::Column::EmailPending.eq(true))
        .filter(receipt::Column::IssuedAt.lt(before))
        .order_by_asc(receipt::Column::IssuedAt)
        .limit(SWEEP_BATCH)
        .into_tuple()
        .all(ctx.db())
        .await?;
    let mut queued = 0;
    for id in due {
        if mail_receipt(ctx, &id).await? {
            queued += 1;
        }
    }
    Ok(queued)
}

/// Runs [`mail_pending_receipts`] every `mail_retry_interval_secs` on the server that runs the jobs.
pub fn spawn_receipt_mailer(ctx: Context) {
    ctx.spawn_periodic("receipt_mails", ctx.config().mail_retry_interval_secs, |ctx| async move {
        let n = mail_pending_receipts(&ctx).await?;
        if n > 0 {
            tracing::info!(queued = n, "receipt e-mails made after a restart");
        }
        Ok(())
    });
}

/// The receipt e-mail of a paid registration and its PDF (when it has a numbered receipt), read through
/// `conn`; `None` (logged) when it cannot be made: an owner gone, a payload that no longer reads.
async fn compose<C: ConnectionTrait>(
    ctx: &Context,
    conn: &C,
    reg: &registration::Model,
    numbered: Option<&receipt::Model>,
) -> Result<Option<(OutgoingEmail, Vec<FileAttachment>)>, AppError> {
    let Some(owner) = user::Entity::find_by_id(&reg.user_id).one(conn).await? else {
        tracing::error!(registration = %reg.id, "no receipt: the registration's owner is gone");
        return Ok(None);
    };
    // Opened in full only to read it back as the validated type; the e-mail shows no Aadhaar number.
    let registration = payload_for_view(ctx, reg, Aadhaar::Full)
        .and_then(|payload| serde_json::from_value::<Registration>(payload).map_err(AppError::other));
    let registration = match registration {
        Ok(r) => r,
        Err(e) => {
            tracing::error!(registration = %reg.id, error = %e, "could not make the receipt e-mail");
            return Ok(None);
        }
    };
    let payment = crate::services::payment_orders::payment_of(conn, Payable::Registration, &reg.id).await?;
    let email = receipt_email(&owner, reg, &registration, payment.as_deref())?;
    let files = match numbered.cloned() {
        // The PDF, in the owner's language, is drawn on the background threads.
        Some(r) => {
            let language = crate::emails::language_of(&owner);
            let file =
                crate::background::run(move || crate::services::receipts::register::file(&r, None, language)).await?;
            vec![FileAttachment { filename: file.filename, content_type: "application/pdf", bytes: file.bytes }]
        }
        None => Vec::new(),
    };
    Ok(Some((email, files)))
}

/// The receipt e-mail, in the owner's language (its labels, category and amounts; the PDF keeps its own).
fn receipt_email(
    owner: &user::Model,
    reg: &registration::Model,
    registration: &Registration,
    payment: Option<&str>,
) -> Result<OutgoingEmail, AppError> {
    let language = crate::emails::language_of(owner);
    let event = event_by_name(&reg.event_id).map_or(reg.event_id.as_str(), |e| e.title);
    let members: Vec<String> = registration.people().iter().map(|p| p.fullname.to_string()).collect();
    let rupees = |paise: i64| crate::emails::rupees(language, u64::try_from(paise).unwrap_or(0));
    let label = |en: &str, hi: &str| pick(language, en, hi).to_owned();
    let mut lines: Vec<(String, String)> = Vec::new();
    // With a discount: the fee before it, and the discount with its code, above the amount paid.
    if let Some((original, discount)) = reg.original_amount_paise.zip(reg.discount_paise) {
        let code = reg.coupon_code.as_deref().map(|c| format!(" ({c})")).unwrap_or_default();
        lines.push((label("Fee", "फ़ीस"), rupees(original)));
        lines.push((format!("{}{code}", label("Discount", "छूट")), rupees(discount)));
    }
    lines.push((label("Amount paid", "चुकाई गई रक़म"), rupees(reg.amount_paise)));
    // Nothing paid (a free event, a discount of the whole fee): no payment to name.
    if let Some(payment) = payment {
        lines.push((label("Payment id", "पेमेंट ID"), payment.to_owned()));
    }
    lines.push((label("Registration id", "रजिस्ट्रेशन ID"), reg.id.clone()));
    let lines: Vec<serde_json::Value> =
        lines.iter().map(|(label, value)| serde_json::json!({"label": label, "value": value})).collect();
    crate::emails::render(
        "registration_confirmed",
        language,
        &owner.email,
        serde_json::json!({
            "name": owner.display_name(),
            "event": event,
            "category": registration
                .category
                .map(|c| format!(" ({})", crate::emails::category(language, c.as_str())))
                .unwrap_or_default(),
            "college": registration.college_name,
            "members": members,
            "lines": lines,
        }),
    )
}
