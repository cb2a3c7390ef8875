//! /auth: sign-up by e-mail code, password login, Google sign-in, logout.

pub mod google_login;
pub mod login;
pub mod logout;
pub mod password;
pub mod send_otp;
pub mod verify_otp;
