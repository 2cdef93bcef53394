//! `replay FILE`: plays a kept game of any game (`*.replay.ron`, or a save) through its engine
//! and prints each player's count and the winners; a recorded action the rules refuse is
//! named, with its turn or round and the reason.

use std::path::Path;

use serde_json::json;

use super::game_tools::GameTools;
use super::{CommandError, RulesArg, load_rules, output_lines};
use crate::for_game;
use crate::games::{GameKind, Playable};
use crate::player_files::saves::{KeptGame, SaveProblem, SavedGame, SavedSeat};
use crate::table::Place;

pub(super) fn run(
    path: &Path,
    kept: KeptGame,
    rules: &RulesArg,
    json: bool,
) -> Result<String, CommandError> {
    for_game!(kept, G, saved => report::<G>(path, &saved, rules, json))
}

fn report<G: GameTools>(
    path: &Path,
    saved: &SavedGame<G>,
    rules: &RulesArg,
    json: bool,
) -> Result<String, CommandError> {
    let rules = load_rules::<G>(rules)?;
    let state = replay_kept_game(&rules, path, saved)?;
    if json {
        return Ok(format!("{}\n", json_report(saved, &rules, &state)));
    }
    let standings = G::standings(&rules, &state);
    let over = G::to_act(&state).is_none();
    let record = &saved.record;
    let mut lines = vec![format!(
        "{}: {}, rule set `{}`, seed {}, {} actions to {}: every action legal",
        path.display(),
        G::setup(record.options).describe(),
        record.rules_id,
        record.seed,
        record.actions.len(),
        G::moment(&state),
    )];
    for place in Place::all(G::places(&state)) {
        lines.push(format!(
            "{}: {} points ({})",
            saved.player_name(place),
            standings.totals[place.index()],
            G::count_words(&rules, &state, place)
        ));
    }
    let names: Vec<String> = standings
        .winners
        .iter()
        .map(|&place| saved.player_name(place))
        .collect();
    lines.push(match names.as_slice() {
        _ if !over => format!("the game is not over: it stops at {}", G::moment(&state)),
        [one] => format!("{one} wins{}", G::decided_by(&rules, &state)),
        several => format!("{} share the win", several.join(" and ")),
    });
    Ok(output_lines(lines))
}

/// The report as JSON: the game and its set-up, how far it went, each player's seat, score and
/// count, and the winners once it is over.
fn json_report<G: GameTools>(
    saved: &SavedGame<G>,
    rules: &G::Rules,
    state: &G::State,
) -> serde_json::Value {
    let standings = G::standings(rules, state);
    let over = G::to_act(state).is_none();
    let players: Vec<_> = Place::all(G::places(state))
        .map(|place| {
            let seat = match saved.seats.get(place.index()) {
                Some(SavedSeat::Computer(level)) => format!("computer:{level}"),
                _ => "person".to_string(),
            };
            let mut player = json!({
                "name": saved.player_name(place),
                "seat": seat,
                "score": standings.totals[place.index()],
            });
            if let (Some(player), Some(facts)) = (
                player.as_object_mut(),
                G::count_facts(rules, state, place).as_object(),
            ) {
                player.extend(facts.clone());
            }
            player
        })
        .collect();
    let winners: Vec<usize> = match over {
        true => standings
            .winners
            .iter()
            .map(|place| place.index())
            .collect(),
        false => Vec::new(),
    };
    let record = &saved.record;
    json!({
        "game": G::KIND.name(),
        "setup": G::setup(record.options),
        "rules": record.rules_id,
        "seed": record.seed,
        "actions": record.actions.len(),
        "moment": G::moment(state).to_string(),
        "over": over,
        "players": players,
        "winners": winners,
    })
}

/// A kept file (a replay or a save) read from its file, of the game `expected` names when
/// it names one; the message names the file.
pub(super) fn read_kept_game(
    path: &Path,
    expected: Option<GameKind>,
) -> Result<KeptGame, CommandError> {
    let shown = path.display();
    let bytes = std::fs::read(path).map_err(|error| format!("{shown}: {error}"))?;
    let kept = KeptGame::from_bytes(&bytes).map_err(|problem| format!("{shown}: {problem}"))?;
    match expected {
        Some(kind) if kind != kept.kind() => Err(CommandError(format!(
            "{shown}: it keeps a game of {}, not of {kind}",
            kept.kind()
        ))),
        _ => Ok(kept),
    }
}

/// The kept game played through the rules; an action they refuse is named with its turn or
/// round, and a game of another rule set asks for that set's file.
pub(super) fn replay_kept_game<G: Playable>(
    rules: &G::Rules,
    path: &Path,
    saved: &SavedGame<G>,
) -> Result<G::State, CommandError> {
    let shown = path.display();
    Ok(saved.replay(rules).map_err(|problem| match problem {
        SaveProblem::OtherRules { rules_id, .. } if rules_id != G::rules_id(rules) => format!(
            "{shown}: it was played with the rule set `{rules_id}`; give that rule set's file \
             with --rules FILE"
        ),
        SaveProblem::Illegal(error) => format!(
            "{shown}: {error} (the record has {} actions)",
            saved.record.actions.len()
        ),
        problem => format!("{shown}: {problem}"),
    })?)
}
