//! The rule sets the game plays by, each read once and shared by the title, the table and the
//! computer players: one for each game; a mod replaces any.

use std::sync::Arc;

use bevy::prelude::*;

use kingdomino_core::table::TableGame;

/// Game `G`'s rule set: the built-in one, unless the game was started with another (the
/// tests), until its file is read.
pub(super) fn game_plugin<G: TableGame>(app: &mut App) {
    app.init_resource::<ActiveRules<G>>();
}

/// The rule set a new match of game `G` starts with. A match keeps its own copy of the pointer,
/// so a rule set changed between games never changes a game in progress.
#[derive(Resource, Debug, Deref)]
pub struct ActiveRules<G: TableGame>(pub Arc<G::Rules>);

impl<G: TableGame> Default for ActiveRules<G> {
    fn default() -> ActiveRules<G> {
        ActiveRules(Arc::new(G::builtin_rules()))
    }
}
