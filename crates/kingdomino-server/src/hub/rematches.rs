//! Another game with the same opponent once one ends: each player asks; when both have, the
//! room starts afresh with the players in each other's seats and new dice. Each player hears
//! the welcome of their new seat (addressed to the seat they held), then the new game; the
//! connections then swap seats, here and on any server that hears the news.

use super::changes::{Edit, Told};
use super::randomness::{random_secret, random_u64};
use super::{Ending, Hub, SeatAt, now_seconds};
use kingdomino_core::online::{RoomCode, ServerMessage};
use kingdomino_core::rules::SeatNumber;

impl Hub {
    /// `at`'s player asks to play again.
    pub(super) fn rematch(&mut self, at: &SeatAt) -> Result<(), Ending> {
        let secret = random_secret().map_err(Ending::Dropped)?;
        let seed = random_u64().map_err(Ending::Dropped)?;
        let away_grace_seconds = self.away_grace_seconds;
        let started = self.change(&at.room, |live| {
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
            let now = now_seconds();
            live.room.start_rematch(secret, seed, now);
            let mut told = Vec::new();
            for held in SeatNumber::BOTH {
                let seat = held.other();
                if let Some(token) = live.room.seat_token(seat) {
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
                told.push(Told::both(ServerMessage::Game { game }));
            }
            Ok(Edit::Changed {
                outcome: true,
                told,
            })
        })?;
        if started {
            self.swap_connections(&at.room);
        }
        Ok(())
    }

    /// The players changed seats: so do their connections.
    pub(super) fn swap_connections(&mut self, code: &RoomCode) {
        if let Some(live) = self.rooms.get_mut(code) {
            live.connected.swap(0, 1);
        }
    }
}
