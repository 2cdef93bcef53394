//! The castle bonus and the end of the game with its tie-break.

use super::*;

const CASTLE_BONUS: &str = "
    . . . . . . .
    . . . . . . .
    . d d # . . .
    . . . . . . .
    . . . . . . .";

pub(super) fn castle_bonus(rules: &RuleSet) -> Result<Figure, ExampleError> {
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
            dice: takes(&before, rules, A),
            map: Some(map_of(&before, A, 0)),
            ..Panel::default()
        },
        Panel {
            caption: Caption::After,
            dice: takes(&crossed, rules, A),
            map: Some(map_of(&after, A, newly_drawn(&before, &after, A))),
            spellbook: spellbook(&after)
                .into_iter()
                .filter(|line| line.line == dot_line)
                .collect(),
            count: Some(sheet(&after, rules, A)),
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
pub(super) fn end(rules: &RuleSet) -> Result<Figure, ExampleError> {
    let state = start(rules, [FULL, NOT_FULL], [0; 4])?;
    if !state.player(A).map.is_full(rules.board()) {
        return Err(ExampleError::Unexpected("the full map has room"));
    }
    let summaries = SeatNumber::BOTH.map(|seat| {
        let player = state.player(seat);
        summarize(rules, &player.map, player.bonus_coat)
    });
    Ok(Figure {
        panels: SeatNumber::BOTH
            .map(|seat| Panel {
                caption: Caption::MapOf(Role::of_seat(seat)),
                map: Some(map_of(&state, seat, 0)),
                count: Some(Count::Summary(summaries[seat])),
                ..Panel::default()
            })
            .to_vec(),
        arrangement: Arrangement::Row,
        outcome: Some(outcome(summaries)),
    })
}
