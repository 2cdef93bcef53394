//! The only bridge to the engine, and the only writer of the match: it sets the match up (a new
//! game, a saved one resumed, a replay's jump), intended actions are checked and applied by the
//! engine, and what happened (applied, refused with the reason, and the engine's reports) is
//! told back. The match's state and record are private to this file.

use std::fmt;
use std::sync::Arc;

use bevy::prelude::*;

use super::{ResumeMatch, Watching};
use crate::app::rule_set::ActiveRules;
use crate::app::states::{MatchSetup, Screen, Seat};
use crate::app::{AppSystems, console};
use crate::rules::{Action, ActionError, GameRecord, GameState, Report, RuleSet, Step};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<IntendedAction>();
    app.add_message::<UndoRequested>();
    app.add_message::<ActionApplied>();
    app.add_message::<ActionRefused>();
    app.add_message::<Reported>();
    app.add_message::<PreparationsUndone>();
    app.add_systems(OnEnter(Screen::Game), start_match);
    app.add_systems(OnExit(Screen::Game), forget_undo_point);
    app.add_systems(
        Update,
        (undo_preparations, apply_intended_actions)
            .chain()
            .in_set(AppSystems::ApplyRules)
            .run_if(resource_exists::<Match>),
    );
}

/// The game being played: the engine's state is the only truth; everything on screen mirrors it.
/// The state and the record are changed here alone; no other system takes the match mutably.
#[derive(Resource)]
pub struct Match {
    pub rules: Arc<RuleSet>,
    state: GameState,
    pub seats: [Seat; 2],
    /// Every action the engine applied, from the seed: what a save keeps.
    record: GameRecord,
    /// A kept replay is watched: its record decides for both seats, whoever played them.
    pub watching: bool,
}

impl Match {
    pub fn state(&self) -> &GameState {
        &self.state
    }

    pub fn record(&self) -> &GameRecord {
        &self.record
    }

    /// The seed the dice come from.
    pub fn seed(&self) -> u64 {
        self.record.seed
    }
}

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

#[derive(Message, Clone, Copy, Debug)]
pub struct ActionRefused {
    pub seat: u8,
    pub action: Action,
    pub reason: Refusal,
}

/// Why the bridge did not apply an action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Another seat is to act.
    NotYourTurn,
    /// The engine refused it.
    Rule(ActionError),
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::NotYourTurn => f.write_str("it is not this player's turn"),
            Refusal::Rule(error) => error.fmt(f),
        }
    }
}

/// A person's preparations were taken back.
#[derive(Message, Clone, Copy, Debug)]
pub struct PreparationsUndone {
    pub seat: u8,
}

/// One thing the engine reported about an action it applied, in the order it happened.
#[derive(Message, Clone, Copy, Debug)]
pub struct Reported(pub Report);

/// Where the person's preparations started: the state when their fill step began. It belongs
/// to one match and goes with the game screen.
#[derive(Resource)]
pub struct UndoPoint {
    seat: u8,
    state: GameState,
    /// How long the match's record was then.
    record_length: usize,
}

/// What an applied action does to the undo point.
enum UndoPointChange {
    /// The same player's fill goes on.
    Keep,
    /// A player's fill began: its state is the new point.
    Start { seat: u8 },
    /// No fill now.
    Clear,
}

impl UndoPoint {
    /// What the undo point becomes once an action led to `state`.
    fn change_after_action(before: Option<&UndoPoint>, state: &GameState) -> UndoPointChange {
        match state.step() {
            Step::Fill { player } | Step::ChooseJokerCoat { player, .. } => {
                let same_fill = before.is_some_and(|point| {
                    point.seat == player && point.state.turn() == state.turn()
                });
                if same_fill {
                    UndoPointChange::Keep
                } else {
                    UndoPointChange::Start { seat: player }
                }
            }
            _ => UndoPointChange::Clear,
        }
    }

    /// The undo point of a game resumed from its record: where the fill in progress began, so
    /// preparations made before the game was saved can still be taken back.
    pub fn of_resumed(game: &Match) -> Option<UndoPoint> {
        let mut point = None;
        let replayed = game.record.replay_visiting(&game.rules, |index, state| {
            match UndoPoint::change_after_action(point.as_ref(), state) {
                UndoPointChange::Keep => {}
                UndoPointChange::Start { seat } => {
                    point = Some(UndoPoint {
                        seat,
                        state: state.clone(),
                        record_length: index + 1,
                    });
                }
                UndoPointChange::Clear => point = None,
            }
        });
        replayed.ok()?;
        point
    }

    /// Whether `seat` has preparations to take back in `state`.
    pub fn can_undo(&self, seat: u8, state: &GameState) -> bool {
        self.seat == seat && self.state != *state
    }
}

pub(super) fn apply_intended_actions(
    mut commands: Commands,
    mut intended: MessageReader<IntendedAction>,
    mut game: ResMut<Match>,
    undo_point: Option<Res<UndoPoint>>,
    mut applied: MessageWriter<ActionApplied>,
    mut refused: MessageWriter<ActionRefused>,
    mut reported: MessageWriter<Reported>,
) {
    for &IntendedAction { seat, action } in intended.read() {
        let game = &mut *game;
        if game.state.to_act() != Some(seat) {
            refused.write(ActionRefused {
                seat,
                action,
                reason: Refusal::NotYourTurn,
            });
            continue;
        }
        match game.state.apply(&game.rules, action) {
            Ok(reports) => {
                game.record.actions.push(action);
                match UndoPoint::change_after_action(undo_point.as_deref(), &game.state) {
                    UndoPointChange::Keep => {}
                    UndoPointChange::Start { seat } => commands.insert_resource(UndoPoint {
                        seat,
                        state: game.state.clone(),
                        record_length: game.record.actions.len(),
                    }),
                    UndoPointChange::Clear => commands.remove_resource::<UndoPoint>(),
                }
                applied.write(ActionApplied { seat, action });
                reported.write_batch(reports.into_iter().map(Reported));
            }
            Err(error) => {
                refused.write(ActionRefused {
                    seat,
                    action,
                    reason: Refusal::Rule(error),
                });
            }
        }
    }
}

fn undo_preparations(
    mut requests: MessageReader<UndoRequested>,
    mut game: ResMut<Match>,
    undo_point: Option<Res<UndoPoint>>,
    mut undone: MessageWriter<PreparationsUndone>,
) {
    for &UndoRequested { seat } in requests.read() {
        let Some(point) = &undo_point else { continue };
        if point.seat == seat && game.state != point.state {
            game.state = point.state.clone();
            game.record.actions.truncate(point.record_length);
            undone.write(PreparationsUndone { seat });
        }
    }
}

pub(in crate::app) fn start_match(
    mut commands: Commands,
    setup: Res<MatchSetup>,
    rules: Res<ActiveRules>,
    resume: Option<Res<ResumeMatch>>,
    watching: Option<Res<Watching>>,
) {
    let rules = Arc::clone(&rules.0);
    let watching = watching.is_some();
    let game = match resume {
        Some(resume) => {
            commands.remove_resource::<ResumeMatch>();
            if !watching {
                console::announce(&format!(
                    "kingdomino-duel: resumed turn {}",
                    resume.state.turn()
                ));
            }
            let game = Match {
                rules,
                state: resume.state.clone(),
                seats: resume.seats,
                record: resume.record.clone(),
                watching,
            };
            if let Some(point) = UndoPoint::of_resumed(&game) {
                commands.insert_resource(point);
            }
            game
        }
        None => {
            let seed = setup.seed.unwrap_or_else(seed_from_clock);
            Match {
                state: GameState::new(&rules, seed),
                record: GameRecord::new(&rules, seed),
                rules,
                seats: setup.seats,
                watching,
            }
        }
    };
    commands.insert_resource(game);
}

/// A fresh seed for a game nobody asked to repeat.
fn seed_from_clock() -> u64 {
    web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .map_or(0, |since| since.as_nanos() as u64)
}

/// An abandoned game's preparations must never come back in the next one.
fn forget_undo_point(mut commands: Commands) {
    commands.remove_resource::<UndoPoint>();
}
