//! A room's absent players: since when each is away, whether the computer plays for them, and
//! what it played, kept with the room so a server's restart forgets none of it.

use super::Room;
use crate::table::Place;

impl Room {
    pub fn is_stood_in(&self, seat: Place) -> bool {
        self.stood_in[seat.index()]
    }

    /// The computer plays `seat` (or no longer): whether that changed anything. Only a game in
    /// progress has a seat to stand in for, and only a player's seat (the computer's own are
    /// its throughout).
    pub fn stand_in(&mut self, seat: Place, computer: bool) -> bool {
        let playing = self.is_full() && !self.table.is_over();
        if self.computer_level(seat).is_some() {
            return false;
        }
        let stood = &mut self.stood_in[seat.index()];
        if *stood == computer || (computer && !playing) {
            return false;
        }
        *stood = computer;
        let from = computer.then(|| self.table.actions_played() as u32);
        self.stood_in_from[seat.index()] = from;
        true
    }

    /// The actions the computer played for `seat` since its player left, forgotten once told.
    pub fn take_played_for(&mut self, seat: Place) -> Vec<u32> {
        std::mem::take(&mut self.played_for[seat.index()])
    }

    /// Since when `seat`'s player is away, if they are.
    pub fn away_since(&self, seat: Place) -> Option<u64> {
        self.away_since[seat.index()]
    }

    /// `seat`'s player left at `since`, or is back (`None`).
    pub fn set_away(&mut self, seat: Place, since: Option<u64>) {
        self.away_since[seat.index()] = since;
    }

    /// The seated players nobody knows to be here count as away from `now` on, unless they were
    /// away earlier: a room brought back from the store has nobody connected yet. The
    /// computer's seats are never away.
    pub fn count_absent_from(&mut self, now: u64) {
        for (holder, away) in self.seats.iter().zip(&mut self.away_since) {
            let a_player = holder
                .as_ref()
                .is_some_and(|holder| holder.computer.is_none());
            if a_player && away.is_none() {
                *away = Some(now);
            }
        }
    }
}
