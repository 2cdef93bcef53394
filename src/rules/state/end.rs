//! The end of a turn: the next roll, or the end of the game.

use super::{GameState, Step};
use crate::rules::ruleset::{GameEnd, Power, RuleSet};

impl GameState {
    /// Whether some roll could still let a player draw: a pair of empty neighbours where a
    /// domino could connect (any coat, as a joker would), anywhere with a kept `d`, or two
    /// empty squares with a kept `s`. When no map has room, another roll changes nothing
    /// (unless the dice taken fill the spellbook on their own), so the game ends now.
    pub fn anyone_could_draw_again(&self, rules: &RuleSet) -> bool {
        let board = rules.board();
        [0, 1].into_iter().any(|seat| {
            let map = &self.player(seat).map;
            let empty = map.empty(board);
            let connecting = if self.has_power(seat, rules, Power::IgnoreConnection) {
                empty
            } else {
                map.connecting_cells(board, None) & empty
            };
            map.has_placement(board, [connecting, connecting])
                || (self.has_power(seat, rules, Power::SeparateDice)
                    && connecting != 0
                    && empty.count_ones() >= 2)
        })
    }

    pub(super) fn next_pending_power_or_turn(&mut self, rules: &RuleSet) {
        if !self.pending_powers.is_empty() {
            let (player, power) = self.pending_powers.remove(0);
            self.step = Step::ApplyPower { player, power };
            return;
        }
        let board = rules.board();
        let someone_full = self.players.iter().any(|p| p.map.is_full(board));
        let nobody_placed = match rules.options().game_end {
            GameEnd::NobodyDrew => self.players.iter().all(|p| !p.drew),
            GameEnd::NobodyCouldDraw => self.players.iter().all(|p| !p.could_draw),
        };
        let pointless_roll =
            !rules.options().spellbook_without_drawing && !self.anyone_could_draw_again(rules);
        if someone_full || nobody_placed || pointless_roll {
            self.step = Step::GameOver;
            return;
        }
        self.a = 1 - self.a;
        self.turn += 1;
        self.taken = 0;
        for player in &mut self.players {
            player.domino = [None; 2];
            player.drew = false;
            player.could_draw = false;
        }
        self.roll_dice(rules);
        self.step = Step::Draft { pick: 0 };
    }
}
