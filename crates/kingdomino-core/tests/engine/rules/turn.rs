//! The turn's order, the draft and the connection rules.

use super::*;
use kingdomino_core::duel::SeatNumber;

// ---- The turn -------------------------------------------------------------------------------

#[test]
fn first_player_a_comes_from_the_seed_and_a_alternates() {
    let rules = default_rules();
    let firsts: Vec<SeatNumber> = (0..40)
        .map(|seed| GameState::new(&rules, seed).player_a())
        .collect();
    assert!(SeatNumber::BOTH.iter().all(|seat| firsts.contains(seat)));
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
    assert_eq!(state.player_a(), SeatNumber::SECOND);
    assert_eq!(state.to_act(), Some(SeatNumber::SECOND));
}

#[test]
fn the_draft_goes_a_b_b_and_a_gets_the_last_die() {
    let rules = default_rules();
    let mut state = game_with_a_first(&rules, [Default::default(), Default::default()]);
    assert_eq!(state.to_act(), Some(SeatNumber::FIRST));
    act(&mut state, &rules, Action::TakeDie { die: 2 });
    assert_eq!(state.to_act(), Some(SeatNumber::SECOND));
    assert_eq!(
        state.apply(&rules, Action::TakeDie { die: 2 }),
        Err(ActionError::DieAlreadyTaken)
    );
    act(&mut state, &rules, Action::TakeDie { die: 0 });
    assert_eq!(state.to_act(), Some(SeatNumber::SECOND));
    act(&mut state, &rules, Action::TakeDie { die: 3 });
    let dice = |seat: SeatNumber| state.player(seat).full_domino().unwrap().map(|d| d.die);
    assert_eq!(dice(SeatNumber::FIRST), [2, 1]);
    assert_eq!(dice(SeatNumber::SECOND), [0, 3]);
    assert_eq!(
        state.step(),
        Step::Fill {
            player: SeatNumber::FIRST
        }
    );
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
    assert_eq!(
        state.step(),
        Step::ChooseJokerCoat {
            player: SeatNumber::FIRST,
            slot: 0
        }
    );
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
