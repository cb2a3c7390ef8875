//! The built frontend (frontend/dist) is embedded in release builds. A checkout that has not built the
//! frontend yet still compiles: an empty dist directory is created, and the server says so at run time.

fn main() {
    let dist = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../frontend/dist");
    if !dist.exists() {
        std::fs::create_dir_all(&dist).expect("create frontend/dist");
    }
    println!("cargo:rerun-if-changed=../frontend/dist");
}
