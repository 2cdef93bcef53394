//! Jokers with the `d` and `s` powers, and nothing spent for nothing.

use super::*;
use kingdomino_core::duel::SeatNumber;

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
        line(&state, &rules, SeatNumber::FIRST, Power::IgnoreConnection),
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
            line(&state, &rules, SeatNumber::FIRST, power),
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
    let mut state = game_rolling(rules, 0, face, [empty, empty]).with_power(
        rules,
        SeatNumber::FIRST,
        Power::TurnDie,
    );
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
        assert!(state.has_power(SeatNumber::FIRST, &rules, Power::TurnDie));
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
    assert_eq!(
        state.step(),
        Step::ChooseJokerCoat {
            player: SeatNumber::FIRST,
            slot: 0
        }
    );
}

#[test]
fn a_die_turned_with_ss_can_unblock_a_player_who_then_must_draw() {
    // Die 0 shows `d` (face 0) and can turn to `q`, which connects below (1,1).
    let rules = rules_with([&["d", "q"], &["d"], &["d"], &["d"]], DEFAULT_LINES);
    let maps = [map(&rules, ONE_PAIR_LEFT), map(&rules, EMPTY_MAP)];
    let mut state =
        game_rolling(&rules, 0, 0, maps).with_power(&rules, SeatNumber::FIRST, Power::TurnDie);
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
    assert!(!state.player(SeatNumber::FIRST).castle_bonus_used);
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
            state = state.with_power(&rules, SeatNumber::FIRST, power);
        }
        draft_in_order(&mut state, &rules);
        let legal = state.legal_actions(&rules);
        assert!(legal.contains(&Action::Pass), "{powers:?}");
        assert!(legal.contains(&draw_with(&rules, (1, 1), (1, 2), IGNORE)));
        act(&mut state, &rules, Action::CastleBonus { slot: 1 });
        act(&mut state, &rules, Action::Pass);
        let player = state.player(SeatNumber::FIRST);
        assert!(!player.drew);
        assert!(
            !player.castle_bonus_used,
            "the bonus is not spent on a pass"
        );
        for &power in powers {
            assert!(
                state.has_power(SeatNumber::FIRST, &rules, power),
                "{power:?} is kept"
            );
        }
    }
    // With `s` alone the pair is no help: each die would have to connect on its own.
    let rules = rules_all_dice("d", DEFAULT_LINES);
    let maps = [map(&rules, ONE_PAIR_LEFT), map(&rules, EMPTY_MAP)];
    let mut state =
        game_with_a_first(&rules, maps).with_power(&rules, SeatNumber::FIRST, Power::SeparateDice);
    draft_in_order(&mut state, &rules);
    assert_eq!(state.legal_actions(&rules), vec![Action::Pass]);
    act(&mut state, &rules, Action::Pass);
    assert!(!state.player(SeatNumber::FIRST).drew);
}

#[test]
fn the_castle_bonus_adds_to_the_crosses_a_face_already_has() {
    let rules = rules_all_dice("q++", DEFAULT_LINES);
    let mut state = drafted_on_empty_maps(&rules);
    act(&mut state, &rules, Action::CastleBonus { slot: 0 });
    act(&mut state, &rules, draw(&rules, (3, 5), (3, 6)));
    let map = &state.player(SeatNumber::FIRST).map;
    assert_eq!(map.crosses_at(cell(&rules, 3, 5)), 3);
    assert_eq!(map.crosses_at(cell(&rules, 3, 6)), 2);
}
