//! Which server a session tries and when: the servers listed take turns after each drop, the
//! room's code in the address, and the wait between tries doubling up to a few seconds.

use std::time::Duration;

use bevy::prelude::*;

use super::{OnlineSession, OnlineStatus};
use kingdomino_core::online::protocol::PLAY_PATH;

impl OnlineSession {
    /// The WebSocket address to try now: the servers listed (`A,B`: servers that share a
    /// store) take turns after each drop. The room's code goes in the address, so a proxy in
    /// front of several servers sends both of a room's players to the same one.
    pub(in crate::app::online) fn address(&self) -> String {
        let servers: Vec<&str> = self
            .request
            .server
            .split(',')
            .map(str::trim)
            .filter(|server| !server.is_empty())
            .collect();
        let server = servers
            .get(self.drops % servers.len().max(1))
            .copied()
            .unwrap_or_default();
        let address = address_of(server);
        match &self.room {
            Some(room) => format!("{address}?room={room}"),
            None => address,
        }
    }

    /// The connection is open but no good (the server lost a message, or made a move in this
    /// seat's place): close it and connect again, which shows the server's game.
    pub(in crate::app::online) fn connect_again(&mut self, why: &str) {
        self.lost(why);
        self.hang_up = true;
    }

    /// Whether the link is to hang up now (asked once).
    pub(in crate::app::online) fn take_hang_up(&mut self) -> bool {
        std::mem::take(&mut self.hang_up)
    }

    /// Another game in the same room begins: the server's word on the last one is done with.
    pub(in crate::app::online) fn start_anew(&mut self) {
        self.promise = None;
        self.rating_change = None;
        self.playing_this_room = false;
        self.server_has(0);
        self.status = OnlineStatus::Connecting;
    }

    /// The connection dropped: try again after a while.
    pub(in crate::app::online) fn lost(&mut self, why: &str) {
        if !self.status.needs_server() {
            return;
        }
        warn!("online: {why}; trying again");
        // A game over stays over: the connection comes back for a rematch only.
        if self.status != OnlineStatus::Over {
            self.status = OnlineStatus::Connecting;
        }
        self.retry = Timer::new(retry_after(self.attempts), TimerMode::Once);
        self.attempts += 1;
        self.drops += 1;
    }
}

/// The WebSocket address of the first of the servers listed (`A,B`).
pub fn address_of_first(servers: &str) -> String {
    address_of(servers.split(',').next().unwrap_or_default().trim())
}

/// The WebSocket address of a server given as `HOST:PORT` (or already as an address).
fn address_of(server: &str) -> String {
    if server.starts_with("ws://") || server.starts_with("wss://") {
        server.to_string()
    } else {
        format!("ws://{server}{PLAY_PATH}")
    }
}

/// The longest wait between two tries to reach the server.
const LONGEST_RETRY: Duration = Duration::from_secs(5);

/// The wait before the next try: doubling from a quarter of a second.
fn retry_after(attempts: u32) -> Duration {
    (Duration::from_millis(250) * 2u32.saturating_pow(attempts.min(8))).min(LONGEST_RETRY)
}
