//! `hint FILE [--at N]`: the Expert's move at a point of a kept game (a save or a replay, cut
//! after its first N actions) and why, in the words the table's hint uses.

use std::path::Path;

use serde_json::json;

use super::replay::{replay_kept_game, seat_name};
use super::{CommandError, output_lines, position};
use crate::ai::advice::explain;
use crate::ai::{ExpertBudget, ExpertPlayer, Player};
use crate::localization::built_in_catalog;
use crate::localization::names;
use crate::player_files::saves::SavedGame;
use crate::rules::{Action, Cell, Face, GameState, RuleSet, SeatNumber, Step};

pub(super) fn run(
    rules: &RuleSet,
    path: &Path,
    mut game: SavedGame,
    at: Option<usize>,
    json: bool,
) -> Result<String, CommandError> {
    let shown = path.display();
    let recorded = game.record.actions.len();
    let at = cut_at(path, recorded, at)?;
    game.record.actions.truncate(at);
    let state = replay_kept_game(rules, path, &game)?;
    let Some(seat) = state.to_act() else {
        return Err(CommandError(format!(
            "{shown}: the game is over after {at} actions: there is no move to hint"
        )));
    };
    // The same seed for the same point of the same game: a hint asked twice is the same.
    let mut expert = ExpertPlayer::new(game.record.seed ^ at as u64, ExpertBudget::default());
    let action = expert.choose(rules, &state);
    let advice = explain(rules, &state, action, expert.win_share(&state));
    let why = built_in_catalog().say(&names::advice_why(rules, &advice));
    let name = seat_name(&game, seat);
    let told = describe(rules, &state, seat, action);
    if json {
        let report = json!({
            "at": at,
            "turn": state.turn(),
            "seat": seat,
            "player": name,
            "action": action,
            "move": told,
            "why": why,
            "win_share": advice.win_share,
        });
        return Ok(format!("{report}\n"));
    }
    Ok(output_lines(vec![
        format!(
            "{shown} after {at} of {recorded} actions: turn {}, {name} to {}",
            state.turn(),
            step_name(state.step())
        ),
        format!("hint: {told}"),
        format!("why: {why}"),
    ]))
}

/// Where `--at` cuts a record of `recorded` actions (after the last without it).
pub(super) fn cut_at(
    path: &Path,
    recorded: usize,
    at: Option<usize>,
) -> Result<usize, CommandError> {
    let at = at.unwrap_or(recorded);
    if at > recorded {
        return Err(CommandError(format!(
            "{} has {recorded} actions: --at takes 0 to {recorded}",
            path.display()
        )));
    }
    Ok(at)
}

fn step_name(step: Step) -> &'static str {
    match step {
        Step::Draft { .. } => "take a die",
        Step::Fill { .. } => "draw the domino",
        Step::ChooseJokerCoat { .. } => "choose a joker's coat",
        Step::ApplyPower { .. } => "use a new power",
        Step::GameOver => "see the count",
    }
}

/// The move in the words of the command line: dice by number and face code, squares by row
/// and column from 1.
fn describe(rules: &RuleSet, state: &GameState, seat: SeatNumber, action: Action) -> String {
    let shown = |die: u8| {
        state
            .shown_face(rules, die)
            .map_or("?".to_string(), |face| rules.face_code(face))
    };
    let held = |slot: u8| -> String {
        state.player(seat).domino[usize::from(slot % 2)].map_or("?".to_string(), |die| {
            rules.face_code(GameState::face_of(rules, die))
        })
    };
    let square = |cell: Cell| {
        let [row, column] = position(rules, cell);
        format!("row {row} column {column}")
    };
    let coat = |coat| format!("`{}`", rules.face_code(Face::Coat { coat, crosses: 0 }));
    match action {
        Action::TakeDie { die } => format!("take die {} (`{}`)", die + 1, shown(die)),
        Action::TakeTwoDice { dice: [a, b] } => format!(
            "take dice {} and {} (`{}`, `{}`)",
            a + 1,
            b + 1,
            shown(a),
            shown(b)
        ),
        Action::CastleBonus { slot } => format!(
            "put the castle bonus's cross on your die {} (`{}`)",
            slot + 1,
            held(slot)
        ),
        Action::TurnDie { slot, face } => {
            let turned = state
                .player(seat)
                .turned_face(rules, slot, face)
                .map_or("?".to_string(), |face| rules.face_code(face));
            format!(
                "turn your die {} (`{}`) to `{turned}`",
                slot + 1,
                held(slot)
            )
        }
        Action::Draw(drawing) => {
            let mut told = format!(
                "draw `{}` on {} and `{}` on {}",
                held(0),
                square(drawing.cells[0]),
                held(1),
                square(drawing.cells[1])
            );
            if drawing.powers.ignore_connection {
                told.push_str(", unconnected (the `d` power)");
            }
            if drawing.powers.separate {
                told.push_str(", the dice apart (the `s` power)");
            }
            told
        }
        Action::ChooseJokerCoat { coat: chosen } => {
            format!("give the joker the coat {}", coat(chosen))
        }
        Action::Pass => "pass".to_string(),
        Action::ChooseBonusCoat { coat: chosen } => {
            format!("take {} for the domain bonus", coat(chosen))
        }
        Action::PlaceCross { cell } => format!("put the extra cross on {}", square(cell)),
    }
}
