//! /ca: the campus ambassador programme.

pub mod all_applications;
pub mod application;
pub mod apply;
pub mod dashboard;
pub mod decide;
