//! The player's language: which one is chosen (the settings, `--lang`, the system's), the
//! catalog that words every phrase in it, and the texts on screen, reworded when it changes.

pub(super) mod files;

use std::collections::HashSet;
use std::sync::Arc;

use bevy::prelude::*;
use bevy_fluent::Locale;
use unic_langid::LanguageIdentifier;

pub use files::LanguageFiles;

use super::player::startup_problems::StartupProblems;
use super::runtime::console;
use super::settings::DisplaySettings;
use super::states::AppSystems;
use super::states::Screen;
use kingdomino_core::localization::{self, Catalog, Miss, Phrase};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LanguageFiles>()
        .init_resource::<LanguageAtStart>()
        .init_resource::<Texts>();
    app.add_systems(
        OnExit(Screen::Loading),
        report_unknown_language.after(files::keep_what_was_read),
    );
    app.add_systems(
        Update,
        (
            choose_words.run_if(
                resource_changed::<LanguageFiles>
                    .or_else(resource_changed::<DisplaySettings>)
                    .or_else(resource_changed::<LanguageAtStart>),
            ),
            word_texts,
        )
            .chain()
            .in_set(AppSystems::Wording),
    );
}

/// The language asked for on the command line (`--lang`), which wins over the settings until the
/// player chooses one there.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct LanguageAtStart(pub Option<String>);

/// Every phrase in words, in the player's language.
#[derive(Resource, Clone, Debug)]
pub struct Texts(Arc<Catalog>);

impl Default for Texts {
    fn default() -> Texts {
        Texts(localization::built_in_catalog())
    }
}

impl Texts {
    pub fn say(&self, phrase: &Phrase) -> String {
        self.0.say(phrase)
    }

    /// The language read first (English when none could be read).
    pub fn language(&self) -> LanguageIdentifier {
        self.0.language().cloned().unwrap_or_default()
    }
}

/// A text shown on screen as this phrase in the player's language.
#[derive(Component, Clone, Debug, Default, PartialEq, Eq)]
#[require(Text)]
pub struct Localized(pub Phrase);

/// The code of the language the player asked for: `--lang`, else the settings, else the
/// system's.
fn wanted_language(at_start: &LanguageAtStart, display: &DisplaySettings) -> Option<String> {
    at_start
        .0
        .clone()
        .or_else(|| Some(display.language.clone()).filter(|code| !code.is_empty()))
        .or_else(sys_locale::get_locale)
}

/// The languages to read, best first and English last: bevy_fluent's negotiation between the
/// language asked for and the ones the files bring (`fr-CA` finds `fr`).
pub fn language_chain(
    wanted: Option<&str>,
    available: &[LanguageIdentifier],
) -> Vec<LanguageIdentifier> {
    let english = localization::english();
    let requested = wanted
        .and_then(|code| code.parse::<LanguageIdentifier>().ok())
        .unwrap_or_else(|| english.clone());
    let locale = Locale::new(requested).with_default(english.clone());
    let mut chain: Vec<LanguageIdentifier> = locale
        .fallback_chain(available.iter())
        .into_iter()
        .take(1)
        .cloned()
        .collect();
    if !chain.contains(&english) {
        chain.push(english);
    }
    chain
}

/// A language asked for at start that no file brings is named on the title, with the ones
/// there are.
fn report_unknown_language(
    at_start: Res<LanguageAtStart>,
    files: Res<LanguageFiles>,
    mut problems: ResMut<StartupProblems>,
) {
    let Some(code) = &at_start.0 else { return };
    let available = files.languages();
    let found = language_chain(Some(code), &available)[0].language
        == code
            .parse::<LanguageIdentifier>()
            .map(|language| language.language)
            .unwrap_or_default();
    if !found {
        let codes: Vec<String> = available.iter().map(ToString::to_string).collect();
        problems.report(
            Phrase::new("problem-unknown-language")
                .with("code", code.as_str())
                .with("languages", codes.join(", ")),
        );
    }
}

/// Rebuilds the catalog when the language or its files change.
fn choose_words(
    files: Res<LanguageFiles>,
    display: Res<DisplaySettings>,
    at_start: Res<LanguageAtStart>,
    mut texts: ResMut<Texts>,
) {
    let wanted = wanted_language(&at_start, &display);
    let chain = language_chain(wanted.as_deref(), &files.languages());
    if texts.0.language() == chain.first() && !files.is_changed() {
        return;
    }
    let (catalog, problems) = Catalog::new(&chain, &files.0);
    for problem in problems {
        warn!("language file {problem}");
    }
    console::announce(&format!("kingdomino-duel: language {}", chain[0]));
    *texts = Texts(Arc::new(catalog));
}

/// Words each changed phrase, and every phrase when the language changed. A message missing in
/// the player's language is logged once.
fn word_texts(
    texts: Res<Texts>,
    mut shown: Query<(Ref<Localized>, &mut Text)>,
    mut reported: Local<HashSet<Miss>>,
) {
    let mut misses = Vec::new();
    for (localized, mut text) in &mut shown {
        if texts.is_changed() || localized.is_changed() {
            let words = texts.0.say_noting(&localized.0, &mut misses);
            if text.0 != words {
                text.0 = words;
            }
        }
    }
    for miss in misses {
        if reported.insert(miss.clone()) {
            match &miss.used {
                Some(used) => warn!(
                    "the text `{}` is missing in {}: the {used} one is shown",
                    miss.id,
                    texts.language()
                ),
                None => warn!("no language has the text `{}`", miss.id),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn codes(chain: &[LanguageIdentifier]) -> Vec<String> {
        chain.iter().map(ToString::to_string).collect()
    }

    #[test]
    fn the_wanted_language_is_found_by_its_region_and_english_comes_last() {
        let available: Vec<LanguageIdentifier> = localization::SHIPPED_LANGUAGES
            .iter()
            .map(|code| code.parse().unwrap())
            .collect();
        assert_eq!(
            codes(&language_chain(Some("fr-CA"), &available)),
            ["fr", "en"]
        );
        assert_eq!(codes(&language_chain(Some("pl"), &available)), ["pl", "en"]);
        assert_eq!(codes(&language_chain(Some("en-GB"), &available)), ["en"]);
        assert_eq!(codes(&language_chain(Some("ja"), &available)), ["en"]);
        assert_eq!(codes(&language_chain(Some("!!"), &available)), ["en"]);
        assert_eq!(codes(&language_chain(None, &available)), ["en"]);
    }
}
