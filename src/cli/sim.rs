//! `sim`: plays many games between computer players and reports speed and results.

use serde_json::json;
use web_time::Instant;

use crate::ai::{Player, RandomPlayer, play_game};
use crate::rules::RuleSet;
use crate::rules::rng::splitmix64;
use crate::rules::scoring::Outcome;

pub(super) fn run(rules: &RuleSet, games: u64, seed: u64, json: bool) {
    let mut seeds = seed;
    let mut wins = [0u64; 2];
    let mut score_sums = [0u64; 2];
    let mut draws = 0u64;
    let started = Instant::now();
    for _ in 0..games {
        let game_seed = splitmix64(&mut seeds);
        let mut first = RandomPlayer::new(splitmix64(&mut seeds));
        let mut second = RandomPlayer::new(splitmix64(&mut seeds));
        let mut players: [&mut dyn Player; 2] = [&mut first, &mut second];
        let state = play_game(rules, game_seed, &mut players);
        for (sum, score) in score_sums.iter_mut().zip(state.scores(rules)) {
            *sum += u64::from(score.total);
        }
        match state.outcome(rules) {
            Some(Outcome::Winner { player, .. }) => wins[usize::from(player)] += 1,
            _ => draws += 1,
        }
    }
    let seconds = started.elapsed().as_secs_f64().max(1e-9);
    let games_per_second = games as f64 / seconds;
    let average = |seat: usize| score_sums[seat] as f64 / games.max(1) as f64;
    if json {
        let side = |seat: usize| json!({"level": "random", "wins": wins[seat], "avg_score": average(seat)});
        let report = json!({
            "games": games,
            "games_per_second": games_per_second,
            "seconds": seconds,
            "draws": draws,
            "a": side(0),
            "b": side(1),
        });
        println!("{report}");
        return;
    }
    println!("{games} games in {seconds:.3} s: {games_per_second:.0} games per second");
    for (seat, name) in ["a", "b"].into_iter().enumerate() {
        println!(
            "side {name} (random): {} wins, average score {:.2}",
            wins[seat],
            average(seat)
        );
    }
    println!("draws: {draws}");
}
