//! The original game's computer players: always legal in games of 2, 3 and 4 and the Mighty
//! Duel, the same for the same seed, blind to the dominoes still face down, and each level
//! stronger than the one below it.

use kingdomino_core::ai::{ExpertBudget, ExpertPlayer, Level, Player, play_game};
use kingdomino_core::original::{Action, AnyGame, Bonuses, GameOptions, Original, OriginalRules};
use kingdomino_core::rng::{SplitMix64, splitmix64};
use proptest::prelude::*;
use rand::SeedableRng;
use web_time::Duration;

fn options(players: u8, mighty_duel: bool) -> GameOptions {
    GameOptions {
        players,
        mighty_duel,
        bonuses: Bonuses {
            middle: true,
            harmony: true,
        },
        dynasty: false,
    }
}

/// An Expert small enough for debug-build tests; the real budget is measured with `sim`.
fn quick_expert(seed: u64) -> ExpertPlayer<Original> {
    ExpertPlayer::new(
        seed,
        ExpertBudget {
            playouts: 24,
            candidates: 3,
        },
    )
}

/// A game after `moves` random actions.
fn random_position(options: GameOptions, seed: u64, moves: usize) -> AnyGame {
    let rules = OriginalRules::builtin();
    let mut game = AnyGame::new(&rules, options, seed).expect("a set-up for these options");
    let mut rng = SplitMix64::seed_from_u64(seed ^ 0x5EED);
    for _ in 0..moves {
        let Some(action) = game.random_action(&mut rng) else {
            break;
        };
        game.apply(action).expect("a random action is legal");
    }
    game
}

fn assert_every_level_is_legal(game: &AnyGame, seed: u64) -> Result<(), TestCaseError> {
    prop_assume!(game.player_to_act().is_some());
    let rules = OriginalRules::builtin();
    let legal = game.legal_actions();
    for level in [Level::Random, Level::Easy, Level::Normal] {
        let action = level.player::<Original>(seed).choose(&rules, game).unwrap();
        prop_assert!(
            legal.contains(&action),
            "{level} chose {action:?} at {:?}",
            game.step()
        );
    }
    let action = quick_expert(seed).choose(&rules, game).unwrap();
    prop_assert!(
        legal.contains(&action),
        "expert chose {action:?} at {:?}",
        game.step()
    );
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 60, ..ProptestConfig::default() })]

    #[test]
    fn every_level_answers_a_legal_action(seed in any::<u64>(), players in 2u8..=4, moves in 0usize..80) {
        let game = random_position(options(players, false), seed, moves);
        assert_every_level_is_legal(&game, seed)?;
    }

    #[test]
    fn every_level_answers_a_legal_action_in_the_mighty_duel(seed in any::<u64>(), moves in 0usize..100) {
        let game = random_position(options(2, true), seed, moves);
        assert_every_level_is_legal(&game, seed)?;
    }
}

/// A whole game between `levels` (the Expert a quick one), seeded: the final game.
fn whole_game(levels: &[Level], seed: u64) -> AnyGame {
    let rules = OriginalRules::builtin();
    let mut seeds = seed;
    let mut game = AnyGame::new(&rules, options(levels.len() as u8, false), seed)
        .expect("a set-up for these players");
    let mut players: Vec<Box<dyn Player<Original>>> = levels
        .iter()
        .map(|&level| match level {
            Level::Expert => Box::new(quick_expert(splitmix64(&mut seeds))) as Box<_>,
            _ => level.player(splitmix64(&mut seeds)),
        })
        .collect();
    play_game(&rules, &mut game, &mut players, |_, player, game| {
        player.choose(&rules, game)
    });
    game
}

#[test]
fn the_same_seed_makes_the_same_game() {
    let levels = [Level::Expert, Level::Normal, Level::Easy, Level::Random];
    for seed in [3, 17] {
        let first = whole_game(&levels, seed);
        assert!(
            first.player_to_act().is_none(),
            "the game is played to its end"
        );
        assert_eq!(first, whole_game(&levels, seed));
    }
    assert_ne!(
        whole_game(&levels, 3).scores(),
        whole_game(&levels, 17).scores()
    );
}

#[test]
fn the_expert_cannot_see_the_order_of_the_dominoes_face_down() {
    for seed in 0..6 {
        let rules = OriginalRules::builtin();
        let game = random_position(options(3, false), seed, 9 + seed as usize);
        let AnyGame::Five(five) = &game else {
            panic!("a kingdom of 5 by 5");
        };
        assert!(five.deck_left() > 1, "dominoes are still face down");
        let mut reordered = game.clone();
        reordered.shuffle_face_down(&mut SplitMix64::seed_from_u64(seed + 100));
        assert_ne!(game, reordered, "the order changed");
        assert_eq!(
            quick_expert(seed).choose(&rules, &game),
            quick_expert(seed).choose(&rules, &reordered),
            "seed {seed}"
        );
    }
}

#[test]
fn the_expert_decides_the_same_however_its_thinking_is_spread() {
    for seed in 0..6 {
        let rules = OriginalRules::builtin();
        let game = random_position(options(4, false), seed, 2 * seed as usize + 4);
        let whole = quick_expert(seed).choose(&rules, &game).unwrap();
        let mut spread = quick_expert(seed);
        let mut slices = 0;
        let answer = loop {
            slices += 1;
            if let Some(action) = spread.think(&rules, &game, Duration::ZERO) {
                break action;
            }
        };
        assert_eq!(whole, answer, "seed {seed}");
        assert!(
            slices > 1 || game.legal_actions().len() == 1,
            "seed {seed}: thought at once"
        );
    }
}

/// The wins of the first seat over `games` games, the seats rotating through the places.
fn first_seat_wins(levels: &[Level], games: u64) -> u64 {
    let mut wins = 0;
    for seed in 0..games {
        let players = levels.len();
        let shift = seed as usize % players;
        let seated: Vec<Level> = (0..players)
            .map(|place| levels[(place + players - shift) % players])
            .collect();
        let game = whole_game(&seated, seed);
        wins += u64::from(game.winners().iter().any(|winner| winner.index() == shift));
    }
    wins
}

#[test]
fn each_level_beats_the_one_below() {
    // Fixed seeds: these fail when a level plays no better than the one below.
    let easy = first_seat_wins(
        &[Level::Easy, Level::Random, Level::Random, Level::Random],
        24,
    );
    assert!(
        easy >= 14,
        "Easy won {easy} of 24 against three Random players"
    );
    let normal = first_seat_wins(&[Level::Normal, Level::Easy], 24);
    assert!(normal >= 15, "Normal won {normal} of 24 against Easy");
    let expert = first_seat_wins(&[Level::Expert, Level::Normal], 12);
    assert!(expert >= 8, "the Expert won {expert} of 12 against Normal");
}

#[test]
fn a_domino_that_fits_nowhere_is_discarded_by_every_level() {
    let rules = OriginalRules::builtin();
    for seed in 0..400 {
        let mut game = AnyGame::new(&rules, options(2, false), seed).expect("two players");
        let mut rng = SplitMix64::seed_from_u64(seed);
        while game.player_to_act().is_some() {
            if game.legal_actions() == [Action::Discard] {
                for level in [Level::Easy, Level::Normal, Level::Expert] {
                    let player = level.player::<Original>(seed).choose(&rules, &game);
                    assert_eq!(player, Some(Action::Discard));
                }
                return;
            }
            let action = game.random_action(&mut rng).expect("a legal action");
            game.apply(action).expect("legal");
        }
    }
    panic!("no random game of 400 met a domino that fits nowhere");
}
