//! The rule set the game plays by, read once and shared by the title, the table and the
//! computer players; a mod replaces this one resource.

use std::sync::Arc;

use bevy::prelude::*;

use kingdomino_core::rules::RuleSet;

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(ActiveRules(Arc::new(RuleSet::builtin())));
}

/// The rule set a new match starts with. A match keeps its own copy of the pointer, so a rule
/// set changed between games never changes a game in progress.
#[derive(Resource, Clone, Debug, Deref)]
pub struct ActiveRules(pub Arc<RuleSet>);
