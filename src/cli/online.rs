//! The room a game joins (or watches) at start: `--server`, `--room`, `--name`, `--watch`.

use kingdomino_core::ai::Level;
use kingdomino_core::games::GameSetup;
use kingdomino_core::online::RoomCode;
use kingdomino_core::online::protocol::clean_name;

use crate::app::online::OnlineRequest;
use crate::app::states::{Autoplay, Seat};

/// The room asked for with `--server`, `--room` (or `--anyone`) and `--name`.
pub(super) fn online_request(
    server: String,
    room: Option<String>,
    anyone: bool,
    name: Option<String>,
    autoplay: Option<Autoplay>,
) -> Result<OnlineRequest, String> {
    if server.trim().is_empty() {
        return Err("--server needs the server's HOST:PORT".into());
    }
    let room = room
        .map(|code| RoomCode::parse(&code).map_err(|problem| format!("--room {code}: {problem}")))
        .transpose()?;
    let local = if autoplay.is_some() {
        Seat::Computer(Level::Expert)
    } else {
        Seat::Human
    };
    Ok(OnlineRequest {
        server,
        create: !anyone,
        room,
        // Without --name, the one chosen in the settings.
        name: clean_name(name.as_deref().unwrap_or(""), ""),
        local,
        exit_when_done: autoplay.is_some_and(|autoplay| autoplay.exit_on_game_over),
        game: GameSetup::Duel,
        computers: Vec::new(),
    })
}

/// The room to watch with `--server` and `--watch`.
pub(super) fn watch_request(
    server: String,
    code: &str,
    exit_on_game_over: bool,
) -> Result<OnlineRequest, String> {
    if server.trim().is_empty() {
        return Err("--server needs the server's HOST:PORT".into());
    }
    let room = RoomCode::parse(code).map_err(|problem| format!("--watch {code}: {problem}"))?;
    Ok(OnlineRequest {
        server,
        create: false,
        room: Some(room),
        name: String::new(),
        local: Seat::Remote,
        exit_when_done: exit_on_game_over,
        game: GameSetup::Duel,
        computers: Vec::new(),
    })
}
