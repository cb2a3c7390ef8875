//! /payments and /payment: the gateway's webhook, the sandbox checkout, the public test payment, UPI orders.

pub mod sandbox;
pub mod test_payment;
pub mod upi;
pub mod webhook;
