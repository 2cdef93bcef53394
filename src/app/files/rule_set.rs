//! The rule sets the game plays by, each read once and shared by the title, the table and the
//! computer players: one for each game; a mod replaces either.

use std::sync::Arc;

use bevy::prelude::*;

use kingdomino_core::duel::Duel;
use kingdomino_core::original::Kingdomino;
use kingdomino_core::table::TableGame;

pub(super) fn plugin(app: &mut App) {
    // The built-in ones, unless the game was started with others (the tests).
    app.init_resource::<ActiveRules<Duel>>();
    app.init_resource::<ActiveRules<Kingdomino>>();
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
