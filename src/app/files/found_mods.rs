//! The mods the game started with, as they were checked, and each file of theirs that was left
//! out said on the title.

use bevy::prelude::*;

use crate::app::player::startup_problems::StartupProblems;
use kingdomino_core::game_files::asset_paths;
use kingdomino_core::game_files::mods::ModStack;
use kingdomino_core::localization::Phrase;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<FoundMods>();
    app.add_systems(Startup, report_broken_files);
}

/// The mods the game started with, as they were checked.
#[derive(Resource, Clone, Debug, Default)]
pub struct FoundMods(pub ModStack);

/// Each file left out says so on the title, with the mod's name and what the game uses instead.
fn report_broken_files(found: Res<FoundMods>, mut problems: ResMut<StartupProblems>) {
    let rules_instead = match found.0.rules_mod() {
        Some(rules_mod) => Phrase::new("instead-mod-rules").with("name", rules_mod.name()),
        None => Phrase::new("instead-default-rules"),
    };
    for each in &found.0.mods {
        for problem in each.problems.iter().filter(|problem| problem.is_error()) {
            let instead = if problem.file == asset_paths::RULES {
                rules_instead.clone()
            } else {
                Phrase::new("instead-own-file")
            };
            problems.report(if problem.file == "." {
                Phrase::new("problem-mod-folder")
                    .with("folder", each.folder.display().to_string())
                    .with("problem", problem.message.clone())
            } else {
                Phrase::new("problem-mod-file")
                    .with("name", each.name())
                    .with("problem", problem.to_string())
                    .with("instead", instead)
            });
        }
    }
}
