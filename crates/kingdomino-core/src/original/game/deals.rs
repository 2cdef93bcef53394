//! A line dealt from elsewhere than the game's seed: online, the server deals each line from a
//! secret it committed to (as it rolls the Duel's dice), so nobody at the table can know the
//! dominoes to come from the public seed.

use super::{Bits, Game};

/// Why a dealt line is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DealError {
    /// A king stands on the line already: it was dealt before anyone claimed from it.
    Claimed,
    /// The line holds `expected` dominoes.
    Count { expected: usize, given: usize },
    /// That domino is laid out already, dealt twice, or not of the rule set.
    NotFaceDown(u8),
}

impl std::fmt::Display for DealError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DealError::Claimed => f.write_str("a king has claimed from that line already"),
            DealError::Count { expected, given } => {
                write!(f, "{given} dominoes dealt to a line of {expected}")
            }
            DealError::NotFaceDown(number) => {
                write!(f, "domino {number} is not among those face down")
            }
        }
    }
}

impl<B: Bits> Game<B> {
    /// How many lines have been laid out, the one being claimed from included.
    pub fn lines_laid(&self) -> usize {
        let line = usize::from(self.setup.line()).max(1);
        (usize::from(self.setup.dominoes) - self.to_deal).div_ceil(line)
    }

    /// Lays out the dominoes numbered `numbers` as the line the kings claim from next, instead
    /// of those the seed dealt: they go back face down, and the game's dominoes still to come
    /// are as many as before.
    pub fn deal_next_line(&mut self, numbers: &[u8]) -> Result<(), DealError> {
        if self.next.iter().any(|slot| slot.king.is_some()) {
            return Err(DealError::Claimed);
        }
        if numbers.len() != self.next.len() {
            return Err(DealError::Count {
                expected: self.next.len(),
                given: numbers.len(),
            });
        }
        let face_down = |number: u8| {
            self.next.iter().any(|slot| slot.domino.number == number)
                || self.deck.iter().any(|domino| domino.number == number)
        };
        for (at, &number) in numbers.iter().enumerate() {
            if !face_down(number) || numbers[..at].contains(&number) {
                return Err(DealError::NotFaceDown(number));
            }
        }
        let back = std::mem::take(&mut self.next);
        self.to_deal += back.len();
        self.deck
            .splice(0..0, back.into_iter().map(|slot| slot.domino));
        for (at, &number) in numbers.iter().enumerate() {
            let from = at
                + self.deck[at..]
                    .iter()
                    .position(|domino| domino.number == number)
                    .expect("checked to be face down");
            let domino = self.deck.remove(from);
            self.deck.insert(at, domino);
        }
        self.next = self.lay_out_line();
        Ok(())
    }
}
