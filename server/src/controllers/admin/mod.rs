//! /admin: figures, event settings, offline payments, discount codes and the audit log.

pub mod audit_log;
pub mod checkin;
pub mod checkin_lists;
pub mod coupons;
pub mod history;
pub mod mark_paid;
pub mod numbers;
pub mod payment_health;
pub mod print;
pub mod refund;
pub mod resolve;
pub mod reveal_aadhaar;
pub mod rulebook;
pub mod settings;
pub mod stats;
pub mod upi;
pub mod waitlist;
