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

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::duel::RuleSet;
    use crate::online::protocol::RoomAction;
    use crate::online::room::table::Table;
    use crate::online::room::tests::duel_game;
    use crate::online::{RollSecret, RoomCode, SeatToken};

    #[test]
    fn the_seat_to_act_is_late_once_its_move_s_time_is_over() {
        let rules = Arc::new(RuleSet::builtin());
        let code = RoomCode::parse("TCKS2345").unwrap();
        let mut room = Room::new(&duel_game(&rules), code, RollSecret([1; 32]), 3, 100).unwrap();
        room.set_move_seconds(60);
        room.join("Ann".into(), false, None, SeatToken("a".into()), 100)
            .unwrap();
        assert_eq!(room.overdue(1_000), None, "no game before two players");
        room.join("Bob".into(), false, None, SeatToken("b".into()), 200)
            .unwrap();
        let seat = room.table().to_act().unwrap();
        assert_eq!(room.overdue(259), None);
        assert_eq!(room.overdue(260), Some(seat));
        let Table::Duel(table) = room.table() else {
            panic!("a Duel");
        };
        let action = RoomAction::Duel(table.state().legal_actions(&rules)[0]);
        room.act(seat, 0, action, 260).unwrap();
        assert_eq!(room.overdue(300), None, "each move has its own time");
        let next = room.table().to_act().unwrap();
        assert_eq!(room.overdue(320), Some(next));
        room.stand_in(next, true);
        assert_eq!(room.overdue(320), None, "the computer is never late");
        assert!(check_move_seconds(4).is_err() && check_move_seconds(0).is_ok());
        assert!(check_move_seconds(DAY_SECONDS + 1).is_err());
    }
}
