//! Each power shown before and after its use.

use super::*;

const IGNORE_CONNECTION: &str = "
    . . . . . . .
    . . . s s . .
    . . . # q . .
    . . . . q . .
    . . . . . . .";

pub(super) fn ignore_connection(rules: &RuleSet) -> Result<Figure, ExampleError> {
    let before = drafted(rules, [IGNORE_CONNECTION, EMPTY], [1, 5, 0, 0], [1, 2, 3])?;
    let before = before.with_power(rules, A, Power::IgnoreConnection);
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

pub(super) fn separate_dice(rules: &RuleSet) -> Result<Figure, ExampleError> {
    let before = drafted(rules, [SEPARATE_DICE, EMPTY], [1, 5, 0, 0], [1, 2, 3])?.with_power(
        rules,
        A,
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

pub(super) fn take_two_dice(rules: &RuleSet) -> Result<Figure, ExampleError> {
    let before =
        start(rules, [EMPTY, EMPTY], [4, 2, 3, 1])?.with_power(rules, A, Power::TakeTwoDice);
    let mut after = before.clone();
    play(&mut after, rules, &[Action::TakeTwoDice { dice: [1, 2] }])?;
    let mut taken = [None; 4];
    for (seat, order) in [(A, 1), (B, 2)] {
        for die in after.player(seat).domino.iter().flatten() {
            taken[usize::from(die.die)] = Some((Role::of_seat(seat), order));
        }
    }
    Ok(shared_out(rules, before.roll(), taken, &after))
}

pub(super) fn turn_die(rules: &RuleSet) -> Result<Figure, ExampleError> {
    // A holds a double dot (die 3) and turns it to its quarters with two crosses.
    let before = drafted(rules, [EMPTY, EMPTY], [1, 0, 0, 4], [2, 1, 3])?.with_power(
        rules,
        A,
        Power::TurnDie,
    );
    let mut after = before.clone();
    play(&mut after, rules, &[Action::TurnDie { slot: 0, face: 3 }])?;
    Ok(before_after(
        Panel {
            caption: Caption::Before,
            dice: takes(&before, rules, A),
            ..Panel::default()
        },
        Panel {
            caption: Caption::After,
            dice: takes(&after, rules, A),
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
        A,
        power,
        LineProgress::Filling(line.length.saturating_sub(1)),
    );
    play(
        &mut state,
        rules,
        &[draw(rules, cells[0], cells[1], PlacementPowers::NONE)?],
    )?;
    b_draws_above_the_castle(&mut state, rules)?;
    if state.step() != (Step::ApplyPower { player: A, power }) {
        return Err(ExampleError::Unexpected("the power was not gained"));
    }
    Ok(state)
}

/// The map and its count before and after an immediate power is applied.
fn counted_panels(before: &GameState, after: &GameState, rules: &RuleSet) -> Figure {
    before_after(
        Panel {
            caption: Caption::Before,
            map: Some(map_of(before, A, 0)),
            count: Some(sheet(before, rules, A)),
            ..Panel::default()
        },
        Panel {
            caption: Caption::After,
            map: Some(map_of(after, A, newly_crossed(before, after))),
            count: Some(sheet(after, rules, A)),
            ..Panel::default()
        },
    )
}

/// What a power put on the map: the squares that have more crosses than `before`.
fn newly_crossed(before: &GameState, after: &GameState) -> u64 {
    let [before, after] = [before, after].map(|state| state.player(A).map);
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

pub(super) fn domain_bonus(rules: &RuleSet) -> Result<Figure, ExampleError> {
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

pub(super) fn extra_cross(rules: &RuleSet) -> Result<Figure, ExampleError> {
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
