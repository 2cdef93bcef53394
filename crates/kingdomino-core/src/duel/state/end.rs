//! The end of a turn: the next roll, or the end of the game and why.

use super::{GameState, Step};
use crate::duel::report::{EndReason, Report, Reports};
use crate::duel::ruleset::{Power, RuleSet};
use crate::duel::seat::SeatNumber;

impl GameState {
    /// Whether some roll could still let a player draw: a pair of empty neighbours where a
    /// domino could connect (any coat, as a joker would), or with a kept `s` two empty squares
    /// one of which connects. When no map has room, another roll changes nothing (unless the
    /// dice taken fill the spellbook on their own), so the game ends now.
    ///
    /// A kept `d` needs no question of its own: every empty area touches the castle or a drawn
    /// square, so where two empty squares are neighbours one of them connects, and a joker there
    /// could be drawn without the power.
    pub fn anyone_could_draw_again(&self, rules: &RuleSet) -> bool {
        let board = rules.board();
        SeatNumber::BOTH.into_iter().any(|seat| {
            let map = &self.player(seat).map;
            let empty = map.empty(board);
            let connecting = map.connecting_cells(board, None) & empty;
            map.has_placement(board, [connecting, connecting])
                || (self.has_power(seat, rules, Power::SeparateDice)
                    && connecting != 0
                    && empty.count_ones() >= 2)
        })
    }

    /// Why the game would end after this turn, if it would.
    fn end_reason_now(&self, rules: &RuleSet) -> Option<EndReason> {
        let board = rules.board();
        match SeatNumber::BOTH.map(|seat| self.player(seat).map.is_full(board)) {
            [true, true] => return Some(EndReason::BothMapsFull),
            [true, false] => {
                return Some(EndReason::MapFull {
                    seat: SeatNumber::FIRST,
                });
            }
            [false, true] => {
                return Some(EndReason::MapFull {
                    seat: SeatNumber::SECOND,
                });
            }
            [false, false] => {}
        }
        if !rules.options().spellbook_without_drawing && !self.anyone_could_draw_again(rules) {
            return Some(EndReason::NoRoomLeft);
        }
        // With `game_end: NobodyCouldDraw` nobody passes who could draw with a kept power,
        // so under either end rule a turn nobody drew in is one nobody could draw in.
        self.players
            .iter()
            .all(|p| !p.drew)
            .then_some(EndReason::NobodyDrew)
    }

    pub(super) fn next_pending_power_or_turn(
        &mut self,
        rules: &RuleSet,
        reports: &mut impl Reports,
    ) {
        if !self.pending_powers.is_empty() {
            let (player, power) = self.pending_powers.remove(0);
            self.step = Step::ApplyPower { player, power };
            return;
        }
        reports.report(Report::TurnEnded { turn: self.turn });
        if let Some(reason) = self.end_reason_now(rules) {
            self.step = Step::GameOver;
            self.end_reason = Some(reason);
            reports.report(Report::GameEnded { reason });
            return;
        }
        self.a = self.a.other();
        self.turn += 1;
        self.taken = 0;
        for player in &mut self.players {
            player.domino = [None; 2];
            player.drew = false;
        }
        self.roll_dice(rules);
        reports.report(Report::Rolled {
            turn: self.turn,
            faces: self.roll,
        });
        self.step = Step::Draft { pick: 0 };
    }
}
