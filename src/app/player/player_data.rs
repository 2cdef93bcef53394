//! The player's data store (saves, settings, controls) as a resource, checked at the start
//! (a folder that cannot keep files is named on the title), and what is done with a file in it
//! that cannot be read: moved aside under a dated name and named on the title.

use bevy::prelude::*;

use super::startup_problems::StartupProblems;
use kingdomino_core::localization::Phrase;
use kingdomino_core::player_files::data_store::{DataStore, now_seconds};
use kingdomino_core::player_files::export::ExportPlace;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PlayerData>();
    app.init_resource::<Exports>();
    check_the_store_keeps_files(app);
}

/// What the store is tried with at the start; written and taken away at once.
const WRITE_CHECK: &str = "write-check";

/// A folder the game cannot write to keeps no save, setting or replay: the title says so from
/// the start, rather than the player finding a game gone that they thought was saved. A folder
/// that cannot be read either (a file in its place, no permission) is not used at all, so that
/// each of its files is not named unreadable in turn.
fn check_the_store_keeps_files(app: &mut App) {
    let store = app.world().resource::<PlayerData>().0.clone();
    let written = store.write(WRITE_CHECK, "");
    let Err(error) = written.and_then(|()| store.remove(WRITE_CHECK)) else {
        return;
    };
    let place = store.describe("");
    let mut problems = app.world_mut().resource_mut::<StartupProblems>();
    problems.report(
        Phrase::new("problem-data-unwritable")
            .with("place", place)
            .with("error", error.to_string()),
    );
    if store.names_ending("").is_err() {
        app.insert_resource(PlayerData(DataStore::Nowhere));
    }
}

/// Where the player's files are kept. Tests and `--data-dir` choose the folder; without this
/// resource nothing is kept.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct PlayerData(pub DataStore);

impl Default for PlayerData {
    fn default() -> PlayerData {
        PlayerData(DataStore::Nowhere)
    }
}

/// Where the files the player exports (replays) go.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct Exports(pub ExportPlace);

impl Default for Exports {
    fn default() -> Exports {
        Exports(ExportPlace::platform())
    }
}

/// Moves the unreadable file `name` (the player's `what`: `save`, `settings`, `statistics`,
/// `online` or `controls`) aside and says so on the title, with what the game does `instead`.
/// The file is never overwritten or deleted.
pub fn set_aside_unreadable(
    store: &DataStore,
    name: &str,
    what: &'static str,
    why: &str,
    instead: Phrase,
    problems: &mut StartupProblems,
) {
    let place = store.describe(name);
    let message = match store.move_aside(name, "broken", now_seconds()) {
        Ok(new_name) => Phrase::new("problem-unreadable-moved").with("file", new_name),
        Err(error) => Phrase::new("problem-unreadable-stuck").with("error", error.to_string()),
    };
    problems.report(
        message
            .with("what", what)
            .with("why", why)
            .with("instead", instead)
            .with("place", place),
    );
}
