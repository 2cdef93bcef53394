//! The draft: A takes a die (or two with the `dd` power), B two, A the last.

use super::{DominoDie, GameState, Step};
use crate::duel::action::{Action, ActionError};
use crate::duel::report::{Report, Reports};
use crate::duel::ruleset::{DRAFT_DICE, Power, RuleSet};
use crate::duel::seat::SeatNumber;

impl GameState {
    pub(super) fn check_draft(
        &self,
        rules: &RuleSet,
        pick: u8,
        action: Action,
    ) -> Result<(), ActionError> {
        match action {
            Action::TakeDie { die } => self.check_free_die(die),
            Action::TakeTwoDice {
                dice: [first, second],
            } => {
                if pick != 0 {
                    return Err(ActionError::NotNow);
                }
                if !self.has_power(self.a, rules, Power::TakeTwoDice) {
                    return Err(ActionError::PowerUnavailable(Power::TakeTwoDice));
                }
                self.check_free_die(first)?;
                self.check_free_die(second)?;
                if first == second {
                    return Err(ActionError::SameDieTwice);
                }
                if first > second {
                    return Err(ActionError::DiceOutOfOrder);
                }
                Ok(())
            }
            _ => Err(ActionError::NotNow),
        }
    }

    /// Applies a draft action [`GameState::check_draft`] accepted.
    pub(super) fn draft(
        &mut self,
        rules: &RuleSet,
        pick: u8,
        action: Action,
        reports: &mut impl Reports,
    ) {
        let b = self.a.other();
        match action {
            Action::TakeDie { die } => {
                let taker = if pick == 0 { self.a } else { b };
                self.give_die(taker, die, reports);
                if pick < 2 {
                    self.step = Step::Draft { pick: pick + 1 };
                } else {
                    self.give_remaining_dice(self.a, reports);
                    self.step = Step::Fill { player: self.a };
                }
            }
            Action::TakeTwoDice {
                dice: [first, second],
            } => {
                self.use_power(self.a, rules, Power::TakeTwoDice, reports);
                self.give_die(self.a, first, reports);
                self.give_die(self.a, second, reports);
                self.give_remaining_dice(b, reports);
                self.step = Step::Fill { player: self.a };
            }
            _ => {}
        }
    }

    fn check_free_die(&self, die: u8) -> Result<(), ActionError> {
        if usize::from(die) >= DRAFT_DICE {
            Err(ActionError::NoSuchDie)
        } else if self.is_taken(die) {
            Err(ActionError::DieAlreadyTaken)
        } else {
            Ok(())
        }
    }

    fn give_die(&mut self, seat: SeatNumber, die: u8, reports: &mut impl Reports) {
        self.taken |= 1 << die;
        let face = self.roll[usize::from(die)];
        let domino = &mut self.players[seat].domino;
        if let Some(slot) = domino.iter_mut().find(|slot| slot.is_none()) {
            *slot = Some(DominoDie {
                die,
                face,
                castle_cross: false,
            });
            reports.report(Report::DieTaken { seat, die, face });
        }
    }

    fn give_remaining_dice(&mut self, seat: SeatNumber, reports: &mut impl Reports) {
        let mut free = self.free_dice();
        while free != 0 {
            self.give_die(seat, free.trailing_zeros() as u8, reports);
            free &= free - 1;
        }
    }
}
