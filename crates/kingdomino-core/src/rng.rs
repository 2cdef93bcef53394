//! The game's portable random stream: the same seed gives the same dice on every platform.
//!
//! The generator is SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number
//! generators", 2014; Java's `SplittableRandom`): a 64-bit counter stepped by the golden-ratio
//! constant and mixed by two multiply-xorshift rounds. It passes BigCrush, is written out below
//! so no library release can change it, and costs a few instructions per draw, which matters to
//! the millions of simulated games of the computer players. A draw below `n` uses Lemire's
//! unbiased multiply-and-reject on the high 32 bits of each output.

use std::convert::Infallible;

use rand::{Rng, SeedableRng, TryRng};
use serde::{Deserialize, Serialize};

/// The dice stream of a game and the choices of computer players: a rand generator, so any of
/// rand's tools can draw from it, with a stream no rand release can change.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SplitMix64(u64);

impl TryRng for SplitMix64 {
    type Error = Infallible;

    /// The high half: the better-mixed bits.
    fn try_next_u32(&mut self) -> Result<u32, Infallible> {
        Ok((splitmix64(&mut self.0) >> 32) as u32)
    }

    fn try_next_u64(&mut self) -> Result<u64, Infallible> {
        Ok(splitmix64(&mut self.0))
    }

    fn try_fill_bytes(&mut self, destination: &mut [u8]) -> Result<(), Infallible> {
        for chunk in destination.chunks_mut(8) {
            let bytes = splitmix64(&mut self.0).to_le_bytes();
            chunk.copy_from_slice(&bytes[..chunk.len()]);
        }
        Ok(())
    }
}

impl SeedableRng for SplitMix64 {
    type Seed = [u8; 8];

    fn from_seed(seed: [u8; 8]) -> SplitMix64 {
        SplitMix64(u64::from_le_bytes(seed))
    }

    /// The seed is the generator's state itself (rand's default would scramble it first): a
    /// game's seed names its stream plainly, as records and the command line give it.
    fn seed_from_u64(seed: u64) -> SplitMix64 {
        SplitMix64(seed)
    }
}

/// Unbiased draws below a bound, the same on every platform and rand release: Lemire's
/// multiply-and-reject on 32-bit outputs. rand's own ranges may change their method between
/// releases, which would change every recorded game.
pub trait DrawBelow: Rng {
    /// A uniform number in `0..n`; `n` of 0 gives 0.
    fn below(&mut self, n: u32) -> u32 {
        if n == 0 {
            return 0;
        }
        let mut product = u64::from(self.next_u32()) * u64::from(n);
        if (product as u32) < n {
            let threshold = n.wrapping_neg() % n;
            while (product as u32) < threshold {
                product = u64::from(self.next_u32()) * u64::from(n);
            }
        }
        (product >> 32) as u32
    }
}

impl<R: Rng + ?Sized> DrawBelow for R {}

/// One step of SplitMix64, also the standard way to derive unrelated seeds from one seed.
pub fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::RngExt;

    #[test]
    fn the_stream_is_fixed_for_a_seed() {
        // The published first outputs of SplitMix64 from state 0 (the reference C code).
        let mut reference = SplitMix64::seed_from_u64(0);
        assert_eq!(reference.next_u64(), 0xE220_A839_7B1D_CDAF);
        assert_eq!(reference.next_u64(), 0x6E78_9E6A_A1B9_65F4);
        // Pinned values: a change here means saved games and replays would break.
        let mut rng = SplitMix64::seed_from_u64(42);
        let draws: Vec<u32> = (0..12).map(|_| rng.below(6)).collect();
        assert_eq!(draws, PINNED_SEED_42);
    }

    const PINNED_SEED_42: [u32; 12] = [4, 0, 1, 2, 0, 5, 1, 4, 2, 3, 1, 2];

    #[test]
    fn draws_stay_below_the_bound_and_cover_it() {
        let mut rng = SplitMix64::seed_from_u64(7);
        let mut seen = [0u32; 6];
        for _ in 0..6000 {
            let value = rng.below(6);
            assert!(value < 6);
            seen[value as usize] += 1;
        }
        assert!(
            seen.iter().all(|&count| (800..1200).contains(&count)),
            "{seen:?}"
        );
        assert_eq!(rng.below(0), 0);
    }

    #[test]
    fn rand_tools_draw_from_the_same_stream() {
        let mut bytes = [0u8; 12];
        SplitMix64::seed_from_u64(0).fill_bytes(&mut bytes);
        assert_eq!(bytes[..8], 0xE220_A839_7B1D_CDAFu64.to_le_bytes());
        assert_eq!(bytes[8..], 0x6E78_9E6A_A1B9_65F4u64.to_le_bytes()[..4]);
        assert_eq!(
            SplitMix64::from_seed(42u64.to_le_bytes()),
            SplitMix64::seed_from_u64(42)
        );
        let mut rng = SplitMix64::seed_from_u64(3);
        let rolls: Vec<u8> = (0..100).map(|_| rng.random_range(1..=6)).collect();
        assert!(rolls.iter().all(|roll| (1..=6).contains(roll)));
        assert!((1..=6).all(|face| rolls.contains(&face)));
    }
}
