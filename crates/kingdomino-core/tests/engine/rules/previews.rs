//! Score previews, crosses, and rolls given from outside the engine.

use super::*;
use kingdomino_core::duel::NoOptions;

// ---- Previews -------------------------------------------------------------------------------

#[test]
fn the_score_preview_counts_a_drawing_with_its_jokers_best_coat() {
    use kingdomino_core::duel::preview::score_change;
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
    use kingdomino_core::duel::preview::score_change;
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
        line(&state, &rules, SeatNumber::FIRST, Power::ExtraCross),
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
    let mut map = kingdomino_core::kingdom::Map::default();
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
fn game_rolled_outside(rules: &RuleSet, seed: u64, server_seed: u64) -> (GameState, Record<Duel>) {
    use kingdomino_core::rng::{DrawBelow, SplitMix64};
    use rand::SeedableRng;
    let mut server = SplitMix64::seed_from_u64(server_seed);
    let mut roll = |state: &mut GameState, record: &mut Record<Duel>| {
        let faces =
            [0, 1, 2, 3].map(|die| server.below(rules.dice()[die].faces.len() as u32) as u8);
        state.give_roll(rules, faces).unwrap();
        record.deals.push(faces);
    };
    let mut state = GameState::new(rules, seed);
    let mut record = Record::<Duel>::new(rules, NoOptions, seed);
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
    assert_eq!(record.deals.len() as u32, end.turn());
    assert_eq!(record.replay(&rules).unwrap(), end);
    // Another seed with the same first player: the kept rolls, not the seed, give the dice.
    let other_seed = (12..)
        .find(|&seed| GameState::first_a(seed) == GameState::first_a(11))
        .unwrap();
    let reseeded = Record {
        seed: other_seed,
        ..record.clone()
    };
    let replayed = reseeded.replay(&rules).unwrap();
    for seat in SeatNumber::BOTH {
        assert_eq!(replayed.player(seat).map, end.player(seat).map);
    }
    // Without its rolls the same actions are another game (or no game at all).
    let without_rolls = Record {
        deals: Vec::new(),
        ..record.clone()
    };
    assert_ne!(without_rolls.replay(&rules).ok(), Some(end));
    // Rolls that stop early are named.
    let cut = Record {
        deals: record.deals[..1].to_vec(),
        ..record
    };
    assert_eq!(
        cut.replay(&rules).unwrap_err(),
        ReplayError::MissingDeal { deal: 1 }
    );
}
