//! How the site takes money.

use serde::{Deserialize, Serialize};

/// How the site takes money; also stored on each registration as the mode that took its money.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, sea_orm::EnumIter, sea_orm::DeriveActiveEnum,
)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = PaymentMode))]
#[serde(rename_all = "lowercase")]
#[sea_orm(rs_type = "String", db_type = "String(sea_orm::sea_query::StringLen::None)")]
pub enum PaymentsMode {
    #[sea_orm(string_value = "sandbox")]
    Sandbox,
    #[sea_orm(string_value = "razorpay")]
    Razorpay,
    #[sea_orm(string_value = "offline")]
    Offline,
    /// Paid to the organisers' UPI id without a gateway: the payer submits the UTR, the organisers confirm
    /// it from the bank statement.
    #[sea_orm(string_value = "upi")]
    Upi,
}

impl std::fmt::Display for PaymentsMode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl PaymentsMode {
    pub fn as_str(self) -> &'static str {
        match self {
            PaymentsMode::Sandbox => "sandbox",
            PaymentsMode::Razorpay => "razorpay",
            PaymentsMode::Offline => "offline",
            PaymentsMode::Upi => "upi",
        }
    }

    /// Whether money taken in this mode is paid back by the organisers by hand (no gateway refunds it).
    pub fn refunds_by_hand(self) -> bool {
        matches!(self, PaymentsMode::Offline | PaymentsMode::Upi)
    }
}
