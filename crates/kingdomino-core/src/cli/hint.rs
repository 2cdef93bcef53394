//! `hint FILE [--at N]`: the Expert's move at a point of a kept game of any game (a save or a
//! replay, cut after its first N actions) and why, in the words the table's hint uses.

use std::path::Path;

use serde_json::json;

use super::game_tools::GameTools;
use super::replay::replay_kept_game;
use super::{CommandError, RulesArg, load_rules, output_lines};
use crate::ai::{ExpertBudget, ExpertPlayer, Player};
use crate::for_game;
use crate::player_files::saves::{KeptGame, SavedGame};

pub(super) fn run(
    path: &Path,
    kept: KeptGame,
    at: Option<usize>,
    rules: &RulesArg,
    json: bool,
) -> Result<String, CommandError> {
    for_game!(kept, G, saved => hint::<G>(path, *saved, at, rules, json))
}

fn hint<G: GameTools>(
    path: &Path,
    mut saved: SavedGame<G>,
    at: Option<usize>,
    rules: &RulesArg,
    json: bool,
) -> Result<String, CommandError> {
    let rules = load_rules::<G>(rules)?;
    let shown = path.display();
    let recorded = saved.record.actions.len();
    let at = at.unwrap_or(recorded);
    if at > recorded {
        return Err(CommandError(format!(
            "{shown} has {recorded} actions: --at takes 0 to {recorded}"
        )));
    }
    saved.record.actions.truncate(at);
    let state = replay_kept_game(&rules, path, &saved)?;
    let over = || format!("{shown}: the game is over after {at} actions: there is no move to hint");
    let place = G::to_act(&state).ok_or_else(over)?;
    // The same seed for the same point of the same game: a hint asked twice is the same.
    let mut expert = ExpertPlayer::<G>::new(saved.record.seed ^ at as u64, ExpertBudget::of::<G>());
    let action = expert.choose(&rules, &state).ok_or_else(over)?;
    let win_share = expert.imagined_win_share(&state);
    let why = G::why(&rules, &state, action, win_share);
    let told = G::move_words(&rules, &state, action);
    let name = saved.player_name(place);
    let moment = G::moment(&state);
    if json {
        let report = json!({
            "at": at,
            "moment": moment.to_string(),
            "place": place,
            "player": name,
            "action": action,
            "move": told,
            "why": why,
            "win_share": win_share,
        });
        return Ok(format!("{report}\n"));
    }
    Ok(output_lines(vec![
        format!(
            "{shown} after {at} of {recorded} actions: {moment}, {name} to {}",
            G::to_do(&state)
        ),
        format!("hint: {told}"),
        format!("why: {why}"),
    ]))
}
