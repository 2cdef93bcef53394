//! What went wrong while the game started (a mod's broken file, a rule set it could not play),
//! kept so the title can say it in plain words.

use bevy::prelude::*;

use crate::app::runtime::console;
use kingdomino_core::localization::Phrase;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<StartupProblems>();
}

/// One message per problem, each naming the mod, the file and what is wrong with it.
#[derive(Resource, Clone, Debug, Default)]
pub struct StartupProblems(pub Vec<Phrase>);

impl StartupProblems {
    /// Keeps the problem for the title and logs it (in English, as logs are read).
    pub fn report(&mut self, problem: Phrase) {
        warn!("{}", console::in_english(&problem));
        self.0.push(problem);
    }
}
