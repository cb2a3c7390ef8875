use sea_orm::entity::prelude::*;

/// A numbered document issued for money that moved: a receipt (a tax invoice when the organisers have a
/// GSTIN) for every confirmed payment of a registration, a roster change's difference or a stay, and a credit
/// note for every processed refund of a receipted payment, referring to its invoice. What it says is kept as
/// issued (the supplier's details, the recipient's name, the tax): changing a setting later changes no
/// document already issued.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel, serde::Serialize)]
#[sea_orm(table_name = "receipt")]
#[serde(rename_all = "camelCase")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    /// The serial number, at most 16 characters, unique in its series and financial year:
    /// `INF/26-27/000123` (receipts), `INFC/26-27/00001` (credit notes).
    pub number: String,
    /// `receipt` or `credit_note`.
    pub document: String,
    /// Issued under a GSTIN: a tax invoice (or a credit note of one) with its tax shown.
    pub tax_invoice: bool,
    /// The Indian financial year it belongs to, e.g. `2026-27`.
    pub financial_year: String,
    /// Its place in the series of its financial year, from 1.
    pub serial: i64,
    /// What was paid for: `registration`, `change` or `booking`.
    pub payable_kind: String,
    pub payable_id: String,
    /// The gateway's payment id, or `offline` for money an organiser marked received.
    pub payment_ref: String,
    /// Empty for a receipt; for a credit note, the refund it records.
    pub refund_ref: String,
    /// Paise paid (a receipt) or refunded (a credit note), tax included.
    pub amount_paise: i64,
    pub taxable_paise: i64,
    pub cgst_paise: i64,
    pub sgst_paise: i64,
    pub igst_paise: i64,
    /// The GST rate in hundredths of a percent (1800: 18%); 0 when exempt or without a GSTIN.
    pub gst_rate_bp: i32,
    pub payer_user_id: String,
    pub recipient_name: String,
    pub description: String,
    pub supplier_name: String,
    pub supplier_address: String,
    pub supplier_gstin: Option<String>,
    /// The state of the place of supply, with its code (`Bihar (10)`).
    pub place_of_supply: Option<String>,
    pub sac_code: String,
    /// A credit note's invoice (its id).
    pub refers_to: Option<String>,
    pub issued_at: DateTimeUtc,
    /// A registration's receipt whose e-mail (with its PDF) is still to be made: set in the payment's
    /// transaction, cleared by the one that queues the e-mail.
    #[serde(skip)]
    pub email_pending: bool,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
