//! Ports to the world outside, each with its real adapters.

pub mod google;
pub mod mailer;
pub mod payments;
