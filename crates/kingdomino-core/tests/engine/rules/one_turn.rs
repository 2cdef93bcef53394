//! The spellbook in one turn, and where the rulebooks read differently.

use super::*;
use kingdomino_core::duel::SeatNumber;

// ---- The spellbook in one turn --------------------------------------------------------------

#[test]
fn immediate_powers_both_gained_in_one_turn_apply_a_first() {
    // A draws dice 0 and 3 (`b`), B dice 1 and 2 (`q`); both lines are one square long.
    let rules = rules_with([&["b"], &["q"], &["q"], &["b"]], [5, 5, 4, 4, 1, 1]);
    for a in SeatNumber::BOTH {
        let empty = map(&rules, EMPTY_MAP);
        let mut state = game_with_a(&rules, a, [empty, empty]);
        draft_in_order(&mut state, &rules);
        act(&mut state, &rules, draw(&rules, (3, 5), (3, 6)));
        act(&mut state, &rules, draw(&rules, (3, 5), (3, 6)));
        let b = a.other();
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
            line(&state, &rules, SeatNumber::FIRST, power),
            LineProgress::Gained { used: false }
        );
        assert_eq!(
            line(&state, &rules, SeatNumber::SECOND, power),
            LineProgress::StruckOut
        );
    }
    assert_eq!(
        line(&state, &rules, SeatNumber::SECOND, Power::ExtraCross),
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
    assert!(state.player(SeatNumber::FIRST).map.is_full(rules.board()));
    assert!(state.player(SeatNumber::SECOND).map.is_full(rules.board()));
    assert_eq!(state.outcome(&rules), Some(Outcome::Draw));
}

#[test]
fn taking_two_dice_is_refused_after_the_first_pick() {
    let rules = rules_all_dice("d", DEFAULT_LINES);
    let empty = map(&rules, EMPTY_MAP);
    let mut state = game_with_a_first(&rules, [empty, empty]).with_power(
        &rules,
        SeatNumber::FIRST,
        Power::TakeTwoDice,
    );
    act(&mut state, &rules, Action::TakeDie { die: 0 });
    let before = state.clone();
    assert_eq!(
        state.apply(&rules, Action::TakeTwoDice { dice: [1, 2] }),
        Err(ActionError::NotNow)
    );
    assert_eq!(state, before);
    assert!(state.has_power(SeatNumber::FIRST, &rules, Power::TakeTwoDice));
}

// ---- Where the rulebooks read differently ---------------------------------------------------

/// Both maps blocked for `d` dice: seat 0 has one pair of empty squares where nothing connects.
fn blocked_turn(rules: &RuleSet, seat_0_powers: &[Power]) -> GameState {
    let maps = [map(rules, ONE_PAIR_LEFT), map(rules, NO_PAIR_LEFT)];
    let mut state = game_with_a_first(rules, maps);
    for &power in seat_0_powers {
        state = state.with_power(rules, SeatNumber::FIRST, power);
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
    assert!(state.has_power(SeatNumber::FIRST, &rules, Power::IgnoreConnection));
    assert!(state.is_over());
    assert_eq!(state.end_reason(), Some(EndReason::NobodyDrew));
}

#[test]
fn with_the_option_a_player_who_could_draw_with_a_kept_power_must() {
    let d = &["d"][..];
    let rules = rules_with_option([d, d, d, d], DEFAULT_LINES, ("game_end", "NobodyCouldDraw"));
    let maps = [map(&rules, ONE_PAIR_LEFT), map(&rules, NO_PAIR_LEFT)];
    let mut state = game_with_a_first(&rules, maps).with_power(
        &rules,
        SeatNumber::FIRST,
        Power::IgnoreConnection,
    );
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
        Some(EndReason::MapFull {
            seat: SeatNumber::FIRST
        }),
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
    let mut state =
        game_rolling(&rules, 0, 0, maps).with_power(&rules, SeatNumber::FIRST, Power::TurnDie);
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
    let mut state =
        game_rolling(&rules, 0, 0, maps).with_power(&rules, SeatNumber::FIRST, Power::TurnDie);
    draft_in_order(&mut state, &rules);
    assert_eq!(state.check(&rules, Action::Pass), Ok(()));
}

#[test]
fn by_default_a_player_who_draws_nothing_fills_no_spellbook_square() {
    let rules = rules_all_dice("d", DEFAULT_LINES);
    let state = blocked_turn(&rules, &[]);
    assert_eq!(
        line(&state, &rules, SeatNumber::FIRST, Power::IgnoreConnection),
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
    for seat in SeatNumber::BOTH {
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
    let kept_s = play(game_with_a_first(&rules, maps).with_power(
        &rules,
        SeatNumber::SECOND,
        Power::SeparateDice,
    ));
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
