//! Engine speed: legal placement generation and complete random games of the Duel and of the
//! original Kingdomino (`cargo bench`).

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use kingdomino_core::ai::{Player, RandomPlayer, play_game, play_random_game};
use kingdomino_core::duel::map::PowerUse;
use kingdomino_core::duel::{Action, Duel, GameState, PlacementPowers, RuleSet, Step};

/// A position in the middle of a random game, at a fill step with a few squares drawn.
fn mid_game(rules: &RuleSet) -> GameState {
    let mut state = GameState::new(rules, 2024);
    let mut player = RandomPlayer::new(7);
    while !(state.turn() >= 8 && matches!(state.step(), Step::Fill { .. })) {
        let action = Player::<Duel>::choose(&mut player, rules, &state).expect("a game going on");
        state
            .apply(rules, action)
            .expect("random player picks legal actions");
    }
    state
}

fn placements(c: &mut Criterion) {
    let rules = RuleSet::builtin();
    let state = mid_game(&rules);
    let Step::Fill { player: seat } = state.step() else {
        unreachable!("mid_game stops at a fill step")
    };
    let map = state.player(seat).map;
    let board = *rules.board();
    let connecting = [
        rules.coat_ids().next().unwrap(),
        rules.coat_ids().nth(2).unwrap(),
    ]
    .map(|coat| map.connecting_cells(&board, Some(coat)));
    let mut group = c.benchmark_group("placements");
    group.bench_function("domino, no power", |b| {
        b.iter(|| {
            let mut count = 0;
            map.for_each_placement(
                &board,
                black_box(connecting),
                PlacementPowers::NONE,
                PowerUse::Needed,
                |_, _| count += 1,
            );
            count
        })
    });
    let both = PlacementPowers {
        ignore_connection: true,
        separate: true,
    };
    group.bench_function("separate dice, no connection", |b| {
        b.iter(|| {
            let mut count = 0;
            map.for_each_placement(
                &board,
                black_box(connecting),
                both,
                PowerUse::Allowed,
                |_, _| count += 1,
            );
            count
        })
    });
    let mut actions: Vec<Action> = Vec::with_capacity(256);
    group.bench_function("legal_actions at a fill step", |b| {
        b.iter(|| {
            state.legal_actions_into(&rules, &mut actions);
            actions.len()
        })
    });
    group.finish();
}

fn random_games(c: &mut Criterion) {
    let rules = RuleSet::builtin();
    let mut group = c.benchmark_group("games");
    group.throughput(Throughput::Elements(1));
    let mut seed = 0u64;
    group.bench_function("complete random game", |b| {
        b.iter(|| {
            seed += 1;
            play_random_game::<Duel>(&rules, GameState::new(&rules, seed), &[seed, !seed]).turn()
        })
    });
    group.bench_function("complete random game, through the Player interface", |b| {
        b.iter(|| {
            seed += 1;
            let mut players: Vec<Box<dyn Player<Duel>>> = vec![
                Box::new(RandomPlayer::new(seed)),
                Box::new(RandomPlayer::new(!seed)),
            ];
            let mut state = GameState::new(&rules, seed);
            play_game(&rules, &mut state, &mut players, |_, player, state| {
                player.choose(&rules, state)
            });
            state.turn()
        })
    });
    group.finish();
}

/// The original Kingdomino: complete random games of four players (the target: 50,000 a second).
fn original_games(c: &mut Criterion) {
    use kingdomino_core::original::{Bonuses, Game, GameOptions, OriginalRules, Step as Round};
    use kingdomino_core::rng::SplitMix64;
    use rand::SeedableRng;
    let rules = OriginalRules::builtin();
    let options = GameOptions {
        players: 4,
        mighty_duel: false,
        bonuses: Bonuses::default(),
        dynasty: false,
    };
    let mut group = c.benchmark_group("original games");
    group.throughput(Throughput::Elements(1));
    let mut seed = 0u64;
    group.bench_function("complete random game of four", |b| {
        b.iter(|| {
            seed += 1;
            let mut game = Game::<u128>::new(&rules, options, seed).expect("a set-up for four");
            let mut rng = SplitMix64::seed_from_u64(!seed);
            while game.step() != Round::GameOver {
                let action = game.random_action(&mut rng).expect("an action");
                game.apply(action).expect("a legal action");
            }
            game.winners()
        })
    });
    group.finish();
}

criterion_group!(benches, placements, random_games, original_games);
criterion_main!(benches);
