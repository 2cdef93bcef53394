//! One named test for every rule and decision of RULES.md, on small hand-made positions.

use crate::common::*;
use kingdomino_duel::rules::map_text::parse_map;
use kingdomino_duel::rules::record::ReplayError;
use kingdomino_duel::rules::scoring::{ScoreSummary, outcome, score_sheet};
use kingdomino_duel::rules::state::LineProgress;
use kingdomino_duel::rules::{
    Action, ActionError, CoatId, DrawnSquare, EndReason, GameRecord, GameState, Outcome,
    PlacementPowers, Power, Report, RuleSet, Step,
};

fn coat(rules: &RuleSet, code: &str) -> CoatId {
    rules.coat_by_code(code).unwrap()
}

/// The code of the coat seat 0 has drawn at a 1-based row and column, if any.
fn drawn_at(state: &GameState, rules: &RuleSet, row: u8, column: u8) -> Option<String> {
    let coat = state.player(0).map.coat_at(cell(rules, row, column))?;
    Some(rules.coat(coat)?.code.clone())
}

fn line(state: &GameState, rules: &RuleSet, seat: u8, power: Power) -> LineProgress {
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
        state = state.with_power(&rules, 0, power);
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

// ---- The turn -------------------------------------------------------------------------------

#[test]
fn first_player_a_comes_from_the_seed_and_a_alternates() {
    let rules = default_rules();
    let firsts: Vec<u8> = (0..40)
        .map(|seed| GameState::new(&rules, seed).player_a())
        .collect();
    assert!(firsts.contains(&0) && firsts.contains(&1));
    for seed in 0..40 {
        assert_eq!(
            GameState::new(&rules, seed).player_a(),
            GameState::first_a(seed)
        );
    }

    let rules = rules_all_dice("d", DEFAULT_LINES);
    let mut state = game_with_a_first(&rules, [map(&rules, EMPTY_MAP), map(&rules, EMPTY_MAP)]);
    draft_in_order(&mut state, &rules);
    act(&mut state, &rules, draw(&rules, (3, 5), (3, 6)));
    act(&mut state, &rules, draw(&rules, (3, 5), (3, 6)));
    assert_eq!(state.turn(), 2);
    assert_eq!(state.player_a(), 1);
    assert_eq!(state.to_act(), Some(1));
}

#[test]
fn the_draft_goes_a_b_b_and_a_gets_the_last_die() {
    let rules = default_rules();
    let mut state = game_with_a_first(&rules, [Default::default(), Default::default()]);
    assert_eq!(state.to_act(), Some(0));
    act(&mut state, &rules, Action::TakeDie { die: 2 });
    assert_eq!(state.to_act(), Some(1));
    assert_eq!(
        state.apply(&rules, Action::TakeDie { die: 2 }),
        Err(ActionError::DieAlreadyTaken)
    );
    act(&mut state, &rules, Action::TakeDie { die: 0 });
    assert_eq!(state.to_act(), Some(1));
    act(&mut state, &rules, Action::TakeDie { die: 3 });
    let dice = |seat: u8| state.player(seat).full_domino().unwrap().map(|d| d.die);
    assert_eq!(dice(0), [2, 1]);
    assert_eq!(dice(1), [0, 3]);
    assert_eq!(state.step(), Step::Fill { player: 0 });
}

#[test]
fn rolls_show_faces_of_their_own_die() {
    let rules = rules_with([&["d"], &["s", "ss"], &["q"], &["b"]], DEFAULT_LINES);
    for seed in 0..30 {
        let roll = GameState::new(&rules, seed).roll();
        assert_eq!((roll[0], roll[2], roll[3]), (0, 0, 0));
        assert!(roll[1] < 2);
    }
}

// ---- Connection rules -----------------------------------------------------------------------

#[test]
fn connection_next_to_the_castle_is_legal_whatever_the_coat() {
    let rules = rules_all_dice("b", DEFAULT_LINES);
    let mut state = game_with_a_first(&rules, [map(&rules, EMPTY_MAP), map(&rules, EMPTY_MAP)]);
    draft_in_order(&mut state, &rules);
    // (3,5) touches the castle at (3,4); (3,6) touches nothing.
    assert!(
        state
            .legal_actions(&rules)
            .contains(&draw(&rules, (3, 6), (3, 5)))
    );
    act(&mut state, &rules, draw(&rules, (3, 6), (3, 5)));
}

#[test]
fn connection_needs_a_matching_coat_next_to_it() {
    let rules = rules_all_dice("s", DEFAULT_LINES);
    let text = "
. . . . . . .
. . . . . . s
. . . # . . q
. . . . . . .
. . . . . . .
";
    let mut state = game_with_a_first(&rules, [map(&rules, text), map(&rules, text)]);
    draft_in_order(&mut state, &rules);
    let legal = state.legal_actions(&rules);
    // Above the `s` at (2,7): matching.
    assert!(legal.contains(&draw(&rules, (1, 7), (1, 6))));
    // Below the `q` at (3,7): another coat does not connect.
    assert!(!legal.contains(&draw(&rules, (4, 7), (5, 7))));
    assert_eq!(
        state.apply(&rules, draw(&rules, (4, 7), (5, 7))),
        Err(ActionError::NotConnected)
    );
}

#[test]
fn diagonal_contact_does_not_connect() {
    let rules = rules_all_dice("s", DEFAULT_LINES);
    let text = "
. . . . . . .
. . . . . . .
. . . # . . .
. . . . . s .
. . . . . . .
";
    let mut state = game_with_a_first(&rules, [map(&rules, text), map(&rules, text)]);
    draft_in_order(&mut state, &rules);
    // (3,7) touches the `s` at (4,6) only diagonally; (2,7) touches nothing.
    let diagonal_only = draw(&rules, (3, 7), (2, 7));
    assert_eq!(
        state.apply(&rules, diagonal_only),
        Err(ActionError::NotConnected)
    );
    assert!(
        state
            .legal_actions(&rules)
            .contains(&draw(&rules, (5, 6), (5, 7)))
    );
}

#[test]
fn a_drawn_joker_counts_as_the_coat_its_owner_chose() {
    let rules = rules_with([&["?"], &["d"], &["q"], &["q"]], DEFAULT_LINES);
    let mut state = game_with_a_first(&rules, [map(&rules, EMPTY_MAP), map(&rules, EMPTY_MAP)]);
    // A takes the joker (die 0) and later die 3 (`q`); B takes `d` and `q`.
    draft_in_order(&mut state, &rules);
    act(&mut state, &rules, draw(&rules, (3, 5), (3, 6)));
    assert_eq!(state.step(), Step::ChooseJokerCoat { player: 0, slot: 0 });
    let offered: Vec<Action> = state.legal_actions(&rules);
    assert_eq!(
        offered.len(),
        rules.coats().len(),
        "next to the castle any coat fits"
    );
    act(
        &mut state,
        &rules,
        Action::ChooseJokerCoat {
            coat: coat(&rules, "s"),
        },
    );
    assert_eq!(drawn_at(&state, &rules, 3, 5).as_deref(), Some("s"));
    assert_eq!(drawn_at(&state, &rules, 3, 6).as_deref(), Some("q"));
}

#[test]
fn a_joker_coat_must_keep_the_drawing_connected() {
    let rules = rules_with([&["?"], &["d"], &["d"], &["b"]], DEFAULT_LINES);
    let text = "
. . . . . . .
. . . . . . q
. . . # . . .
. . . . . . .
. . . . . . .
";
    let mut state = game_with_a_first(&rules, [map(&rules, text), map(&rules, EMPTY_MAP)]);
    draft_in_order(&mut state, &rules);
    // A's joker on (1,7) next to the `q`; the `b` on (1,6) touches nothing.
    act(&mut state, &rules, draw(&rules, (1, 7), (1, 6)));
    let offered = state.legal_actions(&rules);
    assert_eq!(
        offered,
        vec![Action::ChooseJokerCoat {
            coat: coat(&rules, "q")
        }]
    );
    assert_eq!(
        state.apply(
            &rules,
            Action::ChooseJokerCoat {
                coat: coat(&rules, "d")
            }
        ),
        Err(ActionError::JokerCoatNotConnected)
    );
}

#[test]
fn the_domino_must_be_drawn_when_a_placement_exists() {
    let rules = rules_all_dice("d", DEFAULT_LINES);
    let mut state = game_with_a_first(&rules, [map(&rules, EMPTY_MAP), map(&rules, EMPTY_MAP)]);
    draft_in_order(&mut state, &rules);
    assert!(!state.legal_actions(&rules).contains(&Action::Pass));
    assert_eq!(
        state.apply(&rules, Action::Pass),
        Err(ActionError::MustDraw)
    );
}

#[test]
fn the_dice_must_touch_without_the_s_power() {
    let rules = rules_all_dice("d", DEFAULT_LINES);
    let mut state = game_with_a_first(&rules, [map(&rules, EMPTY_MAP), map(&rules, EMPTY_MAP)]);
    draft_in_order(&mut state, &rules);
    assert_eq!(
        state.apply(&rules, draw(&rules, (3, 5), (3, 3))),
        Err(ActionError::SquaresNotTouching)
    );
    assert_eq!(
        state.apply(&rules, draw_with(&rules, (3, 5), (3, 3), SEPARATE)),
        Err(ActionError::PowerUnavailable(Power::SeparateDice))
    );
}

// ---- Spellbook ------------------------------------------------------------------------------

#[test]
fn drawn_dice_without_cross_fill_their_line_and_crossed_ones_do_not() {
    let rules = rules_with([&["d"], &["d+"], &["s"], &["?"]], DEFAULT_LINES);
    let mut state = game_with_a_first(&rules, [map(&rules, EMPTY_MAP), map(&rules, EMPTY_MAP)]);
    draft_in_order(&mut state, &rules);
    // A holds `d` and `?`; B holds `d+` and `s`.
    act(&mut state, &rules, draw(&rules, (3, 5), (3, 6)));
    act(
        &mut state,
        &rules,
        Action::ChooseJokerCoat {
            coat: coat(&rules, "b"),
        },
    );
    act(&mut state, &rules, draw(&rules, (3, 5), (3, 6)));
    assert_eq!(
        line(&state, &rules, 0, Power::IgnoreConnection),
        LineProgress::Filling(1)
    );
    assert_eq!(
        line(&state, &rules, 0, Power::DomainBonus),
        LineProgress::Filling(0)
    );
    assert_eq!(
        line(&state, &rules, 1, Power::IgnoreConnection),
        LineProgress::Filling(0)
    );
    assert_eq!(
        line(&state, &rules, 1, Power::SeparateDice),
        LineProgress::Filling(1)
    );
}

/// A map with no two adjacent empty squares: only (1,1) and (5,7) are empty.
const NO_PAIR_LEFT: &str = "
.  s  s  s  s  s  s
s  s  s  s  s  s  s
s  s  s  #  s  s  s
s  s  s  s  s  s  s
s  s  s  s  s  s  .
";

#[test]
fn a_die_not_drawn_fills_nothing() {
    let rules = rules_all_dice("d", DEFAULT_LINES);
    let maps = [map(&rules, NO_PAIR_LEFT), map(&rules, EMPTY_MAP)];
    let mut state = game_with_a_first(&rules, maps);
    draft_in_order(&mut state, &rules);
    assert_eq!(state.legal_actions(&rules), vec![Action::Pass]);
    act(&mut state, &rules, Action::Pass);
    act(&mut state, &rules, draw(&rules, (3, 5), (3, 6)));
    assert!(!state.player(0).drew);
    assert_eq!(
        line(&state, &rules, 0, Power::IgnoreConnection),
        LineProgress::Filling(0)
    );
    assert_eq!(
        line(&state, &rules, 1, Power::IgnoreConnection),
        LineProgress::Filling(2)
    );
}

/// Both players complete the 2-square `d` line on turn 1, with `a` as player A; returns each
/// seat's line afterwards.
fn race_for_the_d_line(a: u8) -> [LineProgress; 2] {
    let rules = rules_all_dice("d", [2, 5, 4, 4, 3, 3]);
    let empty = map(&rules, EMPTY_MAP);
    let mut state = game_with_a(&rules, a, [empty, empty]);
    draft_in_order(&mut state, &rules);
    act(&mut state, &rules, draw(&rules, (3, 5), (3, 6)));
    act(&mut state, &rules, draw(&rules, (3, 5), (3, 6)));
    [0, 1].map(|seat| line(&state, &rules, seat, Power::IgnoreConnection))
}

#[test]
fn player_b_completing_a_line_first_strikes_out_the_line_a_had_begun() {
    let rules = rules_all_dice("d", [2, 5, 4, 4, 3, 3]);
    let maps = [map(&rules, NO_PAIR_LEFT), map(&rules, EMPTY_MAP)];
    let mut state = game_with_a_first(&rules, maps).with_line(
        &rules,
        0,
        Power::IgnoreConnection,
        LineProgress::Filling(1),
    );
    draft_in_order(&mut state, &rules);
    act(&mut state, &rules, Action::Pass);
    let reports = state.apply(&rules, draw(&rules, (3, 5), (3, 6))).unwrap();
    assert_eq!(
        [0, 1].map(|seat| line(&state, &rules, seat, Power::IgnoreConnection)),
        [
            LineProgress::StruckOut,
            LineProgress::Gained { used: false }
        ]
    );
    // What happened, in the order it happened.
    let d = coat(&rules, "d");
    let square = |row, column| DrawnSquare {
        cell: cell(&rules, row, column),
        coat: d,
        crosses: 0,
    };
    let d_line = rules.line_of_power(Power::IgnoreConnection).unwrap() as u8;
    assert_eq!(
        reports,
        vec![
            Report::Drawn {
                seat: 1,
                squares: [square(3, 5), square(3, 6)],
            },
            Report::SpellSquareFilled {
                seat: 1,
                line: d_line,
                filled: 1,
            },
            Report::SpellSquareFilled {
                seat: 1,
                line: d_line,
                filled: 2,
            },
            Report::PowerGained {
                seat: 1,
                power: Power::IgnoreConnection,
            },
            Report::TurnEnded { turn: 1 },
            Report::Rolled {
                turn: 2,
                faces: state.roll(),
            },
        ]
    );
}

#[test]
fn completing_a_line_first_gains_the_power_and_strikes_the_opponent_line() {
    let gained = LineProgress::Gained { used: false };
    assert_eq!(race_for_the_d_line(0), [gained, LineProgress::StruckOut]);
}

#[test]
fn player_a_gets_a_line_both_complete_in_the_same_turn() {
    // Seat 1 is A this time: it fills first and gains the power.
    let gained = LineProgress::Gained { used: false };
    assert_eq!(race_for_the_d_line(1), [LineProgress::StruckOut, gained]);
}

// ---- Castle bonus ---------------------------------------------------------------------------

#[test]
fn castle_bonus_adds_a_cross_and_that_die_fills_no_square() {
    let rules = rules_all_dice("d", DEFAULT_LINES);
    let mut state = game_with_a_first(&rules, [map(&rules, EMPTY_MAP), map(&rules, EMPTY_MAP)]);
    draft_in_order(&mut state, &rules);
    act(&mut state, &rules, Action::CastleBonus { slot: 1 });
    assert!(
        !state
            .legal_actions(&rules)
            .contains(&Action::CastleBonus { slot: 0 })
    );
    assert_eq!(
        state.apply(&rules, Action::CastleBonus { slot: 0 }),
        Err(ActionError::CastleBonusUsed)
    );
    act(&mut state, &rules, draw(&rules, (3, 5), (3, 6)));
    let map = &state.player(0).map;
    assert_eq!(map.crosses_at(cell(&rules, 3, 5)), 0);
    assert_eq!(map.crosses_at(cell(&rules, 3, 6)), 1);
    act(&mut state, &rules, draw(&rules, (3, 5), (3, 6)));
    assert_eq!(
        line(&state, &rules, 0, Power::IgnoreConnection),
        LineProgress::Filling(1)
    );
    assert!(state.player(0).castle_bonus_used);
}

#[test]
fn castle_bonus_on_a_joker_gives_its_square_a_cross() {
    let rules = rules_all_dice("?", DEFAULT_LINES);
    let mut state = game_with_a_first(&rules, [map(&rules, EMPTY_MAP), map(&rules, EMPTY_MAP)]);
    draft_in_order(&mut state, &rules);
    act(&mut state, &rules, Action::CastleBonus { slot: 0 });
    act(&mut state, &rules, draw(&rules, (3, 5), (3, 6)));
    act(
        &mut state,
        &rules,
        Action::ChooseJokerCoat {
            coat: coat(&rules, "q"),
        },
    );
    act(
        &mut state,
        &rules,
        Action::ChooseJokerCoat {
            coat: coat(&rules, "q"),
        },
    );
    let map = &state.player(0).map;
    assert_eq!(map.crosses_at(cell(&rules, 3, 5)), 1);
    let sheet = score_sheet(&rules, map, None);
    assert_eq!(sheet.total, 2, "a `q` domain of 2 squares with 1 cross");
    act(&mut state, &rules, draw(&rules, (3, 5), (3, 6)));
    act(
        &mut state,
        &rules,
        Action::ChooseJokerCoat {
            coat: coat(&rules, "d"),
        },
    );
    act(
        &mut state,
        &rules,
        Action::ChooseJokerCoat {
            coat: coat(&rules, "d"),
        },
    );
    assert!(
        state
            .player(0)
            .lines
            .iter()
            .all(|l| *l == LineProgress::Filling(0))
    );
}

// ---- The six powers -------------------------------------------------------------------------

/// A game where seat 0 gained the power of `code`'s line on turn 1 (lines of length 2, every
/// die `code`), now on turn 2 with seat 1 as A.
fn after_gaining(code: &str) -> (RuleSet, GameState) {
    let mut lengths = DEFAULT_LINES;
    let index = ["d", "s", "dd", "ss", "b", "q"]
        .iter()
        .position(|c| *c == code)
        .unwrap();
    lengths[index] = 2;
    let rules = rules_all_dice(code, lengths);
    let mut state = game_with_a_first(&rules, [map(&rules, EMPTY_MAP), map(&rules, EMPTY_MAP)]);
    draft_in_order(&mut state, &rules);
    act(&mut state, &rules, draw(&rules, (3, 5), (3, 6)));
    act(&mut state, &rules, draw(&rules, (3, 5), (3, 6)));
    (rules, state)
}

#[test]
fn power_d_draws_without_the_connection_rules_once() {
    let (rules, mut state) = after_gaining("d");
    assert_eq!(state.player_a(), 1);
    draft_in_order(&mut state, &rules);
    act(&mut state, &rules, draw(&rules, (2, 5), (2, 6)));
    // Seat 0: far from everything only with the power, which is offered only where needed.
    let legal = state.legal_actions(&rules);
    let far = draw_with(&rules, (5, 1), (5, 2), IGNORE);
    assert!(legal.contains(&far));
    assert!(!legal.contains(&draw_with(&rules, (2, 5), (2, 6), IGNORE)));
    assert_eq!(
        state.apply(&rules, draw_with(&rules, (2, 5), (2, 6), IGNORE)),
        Err(ActionError::PowerNotNeeded(Power::IgnoreConnection))
    );
    act(&mut state, &rules, far);
    assert_eq!(
        line(&state, &rules, 0, Power::IgnoreConnection),
        LineProgress::Gained { used: true }
    );
    assert_eq!(
        state.player(0).map.coat_at(cell(&rules, 5, 1)),
        Some(coat(&rules, "d"))
    );
}

#[test]
fn power_s_separates_the_dice_and_each_must_connect() {
    let (rules, mut state) = after_gaining("s");
    draft_in_order(&mut state, &rules);
    act(&mut state, &rules, draw(&rules, (2, 5), (2, 6)));
    // Seat 0 has `s` at (3,5),(3,6): one die above the castle, one below the `s` squares.
    assert_eq!(
        state.apply(&rules, draw_with(&rules, (2, 4), (5, 1), SEPARATE)),
        Err(ActionError::SeparateSquareNotConnected { slot: 1 })
    );
    let separated = draw_with(&rules, (2, 4), (4, 6), SEPARATE);
    assert!(state.legal_actions(&rules).contains(&separated));
    act(&mut state, &rules, separated);
    assert_eq!(
        line(&state, &rules, 0, Power::SeparateDice),
        LineProgress::Gained { used: true }
    );
    let map = &state.player(0).map;
    assert!(map.coat_at(cell(&rules, 2, 4)).is_some() && map.coat_at(cell(&rules, 4, 6)).is_some());
}

#[test]
fn power_dd_lets_a_take_two_dice_at_once() {
    let (rules, mut state) = after_gaining("dd");
    // Seat 0 holds the power but is B on turn 2: it is not offered.
    assert!(
        !state
            .legal_actions(&rules)
            .iter()
            .any(|a| matches!(a, Action::TakeTwoDice { .. }))
    );
    draft_in_order(&mut state, &rules);
    act(&mut state, &rules, draw(&rules, (2, 5), (2, 6)));
    act(&mut state, &rules, draw(&rules, (2, 5), (2, 6)));
    assert_eq!(state.player_a(), 0);
    assert!(
        state
            .legal_actions(&rules)
            .contains(&Action::TakeTwoDice { dice: [1, 3] })
    );
    assert_eq!(
        state.apply(&rules, Action::TakeTwoDice { dice: [3, 1] }),
        Err(ActionError::DiceOutOfOrder)
    );
    act(&mut state, &rules, Action::TakeTwoDice { dice: [1, 3] });
    let dice = |seat: u8| state.player(seat).full_domino().unwrap().map(|d| d.die);
    assert_eq!(dice(0), [1, 3]);
    assert_eq!(dice(1), [0, 2]);
    assert_eq!(state.step(), Step::Fill { player: 0 });
    assert_eq!(
        line(&state, &rules, 0, Power::TakeTwoDice),
        LineProgress::Gained { used: true }
    );
}

#[test]
fn power_ss_turns_a_die_to_another_face_of_that_die() {
    let rules = rules_with(
        [&["ss"], &["ss"], &["ss", "q++", "b"], &["ss"]],
        [5, 5, 4, 2, 3, 3],
    );
    let mut state = game_with_a_first(&rules, [map(&rules, EMPTY_MAP), map(&rules, EMPTY_MAP)]);
    let take_ss = |state: &mut GameState| {
        // Take dice 0, 1, 3 (always `ss`) so the player with die 2 varies only in face.
        for die in [0, 1, 3] {
            act(state, &rules, Action::TakeDie { die });
        }
    };
    take_ss(&mut state);
    act(&mut state, &rules, draw(&rules, (3, 5), (3, 6)));
    act(&mut state, &rules, draw(&rules, (3, 5), (3, 6)));
    assert_eq!(
        line(&state, &rules, 0, Power::TurnDie),
        LineProgress::Gained { used: false }
    );
    // Turn 2: seat 1 is A and takes 0; seat 0 takes 1 and 3; seat 1 gets die 2.
    take_ss(&mut state);
    act(&mut state, &rules, draw(&rules, (2, 5), (2, 6)));
    if state.step() == (Step::ChooseJokerCoat { player: 1, slot: 1 }) {
        unreachable!("no jokers in this rule set");
    }
    // Seat 0 fills: its dice are 1 and 3, one face each, so no turn is offered...
    assert!(
        !state
            .legal_actions(&rules)
            .iter()
            .any(|a| matches!(a, Action::TurnDie { .. }))
    );
    act(&mut state, &rules, draw(&rules, (2, 5), (2, 6)));
    // Turn 3: seat 0 is A, takes die 2 first.
    act(&mut state, &rules, Action::TakeDie { die: 2 });
    act(&mut state, &rules, Action::TakeDie { die: 0 });
    act(&mut state, &rules, Action::TakeDie { die: 1 });
    let domino = state.player(0).full_domino().unwrap();
    assert_eq!(domino[0].die, 2);
    let other_faces: Vec<u8> = (0..3).filter(|&f| f != domino[0].face).collect();
    let offered: Vec<Action> = state
        .legal_actions(&rules)
        .into_iter()
        .filter(|a| matches!(a, Action::TurnDie { .. }))
        .collect();
    assert_eq!(
        offered,
        other_faces
            .iter()
            .map(|&face| Action::TurnDie { slot: 0, face })
            .collect::<Vec<_>>()
    );
    assert_eq!(
        state.apply(
            &rules,
            Action::TurnDie {
                slot: 0,
                face: domino[0].face
            }
        ),
        Err(ActionError::SameFace)
    );
    act(&mut state, &rules, Action::TurnDie { slot: 0, face: 1 });
    assert_eq!(
        line(&state, &rules, 0, Power::TurnDie),
        LineProgress::Gained { used: true }
    );
    act(&mut state, &rules, draw(&rules, (4, 4), (4, 5)));
    assert_eq!(
        state.player(0).map.crosses_at(cell(&rules, 4, 4)),
        2,
        "turned to `q++`"
    );
}

#[test]
fn power_b_chooses_a_coat_whose_domains_score_three_each() {
    let (rules, state) = after_gaining("b");
    assert_eq!(
        state.step(),
        Step::ApplyPower {
            player: 0,
            power: Power::DomainBonus
        }
    );
    assert_eq!(state.legal_actions(&rules).len(), rules.coats().len());
    let mut state = state;
    act(
        &mut state,
        &rules,
        Action::ChooseBonusCoat {
            coat: coat(&rules, "b"),
        },
    );
    assert_eq!(state.player(0).bonus_coat, Some(coat(&rules, "b")));
    assert_eq!(
        line(&state, &rules, 0, Power::DomainBonus),
        LineProgress::Gained { used: true }
    );
    // One `b` domain without crosses: 0 points + 3 for the bonus.
    assert_eq!(state.scores(&rules)[0].total, 3);
    assert_eq!(state.step(), Step::Draft { pick: 0 });
}

#[test]
fn power_q_adds_a_cross_to_a_drawn_square() {
    let (rules, mut state) = after_gaining("q");
    assert_eq!(
        state.step(),
        Step::ApplyPower {
            player: 0,
            power: Power::ExtraCross
        }
    );
    let offered = state.legal_actions(&rules);
    assert_eq!(
        offered.len(),
        2,
        "the two drawn squares, never the castle or an empty one"
    );
    assert_eq!(
        state.apply(
            &rules,
            Action::PlaceCross {
                cell: cell(&rules, 1, 1)
            }
        ),
        Err(ActionError::SquareNotDrawn)
    );
    assert_eq!(
        state.apply(
            &rules,
            Action::PlaceCross {
                cell: cell(&rules, 3, 4)
            }
        ),
        Err(ActionError::CastleSquare)
    );
    act(
        &mut state,
        &rules,
        Action::PlaceCross {
            cell: cell(&rules, 3, 6),
        },
    );
    assert_eq!(state.player(0).map.crosses_at(cell(&rules, 3, 6)), 1);
    assert_eq!(state.scores(&rules)[0].total, 2);
}

// ---- End of the game ------------------------------------------------------------------------

#[test]
fn the_game_ends_when_a_map_is_full() {
    let rules = rules_all_dice("d", DEFAULT_LINES);
    let nearly_full = "
s  s  s  s  s  s  s
s  s  s  s  s  s  s
s  s  s  #  .  .  s
s  s  s  s  s  s  s
s  s  s  s  s  s  s
";
    let mut state = game_with_a_first(&rules, [map(&rules, EMPTY_MAP), map(&rules, nearly_full)]);
    draft_in_order(&mut state, &rules);
    act(&mut state, &rules, draw(&rules, (3, 5), (3, 6)));
    act(&mut state, &rules, draw(&rules, (3, 5), (3, 6)));
    assert_eq!(state.end_reason(), Some(EndReason::MapFull { seat: 1 }));
    assert_eq!(state.to_act(), None);
    assert!(state.legal_actions(&rules).is_empty());
    assert_eq!(
        state.apply(&rules, Action::TakeDie { die: 0 }),
        Err(ActionError::GameOver)
    );
}

#[test]
fn the_game_ends_when_neither_player_drew() {
    // Each map keeps a pair where another roll could draw (a `q` or a joker would connect), so
    // only the turn nobody drew in ends the game, not the lack of room.
    let rules = rules_all_dice("d", DEFAULT_LINES);
    let blocked = ONE_PAIR_LEFT;
    let mut state = game_with_a_first(&rules, [map(&rules, blocked), map(&rules, blocked)]);
    draft_in_order(&mut state, &rules);
    act(&mut state, &rules, Action::Pass);
    assert!(!state.is_over());
    assert!(state.anyone_could_draw_again(&rules));
    act(&mut state, &rules, Action::Pass);
    assert_eq!(state.end_reason(), Some(EndReason::NobodyDrew));
}

#[test]
fn the_game_goes_on_when_one_player_drew() {
    let rules = rules_all_dice("d", DEFAULT_LINES);
    let blocked = NO_PAIR_LEFT;
    let mut state = game_with_a_first(&rules, [map(&rules, blocked), map(&rules, EMPTY_MAP)]);
    draft_in_order(&mut state, &rules);
    act(&mut state, &rules, Action::Pass);
    act(&mut state, &rules, draw(&rules, (3, 5), (3, 6)));
    assert_eq!(state.step(), Step::Draft { pick: 0 });
}

// ---- Scoring --------------------------------------------------------------------------------

#[test]
fn the_worked_example_of_the_rules_scores_nine() {
    let rules = default_rules();
    let text = "
; a small kingdom
.   .   .   .   .   .   .
.   d   d+  s   .   .   .
.   q++ q   #   ss  ss  .
.   .   .   b   .   .   .
.   .   .   .   .   .   .
bonus: q
";
    let parsed = parse_map(&rules, text).unwrap();
    let sheet = score_sheet(&rules, &parsed.map, parsed.bonus_coat);
    let points = |code: &str| -> Vec<(u32, u32, u32)> {
        sheet
            .domains
            .iter()
            .filter(|d| d.coat == coat(&rules, code))
            .map(|d| (d.size, d.crosses, d.points))
            .collect()
    };
    assert_eq!(points("d"), [(2, 1, 2)]);
    assert_eq!(points("q"), [(2, 2, 4)]);
    assert_eq!(points("s"), [(1, 0, 0)]);
    assert_eq!(points("ss"), [(2, 0, 0)]);
    assert_eq!(points("b"), [(1, 0, 0)]);
    assert_eq!(sheet.bonus_points, 3);
    assert_eq!(sheet.total, 9);
    assert_eq!(sheet.largest_domain, 2);
}

#[test]
fn separate_domains_of_one_coat_score_separately_and_the_castle_joins_nothing() {
    let rules = default_rules();
    let text = "
.   .   .   .   .   .   .
.   .   .   .   .   .   .
.   .   d+  #   d+  .   .
.   .   .   .   .   .   .
.   .   .   .   .   .   .
bonus: d
";
    let parsed = parse_map(&rules, text).unwrap();
    let sheet = score_sheet(&rules, &parsed.map, parsed.bonus_coat);
    assert_eq!(sheet.domains.len(), 2);
    assert_eq!(sheet.total, 1 + 1 + 2 * 3);
    assert_eq!(sheet.largest_domain, 1);
}

#[test]
fn the_higher_total_wins() {
    let low = ScoreSummary {
        total: 10,
        largest_domain: 9,
    };
    let high = ScoreSummary {
        total: 11,
        largest_domain: 1,
    };
    assert_eq!(
        outcome([low, high]),
        Outcome::Winner {
            player: 1,
            by_tie_break: false
        }
    );
    assert_eq!(
        outcome([high, low]),
        Outcome::Winner {
            player: 0,
            by_tie_break: false
        }
    );
}

#[test]
fn a_tie_goes_to_the_largest_domain() {
    let small = ScoreSummary {
        total: 20,
        largest_domain: 4,
    };
    let large = ScoreSummary {
        total: 20,
        largest_domain: 6,
    };
    assert_eq!(
        outcome([small, large]),
        Outcome::Winner {
            player: 1,
            by_tie_break: true
        }
    );
}

#[test]
fn a_tie_on_both_is_a_draw() {
    let score = ScoreSummary {
        total: 20,
        largest_domain: 4,
    };
    assert_eq!(outcome([score, score]), Outcome::Draw);
}

// ---- Records and refusals -------------------------------------------------------------------

#[test]
fn a_refused_action_leaves_the_state_unchanged() {
    let rules = default_rules();
    let mut state = GameState::new(&rules, 3);
    let before = state.clone();
    for action in [
        Action::TakeDie { die: 9 },
        Action::Pass,
        Action::CastleBonus { slot: 0 },
        Action::PlaceCross {
            cell: cell(&rules, 1, 1),
        },
        draw(&rules, (1, 1), (1, 2)),
    ] {
        assert!(state.apply(&rules, action).is_err(), "{action:?}");
        assert_eq!(state, before);
    }
}

#[test]
fn off_map_and_nonsense_indices_are_refused_without_panicking() {
    let rules = rules_all_dice("d", DEFAULT_LINES);
    let mut state = game_with_a_first(&rules, [Default::default(), Default::default()]);
    draft_in_order(&mut state, &rules);
    let before = state.clone();
    let far = kingdomino_duel::rules::Cell(200);
    let nonsense = [
        Action::Draw(kingdomino_duel::rules::Drawing {
            cells: [far, far],
            powers: PlacementPowers::NONE,
        }),
        Action::CastleBonus { slot: 7 },
        Action::TurnDie { slot: 9, face: 200 },
        Action::ChooseBonusCoat { coat: CoatId(77) },
        Action::ChooseJokerCoat { coat: CoatId(250) },
        Action::TakeTwoDice { dice: [200, 201] },
    ];
    for action in nonsense {
        assert!(state.apply(&rules, action).is_err(), "{action:?}");
        assert_eq!(state, before);
    }
}

#[test]
fn a_record_from_another_rule_set_is_refused() {
    let rules = default_rules();
    let mut record = GameRecord::new(&rules, 5);
    record.rules_id = "some-mod".into();
    assert!(record.replay(&rules).is_err());
}

#[test]
fn the_same_seed_rolls_the_same_dice() {
    let rules = default_rules();
    let rolls = |seed| {
        let mut state = GameState::new(&rules, seed);
        let mut rolls = vec![state.roll()];
        for _ in 0..5 {
            draft_in_order(&mut state, &rules);
            while !matches!(state.step(), Step::Draft { .. } | Step::GameOver) {
                let last = *state.legal_actions(&rules).last().unwrap();
                act(&mut state, &rules, last);
            }
            rolls.push(state.roll());
        }
        rolls
    };
    assert_eq!(rolls(11), rolls(11));
    assert_ne!(rolls(11), rolls(12));
}

// ---- Jokers with the `d` and `s` powers -----------------------------------------------------

/// Draws `drawing` (listed), whose joker may then take every coat, and gives it `code`.
fn draw_a_freed_joker(state: &mut GameState, rules: &RuleSet, drawing: Action, code: &str) {
    assert!(state.legal_actions(rules).contains(&drawing));
    act(state, rules, drawing);
    assert_eq!(offered_joker_coats(state, rules).len(), rules.coats().len());
    act(state, rules, joker_coat(rules, code));
}

#[test]
fn a_joker_drawn_with_the_d_power_may_take_any_coat() {
    let (rules, mut state) = joker_and_b_with(&[Power::IgnoreConnection]);
    // The joker below the `q` would connect only as a `q`; the `d` power frees its coat.
    let freed = draw_with(&rules, (2, 7), (2, 6), IGNORE);
    draw_a_freed_joker(&mut state, &rules, freed, "d");
    assert_eq!(drawn_at(&state, &rules, 2, 7).as_deref(), Some("d"));
    assert_eq!(
        line(&state, &rules, 0, Power::IgnoreConnection),
        LineProgress::Gained { used: true }
    );
}

#[test]
fn the_d_power_is_not_needed_by_a_joker_next_to_the_castle() {
    let (rules, mut state) = joker_and_b_with(&[Power::IgnoreConnection]);
    // Next to the castle every coat connects: the power would free nothing.
    let wasted = draw_with(&rules, (3, 5), (3, 6), IGNORE);
    assert!(!state.legal_actions(&rules).contains(&wasted));
    assert_eq!(
        state.apply(&rules, wasted),
        Err(ActionError::PowerNotNeeded(Power::IgnoreConnection))
    );
}

#[test]
fn with_the_s_power_a_joker_must_connect_on_its_own() {
    let (rules, mut state) = joker_and_b_with(&[Power::SeparateDice]);
    // The joker below the `q`, the `b` above the castle: apart, each connecting on its own.
    act(
        &mut state,
        &rules,
        draw_with(&rules, (2, 7), (2, 4), SEPARATE),
    );
    assert_eq!(offered_joker_coats(&state, &rules), vec![coat(&rules, "q")]);
    assert_eq!(
        state.apply(&rules, joker_coat(&rules, "d")),
        Err(ActionError::JokerCoatNotConnected)
    );
}

#[test]
fn the_d_and_s_powers_together_draw_on_any_two_empty_squares() {
    let (rules, mut state) = joker_and_b_with(&[Power::IgnoreConnection, Power::SeparateDice]);
    // Legal with `s` alone (the joker as a `q`, the `b` above the castle): `d` frees the coat.
    let both_freeing = draw_with(&rules, (2, 7), (2, 4), IGNORE_AND_SEPARATE);
    assert!(state.legal_actions(&rules).contains(&both_freeing));
    // Legal with `s` alone whatever the joker's coat: `d` would be wasted.
    let wasting = draw_with(&rules, (3, 5), (2, 4), IGNORE_AND_SEPARATE);
    assert_eq!(
        state.apply(&rules, wasting),
        Err(ActionError::PowerNotNeeded(Power::IgnoreConnection))
    );
    let far_apart = draw_with(&rules, (5, 1), (1, 1), IGNORE_AND_SEPARATE);
    draw_a_freed_joker(&mut state, &rules, far_apart, "ss");
    for power in [Power::IgnoreConnection, Power::SeparateDice] {
        assert_eq!(
            line(&state, &rules, 0, power),
            LineProgress::Gained { used: true }
        );
    }
    assert_eq!(drawn_at(&state, &rules, 5, 1).as_deref(), Some("ss"));
    assert_eq!(drawn_at(&state, &rules, 1, 1).as_deref(), Some("b"));
}

#[test]
fn a_later_domino_connects_to_a_jokers_chosen_coat() {
    // Turn 1: seat 0 draws the joker (die 0) and a `b` (die 3); turn 2 it holds two `q`.
    let rules = rules_with([&["?"], &["q"], &["q"], &["b"]], DEFAULT_LINES);
    for (chosen, connects) in [("q", true), ("d", false)] {
        let empty = map(&rules, EMPTY_MAP);
        let mut state = game_with_a_first(&rules, [empty, empty]);
        draft_in_order(&mut state, &rules);
        act(&mut state, &rules, draw(&rules, (3, 5), (4, 5)));
        act(&mut state, &rules, joker_coat(&rules, chosen));
        act(&mut state, &rules, draw(&rules, (3, 5), (3, 6)));
        // Turn 2: seat 1 is A and draws its joker first; seat 0 holds dice 1 and 2.
        draft_in_order(&mut state, &rules);
        act(&mut state, &rules, draw(&rules, (3, 3), (3, 2)));
        act(&mut state, &rules, joker_coat(&rules, "b"));
        // Above the joker: the castle is only diagonal, nothing else touches.
        let above_the_joker = draw(&rules, (2, 5), (2, 6));
        let result = state.check(&rules, above_the_joker);
        if connects {
            assert_eq!(result, Ok(()), "a joker chosen as `q` connects a `q`");
        } else {
            assert_eq!(result, Err(ActionError::NotConnected));
        }
    }
}

// ---- Nothing is spent for nothing -----------------------------------------------------------

/// A drafted turn where seat 0 is A, holds the `ss` power and took die 0 showing `face`.
fn turning(rules: &RuleSet, face: u8) -> GameState {
    let empty = map(rules, EMPTY_MAP);
    let mut state =
        game_rolling(rules, 0, face, [empty, empty]).with_power(rules, 0, Power::TurnDie);
    draft_in_order(&mut state, rules);
    state
}

/// The `ss` turns offered now.
fn offered_turns(state: &GameState, rules: &RuleSet) -> Vec<Action> {
    state
        .legal_actions(rules)
        .into_iter()
        .filter(|action| matches!(action, Action::TurnDie { .. }))
        .collect()
}

#[test]
fn the_ss_power_never_turns_a_die_to_a_face_showing_the_same() {
    // Die 0 shows `d` on faces 0 and 2, `s` on face 1. Each different look is offered once,
    // named by its first face.
    let rules = rules_with([&["d", "s", "d"], &["q"], &["q"], &["q"]], DEFAULT_LINES);
    for (shown, offered, refused) in [
        (0, 1, ActionError::SameFace),
        (1, 0, ActionError::LookNamedEarlier),
    ] {
        let mut state = turning(&rules, shown);
        assert_eq!(
            offered_turns(&state, &rules),
            vec![Action::TurnDie {
                slot: 0,
                face: offered
            }]
        );
        assert_eq!(
            state.apply(&rules, Action::TurnDie { slot: 0, face: 2 }),
            Err(refused)
        );
        assert!(state.has_power(0, &rules, Power::TurnDie));
    }
}

#[test]
fn the_ss_power_turns_a_die_to_the_joker_but_not_one_joker_to_another() {
    let rules = rules_with([&["d", "?", "?"], &["q"], &["q"], &["q"]], DEFAULT_LINES);
    let mut state = turning(&rules, 1);
    assert_eq!(
        state.apply(&rules, Action::TurnDie { slot: 0, face: 2 }),
        Err(ActionError::SameFace)
    );

    let mut state = turning(&rules, 0);
    act(&mut state, &rules, Action::TurnDie { slot: 0, face: 1 });
    act(&mut state, &rules, draw(&rules, (3, 5), (3, 6)));
    assert_eq!(state.step(), Step::ChooseJokerCoat { player: 0, slot: 0 });
}

/// Seat 0's map with one pair of empty squares, (1,1) and (1,2), and a `q` under (1,1).
const ONE_PAIR_LEFT: &str = "
.  .  s  s  s  s  s
q  s  s  s  s  s  s
s  s  s  #  s  s  s
s  s  s  s  s  s  s
s  s  s  s  s  s  s
";

#[test]
fn a_die_turned_with_ss_can_unblock_a_player_who_then_must_draw() {
    // Die 0 shows `d` (face 0) and can turn to `q`, which connects below (1,1).
    let rules = rules_with([&["d", "q"], &["d"], &["d"], &["d"]], DEFAULT_LINES);
    let maps = [map(&rules, ONE_PAIR_LEFT), map(&rules, EMPTY_MAP)];
    let mut state = game_rolling(&rules, 0, 0, maps).with_power(&rules, 0, Power::TurnDie);
    draft_in_order(&mut state, &rules);
    let legal = state.legal_actions(&rules);
    assert!(legal.contains(&Action::Pass));
    assert!(!legal.contains(&Action::CastleBonus { slot: 0 }));
    act(&mut state, &rules, Action::TurnDie { slot: 0, face: 1 });
    assert_eq!(
        state.apply(&rules, Action::Pass),
        Err(ActionError::MustDraw)
    );
    let legal = state.legal_actions(&rules);
    assert!(!legal.contains(&Action::Pass));
    assert!(legal.contains(&Action::CastleBonus { slot: 0 }));
    act(&mut state, &rules, draw(&rules, (1, 1), (1, 2)));
}

#[test]
fn the_castle_bonus_is_not_offered_to_a_player_who_cannot_draw() {
    let rules = rules_all_dice("d", DEFAULT_LINES);
    let maps = [map(&rules, ONE_PAIR_LEFT), map(&rules, EMPTY_MAP)];
    let mut state = game_with_a_first(&rules, maps);
    draft_in_order(&mut state, &rules);
    assert_eq!(state.legal_actions(&rules), vec![Action::Pass]);
    assert_eq!(
        state.apply(&rules, Action::CastleBonus { slot: 0 }),
        Err(ActionError::NothingToDraw)
    );
    act(&mut state, &rules, Action::Pass);
    assert!(!state.player(0).castle_bonus_used);
}

#[test]
fn passing_while_holding_d_or_s_is_a_choice_and_gives_the_castle_bonus_back() {
    // Seat 0 could draw on its last pair with `d` (nothing connects there), or with `d` and `s`.
    for powers in [
        &[Power::IgnoreConnection][..],
        &[Power::IgnoreConnection, Power::SeparateDice][..],
    ] {
        let rules = rules_all_dice("d", DEFAULT_LINES);
        let maps = [map(&rules, ONE_PAIR_LEFT), map(&rules, EMPTY_MAP)];
        let mut state = game_with_a_first(&rules, maps);
        for &power in powers {
            state = state.with_power(&rules, 0, power);
        }
        draft_in_order(&mut state, &rules);
        let legal = state.legal_actions(&rules);
        assert!(legal.contains(&Action::Pass), "{powers:?}");
        assert!(legal.contains(&draw_with(&rules, (1, 1), (1, 2), IGNORE)));
        act(&mut state, &rules, Action::CastleBonus { slot: 1 });
        act(&mut state, &rules, Action::Pass);
        let player = state.player(0);
        assert!(!player.drew);
        assert!(
            !player.castle_bonus_used,
            "the bonus is not spent on a pass"
        );
        for &power in powers {
            assert!(state.has_power(0, &rules, power), "{power:?} is kept");
        }
    }
    // With `s` alone the pair is no help: each die would have to connect on its own.
    let rules = rules_all_dice("d", DEFAULT_LINES);
    let maps = [map(&rules, ONE_PAIR_LEFT), map(&rules, EMPTY_MAP)];
    let mut state = game_with_a_first(&rules, maps).with_power(&rules, 0, Power::SeparateDice);
    draft_in_order(&mut state, &rules);
    assert_eq!(state.legal_actions(&rules), vec![Action::Pass]);
    act(&mut state, &rules, Action::Pass);
    assert!(!state.player(0).drew);
}

#[test]
fn the_castle_bonus_adds_to_the_crosses_a_face_already_has() {
    let rules = rules_all_dice("q++", DEFAULT_LINES);
    let mut state = drafted_on_empty_maps(&rules);
    act(&mut state, &rules, Action::CastleBonus { slot: 0 });
    act(&mut state, &rules, draw(&rules, (3, 5), (3, 6)));
    let map = &state.player(0).map;
    assert_eq!(map.crosses_at(cell(&rules, 3, 5)), 3);
    assert_eq!(map.crosses_at(cell(&rules, 3, 6)), 2);
}

// ---- The spellbook in one turn --------------------------------------------------------------

#[test]
fn immediate_powers_both_gained_in_one_turn_apply_a_first() {
    // A draws dice 0 and 3 (`b`), B dice 1 and 2 (`q`); both lines are one square long.
    let rules = rules_with([&["b"], &["q"], &["q"], &["b"]], [5, 5, 4, 4, 1, 1]);
    for a in [0, 1] {
        let empty = map(&rules, EMPTY_MAP);
        let mut state = game_with_a(&rules, a, [empty, empty]);
        draft_in_order(&mut state, &rules);
        act(&mut state, &rules, draw(&rules, (3, 5), (3, 6)));
        act(&mut state, &rules, draw(&rules, (3, 5), (3, 6)));
        let b = 1 - a;
        let bonus_coat = Action::ChooseBonusCoat {
            coat: coat(&rules, "b"),
        };
        let cross = Action::PlaceCross {
            cell: cell(&rules, 3, 5),
        };
        for (player, power, action) in [
            (a, Power::DomainBonus, bonus_coat),
            (b, Power::ExtraCross, cross),
        ] {
            assert_eq!(state.step(), Step::ApplyPower { player, power });
            act(&mut state, &rules, action);
        }
        assert_eq!(state.step(), Step::Draft { pick: 0 });
        assert_eq!(state.player(a).bonus_coat, Some(coat(&rules, "b")));
        assert_eq!(state.player(b).map.crosses_at(cell(&rules, 3, 5)), 1);
    }
}

#[test]
fn one_player_can_complete_two_lines_in_one_turn() {
    // A draws a `d` (die 0) and an `s` (die 3); both lines are one square long.
    let rules = rules_with([&["d"], &["q"], &["q"], &["s"]], [1, 1, 4, 4, 3, 3]);
    let mut state = drafted_on_empty_maps(&rules);
    act(&mut state, &rules, draw(&rules, (3, 5), (3, 6)));
    act(&mut state, &rules, draw(&rules, (3, 5), (3, 6)));
    for power in [Power::IgnoreConnection, Power::SeparateDice] {
        assert_eq!(
            line(&state, &rules, 0, power),
            LineProgress::Gained { used: false }
        );
        assert_eq!(line(&state, &rules, 1, power), LineProgress::StruckOut);
    }
    assert_eq!(
        line(&state, &rules, 1, Power::ExtraCross),
        LineProgress::Filling(2)
    );
}

/// Seat 1's map with room for exactly one more domino: the game ends with this turn.
const TWO_SQUARES_LEFT: &str = "
s  s  s  s  s  s  s
s  s  s  s  s  s  s
s  s  s  #  .  .  s
s  s  s  s  s  s  s
s  s  s  s  s  s  s
";

#[test]
fn an_immediate_power_gained_on_the_last_turn_is_applied_before_the_end() {
    let rules = rules_with([&["b"], &["q"], &["q"], &["b"]], [5, 5, 4, 4, 1, 3]);
    let maps = [map(&rules, EMPTY_MAP), map(&rules, TWO_SQUARES_LEFT)];
    let mut state = game_with_a_first(&rules, maps);
    draft_in_order(&mut state, &rules);
    act(&mut state, &rules, draw(&rules, (3, 5), (3, 6)));
    act(&mut state, &rules, draw(&rules, (3, 5), (3, 6)));
    assert!(!state.is_over(), "the power comes first");
    act(
        &mut state,
        &rules,
        Action::ChooseBonusCoat {
            coat: coat(&rules, "b"),
        },
    );
    assert!(state.is_over());
    assert_eq!(state.scores(&rules)[0].total, 3, "one `b` domain, no cross");
}

#[test]
fn the_game_ends_when_both_maps_fill_in_the_same_turn() {
    let rules = rules_all_dice("s+", DEFAULT_LINES);
    let full = map(&rules, TWO_SQUARES_LEFT);
    let mut state = game_with_a_first(&rules, [full, full]);
    draft_in_order(&mut state, &rules);
    act(&mut state, &rules, draw(&rules, (3, 5), (3, 6)));
    assert!(!state.is_over(), "B still draws");
    act(&mut state, &rules, draw(&rules, (3, 5), (3, 6)));
    assert_eq!(state.end_reason(), Some(EndReason::BothMapsFull));
    assert!(state.player(0).map.is_full(rules.board()));
    assert!(state.player(1).map.is_full(rules.board()));
    assert_eq!(state.outcome(&rules), Some(Outcome::Draw));
}

#[test]
fn taking_two_dice_is_refused_after_the_first_pick() {
    let rules = rules_all_dice("d", DEFAULT_LINES);
    let empty = map(&rules, EMPTY_MAP);
    let mut state =
        game_with_a_first(&rules, [empty, empty]).with_power(&rules, 0, Power::TakeTwoDice);
    act(&mut state, &rules, Action::TakeDie { die: 0 });
    let before = state.clone();
    assert_eq!(
        state.apply(&rules, Action::TakeTwoDice { dice: [1, 2] }),
        Err(ActionError::NotNow)
    );
    assert_eq!(state, before);
    assert!(state.has_power(0, &rules, Power::TakeTwoDice));
}

// ---- Where the rulebooks read differently ---------------------------------------------------

/// Both maps blocked for `d` dice: seat 0 has one pair of empty squares where nothing connects.
fn blocked_turn(rules: &RuleSet, seat_0_powers: &[Power]) -> GameState {
    let maps = [map(rules, ONE_PAIR_LEFT), map(rules, NO_PAIR_LEFT)];
    let mut state = game_with_a_first(rules, maps);
    for &power in seat_0_powers {
        state = state.with_power(rules, 0, power);
    }
    draft_in_order(&mut state, rules);
    act(&mut state, rules, Action::Pass);
    act(&mut state, rules, Action::Pass);
    state
}

#[test]
fn by_default_the_game_ends_when_nobody_drew_even_if_someone_could_have() {
    let rules = rules_all_dice("d", DEFAULT_LINES);
    let state = blocked_turn(&rules, &[Power::IgnoreConnection]);
    assert!(state.has_power(0, &rules, Power::IgnoreConnection));
    assert!(state.is_over());
    assert_eq!(state.end_reason(), Some(EndReason::NobodyDrew));
}

#[test]
fn with_the_option_a_player_who_could_draw_with_a_kept_power_must() {
    let d = &["d"][..];
    let rules = rules_with_option([d, d, d, d], DEFAULT_LINES, ("game_end", "NobodyCouldDraw"));
    let maps = [map(&rules, ONE_PAIR_LEFT), map(&rules, NO_PAIR_LEFT)];
    let mut state = game_with_a_first(&rules, maps).with_power(&rules, 0, Power::IgnoreConnection);
    draft_in_order(&mut state, &rules);
    assert!(!state.legal_actions(&rules).contains(&Action::Pass));
    assert_eq!(
        state.apply(&rules, Action::Pass),
        Err(ActionError::MustUseKeptPower)
    );
    act(
        &mut state,
        &rules,
        draw_with(&rules, (1, 1), (1, 2), IGNORE),
    );
    act(&mut state, &rules, Action::Pass);
    assert_eq!(
        state.end_reason(),
        Some(EndReason::MapFull { seat: 0 }),
        "seat 0 drew on its last pair"
    );
    let state = blocked_turn(&rules, &[]);
    assert!(state.is_over(), "nobody could draw");
}

#[test]
fn with_the_option_a_die_a_kept_ss_would_turn_to_fit_must_be_turned() {
    // Seat 0's last pair fits a `q` but not the `d` die 0 shows: `ss` could turn it.
    let dice: [&[&str]; 4] = [&["d", "q"], &["d"], &["d"], &["d"]];
    let rules = rules_with_option(dice, DEFAULT_LINES, ("game_end", "NobodyCouldDraw"));
    let maps = [map(&rules, ONE_PAIR_LEFT), map(&rules, NO_PAIR_LEFT)];
    let mut state = game_rolling(&rules, 0, 0, maps).with_power(&rules, 0, Power::TurnDie);
    draft_in_order(&mut state, &rules);
    let legal = state.legal_actions(&rules);
    assert!(!legal.contains(&Action::Pass), "{legal:?}");
    assert_eq!(
        state.check(&rules, Action::Pass),
        Err(ActionError::MustUseKeptPower)
    );
    // Under the default end rule the same player may keep the power and pass.
    let rules = rules_with_option(dice, DEFAULT_LINES, ("game_end", "NobodyDrew"));
    let maps = [map(&rules, ONE_PAIR_LEFT), map(&rules, NO_PAIR_LEFT)];
    let mut state = game_rolling(&rules, 0, 0, maps).with_power(&rules, 0, Power::TurnDie);
    draft_in_order(&mut state, &rules);
    assert_eq!(state.check(&rules, Action::Pass), Ok(()));
}

#[test]
fn by_default_a_player_who_draws_nothing_fills_no_spellbook_square() {
    let rules = rules_all_dice("d", DEFAULT_LINES);
    let state = blocked_turn(&rules, &[]);
    assert_eq!(
        line(&state, &rules, 0, Power::IgnoreConnection),
        LineProgress::Filling(0)
    );
}

#[test]
fn with_the_option_the_dice_taken_fill_the_spellbook_without_drawing() {
    let d = &["d"][..];
    let rules = rules_with_option(
        [d, d, d, d],
        DEFAULT_LINES,
        ("spellbook_without_drawing", "true"),
    );
    let state = blocked_turn(&rules, &[]);
    for seat in [0, 1] {
        assert_eq!(
            line(&state, &rules, seat, Power::IgnoreConnection),
            LineProgress::Filling(2)
        );
    }
}

/// One pair of empty squares that an `s` domino fills, and one lone empty square.
const LAST_PAIR: &str = "
.  .  s  s  s  s  s
s  s  s  s  s  s  s
s  s  s  #  s  s  s
s  s  s  s  s  s  s
s  s  s  s  s  s  .
";

/// Both players draw an `s` domino into their last pair of empty squares.
fn last_pairs_drawn(rules: &RuleSet) -> GameState {
    let mut state = game_with_a_first(rules, [map(rules, LAST_PAIR), map(rules, LAST_PAIR)]);
    draft_in_order(&mut state, rules);
    act(&mut state, rules, draw(rules, (1, 1), (1, 2)));
    act(&mut state, rules, draw(rules, (1, 1), (1, 2)));
    state
}

#[test]
fn the_game_ends_at_once_when_no_roll_could_let_anyone_draw() {
    let rules = rules_all_dice("s", DEFAULT_LINES);
    let state = last_pairs_drawn(&rules);
    assert!(!state.anyone_could_draw_again(&rules));
    assert_eq!(
        state.end_reason(),
        Some(EndReason::NoRoomLeft),
        "no pointless roll: {:?}",
        state.step()
    );
    assert_eq!(state.turn(), 1);
}

#[test]
fn a_kept_s_power_keeps_the_game_going_while_two_lone_squares_are_left() {
    let rules = rules_all_dice("s", DEFAULT_LINES);
    let two_lone = LAST_PAIR.replacen("s  s  s  #", ".  s  s  #", 1);
    let maps = [map(&rules, LAST_PAIR), map(&rules, &two_lone)];
    let play = |state: GameState| {
        let mut state = state;
        draft_in_order(&mut state, &rules);
        act(&mut state, &rules, draw(&rules, (1, 1), (1, 2)));
        act(&mut state, &rules, draw(&rules, (1, 1), (1, 2)));
        state
    };
    assert!(play(game_with_a_first(&rules, maps)).is_over());
    let kept_s = play(game_with_a_first(&rules, maps).with_power(&rules, 1, Power::SeparateDice));
    assert!(kept_s.anyone_could_draw_again(&rules));
    assert!(
        !kept_s.is_over(),
        "seat 1 could draw one die on each lone square"
    );
}

#[test]
fn with_the_option_the_last_roll_is_played_when_no_map_has_room() {
    let s = &["s"][..];
    let rules = rules_with_option(
        [s, s, s, s],
        DEFAULT_LINES,
        ("spellbook_without_drawing", "true"),
    );
    let state = last_pairs_drawn(&rules);
    assert!(!state.anyone_could_draw_again(&rules));
    assert!(!state.is_over(), "the dice taken still fill the spellbook");
    assert_eq!(state.turn(), 2);
}

// ---- Previews -------------------------------------------------------------------------------

#[test]
fn the_score_preview_counts_a_drawing_with_its_jokers_best_coat() {
    use kingdomino_duel::rules::preview::score_change;
    // Seat 0 draws a joker and a `q+` next to a `q` domain with a cross already.
    let rules = rules_with([&["?"], &["d"], &["d"], &["q+"]], DEFAULT_LINES);
    let text = "
. . . . . . .
. . . . . . .
. . . # q+ . .
. . . . . . .
. . . . . . .
";
    let mut state = game_with_a_first(&rules, [map(&rules, text), map(&rules, EMPTY_MAP)]);
    draft_in_order(&mut state, &rules);
    let before = state.clone();
    // The joker on (2,5) joins the `q` domain as a `q`: 3 squares x 2 crosses = 6, was 1.
    let drawing = draw(&rules, (2, 5), (2, 6));
    assert_eq!(score_change(&rules, &state, drawing), Some(5));
    assert_eq!(state, before, "a preview changes nothing");
    assert_eq!(
        score_change(&rules, &state, draw(&rules, (5, 1), (5, 2))),
        None
    );
}

#[test]
fn the_score_preview_of_two_jokers_is_what_their_best_coats_score_together() {
    use kingdomino_duel::rules::preview::score_change;
    // Seat 0 draws two jokers in a row next to a `d` square with a cross: each pays only if
    // both take `d`, so the coats must be judged together.
    let rules = rules_with([&["?"], &["d"], &["d"], &["?"]], DEFAULT_LINES);
    let text = "
. . . . . . .
. . . d+ . . .
. . . # . . .
. . . . . . .
. . . . . . .
";
    let mut state = game_with_a_first(&rules, [map(&rules, text), map(&rules, EMPTY_MAP)]);
    draft_in_order(&mut state, &rules);
    // The first joker, chosen first, lies away from the `d` square: alone it pays nothing.
    let drawing = draw(&rules, (1, 3), (1, 4));
    let total = |state: &GameState| state.scores(&rules)[0].total as i32;
    let best_drawn = rules
        .coat_ids()
        .flat_map(|first| rules.coat_ids().map(move |second| (first, second)))
        .filter_map(|(first, second)| {
            let mut drawn = state.clone();
            drawn.apply(&rules, drawing).ok()?;
            drawn
                .apply(&rules, Action::ChooseJokerCoat { coat: first })
                .ok()?;
            drawn
                .apply(&rules, Action::ChooseJokerCoat { coat: second })
                .ok()?;
            Some(total(&drawn) - total(&state))
        })
        .max();
    // Both `d`: one domain of 3 squares with 1 cross, 3 points where there was 1.
    assert_eq!(best_drawn, Some(2));
    assert_eq!(score_change(&rules, &state, drawing), best_drawn);
}

#[test]
fn a_q_power_gained_with_nothing_drawn_is_spent_unused() {
    // A one-row map: the castle between two squares, so no domino fits and nothing is drawn,
    // and the French reading fills the spellbook all the same.
    let q = &["q"][..];
    let text = rules_text_with([q, q, q, q], [5, 5, 4, 4, 3, 1])
        .replace(
            "map: (rows: 5, columns: 7, castle: (row: 3, column: 4))",
            "map: (rows: 1, columns: 3, castle: (row: 1, column: 2))",
        )
        .replace(
            "spellbook_without_drawing: false",
            "spellbook_without_drawing: true",
        );
    let rules = RuleSet::from_ron(&text, "tiny.ron").unwrap();
    let mut state = game_with_a_first(&rules, [Default::default(), Default::default()]);
    draft_in_order(&mut state, &rules);
    act(&mut state, &rules, Action::Pass);
    act(&mut state, &rules, Action::Pass);
    assert_eq!(
        line(&state, &rules, 0, Power::ExtraCross),
        LineProgress::Gained { used: true }
    );
    assert!(
        state.is_over(),
        "no step waits for a cross with nowhere to go"
    );
}

#[test]
fn a_square_holds_at_most_fifteen_crosses() {
    let rules = default_rules();
    let square = cell(&rules, 1, 1);
    let mut map = kingdomino_duel::rules::Map::default();
    map.draw(square, coat(&rules, "d"), 40);
    assert_eq!(map.crosses_at(square), 15);
    map.add_cross(square);
    assert_eq!(map.crosses_at(square), 15);
}

// ---- Rolls from outside the engine ----------------------------------------------------------

#[test]
fn a_roll_is_given_from_outside_only_at_a_turns_start_and_with_faces_the_dice_have() {
    let rules = default_rules();
    let mut state = GameState::new(&rules, 5);
    assert_eq!(
        state.give_roll(&rules, [1, 2, 3, 4]),
        Ok(Report::Rolled {
            turn: 1,
            faces: [1, 2, 3, 4]
        })
    );
    assert_eq!(state.roll(), [1, 2, 3, 4]);
    let six_faces = rules.dice()[0].faces.len() as u8;
    assert_eq!(
        state.give_roll(&rules, [six_faces, 0, 0, 0]),
        Err(ActionError::NoSuchFace)
    );
    assert_eq!(state.roll(), [1, 2, 3, 4], "a refused roll changes nothing");
    act(&mut state, &rules, Action::TakeDie { die: 0 });
    assert_eq!(
        state.give_roll(&rules, [0, 0, 0, 0]),
        Err(ActionError::NotNow)
    );
}

/// Plays a game whose dice a "server" rolls (its own stream, not the game's seed), keeping each
/// turn's roll in the record as an online game will.
fn game_rolled_outside(rules: &RuleSet, seed: u64, server_seed: u64) -> (GameState, GameRecord) {
    use kingdomino_duel::rules::rng::{DrawBelow, SplitMix64};
    use rand::SeedableRng;
    let mut server = SplitMix64::seed_from_u64(server_seed);
    let mut roll = |state: &mut GameState, record: &mut GameRecord| {
        let faces =
            [0, 1, 2, 3].map(|die| server.below(rules.dice()[die].faces.len() as u32) as u8);
        state.give_roll(rules, faces).unwrap();
        record.rolls.push(faces);
    };
    let mut state = GameState::new(rules, seed);
    let mut record = GameRecord::new(rules, seed);
    roll(&mut state, &mut record);
    while !state.is_over() {
        let turn = state.turn();
        let action = state.legal_actions(rules)[0];
        state.apply(rules, action).unwrap();
        record.actions.push(action);
        if state.turn() != turn && !state.is_over() {
            roll(&mut state, &mut record);
        }
    }
    (state, record)
}

#[test]
fn a_record_that_keeps_its_rolls_replays_without_the_seeds_dice() {
    let rules = default_rules();
    let (end, record) = game_rolled_outside(&rules, 11, 99);
    assert_eq!(record.rolls.len() as u32, end.turn());
    assert_eq!(record.replay(&rules).unwrap(), end);
    // Another seed with the same first player: the kept rolls, not the seed, give the dice.
    let other_seed = (12..)
        .find(|&seed| GameState::first_a(seed) == GameState::first_a(11))
        .unwrap();
    let reseeded = GameRecord {
        seed: other_seed,
        ..record.clone()
    };
    let replayed = reseeded.replay(&rules).unwrap();
    for seat in [0, 1] {
        assert_eq!(replayed.player(seat).map, end.player(seat).map);
    }
    // Without its rolls the same actions are another game (or no game at all).
    let without_rolls = GameRecord {
        rolls: Vec::new(),
        ..record.clone()
    };
    assert_ne!(without_rolls.replay(&rules).ok(), Some(end));
    // Rolls that stop early are named.
    let cut = GameRecord {
        rolls: record.rolls[..1].to_vec(),
        ..record
    };
    assert_eq!(
        cut.replay(&rules).unwrap_err(),
        ReplayError::MissingRoll { turn: 2 }
    );
}
