//! `fest`: the fest platform's single binary.

use std::process::ExitCode;

use clap::Parser;

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
