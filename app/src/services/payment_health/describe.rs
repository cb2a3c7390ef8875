//! Each item as the screen shows it: what it is, whose it is, its history from the audit log and the actions
//! that fit.

use super::*;

/// The registration a webhook body is about: the order of a payment, or the payment of a refund.
fn webhook_subject(body: &str) -> (Option<String>, Option<String>) {
    let Ok(v) = serde_json::from_str::<Value>(body) else { return (None, None) };
    let text = |v: &Value| v.as_str().map(str::to_owned);
    let order = text(&v["payload"]["payment"]["entity"]["order_id"]);
    let payment = text(&v["payload"]["refund"]["entity"]["payment_id"]);
    (order, payment)
}

/// Items from what was found: the registration of each webhook, owners, history, details and actions.
pub(super) async fn describe(
    ctx: &Context,
    found: Vec<(HealthKind, Found)>,
    now: DateTime<Utc>,
) -> Result<Vec<HealthItem>, AppError> {
    // Kept payments belong to nothing, and stays are not registrations: each described on its own, in the
    // place of its kind.
    let (own, found): (Vec<_>, Vec<_>) =
        found.into_iter().partition(|(_, f)| matches!(f, Found::Orphan(_) | Found::Stay(_)));
    let targets = own
        .iter()
        .map(|(_, f)| match f {
            Found::Orphan(o) => o.0.id.clone(),
            Found::Stay(s) => s.0.id.clone(),
            _ => String::new(),
        })
        .collect();
    let own_history = history_of(ctx, targets).await?;
    let stay_owners = users_by_id(
        ctx,
        own.iter().filter_map(|(_, f)| if let Found::Stay(s) = f { Some(s.0.user_id.clone()) } else { None }).collect(),
    )
    .await?;
    let mut own_items: Vec<HealthItem> = own
        .iter()
        .filter_map(|(kind, f)| match f {
            Found::Orphan(o) => Some(orphan_item(*kind, &o.0, o.1.as_ref(), &own_history)),
            Found::Stay(s) => Some(stay_item(*kind, &s.0, &s.1, &stay_owners, &own_history)),
            _ => None,
        })
        .collect();
    let mut items = describe_claimed(ctx, found, now).await?;
    // Keep the screen's order of kinds.
    items.append(&mut own_items);
    items.sort_by_key(|i| HealthKind::ALL.iter().position(|k| *k == i.kind));
    Ok(items)
}

fn stay_item(
    kind: HealthKind,
    b: &accommodation_booking::Model,
    refund: &payment_refund::Model,
    owners: &HashMap<String, user::Model>,
    history: &HashMap<String, Vec<HistoryEntry>>,
) -> HealthItem {
    let (state, action) = match refund.status {
        RefundStatus::Unknown => (
            "the gateway did not answer its refund; trying again reads the gateway's refunds of the payment first",
            HealthAction::RefundStay,
        ),
        RefundStatus::Manual => {
            ("it was paid offline: pay it back by hand, then mark it paid back", HealthAction::MarkStayRefunded)
        }
        _ => ("the gateway refused its refund; try it again", HealthAction::RefundStay),
    };
    HealthItem {
        kind,
        id: format!("{}:{}", kind.as_str(), b.id),
        registration_id: Some(b.registration_id.clone()),
        webhook_failure_id: None,
        change_id: None,
        orphan_capture_id: None,
        booking_id: Some(b.id.clone()),
        event_title: event_by_name(&b.event_id).map(|e| e.title.to_owned()),
        event: Some(b.event_id.clone()),
        owner: owners.get(&b.user_id).map(|u| Owner {
            name: if u.fullname.trim().is_empty() { u.username.clone() } else { u.fullname.clone() },
            email: u.email.clone(),
        }),
        amount_paise: Some(refund.amount_paise),
        since: refund.updated_at,
        detail: format!(
            "A stay of {} night(s) from {} was cancelled and {} is owed back: {state}.",
            b.nights,
            b.check_in,
            rupees(refund.amount_paise)
        ),
        history: history.get(&b.id).cloned().unwrap_or_default(),
        actions: vec![action],
    }
}

/// The actions of an item: its kind's, and for a flagged payment the site can give back whole, the refund.
fn actions_of(
    kind: HealthKind,
    reg: Option<&registration::Model>,
    order: Option<&crate::entities::payment_order::Model>,
) -> Vec<HealthAction> {
    let mut actions = kind.actions().to_vec();
    if kind == HealthKind::Flagged && reg.is_some_and(|r| registrations::refundable_flag(r, order)) {
        actions.push(HealthAction::Refund);
    }
    actions
}

fn orphan_item(
    kind: HealthKind,
    o: &orphan_capture::Model,
    refund: Option<&payment_refund::Model>,
    history: &HashMap<String, Vec<HistoryEntry>>,
) -> HealthItem {
    let state = match refund.map(|r| r.status) {
        Some(RefundStatus::Failed) => " Its refund failed at the gateway; try it again.",
        Some(RefundStatus::Unknown) => {
            " The gateway did not answer its refund; trying again reads the gateway's refunds of the payment first."
        }
        _ => "",
    };
    HealthItem {
        kind,
        id: format!("{}:{}", kind.as_str(), o.id),
        registration_id: None,
        webhook_failure_id: None,
        change_id: None,
        orphan_capture_id: Some(o.id.clone()),
        booking_id: None,
        event: None,
        event_title: None,
        owner: None,
        amount_paise: Some(o.amount_paise),
        since: o.received_at,
        detail: format!(
            "{}: payment {} (order {}) of {} is the payer's money; refund it.{state}",
            o.reason.trim_end_matches('.'),
            o.payment_id,
            o.order_id.as_deref().unwrap_or("none"),
            rupees(o.amount_paise),
        ),
        history: history.get(&o.id).cloned().unwrap_or_default(),
        actions: kind.actions().to_vec(),
    }
}

/// Items of registrations, roster changes and failed webhooks.
async fn describe_claimed(
    ctx: &Context,
    found: Vec<(HealthKind, Found)>,
    now: DateTime<Utc>,
) -> Result<Vec<HealthItem>, AppError> {
    // The registrations the failed webhooks are about, in two batched queries.
    let (mut orders, mut payment_ids) = (Vec::new(), Vec::new());
    for (_, f) in &found {
        if let Found::Webhook(w) = f {
            let (order, payment) = webhook_subject(&w.body);
            orders.extend(order);
            payment_ids.extend(payment);
        }
    }
    let mut by_order: HashMap<String, registration::Model> = HashMap::new();
    let mut by_payment: HashMap<String, registration::Model> = HashMap::new();
    for chunk in orders.chunks(MAX_PER_KIND as usize) {
        use crate::entities::payment_order;
        let ordered: HashMap<String, String> = payment_order::Entity::find()
            .filter(payment_order::Column::Id.is_in(chunk.iter().cloned()))
            .filter(payment_order::Column::PayableKind.eq(Payable::Registration.as_str()))
            .all(ctx.db())
            .await?
            .into_iter()
            .map(|o| (o.payable_id, o.id))
            .collect();
        for r in registration::Entity::find()
            .filter(registration::Column::Id.is_in(ordered.keys().cloned()))
            .all(ctx.db())
            .await?
        {
            if let Some(o) = ordered.get(&r.id) {
                by_order.insert(o.clone(), r);
            }
        }
    }
    for chunk in payment_ids.chunks(MAX_PER_KIND as usize) {
        // The registrations whose order these payments paid.
        let paid: HashMap<String, String> =
            crate::services::payment_orders::by_payments(ctx.db(), chunk.iter().cloned())
                .await?
                .into_iter()
                .filter(|(_, o)| o.payable() == Some(Payable::Registration))
                .map(|(payment, o)| (o.payable_id, payment))
                .collect();
        for r in registration::Entity::find()
            .filter(registration::Column::Id.is_in(paid.keys().cloned()))
            .all(ctx.db())
            .await?
        {
            if let Some(p) = paid.get(&r.id) {
                by_payment.insert(p.clone(), r);
            }
        }
    }
    let webhook_registration = |w: &webhook_failure::Model| {
        let (order, payment) = webhook_subject(&w.body);
        order.and_then(|o| by_order.get(&o)).or_else(|| payment.and_then(|p| by_payment.get(&p))).cloned()
    };
    // The registrations roster changes belong to, batched too.
    let changed: Vec<String> = found
        .iter()
        .filter_map(|(_, f)| if let Found::Change(c, _) = f { Some(c.registration_id.clone()) } else { None })
        .collect();
    let mut by_id: HashMap<String, registration::Model> = HashMap::new();
    for chunk in changed.chunks(MAX_PER_KIND as usize) {
        for r in registration::Entity::find()
            .filter(registration::Column::Id.is_in(chunk.iter().cloned()))
            .all(ctx.db())
            .await?
        {
            by_id.insert(r.id.clone(), r);
        }
    }

    let mut changes: HashMap<usize, (registration_change::Model, Option<i64>)> = HashMap::new();
    let rows: Vec<(HealthKind, Option<registration::Model>, Option<webhook_failure::Model>)> = found
        .into_iter()
        .enumerate()
        .map(|(i, (kind, f))| match f {
            Found::Registration(r) => (kind, Some(*r), None),
            Found::Webhook(w) => (kind, webhook_registration(&w), Some(*w)),
            Found::Change(c, owed) => {
                let reg = by_id.get(&c.registration_id).cloned();
                changes.insert(i, (*c, owed));
                (kind, reg, None)
            }
            Found::Orphan(_) | Found::Stay(_) => (kind, None, None),
        })
        .collect();

    let owner_ids: Vec<String> = rows.iter().filter_map(|(_, r, _)| r.as_ref().map(|r| r.user_id.clone())).collect();
    let owners = users_by_id(ctx, owner_ids).await?;
    let targets: Vec<String> = rows
        .iter()
        .flat_map(|(_, r, w)| r.iter().map(|r| r.id.clone()).chain(w.iter().map(|w| w.id.clone())))
        .collect();
    let history = history_of(ctx, targets).await?;
    let refunded: Vec<String> = rows.iter().filter_map(|(_, r, _)| r.as_ref().map(|r| r.id.clone())).collect();
    let refunds = crate::services::refunds::of_many(ctx.db(), Payable::Registration, &refunded).await?;
    let orders = crate::services::payment_orders::of_many(ctx.db(), Payable::Registration, refunded).await?;

    Ok(rows
        .into_iter()
        .enumerate()
        .map(|(i, (kind, reg, hook))| {
            let change = changes.remove(&i);
            let mut entries: Vec<HistoryEntry> = reg
                .iter()
                .map(|r| r.id.as_str())
                .chain(hook.iter().map(|w| w.id.as_str()))
                .flat_map(|t| history.get(t).cloned().unwrap_or_default())
                .collect();
            entries.sort_by_key(|e| e.at);
            let owner = reg.as_ref().and_then(|r| owners.get(&r.user_id)).map(|u| Owner {
                name: if u.fullname.trim().is_empty() { u.username.clone() } else { u.fullname.clone() },
                email: u.email.clone(),
            });
            let (since, detail, amount) = match (&reg, &hook) {
                _ if change.is_some() => {
                    change.as_ref().map(|(c, owed)| change_detail(kind, c, *owed)).unwrap_or((now, String::new(), None))
                }
                (_, Some(w)) => (w.received_at, webhook_detail(w), reg.as_ref().map(|r| r.amount_paise)),
                (Some(r), None) => {
                    let order = orders.get(&r.id).map(|o| o.id.as_str());
                    registration_detail(kind, r, order, refunds.get(&r.id).map(|f| f.amount_paise), now)
                }
                (None, None) => (now, String::new(), None),
            };
            let event = reg.as_ref().map(|r| r.event_id.clone());
            HealthItem {
                kind,
                id: format!(
                    "{}:{}",
                    kind.as_str(),
                    hook.as_ref()
                        .map(|w| w.id.as_str())
                        .or(change.as_ref().map(|(c, _)| c.id.as_str()))
                        .or(reg.as_ref().map(|r| r.id.as_str()))
                        .unwrap_or_default()
                ),
                change_id: change.as_ref().map(|(c, _)| c.id.clone()),
                orphan_capture_id: None,
                booking_id: None,
                registration_id: reg.as_ref().map(|r| r.id.clone()),
                webhook_failure_id: hook.as_ref().map(|w| w.id.clone()),
                event_title: event.as_deref().and_then(event_by_name).map(|e| e.title.to_owned()),
                event,
                owner,
                amount_paise: amount,
                since,
                detail,
                actions: actions_of(kind, reg.as_ref(), reg.as_ref().and_then(|r| orders.get(&r.id))),
                history: entries,
            }
        })
        .collect())
}

/// The audit-log entries about each target, oldest first, with their actors' e-mail addresses.
async fn history_of(ctx: &Context, targets: Vec<String>) -> Result<HashMap<String, Vec<HistoryEntry>>, AppError> {
    let mut targets = targets;
    targets.sort();
    targets.dedup();
    let mut entries = Vec::new();
    for chunk in targets.chunks(MAX_PER_KIND as usize) {
        entries.extend(
            audit_log::Entity::find()
                .filter(audit_log::Column::Target.is_in(chunk.iter().cloned()))
                .order_by_asc(audit_log::Column::At)
                .all(ctx.db())
                .await?,
        );
    }
    let actors = users_by_id(ctx, entries.iter().map(|e| e.actor_id.clone()).collect()).await?;
    let mut out: HashMap<String, Vec<HistoryEntry>> = HashMap::new();
    for e in entries {
        out.entry(e.target.clone()).or_default().push(HistoryEntry {
            at: e.at,
            action: e.action.clone(),
            actor_email: actors.get(&e.actor_id).map(|u| u.email.clone()),
            detail: audit_detail(&e.details),
        });
    }
    Ok(out)
}

/// An audit entry's details as one line: the reason first, then the rest (`key: value`).
fn audit_detail(details: &str) -> String {
    let Ok(Value::Object(map)) = serde_json::from_str::<Value>(details) else { return details.to_owned() };
    let show = |v: &Value| match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    };
    let mut parts: Vec<String> = map.get("reason").map(|r| format!("reason: {}", show(r))).into_iter().collect();
    parts.extend(map.iter().filter(|(k, v)| *k != "reason" && !v.is_null()).map(|(k, v)| format!("{k}: {}", show(v))));
    parts.join("; ")
}
