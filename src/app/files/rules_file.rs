//! Reads each game's rule set file (the Duel's `rules/default.rules.ron`, the original game's
//! `rules/kingdomino.rules.ron`, or a mod's that replaces one) through the asset server, while
//! the loading screen shows; a rule set that fails its engine's checks leaves that game's
//! default rules, and the title says why.

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
use kingdomino_core::rule_file::RuleSetError;
use kingdomino_core::table::TableGame;

pub(super) fn plugin(app: &mut App) {
    app.init_asset::<RulesText>()
        .register_asset_loader(RulesTextLoader);
    app.configure_loading_state(
        LoadingStateConfig::new(Screen::Loading).load_collection::<RulesAssets>(),
    );
}

/// Game `G`'s rule set file, read once the loading is over (and again as it changes, with the
/// `dev` feature).
pub(super) fn game_plugin<G: TableGame>(app: &mut App) {
    app.init_resource::<RuleFiles>();
    app.world_mut()
        .resource_mut::<RuleFiles>()
        .0
        .push(G::RULES_FILE);
    app.add_systems(
        OnExit(Screen::Loading),
        play_loaded_rules::<G>.in_set(RulesRead),
    );
    #[cfg(feature = "dev")]
    app.add_systems(
        Update,
        play_reloaded_rules::<G>.in_set(crate::app::states::AppSystems::ApplyRules),
    );
}

/// The rule sets read at the end of the loading: what reads a kept game or a rule set's
/// pictures runs after.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RulesRead;

/// Every game's rule set file, by where it sits.
#[derive(Resource, Default, Debug)]
struct RuleFiles(Vec<&'static str>);

/// A rule set file as read: its path, for the messages, and its text or why it is not text.
#[derive(Asset, TypePath, Debug)]
pub struct RulesText {
    source: String,
    text: Result<String, String>,
}

/// The rule set files, loading with the loading screen's: one for each game registered.
#[derive(Resource)]
pub struct RulesAssets(Vec<(&'static str, Handle<RulesText>)>);

impl AssetCollection for RulesAssets {
    fn create(world: &mut World) -> RulesAssets {
        let files = world
            .get_resource::<RuleFiles>()
            .map(|files| files.0.clone());
        let server = world.resource::<AssetServer>();
        RulesAssets(
            (files.unwrap_or_default().into_iter())
                .map(|file| (file, server.load(file)))
                .collect(),
        )
    }

    fn load(world: &mut World) -> Vec<UntypedHandle> {
        RulesAssets::create(world)
            .0
            .into_iter()
            .map(|(_, handle)| handle.untyped())
            .collect()
    }
}

#[derive(Default, TypePath)]
struct RulesTextLoader;

impl AssetLoader for RulesTextLoader {
    type Asset = RulesText;
    type Settings = ();
    type Error = std::io::Error;

    async fn load(
        &self,
        reader: &mut dyn Reader,
        _settings: &(),
        load_context: &mut LoadContext<'_>,
    ) -> Result<RulesText, std::io::Error> {
        let (source, text) = read_text(reader, load_context).await?;
        Ok(RulesText { source, text })
    }

    fn extensions(&self) -> &[&str] {
        &["rules.ron"]
    }
}

impl RulesText {
    /// The rule set of game `G` this file holds, as its engine reads and checks it.
    fn rules<G: TableGame>(&self) -> Result<G::Rules, RuleSetError> {
        match &self.text {
            Ok(text) => G::read_rules(text, &self.source),
            Err(problem) => Err(RuleSetError {
                source: self.source.clone(),
                position: None,
                problems: vec![problem.clone()],
            }),
        }
    }
}

/// New matches of `G` play the rule set read; a broken one is said on the title and the
/// default stays.
fn play_loaded_rules<G: TableGame>(
    loaded: Option<Res<RulesAssets>>,
    files: Option<Res<Assets<RulesText>>>,
    mut active: ResMut<ActiveRules<G>>,
    mut problems: ResMut<StartupProblems>,
) {
    let file = (loaded.iter())
        .flat_map(|loaded| loaded.0.iter())
        .find(|(path, _)| *path == G::RULES_FILE)
        .and_then(|(_, handle)| files.as_ref()?.get(handle));
    if let Some(file) = file {
        play::<G>(file.rules::<G>(), &mut active.0, &mut problems);
    }
}

fn play<G: TableGame>(
    read: Result<G::Rules, RuleSetError>,
    active: &mut Arc<G::Rules>,
    problems: &mut StartupProblems,
) {
    match read {
        Ok(rules) if rules != **active => {
            info!("playing the rule set `{}`", G::rules_id(&rules));
            *active = Arc::new(rules);
        }
        Ok(_) => {}
        Err(error) => {
            problems.report(Phrase::new("problem-rules").with("problem", error.to_string()));
            let builtin = G::builtin_rules();
            if **active != builtin {
                *active = Arc::new(builtin);
            }
        }
    }
}

#[cfg(feature = "dev")]
fn play_reloaded_rules<G: TableGame>(
    mut events: MessageReader<AssetEvent<RulesText>>,
    loaded: Option<Res<RulesAssets>>,
    files: Res<Assets<RulesText>>,
    mut active: ResMut<ActiveRules<G>>,
    mut problems: ResMut<StartupProblems>,
) {
    let ours = (loaded.iter())
        .flat_map(|loaded| loaded.0.iter())
        .find(|(path, _)| *path == G::RULES_FILE)
        .map(|(_, handle)| handle.id());
    for event in events.read() {
        if let AssetEvent::Modified { id } = event
            && Some(*id) == ours
            && let Some(file) = files.get(*id)
        {
            play::<G>(file.rules::<G>(), &mut active.0, &mut problems);
        }
    }
}
