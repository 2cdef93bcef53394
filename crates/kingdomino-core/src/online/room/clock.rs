//! A room's clock for each move: chosen by the player who makes the room (none, a minute,
//! three, or a day for a game played over days). When the seat to act has waited longer, the
//! computer makes that move for them, so a player who never moves cannot hold a game.

use super::Room;
use crate::table::Place;

/// The clocks a player chooses from when making a room, in seconds a move (0: none).
pub const MOVE_CLOCK_CHOICES: [u32; 4] = [0, 60, 180, DAY_SECONDS];

/// A move's time in a game played over days.
pub const DAY_SECONDS: u32 = 24 * 60 * 60;

/// The shortest and the longest time a room's moves may be given (the shortest for tests and
/// quick games of the command line).
pub const SHORTEST_MOVE_SECONDS: u32 = 5;

/// A player whose time runs out this many times in a game gives up their claim to its result:
/// the players who moved rank above them, whatever the score.
pub const RUN_OUTS_TO_FORFEIT: usize = 3;

/// Whether a hello may ask for this clock.
pub fn check_move_seconds(seconds: u32) -> Result<(), String> {
    if seconds == 0 || (SHORTEST_MOVE_SECONDS..=DAY_SECONDS).contains(&seconds) {
        Ok(())
    } else {
        Err(format!(
            "a move's time is from {SHORTEST_MOVE_SECONDS} seconds to {DAY_SECONDS} (a day), or \
             0 for none, not {seconds}"
        ))
    }
}

impl Room {
    /// Sets the clock of a room just made.
    pub fn set_move_seconds(&mut self, seconds: u32) {
        self.move_seconds = seconds;
    }

    pub fn move_seconds(&self) -> u32 {
        self.move_seconds
    }

    /// A room whose moves take a day is played over days: it is kept longer.
    pub fn is_played_over_days(&self) -> bool {
        self.move_seconds >= DAY_SECONDS
    }

    /// `seat`'s time ran out, and the computer made its move, action number `index`.
    pub fn ran_out(&mut self, seat: Place, index: u32) {
        if let Some(ran_out) = self.ran_out.get_mut(seat.index()) {
            ran_out.push(index);
        }
    }

    /// From which action `seat`'s player gave up their claim to the result, if they did: the
    /// move their time ran out for the last time allowed, or the one from which the computer
    /// played for them to the end, their player gone (whichever came first).
    pub fn gave_up_at(&self, seat: Place) -> Option<u32> {
        let by_clock = (self.ran_out.get(seat.index()))
            .and_then(|ran_out| ran_out.get(RUN_OUTS_TO_FORFEIT - 1))
            .copied();
        let left = self
            .is_stood_in(seat)
            .then(|| (self.stood_in_from.get(seat.index()).copied().flatten()).unwrap_or(0));
        by_clock.into_iter().chain(left).min()
    }

    /// The seat whose time for this move ran out by `now`, if any (a seat the computer plays
    /// anyway is never late).
    pub fn overdue(&self, now: u64) -> Option<Place> {
        if self.move_seconds == 0 || !self.is_full() {
            return None;
        }
        let seat = self.table.to_act()?;
        let late = now.saturating_sub(self.to_act_since) >= u64::from(self.move_seconds);
        (late && !self.played_by_computer(seat)).then_some(seat)
    }
}
