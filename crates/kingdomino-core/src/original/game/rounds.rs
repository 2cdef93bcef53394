//! The order of a game: lines laid out from the deck, the first round's claims, then each
//! king adding and claiming in its domino's order, round after round to the last.

use super::{Bits, Game, Slot, Step};
use crate::rng::{DrawBelow, SplitMix64};

impl<B: Bits> Game<B> {
    /// The round being played, from 1; 0 while the first line's kings claim.
    pub fn round(&self) -> u8 {
        let line = usize::from(self.setup.line()).max(1);
        let lines_dealt = (usize::from(self.setup.dominoes) - self.deck_left()) / line;
        (lines_dealt - usize::from(!self.next_line().is_empty())) as u8
    }

    /// The next line from the deck, lowest number first; empty once the deck is.
    pub(super) fn lay_out_line(&mut self) -> Vec<Slot> {
        let count = usize::from(self.setup.line()).min(self.to_deal);
        self.to_deal -= count;
        let mut line: Vec<Slot> = self
            .deck
            .drain(..count)
            .map(|domino| Slot { domino, king: None })
            .collect();
        line.sort_by_key(|slot| slot.domino.number);
        line
    }

    pub(super) fn after_claim(&mut self, king: u8) -> Step {
        if let Step::Claim { .. } = self.step {
            let at = self.claim_order.iter().position(|&k| k == king);
            if let Some(&following) = at.and_then(|at| self.claim_order.get(at + 1)) {
                return Step::Claim { king: following };
            }
            // Every king stands on the first line: it is the one added now.
            self.line = std::mem::take(&mut self.next);
            self.next = self.lay_out_line();
            return self.first_to_place();
        }
        self.king_after(king)
    }

    pub(super) fn after_place(&mut self, king: u8) -> Step {
        if self.next.is_empty() {
            // The last round: nothing to claim.
            return self.king_after(king);
        }
        Step::Choose { king }
    }

    /// The king on the line's next domino, or the next round.
    fn king_after(&mut self, king: u8) -> Step {
        let at = self.line.iter().position(|slot| slot.king == Some(king));
        let following = at
            .and_then(|at| self.line.get(at + 1))
            .and_then(|slot| slot.king);
        if let Some(king) = following {
            return Step::Place { king };
        }
        if self.next.is_empty() {
            return Step::GameOver;
        }
        self.line = std::mem::take(&mut self.next);
        self.next = self.lay_out_line();
        self.first_to_place()
    }

    fn first_to_place(&self) -> Step {
        self.line
            .first()
            .and_then(|slot| slot.king)
            .map_or(Step::GameOver, |king| Step::Place { king })
    }
}

/// Fisher and Yates' shuffle, drawing from the game's own stream.
pub(crate) fn shuffle<T>(items: &mut [T], rng: &mut SplitMix64) {
    for last in (1..items.len()).rev() {
        let other = rng.below(last as u32 + 1) as usize;
        items.swap(last, other);
    }
}
