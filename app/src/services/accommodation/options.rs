//! The rules in force and the beds of each night: what a booking counts while it holds beds, and the
//! nights the booking page offers.

use super::*;
pub use crate::services::places::counting;

/// The rules in force: fest-shared's, with the organisers' price and beds.
pub fn rules_of(row: Option<&setting::Model>) -> StayRules {
    let mut r = rules::default_rules();
    if let Some(row) = row {
        if let Some(p) = row.price_per_night_paise.and_then(|p| u64::try_from(p).ok()) {
            r.price_per_night_paise = p;
        }
        if let Some(n) = row.beds_men.and_then(|n| u32::try_from(n).ok()) {
            r.beds.men = n;
        }
        if let Some(n) = row.beds_women.and_then(|n| u32::try_from(n).ok()) {
            r.beds.women = n;
        }
    }
    r
}

/// The rules in force, read without holding the row.
pub async fn rules_in_force<C: ConnectionTrait>(db: &C) -> Result<StayRules, AppError> {
    Ok(rules_of(setting::Entity::find_by_id(1).one(db).await?.as_ref()))
}

/// The rules in force, holding the settings row until the transaction ends (every booking takes it first).
pub(super) async fn hold_rules(txn: &DatabaseTransaction) -> Result<StayRules, AppError> {
    Ok(rules_of(setting::Entity::find_by_id(1).lock_exclusive().one(txn).await?.as_ref()))
}

/// Whether a booking in this state holds beds at `now`.
pub(super) fn holds_beds(b: &booking::Model, now: DateTime<Utc>) -> bool {
    b.status.shared().holds_place() || (b.status == Status::Pending && b.expires_at.is_some_and(|t| t > now))
}

/// Beds taken per night and block by the bookings that count.
pub async fn beds_taken<C: ConnectionTrait>(
    db: &C,
    now: DateTime<Utc>,
) -> Result<BTreeMap<(NaiveDate, Block), u32>, AppError> {
    let rows: Vec<(String, String, i32, i32)> = booking::Entity::find()
        .filter(counting(now))
        .select_only()
        .column(booking::Column::Block)
        .column(booking::Column::CheckIn)
        .column(booking::Column::Nights)
        .column(booking::Column::GuestCount)
        .into_tuple()
        .all(db)
        .await?;
    let mut taken = BTreeMap::new();
    for (block, check_in, nights, guests) in rows {
        let (Some(block), Some(check_in)) = (Block::parse(&block), rules::date(&check_in)) else { continue };
        let stay = Stay { check_in, nights: u32::try_from(nights).unwrap_or(0) };
        for night in stay.nights() {
            *taken.entry((night, block)).or_insert(0) += u32::try_from(guests).unwrap_or(0);
        }
    }
    Ok(taken)
}

/// One night of the window with its beds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NightBeds {
    /// The night, by the date it begins.
    pub date: NaiveDate,
    pub taken: BlockBeds,
    pub left: BlockBeds,
}

/// Every night a guest may sleep: from the first check-in to the night before the last day.
fn window_nights(r: &StayRules) -> Vec<NaiveDate> {
    let (Some(first), Some(last_day)) = (rules::date(&r.first_check_in), rules::date(&r.last_day)) else {
        return Vec::new();
    };
    first.iter_days().take_while(|d| *d < last_day).collect()
}

/// The beds of every night of the window, as the rules in force give them.
pub async fn nights<C: ConnectionTrait>(db: &C, r: &StayRules) -> Result<Vec<NightBeds>, AppError> {
    let taken = beds_taken(db, Utc::now()).await?;
    Ok(window_nights(r)
        .into_iter()
        .map(|date| {
            let of = |block| taken.get(&(date, block)).copied().unwrap_or(0);
            let t = BlockBeds { men: of(Block::Men), women: of(Block::Women) };
            let left = BlockBeds { men: r.beds.men.saturating_sub(t.men), women: r.beds.women.saturating_sub(t.women) };
            NightBeds { date, taken: t, left }
        })
        .collect())
}

/// What `GET /accommodation/options` answers: the rules in force and the beds left per night.
#[derive(Debug, Clone)]
pub struct Options {
    pub rules: StayRules,
    pub nights: Vec<NightBeds>,
}

pub async fn options(ctx: &Context) -> Result<Options, AppError> {
    let rules = rules_in_force(ctx.db()).await?;
    let nights = nights(ctx.db(), &rules).await?;
    Ok(Options { rules, nights })
}
