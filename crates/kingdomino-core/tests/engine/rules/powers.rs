//! The six powers, each in use.

use super::*;
use kingdomino_core::duel::SeatNumber;

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
    assert_eq!(state.player_a(), SeatNumber::SECOND);
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
        line(&state, &rules, SeatNumber::FIRST, Power::IgnoreConnection),
        LineProgress::Gained { used: true }
    );
    assert_eq!(
        state
            .player(SeatNumber::FIRST)
            .map
            .coat_at(cell(&rules, 5, 1)),
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
        line(&state, &rules, SeatNumber::FIRST, Power::SeparateDice),
        LineProgress::Gained { used: true }
    );
    let map = &state.player(SeatNumber::FIRST).map;
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
    assert_eq!(state.player_a(), SeatNumber::FIRST);
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
    let dice = |seat: SeatNumber| state.player(seat).full_domino().unwrap().map(|d| d.die);
    assert_eq!(dice(SeatNumber::FIRST), [1, 3]);
    assert_eq!(dice(SeatNumber::SECOND), [0, 2]);
    assert_eq!(
        state.step(),
        Step::Fill {
            player: SeatNumber::FIRST
        }
    );
    assert_eq!(
        line(&state, &rules, SeatNumber::FIRST, Power::TakeTwoDice),
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
        line(&state, &rules, SeatNumber::FIRST, Power::TurnDie),
        LineProgress::Gained { used: false }
    );
    // Turn 2: seat 1 is A and takes 0; seat 0 takes 1 and 3; seat 1 gets die 2.
    take_ss(&mut state);
    act(&mut state, &rules, draw(&rules, (2, 5), (2, 6)));
    if state.step()
        == (Step::ChooseJokerCoat {
            player: SeatNumber::SECOND,
            slot: 1,
        })
    {
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
    let domino = state.player(SeatNumber::FIRST).full_domino().unwrap();
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
        line(&state, &rules, SeatNumber::FIRST, Power::TurnDie),
        LineProgress::Gained { used: true }
    );
    act(&mut state, &rules, draw(&rules, (4, 4), (4, 5)));
    assert_eq!(
        state
            .player(SeatNumber::FIRST)
            .map
            .crosses_at(cell(&rules, 4, 4)),
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
            player: SeatNumber::FIRST,
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
    assert_eq!(
        state.player(SeatNumber::FIRST).bonus_coat,
        Some(coat(&rules, "b"))
    );
    assert_eq!(
        line(&state, &rules, SeatNumber::FIRST, Power::DomainBonus),
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
            player: SeatNumber::FIRST,
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
    assert_eq!(
        state
            .player(SeatNumber::FIRST)
            .map
            .crosses_at(cell(&rules, 3, 6)),
        1
    );
    assert_eq!(state.scores(&rules)[0].total, 2);
}
