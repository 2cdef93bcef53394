//! The computer players: always legal, the same for the same seed, and right where one move is
//! clearly best.

use crate::common::*;
use kingdomino_core::ai::{
    ExpertBudget, ExpertPlayer, GreedyPlayer, Level, Player, RandomPlayer, play_game,
    play_random_game,
};
use kingdomino_core::duel::scoring::summarize;
use kingdomino_core::duel::{Action, Duel, GameState, NoOptions, Power, RuleSet, SeatNumber, Step};
use kingdomino_core::table::Record;
use proptest::prelude::*;
use web_time::Duration;

/// An Expert small enough for debug-build tests; the real budget is measured with `sim`.
fn quick_expert(seed: u64) -> ExpertPlayer<Duel> {
    ExpertPlayer::new(
        seed,
        ExpertBudget {
            playouts: 12,
            candidates: 3,
        },
    )
}

fn players(seed: u64) -> Vec<(&'static str, Box<dyn Player<Duel>>)> {
    vec![
        ("random", Box::new(RandomPlayer::new(seed))),
        ("easy", Box::new(GreedyPlayer::easy(seed))),
        ("normal", Box::new(GreedyPlayer::normal(seed))),
        ("expert", Box::new(quick_expert(seed))),
    ]
}

/// A position reached by `moves` random moves from a seeded start.
fn random_position(rules: &RuleSet, seed: u64, moves: usize) -> GameState {
    let mut state = GameState::new(rules, seed);
    let mut mover = RandomPlayer::new(seed ^ 0xABCD);
    for _ in 0..moves {
        if state.is_over() {
            break;
        }
        let action = Player::<Duel>::choose(&mut mover, rules, &state).unwrap();
        state.apply(rules, action).unwrap();
    }
    state
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn every_level_answers_a_legal_action(seed in any::<u64>(), moves in 0usize..90) {
        let rules = RuleSet::builtin();
        let state = random_position(&rules, seed, moves);
        prop_assume!(!state.is_over());
        let legal = state.legal_actions(&rules);
        for (name, mut player) in players(seed) {
            let action = player.choose(&rules, &state).unwrap();
            prop_assert!(legal.contains(&action), "{} chose {:?}, not legal at {:?}", name, action, state.step());
        }
    }
}

fn record_of(
    rules: &RuleSet,
    level_seed: u64,
    make: impl Fn(u64) -> Box<dyn Player<Duel>>,
) -> Record<Duel> {
    let mut record = Record::<Duel>::new(rules, NoOptions, 77);
    let mut state = GameState::new(rules, 77);
    let mut seats = [make(level_seed), make(level_seed + 1)];
    while let Some(seat) = state.to_act() {
        let action = seats[seat].choose(rules, &state).unwrap();
        state.apply(rules, action).unwrap();
        record.actions.push(action);
    }
    record
}

#[test]
fn the_same_seed_makes_the_same_decisions() {
    let rules = RuleSet::builtin();
    for level in [Level::Random, Level::Easy, Level::Normal] {
        let first = record_of(&rules, 5, |seed| level.player(seed));
        assert_eq!(
            first,
            record_of(&rules, 5, |seed| level.player(seed)),
            "{level}"
        );
        assert!(first.replay(&rules).unwrap().is_over());
    }
    let expert = |seed| Box::new(quick_expert(seed)) as Box<dyn Player<Duel>>;
    assert_eq!(record_of(&rules, 9, expert), record_of(&rules, 9, expert));
}

/// The Expert's thinking spread over many short slices (each one playout) decides what one
/// long think decides, for every decision of a game, and a new state starts a new search.
#[test]
fn the_expert_decides_the_same_however_its_thinking_is_spread() {
    let rules = RuleSet::builtin();
    let mut whole = quick_expert(21);
    let mut sliced = quick_expert(21);
    let mut state = GameState::new(&rules, 33);
    let mut spread_decisions = 0;
    while state.to_act().is_some() {
        let action = whole.choose(&rules, &state).unwrap();
        let mut slices = 1;
        let thought = loop {
            if let Some(action) = sliced.think(&rules, &state, Duration::ZERO) {
                break action;
            }
            slices += 1;
            assert!(slices <= 100, "still thinking after {slices} slices");
        };
        assert_eq!(thought, action, "at {:?}", state.step());
        spread_decisions += usize::from(slices > 1);
        state.apply(&rules, action).unwrap();
    }
    assert!(
        spread_decisions > 10,
        "only {spread_decisions} decisions took several slices"
    );
}

#[test]
fn the_fast_random_game_is_the_game_two_random_players_play() {
    let rules = RuleSet::builtin();
    for seed in 0..50 {
        let mut players: Vec<Box<dyn Player<Duel>>> = vec![
            Box::new(RandomPlayer::new(seed * 3)),
            Box::new(RandomPlayer::new(seed * 5 + 1)),
        ];
        let mut slow = GameState::new(&rules, seed);
        play_game(&rules, &mut slow, &mut players, |_, player, state| {
            player.choose(&rules, state)
        });
        assert_eq!(
            play_random_game::<Duel>(
                &rules,
                GameState::new(&rules, seed),
                &[seed * 3, seed * 5 + 1]
            ),
            slow
        );
    }
}

#[test]
fn levels_parse_from_their_names() {
    for level in Level::ALL {
        assert_eq!(level.name().parse::<Level>(), Ok(level));
    }
    assert_eq!("EXPERT".parse::<Level>(), Ok(Level::Expert));
    assert!(
        "grandmaster"
            .parse::<Level>()
            .unwrap_err()
            .contains("unknown level")
    );
}

/// Seat 0 is A on a map with a big crossed `q` domain; its dice are `q` and `d`.
fn big_domain_position() -> (RuleSet, GameState) {
    let rules = rules_with([&["q"], &["b"], &["b"], &["d"]], DEFAULT_LINES);
    let text = "
.  .   .   .  .  .  .
.  .   .   .  .  .  .
.  .   .   #  .  .  .
.  .   .   .  .  .  .
q+ q++ q+  .  .  .  .
";
    let mut state = game_with_a_first(&rules, [map(&rules, text), map(&rules, EMPTY_MAP)]);
    draft_in_order(&mut state, &rules);
    (rules, state)
}

fn assert_joins_the_big_domain(name: &str, mut player: Box<dyn Player<Duel>>) {
    let (rules, mut state) = big_domain_position();
    assert_eq!(
        state.step(),
        Step::Fill {
            player: SeatNumber::FIRST
        }
    );
    let before = summarize(&rules, &state.player(SeatNumber::FIRST).map, None);
    // The player may first put its castle bonus on a die, then draws.
    while state.step()
        == (Step::Fill {
            player: SeatNumber::FIRST,
        })
    {
        let action = player.choose(&rules, &state).unwrap();
        state.apply(&rules, action).unwrap();
    }
    let after = summarize(&rules, &state.player(SeatNumber::FIRST).map, None);
    // The `q` joins the 3 squares with 4 crosses: 12 points become 16 (20 with the bonus).
    assert_eq!((before.total, before.largest_domain), (12, 3));
    assert!(
        after.largest_domain == 4 && after.total >= 16,
        "{name}: {after:?}"
    );
}

#[test]
fn normal_and_expert_join_the_big_crossed_domain() {
    assert_joins_the_big_domain("normal", Box::new(GreedyPlayer::normal(1)));
    assert_joins_the_big_domain("expert", Box::new(quick_expert(1)));
}

fn assert_takes_the_power_first(name: &str, mut player: Box<dyn Player<Duel>>) {
    // The `b` line needs one square: whoever draws the plain `b` die first gains the power.
    // The other dice have no crosses, so that power is most of what the game can score.
    let rules = rules_with([&["d"], &["d"], &["b"], &["d"]], [5, 5, 4, 4, 1, 3]);
    let mut state = game_with_a_first(&rules, [map(&rules, EMPTY_MAP), map(&rules, EMPTY_MAP)]);
    let action = player.choose(&rules, &state).unwrap();
    assert_eq!(action, Action::TakeDie { die: 2 }, "{name}");
    state.apply(&rules, action).unwrap();
    // B takes two of the crossed dice; A gets the last; both draw.
    for die in [0, 1] {
        state.apply(&rules, Action::TakeDie { die }).unwrap();
    }
    while matches!(state.step(), Step::Fill { .. }) {
        let drawing = state
            .legal_actions(&rules)
            .into_iter()
            .find(|a| matches!(a, Action::Draw(_)))
            .unwrap();
        state.apply(&rules, drawing).unwrap();
    }
    assert_eq!(
        state.step(),
        Step::ApplyPower {
            player: SeatNumber::FIRST,
            power: Power::DomainBonus
        }
    );
}

#[test]
fn normal_and_expert_take_a_power_before_the_opponent() {
    assert_takes_the_power_first("normal", Box::new(GreedyPlayer::normal(2)));
    assert_takes_the_power_first("expert", Box::new(quick_expert(2)));
}
