use fest_shared::coupons::{AppliesTo, CouponKind};
use sea_orm::entity::prelude::*;

/// A discount code made by an organiser. `kind` and `applies_to` are stored as fest-shared's names
/// (`percent`/`fixed`; `registration`/`accommodation`/`both`); `value` is a percentage or paise.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "coupon")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    /// Upper-case, 3 to 32 of `A-Z 0-9 - _` (fest-shared's `normalise_code`).
    #[sea_orm(unique)]
    pub code: String,
    pub kind: String,
    pub value: i64,
    pub applies_to: String,
    /// The event ids it is limited to, as a JSON list; NULL for every event.
    pub events: Option<String>,
    pub valid_from: Option<DateTimeUtc>,
    pub valid_to: Option<DateTimeUtc>,
    /// Uses in all (registrations that take a place); NULL for no limit.
    pub max_uses: Option<i32>,
    /// Uses per account; NULL for no limit.
    pub per_user: Option<i32>,
    pub created_by: String,
    pub created_at: DateTimeUtc,
}

impl Model {
    /// The kind (a stored name fest-shared does not know reads as a fixed amount of 0, which takes nothing
    /// off).
    pub fn kind(&self) -> CouponKind {
        CouponKind::parse(&self.kind).unwrap_or(CouponKind::Fixed)
    }

    /// The value: a percentage or paise (never negative).
    pub fn value(&self) -> u64 {
        if CouponKind::parse(&self.kind).is_some() { u64::try_from(self.value).unwrap_or(0) } else { 0 }
    }

    /// What it applies to (an unknown stored name applies to nothing sold yet: accommodation).
    pub fn applies_to(&self) -> AppliesTo {
        AppliesTo::parse(&self.applies_to).unwrap_or(AppliesTo::Accommodation)
    }

    /// The event ids it is limited to; `None` for every event.
    pub fn events(&self) -> Option<Vec<String>> {
        self.events.as_deref().map(|json| serde_json::from_str(json).unwrap_or_default())
    }
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
