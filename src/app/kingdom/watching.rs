//! Watching a kept game of the original Kingdomino at its table: nobody there decides, the
//! record plays each action after the computers' pause, and the replay's controls (the Duel's
//! own) play, pause, step and jump by rounds. A jump sets the match up again with the record's
//! first actions, as continuing a saved game does.

use bevy::prelude::*;
use bevy::time::Stopwatch;

use super::computer::THINKING_TIME;
use super::{KingdomActed, KingdomIntent, KingdomMatch, KingdomMatchRequest};
use crate::app::choices::{ChoiceMade, Intent};
use crate::app::game::replay_position::{Playback, ReplayPosition};
use crate::app::platform::console;
use crate::app::platform::redraw::KeepDrawing;
use crate::app::states::AppSystems;
use crate::app::states::{Screen, Seat};
use kingdomino_core::localization::Phrase;
use kingdomino_core::original::{Kingdomino, OriginalRules};
use kingdomino_core::player_files::saves::SavedGame;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), stop_watching);
    app.add_systems(OnEnter(Screen::Replays), stop_watching);
    app.add_systems(
        Update,
        (
            follow_controls,
            play_the_record.run_if(super::person::playing),
        )
            .chain()
            .run_if(
                in_state(Screen::Kingdoms)
                    .and_then(resource_exists::<KingdomWatching>)
                    .and_then(resource_exists::<KingdomMatch>),
            )
            .in_set(AppSystems::Decide),
    );
}

/// The kept game being watched.
#[derive(Resource, Clone, Debug)]
pub struct KingdomWatching {
    /// Its name in the data store.
    pub name: String,
    pub saved: SavedGame<Kingdomino>,
    /// Where it stands, by rounds (the first claims being the first).
    pub position: ReplayPosition,
    pub playback: Playback,
}

impl KingdomWatching {
    pub fn new(
        name: String,
        saved: SavedGame<Kingdomino>,
        rules: &OriginalRules,
    ) -> KingdomWatching {
        KingdomWatching {
            position: ReplayPosition::new(
                saved.record.moment_starts(rules),
                saved.record.actions.len(),
            ),
            name,
            saved,
            playback: Playback::default(),
        }
    }

    /// The table set up with the record's first `played` actions shown, nobody there deciding.
    pub fn jump(&self, played: usize) -> KingdomMatchRequest {
        let record = &self.saved.record;
        console::announce(&format!(
            "kingdomino-duel: replay at action {played} of {}",
            self.position.actions()
        ));
        KingdomMatchRequest {
            seats: vec![Seat::Remote; usize::from(record.options.players)],
            options: record.options,
            seed: Some(record.seed),
            played: record.actions[..played.min(record.actions.len())].to_vec(),
            deals: record.deals.clone(),
            online: None,
        }
    }

    /// Where the replay stands, in words, with `played` actions shown.
    pub fn whereabouts(&self, played: usize) -> Phrase {
        Phrase::new("kingdom-replay-at")
            .with("move", played)
            .with("moves", self.position.actions())
    }
}

fn stop_watching(mut commands: Commands) {
    commands.remove_resource::<KingdomWatching>();
}

fn follow_controls(
    mut made: MessageReader<ChoiceMade>,
    mut watching: ResMut<KingdomWatching>,
    game: Res<KingdomMatch>,
    mut requests: MessageWriter<KingdomMatchRequest>,
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

/// The record's next action, once the pause since the last one is over (at once for a step).
fn play_the_record(
    time: Res<Time>,
    game: Res<KingdomMatch>,
    mut watching: ResMut<KingdomWatching>,
    mut acted: MessageReader<KingdomActed>,
    mut since_last: Local<Stopwatch>,
    mut intended: MessageWriter<KingdomIntent>,
    mut keep_drawing: ResMut<KeepDrawing>,
) {
    if acted.read().count() > 0 || game.is_added() {
        since_last.reset();
    }
    if !watching.playback.goes_on() {
        return;
    }
    let next = watching
        .saved
        .record
        .actions
        .get(game.record().actions.len());
    let (Some(player), Some(&action)) = (game.game().player_to_act(), next) else {
        // The end: Play is offered (greyed) instead of Pause.
        watching.playback = Playback {
            playing: false,
            step_pending: false,
        };
        return;
    };
    keep_drawing.next_frame();
    since_last.tick(time.delta());
    if watching.playback.step_pending || since_last.elapsed() >= THINKING_TIME {
        watching.playback.step_pending = false;
        since_last.reset();
        intended.write(KingdomIntent { player, action });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kingdomino_core::original::{AnyGame, Bonuses, GameOptions};
    use kingdomino_core::player_files::saves::SavedSeat;
    use kingdomino_core::table::Record;

    fn watched_game() -> KingdomWatching {
        let rules = OriginalRules::builtin();
        let options = GameOptions {
            players: 3,
            mighty_duel: false,
            bonuses: Bonuses::default(),
        };
        let mut game = AnyGame::new(&rules, options, 5).expect("a set-up for three");
        let mut record = Record::<Kingdomino>::new(&rules, options, 5);
        while game.player_to_act().is_some() {
            let action = game.legal_actions()[0];
            game.apply(action).expect("legal");
            record.actions.push(action);
        }
        let saved = SavedGame::new(&rules, Vec::new(), vec![SavedSeat::Person; 3], record);
        KingdomWatching::new("game.replay.ron".into(), saved, &rules)
    }

    #[test]
    fn a_jump_shows_the_record_so_far_with_nobody_deciding() {
        let watching = watched_game();
        let third = watching.position.start_of_turn(3);
        let request = watching.jump(third);
        assert_eq!(request.played, watching.saved.record.actions[..third]);
        assert_eq!(request.seats, [Seat::Remote; 3]);
        assert_eq!(request.seed, Some(5));
        let shown = Record {
            actions: request.played,
            ..watching.saved.record.clone()
        };
        assert_eq!(shown.replay(&OriginalRules::builtin()).unwrap().round(), 2);
        assert_eq!(
            watching.jump(10_000).played.len(),
            watching.position.actions(),
            "no further than the record"
        );
    }
}
