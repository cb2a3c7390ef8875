use sea_orm::entity::prelude::*;

/// A message organisers write to a segment of the people of the fest (`services::announcements`).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "announcement")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub title: String,
    pub body: String,
    /// Shown on the home page too, once sent.
    pub is_public: bool,
    /// Who it is for: a `Segment` as JSON.
    pub segment: String,
    /// `scheduled`, `sending` (a server is writing the deliveries, until `locked_until`), `sent` or
    /// `cancelled`.
    pub state: String,
    pub send_at: DateTimeUtc,
    pub locked_until: Option<DateTimeUtc>,
    /// How many people it was sent to, once sent.
    pub recipients: Option<i32>,
    pub created_by: String,
    pub created_at: DateTimeUtc,
    pub sent_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
