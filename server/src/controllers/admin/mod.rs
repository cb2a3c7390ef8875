//! /admin: figures, event settings, offline payments and the audit log.

pub mod audit_log;
pub mod checkin;
pub mod mark_paid;
pub mod refund;
pub mod resolve;
pub mod reveal_aadhaar;
pub mod rulebook;
pub mod settings;
pub mod stats;
