//! The game's end, scoring and the tie-break, and records and refusals.

use super::*;
use kingdomino_core::duel::{NoOptions, SeatNumber};

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
    assert_eq!(
        state.end_reason(),
        Some(EndReason::MapFull {
            seat: SeatNumber::SECOND
        })
    );
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
            player: SeatNumber::SECOND,
            by_tie_break: false
        }
    );
    assert_eq!(
        outcome([high, low]),
        Outcome::Winner {
            player: SeatNumber::FIRST,
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
            player: SeatNumber::SECOND,
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
    let far = kingdomino_core::kingdom::Cell(200);
    let nonsense = [
        Action::Draw(kingdomino_core::duel::Drawing {
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
    let mut record = Record::<Duel>::new(&rules, NoOptions, 5);
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
