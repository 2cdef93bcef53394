//! The examples of How to play, played through the engine on the default rule set: maps written
//! in the map text format, a roll, then the actions the page talks about. A rule that changes
//! changes the pictures with it, or makes an example fail, which the tests catch.

mod ending;
mod powers;
mod turn;

use std::fmt;

use super::{
    Arrangement, Caption, Count, Figure, MapPicture, Page, Panel, Role, ShownDie, SpellbookLine,
};
use crate::duel::map_text::{MapTextError, parse_map};
use crate::duel::scoring::{outcome, score_sheet, summarize};
use crate::duel::{
    Action, ActionError, Drawing, GameState, LineProgress, PlacementPowers, Power, RuleSet,
    SeatNumber, Step,
};
use crate::kingdom::board::cells_of;
use crate::kingdom::{Cell, CoatId};

/// Why an example could not be played: the rules no longer allow what a page shows.
#[derive(Clone, Debug, PartialEq)]
pub enum ExampleError {
    Map(MapTextError),
    Refused {
        action: Action,
        error: ActionError,
    },
    /// The engine did something else than the page says.
    Unexpected(&'static str),
}

impl fmt::Display for ExampleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExampleError::Map(error) => write!(f, "a map of the example, line {error}"),
            ExampleError::Refused { action, error } => {
                write!(f, "the engine refuses {action:?}: {error}")
            }
            ExampleError::Unexpected(what) => write!(f, "{what}"),
        }
    }
}

impl std::error::Error for ExampleError {}

/// The picture of a page, played on the default rule set (`None` for a page of text alone).
pub fn figure(page: Page) -> Result<Option<Figure>, ExampleError> {
    let rules = RuleSet::builtin();
    let figure = match page {
        Page::Turn => turn::the_dice(&rules),
        Page::Draft => turn::draft(&rules)?,
        Page::Connecting => turn::connecting(&rules)?,
        Page::Scoring => turn::scoring(&rules)?,
        Page::Spellbook => turn::spellbook_race(&rules)?,
        Page::Power(Power::IgnoreConnection) => powers::ignore_connection(&rules)?,
        Page::Power(Power::SeparateDice) => powers::separate_dice(&rules)?,
        Page::Power(Power::TakeTwoDice) => powers::take_two_dice(&rules)?,
        Page::Power(Power::TurnDie) => powers::turn_die(&rules)?,
        Page::Power(Power::DomainBonus) => powers::domain_bonus(&rules)?,
        Page::Power(Power::ExtraCross) => powers::extra_cross(&rules)?,
        Page::CastleBonus => ending::castle_bonus(&rules)?,
        Page::End => ending::end(&rules)?,
        Page::Decisions => return Ok(None),
    };
    Ok(Some(figure))
}

const EMPTY: &str = "
    . . . . . . .
    . . . . . . .
    . . . # . . .
    . . . . . . .
    . . . . . . .";

/// A game whose first turn has this roll (a face index per die), started from these maps,
/// with seat 0 as player A.
/// Player A of the examples sits in the first seat, B in the second (see [`Role`]).
const A: SeatNumber = SeatNumber::FIRST;
const B: SeatNumber = SeatNumber::SECOND;

fn start(rules: &RuleSet, maps: [&str; 2], roll: [u8; 4]) -> Result<GameState, ExampleError> {
    let seed =
        (0..64)
            .find(|&seed| GameState::first_a(seed) == A)
            .ok_or(ExampleError::Unexpected(
                "no seed makes the first seat player A",
            ))?;
    let [first, second] = maps;
    let maps = [
        parse_map(rules, first).map_err(ExampleError::Map)?.map,
        parse_map(rules, second).map_err(ExampleError::Map)?.map,
    ];
    let mut state = GameState::new(rules, seed).with_maps(maps);
    state
        .give_roll(rules, roll)
        .map_err(|_| ExampleError::Unexpected("the dice have no such faces"))?;
    Ok(state)
}

fn play(state: &mut GameState, rules: &RuleSet, actions: &[Action]) -> Result<(), ExampleError> {
    for &action in actions {
        state
            .apply(rules, action)
            .map_err(|error| ExampleError::Refused { action, error })?;
    }
    Ok(())
}

/// A square by its row and column, counted from 0.
fn at(rules: &RuleSet, row: u8, column: u8) -> Result<Cell, ExampleError> {
    rules
        .board()
        .cell(row, column)
        .ok_or(ExampleError::Unexpected(
            "a square of the example is off the map",
        ))
}

/// Drawing the domino's first die at `first` and its second at `second`.
fn draw(
    rules: &RuleSet,
    first: (u8, u8),
    second: (u8, u8),
    powers: PlacementPowers,
) -> Result<Action, ExampleError> {
    Ok(Action::Draw(Drawing {
        cells: [at(rules, first.0, first.1)?, at(rules, second.0, second.1)?],
        powers,
    }))
}

fn takes(state: &GameState, rules: &RuleSet, seat: SeatNumber) -> Vec<ShownDie> {
    state
        .player(seat)
        .domino
        .iter()
        .flatten()
        .map(|&die| ShownDie {
            face: GameState::face_of(rules, die),
            extra_crosses: u8::from(die.castle_cross),
            taken: None,
        })
        .collect()
}

fn map_of(state: &GameState, seat: SeatNumber, marked: u64) -> MapPicture {
    MapPicture {
        map: state.player(seat).map,
        marked,
        refused: Vec::new(),
    }
}

/// What a drawing put on the map: the squares drawn since `before`.
fn newly_drawn(before: &GameState, after: &GameState, seat: SeatNumber) -> u64 {
    after.player(seat).map.drawn() & !before.player(seat).map.drawn()
}

fn sheet(state: &GameState, rules: &RuleSet, seat: SeatNumber) -> Count {
    let player = state.player(seat);
    Count::Sheet(score_sheet(rules, &player.map, player.bonus_coat))
}

fn spellbook(state: &GameState) -> Vec<SpellbookLine> {
    let [a, b] = SeatNumber::BOTH.map(|seat| state.player(seat).lines);
    a.iter()
        .zip(b)
        .enumerate()
        .map(|(line, (&a, b))| SpellbookLine {
            line,
            progress: [a, b],
        })
        .collect()
}

fn coat(rules: &RuleSet, code: &str) -> Result<CoatId, ExampleError> {
    rules.coat_by_code(code).ok_or(ExampleError::Unexpected(
        "a coat of the example is not in the rule set",
    ))
}

fn before_after(before: Panel, after: Panel) -> Figure {
    Figure {
        panels: vec![before, after],
        arrangement: Arrangement::BeforeAfter,
        outcome: None,
    }
}

/// The roll with who took each die and when, then each player's dice once the draft is over.
fn shared_out(
    rules: &RuleSet,
    rolled: [u8; 4],
    taken: [Option<(Role, u8)>; 4],
    drafted: &GameState,
) -> Figure {
    let roll = Panel {
        caption: Caption::Roll,
        dice: rules
            .dice()
            .iter()
            .zip(rolled)
            .zip(taken)
            .map(|((die, face), taken)| ShownDie {
                taken,
                ..ShownDie::plain(die.faces[usize::from(face)])
            })
            .collect(),
        ..Panel::default()
    };
    let dice_of = |seat| Panel {
        caption: Caption::DiceOf(Role::of_seat(seat)),
        dice: takes(drafted, rules, seat),
        ..Panel::default()
    };
    Figure {
        panels: vec![roll, dice_of(A), dice_of(B)],
        arrangement: Arrangement::Row,
        outcome: None,
    }
}

/// After the draft of a roll in which A takes `first`, then B `second` and `third`.
fn drafted(
    rules: &RuleSet,
    maps: [&str; 2],
    roll: [u8; 4],
    picks: [u8; 3],
) -> Result<GameState, ExampleError> {
    let mut state = start(rules, maps, roll)?;
    let picks = picks.map(|die| Action::TakeDie { die });
    play(&mut state, rules, &picks)?;
    Ok(state)
}

/// B's part of a turn the example is not about: a domino drawn above B's castle.
fn b_draws_above_the_castle(state: &mut GameState, rules: &RuleSet) -> Result<(), ExampleError> {
    let action = draw(rules, (1, 3), (0, 3), PlacementPowers::NONE)?;
    play(state, rules, &[action])
}

/// A map and A's domino before the drawing, and the map after it.
fn drawing_panels(before: &GameState, after: &GameState, rules: &RuleSet) -> Figure {
    before_after(
        Panel {
            caption: Caption::Before,
            dice: takes(before, rules, A),
            map: Some(map_of(before, A, 0)),
            ..Panel::default()
        },
        Panel {
            caption: Caption::After,
            map: Some(map_of(after, A, newly_drawn(before, after, A))),
            ..Panel::default()
        },
    )
}
