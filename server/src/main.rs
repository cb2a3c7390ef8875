//! `fest`: the fest platform's single binary.

use std::process::ExitCode;

use clap::Parser;

/// jemalloc instead of the C library's allocator. glibc gives each thread that allocates (the runtime's
/// workers, and a thread per SQLite connection) an arena of its own and gives little of it back, so the
/// server grew by tens of megabytes over repeated exports of a large list. Measured with `fest-bench`
/// (admin scenario, 20,000 accounts and 10,000 registrations): peak memory 97-111 MB with glibc, 84-88 MB
/// with jemalloc; `/robots.txt` 59 % -> 63 % of the bare-axum ceiling. (mimalloc was tried: 134 MB.)
#[global_allocator]
static GLOBAL: tikv_jemallocator::Jemalloc = tikv_jemallocator::Jemalloc;

fn main() -> ExitCode {
    let cli = fest_server::cli::Cli::parse();
    match fest_server::cli::run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            // One clear line naming the problem, never a backtrace.
            eprintln!("fest: error: {}", format!("{e:#}").replace('\n', " "));
            ExitCode::FAILURE
        }
    }
}
