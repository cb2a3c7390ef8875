//! The one index from a gateway order to what it pays for (`payment_order`): a registration, a roster
//! change's difference or an accommodation booking. Each payable attaches its order with [`attach`], a
//! single statement that inserts the row only while the payable is still in the state it names and has no
//! order yet; the webhook, the browser's verify, UPI and the reconciliation find the payable of an order with
//! [`find`], and a payable's order with [`of`] (or [`of_many`] for a list). The payment that paid an order is
//! recorded on it ([`record_payment`]), in the transaction that applies it. Built on nothing but the tables,
//! so every service that takes money may use it.

use std::collections::HashMap;

use chrono::Utc;
use sea_orm::sea_query::{Expr, OnConflict, Query, SelectStatement};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};

use crate::AppError;
use crate::config::PaymentsMode;
use crate::entities::payment_order::{self as order, Payable};
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
    Ok(of(db, payable, id).await?.map_or(price, |o| o.amount_paise))
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

/// Records that the payment `payment_id` paid the order of the payable `id`, inside the transaction that
/// applied it to the payable (whose row that transaction holds). An error when the payable has no order: a
/// payment is only ever applied through one.
pub async fn record_payment(
    db: &impl ConnectionTrait,
    payable: Payable,
    id: &str,
    payment_id: &str,
) -> Result<(), AppError> {
    let res = order::Entity::update_many()
        .col_expr(order::Column::PaymentId, Expr::value(payment_id))
        .filter(order::Column::PayableKind.eq(payable.as_str()))
        .filter(order::Column::PayableId.eq(id))
        .exec(db)
        .await?;
    if res.rows_affected == 1 {
        Ok(())
    } else {
        Err(AppError::Other(format!("a payment for {} {id}, which has no order", payable.as_str()).into()))
    }
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
    use order::Column as C;
    let still = Query::select()
        .expr(Expr::val(order.id.clone()))
        .expr(Expr::val(payable.as_str()))
        .column(guard.id)
        .expr(Expr::val(mode.as_str()))
        .expr(Expr::val(order.amount))
        .expr(Expr::val(order.currency.clone()))
        .expr(Expr::val(Utc::now()))
        .from(E::default())
        .and_where(guard.id.eq(id))
        .and_where(guard.status.eq(guard.expected))
        .to_owned();
    let insert = Query::insert()
        .into_table(order::Entity)
        .columns([C::Id, C::PayableKind, C::PayableId, C::Mode, C::AmountPaise, C::Currency, C::CreatedAt])
        .select_from(still)
        .map_err(AppError::other)?
        .on_conflict(OnConflict::columns([C::PayableKind, C::PayableId]).do_nothing().to_owned())
        .to_owned();
    let res = db.execute(&insert).await?;
    Ok(res.rows_affected() == 1)
}
