//! The command line's online play: the room a game joins at start (`--server`, `--room`,
//! `--name`) and where `serve` keeps its rooms by default.

use std::path::PathBuf;

use crate::ai::Level;
use crate::app::autoplay::Autoplay;
use crate::app::online::OnlineRequest;
use crate::app::states::Seat;
use crate::online::RoomCode;
use crate::online::protocol::clean_name;
use crate::player_files::data_store::DataStore;

/// The room asked for with `--server`, `--room` and `--name`.
pub(super) fn online_request(
    server: String,
    room: Option<String>,
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
        create: true,
        room,
        name: clean_name(name.as_deref().unwrap_or(""), "Player"),
        local,
        exit_when_done: autoplay.is_some_and(|autoplay| autoplay.exit_on_game_over),
    })
}

/// The server's rooms in the data folder; without one, in memory only.
pub(super) fn default_room_store(data_store: &DataStore) -> PathBuf {
    match data_store.folder() {
        Some(folder) => {
            if let Err(error) = std::fs::create_dir_all(folder) {
                eprintln!("kingdomino-duel: cannot make {}: {error}", folder.display());
            }
            folder.join("online-rooms.sqlite")
        }
        None => {
            eprintln!("kingdomino-duel: no data folder: the rooms are kept in memory only");
            PathBuf::from(":memory:")
        }
    }
}
