//! Watching a kept game at its table, of any game: the record decides for every place (the
//! computer's places play its next action after their pause), and the replay's controls play,
//! pause, step and jump through it by actions and by its game's turns or rounds. A jump sets the
//! table up afresh at that point, as going on with a kept game does.

use bevy::prelude::*;

use super::replay_position::{Playback, ReplayPosition};
use super::{Match, MatchRequest, TableApp};
use crate::app::choices::pointer::TrackPressed;
use crate::app::choices::{Choice, ChoiceMade, Intent, ReplayControl};
use crate::app::runtime::console;
use crate::app::states::{AppSystems, Screen, Seat};
use kingdomino_core::localization::Phrase;
use kingdomino_core::player_files::saves::SavedGame;
use kingdomino_core::table::Record;

pub(super) fn plugin<G: TableApp>(app: &mut App) {
    app.init_resource::<WaitingChoices>();
    app.add_systems(OnEnter(Screen::Title), stop_watching::<G>);
    app.add_systems(OnEnter(Screen::Replays), stop_watching::<G>);
    app.add_systems(
        Update,
        (
            jump_to_pressed_turn::<G>,
            follow_controls::<G>,
            stop_at_the_end::<G>,
            offer_controls::<G>,
        )
            .chain()
            .in_set(AppSystems::Decide)
            .run_if(resource_exists::<Watching<G>>.and_then(resource_exists::<Match<G>>)),
    );
}

/// The kept game being watched.
#[derive(Resource, Clone, Debug)]
pub struct Watching<G: TableApp> {
    /// Its name in the data store.
    pub name: String,
    pub saved: SavedGame<G>,
    /// Where it stands, by its game's turns or rounds.
    pub position: ReplayPosition,
    pub playback: Playback,
}

impl<G: TableApp> Watching<G> {
    pub fn new(name: String, saved: SavedGame<G>, rules: &G::Rules) -> Watching<G> {
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
    pub fn next_action(&self, played: usize) -> Option<G::Action> {
        self.saved.record.actions.get(played).copied()
    }

    /// The request that sets the table up again with the first `played` actions of the record
    /// shown, nobody at the table deciding.
    pub fn jump(&self, played: usize) -> MatchRequest<G> {
        let kept = &self.saved.record;
        console::announce(&format!(
            "kingdomino-duel: replay at action {played} of {}",
            self.position.actions()
        ));
        MatchRequest::Resume {
            record: Record {
                actions: kept.actions[..played.min(kept.actions.len())].to_vec(),
                ..kept.clone()
            },
            seats: self
                .saved
                .seats
                .iter()
                .map(|&seat| Seat::from(seat))
                .collect(),
            names: None,
            watched: true,
        }
    }

    /// Where the replay stands, in words, with `played` actions shown.
    pub fn whereabouts(&self, played: usize) -> Phrase {
        Phrase::new("original-replay-at")
            .with("move", played)
            .with("moves", self.position.actions())
    }
}

/// What the choice bar offers while nobody at the table decides: nothing in a game, the
/// replay's controls while one is watched.
#[derive(Resource, Default, Debug, Clone)]
pub struct WaitingChoices(pub Vec<Choice>);

fn stop_watching<G: TableApp>(mut commands: Commands, mut waiting: ResMut<WaitingChoices>) {
    commands.remove_resource::<Watching<G>>();
    waiting.0.clear();
}

/// A press on the slider's track asks for the start of the turn under the pointer: turn N owns
/// the Nth part of the track.
fn jump_to_pressed_turn<G: TableApp>(
    mut pressed: MessageReader<TrackPressed>,
    watching: Res<Watching<G>>,
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

fn follow_controls<G: TableApp>(
    mut made: MessageReader<ChoiceMade>,
    mut watching: ResMut<Watching<G>>,
    game: Res<Match<G>>,
    mut requests: MessageWriter<MatchRequest<G>>,
) {
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
            requests.write(watching.jump(target));
        }
    }
}

/// A replay played to the game's end stops there: Play is offered again, not Pause.
fn stop_at_the_end<G: TableApp>(game: Res<Match<G>>, mut watching: ResMut<Watching<G>>) {
    if watching.playback.playing && G::to_act(game.state()).is_none() {
        watching.playback.playing = false;
    }
}

/// The replay's controls, each greyed where it cannot move; the jumps by the game's turns or
/// rounds named as it names them.
fn offer_controls<G: TableApp>(
    watching: Res<Watching<G>>,
    game: Res<Match<G>>,
    mut waiting: ResMut<WaitingChoices>,
) {
    let list = watching.position.controls(
        game.record().actions.len(),
        watching.playback.playing,
        G::MOMENT_CONTROLS,
    );
    if waiting.0 != list {
        waiting.0 = list;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kingdomino_core::original::{AnyGame, Bonuses, GameOptions, Original, OriginalRules};
    use kingdomino_core::player_files::saves::SavedSeat;

    fn watched_game() -> Watching<Original> {
        let rules = OriginalRules::builtin();
        let options = GameOptions {
            players: 3,
            mighty_duel: false,
            bonuses: Bonuses::default(),
            dynasty: false,
        };
        let mut game = AnyGame::new(&rules, options, 5).expect("a set-up for three");
        let mut record = Record::<Original>::new(&rules, options, 5);
        while game.player_to_act().is_some() {
            let action = game.legal_actions()[0];
            game.apply(action).expect("legal");
            record.actions.push(action);
        }
        let saved = SavedGame::new(&rules, Vec::new(), vec![SavedSeat::Person; 3], record);
        Watching::new("game.replay.ron".into(), saved, &rules)
    }

    #[test]
    fn a_jump_shows_the_record_so_far_with_nobody_deciding() {
        let watching = watched_game();
        let third = watching.position.start_of_turn(3);
        let MatchRequest::Resume {
            record, watched, ..
        } = watching.jump(third)
        else {
            panic!("a jump resumes the kept game");
        };
        assert!(watched, "the record decides for every place");
        assert_eq!(record.actions, watching.saved.record.actions[..third]);
        assert_eq!(record.seed, 5);
        assert_eq!(record.replay(&OriginalRules::builtin()).unwrap().round(), 2);
        let MatchRequest::Resume { record: all, .. } = watching.jump(10_000) else {
            panic!("a jump resumes the kept game");
        };
        assert_eq!(
            all.actions.len(),
            watching.position.actions(),
            "no further than the record"
        );
    }
}
