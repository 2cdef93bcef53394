//! `sim --game kingdomino`: plays many games of the original Kingdomino between computer
//! seats and reports speed and results. The seats take turns at every place at the table, so
//! none gains from its position.

use rand::SeedableRng;
use serde_json::json;
use web_time::Instant;

use super::{CommandError, output_lines};
use crate::ai::Level;
use crate::original::bits::{Bits, Wide};
use crate::original::{Bonuses, Game, GameOptions, OriginalRules, Step};
use crate::rules::rng::{SplitMix64, splitmix64};

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
    if let Some(level) = options.seats.iter().find(|level| **level != Level::Random) {
        return Err(CommandError(format!(
            "--seats: the original game's `{}` computer player is not built yet; its seats play \
             at random for now (`random`)",
            level.name()
        )));
    }
    let started = Instant::now();
    let seats = if options.mighty_duel {
        play::<Wide>(rules, &options)
    } else {
        play::<u128>(rules, &options)
    };
    let seconds = started.elapsed().as_secs_f64().max(1e-9);
    let games = options.games;
    let games_per_second = games as f64 / seconds;
    let reports: Vec<_> = seats
        .iter()
        .zip(&options.seats)
        .map(|(seat, level)| {
            json!({
                "level": level.name(),
                "wins": seat.wins,
                "avg_score": seat.score_sum as f64 / games.max(1) as f64,
                // Random moves take nanoseconds: no clock is read for them.
                "ms_median": 0.0,
                "ms_p95": 0.0,
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
        lines.push(format!(
            "seat {} ({}): {} wins, average score {:.2}",
            index + 1,
            report["level"].as_str().unwrap_or("?"),
            report["wins"],
            report["avg_score"].as_f64().unwrap_or(0.0),
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
        let mut rng = SplitMix64::seed_from_u64(splitmix64(&mut seeds));
        while game.step() != Step::GameOver {
            let Some(action) = game.random_action(&mut rng) else {
                break;
            };
            if game.apply(action).is_err() {
                break;
            }
        }
        let seat_at = |place: usize| (place + players - (index as usize % players)) % players;
        for (place, sheet) in game.scores().iter().enumerate() {
            seats[seat_at(place)].score_sum += u64::from(sheet.total);
        }
        for winner in game.winners() {
            seats[seat_at(winner.index())].wins += 1;
        }
    }
    seats
}
