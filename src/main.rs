//! Starts the game, or runs a command-line tool when one is named.

use std::process::ExitCode;

#[cfg(not(target_arch = "wasm32"))]
fn main() -> ExitCode {
    use kingdomino_duel::cli::{Launch, run};
    match run(std::env::args_os()) {
        Launch::Game(options) => run_game(*options),
        Launch::Exit(code) => code,
    }
}

#[cfg(target_arch = "wasm32")]
fn main() -> ExitCode {
    use kingdomino_duel::app::platform::web;
    let autoplay = web::autoplay_from_page();
    let server = web::server_from_page();
    run_game(kingdomino_duel::app::GameOptions {
        online: web::online_from_page(&server, autoplay),
        online_server: Some(server),
        room_link: web::page_address(),
        headless: false,
        log_frame_rate: false,
        autoplay,
        mod_folders: Vec::new(),
        data_store: kingdomino_core::player_files::data_store::DataStore::platform(),
        continue_saved: false,
        language: web::language_from_page(),
    })
}

fn run_game(options: kingdomino_duel::app::GameOptions) -> ExitCode {
    if kingdomino_duel::app::run(options).is_success() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
