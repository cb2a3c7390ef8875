//! sea-orm entities, one per table.

pub mod audit_log;
pub mod ca_application;
pub mod checkin;
pub mod email_change;
pub mod event_setting;
pub mod pass;
pub mod password_reset;
pub mod registration;
pub mod rulebook;
pub mod sandbox_order;
pub mod session;
pub mod signup_request;
pub mod user;
pub mod webhook_event;
