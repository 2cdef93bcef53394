//! Starts the game, or runs a command-line tool when one is named.

use std::process::ExitCode;

#[cfg(not(target_arch = "wasm32"))]
fn main() -> ExitCode {
    use kingdomino_duel::cli::{Launch, run};
    match run(std::env::args_os()) {
        Launch::Game(autoplay) => run_game(autoplay),
        Launch::Exit(code) => code,
    }
}

#[cfg(target_arch = "wasm32")]
fn main() -> ExitCode {
    run_game(kingdomino_duel::app::web::autoplay_from_page())
}

fn run_game(autoplay: Option<kingdomino_duel::app::autoplay::Autoplay>) -> ExitCode {
    if kingdomino_duel::app::run(autoplay).is_success() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
