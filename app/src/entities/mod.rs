//! sea-orm entities, one per table.

pub mod accommodation_booking;
pub mod accommodation_guest;
pub mod accommodation_setting;
pub mod audit_log;
pub mod ca_application;
pub mod checkin;
pub mod coupon;
pub mod email_change;
pub mod email_outbox;
pub mod event_setting;
pub mod orphan_capture;
pub mod pass;
pub mod password_reset;
pub mod receipt;
pub mod receipt_series;
pub mod registration;
pub mod registration_change;
pub mod registration_person;
pub mod rulebook;
pub mod sandbox_order;
pub mod session;
pub mod signup_request;
pub mod user;
pub mod waitlist_entry;
pub mod webhook_event;
pub mod webhook_failure;
