//! The domino a person holds over their kingdom before adding it: where its first square is,
//! which way it faces, and the one system that moves and turns it with the grid input and
//! sends it to the bridge once it is put down where it fits.

use crate::app::table::{Intended, Match, TakenBack};
use bevy::prelude::*;
use kingdomino_core::original::{Action, Original, Step};

use crate::app::choices::{ControlPressed, GridInput};
use kingdomino_core::kingdom::{Cell, Direction};

/// The domino the person to act holds, while they place one.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct HeldDomino {
    /// The king whose domino it is; another king's starts afresh.
    pub king: Option<u8>,
    /// The square of the kingdoms' grid under its first square.
    pub first: u32,
    /// Where its second square lies from the first.
    pub direction: Direction,
    /// It fits nowhere: it can only be discarded, and is not shown over the kingdom.
    pub fits_nowhere: bool,
}

impl Default for HeldDomino {
    fn default() -> HeldDomino {
        HeldDomino {
            king: None,
            first: 0,
            direction: Direction::East,
            fits_nowhere: false,
        }
    }
}

impl HeldDomino {
    /// A quarter turn clockwise, about its first square.
    pub fn turn(&mut self) {
        // `Direction` is declared in clockwise order, as the engine's sets of places are kept.
        self.direction = Direction::CLOCKWISE[(self.direction as usize + 1) % 4];
    }
}

/// A person about to place takes up the domino under their king, put where it first fits, or
/// where they had put it before taking it back.
pub(super) fn take_up(
    game: Res<Match<Original>>,
    mut taken_back: MessageReader<TakenBack<Original>>,
    mut held: ResMut<HeldDomino>,
) {
    let placing = match game.state().step() {
        Step::Place { king } if game.person_to_act().is_some() => Some(king),
        _ => None,
    };
    if let Some(Action::Place { first, direction }) = taken_back
        .read()
        .last()
        .and_then(|taken| taken.actions.first().copied())
    {
        *held = HeldDomino {
            king: placing,
            first,
            direction,
            fits_nowhere: false,
        };
        return;
    }
    if held.king == placing {
        return;
    }
    let first_fit = game
        .state()
        .legal_actions()
        .into_iter()
        .find_map(|action| match action {
            Action::Place { first, direction } => Some((first, direction)),
            _ => None,
        });
    let (first, direction) = first_fit.unwrap_or((0, Direction::East));
    *held = HeldDomino {
        king: placing,
        first,
        direction,
        fits_nowhere: placing.is_some() && first_fit.is_none(),
    };
}

/// Moves and turns the held domino, and puts it down where the person confirms, if it fits
/// there (the prompt says why not, before and after).
pub(super) fn steer(
    game: Res<Match<Original>>,
    mut grid_input: MessageReader<GridInput>,
    mut pressed: MessageReader<ControlPressed>,
    mut held: ResMut<HeldDomino>,
    mut intended: MessageWriter<Intended<Original>>,
) {
    let Some(player) = game
        .person_to_act()
        .filter(|_| held.king.is_some() && !held.fits_nowhere)
    else {
        grid_input.clear();
        pressed.clear();
        return;
    };
    if pressed
        .read()
        .any(|control| *control == ControlPressed::Rotate)
    {
        held.turn();
    }
    let own = player;
    let square = |Cell(square): Cell| u32::from(square);
    for input in grid_input.read() {
        let put_down = match *input {
            GridInput::Move(direction) => {
                if let Some(next) = game.state().neighbour(held.first, direction) {
                    held.first = next;
                }
                None
            }
            GridInput::PointAt { owner, cell } if owner == own => {
                held.set_if_neq(HeldDomino {
                    first: square(cell),
                    ..*held
                });
                None
            }
            GridInput::Confirm => Some(held.first),
            GridInput::ConfirmAt { owner, cell } if owner == own => Some(square(cell)),
            GridInput::TapAt { owner, cell } if owner == own && held.first == square(cell) => {
                Some(square(cell))
            }
            GridInput::TapAt { owner, cell } if owner == own => {
                held.first = square(cell);
                None
            }
            _ => None,
        };
        let Some(first) = put_down else {
            continue;
        };
        held.set_if_neq(HeldDomino { first, ..*held });
        if game.state().place_refusal(first, held.direction).is_none() {
            let direction = held.direction;
            intended.write(Intended {
                seat: player,
                action: Action::Place { first, direction },
            });
        }
    }
}
