//! Another game in the same room once one ends: each player asks, and when both have, the room
//! starts afresh with the players in each other's seats, new dice from a new secret, and the
//! room's clock as it was.

use super::Room;
use crate::online::RollSecret;
use crate::rules::{GameRecord, GameState, SeatNumber};

impl Room {
    /// `seat` asks for another game: whether both players have asked now. Only a finished
    /// game can be followed by another.
    pub fn ask_rematch(&mut self, seat: SeatNumber) -> bool {
        if !self.state.is_over() || !self.is_full() {
            return false;
        }
        self.rematch_asked[seat] = true;
        self.rematch_asked == [true; 2]
    }

    pub fn rematch_asked(&self, seat: SeatNumber) -> bool {
        self.rematch_asked[seat]
    }

    /// The next game: the players swap seats, the dice come from `secret`, `table_seed` says
    /// who starts.
    pub fn start_rematch(&mut self, secret: RollSecret, table_seed: u64, now: u64) {
        self.seats.swap(0, 1);
        self.away_since.swap(0, 1);
        let mut state = GameState::new(&self.rules, table_seed);
        let mut record = GameRecord::new(&self.rules, table_seed);
        let first = secret.roll(&self.rules, 1);
        state
            .give_roll(&self.rules, first)
            .expect("a fresh game takes its first roll");
        record.rolls.push(first);
        self.state = state;
        self.record = record;
        self.secret = secret;
        self.stood_in = [false; 2];
        self.played_for = Default::default();
        self.rematch_asked = [false; 2];
        self.last_active = now;
        self.to_act_since = now;
    }
}
