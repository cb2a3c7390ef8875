//! Database migrations. Every schema change is a new file; a landed migration is never edited.

pub use sea_orm_migration::prelude::*;

mod m20261121_000001_event_settings;
mod m20261121_000002_accounts;
mod m20261121_000003_registrations;
mod m20261121_000004_ca_applications;
mod m20261121_000005_audit_log;
mod m20261122_000010_signup_requests;
mod m20261122_000020_payment_modes;
mod m20261122_000030_purge_indexes;
mod m20261123_000040_rulebooks;
mod m20261123_000050_password_resets;
mod m20261123_000060_profiles;
mod m20261123_000070_session_details;
mod m20261123_000080_email_changes;
mod m20261123_000090_passes;
mod m20261123_000100_event_capacity;
mod m20261123_000110_refunds;
mod m20261123_000120_webhook_failures;
mod m20261123_000130_waitlist;
mod m20261123_000140_registration_changes;
mod m20261123_000150_coupons;
mod m20261124_000160_accommodation;
mod m20261125_000170_mail_queue;
mod m20261125_000180_user_search;
mod m20261125_000190_deleted_account;
mod m20261125_000200_orphan_captures;
mod m20261125_000210_registration_people;
mod m20261125_000220_checkin_scan_scope;
mod m20261125_000300_receipts;
mod m20261125_000400_upi_orders;
mod m20261125_000500_payment_refunds;
mod m20261125_000600_receipt_email;
mod m20261125_000700_change_refunds;
mod m20261126_000800_registration_drafts;
mod m20261126_000900_fest_day;
mod m20261126_001000_score_sheets;
mod m20261126_001100_races;
mod m20261127_001200_announcements;
mod m20261127_001300_reminders;
mod m20261127_001400_certificates;
mod m20261127_001500_push;
mod m20261127_001600_checkin_lists;
mod m20261127_001700_privacy_registers;
mod m20261128_001800_consents;
mod m20261128_001900_age_declarations;
mod m20261128_002000_payment_orders;
mod m20261128_002100_order_payments;
mod m20261129_002200_order_states;
mod m20261129_002300_order_checks;
mod m20261129_002400_payable_payment_columns;
mod m20261129_002500_offline_orders;
mod m20261129_002600_old_refund_columns;
mod m20261129_002700_payable_checks;
mod m20261129_002800_order_events;

/// All migrations, in the order they apply.
pub struct Migrator;

#[async_trait::async_trait]
impl MigratorTrait for Migrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        vec![
            Box::new(m20261121_000001_event_settings::Migration),
            Box::new(m20261121_000002_accounts::Migration),
            Box::new(m20261121_000003_registrations::Migration),
            Box::new(m20261121_000004_ca_applications::Migration),
            Box::new(m20261121_000005_audit_log::Migration),
            Box::new(m20261122_000010_signup_requests::Migration),
            Box::new(m20261122_000020_payment_modes::Migration),
            Box::new(m20261122_000030_purge_indexes::Migration),
            Box::new(m20261123_000040_rulebooks::Migration),
            Box::new(m20261123_000050_password_resets::Migration),
            Box::new(m20261123_000060_profiles::Migration),
            Box::new(m20261123_000070_session_details::Migration),
            Box::new(m20261123_000080_email_changes::Migration),
            Box::new(m20261123_000090_passes::Migration),
            Box::new(m20261123_000100_event_capacity::Migration),
            Box::new(m20261123_000110_refunds::Migration),
            Box::new(m20261123_000120_webhook_failures::Migration),
            Box::new(m20261123_000130_waitlist::Migration),
            Box::new(m20261123_000140_registration_changes::Migration),
            Box::new(m20261123_000150_coupons::Migration),
            Box::new(m20261124_000160_accommodation::Migration),
            Box::new(m20261125_000170_mail_queue::Migration),
            Box::new(m20261125_000180_user_search::Migration),
            Box::new(m20261125_000190_deleted_account::Migration),
            Box::new(m20261125_000200_orphan_captures::Migration),
            Box::new(m20261125_000210_registration_people::Migration),
            Box::new(m20261125_000220_checkin_scan_scope::Migration),
            Box::new(m20261125_000300_receipts::Migration),
            Box::new(m20261125_000400_upi_orders::Migration),
            Box::new(m20261125_000500_payment_refunds::Migration),
            Box::new(m20261125_000600_receipt_email::Migration),
            Box::new(m20261125_000700_change_refunds::Migration),
            Box::new(m20261126_000800_registration_drafts::Migration),
            Box::new(m20261126_000900_fest_day::Migration),
            Box::new(m20261126_001000_score_sheets::Migration),
            Box::new(m20261126_001100_races::Migration),
            Box::new(m20261127_001200_announcements::Migration),
            Box::new(m20261127_001300_reminders::Migration),
            Box::new(m20261127_001400_certificates::Migration),
            Box::new(m20261127_001500_push::Migration),
            Box::new(m20261127_001600_checkin_lists::Migration),
            Box::new(m20261127_001700_privacy_registers::Migration),
            Box::new(m20261128_001800_consents::Migration),
            Box::new(m20261128_001900_age_declarations::Migration),
            Box::new(m20261128_002000_payment_orders::Migration),
            Box::new(m20261128_002100_order_payments::Migration),
            Box::new(m20261129_002200_order_states::Migration),
            Box::new(m20261129_002300_order_checks::Migration),
            Box::new(m20261129_002400_payable_payment_columns::Migration),
            Box::new(m20261129_002500_offline_orders::Migration),
            Box::new(m20261129_002600_old_refund_columns::Migration),
            Box::new(m20261129_002700_payable_checks::Migration),
            Box::new(m20261129_002800_order_events::Migration),
        ]
    }
}
