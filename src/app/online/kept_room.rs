//! The online room this machine plays in, kept in the player's files from the moment the server
//! gives a seat until the game ends: after a crash or a closed window, Continue on the title goes
//! back to the same seat with its token, and the game carries on from the server's record.

use bevy::prelude::*;

use crate::app::AppSystems;
use serde::{Deserialize, Serialize};

use super::session::{OnlineSession, OnlineStatus, ServerPromise};
use crate::app::player::player_data::{PlayerData, set_aside_unreadable};
use crate::app::player::startup_problems::StartupProblems;
use crate::app::states::Screen;
use kingdomino_core::localization::Phrase;
use kingdomino_core::online::{RoomCode, SeatToken};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnExit(Screen::Loading), find_kept_room);
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

/// The file the room is kept in.
pub const KEPT_ROOM_FILE: &str = "online-room.json";

/// A seat to go back to.
#[derive(Resource, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeptRoom {
    pub server: String,
    pub room: RoomCode,
    pub token: SeatToken,
    pub name: String,
    /// The server's word on the game, once it showed it: a server that later shows another is
    /// not believed.
    #[serde(default)]
    pub promise: Option<ServerPromise>,
}

fn find_kept_room(
    mut commands: Commands,
    data: Res<PlayerData>,
    mut problems: ResMut<StartupProblems>,
) {
    let read = data
        .0
        .read(KEPT_ROOM_FILE)
        .map_err(|error| error.to_string())
        .and_then(|bytes| {
            bytes
                .map(|bytes| serde_json::from_slice::<KeptRoom>(&bytes))
                .transpose()
                .map_err(|error| error.to_string())
        });
    match read {
        Ok(Some(kept)) => commands.insert_resource(kept),
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
    mut commands: Commands,
    session: Option<Res<OnlineSession>>,
    data: Res<PlayerData>,
    mut was_waiting: Local<bool>,
) {
    match session {
        Some(session) => *was_waiting = matches!(session.status, OnlineStatus::Waiting(_)),
        None if *was_waiting => {
            *was_waiting = false;
            if let Err(error) = data.0.remove(KEPT_ROOM_FILE) {
                warn!(
                    "The online room left could not be forgotten in {}: {error}",
                    data.0.describe(KEPT_ROOM_FILE)
                );
            }
            commands.remove_resource::<KeptRoom>();
        }
        None => {}
    }
}

/// A seat given is kept; a game ended, stopped or left is forgotten.
fn keep_or_forget_room(
    mut commands: Commands,
    session: Res<OnlineSession>,
    kept: Option<Res<KeptRoom>>,
    data: Res<PlayerData>,
) {
    let now = match (&session.status, session.room(), session.token()) {
        (OnlineStatus::Over | OnlineStatus::Failed(_), ..) => None,
        (_, Some(room), Some(token)) => Some(KeptRoom {
            server: session.request.server.clone(),
            room: room.clone(),
            token: token.clone(),
            name: session.request.name.clone(),
            promise: session.promise().cloned(),
        }),
        _ => return,
    };
    if now.as_ref() == kept.as_deref() {
        return;
    }
    let written = match &now {
        Some(room) => data.0.write(
            KEPT_ROOM_FILE,
            &serde_json::to_string(room).expect("a room is plain data"),
        ),
        None => data.0.remove(KEPT_ROOM_FILE),
    };
    if let Err(error) = written {
        warn!(
            "The online room could not be kept in {}: {error}",
            data.0.describe(KEPT_ROOM_FILE)
        );
    }
    match now {
        Some(room) => commands.insert_resource(room),
        None => commands.remove_resource::<KeptRoom>(),
    }
}
