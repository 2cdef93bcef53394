//! The autosave, of either game: a game a person plays here is written after every move (and
//! every move taken back); once it is over its save is removed (or, in a series, becomes its
//! next game's) and the game kept among the replays. Games the computers play alone (the demo)
//! and replays leave the player's files as they were; an online game lives on its server, and
//! only its replay is kept here.

use bevy::prelude::*;

use super::notice::Notice;
use super::saves::Continuable;
use super::{Applied, Match, TableApp, TakenBack};
use crate::app::player::player_data::PlayerData;
use crate::app::runtime::console;
use crate::app::states::{AppSystems, Seat};
use kingdomino_core::localization::{Phrase, names};
use kingdomino_core::player_files::data_store::{DataStore, backup_name, now_seconds};
use kingdomino_core::player_files::replays::keep_replay;
use kingdomino_core::player_files::saves::{SavedGame, SavedSeat};
use kingdomino_core::table::Place;

pub(super) fn plugin<G: TableApp>(app: &mut App) {
    app.init_resource::<ModTitles>();
    app.init_resource::<SavesFailing>();
    app.add_systems(
        Update,
        save_after_each_move::<G>
            .run_if(resource_exists::<Match<G>>)
            .in_set(AppSystems::Save),
    );
}

/// The titles of the mods the game started with (the desktop fills it at start).
#[derive(Resource, Clone, Debug, Default)]
pub struct ModTitles(pub Vec<String>);

/// Whether the last move's save failed: the game is not kept, and nothing may say it is.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct SavesFailing(pub bool);

fn save_after_each_move<G: TableApp>(
    mut commands: Commands,
    mut applied: MessageReader<Applied<G>>,
    mut taken_back: MessageReader<TakenBack<G>>,
    game: Res<Match<G>>,
    data: Res<PlayerData>,
    titles: Res<ModTitles>,
    mut notice: ResMut<Notice>,
    mut failing: ResMut<SavesFailing>,
) {
    let moved = applied.read().count() + taken_back.read().count() > 0;
    if !moved || !game.has_a_person() {
        return;
    }
    let saved = saved_game(&game, titles.0.clone());
    let over = G::to_act(game.state()).is_none();
    if over {
        keep_as_replay(&saved.to_text(), &data.0);
    }
    // An online game's save is its room's, on its server: the save here is of a game of this
    // table alone, which the room's game must not take the place of.
    if game.is_online() {
        return;
    }
    // A finished game of a series is kept as its next game, not yet begun, so the series goes
    // on after a restart.
    let next = over
        .then(|| game.record().next_in_series(game.state()))
        .flatten();
    let (saved, state) = match next.map(|record| (record.replay(&game.rules), record)) {
        Some((Ok(state), record)) => (SavedGame { record, ..saved }, state),
        _ if over => {
            commands.remove_resource::<Continuable<G>>();
            forget_the_save::<G>(&data.0);
            return;
        }
        _ => (saved, game.state().clone()),
    };
    let file = G::SAVE_FILE;
    let written = data.0.write(file, &saved.to_text());
    failing.set_if_neq(SavesFailing(written.is_err()));
    if let Err(error) = written {
        warn!(
            "The game could not be saved to {}: {error}",
            data.0.describe(file)
        );
        // Said at the table, move after move while it lasts: a game that is not kept must not
        // look kept. Short, to fit a phone's one line; the log says why.
        notice.set_if_neq(Notice(Some(Phrase::new("notice-not-saved"))));
    }
    commands.insert_resource(Continuable { saved, state });
}

/// The match as it is now, as a kept file: each player named in English, as a replay's list
/// names them.
fn saved_game<G: TableApp>(game: &Match<G>, mods: Vec<String>) -> SavedGame<G> {
    let seats = game.seats.iter().map(|&seat| saved_seat(seat)).collect();
    let mut saved = SavedGame::new(game.rules.as_ref(), mods, seats, game.record().clone());
    saved.players = Place::all(game.seats.len())
        .map(|place| {
            let number = place.index() + 1;
            console::in_english(&match game.seat(place) {
                Seat::Human => Phrase::new("seat-player").with("number", number),
                Seat::Remote => Phrase::new("seat-remote"),
                Seat::Computer(level) => Phrase::new("seat-computer-numbered")
                    .with("number", number)
                    .with("level", names::level(level)),
            })
        })
        .collect();
    saved
}

fn saved_seat(seat: Seat) -> SavedSeat {
    match seat {
        // A player elsewhere is a person too: the replay is of people.
        Seat::Human | Seat::Remote => SavedSeat::Person,
        Seat::Computer(level) => SavedSeat::Computer(level),
    }
}

/// A finished game's save, and its backup, are done with.
fn forget_the_save<G: TableApp>(data: &DataStore) {
    let file = G::SAVE_FILE;
    for name in [file.to_string(), backup_name(file)] {
        if let Err(error) = data.remove(&name) {
            warn!(
                "The finished game's save could not be removed from {}: {error}",
                data.describe(&name)
            );
        }
    }
}

/// Keeps a finished game, as its kept file's text, among the replays.
fn keep_as_replay(kept_text: &str, data: &DataStore) {
    match keep_replay(data, kept_text, now_seconds()) {
        Ok(name) => console::announce(&format!("kingdomino-duel: replay kept as {name}")),
        Err(error) => warn!(
            "The finished game could not be kept as a replay in {}: {error}",
            data.describe("")
        ),
    }
}
