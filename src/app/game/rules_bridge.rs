//! The only bridge to the engine: intended actions are checked and applied by the engine, and
//! what happened (applied, refused with the reason, powers gained) is reported back.

use bevy::prelude::*;

use super::Match;
use crate::rules::{Action, GameState, LineProgress, Power, Step};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<IntendedAction>();
    app.add_message::<UndoRequested>();
    app.add_message::<ActionApplied>();
    app.add_message::<ActionRefused>();
    app.add_message::<PowerGained>();
    app.init_resource::<Notice>();
    app.add_systems(
        Update,
        (undo_preparations, apply_intended_actions)
            .chain()
            .in_set(RulesBridgeSystems)
            .run_if(resource_exists::<Match>),
    );
}

/// Systems that change the engine's state; input runs before, views after.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct RulesBridgeSystems;

/// A decision someone wants to make for a seat.
#[derive(Message, Clone, Copy, Debug)]
pub struct IntendedAction {
    pub seat: u8,
    pub action: Action,
}

/// A person takes back the preparations of their domino (castle bonus, turned die, a drawing
/// waiting for a joker's coat) before the drawing is final.
#[derive(Message, Clone, Copy, Debug)]
pub struct UndoRequested {
    pub seat: u8,
}

#[derive(Message, Clone, Copy, Debug)]
pub struct ActionApplied {
    pub seat: u8,
    pub action: Action,
}

#[derive(Message, Clone, Debug)]
pub struct ActionRefused {
    pub seat: u8,
    pub action: Action,
    pub reason: String,
}

/// A player completed a spellbook line first.
#[derive(Message, Clone, Copy, Debug)]
pub struct PowerGained {
    pub seat: u8,
    pub power: Power,
}

/// The last refusal or undo, said on the prompt line until the next action.
#[derive(Resource, Default, Debug)]
pub struct Notice(pub Option<String>);

/// Where the person's preparations started: the state when their fill step began.
#[derive(Resource)]
struct UndoPoint {
    seat: u8,
    state: GameState,
}

fn apply_intended_actions(
    mut commands: Commands,
    mut intended: MessageReader<IntendedAction>,
    mut game: ResMut<Match>,
    undo_point: Option<Res<UndoPoint>>,
    mut notice: ResMut<Notice>,
    mut applied: MessageWriter<ActionApplied>,
    mut refused: MessageWriter<ActionRefused>,
    mut gained: MessageWriter<PowerGained>,
) {
    for &IntendedAction { seat, action } in intended.read() {
        let game = &mut *game;
        if game.state.to_act() != Some(seat) {
            let reason = "it is not this player's turn".to_string();
            refused.write(ActionRefused {
                seat,
                action,
                reason,
            });
            continue;
        }
        let before = game.state.clone();
        match game.state.apply(&game.rules, action) {
            Ok(()) => {
                notice.0 = None;
                for seat in [0, 1] {
                    for power in newly_gained(&before, &game.state, seat, &game.rules) {
                        gained.write(PowerGained { seat, power });
                    }
                }
                match game.state.step() {
                    Step::Fill { player } | Step::ChooseJokerCoat { player, .. } => {
                        let same_fill = undo_point.as_ref().is_some_and(|point| {
                            point.seat == player && point.state.turn() == game.state.turn()
                        });
                        if !same_fill {
                            commands.insert_resource(UndoPoint {
                                seat: player,
                                state: game.state.clone(),
                            });
                        }
                    }
                    _ => commands.remove_resource::<UndoPoint>(),
                }
                applied.write(ActionApplied { seat, action });
            }
            Err(error) => {
                let reason = error.to_string();
                notice.0 = Some(capitalized(&reason));
                refused.write(ActionRefused {
                    seat,
                    action,
                    reason,
                });
            }
        }
    }
}

fn undo_preparations(
    mut requests: MessageReader<UndoRequested>,
    mut game: ResMut<Match>,
    undo_point: Option<Res<UndoPoint>>,
    mut notice: ResMut<Notice>,
) {
    for request in requests.read() {
        let Some(point) = &undo_point else { continue };
        if point.seat == request.seat && game.state != point.state {
            game.state = point.state.clone();
            notice.0 = Some("Taken back: prepare your domino again.".to_string());
        }
    }
}

/// The powers `seat` gained between two states.
fn newly_gained(
    before: &GameState,
    after: &GameState,
    seat: u8,
    rules: &crate::rules::RuleSet,
) -> Vec<Power> {
    let lines_before = &before.player(seat).lines;
    let lines_after = &after.player(seat).lines;
    rules
        .spell_lines()
        .iter()
        .zip(lines_before.iter().zip(lines_after))
        .filter(|(_, (was, is))| {
            !matches!(was, LineProgress::Gained { .. }) && matches!(is, LineProgress::Gained { .. })
        })
        .map(|(line, _)| line.power)
        .collect()
}

pub fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect::<String>() + "."
    })
}
