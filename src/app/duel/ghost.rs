//! The person's domino before it is drawn (the ghost): where its cursor is, how it is turned,
//! which powers it uses; and the one system that moves that cursor with the grid input, for
//! the domino and for the `q` power's cross alike.

use crate::app::table::Match;
use bevy::prelude::*;
use kingdomino_core::duel::{Drawing, Duel, PlacementPowers, SeatNumber};

use crate::app::choices::GridInput;
use kingdomino_core::kingdom::{Board, Cell, Direction};
use kingdomino_core::localization::Phrase;
use kingdomino_core::table::Place;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Placement>();
    app.add_message::<CursorConfirmed>();
}

/// The person's domino as they move and prepare it, before it is drawn.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct Placement {
    /// The seat it belongs to; another seat's turn starts afresh.
    pub seat: Option<SeatNumber>,
    /// The square under the pointer or the keyboard's cursor: the first die goes here.
    pub cursor: Cell,
    /// Quarter turns, clockwise from east, of the second die around the first.
    pub rotation: u8,
    pub ignore_connection: bool,
    pub separate: bool,
    /// With separate dice: the first die's square, once chosen.
    pub first: Option<Cell>,
    /// The die (by slot) whose faces the `ss` power shows.
    pub turn_picker: Option<u8>,
}

impl Default for Placement {
    fn default() -> Placement {
        Placement {
            seat: None,
            cursor: Cell(0),
            rotation: 0,
            ignore_connection: false,
            separate: false,
            first: None,
            turn_picker: None,
        }
    }
}

impl Placement {
    /// A fresh domino for `seat`, its first die on `cursor`.
    pub fn for_seat(seat: SeatNumber, cursor: Cell) -> Placement {
        Placement {
            seat: Some(seat),
            cursor,
            ..Placement::default()
        }
    }

    /// The domino of `seat` set where `drawing` would draw it, with its powers.
    pub fn aimed_at(board: &Board, seat: SeatNumber, drawing: Drawing) -> Placement {
        let [first, second] = drawing.cells;
        let aimed = Placement {
            ignore_connection: drawing.powers.ignore_connection,
            separate: drawing.powers.separate,
            ..Placement::for_seat(seat, first)
        };
        if drawing.powers.separate {
            return Placement {
                first: Some(first),
                cursor: second,
                ..aimed
            };
        }
        let rotation = (0u8..4)
            .find(|&turn| {
                board.neighbour(first, Direction::CLOCKWISE[usize::from(turn)]) == Some(second)
            })
            .unwrap_or(0);
        Placement { rotation, ..aimed }
    }

    /// The domino's seat, while its person is the one to act.
    pub fn acting_seat(&self, game: &Match<Duel>) -> Option<SeatNumber> {
        self.seat
            .filter(|&seat| game.person_seat_to_act() == Some(seat))
    }

    pub fn powers(&self) -> PlacementPowers {
        PlacementPowers {
            ignore_connection: self.ignore_connection,
            separate: self.separate,
        }
    }

    /// Where the second die lies from the first as the domino is turned now.
    pub fn direction(&self) -> Direction {
        Direction::CLOCKWISE[usize::from(self.rotation % 4)]
    }

    /// How the player tells the two dice apart on the map: by where each lies as the domino
    /// is turned now ("left" and "right", "upper" and "lower"), or by order when separate.
    pub fn die_sides(&self) -> [DieSide; 2] {
        if self.separate {
            return [DieSide::First, DieSide::Second];
        }
        match self.direction() {
            Direction::East => [DieSide::Left, DieSide::Right],
            Direction::West => [DieSide::Right, DieSide::Left],
            Direction::South => [DieSide::Upper, DieSide::Lower],
            Direction::North => [DieSide::Lower, DieSide::Upper],
        }
    }

    /// The squares the ghost covers, slot 0 first; `None` for a square off the map.
    pub fn ghost_cells(&self, board: &Board) -> Vec<Option<Cell>> {
        if self.separate {
            return match self.first {
                Some(first) => vec![Some(first), Some(self.cursor)],
                None => vec![Some(self.cursor)],
            };
        }
        vec![
            Some(self.cursor),
            board.neighbour(self.cursor, self.direction()),
        ]
    }
}

/// The person confirmed the cursor's square (click, Enter, the gamepad's South button).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct CursorConfirmed {
    pub seat: SeatNumber,
    pub cell: Cell,
}

/// Moves the cursor of the person to act over their map, and reports confirmations.
pub(super) fn follow_grid_input(
    game: Res<Match<Duel>>,
    mut grid_input: MessageReader<GridInput>,
    mut placement: ResMut<Placement>,
    mut confirmed: MessageWriter<CursorConfirmed>,
) {
    let Some(seat) = placement.acting_seat(&game) else {
        grid_input.clear();
        return;
    };
    let board = game.rules.board();
    let own = Place::from(seat);
    for input in grid_input.read() {
        match *input {
            GridInput::Move(direction) => {
                if let Some(cell) = board.neighbour(placement.cursor, direction) {
                    placement.cursor = cell;
                }
            }
            GridInput::PointAt { owner, cell } if owner == own => placement.cursor = cell,
            GridInput::Confirm => {
                confirmed.write(CursorConfirmed {
                    seat,
                    cell: placement.cursor,
                });
            }
            GridInput::ConfirmAt { owner, cell } if owner == own => {
                placement.cursor = cell;
                confirmed.write(CursorConfirmed { seat, cell });
            }
            GridInput::TapAt { owner, cell } if owner == own && placement.cursor == cell => {
                confirmed.write(CursorConfirmed { seat, cell });
            }
            GridInput::TapAt { owner, cell } if owner == own => placement.cursor = cell,
            _ => {}
        }
    }
}

/// Where a die of the domino lies on the map, as the player tells the two apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DieSide {
    Left,
    Right,
    Upper,
    Lower,
    /// With separate dice, by the order they are placed.
    First,
    Second,
}

impl DieSide {
    /// The die itself ("the left die").
    pub fn die(self) -> Phrase {
        Phrase::new(match self {
            DieSide::Left => "die-left",
            DieSide::Right => "die-right",
            DieSide::Upper => "die-upper",
            DieSide::Lower => "die-lower",
            DieSide::First => "die-first",
            DieSide::Second => "die-second",
        })
    }

    /// The square it is drawn on ("the left square").
    pub fn square(self) -> Phrase {
        Phrase::new(match self {
            DieSide::Left => "square-left",
            DieSide::Right => "square-right",
            DieSide::Upper => "square-upper",
            DieSide::Lower => "square-lower",
            DieSide::First => "square-first",
            DieSide::Second => "square-second",
        })
    }
}
