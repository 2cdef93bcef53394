//! Normal's judgement in the Duel: a position's worth (points on the map, points likely to
//! come, spells and dice), and every action ranked by the position it leads to, following the
//! player's own decisions of the same turn.
//!
//! Only a heuristic: every rule it relies on (scores, which die fills which line, where a coat
//! connects) is asked of the engine.

use crate::kingdom::for_each_domain;

use crate::duel::scoring::summarize;
use crate::duel::state::{DominoDie, LineProgress};
use crate::duel::{Action, Face, GameState, Power, RuleSet, SeatNumber, Step};

/// Points expected from one more cross on the map, before the domain is known.
const CROSS_ON_DIE: f32 = 1.6;
/// Points expected per cross for each empty square a crossed domain can still grow into.
const GROWTH_PER_CROSS: f32 = 0.45;
/// Value of a domain without a cross that can still grow (a cross may come).
const OPEN_DOMAIN_PER_SQUARE: f32 = 0.15;
const JOKER_FLEXIBILITY: f32 = 0.8;
const DIE_THAT_CONNECTS: f32 = 0.4;
const UNUSED_CASTLE_BONUS: f32 = 1.2;

/// How many of its own decisions in a row a player looks through (a castle bonus or a turned
/// die, then the drawing, then a joker's coat).
const FOLLOW_UP_DEPTH: u32 = 3;

/// Every legal action with the value, for the player to act, of the position it leads to.
pub fn rank_actions(rules: &RuleSet, state: &GameState) -> Vec<(Action, f32)> {
    let Some(seat) = state.to_act() else {
        return Vec::new();
    };
    let mut ranked: Vec<(Action, f32)> = state
        .legal_actions(rules)
        .into_iter()
        .map(|action| {
            (
                action,
                value_after(rules, state, action, seat, FOLLOW_UP_DEPTH),
            )
        })
        .collect();
    ranked.sort_by(|a, b| b.1.total_cmp(&a.1));
    ranked
}

/// The value of playing `action`, following the player's own next decisions of the same turn
/// at their best (the draft ends a player's run: the opponent picks next).
fn value_after(
    rules: &RuleSet,
    state: &GameState,
    action: Action,
    seat: SeatNumber,
    depth: u32,
) -> f32 {
    let mut next = state.clone();
    if next.apply_unreported(rules, action).is_err() {
        return f32::NEG_INFINITY;
    }
    let own_follow_up = next.to_act() == Some(seat) && !matches!(next.step(), Step::Draft { .. });
    if depth == 0 || !own_follow_up {
        return position_value(rules, &next, seat);
    }
    next.legal_actions(rules)
        .into_iter()
        .map(|follow_up| value_after(rules, &next, follow_up, seat, depth - 1))
        .fold(f32::NEG_INFINITY, f32::max)
}

/// What each power is worth to its owner, in points.
fn power_worth(power: Power) -> f32 {
    match power {
        Power::IgnoreConnection => 2.5,
        Power::SeparateDice => 3.5,
        Power::TakeTwoDice => 3.0,
        Power::TurnDie => 3.0,
        Power::DomainBonus => 7.0,
        Power::ExtraCross => 5.0,
    }
}

/// The position as seen by `seat`: its prospects minus the opponent's.
pub fn position_value(rules: &RuleSet, state: &GameState, seat: SeatNumber) -> f32 {
    player_value(rules, state, seat) - player_value(rules, state, seat.other())
}

fn player_value(rules: &RuleSet, state: &GameState, seat: SeatNumber) -> f32 {
    let board = rules.board();
    let player = state.player(seat);
    let map = &player.map;
    let empty = map.empty(board);
    // Potential fades as the map fills: fewer turns are left to use it.
    let room = empty.count_ones() as f32 / (board.cell_count() - 1) as f32;

    let mut value = summarize(rules, map, player.bonus_coat).total as f32;
    let mut growth = 0.0;
    for_each_domain(board, map, rules.coat_ids(), |domain| {
        let frontier = (board.neighbours(domain.cells) & empty).count_ones().min(3) as f32;
        growth += if domain.crosses > 0 {
            GROWTH_PER_CROSS * domain.crosses as f32 * frontier
        } else if frontier > 0.0 {
            OPEN_DOMAIN_PER_SQUARE * domain.size as f32
        } else {
            0.0
        };
    });
    value += growth * room;

    let opponent = state.player(seat.other());
    for (index, line) in rules.spell_lines().iter().enumerate() {
        let worth = power_worth(line.power);
        value += match (player.lines[index], opponent.lines[index]) {
            (LineProgress::Gained { used: false }, _) => worth * room.max(0.3),
            (LineProgress::Filling(filled), LineProgress::Filling(theirs)) => {
                let mine = f32::from(filled) / f32::from(line.length);
                // A line the opponent leads is less likely to be won.
                let lead = if filled >= theirs { 1.0 } else { 0.6 };
                worth * mine * mine * lead * room.max(0.3)
            }
            _ => 0.0,
        };
    }
    if !player.castle_bonus_used {
        value += UNUSED_CASTLE_BONUS * room;
    }
    value + held_dice_value(rules, state, seat)
}

/// The dice a player holds this turn and has not drawn yet (or drew, before the spellbook is
/// filled): their crosses, their spellbook squares and whether they fit the map.
fn held_dice_value(rules: &RuleSet, state: &GameState, seat: SeatNumber) -> f32 {
    let player = state.player(seat);
    let board = rules.board();
    let empty = player.map.empty(board);
    let mut value = 0.0;
    for die in player.domino.iter().flatten() {
        value += pending_spellbook_value(rules, state, seat, *die);
        if player.drew {
            continue;
        }
        let face = GameState::face_of(rules, *die);
        let crosses = face.crosses() + u8::from(die.castle_cross);
        value += CROSS_ON_DIE * f32::from(crosses);
        if face == Face::Joker {
            value += JOKER_FLEXIBILITY;
        }
        if player.map.connecting_cells(board, face.coat()) & empty != 0 {
            value += DIE_THAT_CONNECTS;
        }
    }
    value
}

/// The spellbook square a held or just drawn die will fill, valued as progress on its line.
fn pending_spellbook_value(
    rules: &RuleSet,
    state: &GameState,
    seat: SeatNumber,
    die: DominoDie,
) -> f32 {
    let Some(index) = GameState::spell_line_filled_by(rules, die) else {
        return 0.0;
    };
    let line = rules.spell_lines()[index];
    match state.player(seat).lines[index] {
        LineProgress::Filling(filled) => {
            let after = f32::from(filled + 1) / f32::from(line.length);
            let before = f32::from(filled) / f32::from(line.length);
            power_worth(line.power) * (after * after - before * before)
        }
        _ => 0.0,
    }
}
