//! A quick judgement of a position: points on the map, points likely to come, spells and dice.
//!
//! Only a heuristic: every rule it relies on (scores, which die fills which line, where a coat
//! connects) is asked of the engine.

use crate::rules::scoring::{for_each_domain, summarize};
use crate::rules::state::{DominoDie, LineProgress};
use crate::rules::{Face, GameState, Power, RuleSet, SeatNumber};

/// Points expected from one more cross on the map, before the domain is known.
const CROSS_ON_DIE: f32 = 1.6;
/// Points expected per cross for each empty square a crossed domain can still grow into.
const GROWTH_PER_CROSS: f32 = 0.45;
/// Value of a domain without a cross that can still grow (a cross may come).
const OPEN_DOMAIN_PER_SQUARE: f32 = 0.15;
const JOKER_FLEXIBILITY: f32 = 0.8;
const DIE_THAT_CONNECTS: f32 = 0.4;
const UNUSED_CASTLE_BONUS: f32 = 1.2;

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
