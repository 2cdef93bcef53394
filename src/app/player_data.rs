//! The player's data store (saves, settings, controls) as a resource, and what is done with a
//! file in it that cannot be read: moved aside under a dated name and named on the title.

use bevy::prelude::*;

use super::startup_problems::StartupProblems;
use crate::data_store::{DataStore, now_seconds};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PlayerData>();
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

/// Moves the unreadable file `name` (the player's `what`) aside and says so on the title, with
/// what the game does `instead`. The file is never overwritten or deleted.
pub fn set_aside_unreadable(
    store: &DataStore,
    name: &str,
    what: &str,
    why: &str,
    instead: &str,
    problems: &mut StartupProblems,
) {
    let place = store.describe(name);
    let message = match store.move_aside(name, "broken", now_seconds()) {
        Ok(new_name) => format!(
            "Your {what} could not be read: {why}. It was moved to {new_name} beside it, and \
             {instead}. ({place})"
        ),
        Err(error) => format!(
            "Your {what} could not be read: {why}. It could not be moved aside either \
             ({error}); it is left as it is, and {instead}. ({place})"
        ),
    };
    warn!("{message}");
    problems.0.push(message);
}
