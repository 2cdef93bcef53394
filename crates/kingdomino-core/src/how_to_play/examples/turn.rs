//! The turn's examples: the dice, the draft, connecting, scoring and the spellbook race.

use super::*;

/// The coats of arms by name, then every die and its six faces.
pub(super) fn the_dice(rules: &RuleSet) -> Figure {
    let coats = Panel {
        caption: Caption::Coats,
        coats: rules.coat_ids().collect(),
        ..Panel::default()
    };
    let dice = (1..).zip(rules.dice()).map(|(number, die)| Panel {
        caption: Caption::Die(number),
        dice: die
            .faces
            .iter()
            .map(|&face| ShownDie::plain(face))
            .collect(),
        ..Panel::default()
    });
    Figure {
        panels: std::iter::once(coats).chain(dice).collect(),
        arrangement: Arrangement::Column,
        outcome: None,
    }
}

/// A takes one die, B two, and A is given the last.
pub(super) fn draft(rules: &RuleSet) -> Result<Figure, ExampleError> {
    let mut state = start(rules, [EMPTY, EMPTY], [1, 0, 0, 4])?;
    let rolled = state.roll();
    let mut taken = [None; 4];
    for (order, die) in (1..).zip([1u8, 3, 2]) {
        let seat = state.to_act().unwrap_or(A);
        play(&mut state, rules, &[Action::TakeDie { die }])?;
        taken[usize::from(die)] = Some((Role::of_seat(seat), order));
    }
    for die in state.player(A).domino.iter().flatten() {
        let slot = &mut taken[usize::from(die.die)];
        if slot.is_none() {
            *slot = Some((Role::A, 4));
        }
    }
    Ok(shared_out(rules, rolled, taken, &state))
}

const CONNECTING: &str = "
    . . . . . . .
    . . s . . . .
    . . s # q . .
    . . . . q+ . .
    . . . . . . .";

/// A stripe next to a stripe is drawn; a square touching the castle by a corner is refused.
pub(super) fn connecting(rules: &RuleSet) -> Result<Figure, ExampleError> {
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
                dice: takes(&before, rules, A),
                ..Panel::default()
            },
            Panel {
                caption: Caption::Allowed,
                map: Some(map_of(&after, A, newly_drawn(&before, &after, A))),
                ..Panel::default()
            },
            Panel {
                caption: Caption::Refused,
                map: Some(MapPicture {
                    refused: refused
                        .cells
                        .into_iter()
                        .zip(takes(&before, rules, A))
                        .collect(),
                    ..map_of(&before, A, 0)
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

pub(super) fn scoring(rules: &RuleSet) -> Result<Figure, ExampleError> {
    let state = start(rules, [SCORING, EMPTY], [0; 4])?;
    Ok(Figure {
        panels: vec![Panel {
            map: Some(map_of(&state, A, 0)),
            count: Some(sheet(&state, rules, A)),
            ..Panel::default()
        }],
        arrangement: Arrangement::Row,
        outcome: None,
    })
}

/// A fills the last square of the stripe line: the power is A's, and B's line is struck out.
pub(super) fn spellbook_race(rules: &RuleSet) -> Result<Figure, ExampleError> {
    let start = start(rules, [EMPTY, EMPTY], [3, 0, 0, 0])?
        .with_line(rules, A, Power::SeparateDice, LineProgress::Filling(4))
        .with_line(rules, B, Power::SeparateDice, LineProgress::Filling(3));
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
            dice: takes(&before, rules, A),
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
