//! `sim`: plays many games between computer players and reports speed, strength and thinking time.

use serde_json::{Value, json};
use web_time::Instant;

use super::output_lines;
use crate::ai::{Level, Player, play_game_observed, play_random_game};
use crate::rules::rng::splitmix64;
use crate::rules::scoring::{Outcome, outcome};
use crate::rules::{GameState, RuleSet, SeatNumber};

pub(super) struct Options {
    pub games: u64,
    pub seed: u64,
    pub levels: [Level; 2],
    pub json: bool,
}

/// One side's results over all games.
#[derive(Default)]
struct Side {
    wins: u64,
    score_sum: u64,
    decision_ms: Vec<f64>,
}

pub(super) fn run(rules: &RuleSet, options: Options) -> String {
    let Options {
        games,
        seed,
        levels,
        json,
    } = options;
    let mut seeds = seed;
    let mut sides = [Side::default(), Side::default()];
    let mut draws = 0u64;
    let started = Instant::now();
    for game in 0..games {
        let game_seed = splitmix64(&mut seeds);
        // Sides take turns at being the first player A, so neither gains from starting.
        let first_a = GameState::first_a(game_seed);
        let seat_of_side_a = if game % 2 == 0 {
            first_a
        } else {
            first_a.other()
        };
        let side_of_seat = |seat: SeatNumber| usize::from(seat != seat_of_side_a);
        let side_seeds = [splitmix64(&mut seeds), splitmix64(&mut seeds)];
        let seat_seeds = SeatNumber::BOTH.map(|seat| side_seeds[side_of_seat(seat)]);
        let state = if levels == [Level::Random; 2] {
            // The engine's fast path plays the very same games as two RandomPlayers.
            play_random_game(rules, game_seed, seat_seeds)
        } else {
            let mut seat_players =
                SeatNumber::BOTH.map(|seat| levels[side_of_seat(seat)].player(seat_seeds[seat]));
            let [first, second] = &mut seat_players;
            let mut players: [&mut dyn Player; 2] = [first.as_mut(), second.as_mut()];
            play_game_observed(rules, game_seed, &mut players, |seat, player, state| {
                let side = side_of_seat(seat);
                // Random moves take nanoseconds; reading the clock would cost more than them.
                if levels[side] == Level::Random {
                    return player.choose(rules, state);
                }
                let thinking = Instant::now();
                let action = player.choose(rules, state);
                sides[side]
                    .decision_ms
                    .push(thinking.elapsed().as_secs_f64() * 1000.0);
                action
            })
        };
        let scores = state.scores(rules);
        for (seat, score) in SeatNumber::BOTH.into_iter().zip(scores) {
            sides[side_of_seat(seat)].score_sum += u64::from(score.total);
        }
        match outcome(scores) {
            Outcome::Winner { player, .. } => sides[side_of_seat(player)].wins += 1,
            Outcome::Draw => draws += 1,
        }
    }
    let seconds = started.elapsed().as_secs_f64().max(1e-9);
    let games_per_second = games as f64 / seconds;
    let (low, high) = wilson_interval(sides[0].wins, games);
    let mut report = |index: usize| {
        let side = &mut sides[index];
        side.decision_ms.sort_by(f64::total_cmp);
        json!({
            "level": levels[index].name(),
            "wins": side.wins,
            "avg_score": side.score_sum as f64 / games.max(1) as f64,
            "ms_median": percentile(&side.decision_ms, 0.5),
            "ms_p95": percentile(&side.decision_ms, 0.95),
        })
    };
    let a = report(0);
    let b = report(1);
    if json {
        let report = json!({
            "games": games,
            "games_per_second": games_per_second,
            "seconds": seconds,
            "draws": draws,
            "a": a,
            "b": b,
            "a_win_rate": sides[0].wins as f64 / games.max(1) as f64,
            "a_win_rate_95": [low, high],
        });
        return format!("{report}\n");
    }
    let mut lines = vec![format!(
        "{games} games in {seconds:.3} s: {games_per_second:.0} games per second"
    )];
    for (name, side) in [("a", &a), ("b", &b)] {
        lines.push(format!(
            "side {name} ({}): {} wins, average score {:.2}, decision time median {:.3} ms, 95th percentile {:.3} ms",
            text(&side["level"]),
            side["wins"],
            side["avg_score"].as_f64().unwrap_or(0.0),
            side["ms_median"].as_f64().unwrap_or(0.0),
            side["ms_p95"].as_f64().unwrap_or(0.0),
        ));
    }
    lines.push(format!("draws: {draws}"));
    lines.push(format!(
        "side a wins {:.1}% of games (95% confidence interval {:.1}% to {:.1}%)",
        100.0 * sides[0].wins as f64 / games.max(1) as f64,
        100.0 * low,
        100.0 * high
    ));
    output_lines(lines)
}

fn text(value: &Value) -> &str {
    value.as_str().unwrap_or("?")
}

/// The value below which `fraction` of the sorted samples lie (nearest rank).
pub(super) fn percentile(sorted: &[f64], fraction: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let rank = (fraction * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

/// Wilson's 95% score interval for a proportion: sound even for few games or rates near 0 or 1.
pub(super) fn wilson_interval(successes: u64, trials: u64) -> (f64, f64) {
    if trials == 0 {
        return (0.0, 1.0);
    }
    let z = 1.959_964;
    let n = trials as f64;
    let p = successes as f64 / n;
    let centre = p + z * z / (2.0 * n);
    let spread = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
    let scale = 1.0 + z * z / n;
    ((centre - spread) / scale, (centre + spread) / scale)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_matches_a_worked_value() {
        // 8 successes in 10 trials: the textbook interval is 0.490 to 0.943.
        let (low, high) = wilson_interval(8, 10);
        assert!(
            (low - 0.4902).abs() < 1e-3 && (high - 0.9433).abs() < 1e-3,
            "{low} {high}"
        );
    }

    #[test]
    fn percentiles_use_the_nearest_rank() {
        let samples: Vec<f64> = (1..=20).map(f64::from).collect();
        assert_eq!(percentile(&samples, 0.5), 10.0);
        assert_eq!(percentile(&samples, 0.95), 19.0);
        assert_eq!(percentile(&[], 0.5), 0.0);
    }
}
