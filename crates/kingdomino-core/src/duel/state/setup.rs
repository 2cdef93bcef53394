//! Games set up part-way: maps already drawn, powers gained. How to play's examples and the
//! tests start from these (a chosen roll is given as any roll from outside is, `roll.rs`).

use super::{GameState, LineProgress};
use crate::duel::ruleset::{Power, RuleSet};
use crate::duel::seat::SeatNumber;
use crate::kingdom::Map;

impl GameState {
    /// The same game started from maps already drawn: for puzzles, tutorials and tests.
    pub fn with_maps(mut self, maps: [Map; 2]) -> GameState {
        for (player, map) in self.players.iter_mut().zip(maps) {
            player.map = map;
        }
        self
    }

    /// The same game with `power` already gained by `seat` (its line struck out for the
    /// other): for tutorials and tests of each power. Unknown powers change nothing.
    pub fn with_power(self, rules: &RuleSet, seat: SeatNumber, power: Power) -> GameState {
        self.with_line(rules, seat, power, LineProgress::Gained { used: false })
    }

    /// The same game with `seat`'s spellbook line for `power` at `progress` (a gained line
    /// strikes the other player's out): for tutorials and tests of the spellbook.
    pub fn with_line(
        mut self,
        rules: &RuleSet,
        seat: SeatNumber,
        power: Power,
        progress: LineProgress,
    ) -> GameState {
        if let Some(line) = rules.line_of_power(power) {
            self.players[seat].lines[line] = progress;
            if matches!(progress, LineProgress::Gained { .. }) {
                self.players[seat.other()].lines[line] = LineProgress::StruckOut;
            }
        }
        self
    }
}
