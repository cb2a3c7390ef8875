//! /user

pub mod all_users;
pub mod drafts;
pub mod email;
pub mod export;
pub mod me;
pub mod password;
pub mod sessions;
pub mod set_role;
pub mod waitlist;
