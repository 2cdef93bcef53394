//! Watching a kept replay at the real table: the record decides for both seats (see the
//! computer seats), and the replay's controls play, pause, step and jump through it. A jump sets
//! the table up afresh at that point, as continuing a saved game does.

use bevy::prelude::*;

use super::replay_position::{Playback, ReplayPosition};
use super::{Match, MatchRequest, ResumeMatch};
use crate::app::choices::pointer::TrackPressed;
use crate::app::choices::{Choice, ChoiceMade, Intent, ReplayControl};
use crate::app::game::saved_game::duel_seats;
use crate::app::platform::console;
use crate::app::states::AppSystems;
use crate::app::states::Screen;
use kingdomino_core::duel::{Action, Duel, RuleSet};
use kingdomino_core::player_files::saves::SavedGame;
use kingdomino_core::table::Record;

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
        let turns = watching.position.turns().max(1);
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
    pub saved: SavedGame<Duel>,
    /// Where it stands, by the Duel's turns.
    pub position: ReplayPosition,
    pub playback: Playback,
}

impl Watching {
    pub fn new(name: String, saved: SavedGame<Duel>, rules: &RuleSet) -> Watching {
        Watching {
            position: ReplayPosition::new(
                saved.record.moment_starts(rules),
                saved.record.actions.len(),
            ),
            name,
            saved,
            playback: Playback::default(),
        }
    }

    /// The action that follows the first `played` ones, if the record has one.
    pub fn next_action(&self, played: usize) -> Option<Action> {
        self.saved.record.actions.get(played).copied()
    }

    /// The request that sets the table up again with the first `played` actions of the record
    /// shown, from that point's roll.
    pub fn jump(&self, rules: &RuleSet, played: usize) -> Option<MatchRequest> {
        let record = Record {
            actions: self.saved.record.actions[..played].to_vec(),
            ..self.saved.record.clone()
        };
        let state = record
            .replay(rules)
            .inspect_err(|error| warn!("The replay {} cannot be shown there: {error}", self.name))
            .ok()?;
        console::announce(&format!(
            "kingdomino-duel: replay at action {played} of {}",
            self.position.actions()
        ));
        Some(MatchRequest::Resume(Box::new(ResumeMatch {
            state,
            record,
            seats: duel_seats(&self.saved.seats),
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
        let watching = &mut *watching;
        if let Some(target) = watching
            .playback
            .follow(control, &watching.position, played)
        {
            requests.write_batch(watching.jump(&game.rules, target));
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
    let list = watching.position.controls(
        game.record().actions.len(),
        watching.playback.playing,
        ["replay-previous-turn", "replay-next-turn"],
    );
    if waiting.0 != list {
        waiting.0 = list;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kingdomino_core::ai::Level;
    use kingdomino_core::duel::GameState;
    use kingdomino_core::duel::NoOptions;
    use kingdomino_core::player_files::saves::SavedSeat;

    fn watched_game() -> (Watching, RuleSet) {
        let rules = RuleSet::builtin();
        let mut player = Level::Easy.player::<Duel>(5);
        let mut state = GameState::new(&rules, 12);
        let mut record = Record::<Duel>::new(&rules, NoOptions, 12);
        while !state.is_over() {
            let action = player.choose(&rules, &state).unwrap();
            state.apply(&rules, action).unwrap();
            record.actions.push(action);
        }
        let saved = SavedGame::new(
            &rules,
            Vec::new(),
            vec![SavedSeat::Person, SavedSeat::Computer(Level::Easy)],
            record,
        );
        (
            Watching::new("game.replay.ron".into(), saved, &rules),
            rules,
        )
    }

    #[test]
    fn a_jump_sets_the_record_and_state_of_that_point() {
        let (watching, rules) = watched_game();
        let third = watching.position.start_of_turn(3);
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
        assert_eq!(watching.next_action(watching.position.actions()), None);
    }
}
