//! The examples of How to play, played through the engine on the default rule set: maps written
//! in the map text format, a roll, then the actions the page talks about. A rule that changes
//! changes the pictures with it, or makes an example fail, which the tests catch.

use std::fmt;

use super::{
    Arrangement, Caption, Count, Figure, MapPicture, Page, Panel, Role, ShownDie, SpellbookLine,
};
use crate::rules::board::cells_of;
use crate::rules::map_text::{MapTextError, parse_map};
use crate::rules::scoring::{outcome, score_sheet, summarize};
use crate::rules::{
    Action, ActionError, Cell, CoatId, Drawing, GameState, LineProgress, PlacementPowers, Power,
    RuleSet, Step,
};

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
        Page::Turn => the_dice(&rules),
        Page::Draft => draft(&rules)?,
        Page::Connecting => connecting(&rules)?,
        Page::Scoring => scoring(&rules)?,
        Page::Spellbook => spellbook_race(&rules)?,
        Page::Power(Power::IgnoreConnection) => ignore_connection(&rules)?,
        Page::Power(Power::SeparateDice) => separate_dice(&rules)?,
        Page::Power(Power::TakeTwoDice) => take_two_dice(&rules)?,
        Page::Power(Power::TurnDie) => turn_die(&rules)?,
        Page::Power(Power::DomainBonus) => domain_bonus(&rules)?,
        Page::Power(Power::ExtraCross) => extra_cross(&rules)?,
        Page::CastleBonus => castle_bonus(&rules)?,
        Page::End => end(&rules)?,
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
fn start(rules: &RuleSet, maps: [&str; 2], roll: [u8; 4]) -> Result<GameState, ExampleError> {
    let seed = (0..64)
        .find(|&seed| GameState::first_a(seed) == 0)
        .ok_or(ExampleError::Unexpected("no seed makes seat 0 player A"))?;
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

fn takes(state: &GameState, rules: &RuleSet, seat: u8) -> Vec<ShownDie> {
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

fn map_of(state: &GameState, seat: u8, marked: u64) -> MapPicture {
    MapPicture {
        map: state.player(seat).map,
        marked,
        refused: Vec::new(),
    }
}

/// What a drawing put on the map: the squares drawn since `before`.
fn newly_drawn(before: &GameState, after: &GameState, seat: u8) -> u64 {
    after.player(seat).map.drawn() & !before.player(seat).map.drawn()
}

fn sheet(state: &GameState, rules: &RuleSet, seat: u8) -> Count {
    let player = state.player(seat);
    Count::Sheet(score_sheet(rules, &player.map, player.bonus_coat))
}

fn spellbook(state: &GameState) -> Vec<SpellbookLine> {
    let [a, b] = [0, 1].map(|seat| state.player(seat).lines);
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

/// Every die and its six faces.
fn the_dice(rules: &RuleSet) -> Figure {
    Figure {
        panels: (1..)
            .zip(rules.dice())
            .map(|(number, die)| Panel {
                caption: Caption::Die(number),
                dice: die
                    .faces
                    .iter()
                    .map(|&face| ShownDie::plain(face))
                    .collect(),
                ..Panel::default()
            })
            .collect(),
        arrangement: Arrangement::Column,
        outcome: None,
    }
}

/// A takes one die, B two, and A is given the last.
fn draft(rules: &RuleSet) -> Result<Figure, ExampleError> {
    let mut state = start(rules, [EMPTY, EMPTY], [1, 0, 0, 4])?;
    let rolled = state.roll();
    let mut taken = [None; 4];
    for (order, die) in (1..).zip([1u8, 3, 2]) {
        let seat = state.to_act().unwrap_or_default();
        play(&mut state, rules, &[Action::TakeDie { die }])?;
        taken[usize::from(die)] = Some((Role::of_seat(seat), order));
    }
    for die in state.player(0).domino.iter().flatten() {
        let slot = &mut taken[usize::from(die.die)];
        if slot.is_none() {
            *slot = Some((Role::A, 4));
        }
    }
    Ok(shared_out(rules, rolled, taken, &state))
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
        panels: vec![roll, dice_of(0), dice_of(1)],
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

const CONNECTING: &str = "
    . . . . . . .
    . . s . . . .
    . . s # q . .
    . . . . q+ . .
    . . . . . . .";

/// A stripe next to a stripe is drawn; a square touching the castle by a corner is refused.
fn connecting(rules: &RuleSet) -> Result<Figure, ExampleError> {
    // A holds a stripe and a dot.
    let before = drafted(rules, [CONNECTING, EMPTY], [3, 4, 0, 0], [0, 2, 3])?;
    let mut after = before.clone();
    play(
        &mut after,
        rules,
        &[draw(rules, (1, 1), (0, 1), PlacementPowers::NONE)?],
    )?;
    let corner = draw(rules, (4, 2), (3, 2), PlacementPowers::NONE)?;
    let refusal = match before.check(rules, corner) {
        Err(error) => error,
        Ok(()) => return Err(ExampleError::Unexpected("a corner connected")),
    };
    let Action::Draw(refused) = corner else {
        return Err(ExampleError::Unexpected("the refused action is no drawing"));
    };
    Ok(Figure {
        panels: vec![
            Panel {
                caption: Caption::DiceOf(Role::A),
                dice: takes(&before, rules, 0),
                ..Panel::default()
            },
            Panel {
                caption: Caption::Allowed,
                map: Some(map_of(&after, 0, newly_drawn(&before, &after, 0))),
                ..Panel::default()
            },
            Panel {
                caption: Caption::Refused,
                map: Some(MapPicture {
                    refused: refused
                        .cells
                        .into_iter()
                        .zip(takes(&before, rules, 0))
                        .collect(),
                    ..map_of(&before, 0, 0)
                }),
                refusal: Some(refusal),
                ..Panel::default()
            },
        ],
        arrangement: Arrangement::Row,
        outcome: None,
    })
}

const SCORING: &str = "
    . . . . . . .
    . d d+ d+ . . .
    . q q # s s .
    . q+ . . s . .
    . . . . . . .";

fn scoring(rules: &RuleSet) -> Result<Figure, ExampleError> {
    let state = start(rules, [SCORING, EMPTY], [0; 4])?;
    Ok(Figure {
        panels: vec![Panel {
            map: Some(map_of(&state, 0, 0)),
            count: Some(sheet(&state, rules, 0)),
            ..Panel::default()
        }],
        arrangement: Arrangement::Row,
        outcome: None,
    })
}

/// A fills the last square of the stripe line: the power is A's, and B's line is struck out.
fn spellbook_race(rules: &RuleSet) -> Result<Figure, ExampleError> {
    let start = start(rules, [EMPTY, EMPTY], [3, 0, 0, 0])?
        .with_line(rules, 0, Power::SeparateDice, LineProgress::Filling(4))
        .with_line(rules, 1, Power::SeparateDice, LineProgress::Filling(3));
    let mut before = start;
    play(
        &mut before,
        rules,
        &[
            Action::TakeDie { die: 0 },
            Action::TakeDie { die: 2 },
            Action::TakeDie { die: 3 },
        ],
    )?;
    let mut after = before.clone();
    play(
        &mut after,
        rules,
        &[draw(rules, (2, 4), (2, 5), PlacementPowers::NONE)?],
    )?;
    b_draws_above_the_castle(&mut after, rules)?;
    Ok(before_after(
        Panel {
            caption: Caption::Before,
            dice: takes(&before, rules, 0),
            spellbook: spellbook(&before),
            ..Panel::default()
        },
        Panel {
            caption: Caption::After,
            spellbook: spellbook(&after),
            ..Panel::default()
        },
    ))
}

/// A map and A's domino before the drawing, and the map after it.
fn drawing_panels(before: &GameState, after: &GameState, rules: &RuleSet) -> Figure {
    before_after(
        Panel {
            caption: Caption::Before,
            dice: takes(before, rules, 0),
            map: Some(map_of(before, 0, 0)),
            ..Panel::default()
        },
        Panel {
            caption: Caption::After,
            map: Some(map_of(after, 0, newly_drawn(before, after, 0))),
            ..Panel::default()
        },
    )
}

const IGNORE_CONNECTION: &str = "
    . . . . . . .
    . . . s s . .
    . . . # q . .
    . . . . q . .
    . . . . . . .";

fn ignore_connection(rules: &RuleSet) -> Result<Figure, ExampleError> {
    let before = drafted(rules, [IGNORE_CONNECTION, EMPTY], [1, 5, 0, 0], [1, 2, 3])?;
    let before = before.with_power(rules, 0, Power::IgnoreConnection);
    let mut after = before.clone();
    let anywhere = PlacementPowers {
        ignore_connection: true,
        separate: false,
    };
    play(&mut after, rules, &[draw(rules, (0, 0), (0, 1), anywhere)?])?;
    Ok(drawing_panels(&before, &after, rules))
}

const SEPARATE_DICE: &str = "
    . . . . . . d+
    . b . . . . .
    . b . # . . .
    . . . . . . .
    . . . . . . .";

fn separate_dice(rules: &RuleSet) -> Result<Figure, ExampleError> {
    let before = drafted(rules, [SEPARATE_DICE, EMPTY], [1, 5, 0, 0], [1, 2, 3])?.with_power(
        rules,
        0,
        Power::SeparateDice,
    );
    let mut after = before.clone();
    let apart = PlacementPowers {
        ignore_connection: false,
        separate: true,
    };
    play(&mut after, rules, &[draw(rules, (3, 1), (1, 6), apart)?])?;
    Ok(drawing_panels(&before, &after, rules))
}

fn take_two_dice(rules: &RuleSet) -> Result<Figure, ExampleError> {
    let before =
        start(rules, [EMPTY, EMPTY], [4, 2, 3, 1])?.with_power(rules, 0, Power::TakeTwoDice);
    let mut after = before.clone();
    play(&mut after, rules, &[Action::TakeTwoDice { dice: [1, 2] }])?;
    let mut taken = [None; 4];
    for (seat, order) in [(0, 1), (1, 2)] {
        for die in after.player(seat).domino.iter().flatten() {
            taken[usize::from(die.die)] = Some((Role::of_seat(seat), order));
        }
    }
    Ok(shared_out(rules, before.roll(), taken, &after))
}

fn turn_die(rules: &RuleSet) -> Result<Figure, ExampleError> {
    // A holds a double dot (die 3) and turns it to its quarters with two crosses.
    let before = drafted(rules, [EMPTY, EMPTY], [1, 0, 0, 4], [2, 1, 3])?.with_power(
        rules,
        0,
        Power::TurnDie,
    );
    let mut after = before.clone();
    play(&mut after, rules, &[Action::TurnDie { slot: 0, face: 3 }])?;
    Ok(before_after(
        Panel {
            caption: Caption::Before,
            dice: takes(&before, rules, 0),
            ..Panel::default()
        },
        Panel {
            caption: Caption::After,
            dice: takes(&after, rules, 0),
            ..Panel::default()
        },
    ))
}

/// A turn in which A draws the die that completes a line of an immediate power; the state
/// returned waits for A to apply it.
fn gaining(
    rules: &RuleSet,
    map: &str,
    power: Power,
    roll: [u8; 4],
    cells: [(u8, u8); 2],
) -> Result<GameState, ExampleError> {
    let mut state = drafted(rules, [map, EMPTY], roll, [1, 2, 3])?;
    let line = rules
        .line_of_power(power)
        .and_then(|line| rules.spell_lines().get(line))
        .ok_or(ExampleError::Unexpected(
            "the rule set has no line for the power",
        ))?;
    state = state.with_line(
        rules,
        0,
        power,
        LineProgress::Filling(line.length.saturating_sub(1)),
    );
    play(
        &mut state,
        rules,
        &[draw(rules, cells[0], cells[1], PlacementPowers::NONE)?],
    )?;
    b_draws_above_the_castle(&mut state, rules)?;
    if state.step() != (Step::ApplyPower { player: 0, power }) {
        return Err(ExampleError::Unexpected("the power was not gained"));
    }
    Ok(state)
}

/// The map and its count before and after an immediate power is applied.
fn counted_panels(before: &GameState, after: &GameState, rules: &RuleSet) -> Figure {
    before_after(
        Panel {
            caption: Caption::Before,
            map: Some(map_of(before, 0, 0)),
            count: Some(sheet(before, rules, 0)),
            ..Panel::default()
        },
        Panel {
            caption: Caption::After,
            map: Some(map_of(after, 0, newly_crossed(before, after))),
            count: Some(sheet(after, rules, 0)),
            ..Panel::default()
        },
    )
}

/// What a power put on the map: the squares that have more crosses than `before`.
fn newly_crossed(before: &GameState, after: &GameState) -> u64 {
    let [before, after] = [before, after].map(|state| state.player(0).map);
    cells_of(after.drawn())
        .filter(|&cell| after.crosses_at(cell) > before.crosses_at(cell))
        .fold(0, |mask, cell| mask | cell.bit())
}

const DOMAIN_BONUS: &str = "
    . . . . . . .
    s s . . . . .
    . . . # . s+ s
    . . . . . . .
    . . . . . . .";

fn domain_bonus(rules: &RuleSet) -> Result<Figure, ExampleError> {
    // A draws all black (no cross) left of the castle and completes its line.
    let before = gaining(
        rules,
        DOMAIN_BONUS,
        Power::DomainBonus,
        [1, 5, 0, 0],
        [(2, 2), (3, 2)],
    )?;
    let mut after = before.clone();
    let stripe = coat(rules, "s")?;
    play(
        &mut after,
        rules,
        &[Action::ChooseBonusCoat { coat: stripe }],
    )?;
    Ok(counted_panels(&before, &after, rules))
}

const EXTRA_CROSS: &str = "
    . . . . . . .
    . . d d . . .
    . . . # . . .
    . . . . . . .
    . . . . . . .";

fn extra_cross(rules: &RuleSet) -> Result<Figure, ExampleError> {
    // A draws quarters (no cross) right of the castle and completes its line.
    let before = gaining(
        rules,
        EXTRA_CROSS,
        Power::ExtraCross,
        [1, 0, 0, 0],
        [(2, 4), (1, 4)],
    )?;
    let mut after = before.clone();
    let cell = at(rules, 1, 3)?;
    play(&mut after, rules, &[Action::PlaceCross { cell }])?;
    Ok(counted_panels(&before, &after, rules))
}

const CASTLE_BONUS: &str = "
    . . . . . . .
    . . . . . . .
    . d d # . . .
    . . . . . . .
    . . . . . . .";

fn castle_bonus(rules: &RuleSet) -> Result<Figure, ExampleError> {
    // A holds two dots.
    let before = drafted(rules, [CASTLE_BONUS, EMPTY], [5, 4, 0, 0], [0, 2, 3])?;
    let mut crossed = before.clone();
    play(&mut crossed, rules, &[Action::CastleBonus { slot: 0 }])?;
    let mut after = crossed.clone();
    play(
        &mut after,
        rules,
        &[draw(rules, (3, 1), (3, 2), PlacementPowers::NONE)?],
    )?;
    b_draws_above_the_castle(&mut after, rules)?;
    let dot_line = rules
        .line_of_power(Power::IgnoreConnection)
        .ok_or(ExampleError::Unexpected(
            "the rule set has no line for the power",
        ))?;
    Ok(before_after(
        Panel {
            caption: Caption::Before,
            dice: takes(&before, rules, 0),
            map: Some(map_of(&before, 0, 0)),
            ..Panel::default()
        },
        Panel {
            caption: Caption::After,
            dice: takes(&crossed, rules, 0),
            map: Some(map_of(&after, 0, newly_drawn(&before, &after, 0))),
            spellbook: spellbook(&after)
                .into_iter()
                .filter(|line| line.line == dot_line)
                .collect(),
            count: Some(sheet(&after, rules, 0)),
            ..Panel::default()
        },
    ))
}

const FULL: &str = "
    d  d  d  s  s  s  s
    d  d+ q  q  q  b  s
    dd dd dd #  ss ss ss+
    b  b  q  q+ ss b  b
    b  b  q  q  ss b  b";

const NOT_FULL: &str = "
    .  .  .  .  .  .  .
    .  s+ s  s  .  .  .
    .  q  q+ #  d  d+ .
    .  .  q  q+ d  .  .
    .  .  .  .  .  .  .";

/// A's map is full, so the game ends; the totals tie and A's larger domain wins.
fn end(rules: &RuleSet) -> Result<Figure, ExampleError> {
    let state = start(rules, [FULL, NOT_FULL], [0; 4])?;
    if !state.player(0).map.is_full(rules.board()) {
        return Err(ExampleError::Unexpected("the full map has room"));
    }
    let summaries = [0, 1].map(|seat| {
        let player = state.player(seat);
        summarize(rules, &player.map, player.bonus_coat)
    });
    Ok(Figure {
        panels: [0, 1]
            .map(|seat| Panel {
                caption: Caption::MapOf(Role::of_seat(seat)),
                map: Some(map_of(&state, seat, 0)),
                count: Some(Count::Summary(summaries[usize::from(seat)])),
                ..Panel::default()
            })
            .to_vec(),
        arrangement: Arrangement::Row,
        outcome: Some(outcome(summaries)),
    })
}
