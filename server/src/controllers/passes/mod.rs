//! /passes: the owner's fest-day passes.

pub mod mine;
