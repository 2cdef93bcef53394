//! Another game with the same players once one ends: each player asks; when all have, the
//! room starts afresh with each player a seat further round (in a Duel, in each other's) and
//! new dice or lines. Each player hears the welcome of their new seat (addressed to the seat
//! they held), then the new game; the connections then move round too. Another server seats
//! its connections by their tokens when it reads the room again, whether it heard the news or
//! missed it. A series' next game (a Dynasty's) keeps everyone in their seat.

use super::changes::{Edit, Told};
use super::randomness::{random_secret, random_u64};
use super::{Ending, Hub, SeatAt};
use kingdomino_core::online::{RoomCode, ServerMessage};

impl Hub {
    /// `at`'s player asks to play again.
    pub(super) fn rematch(&mut self, at: &SeatAt) -> Result<(), Ending> {
        let secret = random_secret().map_err(Ending::Dropped)?;
        let seed = random_u64().map_err(Ending::Dropped)?;
        let away_grace_seconds = self.away_grace_seconds;
        let now = self.now();
        let moved_round = self.change(&at.room, |live| {
            if live.room.rematch_asked(at.seat) {
                return Ok(Edit::Unchanged(false));
            }
            if !live.room.ask_rematch(at.seat) {
                if !live.room.rematch_asked(at.seat) {
                    // The game is not over: nothing to ask for yet.
                    return Ok(Edit::Unchanged(false));
                }
                let asked = ServerMessage::RematchAsked { seat: at.seat };
                return Ok(Edit::Changed {
                    outcome: false,
                    told: vec![Told::both(asked)],
                });
            }
            let moved_round = live.room.start_rematch(secret, seed, now);
            let mut told = Vec::new();
            let seats = live.room.all_seats();
            // Within a series the players keep their seats: the new game is all they hear. A
            // player connected here is told the seat their token holds now.
            let moved = seats.clone().zip(seats.cycle().skip(1));
            for (held, seat) in moved.filter(|_| moved_round) {
                let connected = live.connected.get(held.index()).and_then(Option::as_ref);
                if let Some(token) = connected.and_then(|seated| seated.token.clone()) {
                    let welcome = ServerMessage::Welcome {
                        room: at.room.clone(),
                        seat,
                        token,
                        away_grace_seconds,
                    };
                    told.push(Told::to(held, welcome));
                }
            }
            if let Some(game) = live.room.public_game(now) {
                told.push(Told::both(game));
            }
            Ok(Edit::Changed {
                outcome: moved_round,
                told,
            })
        })?;
        if moved_round {
            self.move_connections_round(&at.room);
        }
        // A new game may begin with the computer's move, as any game may.
        self.ask_stand_in(&at.room);
        Ok(())
    }

    /// The players moved a seat on: so do their connections.
    pub(super) fn move_connections_round(&mut self, code: &RoomCode) {
        if let Some(live) = self.rooms.get_mut(code) {
            live.connected.rotate_right(1);
        }
    }
}
