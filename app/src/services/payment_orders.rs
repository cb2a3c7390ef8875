//! The one index from a gateway order to what it pays for (`payment_order`): a registration, a roster
//! change's difference or an accommodation booking. Each payable attaches its order with [`attach`], a
//! single statement that inserts the row only while the payable is still in the state it names and has no
//! order yet; the webhook, the browser's verify, UPI and the reconciliation find the payable of an order with
//! [`find`], and a payable's order with [`of`] (or [`of_many`] for a list). An order's money moves through
//! its own states (`OrderStatus`), each move one guarded update made in the transaction that moves the payable:
//! the payment that paid it ([`record_payment`]), a flag and its acceptance ([`flag`], [`accept`]), expiry
//! ([`expire`], [`expire_all`]) and refunds ([`refunds_processed`], [`refunded_by_organisers`]), which
//! leave it holding what [`held`] says; the reconciliation finds the orders that lapsed unpaid with
//! [`lapsed`] and records its asks with [`asked`].
//! Money paid to the organisers in person has an order too (mode `offline`, opened with the payable by
//! [`open_offline`]), which an organiser's word moves to `paid` ([`received`]) and a refund paid back by hand
//! to `refunded` ([`refunds_processed_offline`]); no gateway is ever asked about it.
//! Built on nothing but the tables, so every service that takes money may use it.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use sea_orm::sea_query::{Expr, OnConflict, Query, SelectStatement, SimpleExpr, SubQueryStatement};
use sea_orm::{ColumnTrait, Condition, ConnectionTrait, EntityTrait, QueryFilter};

use crate::AppError;
use crate::config::PaymentsMode;
use crate::entities::payment_order::{self as order, OrderStatus, Payable};
use crate::ports::payments::GatewayOrder;

/// The order `id`, if the site made it.
pub async fn find(db: &impl ConnectionTrait, id: &str) -> Result<Option<order::Model>, AppError> {
    Ok(order::Entity::find_by_id(id).one(db).await?)
}

/// The order of a payable, if it has one.
pub async fn of(db: &impl ConnectionTrait, payable: Payable, id: &str) -> Result<Option<order::Model>, AppError> {
    Ok(order::Entity::find()
        .filter(order::Column::PayableKind.eq(payable.as_str()))
        .filter(order::Column::PayableId.eq(id))
        .one(db)
        .await?)
}

/// The id of the payable of kind `payable` that the order `id` pays for; `None` when the site made no such
/// order, or the order pays for something of another kind.
pub async fn payable_of(db: &impl ConnectionTrait, id: &str, payable: Payable) -> Result<Option<String>, AppError> {
    Ok(find(db, id).await?.filter(|o| o.payable() == Some(payable)).map(|o| o.payable_id))
}

/// What a payable's payment was: what its order was for (the payable's price may have changed since), or
/// its `price` when it was paid without an order.
pub async fn paid(db: &impl ConnectionTrait, payable: Payable, id: &str, price: i64) -> Result<i64, AppError> {
    Ok(order::amount_or(of(db, payable, id).await?.as_ref(), price))
}

/// The orders of many payables of one kind, by payable id.
pub async fn of_many(
    db: &impl ConnectionTrait,
    payable: Payable,
    ids: impl IntoIterator<Item = String>,
) -> Result<HashMap<String, order::Model>, AppError> {
    let ids: Vec<String> = ids.into_iter().collect();
    let mut found = HashMap::with_capacity(ids.len());
    for chunk in ids.chunks(500) {
        let rows = order::Entity::find()
            .filter(order::Column::PayableKind.eq(payable.as_str()))
            .filter(order::Column::PayableId.is_in(chunk.iter().cloned()))
            .all(db)
            .await?;
        found.extend(rows.into_iter().map(|o| (o.payable_id.clone(), o)));
    }
    Ok(found)
}

/// The gateway's id of the payment that paid a payable's order, if one did.
pub async fn payment_of(db: &impl ConnectionTrait, payable: Payable, id: &str) -> Result<Option<String>, AppError> {
    Ok(of(db, payable, id).await?.and_then(|o| o.payment_id))
}

/// What a payment applied to an order came to: it paid it, or the organisers must look at it (why).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict<'a> {
    Paid,
    Flagged(&'a str),
}

/// A flag's reason as stored (at most 255 characters).
fn reason(why: &str) -> String {
    why.chars().take(255).collect()
}

/// Records that the payment `payment_id` paid the order of the payable `id`, inside the transaction that
/// applied it to the payable (whose row that transaction holds): `created` or `expired` (a late payment) to
/// `paid` or `flagged`, or `flagged` to `paid` (a right payment after one refused). An error when the payable
/// has no order in such a state: a payment is only ever applied through one, once.
pub async fn record_payment(
    db: &impl ConnectionTrait,
    payable: Payable,
    id: &str,
    payment_id: &str,
    verdict: Verdict<'_>,
) -> Result<(), AppError> {
    let (to, why, from): (_, Option<String>, &[OrderStatus]) = match verdict {
        Verdict::Paid => (OrderStatus::Paid, None, &[OrderStatus::Created, OrderStatus::Expired, OrderStatus::Flagged]),
        Verdict::Flagged(why) => {
            (OrderStatus::Flagged, Some(reason(why)), &[OrderStatus::Created, OrderStatus::Expired])
        }
    };
    let res = order::Entity::update_many()
        .col_expr(order::Column::PaymentId, Expr::value(payment_id))
        .col_expr(order::Column::Status, Expr::value(to))
        .col_expr(order::Column::FlagReason, Expr::value(why))
        .col_expr(order::Column::PaidAt, Expr::value(Utc::now()))
        .filter(order::Column::PayableKind.eq(payable.as_str()))
        .filter(order::Column::PayableId.eq(id))
        .filter(order::Column::Status.is_in(from.iter().copied()))
        .exec(db)
        .await?;
    if res.rows_affected == 1 {
        Ok(())
    } else {
        Err(AppError::Other(
            format!("a payment for {} {id}, which has no order waiting for one", payable.as_str()).into(),
        ))
    }
}

/// The event whose money an order of the payable `id` is (`payment_order.event_id`), read from the payable in
/// the statement that writes the order: a registration's event, or a roster change's; none for a booking.
fn event_of(payable: Payable, id: &str) -> SimpleExpr {
    use crate::entities::{registration, registration_change as change};
    let of = match payable {
        Payable::Registration => Query::select()
            .column(registration::Column::EventId)
            .from(registration::Entity)
            .and_where(registration::Column::Id.eq(id))
            .to_owned(),
        Payable::Change => Query::select()
            .column(change::Column::EventId)
            .from(change::Entity)
            .and_where(change::Column::Id.eq(id))
            .to_owned(),
        Payable::Booking | Payable::Capture => return Expr::value(Option::<String>::None),
    };
    SimpleExpr::SubQuery(None, Box::new(SubQueryStatement::SelectStatement(of)))
}

/// The event whose money the order `o` is: its own (`payment_order.event_id`) or, for an order a server of
/// the previous release opened without one, its registration's or roster change's; none for a bed's.
pub async fn event_of_order(db: &impl ConnectionTrait, o: &order::Model) -> Result<Option<String>, AppError> {
    if o.event_id.is_some() {
        return Ok(o.event_id.clone());
    }
    let Some(payable) = o.payable() else { return Ok(None) };
    let Some(row) = db.query_one(&Query::select().expr(event_of(payable, &o.payable_id)).to_owned()).await? else {
        return Ok(None);
    };
    Ok(row.try_get_by_index::<Option<String>>(0)?)
}

/// The columns an order is written with (the rest wait for its payment): in this order, by [`open_offline`]
/// and [`attach`].
const WRITTEN: [order::Column; 9] = [
    order::Column::Id,
    order::Column::PayableKind,
    order::Column::PayableId,
    order::Column::EventId,
    order::Column::Mode,
    order::Column::AmountPaise,
    order::Column::Currency,
    order::Column::Status,
    order::Column::CreatedAt,
];

/// The id of a payable's offline order: `offline_`, its kind and its id (one order per payable).
pub fn offline_id(payable: Payable, id: &str) -> String {
    format!("offline_{}_{id}", payable.as_str())
}

/// The order of a payable the organisers are paid for in person (mode `offline`, no gateway): made with the
/// payable, in the transaction that stores it, for its amount; `created` until an organiser records the
/// money received ([`received`]). Its id is the site's own ([`offline_id`]). Nothing is written when the
/// payable has an order already.
pub async fn open_offline(
    db: &impl ConnectionTrait,
    payable: Payable,
    id: &str,
    amount_paise: i64,
    currency: &str,
) -> Result<(), AppError> {
    let insert = Query::insert()
        .into_table(order::Entity)
        .columns(WRITTEN)
        .values_panic([
            offline_id(payable, id).into(),
            payable.as_str().into(),
            id.into(),
            event_of(payable, id),
            PaymentsMode::Offline.as_str().into(),
            amount_paise.into(),
            currency.into(),
            Expr::val(OrderStatus::Created),
            Utc::now().into(),
        ])
        .on_conflict(
            OnConflict::columns([order::Column::PayableKind, order::Column::PayableId]).do_nothing().to_owned(),
        )
        .to_owned();
    db.execute(&insert).await?;
    Ok(())
}

/// An organiser records the money of a payable paid to them in person, `amount_paise` (what it costs now: a
/// registration awaiting its money may have been changed since it was stored), in the transaction that
/// moves the payable (whose row it holds): its offline order, `created`, is `paid` now for that amount, with
/// no gateway payment. A payable stored by an earlier release without an order is given its order first. An
/// error when its order is not an offline one waiting for its money.
pub async fn received(
    db: &impl ConnectionTrait,
    payable: Payable,
    id: &str,
    amount_paise: i64,
    currency: &str,
) -> Result<(), AppError> {
    open_offline(db, payable, id, amount_paise, currency).await?;
    let res = order::Entity::update_many()
        .col_expr(order::Column::Status, Expr::value(OrderStatus::Paid))
        .col_expr(order::Column::AmountPaise, Expr::value(amount_paise))
        .col_expr(order::Column::PaidAt, Expr::value(Utc::now()))
        .filter(order::Column::PayableKind.eq(payable.as_str()))
        .filter(order::Column::PayableId.eq(id))
        .filter(order::Column::Mode.eq(PaymentsMode::Offline))
        .filter(order::Column::Status.eq(OrderStatus::Created))
        .exec(db)
        .await?;
    if res.rows_affected == 1 {
        Ok(())
    } else {
        Err(AppError::Other(
            format!("money received for {} {id}, which has no offline order waiting for it", payable.as_str()).into(),
        ))
    }
}

/// One guarded move of a payable's order from one of `from` to `to` (its flag's reason set to `why`, or
/// cleared); true when it moved.
async fn moved(
    db: &impl ConnectionTrait,
    payable: Payable,
    id: &str,
    from: &[OrderStatus],
    to: OrderStatus,
    why: Option<&str>,
) -> Result<bool, AppError> {
    let res = order::Entity::update_many()
        .col_expr(order::Column::Status, Expr::value(to))
        .col_expr(order::Column::FlagReason, Expr::value(why.map(reason)))
        .filter(order::Column::PayableKind.eq(payable.as_str()))
        .filter(order::Column::PayableId.eq(id))
        .filter(order::Column::Status.is_in(from.iter().copied()))
        .exec(db)
        .await?;
    Ok(res.rows_affected == 1)
}

/// The gateway reports the payment of a paid order for another amount: `paid` to `flagged`, for the
/// organisers. True when it moved.
pub async fn flag(db: &impl ConnectionTrait, payable: Payable, id: &str, why: &str) -> Result<bool, AppError> {
    moved(db, payable, id, &[OrderStatus::Paid], OrderStatus::Flagged, Some(why)).await
}

/// A flagged order's reason grows (the gateway reported more meanwhile): `flagged` stays `flagged`. True
/// when it did (an order paid, whose payable is flagged for another payment, stays as it is).
pub async fn note(db: &impl ConnectionTrait, payable: Payable, id: &str, why: &str) -> Result<bool, AppError> {
    moved(db, payable, id, &[OrderStatus::Flagged], OrderStatus::Flagged, Some(why)).await
}

/// The organisers accept a flagged payment: `flagged` to `paid`. True when it moved (an order paid already,
/// whose payable was flagged for another payment, stays as it is).
pub async fn accept(db: &impl ConnectionTrait, payable: Payable, id: &str) -> Result<bool, AppError> {
    moved(db, payable, id, &[OrderStatus::Flagged], OrderStatus::Paid, None).await
}

/// The organisers record that they gave a payable's payment back themselves: its order, paid or flagged,
/// is `refunded`. True when it moved.
pub async fn refunded_by_organisers(db: &impl ConnectionTrait, payable: Payable, id: &str) -> Result<bool, AppError> {
    let from = [OrderStatus::Paid, OrderStatus::Flagged, OrderStatus::PartlyRefunded];
    moved(db, payable, id, &from, OrderStatus::Refunded, None).await
}

/// The order of the payable `id` waits for no payment any more: `created` to `expired`. Call it in the
/// transaction that moves the payable on. True when it moved (an order paid or expired already stays).
pub async fn expire(db: &impl ConnectionTrait, payable: Payable, id: &str) -> Result<bool, AppError> {
    moved(db, payable, id, &[OrderStatus::Created], OrderStatus::Expired, None).await
}

/// [`expire`] for the orders of every payable of one kind that `which` selects (a subquery of payable ids,
/// built with the same conditions as the payables' own update and run before it). How many moved.
pub async fn expire_all(db: &impl ConnectionTrait, payable: Payable, which: SelectStatement) -> Result<u64, AppError> {
    let res = order::Entity::update_many()
        .col_expr(order::Column::Status, Expr::value(OrderStatus::Expired))
        .filter(order::Column::PayableKind.eq(payable.as_str()))
        .filter(order::Column::Status.eq(OrderStatus::Created))
        .filter(order::Column::PayableId.in_subquery(which))
        .exec(db)
        .await?;
    Ok(res.rows_affected)
}

/// The orders taken by a gateway (not offline) that stopped waiting without a payment (`expired`: their
/// time ran out, or what they paid for gave way) and were made after `made_after`, that the reconciliation
/// has not asked the gateway about since `asked_before` (or never): a payment made in a checkout still open
/// may come for a while.
pub async fn lapsed(
    db: &impl ConnectionTrait,
    made_after: DateTime<Utc>,
    asked_before: DateTime<Utc>,
) -> Result<Vec<order::Model>, AppError> {
    Ok(order::Entity::find()
        .filter(order::Column::Status.eq(OrderStatus::Expired))
        .filter(order::Column::Mode.ne(PaymentsMode::Offline))
        .filter(order::Column::PaymentId.is_null())
        .filter(order::Column::CreatedAt.gte(made_after))
        .filter(
            Condition::any().add(order::Column::CheckedAt.is_null()).add(order::Column::CheckedAt.lte(asked_before)),
        )
        .all(db)
        .await?)
}

/// Records that the gateway was just asked about the order of the payable `id`, while it is still `expired`
/// (a payment applied meanwhile moved it on).
pub async fn asked(db: &impl ConnectionTrait, payable: Payable, id: &str) -> Result<(), AppError> {
    order::Entity::update_many()
        .col_expr(order::Column::CheckedAt, Expr::value(Utc::now()))
        .filter(order::Column::PayableKind.eq(payable.as_str()))
        .filter(order::Column::PayableId.eq(id))
        .filter(order::Column::Status.eq(OrderStatus::Expired))
        .exec(db)
        .await?;
    Ok(())
}

/// A refund of the payment `payment_id` was just recorded processed (in the caller's transaction): the order
/// that payment paid, if any, is `refunded` once its processed refunds reach what the payment was, and
/// `partly_refunded` before. A payment no order was paid by (a second payment, a capture nothing claims)
/// has nothing to move. True when an order moved.
pub async fn refunds_processed(db: &impl ConnectionTrait, payment_id: &str) -> Result<bool, AppError> {
    let Some(paid) = order::Entity::find().filter(order::Column::PaymentId.eq(payment_id)).one(db).await? else {
        return Ok(false);
    };
    refunded_by(db, &paid).await
}

/// [`refunds_processed`] for a refund the organisers paid back by hand of money paid to them in person (no
/// gateway payment), of the payable `id`: the offline order whose money it gives back moves by every such
/// refund of that money (see [`giving_back`]). That order is the payable's own or, for a roster change that
/// lowered a fee (which has none), its registration's.
pub async fn refunds_processed_offline(
    db: &impl ConnectionTrait,
    payable: Payable,
    id: &str,
) -> Result<bool, AppError> {
    use crate::entities::registration_change as change;
    use sea_orm::QuerySelect;
    let order = match of(db, payable, id).await? {
        None if payable == Payable::Change => {
            let registration: Option<String> = change::Entity::find_by_id(id)
                .select_only()
                .column(change::Column::RegistrationId)
                .into_tuple()
                .one(db)
                .await?;
            match registration {
                Some(registration) => of(db, Payable::Registration, &registration).await?,
                None => None,
            }
        }
        order => order,
    };
    let Some(paid) = order.filter(|o| !o.by_gateway()) else { return Ok(false) };
    refunded_by(db, &paid).await
}

/// The refunds that give back the money of the order `paid`: those naming its payment or, for an offline
/// order (no gateway payment to name), those paid back by hand of its payable and, for a registration, of
/// its roster changes without an order of their own (the lowered fees), as a gateway's payment is given back
/// by every refund naming it.
fn giving_back(paid: &order::Model) -> Condition {
    use crate::entities::payment_refund as refund;
    use crate::entities::registration_change as change;
    if paid.by_gateway() {
        return match &paid.payment_id {
            Some(payment) => Condition::all().add(refund::Column::PaymentId.eq(payment.as_str())),
            // Nothing has paid it: nothing gives its money back.
            None => Condition::any(),
        };
    }
    let mut whose = Condition::any().add(
        Condition::all()
            .add(refund::Column::PayableKind.eq(paid.payable_kind.as_str()))
            .add(refund::Column::PayableId.eq(paid.payable_id.as_str())),
    );
    if paid.payable() == Some(Payable::Registration) {
        let lowered = Query::select()
            .column(change::Column::Id)
            .from(change::Entity)
            .and_where(change::Column::RegistrationId.eq(paid.payable_id.as_str()))
            .and_where(change::Column::Id.not_in_subquery(ordered(Payable::Change)))
            .to_owned();
        whose = whose.add(
            Condition::all()
                .add(refund::Column::PayableKind.eq(Payable::Change.as_str()))
                .add(refund::Column::PayableId.in_subquery(lowered)),
        );
    }
    Condition::all().add(refund::Column::PaymentId.is_null()).add(whose)
}

/// What the payment of the order `paid` was and how much of it its processed refunds gave back, in paise.
async fn given_back(db: &impl ConnectionTrait, paid: &order::Model) -> Result<(i64, i64), AppError> {
    use crate::entities::payment_refund::{self as refund, RefundStatus};
    use sea_orm::ActiveEnum as _;
    let processed = refund::Entity::find()
        .filter(giving_back(paid))
        .filter(refund::Column::Status.eq(RefundStatus::Processed.to_value()))
        .all(db)
        .await?;
    Ok(weighed(paid, &processed))
}

/// What the payment of the order `paid` was and how much of it the processed refunds `processed` (those
/// [`giving_back`] its money) gave back: against what the payment was, which each refund records (a payment
/// refused for its amount was not what the order asked), or the order's amount when none does.
fn weighed(paid: &order::Model, processed: &[crate::entities::payment_refund::Model]) -> (i64, i64) {
    let was = processed.iter().map(|r| r.paid_paise).max().unwrap_or(paid.amount_paise);
    (was, processed.iter().map(|r| r.amount_paise).sum())
}

/// Moves the order `paid` to `refunded` once its processed refunds reach what its payment was, and to
/// `partly_refunded` before.
async fn refunded_by(db: &impl ConnectionTrait, paid: &order::Model) -> Result<bool, AppError> {
    let (was, given) = given_back(db, paid).await?;
    let to = if given >= was { OrderStatus::Refunded } else { OrderStatus::PartlyRefunded };
    let from = [OrderStatus::Paid, OrderStatus::Flagged, OrderStatus::PartlyRefunded];
    let res = order::Entity::update_many()
        .col_expr(order::Column::Status, Expr::value(to))
        .col_expr(order::Column::FlagReason, Expr::value(Option::<String>::None))
        .filter(order::Column::Id.eq(&paid.id))
        .filter(order::Column::Status.is_in(from))
        .exec(db)
        .await?;
    Ok(res.rows_affected == 1)
}

/// The money each of `orders` brought in that is still held, in paise, in their order: all it asked once
/// paid, what its payment was less what was given back once partly refunded, nothing in any other state
/// (waiting, expired, flagged for the organisers, or all given back). The refunds of the partly refunded
/// orders a gateway's payment paid are read at once; an offline one's (a rare refund paid back by hand) one
/// order at a time.
pub async fn held(db: &impl ConnectionTrait, orders: &[order::Model]) -> Result<Vec<i64>, AppError> {
    use crate::entities::payment_refund::{self as refund, RefundStatus};
    use sea_orm::ActiveEnum as _;
    // The payment a partly refunded gateway order was paid by: its refunds are those naming it (`giving_back`).
    fn paid_by(o: &order::Model) -> Option<&str> {
        o.payment_id.as_deref().filter(|_| o.status == OrderStatus::PartlyRefunded && o.by_gateway())
    }
    let payments: Vec<&str> = orders.iter().filter_map(paid_by).collect();
    let mut by_payment: HashMap<String, Vec<refund::Model>> = HashMap::new();
    if !payments.is_empty() {
        let processed = refund::Entity::find()
            .filter(refund::Column::PaymentId.is_in(payments))
            .filter(refund::Column::Status.eq(RefundStatus::Processed.to_value()))
            .all(db)
            .await?;
        for r in processed {
            by_payment.entry(r.payment_id.clone().unwrap_or_default()).or_default().push(r);
        }
    }
    let mut held = Vec::with_capacity(orders.len());
    for o in orders {
        held.push(match o.status {
            OrderStatus::Paid => o.amount_paise,
            OrderStatus::PartlyRefunded => {
                let (was, given) = match paid_by(o) {
                    Some(payment) => weighed(o, by_payment.get(payment).map_or(&[][..], Vec::as_slice)),
                    None => given_back(db, o).await?,
                };
                (was - given).max(0)
            }
            OrderStatus::Created | OrderStatus::Flagged | OrderStatus::Expired | OrderStatus::Refunded => 0,
        });
    }
    Ok(held)
}

/// The orders paid by the payments `payment_ids`, by payment id.
pub async fn by_payments(
    db: &impl ConnectionTrait,
    payment_ids: impl IntoIterator<Item = String>,
) -> Result<HashMap<String, order::Model>, AppError> {
    let ids: Vec<String> = payment_ids.into_iter().collect();
    let mut found = HashMap::with_capacity(ids.len());
    for chunk in ids.chunks(500) {
        let rows = order::Entity::find().filter(order::Column::PaymentId.is_in(chunk.iter().cloned())).all(db).await?;
        found.extend(rows.into_iter().filter_map(|o| Some((o.payment_id.clone()?, o))));
    }
    Ok(found)
}

/// The ids of the payables of one kind whose order no payment has paid yet, as a subquery.
pub fn unpaid(payable: Payable) -> SelectStatement {
    ordered(payable).and_where(order::Column::PaymentId.is_null()).to_owned()
}

/// The ids of the payables of one kind whose order a payment paid, as a subquery.
pub fn paid_for(payable: Payable) -> SelectStatement {
    ordered(payable).and_where(order::Column::PaymentId.is_not_null()).to_owned()
}

/// The ids of the payables of one kind that have an order, as a subquery (`Column::Id.in_subquery(…)`).
pub fn ordered(payable: Payable) -> SelectStatement {
    Query::select()
        .column(order::Column::PayableId)
        .from(order::Entity)
        .and_where(order::Column::PayableKind.eq(payable.as_str()))
        .to_owned()
}

/// Where a payable's row must stand for its order to be attached: its table (`E`), its id column, its
/// state column and the state it must still be in.
pub struct Guard<E: EntityTrait> {
    pub id: E::Column,
    pub status: E::Column,
    pub expected: sea_orm::Value,
}

/// Attaches the gateway order `order` (taken in `mode`) to the payable `id` of table `E`, in one statement
/// that inserts it only while the payable's row is still in `guard.expected` and it has no order yet. False
/// when it was not attached (the payable moved on meanwhile, or has an order).
pub async fn attach<E: EntityTrait>(
    db: &impl ConnectionTrait,
    payable: Payable,
    id: &str,
    guard: Guard<E>,
    mode: PaymentsMode,
    order: &GatewayOrder,
) -> Result<bool, AppError> {
    let still = Query::select()
        .expr(Expr::val(order.id.clone()))
        .expr(Expr::val(payable.as_str()))
        .column(guard.id)
        .expr(event_of(payable, id))
        .expr(Expr::val(mode.as_str()))
        .expr(Expr::val(order.amount))
        .expr(Expr::val(order.currency.clone()))
        .expr(Expr::val(OrderStatus::Created))
        .expr(Expr::val(Utc::now()))
        .from(E::default())
        .and_where(guard.id.eq(id))
        .and_where(guard.status.eq(guard.expected))
        .to_owned();
    let insert = Query::insert()
        .into_table(order::Entity)
        .columns(WRITTEN)
        .select_from(still)
        .map_err(AppError::other)?
        .on_conflict(
            OnConflict::columns([order::Column::PayableKind, order::Column::PayableId]).do_nothing().to_owned(),
        )
        .to_owned();
    let res = db.execute(&insert).await?;
    Ok(res.rows_affected() == 1)
}
