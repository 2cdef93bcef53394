//! What went wrong while the game started (a mod's broken file, a rule set it could not play),
//! kept so the title can say it in plain words.

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<StartupProblems>();
}

/// One message per problem, each naming the mod, the file and what is wrong with it.
#[derive(Resource, Clone, Debug, Default)]
pub struct StartupProblems(pub Vec<String>);
