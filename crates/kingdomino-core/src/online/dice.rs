//! The server's dice: every roll of a game comes from a secret the server draws at the start.
//! Both players see a hash of it before the first roll and the secret itself at the end, so
//! each checks that no roll was chosen after seeing the game (a commit-and-reveal scheme).

use crate::duel::{Duel, NoOptions, RuleSet};
use std::fmt;

use sha2::{Digest, Sha256};

use crate::duel::ruleset::DRAFT_DICE;
use crate::rng::{DrawBelow, SplitMix64};
use crate::table::TableGame;
use rand::SeedableRng;

/// The secret the rolls come from: 32 bytes, far beyond guessing from its hash.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct RollSecret(pub [u8; 32]);

/// The hash of a [`RollSecret`], shown before the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Commitment(pub String);

impl fmt::Debug for RollSecret {
    /// Never printed: a log must not give the dice away.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("RollSecret(..)")
    }
}

impl RollSecret {
    pub fn commitment(&self) -> Commitment {
        Commitment(hex(&Sha256::digest(self.0)))
    }

    /// The faces of `turn`'s roll (turns count from 1).
    pub fn roll(&self, rules: &RuleSet, turn: u32) -> [u8; DRAFT_DICE] {
        let mut hasher = Sha256::new();
        hasher.update(self.0);
        hasher.update(b"roll");
        hasher.update(turn.to_le_bytes());
        let digest = hasher.finalize();
        let mut seed = [0; 8];
        seed.copy_from_slice(&digest[..8]);
        let mut stream = SplitMix64::from_seed(seed);
        let mut faces = [0; DRAFT_DICE];
        for (face, die) in faces.iter_mut().zip(rules.dice()) {
            *face = stream.below(die.faces.len() as u32) as u8;
        }
        faces
    }

    pub fn to_hex(&self) -> String {
        hex(&self.0)
    }

    pub fn from_hex(text: &str) -> Option<RollSecret> {
        let bytes = unhex(text)?;
        Some(RollSecret(bytes.try_into().ok()?))
    }

    /// Whether this secret is the one committed to and made every one of these deals of a
    /// game of `G`.
    pub fn explains<G: Dealt>(
        &self,
        rules: &G::Rules,
        options: G::Options,
        commitment: &Commitment,
        deals: &[G::Deal],
    ) -> bool {
        self.commitment() == *commitment
            && deals.iter().enumerate().all(|(index, deal)| {
                G::deal_from(self, rules, options, index).as_ref() == Some(deal)
            })
    }
}

/// A game whose chance a server deals from its secret.
pub trait Dealt: TableGame {
    /// Deal number `index` (from 0) of a game with these options; none past its last.
    fn deal_from(
        secret: &RollSecret,
        rules: &Self::Rules,
        options: Self::Options,
        index: usize,
    ) -> Option<Self::Deal>;
}

/// A turn's roll, each turn's its own.
impl Dealt for Duel {
    fn deal_from(
        secret: &RollSecret,
        rules: &RuleSet,
        _: NoOptions,
        index: usize,
    ) -> Option<[u8; DRAFT_DICE]> {
        Some(secret.roll(rules, index as u32 + 1))
    }
}

/// Bytes as lowercase hexadecimal, two digits each.
pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|byte| format!("{byte:02x}")).collect()
}

pub(crate) fn unhex(text: &str) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) || !text.is_ascii() {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|at| u8::from_str_radix(&text[at..at + 2], 16).ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_revealed_secret_explains_its_own_rolls_and_no_others() {
        let rules = RuleSet::builtin();
        let secret = RollSecret([7; 32]);
        let rolls: Vec<_> = (1..=6).map(|turn| secret.roll(&rules, turn)).collect();
        assert!(secret.explains::<Duel>(&rules, NoOptions, &secret.commitment(), &rolls));
        let other = RollSecret([8; 32]);
        assert!(!other.explains::<Duel>(&rules, NoOptions, &secret.commitment(), &rolls));
        let mut changed = rolls.clone();
        changed[3][0] = (changed[3][0] + 1) % 6;
        assert!(!secret.explains::<Duel>(&rules, NoOptions, &secret.commitment(), &changed));
        assert_ne!(rolls[0], rolls[1], "turns roll differently");
    }

    #[test]
    fn a_secret_goes_through_hex_and_back() {
        let secret = RollSecret(std::array::from_fn(|at| (at as u8).wrapping_mul(37)));
        assert_eq!(RollSecret::from_hex(&secret.to_hex()), Some(secret));
        assert_eq!(RollSecret::from_hex("zz"), None);
        assert_eq!(RollSecret::from_hex("abc"), None);
        assert_eq!(RollSecret::from_hex("00ff"), None, "too short");
    }
}
