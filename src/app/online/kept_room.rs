//! The online rooms this machine plays in, each kept in the player's files from the moment the
//! server gives a seat until its game ends: after a crash, a closed window or another game
//! started meanwhile (games over days), the title offers each seat again with its token, and the
//! game carries on from the server's record.

use bevy::prelude::*;

use crate::app::states::{AppSystems, Screen};
use serde::{Deserialize, Serialize};

use super::session::{OnlineSession, OnlineStatus, ServerPromise};
use crate::app::player::player_data::{PlayerData, set_aside_unreadable};
use crate::app::player::startup_problems::StartupProblems;
use kingdomino_core::games::GameSetup;
use kingdomino_core::games::Playable;
use kingdomino_core::localization::Phrase;
use kingdomino_core::online::{MAX_GLANCED_ROOMS, RoomCode, SeatToken};
use kingdomino_core::original::{GameOptions, Original};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<KeptRooms>();
    app.add_systems(OnExit(Screen::Loading), find_kept_rooms);
    app.add_systems(
        Update,
        (
            keep_or_forget_room.run_if(
                resource_exists::<OnlineSession>.and_then(resource_changed::<OnlineSession>),
            ),
            forget_room_left_unplayed,
        )
            .in_set(AppSystems::Save),
    );
}

/// The file the rooms are kept in.
pub const KEPT_ROOM_FILE: &str = "online-room.json";

/// The seats to go back to, the latest first; no more than a glance asks about (a ninth game
/// started lets the oldest seat go).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct KeptRooms(pub Vec<KeptRoom>);

/// The file as written since several rooms are kept, or as one room was kept before.
#[derive(Deserialize)]
#[serde(untagged)]
enum KeptFile {
    Several(Vec<KeptRoom>),
    One(KeptRoom),
}

impl KeptRooms {
    /// Keeps a seat, the latest first, in place of what was kept of the same room.
    fn keep(&mut self, room: KeptRoom) {
        self.forget(&room.server, &room.room);
        self.0.insert(0, room);
        self.0.truncate(MAX_GLANCED_ROOMS);
    }

    fn forget(&mut self, server: &str, room: &RoomCode) {
        self.0
            .retain(|kept| !(kept.server == server && &kept.room == room));
    }

    /// Writes the list in the player's files (none: the file goes).
    fn write(&self, data: &PlayerData) {
        let written = if self.0.is_empty() {
            data.0.remove(KEPT_ROOM_FILE)
        } else {
            let text = serde_json::to_string_pretty(&self.0).expect("rooms are plain data");
            data.0.write(KEPT_ROOM_FILE, &text)
        };
        if let Err(error) = written {
            warn!(
                "The online rooms could not be kept in {}: {error}",
                data.0.describe(KEPT_ROOM_FILE)
            );
        }
    }
}

/// A seat to go back to.
#[derive(Resource, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "KeptRoomRead")]
pub struct KeptRoom {
    pub server: String,
    pub room: RoomCode,
    pub token: SeatToken,
    pub name: String,
    /// The server's word on the game, once it showed it: a server that later shows another is
    /// not believed.
    pub promise: Option<ServerPromise>,
    /// The game the room plays.
    pub game: GameSetup,
}

/// A kept seat as a file of this version or an earlier one holds it: an earlier version kept
/// only the original game's options, for a room of it, and nothing for a Duel's.
#[derive(Deserialize)]
struct KeptRoomRead {
    server: String,
    room: RoomCode,
    token: SeatToken,
    name: String,
    #[serde(default)]
    promise: Option<ServerPromise>,
    #[serde(default)]
    game: Option<GameSetup>,
    #[serde(default)]
    kingdom: Option<GameOptions>,
}

impl From<KeptRoomRead> for KeptRoom {
    fn from(read: KeptRoomRead) -> KeptRoom {
        KeptRoom {
            server: read.server,
            room: read.room,
            token: read.token,
            name: read.name,
            promise: read.promise,
            game: (read.game)
                .or(read.kingdom.map(Original::setup))
                .unwrap_or_default(),
        }
    }
}

fn find_kept_rooms(
    mut kept: ResMut<KeptRooms>,
    data: Res<PlayerData>,
    mut problems: ResMut<StartupProblems>,
) {
    let read = data
        .0
        .read(KEPT_ROOM_FILE)
        .map_err(|error| error.to_string())
        .and_then(|bytes| {
            bytes
                .map(|bytes| serde_json::from_slice::<KeptFile>(&bytes))
                .transpose()
                .map_err(|error| error.to_string())
        });
    match read {
        Ok(Some(KeptFile::Several(rooms))) => {
            kept.0 = rooms.into_iter().take(MAX_GLANCED_ROOMS).collect();
        }
        Ok(Some(KeptFile::One(room))) => kept.0 = vec![room],
        Ok(None) => {}
        Err(why) => set_aside_unreadable(
            &data.0,
            KEPT_ROOM_FILE,
            "online",
            &why,
            Phrase::new("instead-without-online-room"),
            &mut problems,
        ),
    }
}

/// A room left while it waited for its second player (Cancel) has no game to go back to.
fn forget_room_left_unplayed(
    session: Option<Res<OnlineSession>>,
    mut kept: ResMut<KeptRooms>,
    data: Res<PlayerData>,
    mut waited_in: Local<Option<(String, RoomCode)>>,
) {
    match session {
        Some(session) => {
            *waited_in = match &session.status {
                OnlineStatus::Waiting(room) => Some((session.request.server.clone(), room.clone())),
                _ => None,
            };
        }
        None => {
            if let Some((server, room)) = waited_in.take() {
                kept.forget(&server, &room);
                kept.write(&data);
            }
        }
    }
}

/// A seat given is kept; a game ended or stopped is forgotten.
fn keep_or_forget_room(
    session: Res<OnlineSession>,
    mut kept: ResMut<KeptRooms>,
    data: Res<PlayerData>,
) {
    // A watcher holds no seat.
    let (Some(room), Some(token)) = (session.room(), session.token()) else {
        return;
    };
    let server = &session.request.server;
    let mut now = kept.clone();
    match session.status {
        OnlineStatus::Over | OnlineStatus::Failed(_) => now.forget(server, room),
        _ => now.keep(KeptRoom {
            server: server.clone(),
            room: room.clone(),
            token: token.clone(),
            name: session.request.name.clone(),
            promise: session.promise().cloned(),
            game: session.request.game,
        }),
    }
    if now != *kept {
        now.write(&data);
        *kept = now;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn room(code: &str) -> KeptRoom {
        KeptRoom {
            server: "example.org:7800".into(),
            room: RoomCode::parse(code).unwrap(),
            token: SeatToken(code.to_lowercase()),
            name: "Ann".into(),
            promise: None,
            game: GameSetup::default(),
        }
    }

    #[test]
    fn a_room_kept_by_an_earlier_version_plays_the_game_it_kept() {
        let options = GameOptions {
            players: 3,
            ..GameOptions::default()
        };
        let mut earlier = serde_json::to_value(room("KEPT2345")).unwrap();
        earlier.as_object_mut().unwrap().remove("game");
        let duel: KeptRoom = serde_json::from_value(earlier.clone()).unwrap();
        assert_eq!(duel.game, GameSetup::default());
        earlier["kingdom"] = serde_json::to_value(options).unwrap();
        let original: KeptRoom = serde_json::from_value(earlier).unwrap();
        assert_eq!(original.game, Original::setup(options));
        let written = serde_json::to_value(&original).unwrap();
        assert!(written.get("kingdom").is_none(), "{written}");
        let read: KeptRoom = serde_json::from_value(written).unwrap();
        assert_eq!(read.game, Original::setup(options));
    }

    #[test]
    fn the_latest_seat_comes_first_and_a_ninth_lets_the_oldest_go() {
        let mut kept = KeptRooms::default();
        let codes: Vec<String> = (2..=9).map(|digit| format!("KEPT234{digit}")).collect();
        for code in &codes {
            kept.keep(room(code));
        }
        kept.keep(room("KEPT2343"));
        assert_eq!(kept.0.len(), MAX_GLANCED_ROOMS);
        assert_eq!(kept.0[0].room.as_str(), "KEPT2343");
        assert_eq!(
            kept.0
                .iter()
                .filter(|kept| kept.room.as_str() == "KEPT2343")
                .count(),
            1
        );
        kept.keep(room("KEPTA234"));
        assert_eq!(kept.0.len(), MAX_GLANCED_ROOMS);
        assert!(!kept.0.iter().any(|kept| kept.room.as_str() == "KEPT2342"));
        kept.forget("example.org:7800", &RoomCode::parse("KEPTA234").unwrap());
        kept.forget("elsewhere:7800", &RoomCode::parse("KEPT2343").unwrap());
        assert_eq!(kept.0[0].room.as_str(), "KEPT2343");
    }

    #[test]
    fn a_file_written_when_one_room_was_kept_still_reads() {
        let one = serde_json::to_string(&room("KEPT2345")).unwrap();
        assert!(matches!(
            serde_json::from_str::<KeptFile>(&one),
            Ok(KeptFile::One(kept)) if kept == room("KEPT2345")
        ));
        let several = serde_json::to_string(&vec![room("KEPT2345"), room("KEPT2346")]).unwrap();
        assert!(matches!(
            serde_json::from_str::<KeptFile>(&several),
            Ok(KeptFile::Several(rooms)) if rooms.len() == 2
        ));
        assert!(serde_json::from_str::<KeptFile>("{\"room\":3}").is_err());
    }
}
