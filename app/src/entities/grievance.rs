use sea_orm::entity::prelude::*;

/// A grievance sent to the grievance officer (DPDP Act 2023, section 13): answered within 90 days.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "grievance")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    /// What the person quotes: `GRV-` and six letters and digits.
    pub reference: String,
    /// The account that sent it, when one was signed in.
    pub user_id: Option<String>,
    pub name: String,
    pub email: String,
    /// `fest_shared::privacy::GrievanceKind`'s name.
    pub kind: String,
    /// Sealed with the data key.
    pub message: String,
    pub received_at: DateTimeUtc,
    /// The last day to answer it, `YYYY-MM-DD` in India.
    pub due_on: String,
    /// `open` or `answered`.
    pub status: String,
    /// Sealed with the data key.
    pub answer: Option<String>,
    pub answered_at: Option<DateTimeUtc>,
    /// The admin who answered it.
    pub answered_by: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
