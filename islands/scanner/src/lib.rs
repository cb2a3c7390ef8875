//! The gate scanner island: reads fest-day passes from the camera at the gate and verifies them offline.
//!
//! * [`core`]: decoding QR codes from greyscale frames, verifying pass tokens with the fest's public key and
//!   classifying them against the check-in bundle. No browser APIs: tested natively.
//! * `ui` (feature `ui`, on by default): the leptos component and its JavaScript interface, `mount()` and
//!   the `ScannerHandle` the check-in page keeps, plus `decode_rgba()`, the decoder on its own.
//! * [`words`]: what the panel says, in English, and `say()`, which puts it (and the verdicts) into the
//!   volunteer's language, English or Hindi, where the panel draws it.

pub mod core;
#[cfg(feature = "ui")]
mod ui;
pub mod words;

#[cfg(feature = "ui")]
pub use ui::{ScannerHandle, decode_rgba, mount};
