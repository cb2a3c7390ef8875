use sea_orm::entity::prelude::*;

/// What the organisers changed of fest-shared's stay rules (one row, id 1; NULL keeps the default). Held by
/// every booking while it counts the beds.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "accommodation_setting")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: i32,
    pub price_per_night_paise: Option<i64>,
    pub beds_men: Option<i32>,
    pub beds_women: Option<i32>,
    pub updated_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
