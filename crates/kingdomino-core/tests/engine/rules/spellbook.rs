//! The spellbook: which dice fill a line, the race for a power, and the castle bonus.

use super::*;
use kingdomino_core::duel::SeatNumber;

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
        line(&state, &rules, SeatNumber::FIRST, Power::IgnoreConnection),
        LineProgress::Filling(1)
    );
    assert_eq!(
        line(&state, &rules, SeatNumber::FIRST, Power::DomainBonus),
        LineProgress::Filling(0)
    );
    assert_eq!(
        line(&state, &rules, SeatNumber::SECOND, Power::IgnoreConnection),
        LineProgress::Filling(0)
    );
    assert_eq!(
        line(&state, &rules, SeatNumber::SECOND, Power::SeparateDice),
        LineProgress::Filling(1)
    );
}

#[test]
fn a_die_not_drawn_fills_nothing() {
    let rules = rules_all_dice("d", DEFAULT_LINES);
    let maps = [map(&rules, NO_PAIR_LEFT), map(&rules, EMPTY_MAP)];
    let mut state = game_with_a_first(&rules, maps);
    draft_in_order(&mut state, &rules);
    assert_eq!(state.legal_actions(&rules), vec![Action::Pass]);
    act(&mut state, &rules, Action::Pass);
    act(&mut state, &rules, draw(&rules, (3, 5), (3, 6)));
    assert!(!state.player(SeatNumber::FIRST).drew);
    assert_eq!(
        line(&state, &rules, SeatNumber::FIRST, Power::IgnoreConnection),
        LineProgress::Filling(0)
    );
    assert_eq!(
        line(&state, &rules, SeatNumber::SECOND, Power::IgnoreConnection),
        LineProgress::Filling(2)
    );
}

/// Both players complete the 2-square `d` line on turn 1, with `a` as player A; returns each
/// seat's line afterwards.
fn race_for_the_d_line(a: SeatNumber) -> [LineProgress; 2] {
    let rules = rules_all_dice("d", [2, 5, 4, 4, 3, 3]);
    let empty = map(&rules, EMPTY_MAP);
    let mut state = game_with_a(&rules, a, [empty, empty]);
    draft_in_order(&mut state, &rules);
    act(&mut state, &rules, draw(&rules, (3, 5), (3, 6)));
    act(&mut state, &rules, draw(&rules, (3, 5), (3, 6)));
    SeatNumber::BOTH.map(|seat| line(&state, &rules, seat, Power::IgnoreConnection))
}

#[test]
fn player_b_completing_a_line_first_strikes_out_the_line_a_had_begun() {
    let rules = rules_all_dice("d", [2, 5, 4, 4, 3, 3]);
    let maps = [map(&rules, NO_PAIR_LEFT), map(&rules, EMPTY_MAP)];
    let mut state = game_with_a_first(&rules, maps).with_line(
        &rules,
        SeatNumber::FIRST,
        Power::IgnoreConnection,
        LineProgress::Filling(1),
    );
    draft_in_order(&mut state, &rules);
    act(&mut state, &rules, Action::Pass);
    let reports = state.apply(&rules, draw(&rules, (3, 5), (3, 6))).unwrap();
    assert_eq!(
        SeatNumber::BOTH.map(|seat| line(&state, &rules, seat, Power::IgnoreConnection)),
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
                seat: SeatNumber::SECOND,
                squares: [square(3, 5), square(3, 6)],
            },
            Report::SpellSquareFilled {
                seat: SeatNumber::SECOND,
                line: d_line,
                filled: 1,
            },
            Report::SpellSquareFilled {
                seat: SeatNumber::SECOND,
                line: d_line,
                filled: 2,
            },
            Report::PowerGained {
                seat: SeatNumber::SECOND,
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
    assert_eq!(
        race_for_the_d_line(SeatNumber::FIRST),
        [gained, LineProgress::StruckOut]
    );
}

#[test]
fn player_a_gets_a_line_both_complete_in_the_same_turn() {
    // Seat 1 is A this time: it fills first and gains the power.
    let gained = LineProgress::Gained { used: false };
    assert_eq!(
        race_for_the_d_line(SeatNumber::SECOND),
        [LineProgress::StruckOut, gained]
    );
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
    let map = &state.player(SeatNumber::FIRST).map;
    assert_eq!(map.crosses_at(cell(&rules, 3, 5)), 0);
    assert_eq!(map.crosses_at(cell(&rules, 3, 6)), 1);
    act(&mut state, &rules, draw(&rules, (3, 5), (3, 6)));
    assert_eq!(
        line(&state, &rules, SeatNumber::FIRST, Power::IgnoreConnection),
        LineProgress::Filling(1)
    );
    assert!(state.player(SeatNumber::FIRST).castle_bonus_used);
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
    let map = &state.player(SeatNumber::FIRST).map;
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
            .player(SeatNumber::FIRST)
            .lines
            .iter()
            .all(|l| *l == LineProgress::Filling(0))
    );
}
