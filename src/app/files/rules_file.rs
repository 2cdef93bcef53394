//! Reads the rule set the game plays (`rules/default.rules.ron`, or a mod's that replaces it)
//! through the asset server; a rule set that fails the engine's checks leaves the default rules.

use std::sync::Arc;

use bevy::asset::io::Reader;
use bevy::asset::{AssetLoader, LoadContext};
use bevy::prelude::*;

use bevy_asset_loader::prelude::*;

use super::rule_set::ActiveRules;
use super::text_asset::read_text;
use crate::app::player::startup_problems::StartupProblems;
use crate::app::states::Screen;
use kingdomino_core::localization::Phrase;
use kingdomino_core::rules::RuleSet;
use kingdomino_core::rules::ruleset::RuleSetError;

pub(super) fn plugin(app: &mut App) {
    app.init_asset::<RulesFile>()
        .register_asset_loader(RulesFileLoader);
    app.configure_loading_state(
        LoadingStateConfig::new(Screen::Loading).load_collection::<RulesAssets>(),
    );
    app.add_systems(OnExit(Screen::Loading), play_loaded_rules);
    #[cfg(feature = "dev")]
    app.add_systems(
        Update,
        play_reloaded_rules.in_set(crate::app::AppSystems::ApplyRules),
    );
}

/// The rule set file; the rules themselves are taken from it when loading ends.
#[derive(AssetCollection, Resource)]
pub struct RulesAssets {
    #[asset(path = "rules/default.rules.ron")]
    pub rules: Handle<RulesFile>,
}

/// A rule set file as read: the engine's verdict on it is kept, so a broken one can be reported.
#[derive(Asset, TypePath, Debug)]
pub struct RulesFile(Result<Arc<RuleSet>, RuleSetError>);

#[derive(Default, TypePath)]
struct RulesFileLoader;

impl AssetLoader for RulesFileLoader {
    type Asset = RulesFile;
    type Settings = ();
    type Error = std::io::Error;

    async fn load(
        &self,
        reader: &mut dyn Reader,
        _settings: &(),
        load_context: &mut LoadContext<'_>,
    ) -> Result<RulesFile, std::io::Error> {
        let (source, text) = read_text(reader, load_context).await?;
        let rules = match text {
            Ok(text) => RuleSet::from_ron(&text, &source).map(Arc::new),
            Err(problem) => Err(RuleSetError {
                source,
                position: None,
                problems: vec![problem],
            }),
        };
        Ok(RulesFile(rules))
    }

    fn extensions(&self) -> &[&str] {
        &["rules.ron"]
    }
}

/// New matches play the rule set read; a broken one is said on the title and the default stays.
pub(crate) fn play_loaded_rules(
    loaded: Option<Res<RulesAssets>>,
    files: Res<Assets<RulesFile>>,
    mut active: ResMut<ActiveRules>,
    mut problems: ResMut<StartupProblems>,
) {
    let Some(file) = loaded.and_then(|loaded| files.get(&loaded.rules)) else {
        return;
    };
    play(file, &mut active, &mut problems);
}

fn play(file: &RulesFile, active: &mut ActiveRules, problems: &mut StartupProblems) {
    match &file.0 {
        Ok(rules) if **rules != *active.0 => {
            info!("playing the rule set `{}`", rules.id());
            active.0 = rules.clone();
        }
        Ok(_) => {}
        Err(error) => {
            problems.report(Phrase::new("problem-rules").with("problem", error.to_string()));
            if *active.0 != RuleSet::builtin() {
                active.0 = Arc::new(RuleSet::builtin());
            }
        }
    }
}

#[cfg(feature = "dev")]
fn play_reloaded_rules(
    mut events: MessageReader<AssetEvent<RulesFile>>,
    files: Res<Assets<RulesFile>>,
    mut active: ResMut<ActiveRules>,
    mut problems: ResMut<StartupProblems>,
) {
    for event in events.read() {
        if let AssetEvent::Modified { id } = event
            && let Some(file) = files.get(*id)
        {
            play(file, &mut active, &mut problems);
        }
    }
}
