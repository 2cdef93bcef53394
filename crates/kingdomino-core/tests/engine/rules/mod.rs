//! One named test for every rule and decision of RULES.md, on small hand-made positions.

mod ending;
mod jokers;
mod one_turn;
mod powers;
mod previews;
mod spellbook;
mod turn;

use crate::common::*;
use kingdomino_core::duel::map_text::parse_map;
use kingdomino_core::duel::scoring::{ScoreSummary, outcome, score_sheet};
use kingdomino_core::duel::state::LineProgress;
use kingdomino_core::duel::{
    Action, ActionError, DrawnSquare, Duel, EndReason, GameState, Outcome, PlacementPowers, Power,
    Report, RuleSet, SeatNumber, Step,
};
use kingdomino_core::kingdom::CoatId;
use kingdomino_core::table::{Record, ReplayError};

fn coat(rules: &RuleSet, code: &str) -> CoatId {
    rules.coat_by_code(code).unwrap()
}

/// The code of the coat seat 0 has drawn at a 1-based row and column, if any.
fn drawn_at(state: &GameState, rules: &RuleSet, row: u8, column: u8) -> Option<String> {
    let coat = state
        .player(SeatNumber::FIRST)
        .map
        .coat_at(cell(rules, row, column))?;
    Some(rules.coat(coat)?.code.clone())
}

fn line(state: &GameState, rules: &RuleSet, seat: SeatNumber, power: Power) -> LineProgress {
    state.player(seat).lines[rules.line_of_power(power).unwrap()]
}

const IGNORE: PlacementPowers = PlacementPowers {
    ignore_connection: true,
    separate: false,
};
const SEPARATE: PlacementPowers = PlacementPowers {
    ignore_connection: false,
    separate: true,
};
const IGNORE_AND_SEPARATE: PlacementPowers = PlacementPowers {
    ignore_connection: true,
    separate: true,
};

fn joker_coat(rules: &RuleSet, code: &str) -> Action {
    Action::ChooseJokerCoat {
        coat: coat(rules, code),
    }
}

/// Seat 0's map for the joker tests: one `q` in the top right corner.
const Q_IN_THE_CORNER: &str = "
. . . . . . q
. . . . . . .
. . . # . . .
. . . . . . .
. . . . . . .
";

/// A game where seat 0 is A, holds `powers` and drafts a joker (die 0) and a `b` (die 3).
fn joker_and_b_with(powers: &[Power]) -> (RuleSet, GameState) {
    let rules = rules_with([&["?"], &["d"], &["d"], &["b"]], DEFAULT_LINES);
    let mut state = game_with_a_first(
        &rules,
        [map(&rules, Q_IN_THE_CORNER), map(&rules, EMPTY_MAP)],
    );
    for &power in powers {
        state = state.with_power(&rules, SeatNumber::FIRST, power);
    }
    draft_in_order(&mut state, &rules);
    (rules, state)
}

/// The coats offered for the joker now.
fn offered_joker_coats(state: &GameState, rules: &RuleSet) -> Vec<CoatId> {
    state
        .legal_actions(rules)
        .into_iter()
        .map(|action| match action {
            Action::ChooseJokerCoat { coat } => coat,
            other => panic!("{other:?} offered while choosing a joker's coat"),
        })
        .collect()
}

/// A map with no two adjacent empty squares: only (1,1) and (5,7) are empty.
const NO_PAIR_LEFT: &str = "
.  s  s  s  s  s  s
s  s  s  s  s  s  s
s  s  s  #  s  s  s
s  s  s  s  s  s  s
s  s  s  s  s  s  .
";

/// Seat 0's map with one pair of empty squares, (1,1) and (1,2), and a `q` under (1,1).
const ONE_PAIR_LEFT: &str = "
.  .  s  s  s  s  s
q  s  s  s  s  s  s
s  s  s  #  s  s  s
s  s  s  s  s  s  s
s  s  s  s  s  s  s
";
