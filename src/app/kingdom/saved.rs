//! The original game's save, apart from the Duel's: written after every action of a game a
//! person plays here, found at start and offered by the title to continue; a finished game's
//! save is removed. A save that cannot be read is moved aside and said, as the Duel's is.

use bevy::prelude::*;

use super::{KingdomActed, KingdomMatch, KingdomMatchRequest, KingdomTakenBack};
use crate::app::AppSystems;
use crate::app::choices::{ChoiceMade, Go, Intent};
use crate::app::game::saved_game::keep_aside;
use crate::app::player::player_data::{PlayerData, set_aside_unreadable};
use crate::app::player::startup_problems::StartupProblems;
use crate::app::states::{Screen, Seat};
use kingdomino_core::localization::Phrase;
use kingdomino_core::original::{AnyGame, OriginalRules};
use kingdomino_core::player_files::data_store::DataStore;
use kingdomino_core::player_files::kingdom_saves::{KINGDOM_SAVE_FILE, KeptGame, SavedKingdomGame};
use kingdomino_core::player_files::saves::{SaveProblem, SavedSeat};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnExit(Screen::Loading), find_kingdom_save);
    app.add_systems(
        Update,
        continue_when_asked
            .run_if(resource_exists::<ContinuableKingdom>)
            .in_set(AppSystems::Decide),
    );
    app.add_systems(
        Update,
        save_after_each_action
            .run_if(resource_exists::<KingdomMatch>)
            .in_set(AppSystems::Save),
    );
}

/// The original game the title offers to continue, replayed by the engine.
#[derive(Resource, Clone, Debug)]
pub struct ContinuableKingdom {
    pub saved: SavedKingdomGame,
    pub game: AnyGame,
}

impl ContinuableKingdom {
    /// The request that goes on with this game where it was left.
    pub fn request(&self) -> KingdomMatchRequest {
        KingdomMatchRequest {
            seats: self
                .saved
                .seats
                .iter()
                .map(|&seat| Seat::from(seat))
                .collect(),
            options: self.saved.record.options,
            seed: Some(self.saved.record.seed),
            played: self.saved.record.actions.clone(),
        }
    }

    /// What the title's button says: how many play, and how far the game has gone.
    pub fn summary(&self) -> Phrase {
        let picture = self.game.picture();
        Phrase::new("title-continue-kingdom")
            .with("players", self.saved.seats.len())
            .with("round", picture.round.max(1))
            .with("rounds", picture.rounds)
    }
}

/// The title's Continue for the original game.
fn continue_when_asked(
    mut made: MessageReader<ChoiceMade>,
    continuable: Res<ContinuableKingdom>,
    mut requests: MessageWriter<KingdomMatchRequest>,
) {
    for ChoiceMade(intent) in made.read() {
        if *intent == Intent::Go(Go::ContinueKingdom) {
            requests.write(continuable.request());
        }
    }
}

fn saved_seat(seat: Seat) -> SavedSeat {
    match seat {
        Seat::Human | Seat::Remote => SavedSeat::Person,
        Seat::Computer(level) => SavedSeat::Computer(level),
    }
}

/// Reads the save once the game has loaded: offered to continue, moved aside if damaged, kept
/// under another name if another version or other rules can go on with it.
fn find_kingdom_save(
    mut commands: Commands,
    data: Res<PlayerData>,
    mut problems: ResMut<StartupProblems>,
) {
    let read = match data.0.read(KINGDOM_SAVE_FILE) {
        Ok(None) => return,
        Ok(Some(bytes)) => read_kingdom_save(&bytes),
        Err(error) => Err(SaveProblem::Unreadable(error.to_string())),
    };
    match read {
        Ok(found) => commands.insert_resource(found),
        Err(problem) if problem.is_damage() => set_aside_unreadable(
            &data.0,
            KINGDOM_SAVE_FILE,
            "save",
            &problem.to_string(),
            Phrase::new("instead-without-save"),
            &mut problems,
        ),
        Err(problem) => keep_aside(&data.0, KINGDOM_SAVE_FILE, &problem, &mut problems),
    }
}

fn read_kingdom_save(bytes: &[u8]) -> Result<ContinuableKingdom, SaveProblem> {
    let KeptGame::Kingdom(saved) = KeptGame::from_bytes(bytes)? else {
        return Err(SaveProblem::Unreadable(
            "it keeps a game of Kingdomino Duel, not of the original game".to_string(),
        ));
    };
    let game = saved.replay(&OriginalRules::builtin())?;
    Ok(ContinuableKingdom {
        saved: *saved,
        game,
    })
}

/// After each action (or a domino taken back) of a game a person plays here, the save is
/// written; once the game is over it is removed. Games of computers alone leave it as it was.
fn save_after_each_action(
    mut commands: Commands,
    mut acted: MessageReader<KingdomActed>,
    mut taken_back: MessageReader<KingdomTakenBack>,
    game: Res<KingdomMatch>,
    data: Res<PlayerData>,
) {
    let changed = acted.read().count() + taken_back.read().count() > 0;
    if !changed || !game.seats.contains(&Seat::Human) {
        return;
    }
    if game.game().player_to_act().is_none() {
        commands.remove_resource::<ContinuableKingdom>();
        forget(&data.0);
        return;
    }
    let seats = game.seats.iter().map(|&seat| saved_seat(seat)).collect();
    let saved = SavedKingdomGame::new(Vec::new(), seats, game.record().clone());
    if let Err(error) = data.0.write(KINGDOM_SAVE_FILE, &saved.to_text()) {
        warn!(
            "The game could not be saved to {}: {error}",
            data.0.describe(KINGDOM_SAVE_FILE)
        );
    }
    commands.insert_resource(ContinuableKingdom {
        saved,
        game: game.game().clone(),
    });
}

fn forget(data: &DataStore) {
    if let Err(error) = data.remove(KINGDOM_SAVE_FILE) {
        warn!(
            "The finished game's save could not be removed from {}: {error}",
            data.describe(KINGDOM_SAVE_FILE)
        );
    }
}
