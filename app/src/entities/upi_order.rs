use sea_orm::entity::prelude::*;

/// An order paid to the organisers' UPI id (`FEST_PAYMENTS=upi`): the gateway of that mode keeps its orders
/// here. The payer's UPI app carries `reference` (the link's `tr` and `tn`); the payer then submits the UTR
/// the app showed (unique across all orders), and the organisers confirm it from their bank statement.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "upi_order")]
pub struct Model {
    /// `order_upi_<reference>`: the order id the payables keep, like a gateway's.
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub reference: String,
    pub amount_paise: i64,
    pub currency: String,
    pub receipt: String,
    /// created (nothing submitted), submitted (a UTR waits for the organisers) or paid (the UTR was
    /// confirmed).
    pub status: String,
    pub utr: Option<String>,
    pub submitted_by: Option<String>,
    pub submitted_at: Option<DateTimeUtc>,
    /// `upi_<UTR>` once confirmed: the payment id the payable records.
    pub payment_id: Option<String>,
    /// The admin who confirmed it (by hand or from a statement).
    pub confirmed_by: Option<String>,
    pub confirmed_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
