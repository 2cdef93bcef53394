//! `hint FILE [--at N]` of a kept game of the original Kingdomino: the Expert's move at that
//! point and why (the share of its imagined games the move won, and what a place adds now).

use std::path::Path;

use serde_json::json;

use super::hint::cut_at;
use super::replay_kingdom::replay_kept_kingdom;
use super::{CommandError, output_lines};
use crate::ai::original::{KingdomExpert, KingdomExpertBudget, KingdomPlayer};
use crate::original::bits::Bits;
use crate::original::rule_set::Domino;
use crate::original::{Action, AnyGame, Game, KingdomSheet, OriginalRules, Step};
use crate::player_files::kingdom_saves::SavedKingdomGame;

/// The Expert's answer at a point of a game, in words.
struct Hint {
    action: Action,
    told: String,
    why: String,
    win_share: Option<f32>,
}

pub(super) fn run(
    rules: &OriginalRules,
    path: &Path,
    mut kept: SavedKingdomGame,
    at: Option<usize>,
    json: bool,
) -> Result<String, CommandError> {
    let shown = path.display();
    let recorded = kept.record.actions.len();
    let at = cut_at(path, recorded, at)?;
    kept.record.actions.truncate(at);
    let game = replay_kept_kingdom(rules, path, &kept)?;
    let Some(player) = game.player_to_act() else {
        return Err(CommandError(format!(
            "{shown}: the game is over after {at} actions: there is no move to hint"
        )));
    };
    // The same seed for the same point of the same game: a hint asked twice is the same.
    let seed = kept.record.seed ^ at as u64;
    let hint = match &game {
        AnyGame::Five(game) => hint_at(rules, game, seed),
        AnyGame::Seven(game) => hint_at(rules, game, seed),
    };
    let name = kept.player_name(player.index());
    if json {
        let report = json!({
            "at": at,
            "player": name,
            "place": player.index(),
            "action": hint.action,
            "move": hint.told,
            "why": hint.why,
            "win_share": hint.win_share,
        });
        return Ok(format!("{report}\n"));
    }
    let step = match game.step() {
        Step::Claim { .. } | Step::Choose { .. } => "claim a domino",
        Step::Place { .. } => "add a domino",
        Step::GameOver => "see the count",
    };
    Ok(output_lines(vec![
        format!("{shown} after {at} of {recorded} actions: {name} to {step}"),
        format!("hint: {}", hint.told),
        format!("why: {}", hint.why),
    ]))
}

fn hint_at<B: Bits>(rules: &OriginalRules, game: &Game<B>, seed: u64) -> Hint {
    let mut expert = KingdomExpert::new(seed, KingdomExpertBudget::default());
    let action = expert.choose(game);
    let win_share = expert.win_share(game);
    let mut why = match win_share {
        Some(share) => format!(
            "it won {:.0}% of the Expert's imagined games to the end",
            share * 100.0
        ),
        None => "it is the only move".to_string(),
    };
    let code = |domino: &Domino| {
        domino
            .squares
            .map(|square| format!("`{}`", rules.square_code(square)))
    };
    let told = match (action, game.domino_to_place()) {
        (Action::Claim { slot }, _) => match game.next_line().get(usize::from(slot)) {
            Some(claimed) => {
                let [a, b] = code(&claimed.domino);
                format!("claim domino {} ({a} {b})", claimed.domino.number)
            }
            None => format!("claim the line's domino {}", slot + 1),
        },
        (Action::Place { first, direction }, Some(domino)) => {
            let grid = game.grid();
            let from_castle = |square: u32| {
                let (row, column) = grid.row_column(square);
                let (castle_row, castle_column) = grid.row_column(grid.castle());
                format!(
                    "row {:+} column {:+}",
                    i32::from(row) - i32::from(castle_row),
                    i32::from(column) - i32::from(castle_column)
                )
            };
            if let Some(player) = game.player_to_act() {
                let kingdom = game.kingdom(player);
                let mut after = *kingdom;
                after.add(grid, &domino, first, direction);
                // The bonuses are left out: they are only known at the end.
                let domains =
                    |sheet: KingdomSheet| sheet.total - sheet.middle_points - sheet.harmony_points;
                why.push_str(&format!(
                    "; the kingdom's domains count {} points after it ({} now)",
                    domains(game.sheet(&after)),
                    domains(game.sheet(kingdom))
                ));
            }
            let [a, b] = code(&domino);
            format!(
                "add domino {}: {a} at {}, {b} at {} (from the castle)",
                domino.number,
                from_castle(first),
                from_castle(grid.step(first, direction))
            )
        }
        (_, domino) => format!(
            "discard domino {}: it fits nowhere",
            domino.map_or(0, |domino| domino.number)
        ),
    };
    Hint {
        action,
        told,
        why,
        win_share,
    }
}
