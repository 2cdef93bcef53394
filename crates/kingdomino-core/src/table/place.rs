//! A place at the table: two in a Duel, two to four in the original game. Read from a file or
//! the network as a number below four, and checked against the game's own count where it is
//! used.

use std::fmt;

use serde::{Deserialize, Serialize};

/// The most places a table has: the original game's four players.
pub const MOST_PLACES: usize = 4;

/// The first place by default (a highlight nowhere yet).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(try_from = "u8", into = "u8")]
pub struct Place(u8);

impl Place {
    pub const FIRST: Place = Place(0);

    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The places of a table of `count`, the first one first.
    pub fn all(count: usize) -> impl Iterator<Item = Place> + Clone {
        (0..count.min(MOST_PLACES) as u8).map(Place)
    }

    /// The engine's own player number `index`, below its players' count (at most four).
    pub(crate) fn of(index: usize) -> Place {
        debug_assert!(index < MOST_PLACES);
        Place(index as u8)
    }

    /// The place `steps` further round a table of `count` (back to the first after the last).
    pub fn round(self, steps: usize, count: usize) -> Place {
        Place(((self.index() + steps) % count.clamp(1, MOST_PLACES)) as u8)
    }
}

/// A number that names no place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NoSuchPlace(pub u8);

impl fmt::Display for NoSuchPlace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "seat {} does not exist (a table has at most {MOST_PLACES})",
            self.0
        )
    }
}

impl std::error::Error for NoSuchPlace {}

impl TryFrom<u8> for Place {
    type Error = NoSuchPlace;

    fn try_from(number: u8) -> Result<Place, NoSuchPlace> {
        if usize::from(number) < MOST_PLACES {
            Ok(Place(number))
        } else {
            Err(NoSuchPlace(number))
        }
    }
}

impl From<Place> for u8 {
    fn from(place: Place) -> u8 {
        place.0
    }
}

/// Logs, messages and the command line name places by the number their files hold.
impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_four_places_are_read_and_they_go_round() {
        assert_eq!(serde_json::from_str::<Place>("3").unwrap().index(), 3);
        let refused = serde_json::from_str::<Place>("4").unwrap_err().to_string();
        assert!(refused.contains("seat 4 does not exist"), "{refused}");
        let last = Place::try_from(2).unwrap();
        assert_eq!(last.round(1, 3), Place::FIRST);
        assert_eq!(Place::FIRST.round(2, 3), last);
    }
}
