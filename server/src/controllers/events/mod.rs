//! /events: the catalogue and registrations.

pub mod cancel;
pub mod change;
pub mod create_order;
pub mod export;
pub mod list;
pub mod my_registrations;
pub mod quote;
pub mod register;
pub mod registered_names;
pub mod registrations;
pub mod rulebook;
pub mod verify_payment;
pub mod waitlist;
