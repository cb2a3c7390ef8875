//! Application services: one module per area, each taking the `Context` it needs.

pub mod accommodation;
pub mod account_deletion;
pub mod accounts;
pub mod audit;
pub mod ca;
pub mod checkins;
pub mod coupons;
pub mod email_changes;
pub mod events;
pub mod exports;
pub mod health;
pub mod mail_queue;
pub mod passes;
pub mod passwords;
pub mod payment_health;
pub mod payments;
pub mod profiles;
pub mod purge;
pub mod rate_limit;
pub mod registrations;
pub mod reveal;
pub mod rulebooks;
pub mod sessions;
pub mod stats;
pub mod users;
pub mod waitlist;
