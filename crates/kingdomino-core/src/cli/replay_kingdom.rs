//! `replay FILE` of a kept game of the original Kingdomino: plays it through the engine and
//! prints each player's count and the winners; a recorded action the rules refuse is named.

use std::path::Path;

use serde_json::json;

use super::{CommandError, output_lines};
use crate::original::{AnyGame, OriginalRules};
use crate::player_files::kingdom_saves::SavedKingdomGame;
use crate::player_files::saves::{SaveProblem, SavedSeat};

pub(super) fn run(
    rules: &OriginalRules,
    path: &Path,
    kept: &SavedKingdomGame,
    json: bool,
) -> Result<String, CommandError> {
    let game = replay_kept_kingdom(rules, path, kept)?;
    let scores = game.scores();
    let winners: Vec<usize> = game.winners().iter().map(|player| player.index()).collect();
    let over = game.player_to_act().is_none();
    let options = kept.record.options;
    if json {
        let players: Vec<_> = scores
            .iter()
            .enumerate()
            .map(|(place, sheet)| {
                json!({
                    "name": kept.player_name(place),
                    "seat": match kept.seats.get(place) {
                        Some(SavedSeat::Computer(level)) => format!("computer:{level}"),
                        _ => "person".to_string(),
                    },
                    "score": sheet.total,
                    "largest_domain": sheet.largest_domain,
                    "crowns": sheet.crowns,
                })
            })
            .collect();
        let report = json!({
            "game": "kingdomino",
            "rules": kept.record.rules_id,
            "seed": kept.record.seed,
            "mighty_duel": options.mighty_duel,
            "bonuses": options.bonuses,
            "actions": kept.record.actions.len(),
            "over": over,
            "players": players,
            "winners": if over { winners } else { Vec::new() },
        });
        return Ok(format!("{report}\n"));
    }
    let mut lines = vec![format!(
        "{}: the original Kingdomino for {} players{}, rule set `{}`, seed {}, {} actions: every action legal",
        path.display(),
        options.players,
        if options.mighty_duel {
            " (the Mighty Duel)"
        } else {
            ""
        },
        kept.record.rules_id,
        kept.record.seed,
        kept.record.actions.len(),
    )];
    for (place, sheet) in scores.iter().enumerate() {
        lines.push(format!(
            "{}: {} points (largest domain {}, {} crowns)",
            kept.player_name(place),
            sheet.total,
            sheet.largest_domain,
            sheet.crowns
        ));
    }
    let names: Vec<String> = winners
        .iter()
        .map(|&place| kept.player_name(place))
        .collect();
    lines.push(match names.as_slice() {
        _ if !over => "the game is not over".to_string(),
        [one] => format!("{one} wins"),
        several => format!("{} share the win", several.join(" and ")),
    });
    Ok(output_lines(lines))
}

/// The kept game played through the rules; an action they refuse is named, and a game of
/// another rule set asks for that set's file.
pub(super) fn replay_kept_kingdom(
    rules: &OriginalRules,
    path: &Path,
    kept: &SavedKingdomGame,
) -> Result<AnyGame, CommandError> {
    let shown = path.display();
    Ok(kept.replay(rules).map_err(|problem| match problem {
        SaveProblem::OtherRules { rules_id, .. } => format!(
            "{shown}: it was played with the rule set `{rules_id}`; give that rule set's file \
             with --rules FILE"
        ),
        problem => format!("{shown}: {problem}"),
    })?)
}
