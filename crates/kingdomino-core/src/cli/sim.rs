//! `sim`: plays many games of any game between computer seats and reports speed, strength and
//! thinking time. The seats take turns at every place, counted from the player who acts
//! first, so none gains from where it sits.

use serde_json::json;
use web_time::Instant;

use super::game_tools::GameTools;
use super::{CommandError, RulesArg, load_rules, output_lines};
use crate::ai::{Level, Player, play_game, play_random_game};
use crate::games::GameSetup;
use crate::original::GameOptions;
use crate::rng::splitmix64;
use crate::table::{Place, next_seed_in_series, series_standings};

pub(super) struct Options {
    pub games: u64,
    pub seed: u64,
    /// A level for each seat.
    pub seats: Vec<Level>,
    /// The original game's options; its players are the seats'.
    pub original: GameOptions,
    pub json: bool,
}

/// One seat's results over all games.
#[derive(Default)]
struct Seat {
    /// Games won, alone or shared.
    wins: u64,
    shared_wins: u64,
    score_sum: u64,
    decision_ms: Vec<f64>,
}

pub(super) fn run<G: GameTools>(
    options: &Options,
    rules: &RulesArg,
) -> Result<String, CommandError> {
    let rules = load_rules::<G>(rules)?;
    let game_options = seated_options::<G>(&rules, options)?;
    let count = options.seats.len();
    let started = Instant::now();
    let mut seats: Vec<Seat> = (0..count).map(|_| Seat::default()).collect();
    let mut seeds = options.seed;
    let series = G::games_in_series(game_options);
    for game in 0..options.games {
        let seed = splitmix64(&mut seeds);
        let Some(state) = G::start(&rules, game_options, seed) else {
            break;
        };
        let seating = Seating {
            count,
            first: G::to_act(&state).unwrap_or(Place::FIRST),
            game: game as usize,
        };
        let seat_seeds: Vec<u64> = (0..count).map(|_| splitmix64(&mut seeds)).collect();
        let place_seeds: Vec<u64> = Place::all(count)
            .map(|place| seat_seeds[seating.seat_at(place)])
            .collect();
        let mut games = Vec::with_capacity(series);
        let mut next = Some((state, seed));
        while let Some((state, seed)) = next.take() {
            let end = play_one::<G>(&rules, state, options, &seating, &place_seeds, &mut seats);
            games.push(G::standings(&rules, &end));
            if games.len() < series {
                let seed = next_seed_in_series(seed);
                next = G::start(&rules, game_options, seed).map(|state| (state, seed));
            }
        }
        let standings = series_standings(&games);
        for (place, total) in Place::all(count).zip(&standings.totals) {
            seats[seating.seat_at(place)].score_sum += u64::from(*total);
        }
        for &winner in &standings.winners {
            let seat = &mut seats[seating.seat_at(winner)];
            seat.wins += 1;
            seat.shared_wins += u64::from(standings.winners.len() > 1);
        }
    }
    Ok(report(
        options,
        series,
        &mut seats,
        started.elapsed().as_secs_f64().max(1e-9),
    ))
}

/// The game's options for as many as `--seats` names, when the rule set has a game for them.
fn seated_options<G: GameTools>(
    rules: &G::Rules,
    options: &Options,
) -> Result<G::Options, CommandError> {
    let count = options.seats.len();
    let chosen = GameOptions {
        players: count as u8,
        ..options.original
    };
    let setup = GameSetup::new(G::KIND, chosen)?;
    let game_options = G::options_of(setup);
    let seated = game_options
        .and_then(|chosen| G::start(rules, chosen, 0))
        .is_some_and(|state| G::places(&state) == count);
    game_options.filter(|_| seated).ok_or_else(|| {
        CommandError(format!(
            "--seats: {count} seats; {}",
            G::players_offered(rules, chosen.mighty_duel)
        ))
    })
}

/// Who sits where in one game: seat `s` sits `s + game` places round from the first to act,
/// for a whole series.
struct Seating {
    count: usize,
    first: Place,
    game: usize,
}

impl Seating {
    fn seat_at(&self, place: Place) -> usize {
        let count = self.count;
        (place.index() + 2 * count - self.first.index() - self.game % count) % count
    }
}

/// One game played to its end by the seats' levels, each seat's decisions timed.
fn play_one<G: GameTools>(
    rules: &G::Rules,
    state: G::State,
    options: &Options,
    seating: &Seating,
    place_seeds: &[u64],
    seats: &mut [Seat],
) -> G::State {
    if options.seats.iter().all(|&level| level == Level::Random) {
        // The engine's fast path plays the very same games as random players.
        return play_random_game::<G>(rules, state, place_seeds);
    }
    let level_at = |place: Place| options.seats[seating.seat_at(place)];
    let mut state = state;
    let mut players: Vec<Box<dyn Player<G>>> = Place::all(seating.count)
        .map(|place| level_at(place).player(place_seeds[place.index()]))
        .collect();
    play_game(rules, &mut state, &mut players, |place, player, state| {
        // Random moves take nanoseconds; reading the clock would cost more.
        if level_at(place) == Level::Random {
            return player.choose(rules, state);
        }
        let thinking = Instant::now();
        let action = player.choose(rules, state);
        seats[seating.seat_at(place)]
            .decision_ms
            .push(thinking.elapsed().as_secs_f64() * 1000.0);
        action
    });
    state
}

fn report(options: &Options, series: usize, seats: &mut [Seat], seconds: f64) -> String {
    let games = options.games;
    let games_per_second = games as f64 / seconds;
    let reports: Vec<_> = seats
        .iter_mut()
        .zip(&options.seats)
        .map(|(seat, level)| {
            seat.decision_ms.sort_by(f64::total_cmp);
            let (low, high) = wilson_interval(seat.wins, games);
            json!({
                "level": level.name(),
                "wins": seat.wins,
                "shared_wins": seat.shared_wins,
                "win_rate_95": [low, high],
                "avg_score": seat.score_sum as f64 / games.max(1) as f64,
                "ms_median": percentile(&seat.decision_ms, 0.5),
                "ms_p95": percentile(&seat.decision_ms, 0.95),
            })
        })
        .collect();
    if options.json {
        let report = json!({
            "games": games,
            "games_per_series": series,
            "games_per_second": games_per_second,
            "seconds": seconds,
            "seats": reports,
        });
        return format!("{report}\n");
    }
    let (played, unit) = match series {
        1 => (format!("{games} games"), "games"),
        _ => (
            format!("{games} series of {series} games, scores summed,"),
            "series",
        ),
    };
    let mut lines = vec![format!(
        "{played} of {} in {seconds:.3} s: {games_per_second:.0} {unit} per second",
        options.seats.len()
    )];
    for (index, report) in reports.iter().enumerate() {
        let number = |key: &str| report[key].as_f64().unwrap_or(0.0);
        lines.push(format!(
            "seat {} ({}): {} wins, {} of them shared ({:.1}% to {:.1}% at 95%), average score {:.2}, decision time median {:.3} ms, 95th percentile {:.3} ms",
            index + 1,
            report["level"].as_str().unwrap_or("?"),
            report["wins"],
            report["shared_wins"],
            100.0 * report["win_rate_95"][0].as_f64().unwrap_or(0.0),
            100.0 * report["win_rate_95"][1].as_f64().unwrap_or(0.0),
            number("avg_score"),
            number("ms_median"),
            number("ms_p95"),
        ));
    }
    lines.push("(a win shared by tied players, a Duel's draw among them, counts for each)".into());
    output_lines(lines)
}

/// The value below which `fraction` of the sorted samples lie (nearest rank).
fn percentile(sorted: &[f64], fraction: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let rank = (fraction * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

/// Wilson's 95% score interval for a proportion: sound even for few games or rates near 0 or 1.
fn wilson_interval(successes: u64, trials: u64) -> (f64, f64) {
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
