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
