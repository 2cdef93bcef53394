//! The only bridge to the engine, and the only writer of the match: it sets a match up when asked
//! (a new game, a saved one resumed, a replay's jump), intended actions are checked and applied by
//! the engine, and what happened (applied, refused with the reason, and the engine's reports) is
//! told back. The match's state, record and undo point are private to this file.

use kingdomino_core::duel::{
    ActionError, Duel, GameState, NoOptions, Report, RuleSet, SeatNumber, Step,
};
use std::sync::Arc;

use bevy::prelude::*;

pub use super::bridge_messages::{
    ActionApplied, ActionRefused, IntendedAction, MatchRequest, PreparationsUndone, Refusal,
    Reported, ResumeMatch, RollGiven, RollRefused, UndoRequested,
};
use crate::app::files::rule_set::ActiveRules;
use crate::app::states::AppSystems;
use crate::app::states::{Phase, Screen, Seat};
use kingdomino_core::table::Record;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<MatchRequest>();
    app.add_message::<IntendedAction>();
    app.add_message::<UndoRequested>();
    app.add_message::<ActionApplied>();
    app.add_message::<ActionRefused>();
    app.add_message::<Reported>();
    app.add_message::<PreparationsUndone>();
    app.add_message::<RollGiven>();
    app.add_message::<RollRefused>();
    app.add_systems(OnEnter(Screen::Game), show_afresh);
    app.add_systems(
        Update,
        (
            // A roll given in the frame of the action that ended its turn follows that action.
            (undo_preparations, apply_intended_actions, give_rolls)
                .chain()
                .run_if(resource_exists::<Match>),
            // Last, so what was intended for the match being left is never applied to the next.
            set_up_match,
        )
            .chain()
            .in_set(AppSystems::ApplyRules),
    );
}

/// The game being played: the engine's state is the only truth; everything on screen mirrors it.
/// The state and the record are changed here alone; no other system takes the match mutably.
#[derive(Resource)]
pub struct Match {
    pub rules: Arc<RuleSet>,
    state: GameState,
    pub seats: [Seat; 2],
    /// The players' own names, when they have them (an online game's).
    pub names: Option<[String; 2]>,
    /// Every action the engine applied, from the seed: what a save keeps.
    record: Record<Duel>,
    /// Where the preparations of the fill in progress began, if they can be taken back.
    undo_point: Option<UndoPoint>,
}

impl Match {
    pub fn state(&self) -> &GameState {
        &self.state
    }

    pub fn record(&self) -> &Record<Duel> {
        &self.record
    }

    /// The seed the dice come from.
    pub fn seed(&self) -> u64 {
        self.record.seed
    }

    /// Whether the turn's roll is still to come from outside (an online game's server): the
    /// dice tumble until it does. A record that keeps its rolls has them all until then.
    pub fn awaiting_roll(&self) -> bool {
        !self.record.deals.is_empty()
            && !self.state.is_over()
            && self.record.deals.len() < self.state.turn() as usize
    }

    /// A record that kept its rolls (an online game watched again) gives a turn just begun its
    /// own roll, in place of the seed's: the one report of the roll is the kept one.
    fn give_kept_roll(&mut self, turn_before: u32, reports: &mut Vec<Report>) {
        let turn = self.state.turn();
        if turn == turn_before || self.state.is_over() {
            return;
        }
        let Some(&faces) = self.record.deals.get(turn as usize - 1) else {
            return;
        };
        // The record's rolls were checked when it was replayed to set the match up.
        let _ = self.state.give_roll_after(&self.rules, faces, reports);
    }

    /// Whether `seat`'s fill is under way, its preparations still open to undo: an online
    /// game sends them once the drawing is final.
    pub fn holds_preparations(&self, seat: SeatNumber) -> bool {
        self.undo_point
            .as_ref()
            .is_some_and(|point| point.seat == seat)
    }

    /// Whether `seat` has preparations to take back: the state moved since its fill began.
    pub fn can_undo(&self, seat: SeatNumber) -> bool {
        self.undo_point
            .as_ref()
            .is_some_and(|point| point.seat == seat && point.state != self.state)
    }
}

/// Where the person's preparations started: the state when their fill step began. It belongs
/// to one match and goes with it.
struct UndoPoint {
    seat: SeatNumber,
    state: GameState,
    /// How long the match's record was then.
    record_length: usize,
}

/// What an applied action does to the undo point.
enum UndoPointChange {
    /// The same player's fill goes on.
    Keep,
    /// A player's fill began: its state is the new point.
    Start { seat: SeatNumber },
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
    fn of_resumed(rules: &RuleSet, record: &Record<Duel>) -> Option<UndoPoint> {
        let mut point = None;
        let replayed = record.replay_visiting(rules, |index, state| {
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
}

pub(super) fn apply_intended_actions(
    mut intended: MessageReader<IntendedAction>,
    mut game: ResMut<Match>,
    mut applied: MessageWriter<ActionApplied>,
    mut refused: MessageWriter<ActionRefused>,
    mut reported: MessageWriter<Reported>,
) {
    for &IntendedAction { seat, action } in intended.read() {
        let game = &mut *game;
        let early_refusal = if game.state.to_act() != Some(seat) {
            Some(Refusal::NotYourTurn)
        } else if game.awaiting_roll() {
            // Until the server's roll comes, the dice shown are not the turn's.
            Some(Refusal::Rule(ActionError::NotNow))
        } else {
            None
        };
        if let Some(reason) = early_refusal {
            refused.write(ActionRefused {
                seat,
                action,
                reason,
            });
            continue;
        }
        let turn = game.state.turn();
        match game.state.apply(&game.rules, action) {
            Ok(mut reports) => {
                game.record.actions.push(action);
                game.give_kept_roll(turn, &mut reports);
                match UndoPoint::change_after_action(game.undo_point.as_ref(), &game.state) {
                    UndoPointChange::Keep => {}
                    UndoPointChange::Start { seat } => {
                        game.undo_point = Some(UndoPoint {
                            seat,
                            state: game.state.clone(),
                            record_length: game.record.actions.len(),
                        });
                    }
                    UndoPointChange::Clear => game.undo_point = None,
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

/// A roll from outside goes to the engine when the turn waits for one; any other is refused
/// as an action would be, with the engine's reason.
fn give_rolls(
    mut given: MessageReader<RollGiven>,
    mut game: ResMut<Match>,
    mut reported: MessageWriter<Reported>,
    mut refused: MessageWriter<RollRefused>,
) {
    for &RollGiven { faces } in given.read() {
        let game = &mut *game;
        let result = if game.awaiting_roll() {
            game.state.give_roll(&game.rules, faces)
        } else {
            Err(ActionError::NotNow)
        };
        match result {
            Ok(report) => {
                game.record.deals.push(faces);
                reported.write(Reported(report));
            }
            Err(error) => {
                refused.write(RollRefused { faces, error });
            }
        }
    }
}

fn undo_preparations(
    mut requests: MessageReader<UndoRequested>,
    mut game: ResMut<Match>,
    mut undone: MessageWriter<PreparationsUndone>,
) {
    for &UndoRequested { seat } in requests.read() {
        if !game.can_undo(seat) {
            continue;
        }
        let game = &mut *game;
        if let Some(point) = &game.undo_point {
            game.state = point.state.clone();
            game.record.actions.truncate(point.record_length);
            undone.write(PreparationsUndone { seat });
        }
    }
}

/// The last request of the frame is the match shown: it replaces whatever match was there, its
/// undo point included, and the table is set up afresh from its roll.
pub(super) fn set_up_match(
    mut commands: Commands,
    mut requests: MessageReader<MatchRequest>,
    rules: Res<ActiveRules>,
    mut next_screen: ResMut<NextState<Screen>>,
    next_phase: Option<ResMut<NextState<Phase>>>,
) {
    let Some(request) = requests.read().last() else {
        return;
    };
    let rules = Arc::clone(&rules.0);
    let game = match request.clone() {
        MatchRequest::New { seats, seed } => {
            let seed = seed.unwrap_or_else(seed_from_clock);
            Match {
                state: GameState::new(&rules, seed),
                record: Record::<Duel>::new(&rules, NoOptions, seed),
                rules,
                seats,
                names: None,
                undo_point: None,
            }
        }
        MatchRequest::Resume(resume) => {
            let ResumeMatch {
                state,
                record,
                seats,
                names,
            } = *resume;
            Match {
                undo_point: UndoPoint::of_resumed(&rules, &record),
                rules,
                state,
                seats,
                names,
                record,
            }
        }
    };
    commands.insert_resource(game);
    // Entering the game screen again when it shows already builds the table anew.
    next_screen.set(Screen::Game);
    if let Some(mut next_phase) = next_phase {
        next_phase.set(Phase::Rolling);
    }
}

/// The match is set up a frame before its table is built: marked changed again, everything that
/// mirrors it draws the new table.
fn show_afresh(game: Option<ResMut<Match>>) {
    if let Some(mut game) = game {
        game.set_changed();
    }
}

/// A fresh seed for a game nobody asked to repeat.
pub(crate) fn seed_from_clock() -> u64 {
    web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .map_or(0, |since| since.as_nanos() as u64)
}
