//! fest-shared: the single source of truth for what the fest is, what a valid registration is and what it
//! costs. Used natively by the server and, compiled to WebAssembly, by the browser. No I/O, no async.
//!
//! * [`fest`]: the fest's identity ([`fest::FEST`]).
//! * [`catalogue`]: the events as data (rosters, categories, fees in paise, routes, open/closed).
//! * [`colleges`]: the college directory.
//! * [`values`]: validated newtypes (`PersonName`, `Email`, `Phone`, `AadhaarNumber`, `Otp`, ...).
//! * [`errors`]: [`errors::ValidationErrors`], field path -> messages, and the path syntax.
//! * [`registration`]: the wizard forms, normalisation, step and whole-form validation; the team wizard and
//!   [`registration::athletics`] (athletics' event lists, limits and rules).
//! * [`fees`]: fees in integer paise.
//! * [`coupons`]: discount codes: their format, the discount they give and the messages of a refused code.
//! * [`ca`], [`auth`]: the campus ambassador application; sign-up, login and OTP.
//! * [`roles`]: the roles of an account, who is staff, who checks in, the admin sections each staff role sees.
//! * [`announcements`]: the longest title and message of an admin's announcement.
//! * [`i18n`]: every message of the rules and the server in English and Hindi, by key, and [`i18n::localize`].
//! * [`consent`]: the privacy notice at each point where personal data is collected, its version, the
//!   retention of personal data after the fest, and the site's languages.
//! * [`payable`]: where a registration or booking stands, and whether it keeps its place or may be cancelled.
//! * [`pass`]: fest-day passes: who holds one, and the Ed25519-signed token their QR code carries.
//! * [`certificate`]: participation, merit and CA certificates: what one says, signed with the passes' key.
//! * [`fixtures`]: who plays whom on fest day: knockouts, round robins, groups, athletics heats and finals,
//!   Swiss rounds; advancement, tables, the championship and schedule clashes.
//! * [`api`]: the serde_json-level twins of the WebAssembly exports (used by the wasm crate and the test
//!   vectors).
//!
//! With the `wasm` feature every public data type also derives `tsify::Tsify`, so the TypeScript types are
//! generated from these definitions.

pub mod accommodation;
pub mod announcements;
pub mod api;
pub mod auth;
pub mod ca;
pub mod catalogue;
pub mod certificate;
pub mod checkin_list;
pub mod colleges;
pub mod consent;
pub mod coupons;
pub mod errors;
pub mod fees;
pub mod fest;
pub mod fixtures;
pub mod i18n;
mod json;
pub mod pages;
pub mod pass;
pub mod payable;
pub mod privacy;
pub mod profile;
pub mod registration;
pub mod roles;
pub mod rulebook;
pub mod scores;
pub mod tax;
pub mod values;

pub use catalogue::{Category, EventId, EventInfo, Step};
pub use errors::ValidationErrors;
pub use fees::Paise;
pub use registration::{Registration, RegistrationForm, validate_registration, validate_step};
