//! What the players at a table are called: "You" and "Computer" against the computer, numbered
//! players and computers with their level at a shared screen, an online player by the room's
//! name; and messages about a player, worded for who they are.

use super::{Match, TableApp};
use crate::app::states::Seat;
use kingdomino_core::localization::{Phrase, names};
use kingdomino_core::table::Place;

/// The name of the place `seat` of a table with these seats: against the computer the person
/// is "You" and the computer "Computer"; otherwise each is numbered, a computer with its level;
/// a player elsewhere goes by the server's name for them ([`Match::seat_name`]).
pub fn seat_name(seats: &[Seat], seat: Place) -> Phrase {
    let number = seat.index() + 1;
    let people = seats.iter().filter(|s| **s == Seat::Human).count();
    match (people, seats.get(seat.index()).copied()) {
        (1, Some(Seat::Human)) => Phrase::new("seat-you"),
        (1, Some(Seat::Computer(_))) if seats.len() == 2 => Phrase::new("seat-computer"),
        (_, Some(Seat::Computer(level))) => Phrase::new("seat-computer-numbered")
            .with("number", number)
            .with("level", names::level(level)),
        (_, Some(Seat::Remote)) => Phrase::new("seat-remote"),
        _ => Phrase::new("seat-player").with("number", number),
    }
}

impl<G: TableApp> Match<G> {
    /// The name of the player at `place`: a player elsewhere by the server's name for them,
    /// and the computer playing this machine's place by it too (`--autoplay` online);
    /// otherwise as [`seat_name`] says.
    pub fn seat_name(&self, place: impl Into<Place>) -> Phrase {
        let place = place.into();
        let named = self
            .names
            .as_ref()
            .and_then(|names| names.get(place.index()));
        match (named, self.seat(place)) {
            (Some(name), Seat::Remote | Seat::Computer(_)) => name.clone(),
            _ => seat_name(&self.seats, place),
        }
    }

    /// The place's name where room is short (the spellbook's heading, a chart's legend): a
    /// player's own name is cut to its first characters.
    pub fn short_seat_name(&self, place: impl Into<Place>) -> Phrase {
        const SHORT_NAME_CHARS: usize = 10;
        match self.seat_name(place) {
            Phrase::Verbatim(name) if name.chars().count() > SHORT_NAME_CHARS => {
                let cut: String = name.chars().take(SHORT_NAME_CHARS - 1).collect();
                Phrase::Verbatim(format!("{}…", cut.trim_end()))
            }
            name => name,
        }
    }

    /// Every place's name, in order.
    pub fn seat_names(&self) -> Vec<Phrase> {
        Place::all(self.seats.len())
            .map(|place| self.seat_name(place))
            .collect()
    }

    /// A message about a place: it gets the place's `name` and `who` it is (`you`, `computer`
    /// or `other`), so each language can agree its verbs and articles.
    pub fn about(&self, id: &'static str, place: impl Into<Place>) -> Phrase {
        let place = place.into();
        let who = match (self.people(), self.seat(place)) {
            (1, Seat::Human) => "you",
            (1, Seat::Computer(_)) => "computer",
            _ => "other",
        };
        Phrase::new(id)
            .with("name", self.seat_name(place))
            .with("who", who)
    }
}
