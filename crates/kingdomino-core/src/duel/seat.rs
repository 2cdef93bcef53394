//! Which of the two seats at the table: the only values are the first and the second, so a
//! seat read from a file or the network is checked once, where it is read.

use std::fmt;
use std::ops::{Index, IndexMut};

use serde::{Deserialize, Serialize};

use crate::table::Place;

/// One of the two seats. Written as the number 0 or 1, as saves, records and the online
/// protocol always have; any other number is refused when read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct SeatNumber(u8);

impl SeatNumber {
    pub const FIRST: SeatNumber = SeatNumber(0);
    pub const SECOND: SeatNumber = SeatNumber(1);
    /// Both seats, the first one first.
    pub const BOTH: [SeatNumber; 2] = [SeatNumber::FIRST, SeatNumber::SECOND];

    /// The seat across the table.
    pub const fn other(self) -> SeatNumber {
        SeatNumber(1 - self.0)
    }

    /// The number people see: 1 for the first seat, 2 for the second.
    pub const fn ordinal(self) -> u8 {
        self.0 + 1
    }

    /// The seat's place in a pair of per-seat values.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// The first seat, where a value must start somewhere (a table's near side, a highlight).
impl Default for SeatNumber {
    fn default() -> SeatNumber {
        SeatNumber::FIRST
    }
}

/// A number that names no seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NoSuchSeat(pub u8);

impl fmt::Display for NoSuchSeat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {} does not exist (seats are 0 and 1)", self.0)
    }
}

impl std::error::Error for NoSuchSeat {}

impl TryFrom<u8> for SeatNumber {
    type Error = NoSuchSeat;

    fn try_from(number: u8) -> Result<SeatNumber, NoSuchSeat> {
        match number {
            0 | 1 => Ok(SeatNumber(number)),
            _ => Err(NoSuchSeat(number)),
        }
    }
}

impl From<SeatNumber> for u8 {
    fn from(seat: SeatNumber) -> u8 {
        seat.0
    }
}

/// A seat is the Duel's place at the table.
impl From<SeatNumber> for Place {
    fn from(seat: SeatNumber) -> Place {
        Place::try_from(seat.0).expect("a Duel's seat is a place")
    }
}

/// A place of a Duel's table: the first or the second.
impl TryFrom<Place> for SeatNumber {
    type Error = NoSuchSeat;

    fn try_from(place: Place) -> Result<SeatNumber, NoSuchSeat> {
        SeatNumber::try_from(u8::from(place))
    }
}

/// Logs and the command line name seats by the number their files hold.
impl fmt::Display for SeatNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// A pair of per-seat values is indexed by the seat itself, never by a number that might be 2.
impl<T> Index<SeatNumber> for [T; 2] {
    type Output = T;

    fn index(&self, seat: SeatNumber) -> &T {
        &self[seat.index()]
    }
}

impl<T> IndexMut<SeatNumber> for [T; 2] {
    fn index_mut(&mut self, seat: SeatNumber) -> &mut T {
        &mut self[seat.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_two_seats_are_read_and_they_are_written_as_before() {
        assert_eq!(ron::from_str::<SeatNumber>("1"), Ok(SeatNumber::SECOND));
        let refused = ron::from_str::<SeatNumber>("2").unwrap_err();
        assert!(
            refused.to_string().contains("seat 2 does not exist"),
            "{refused}"
        );
        assert_eq!(ron::to_string(&SeatNumber::FIRST).unwrap(), "0");
        assert_eq!(serde_json::to_string(&SeatNumber::SECOND).unwrap(), "1");
    }

    #[test]
    fn a_seat_is_a_place_and_only_two_places_are_seats() {
        let second = Place::from(SeatNumber::SECOND);
        assert_eq!(second.index(), 1);
        assert_eq!(SeatNumber::try_from(second), Ok(SeatNumber::SECOND));
        let third = Place::try_from(2).unwrap();
        assert_eq!(SeatNumber::try_from(third), Err(NoSuchSeat(2)));
    }

    #[test]
    fn the_other_seat_of_each_is_across_the_table() {
        assert_eq!(SeatNumber::FIRST.other(), SeatNumber::SECOND);
        assert_eq!(SeatNumber::SECOND.other(), SeatNumber::FIRST);
        assert_eq!(["a", "b"][SeatNumber::SECOND], "b");
    }
}
