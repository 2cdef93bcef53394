//! Starts the game, or runs a command-line tool when one is named.

use std::process::ExitCode;

#[cfg(not(target_arch = "wasm32"))]
fn main() -> ExitCode {
    use kingdomino_duel::cli::{Launch, run};
    match run(std::env::args_os()) {
        Launch::Game => run_game(),
        Launch::Exit(code) => code,
    }
}

#[cfg(target_arch = "wasm32")]
fn main() -> ExitCode {
    run_game()
}

fn run_game() -> ExitCode {
    if kingdomino_duel::app::run().is_success() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
