//! The spellbook: squares filled after both players filled, lines completed, powers gained
//! and applied.

use super::{DominoDie, GameState, LineProgress, Step};
use crate::duel::action::{Action, ActionError};
use crate::duel::report::{Report, Reports};
use crate::duel::ruleset::{Face, Power, RuleSet};
use crate::duel::seat::SeatNumber;

impl GameState {
    pub(super) fn use_power(
        &mut self,
        seat: SeatNumber,
        rules: &RuleSet,
        power: Power,
        reports: &mut impl Reports,
    ) {
        self.spend_power(seat, rules, power);
        reports.report(Report::PowerUsed { seat, power });
    }

    fn spend_power(&mut self, seat: SeatNumber, rules: &RuleSet, power: Power) {
        if let Some(line) = rules.line_of_power(power) {
            self.players[seat].lines[line] = LineProgress::Gained { used: true };
        }
    }

    /// After a player drew or passed: B's turn to fill, or the spellbook once both are done.
    pub(super) fn finish_fill(
        &mut self,
        rules: &RuleSet,
        seat: SeatNumber,
        reports: &mut impl Reports,
    ) {
        if seat == self.a {
            self.step = Step::Fill {
                player: self.a.other(),
            };
            return;
        }
        for seat in [self.a, self.a.other()] {
            self.fill_spellbook(rules, seat, reports);
        }
        self.next_pending_power_or_turn(rules, reports);
    }

    /// Fills one square per drawn die without a cross; completing a line first gains its power.
    fn fill_spellbook(&mut self, rules: &RuleSet, seat: SeatNumber, reports: &mut impl Reports) {
        let player = self.player(seat);
        if !player.drew && !rules.options().spellbook_without_drawing {
            return;
        }
        let Some(domino) = player.full_domino() else {
            return;
        };
        for die in domino {
            let Some(line_index) = GameState::spell_line_filled_by(rules, die) else {
                continue;
            };
            let line = rules.spell_lines()[line_index];
            let progress = &mut self.players[seat].lines[line_index];
            let LineProgress::Filling(filled) = *progress else {
                continue;
            };
            let filled = filled.saturating_add(1);
            reports.report(Report::SpellSquareFilled {
                seat,
                line: line_index as u8,
                filled,
            });
            if filled < line.length {
                *progress = LineProgress::Filling(filled);
                continue;
            }
            *progress = LineProgress::Gained { used: false };
            self.players[seat.other()].lines[line_index] = LineProgress::StruckOut;
            reports.report(Report::PowerGained {
                seat,
                power: line.power,
            });
            if line.power.is_immediate() {
                if self.can_apply_immediately(seat, line.power) {
                    self.pending_powers.push((seat, line.power));
                } else {
                    self.spend_power(seat, rules, line.power);
                    reports.report(Report::PowerLapsed {
                        seat,
                        power: line.power,
                    });
                }
            }
        }
    }

    /// The spellbook line a die fills when drawn: a coat without a cross that did not take the
    /// castle bonus, and has a line. Whether the line is still open is the player's matter.
    pub fn spell_line_filled_by(rules: &RuleSet, die: DominoDie) -> Option<usize> {
        if die.castle_cross {
            return None;
        }
        match GameState::face_of(rules, die) {
            Face::Coat { coat, crosses: 0 } => rules.line_of_coat(coat),
            _ => None,
        }
    }

    /// An immediate power with nothing to apply it to (no drawn square) is spent unused.
    fn can_apply_immediately(&self, seat: SeatNumber, power: Power) -> bool {
        power != Power::ExtraCross || self.player(seat).map.drawn() != 0
    }

    pub(super) fn check_power(
        &self,
        rules: &RuleSet,
        seat: SeatNumber,
        power: Power,
        action: Action,
    ) -> Result<(), ActionError> {
        let map = &self.player(seat).map;
        match (power, action) {
            (Power::DomainBonus, Action::ChooseBonusCoat { coat }) => {
                if rules.coat(coat).is_none() {
                    return Err(ActionError::UnknownCoat);
                }
            }
            (Power::ExtraCross, Action::PlaceCross { cell }) => {
                if cell.index() >= rules.board().cell_count() {
                    return Err(ActionError::OffMap);
                }
                if cell == rules.board().castle() {
                    return Err(ActionError::CastleSquare);
                }
                if map.drawn() & cell.bit() == 0 {
                    return Err(ActionError::SquareNotDrawn);
                }
            }
            _ => return Err(ActionError::NotNow),
        }
        Ok(())
    }

    /// Applies the immediate power just gained as [`GameState::check_power`] accepted.
    pub(super) fn apply_gained_power(
        &mut self,
        rules: &RuleSet,
        seat: SeatNumber,
        power: Power,
        action: Action,
        reports: &mut impl Reports,
    ) {
        let player = &mut self.players[seat];
        match action {
            Action::ChooseBonusCoat { coat } => {
                player.bonus_coat = Some(coat);
                reports.report(Report::BonusCoatChosen { seat, coat });
            }
            Action::PlaceCross { cell } => {
                player.map.add_cross(cell);
                reports.report(Report::CrossAdded { seat, cell });
            }
            _ => {}
        }
        self.use_power(seat, rules, power, reports);
        self.next_pending_power_or_turn(rules, reports);
    }
}
