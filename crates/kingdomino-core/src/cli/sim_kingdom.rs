//! `sim --game kingdomino`: plays many games of the original Kingdomino between computer
//! seats and reports speed and results. The seats take turns at every place at the table, so
//! none gains from its position.

use serde_json::json;
use web_time::Instant;

use super::sim::{percentile, wilson_interval};
use super::{CommandError, output_lines};
use crate::ai::Level;
use crate::ai::original::{KingdomPlayer, kingdom_player, play_kingdom_game};
use crate::original::bits::{Bits, Wide};
use crate::original::{Bonuses, Game, GameOptions, OriginalRules};
use crate::rules::rng::splitmix64;

pub(super) struct Options {
    pub games: u64,
    pub seed: u64,
    pub seats: Vec<Level>,
    pub mighty_duel: bool,
    pub bonuses: Bonuses,
    pub json: bool,
}

/// One seat's results over all games.
#[derive(Default)]
struct Seat {
    wins: u64,
    score_sum: u64,
    decision_ms: Vec<f64>,
}

pub(super) fn run(rules: &OriginalRules, options: Options) -> Result<String, CommandError> {
    let players = options.seats.len();
    if rules.setup(players as u8, options.mighty_duel).is_none() || players > 4 {
        return Err(CommandError(format!(
            "--seats: {players} seats; the original game is for {} players{}",
            rules
                .player_counts()
                .map(|count| count.to_string())
                .collect::<Vec<_>>()
                .join(", "),
            if options.mighty_duel {
                " (the Mighty Duel for 2)"
            } else {
                ""
            }
        )));
    }
    let started = Instant::now();
    let mut seats = if options.mighty_duel {
        play::<Wide>(rules, &options)
    } else {
        play::<u128>(rules, &options)
    };
    let seconds = started.elapsed().as_secs_f64().max(1e-9);
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
            "games_per_second": games_per_second,
            "seconds": seconds,
            "seats": reports,
        });
        return Ok(format!("{report}\n"));
    }
    let mut lines = vec![format!(
        "{games} games of {players} in {seconds:.3} s: {games_per_second:.0} games per second"
    )];
    for (index, report) in reports.iter().enumerate() {
        let number = |key: &str| report[key].as_f64().unwrap_or(0.0);
        lines.push(format!(
            "seat {} ({}): {} wins ({:.1}% to {:.1}% at 95%), average score {:.2}, decision time median {:.3} ms, 95th percentile {:.3} ms",
            index + 1,
            report["level"].as_str().unwrap_or("?"),
            report["wins"],
            100.0 * report["win_rate_95"][0].as_f64().unwrap_or(0.0),
            100.0 * report["win_rate_95"][1].as_f64().unwrap_or(0.0),
            number("avg_score"),
            number("ms_median"),
            number("ms_p95"),
        ));
    }
    lines.push("(a win shared by tied players counts for each)".into());
    Ok(output_lines(lines))
}

/// Plays the games; game `g` puts seat `s` at place `(s + g) % players`.
fn play<B: Bits>(rules: &OriginalRules, options: &Options) -> Vec<Seat> {
    let players = options.seats.len();
    let mut seats: Vec<Seat> = (0..players).map(|_| Seat::default()).collect();
    let game_options = GameOptions {
        players: players as u8,
        mighty_duel: options.mighty_duel,
        bonuses: options.bonuses,
    };
    let mut seeds = options.seed;
    for index in 0..options.games {
        let Some(mut game) = Game::<B>::new(rules, game_options, splitmix64(&mut seeds)) else {
            break;
        };
        let seat_at = |place: usize| (place + players - (index as usize % players)) % players;
        let mut at_table: Vec<Box<dyn KingdomPlayer<B>>> = (0..players)
            .map(|place| kingdom_player(options.seats[seat_at(place)], splitmix64(&mut seeds)))
            .collect();
        play_kingdom_game(&mut game, &mut at_table, |player, decider, game| {
            let seat = seat_at(player.index());
            // Random moves take nanoseconds; reading the clock would cost more than them.
            if options.seats[seat] == Level::Random {
                return decider.choose(game);
            }
            let thinking = Instant::now();
            let action = decider.choose(game);
            seats[seat]
                .decision_ms
                .push(thinking.elapsed().as_secs_f64() * 1000.0);
            action
        });
        for (place, sheet) in game.scores().iter().enumerate() {
            seats[seat_at(place)].score_sum += u64::from(sheet.total);
        }
        for winner in game.winners() {
            seats[seat_at(winner.index())].wins += 1;
        }
    }
    seats
}
