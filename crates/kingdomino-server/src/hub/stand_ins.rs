//! The computer playing its own seats, standing in for a player away past the grace (asked by
//! another player), or making the move of a player whose time ran out: its decisions asked for
//! whenever it plays the seat to act (one request per room at a time, at most
//! [`MOST_THINKING`] rooms at once and a few per address (`thinking.rs`), the others waiting
//! their turn in order), and applied if the game is still where it was when asked.

use super::{Edit, Ending, Hub, MovedBy, SeatAt, Told};
use crate::log;
use kingdomino_core::ai::Level;
use kingdomino_core::online::{RoomAction, RoomCode, RoomRefusal, ServerMessage, Table};
use kingdomino_core::table::Place;

/// Rooms whose stand-in decision may be waited for at once: beyond, a room waits for the
/// next action or hello to ask again.
pub const MOST_THINKING: usize = 1_000;

/// A decision the computer is to make for a seat, on the game as it is now: one it stands in
/// for, or one whose time for this move ran out (`late`).
pub struct StandInTurn {
    pub room: RoomCode,
    pub seat: Place,
    /// How strongly: the computer's own seat's level, else the Expert's.
    pub level: Level,
    pub late: bool,
    pub index: u32,
    pub table: Table,
    /// The seat's epoch when it was asked: its player taking the seat again drops the move.
    pub epoch: u32,
}

impl Hub {
    /// The computer's decision for a seat it stands in for, if the game is still where it was
    /// when it was asked (the player may have come back meanwhile).
    pub fn play_stand_in(&mut self, turn: &StandInTurn, action: RoomAction) -> Result<(), Ending> {
        self.thinking.remove(&turn.room);
        self.ask_for_those_waiting();
        let now = self.now();
        let still_asked = self.rooms.get(&turn.room).is_some_and(|live| {
            let asked = if turn.late {
                live.room.overdue(now)
            } else {
                live.room.stand_in_to_act()
            };
            asked == Some(turn.seat) && live.room.table().actions_played() == turn.index as usize
        });
        if !still_asked {
            self.ask_stand_in(&turn.room);
            return Ok(());
        }
        let by = MovedBy::Computer {
            epoch: turn.epoch,
            late: turn.late,
        };
        match self.apply(&turn.room, turn.seat, (turn.index, action), by)? {
            Ok(()) => {}
            // Read again, the room had its player back (on another server): they decide.
            Err(RoomRefusal::PlayerBack) => self.ask_stand_in(&turn.room),
            Err(refusal) => log::say(&format!(
                "room {}: the computer's {action:?} refused: {refusal}",
                turn.room
            )),
        }
        Ok(())
    }

    /// The computer's thinking for this room stopped without a decision: it may be asked again.
    pub fn stand_in_lost(&mut self, room: &RoomCode) {
        self.thinking.remove(room);
        self.ask_for_those_waiting();
    }

    /// The rooms that found no place for their request ask again, oldest first, while there
    /// is room for them; one refused again waits at the back.
    fn ask_for_those_waiting(&mut self) {
        for _ in 0..self.awaiting_computer.len() {
            if self.thinking.len() >= MOST_THINKING {
                return;
            }
            let Some(code) = self.awaiting_computer.pop_front() else {
                return;
            };
            let wanted = self.rooms.get(&code).and_then(|live| {
                let late = live.room.overdue(self.now());
                let seat = live.room.stand_in_to_act().or(late)?;
                Some((seat, late == Some(seat)))
            });
            if let Some((seat, late)) = wanted {
                self.ask_computer(&code, seat, late);
            }
        }
    }

    /// The seats whose players have been away for the grace: the computer plays for them.
    /// Asked too early (or for a player who is there) nothing changes: the asking table's
    /// clock and the server's can differ by a moment.
    pub(super) fn stand_in_for_absent(&mut self, at: &SeatAt) -> Result<(), Ending> {
        let grace = self.away_grace_seconds;
        let now = self.now();
        let stood_in = self.change(&at.room, |live| {
            let mut told = Vec::new();
            for other in live.room.all_seats().filter(|&other| other != at.seat) {
                let away_long = live
                    .room
                    .away_since(other)
                    .is_some_and(|since| now.saturating_sub(since) >= grace);
                if away_long
                    && live.connected[other.index()].is_none()
                    && live.room.stand_in(other, true)
                {
                    told.push(Told::both(ServerMessage::StandIn {
                        seat: other,
                        computer: true,
                        played: Vec::new(),
                    }));
                }
            }
            if told.is_empty() {
                return Ok(Edit::Unchanged(false));
            }
            Ok(Edit::Changed {
                outcome: true,
                told,
            })
        })?;
        if stood_in {
            self.ask_stand_in(&at.room);
        }
        Ok(())
    }

    /// Asks for the computer's decision when it plays the seat to act in this room.
    pub(super) fn ask_stand_in(&mut self, code: &RoomCode) {
        let seat = self
            .rooms
            .get(code)
            .and_then(|live| live.room.stand_in_to_act());
        if let Some(seat) = seat {
            self.ask_computer(code, seat, false);
        }
    }

    /// The moves whose time ran out by `now`: the computer is asked to make each, and both
    /// tables hear it.
    pub fn run_clocks(&mut self, now: u64) {
        self.ask_for_those_waiting();
        let late: Vec<(RoomCode, Place)> = self
            .rooms
            .iter()
            .filter_map(|(code, live)| Some((code.clone(), live.room.overdue(now)?)))
            .collect();
        for (code, seat) in late {
            if self.ask_computer(&code, seat, true) {
                self.deliver(&code, &[Told::both(ServerMessage::TimeRanOut { seat })]);
            }
        }
    }

    /// Asks the computer for `seat`'s decision in this room, unless it is thinking about this
    /// room already; whether it was asked. A room that finds no place waits its turn.
    fn ask_computer(&mut self, code: &RoomCode, seat: Place, late: bool) -> bool {
        let Some(live) = self.rooms.get(code) else {
            return false;
        };
        if self.thinking.contains(code) {
            return false;
        }
        let payer = self.payer_of(code);
        if self.thinking.len() >= MOST_THINKING || !self.thinking.has_room_for(payer) {
            self.await_computer(code);
            return false;
        }
        let turn = StandInTurn {
            room: code.clone(),
            seat,
            level: live.room.playing_level(seat),
            late,
            index: live.room.table().actions_played() as u32,
            table: live.room.table().clone(),
            epoch: live.room.epoch(seat),
        };
        // A full or closed queue is a server on its way out or overrun: the room asks again
        // when a decision comes back, or at the clock's next tick.
        let asked = self.stand_ins.try_send(turn).is_ok();
        if asked {
            self.thinking.insert(code.clone(), payer);
        } else {
            self.await_computer(code);
        }
        asked
    }

    fn await_computer(&mut self, code: &RoomCode) {
        if !self.awaiting_computer.contains(code) {
            self.awaiting_computer.push_back(code.clone());
        }
    }
}
