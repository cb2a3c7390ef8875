//! Writes a camera picture of a pass's QR code for browser tests: a Y4M file that Chromium plays as its
//! camera with `--use-fake-device-for-media-stream --use-file-for-fake-video-capture=<file>`.
//!
//! ```text
//! cargo run --manifest-path islands/scanner/Cargo.toml --no-default-features --example fake_camera -- \
//!     /tmp/pass.y4m [TOKEN]
//! ```
//!
//! Without a token it signs a demo pass with a test key (never the fest's) and prints the token and that
//! key's public half as JSON, for a test page's check-in bundle.

use std::io::Write as _;

use ed25519_dalek::SigningKey;
use fest_shared::EventId;
use fest_shared::pass::{self, PassClaims};
use qrcode::{Color, QrCode};

const WIDTH: usize = 640;
const HEIGHT: usize = 480;
/// Pixels per QR module: a phone held some 30 cm from a laptop's camera.
const MODULE: usize = 6;
const QUIET: usize = 4;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let out = args.next().ok_or("usage: fake_camera OUT.y4m [TOKEN]")?;
    let token = match args.next() {
        Some(token) => token,
        None => {
            let key = SigningKey::from_bytes(&[7; 32]);
            let claims = PassClaims {
                pass_id: "00000000000000aa".into(),
                registration_id: "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b".into(),
                event: EventId::Football,
                role: "captain".into(),
                name: "Aarav S.".into(),
                expires_at: u32::MAX,
            };
            let token = pass::sign(&claims, &key)?;
            let public_key = pass::public_key_to_base64(&key.verifying_key());
            println!("{{\"token\":\"{token}\",\"publicKey\":\"{public_key}\"}}");
            token
        }
    };

    let code = QrCode::new(token.as_bytes())?;
    let (n, colors) = (code.width(), code.to_colors());
    let side = (n + 2 * QUIET) * MODULE;
    if side > HEIGHT {
        return Err(format!("the code ({side} px) does not fit the {WIDTH}x{HEIGHT} frame").into());
    }
    let (left, top) = ((WIDTH - side) / 2, (HEIGHT - side) / 2);
    // A grey desk around a white card; modules dark grey, as a camera sees print.
    let mut luma = vec![120u8; WIDTH * HEIGHT];
    for y in 0..side {
        for x in 0..side {
            let (mx, my) = ((x / MODULE).wrapping_sub(QUIET), (y / MODULE).wrapping_sub(QUIET));
            let dark = mx < n && my < n && colors[my * n + mx] == Color::Dark;
            luma[(top + y) * WIDTH + left + x] = if dark { 25 } else { 235 };
        }
    }

    // YUV4MPEG2, 4:2:0, one frame (Chromium loops it): the luma plane, then both chroma planes neutral.
    let mut file = std::io::BufWriter::new(std::fs::File::create(&out)?);
    write!(file, "YUV4MPEG2 W{WIDTH} H{HEIGHT} F30:1 Ip A1:1 C420jpeg\nFRAME\n")?;
    file.write_all(&luma)?;
    file.write_all(&vec![128u8; 2 * (WIDTH / 2) * (HEIGHT / 2)])?;
    file.flush()?;
    Ok(())
}
