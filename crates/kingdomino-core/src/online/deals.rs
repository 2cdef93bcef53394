//! The server's deal of the original game's dominoes: the whole order comes from the secret it
//! commits to before the first line, as the Duel's rolls do, and each line is told only when
//! it is laid out; at the end the secret shows that no line was chosen after seeing the game.

use rand::SeedableRng;
use sha2::{Digest, Sha256};

use super::dice::{Dealt, RollSecret};
use crate::original::game::shuffle;
use crate::original::{GameOptions, Original, OriginalRules};
use crate::rng::SplitMix64;

impl RollSecret {
    /// The dominoes of line `line` (from 0) of a game with these options, lowest number first;
    /// none past the last line or for a game the rule set has no set-up for.
    pub fn deal(
        &self,
        rules: &OriginalRules,
        options: GameOptions,
        line: usize,
    ) -> Option<Vec<u8>> {
        let setup = rules.setup(options.players, options.mighty_duel)?;
        let mut hasher = Sha256::new();
        hasher.update(self.0);
        hasher.update(b"deal");
        let digest = hasher.finalize();
        let mut seed = [0; 8];
        seed.copy_from_slice(&digest[..8]);
        let mut numbers: Vec<u8> = rules.dominoes().iter().map(|d| d.number).collect();
        shuffle(&mut numbers, &mut SplitMix64::from_seed(seed));
        numbers.truncate(usize::from(setup.dominoes));
        let mut dealt = numbers
            .chunks(usize::from(setup.line()).max(1))
            .nth(line)?
            .to_vec();
        dealt.sort_unstable();
        Some(dealt)
    }
}

/// A line of dominoes, each line laid out its own.
impl Dealt for Original {
    fn deal_from(
        secret: &RollSecret,
        rules: &OriginalRules,
        options: GameOptions,
        line: usize,
    ) -> Option<Vec<u8>> {
        secret.deal(rules, options, line)
    }
}
