//! Watching a kept replay at the real table: the record decides for both seats (see the
//! computer seats), and the replay's controls play, pause, step and jump through it. A jump sets
//! the table up afresh at that point, as continuing a saved game does.

use bevy::prelude::*;

use super::{Match, MatchRequest, ResumeMatch};
use crate::app::AppSystems;
use crate::app::choices::pointer::TrackPressed;
use crate::app::choices::{Choice, ChoiceMade, Go, Intent, Look, ReplayControl};
use crate::app::platform::console;
use crate::app::states::{Screen, Seat};
use kingdomino_core::localization::Phrase;
use kingdomino_core::player_files::replays::turn_starts;
use kingdomino_core::player_files::saves::SavedGame;
use kingdomino_core::rules::{Action, GameRecord, RuleSet};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<WaitingChoices>();
    app.add_systems(OnEnter(Screen::Title), stop_watching);
    app.add_systems(OnEnter(Screen::Replays), stop_watching);
    app.add_systems(
        Update,
        (jump_to_pressed_turn, follow_controls, offer_controls)
            .chain()
            .in_set(AppSystems::Decide)
            .before(super::GameplaySystems)
            .run_if(resource_exists::<Watching>),
    );
}

/// A press on the turn slider's track asks for the start of the turn under the pointer: turn N
/// owns the Nth part of the track.
fn jump_to_pressed_turn(
    mut pressed: MessageReader<TrackPressed>,
    watching: Res<Watching>,
    mut made: MessageWriter<ChoiceMade>,
) {
    for &TrackPressed { along } in pressed.read() {
        let turns = watching.turns().max(1);
        let turn = ((along * turns as f32).floor() as usize + 1).min(turns);
        made.write(ChoiceMade(Intent::Replay(ReplayControl::ToTurn(
            u16::try_from(turn).unwrap_or(u16::MAX),
        ))));
    }
}

/// The replay being watched.
#[derive(Resource, Clone, Debug)]
pub struct Watching {
    /// Its name in the data store.
    pub name: String,
    pub saved: SavedGame,
    /// Where each turn begins in the record (see [`turn_starts`]).
    pub turn_starts: Vec<usize>,
    pub playing: bool,
    /// The next action is to be shown now, without the thinking pause, then the replay pauses.
    pub step_pending: bool,
}

impl Watching {
    pub fn new(name: String, saved: SavedGame, rules: &RuleSet) -> Watching {
        Watching {
            turn_starts: turn_starts(rules, &saved.record),
            name,
            saved,
            playing: true,
            step_pending: false,
        }
    }

    /// The action that follows the first `played` ones, if the record has one.
    pub fn next_action(&self, played: usize) -> Option<Action> {
        self.saved.record.actions.get(played).copied()
    }

    pub fn actions(&self) -> usize {
        self.saved.record.actions.len()
    }

    pub fn turns(&self) -> usize {
        self.turn_starts.len()
    }

    /// The turn (from 1) shown once `played` actions are.
    pub fn turn_at(&self, played: usize) -> usize {
        self.turn_starts
            .iter()
            .filter(|&&start| start <= played)
            .count()
    }

    /// How far along the replay `played` actions are, from 0 to 1, each turn an equal part (as
    /// the slider shows turns).
    pub fn progress(&self, played: usize) -> f32 {
        let turn = self.turn_at(played).max(1);
        let start = self.start_of_turn(turn);
        let end = self.start_of_turn(turn + 1).max(start + 1);
        let within = (played - start.min(played)) as f32 / (end - start) as f32;
        ((turn - 1) as f32 + within.min(1.0)) / self.turns().max(1) as f32
    }

    /// Where turn `turn` (from 1) begins; past the last turn, the end of the record.
    pub fn start_of_turn(&self, turn: usize) -> usize {
        match turn {
            0 => 0,
            _ => self
                .turn_starts
                .get(turn - 1)
                .copied()
                .unwrap_or(self.actions()),
        }
    }

    /// How many actions a control leaves shown, from `played`; `None` when it moves nothing.
    fn target(&self, control: ReplayControl, played: usize) -> Option<usize> {
        let turn = self.turn_at(played);
        let target = match control {
            ReplayControl::Play | ReplayControl::Pause | ReplayControl::StepForward => {
                return None;
            }
            ReplayControl::StepBack => played.checked_sub(1)?,
            // Back to this turn's start first, as a player of music goes to a track's start.
            ReplayControl::PreviousTurn if played > self.start_of_turn(turn) => {
                self.start_of_turn(turn)
            }
            ReplayControl::PreviousTurn => {
                self.start_of_turn(turn.checked_sub(1).filter(|&t| t > 0)?)
            }
            ReplayControl::NextTurn if turn >= self.turns() => return None,
            ReplayControl::NextTurn => self.start_of_turn(turn + 1),
            ReplayControl::ToTurn(turn) => self.start_of_turn(usize::from(turn).max(1)),
            ReplayControl::FromStart => 0,
        };
        Some(target.min(self.actions()))
    }

    /// The request that sets the table up again with the first `played` actions of the record
    /// shown, from that point's roll.
    pub fn jump(&self, rules: &RuleSet, played: usize) -> Option<MatchRequest> {
        let record = GameRecord {
            actions: self.saved.record.actions[..played].to_vec(),
            ..self.saved.record.clone()
        };
        let state = record
            .replay(rules)
            .inspect_err(|error| warn!("The replay {} cannot be shown there: {error}", self.name))
            .ok()?;
        console::announce(&format!(
            "kingdomino-duel: replay at action {played} of {}",
            self.actions()
        ));
        Some(MatchRequest::Resume(Box::new(ResumeMatch {
            state,
            record,
            seats: self.saved.seats.map(Seat::from),
            names: None,
        })))
    }
}

/// What the choice bar offers while nobody at the table decides: nothing in a game, the
/// replay's controls while one is watched.
#[derive(Resource, Default, Debug, Clone)]
pub struct WaitingChoices(pub Vec<Choice>);

fn stop_watching(mut commands: Commands, mut waiting: ResMut<WaitingChoices>) {
    commands.remove_resource::<Watching>();
    waiting.0.clear();
}

fn follow_controls(
    mut made: MessageReader<ChoiceMade>,
    mut watching: ResMut<Watching>,
    game: Option<Res<Match>>,
    mut requests: MessageWriter<MatchRequest>,
) {
    let Some(game) = game else { return };
    for ChoiceMade(intent) in made.read() {
        let Intent::Replay(control) = *intent else {
            continue;
        };
        let played = game.record().actions.len();
        match control {
            ReplayControl::Play => watching.playing = true,
            ReplayControl::Pause => watching.playing = false,
            ReplayControl::StepForward => {
                watching.playing = false;
                watching.step_pending = true;
            }
            _ => {
                let Some(target) = watching.target(control, played) else {
                    continue;
                };
                // A step back pauses, watching again plays; a turn jump keeps playing or paused.
                match control {
                    ReplayControl::StepBack => watching.playing = false,
                    ReplayControl::FromStart => watching.playing = true,
                    _ => {}
                }
                watching.step_pending = false;
                requests.write_batch(watching.jump(&game.rules, target));
            }
        }
    }
}

/// The replay's controls, each greyed where it cannot move.
fn offer_controls(
    watching: Res<Watching>,
    game: Option<Res<Match>>,
    mut waiting: ResMut<WaitingChoices>,
) {
    let Some(game) = game else { return };
    let played = game.record().actions.len();
    let control = |control: ReplayControl, id: &'static str, possible: bool| Choice {
        intent: Intent::Replay(control),
        label: Phrase::new(id),
        look: if possible {
            Look::Button
        } else {
            Look::Disabled
        },
    };
    let at_end = played >= watching.actions();
    let list = vec![
        control(
            ReplayControl::PreviousTurn,
            "replay-previous-turn",
            played > 0,
        ),
        control(ReplayControl::StepBack, "replay-step-back", played > 0),
        if watching.playing {
            control(ReplayControl::Pause, "replay-pause", true)
        } else {
            control(ReplayControl::Play, "replay-play", !at_end)
        },
        control(ReplayControl::StepForward, "replay-step-forward", !at_end),
        control(
            ReplayControl::NextTurn,
            "replay-next-turn",
            watching.turn_at(played) < watching.turns(),
        ),
        Choice::button(Intent::Go(Go::ShowReplays), Phrase::new("replay-leave")),
    ];
    if waiting.0 != list {
        waiting.0 = list;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kingdomino_core::ai::Level;
    use kingdomino_core::player_files::saves::SavedSeat;
    use kingdomino_core::rules::GameState;

    fn watched_game() -> (Watching, RuleSet) {
        let rules = RuleSet::builtin();
        let mut player = Level::Easy.player(5);
        let mut state = GameState::new(&rules, 12);
        let mut record = GameRecord::new(&rules, 12);
        while !state.is_over() {
            let action = player.choose(&rules, &state);
            state.apply(&rules, action).unwrap();
            record.actions.push(action);
        }
        let saved = SavedGame::new(
            &rules,
            Vec::new(),
            [SavedSeat::Person, SavedSeat::Computer(Level::Easy)],
            record,
        );
        (
            Watching::new("game.replay.ron".into(), saved, &rules),
            rules,
        )
    }

    #[test]
    fn the_controls_move_by_actions_and_turns() {
        let (watching, _) = watched_game();
        let third = watching.turn_starts[2];
        assert_eq!(watching.turn_at(third), 3);
        assert_eq!(watching.turn_at(third - 1), 2);
        let target = |control, played| watching.target(control, played);
        assert_eq!(target(ReplayControl::StepBack, third), Some(third - 1));
        assert_eq!(target(ReplayControl::StepBack, 0), None);
        assert_eq!(
            target(ReplayControl::PreviousTurn, third + 1),
            Some(third),
            "back to the start of the turn shown first"
        );
        assert_eq!(
            target(ReplayControl::PreviousTurn, third),
            Some(watching.turn_starts[1])
        );
        assert_eq!(target(ReplayControl::PreviousTurn, 0), None);
        assert_eq!(
            target(ReplayControl::NextTurn, third),
            Some(watching.turn_starts[3])
        );
        let last = watching.turn_starts[watching.turns() - 1];
        assert_eq!(target(ReplayControl::NextTurn, last), None);
        assert_eq!(target(ReplayControl::ToTurn(3), 0), Some(third));
        assert_eq!(
            target(ReplayControl::ToTurn(99), 0),
            Some(watching.actions())
        );
        assert_eq!(target(ReplayControl::FromStart, third), Some(0));
        // The slider: each turn an equal part, the end at its right end.
        let turns = watching.turns() as f32;
        assert_eq!(watching.progress(0), 0.0);
        assert_eq!(watching.progress(third), 2.0 / turns);
        assert!(watching.progress(third + 1) > 2.0 / turns);
        assert!(watching.progress(watching.turn_starts[3] - 1) < 3.0 / turns);
        assert_eq!(watching.progress(watching.actions()), 1.0);
        assert_eq!(target(ReplayControl::Play, third), None);
    }

    #[test]
    fn a_jump_sets_the_record_and_state_of_that_point() {
        let (watching, rules) = watched_game();
        let third = watching.turn_starts[2];
        let Some(MatchRequest::Resume(resume)) = watching.jump(&rules, third) else {
            panic!("no jump to turn 3");
        };
        assert_eq!(resume.record.actions.len(), third);
        assert_eq!(resume.state.turn(), 3);
        assert_eq!(resume.state, resume.record.replay(&rules).unwrap());
        assert_eq!(
            watching.next_action(third),
            Some(watching.saved.record.actions[third])
        );
        assert_eq!(watching.next_action(watching.actions()), None);
    }
}
