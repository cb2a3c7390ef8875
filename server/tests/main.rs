//! The server's integration tests, in one binary: each module is one area of the product, each test a real
//! application on its own database (see `common`). One binary links the server once; a binary per file
//! linked it once per file, which was most of the time it took to build the tests.
//!
//! `hashing` stays a binary of its own: it counts the password hashes its process computes.

#![allow(clippy::unwrap_used)]

mod common;

mod accommodation;
mod account_deletion;
mod account_safety;
mod account_sessions;
mod accounts;
mod admin;
mod announcements;
mod api_errors;
mod backup;
mod bad_input;
mod ca;
mod cancellation;
mod capacity;
mod certificates;
mod checkin_lists;
mod cli;
mod consents;
mod contract;
mod coupons;
mod crash;
mod drafts;
mod email_change;
mod events;
mod fest_day;
mod fest_numbers;
mod google;
mod headers;
mod health;
mod instances;
mod key_rotation;
mod languages;
mod mail;
mod mail_languages;
mod metrics;
mod money_figures;
mod money_migration;
mod offline_orders;
mod openapi;
mod order_migration;
mod passes;
mod passwords;
mod payment_health;
mod payment_safety;
mod pdf_languages;
mod print;
mod privacy;
mod profile;
mod purge;
mod push;
mod races;
mod receipts;
mod reconcile;
mod registrations;
mod reminders;
mod roster_changes;
mod rulebooks;
mod sessions;
mod static_files;
mod trust_accounts;
mod trust_gate;
mod trust_money;
mod trust_people;
mod upi;
mod waitlist;
