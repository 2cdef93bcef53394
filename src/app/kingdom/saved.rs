//! The original game's save, apart from the Duel's: written after every action of a game a
//! person plays here, found at start and offered by the title to continue; a finished game's
//! save is removed and the game kept as a replay. A save that cannot be read is moved aside and
//! said, and its backup offered, as the Duel's are.

use bevy::prelude::*;

use crate::app::choices::{ChoiceMade, Go, Intent};
use crate::app::files::rule_set::ActiveRules;
use crate::app::files::rules_file::play_loaded_rules;
use crate::app::game::autosave::{ModTitles, keep_as_replay};
use crate::app::game::saved_game::find_save;
use crate::app::player::player_data::PlayerData;
use crate::app::player::startup_problems::StartupProblems;
use crate::app::states::{AppSystems, Screen, Seat};
use crate::app::table::{Applied, Match, MatchRequest, TakenBack};
use kingdomino_core::games::GameKind;
use kingdomino_core::localization::Phrase;
use kingdomino_core::original::{AnyGame, Kingdomino, OriginalRules};
use kingdomino_core::player_files::data_store::{DataStore, backup_name};
use kingdomino_core::player_files::saves::{SaveProblem, SavedGame, SavedSeat, save_file};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnExit(Screen::Loading),
        find_kingdom_save.after(play_loaded_rules),
    );
    app.add_systems(
        Update,
        continue_when_asked
            .run_if(resource_exists::<ContinuableKingdom>)
            .in_set(AppSystems::Decide),
    );
    app.add_systems(
        Update,
        save_after_each_action
            .run_if(resource_exists::<Match<Kingdomino>>)
            .in_set(AppSystems::Save),
    );
}

/// The original game the title offers to continue, replayed by the engine.
#[derive(Resource, Clone, Debug)]
pub struct ContinuableKingdom {
    pub saved: SavedGame<Kingdomino>,
    pub game: AnyGame,
}

impl ContinuableKingdom {
    /// The request that goes on with this game where it was left.
    pub fn request(&self) -> MatchRequest<Kingdomino> {
        MatchRequest::Resume {
            record: self.saved.record.clone(),
            seats: self
                .saved
                .seats
                .iter()
                .map(|&seat| Seat::from(seat))
                .collect(),
            names: None,
            watched: false,
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
    mut requests: MessageWriter<MatchRequest<Kingdomino>>,
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

/// Reads the save once the game has loaded (`find_save` says what becomes of one that cannot
/// be continued).
fn find_kingdom_save(
    mut commands: Commands,
    data: Res<PlayerData>,
    rules: Res<ActiveRules<Kingdomino>>,
    mut problems: ResMut<StartupProblems>,
) {
    let found = find_save(
        &data.0,
        save_file(GameKind::Kingdomino),
        &mut problems,
        |name| read_kingdom_save(&data.0, name, &rules.0),
        |found: &ContinuableKingdom| found.saved.to_text(),
    );
    if let Some(found) = found {
        commands.insert_resource(found);
    }
}

fn read_kingdom_save(
    data: &DataStore,
    name: &str,
    rules: &OriginalRules,
) -> Option<Result<ContinuableKingdom, SaveProblem>> {
    let bytes = match data.read(name) {
        Ok(bytes) => bytes?,
        Err(error) => return Some(Err(SaveProblem::Unreadable(error.to_string()))),
    };
    Some(kingdom_save_of(&bytes, rules))
}

fn kingdom_save_of(bytes: &[u8], rules: &OriginalRules) -> Result<ContinuableKingdom, SaveProblem> {
    let saved = SavedGame::<Kingdomino>::from_bytes(bytes)?;
    let game = saved.replay(rules)?;
    Ok(ContinuableKingdom { saved, game })
}

/// After each action (or a domino taken back) of a game a person plays here, the save is
/// written; once the game is over it is removed, and the game kept among the replays. Games of computers alone leave it as it was.
fn save_after_each_action(
    mut commands: Commands,
    mut acted: MessageReader<Applied<Kingdomino>>,
    mut taken_back: MessageReader<TakenBack<Kingdomino>>,
    game: Res<Match<Kingdomino>>,
    data: Res<PlayerData>,
    titles: Res<ModTitles>,
) {
    let changed = acted.read().count() + taken_back.read().count() > 0;
    if !changed || !game.has_a_person() {
        return;
    }
    let seats = game.seats.iter().map(|&seat| saved_seat(seat)).collect();
    let saved = SavedGame::new(
        game.rules.as_ref(),
        titles.0.clone(),
        seats,
        game.record().clone(),
    );
    // An online room is kept on its server (and among the kept rooms): the save here is of a
    // game of this table alone, which the room's game must not take the place of.
    if game.is_online() {
        if game.state().player_to_act().is_none() {
            keep_as_replay(&saved.to_text(), &data.0);
        }
        return;
    }
    if game.state().player_to_act().is_none() {
        commands.remove_resource::<ContinuableKingdom>();
        forget(&data.0);
        keep_as_replay(&saved.to_text(), &data.0);
        return;
    }
    let file = save_file(GameKind::Kingdomino);
    if let Err(error) = data.0.write(file, &saved.to_text()) {
        warn!(
            "The game could not be saved to {}: {error}",
            data.0.describe(file)
        );
    }
    commands.insert_resource(ContinuableKingdom {
        saved,
        game: game.state().clone(),
    });
}

fn forget(data: &DataStore) {
    let file = save_file(GameKind::Kingdomino);
    for name in [file.to_string(), backup_name(file)] {
        if let Err(error) = data.remove(&name) {
            warn!(
                "The finished game's save could not be removed from {}: {error}",
                data.describe(&name)
            );
        }
    }
}
