//! Sets of squares wider than the Duel's `u64`: a kingdom is played on a grid twice its side
//! less one (the castle at the centre, the kingdom free to grow any way), 81 squares for the
//! 5 by 5 game (`u128`) and 169 for the Mighty Duel's 7 by 7 (`Wide`, three words).

use std::ops::{BitAnd, BitOr, Not, Shl, Shr};

/// A set of squares, one bit each.
pub trait Bits:
    Copy
    + Send
    + Sync
    + 'static
    + Eq
    + std::fmt::Debug
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + Not<Output = Self>
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
{
    const ZERO: Self;
    /// The most squares a set holds.
    const CAPACITY: u32;
    fn bit(index: u32) -> Self;
    fn count_ones(self) -> u32;
    /// The lowest square's index (`CAPACITY` when empty).
    fn trailing_zeros(self) -> u32;

    fn is_empty(self) -> bool {
        self == Self::ZERO
    }

    /// The set without its lowest square.
    fn without_lowest(self) -> Self {
        self & !Self::bit(self.trailing_zeros())
    }
}

impl Bits for u128 {
    const ZERO: u128 = 0;
    const CAPACITY: u32 = 128;

    fn bit(index: u32) -> u128 {
        1u128 << index
    }

    fn count_ones(self) -> u32 {
        u128::count_ones(self)
    }

    fn trailing_zeros(self) -> u32 {
        u128::trailing_zeros(self)
    }
}

/// 192 squares in three words, lowest first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Wide([u64; 3]);

impl BitAnd for Wide {
    type Output = Wide;
    fn bitand(self, other: Wide) -> Wide {
        Wide([0, 1, 2].map(|word| self.0[word] & other.0[word]))
    }
}

impl BitOr for Wide {
    type Output = Wide;
    fn bitor(self, other: Wide) -> Wide {
        Wide([0, 1, 2].map(|word| self.0[word] | other.0[word]))
    }
}

impl Not for Wide {
    type Output = Wide;
    fn not(self) -> Wide {
        Wide(self.0.map(|word| !word))
    }
}

impl Shl<u32> for Wide {
    type Output = Wide;
    /// Towards the higher squares, by less than a word.
    fn shl(self, by: u32) -> Wide {
        debug_assert!(by > 0 && by < 64);
        let [low, middle, high] = self.0;
        Wide([
            low << by,
            (middle << by) | (low >> (64 - by)),
            (high << by) | (middle >> (64 - by)),
        ])
    }
}

impl Shr<u32> for Wide {
    type Output = Wide;
    /// Towards the lower squares, by less than a word.
    fn shr(self, by: u32) -> Wide {
        debug_assert!(by > 0 && by < 64);
        let [low, middle, high] = self.0;
        Wide([
            (low >> by) | (middle << (64 - by)),
            (middle >> by) | (high << (64 - by)),
            high >> by,
        ])
    }
}

impl Bits for Wide {
    const ZERO: Wide = Wide([0; 3]);
    const CAPACITY: u32 = 192;

    fn bit(index: u32) -> Wide {
        let mut words = [0; 3];
        if let Some(word) = words.get_mut((index / 64) as usize) {
            *word = 1 << (index % 64);
        }
        Wide(words)
    }

    fn count_ones(self) -> u32 {
        self.0.iter().map(|word| word.count_ones()).sum()
    }

    fn trailing_zeros(self) -> u32 {
        let mut skipped = 0;
        for word in self.0 {
            if word != 0 {
                return skipped + word.trailing_zeros();
            }
            skipped += 64;
        }
        skipped
    }
}

/// The squares of a set, lowest first.
pub fn indices<B: Bits>(mut set: B) -> impl Iterator<Item = u32> {
    std::iter::from_fn(move || {
        if set.is_empty() {
            return None;
        }
        let index = set.trailing_zeros();
        set = set.without_lowest();
        Some(index)
    })
}
