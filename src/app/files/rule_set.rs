//! The rule sets the game plays by, each read once and shared by the title, the table and the
//! computer players: the Duel's and the original game's; a mod replaces either resource.

use std::sync::Arc;

use bevy::prelude::*;

use kingdomino_core::duel::RuleSet;
use kingdomino_core::original::OriginalRules;

pub(super) fn plugin(app: &mut App) {
    // The built-in ones, unless the game was started with others (the tests).
    app.init_resource::<ActiveRules>();
    app.init_resource::<ActiveOriginalRules>();
}

/// The rule set a new match starts with. A match keeps its own copy of the pointer, so a rule
/// set changed between games never changes a game in progress.
#[derive(Resource, Clone, Debug, Deref)]
pub struct ActiveRules(pub Arc<RuleSet>);

/// The original game's rule set a new game of it starts with, kept by its match the same way.
#[derive(Resource, Clone, Debug, Deref)]
pub struct ActiveOriginalRules(pub Arc<OriginalRules>);

impl Default for ActiveRules {
    fn default() -> ActiveRules {
        ActiveRules(Arc::new(RuleSet::builtin()))
    }
}

impl Default for ActiveOriginalRules {
    fn default() -> ActiveOriginalRules {
        ActiveOriginalRules(Arc::new(OriginalRules::builtin()))
    }
}
