//! `replay FILE`: plays a kept Duel (`*.replay.ron`, or a save) through the engine and prints
//! its final scores (the original game's: `replay_kingdom`); a recorded action the rules refuse is named, with its turn and the reason.

use std::path::Path;

use serde_json::json;

use super::{CommandError, output_lines};
use crate::player_files::kingdom_saves::KeptGame;
use crate::player_files::saves::{SaveProblem, SavedGame, SavedSeat};
use crate::rules::scoring::Outcome;
use crate::rules::{GameState, RuleSet, SeatNumber};

pub(super) fn run(
    rules: &RuleSet,
    path: &Path,
    game: &SavedGame,
    json: bool,
) -> Result<String, CommandError> {
    let shown = path.display();
    let state = replay_kept_game(rules, path, game)?;
    let scores = state.scores(rules);
    let names = SeatNumber::BOTH.map(|seat| seat_name(game, seat));
    let outcome = state.outcome(rules);
    if json {
        let players: Vec<_> = SeatNumber::BOTH
            .into_iter()
            .map(|seat| {
                json!({
                    "name": names[seat],
                    "seat": match game.seats[seat] {
                        SavedSeat::Person => "person".to_string(),
                        SavedSeat::Computer(level) => format!("computer:{level}"),
                    },
                    "score": scores[seat].total,
                    "largest_domain": scores[seat].largest_domain,
                })
            })
            .collect();
        let (winner, tie_break) = match outcome {
            Some(Outcome::Winner {
                player,
                by_tie_break,
            }) => (Some(player), by_tie_break),
            _ => (None, false),
        };
        let report = json!({
            "rules": game.record.rules_id,
            "seed": game.record.seed,
            "actions": game.record.actions.len(),
            "turns": state.turn(),
            "over": state.is_over(),
            "players": players,
            "winner": winner,
            "tie_break": tie_break,
        });
        return Ok(format!("{report}\n"));
    }
    let mut lines = vec![format!(
        "{shown}: rule set `{}`, seed {}, {} actions, {} turns: every action legal",
        game.record.rules_id,
        game.record.seed,
        game.record.actions.len(),
        state.turn()
    )];
    for seat in SeatNumber::BOTH {
        lines.push(format!(
            "{}: {} points (largest domain {})",
            names[seat], scores[seat].total, scores[seat].largest_domain
        ));
    }
    lines.push(match outcome {
        Some(Outcome::Winner {
            player,
            by_tie_break,
        }) => format!(
            "{} wins{}",
            names[player],
            if by_tie_break {
                " by the larger domain"
            } else {
                ""
            }
        ),
        Some(Outcome::Draw) => "a draw".to_string(),
        None => format!("the game is not over: it stops in turn {}", state.turn()),
    });
    Ok(output_lines(lines))
}

/// A kept game of either game (a replay or a save) read from its file; the message names the
/// file.
pub(super) fn read_kept_game(path: &Path) -> Result<KeptGame, CommandError> {
    let shown = path.display();
    let bytes = std::fs::read(path).map_err(|error| format!("{shown}: {error}"))?;
    Ok(KeptGame::from_bytes(&bytes).map_err(|problem| format!("{shown}: {problem}"))?)
}

/// The kept game played through the rules; an action they refuse is named with its turn, and
/// a game of another rule set asks for that set's file.
pub(super) fn replay_kept_game(
    rules: &RuleSet,
    path: &Path,
    game: &SavedGame,
) -> Result<GameState, CommandError> {
    let shown = path.display();
    Ok(game.replay(rules).map_err(|problem| match problem {
        SaveProblem::OtherRules { rules_id, .. } if rules_id != rules.id() => format!(
            "{shown}: it was played with the rule set `{rules_id}`; give that rule set's file \
             with --rules FILE"
        ),
        SaveProblem::Illegal(error) => format!(
            "{shown}: {error} (the record has {} actions)",
            game.record.actions.len()
        ),
        problem => format!("{shown}: {problem}"),
    })?)
}

/// The name a kept game gives a seat, or "Player N".
pub(super) fn seat_name(game: &SavedGame, seat: SeatNumber) -> String {
    game.players
        .get(seat.index())
        .cloned()
        .unwrap_or_else(|| format!("Player {}", seat.ordinal()))
}
