//! Every text in the player's language: phrases (what to say) and the catalog of Fluent files
//! that words them. No Bevy here, so the command-line tools and the tests word texts the same.

pub mod catalog;
pub mod names;
pub mod phrase;

use std::sync::{Arc, OnceLock};

pub use catalog::{Catalog, LanguageFile, Miss};
pub use phrase::{Arg, Phrase};

use unic_langid::LanguageIdentifier;

/// The languages the game ships, English first: the one every other falls back to.
pub const SHIPPED_LANGUAGES: [&str; 4] = ["en", "fr", "es", "pl"];

/// The Fluent files each shipped language has, under `locales/<language>/`.
pub const FILE_NAMES: [&str; 2] = ["game.ftl", "how-to-play.ftl"];

/// The folder of the language files, in the game's assets and in a mod.
pub const FOLDER: &str = "locales";

/// The language texts fall back to.
pub fn english() -> LanguageIdentifier {
    LanguageIdentifier::from_bytes(SHIPPED_LANGUAGES[0].as_bytes()).unwrap_or_default()
}

/// Every Fluent file the game ships, by its path under `assets/`.
pub fn shipped_files() -> Vec<String> {
    SHIPPED_LANGUAGES
        .iter()
        .flat_map(|language| {
            FILE_NAMES
                .iter()
                .map(move |name| format!("{FOLDER}/{language}/{name}"))
        })
        .collect()
}

/// The language of a language file's path (`locales/fr/game.ftl` is French); none for a path
/// that is not a Fluent file directly in a language's folder.
pub fn language_of_path(path: &str) -> Option<LanguageIdentifier> {
    let mut parts = path.split('/');
    let (Some(FOLDER), Some(language), Some(name), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return None;
    };
    if !name.ends_with(".ftl") {
        return None;
    }
    LanguageIdentifier::from_bytes(language.as_bytes()).ok()
}

/// The catalog of English as the binary carries it, made once: the console's words, and the
/// game's until its language files are read.
pub fn built_in_catalog() -> Arc<Catalog> {
    static ENGLISH: OnceLock<Arc<Catalog>> = OnceLock::new();
    Arc::clone(ENGLISH.get_or_init(|| Arc::new(Catalog::new(&[english()], &built_in_english()).0)))
}

/// English as the binary carries it: what the game says when no language file can be read.
pub fn built_in_english() -> Vec<LanguageFile> {
    let file = |name: &str, text: &str| LanguageFile {
        language: english(),
        path: format!("{FOLDER}/en/{name}"),
        text: text.to_string(),
    };
    vec![
        file(
            "game.ftl",
            include_str!(concat!(env!("GAME_ASSETS"), "/locales/en/game.ftl")),
        ),
        file(
            "how-to-play.ftl",
            include_str!(concat!(env!("GAME_ASSETS"), "/locales/en/how-to-play.ftl")),
        ),
    ]
}
