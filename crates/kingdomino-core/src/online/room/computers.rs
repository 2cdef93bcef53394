//! Seats the server's computer plays from the start of a room's game, at the levels its maker
//! chose (three friends and the computer, say): held like a player's seat under a key no
//! token has, never away, and always ready for another game.

use super::table::Table;
use super::{Room, SeatHolder};
use crate::ai::Level;
use crate::online::protocol::SeatKey;
use crate::online::seat::ComputerSeat;
use crate::table::Place;

impl Room {
    /// Gives the computer these seats of a new room of the original game; why not, when the
    /// list asks for a seat the room lacks, one twice, a Duel's, or leaves no seat for the
    /// player making the room.
    pub fn seat_computers(&mut self, computers: &[ComputerSeat]) -> Result<(), String> {
        if computers.is_empty() {
            return Ok(());
        }
        if matches!(self.table, Table::Duel(_)) {
            return Err("a Duel's room has no seat for the computer: both are players'".into());
        }
        let seats = self.seats.len();
        if computers.len() >= seats {
            return Err(format!(
                "{} seats for the computer leave none of the room's {seats} for its maker",
                computers.len()
            ));
        }
        for (at, computer) in computers.iter().enumerate() {
            let seat = computer.seat;
            if seat.index() >= seats {
                return Err(format!("the room has no seat {seat} (it has {seats})"));
            }
            if computers[..at].iter().any(|earlier| earlier.seat == seat) {
                return Err(format!("seat {seat} is given to the computer twice"));
            }
        }
        for computer in computers {
            self.seats[computer.seat.index()] = Some(SeatHolder {
                name: format!("Computer ({:?})", computer.level),
                // The empty key: no token's (a key is a hash), so no hello takes the seat.
                key: SeatKey::default(),
                allows_hints: true,
                allows_watchers: true,
                computer: Some(computer.level),
                player: None,
            });
        }
        Ok(())
    }

    /// The level the server's computer holds `seat` at, when it is the computer's own.
    pub fn computer_level(&self, seat: Place) -> Option<Level> {
        self.seats.get(seat.index())?.as_ref()?.computer
    }

    /// The seats the computer holds, at their levels.
    pub fn computer_seats(&self) -> Vec<ComputerSeat> {
        self.all_seats()
            .filter_map(|seat| {
                let level = self.computer_level(seat)?;
                Some(ComputerSeat { seat, level })
            })
            .collect()
    }

    /// Whether the computer decides for `seat`: its own, or a player's it stands in for.
    pub fn played_by_computer(&self, seat: Place) -> bool {
        self.is_stood_in(seat) || self.computer_level(seat).is_some()
    }

    /// How strongly the computer plays `seat`: at its own seat's level, and as the Expert for
    /// a player away.
    pub fn playing_level(&self, seat: Place) -> Level {
        self.computer_level(seat).unwrap_or(Level::Expert)
    }
}
