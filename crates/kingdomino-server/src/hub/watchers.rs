//! Watchers: read-only connections to a room, through its code. They hear what every player
//! hears (the dice's secret only at the end) and send nothing; the players hear how many watch
//! (the watchers connected to their own server, when several share the store).

use std::net::IpAddr;

use super::live_room::{LiveRoom, Seated};
use super::{Ending, Hub, Line};
use crate::budgets::Spend;
use crate::metrics::Refusal;
use kingdomino_core::online::{ClientMessage, RoomCode, ServerMessage};

/// Watchers one room takes on one server.
pub const MOST_WATCHERS: usize = 64;

impl Hub {
    /// A watcher's first message: they are shown the room as it is, and follow it from now on;
    /// why the connection ends otherwise (a watch that fails leaves nothing behind).
    pub fn watch(
        &mut self,
        connection: u64,
        address: IpAddr,
        line: Line,
        message: ClientMessage,
    ) -> Result<RoomCode, Ending> {
        let ClientMessage::Watch {
            version,
            rules_id,
            room,
        } = message
        else {
            return Err(Ending::for_good(
                Refusal::Malformed,
                "the first message must be a hello or a watch",
            ));
        };
        super::speech::check_version(version)?;
        self.spend(Spend::Watch, address)?;
        let held_before = self.rooms.contains_key(&room);
        // A room that is not there, not begun or not open to watchers gets one answer: a
        // stranger guessing codes learns nothing of which rooms exist. Not a final one: a
        // watcher who came before the players tries again, within the watches allowed.
        let unseen = || {
            Ending::for_now(
                Refusal::Hello,
                format!("there is no room {room} open to watchers"),
            )
        };
        if !held_before && !self.bring_back(&room)? {
            return Err(unseen());
        }
        let shared = self.shared;
        let now = self.now();
        let live = self.rooms.get_mut(&room).expect("the room was just found");
        let game = live.room.table().room_game();
        let refused = if live.room.is_watchable() {
            self.check_rules(&game, &rules_id).err()
        } else {
            Some(unseen())
        };
        if let Some(refused) = refused {
            if !held_before {
                self.rooms.remove(&room);
            }
            return Err(refused);
        }
        let live = self.rooms.get_mut(&room).expect("the room was just found");
        if live.watchers.len() >= MOST_WATCHERS {
            if !held_before {
                self.rooms.remove(&room);
            }
            return Err(Ending::for_now(
                Refusal::Connections,
                "this room has as many watchers as it takes: try again later",
            ));
        }
        let watcher = Seated {
            connection,
            line,
            token: None,
            epoch: 0,
        };
        if live
            .shown_to_a_watcher(now, shared)
            .into_iter()
            .all(|message| watcher.line.send(message))
        {
            live.watchers.push(watcher);
        }
        live.unwatched_since = None;
        live.tell_audience();
        Ok(room)
    }

    /// A watcher's connection closed.
    pub fn stop_watching(&mut self, room: &RoomCode, connection: u64) {
        if let Some(live) = self.rooms.get_mut(room) {
            live.watchers
                .retain(|watcher| watcher.connection != connection);
            live.tell_audience();
        }
    }
}

impl LiveRoom {
    /// What a watcher is shown as they come: the room, the game so far with who is there and
    /// whom the computer plays, and the dice's secret once it is over.
    fn shown_to_a_watcher(&self, now: u64, shared: bool) -> Vec<ServerMessage> {
        let mut shown = vec![ServerMessage::Watching {
            room: self.room.code().clone(),
        }];
        if let Some(game) = self.room.public_game(now) {
            shown.push(game);
            for seat in self.room.all_seats() {
                let connected = self.is_there(seat, shared);
                shown.push(ServerMessage::Presence { seat, connected });
                if self.room.is_stood_in(seat) {
                    shown.push(ServerMessage::StandIn {
                        seat,
                        computer: true,
                        played: Vec::new(),
                    });
                }
            }
        }
        shown.extend(self.room.ending());
        shown
    }
}
