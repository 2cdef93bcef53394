//! Another game in the same room once one ends: each player asks, and when all have, the room
//! starts afresh with each player a seat further round the table (in a Duel, each in the
//! other's), new dice or lines from a new secret, and the room's clock as it was. Within a
//! series (a Dynasty) the players keep their seats, so each place's totals add up.

use super::Room;
use super::table::Table;
use crate::online::RollSecret;
use crate::table::Place;

impl Room {
    /// `seat` asks for another game: whether every player has asked now (the computer's seats
    /// always would). Only a finished game can be followed by another.
    pub fn ask_rematch(&mut self, seat: Place) -> bool {
        if !self.table.is_over() || !self.is_full() {
            return false;
        }
        self.rematch_asked[seat.index()] = true;
        self.all_seats()
            .all(|seat| self.rematch_asked[seat.index()] || self.computer_level(seat).is_some())
    }

    pub fn rematch_asked(&self, seat: Place) -> bool {
        self.rematch_asked[seat.index()]
    }

    /// The next game: the series' next, or a new one with each player a seat on (the last to
    /// the first), `table_seed` saying who starts; the rolls or lines come from `secret`.
    /// Whether the players moved round.
    pub fn start_rematch(&mut self, secret: RollSecret, table_seed: u64, now: u64) -> bool {
        let (next, moved_round) = match self.table.next_in_series(&secret) {
            Some(next) => (next, false),
            None => {
                let next = Table::deal(&self.table.room_game(), &secret, table_seed)
                    .expect("the room's game was dealt once");
                (next, true)
            }
        };
        if moved_round {
            self.seats.rotate_right(1);
            self.away_since.rotate_right(1);
            self.epochs.rotate_right(1);
        }
        self.table = next;
        self.secret = secret;
        self.stood_in.fill(false);
        self.stood_in_from.fill(None);
        self.ran_out.iter_mut().for_each(Vec::clear);
        self.played_for.iter_mut().for_each(Vec::clear);
        self.rematch_asked.fill(false);
        // A rematch is a game the players chose to play again: only the pairing's own counts.
        self.rated = false;
        self.rating_changes.clear();
        self.last_active = now;
        self.to_act_since = now;
        moved_round
    }
}
