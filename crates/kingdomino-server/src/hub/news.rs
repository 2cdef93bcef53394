//! The other servers' news of the rooms this one holds: a room changed elsewhere is read again
//! and its players here hear what the players there heard; a server that missed some news
//! (its numbers jump) gives its players the whole game instead. Either way each connection
//! sits where its token does in the room as read (a rematch moves the players round).

use super::Hub;
use super::changes::{News, Told};
use crate::log;
use kingdomino_core::online::{RoomCode, ServerMessage};

impl Hub {
    /// News of a room from another server.
    pub fn hear(&mut self, news: News) {
        if news.server == self.id {
            return;
        }
        if let Some((server, paired)) = news.paired.clone() {
            // Only the server where the player waits takes the room in.
            let found = server == self.id
                && (self.rooms.contains_key(&news.room)
                    || self.bring_back(&news.room).is_ok_and(|found| found));
            if found {
                self.seat_paired(&news.room, paired);
            }
            return;
        }
        let Some(live) = self.rooms.get(&news.room) else {
            return;
        };
        let seats = live.room.all_seats().count();
        if let Some(seat) = (news.told.iter())
            .flat_map(|told| std::iter::once(told.to).chain(told.message.seats()))
            .flatten()
            .find(|seat| seat.index() >= seats)
        {
            let why = format!("it names seat {} of a room of {seats}", seat.index());
            return refuse(&news, &why);
        }
        if news.version <= live.told_up_to {
            return;
        }
        let missed = news.version > live.told_up_to + 1;
        if news.version > live.version && self.refresh(&news.room).is_err() {
            return;
        }
        self.hand_over_seats_taken_elsewhere(&news.room, &news.told);
        let Some(live) = self.rooms.get_mut(&news.room) else {
            return;
        };
        if missed {
            self.show_the_game(&news.room);
        } else {
            live.told_up_to = news.version;
            // Welcomes are never news (each carries its seat's token): reading the room again
            // seated each connection by its token and told it where it sits now.
            let told: Vec<Told> = (news.told.iter())
                .filter(|told| !matches!(told.message, ServerMessage::Welcome { .. }))
                .cloned()
                .collect();
            self.deliver(&news.room, &told);
        }
    }

    /// The subscription broke: every room held is read again, and its players here are shown
    /// the game when it moved on meanwhile.
    pub fn catch_up(&mut self) {
        let codes: Vec<RoomCode> = self.rooms.keys().cloned().collect();
        for code in codes {
            if self.refresh(&code).is_err() {
                continue;
            }
            let live = &self.rooms[&code];
            if live.told_up_to != live.version {
                self.show_the_game(&code);
            }
        }
    }

    /// A seat that connected on another server is no longer connected here.
    fn hand_over_seats_taken_elsewhere(&mut self, code: &RoomCode, told: &[Told]) {
        let Some(live) = self.rooms.get_mut(code) else {
            return;
        };
        for told in told {
            if let ServerMessage::Presence {
                seat,
                connected: true,
            } = told.message
                && let Some(replaced) = live.connected.get_mut(seat.index()).and_then(Option::take)
            {
                replaced.line.send(ServerMessage::Closing {
                    reason: "this seat connected again from elsewhere".into(),
                    for_good: true,
                });
            }
        }
    }

    /// Each player here is shown the whole game as it is now (and its end, which was in the
    /// news missed if it ended meanwhile): they have heard the room's version.
    pub(super) fn show_the_game(&mut self, code: &RoomCode) {
        let shown = self.whole_game(code);
        self.deliver(code, &shown);
        if let Some(live) = self.rooms.get_mut(code) {
            live.told_up_to = live.version;
        }
    }
}

/// News that cannot be of its room is dropped, and said in the log.
fn refuse(news: &News, why: &str) {
    log::say(&format!(
        "news of room {} from server {} refused: {why}",
        news.room, news.server
    ));
}
