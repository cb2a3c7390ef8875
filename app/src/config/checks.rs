//! What the settings mean together: derived values and the checks made before serving.

use super::*;

impl Config {
    /// Whether the public payment test page takes orders: with the sandbox always, with Razorpay only when
    /// `payment_test_page` says so (it moves real money), never offline.
    pub fn payment_test_page_on(&self) -> bool {
        match self.payments {
            PaymentsMode::Sandbox => true,
            PaymentsMode::Razorpay => self.payment_test_page,
            PaymentsMode::Offline | PaymentsMode::Upi => false,
        }
    }

    /// What `fest serve` refuses to start with on an address other than loopback (a public or LAN bind):
    /// no data key of its own (a key generated beside the database does not protect a stolen volume), and
    /// the sandbox gateway unless `FEST_PAYMENTS=sandbox` was asked for explicitly. On loopback (`make run`)
    /// both are fine.
    pub fn check_serve(&self) -> Result<(), AppError> {
        if self.data_key.is_some() && self.data_key_file.is_some() {
            return Err(AppError::Config("both FEST_DATA_KEY and FEST_DATA_KEY_FILE are set: keep one of them".into()));
        }
        if self.bind.ip().is_loopback() {
            return Ok(());
        }
        let bind = self.bind;
        if self.data_key.is_none() && self.data_key_file.is_none() {
            return Err(AppError::Config(format!(
                "refusing to serve on {bind} without FEST_DATA_KEY or FEST_DATA_KEY_FILE: a data key generated \
                 beside the database does not protect Aadhaar numbers on a stolen volume; set FEST_DATA_KEY_FILE to \
                 a file holding the base64 of 32 random bytes (e.g. `openssl rand -base64 32`), kept apart from \
                 the data directory, or bind to 127.0.0.1"
            )));
        }
        if self.payments == PaymentsMode::Sandbox && !self.payments_explicit {
            return Err(AppError::Config(format!(
                "refusing to serve on {bind} with the sandbox payment gateway, which takes no real money: set \
                 FEST_PAYMENTS=razorpay (or offline), or FEST_PAYMENTS=sandbox to run a public test site on purpose"
            )));
        }
        Ok(())
    }

    /// Whether the site is served over https (`public_url`), so browsers are told to keep to it (HSTS).
    pub fn is_https(&self) -> bool {
        self.public_url.as_deref().is_some_and(|url| url.trim().to_ascii_lowercase().starts_with("https://"))
    }

    /// Checks the settings of receipts and tax invoices: the prefix, the GSTIN, the place of supply, the SAC
    /// and the rate.
    pub(super) fn check_receipts(&self) -> Result<(), AppError> {
        use fest_shared::tax;
        let invalid = |what: String| Err(AppError::Config(format!("invalid configuration: {what}")));
        if !tax::valid_prefix(&self.receipt_prefix) {
            return invalid(format!(
                "receipt_prefix is {:?}: 1 to 3 capital letters or digits (receipt numbers have at most 16 characters)",
                self.receipt_prefix
            ));
        }
        if let Some(gstin) = self.gstin.as_deref().filter(|g| !g.trim().is_empty()) {
            if let Err(why) = tax::check_gstin(gstin) {
                return invalid(format!("gstin: {why}"));
            }
        }
        if let Some(code) = self.place_of_supply.as_deref().filter(|c| !c.trim().is_empty()) {
            if tax::state_name(&format!("{:0>2}", code.trim())).is_none() {
                return invalid(format!("place_of_supply is {code:?}: a two-digit GST state code such as 10 (Bihar)"));
            }
        }
        if !(4..=8).contains(&self.sac_code.len()) || !self.sac_code.bytes().all(|b| b.is_ascii_digit()) {
            return invalid(format!("sac_code is {:?}: a services accounting code such as 999651", self.sac_code));
        }
        tax::parse_rate(&self.gst_rate).map(|_| ()).or_else(invalid)
    }

    /// The organisers' GSTIN in capitals, when set.
    pub fn gstin(&self) -> Option<String> {
        self.gstin.as_deref().and_then(|g| fest_shared::tax::check_gstin(g).ok())
    }

    /// The GST rate in hundredths of a percent; `None` when exempt.
    pub fn gst_rate_bp(&self) -> Option<i32> {
        fest_shared::tax::parse_rate(&self.gst_rate).ok().flatten()
    }

    /// The state code of the place of supply: the setting, else the GSTIN's state.
    pub fn place_of_supply_code(&self) -> Option<String> {
        self.place_of_supply
            .as_deref()
            .map(str::trim)
            .filter(|c| !c.is_empty())
            .map(|c| format!("{c:0>2}"))
            .or_else(|| self.gstin().map(|g| g[..2].to_owned()))
    }

    /// The directory backups are written to.
    pub fn backup_dir(&self) -> PathBuf {
        self.backup_dir.clone().unwrap_or_else(|| self.data_dir.join("backups"))
    }

    /// The directory of the mail outbox.
    pub fn outbox_dir(&self) -> PathBuf {
        self.outbox_dir.clone().unwrap_or_else(|| self.data_dir.join("outbox"))
    }
}
