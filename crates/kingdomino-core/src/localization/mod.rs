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

#[cfg(test)]
mod tests {
    use super::*;

    fn file(language: &str, path: &str, text: &str) -> LanguageFile {
        LanguageFile {
            language: language.parse().unwrap(),
            path: path.to_string(),
            text: text.to_string(),
        }
    }

    fn chain(languages: &[&str]) -> Vec<LanguageIdentifier> {
        languages.iter().map(|code| code.parse().unwrap()).collect()
    }

    #[test]
    fn a_message_missing_in_the_chosen_language_comes_from_english_and_is_noted() {
        let files = [
            file("en", "locales/en/game.ftl", "hello = Hello\nbye = Bye\n"),
            file("fr", "locales/fr/game.ftl", "hello = Bonjour\n"),
        ];
        let (catalog, problems) = Catalog::new(&chain(&["fr", "en"]), &files);
        assert!(problems.is_empty(), "{problems:?}");
        let mut misses = Vec::new();
        assert_eq!(
            catalog.say_noting(&Phrase::new("hello"), &mut misses),
            "Bonjour"
        );
        assert!(misses.is_empty());
        assert_eq!(catalog.say_noting(&Phrase::new("bye"), &mut misses), "Bye");
        assert_eq!(
            misses,
            [Miss {
                id: "bye",
                used: Some(english())
            }]
        );
        assert_eq!(
            catalog.say_noting(&Phrase::new("nowhere"), &mut misses),
            "nowhere"
        );
        assert_eq!(misses[1].used, None);
    }

    #[test]
    fn a_name_starting_a_line_takes_a_capital() {
        let text =
            "line = { CAPITAL($name) }: { $points }\nterrain = łąka\nempty = { CAPITAL($none) }.\n";
        let files = [file("pl", "locales/pl/game.ftl", text)];
        let (catalog, problems) = Catalog::new(&chain(&["pl"]), &files);
        assert!(problems.is_empty(), "{problems:?}");
        let line = Phrase::new("line")
            .with("name", Phrase::new("terrain"))
            .with("points", 3);
        assert_eq!(catalog.say(&line), "Łąka: 3");
        let empty = Phrase::new("empty").with("none", "");
        assert_eq!(catalog.say(&empty), ".");
    }

    #[test]
    fn polish_plurals_and_nested_phrases_come_from_fluent() {
        let text = "dice = { $count ->\n    [one] { $count } kość\n    [few] { $count } kości\n   *[many] { $count } kości!\n}\nholds = { $who } ma { $what }.\n";
        let files = [file("pl", "locales/pl/game.ftl", text)];
        let (catalog, _) = Catalog::new(&chain(&["pl"]), &files);
        let dice = |count: i64| catalog.say(&Phrase::new("dice").with("count", count));
        assert_eq!(dice(1), "1 kość");
        assert_eq!(dice(3), "3 kości");
        assert_eq!(dice(5), "5 kości!");
        assert_eq!(dice(22), "22 kości");
        let holds = Phrase::new("holds")
            .with("who", "Ala")
            .with("what", Phrase::new("dice").with("count", 2));
        assert_eq!(catalog.say(&holds), "Ala ma 2 kości.");
    }

    #[test]
    fn a_later_file_fixes_a_message_and_a_broken_line_is_named_with_the_rest_kept() {
        let files = [
            file("en", "locales/en/game.ftl", "a = One\nb = Two\n"),
            file(
                "en",
                "mods/fix/locales/en/fix.ftl",
                "b = Deux\nbroken line\nc = Three\n",
            ),
        ];
        let (catalog, problems) = Catalog::new(&chain(&["en"]), &files);
        assert_eq!(catalog.say(&Phrase::new("a")), "One");
        assert_eq!(catalog.say(&Phrase::new("b")), "Deux");
        assert_eq!(catalog.say(&Phrase::new("c")), "Three");
        assert_eq!(problems.len(), 1, "{problems:?}");
        assert!(
            problems[0].starts_with("mods/fix/locales/en/fix.ftl, line 2:"),
            "{problems:?}"
        );
    }

    #[test]
    fn language_files_are_told_by_their_folder() {
        assert_eq!(
            language_of_path("locales/pl/game.ftl"),
            Some("pl".parse().unwrap())
        );
        assert_eq!(language_of_path("locales/pl/notes.txt"), None);
        assert_eq!(language_of_path("locales/game.ftl"), None);
        assert_eq!(language_of_path("images/pl/game.ftl"), None);
        assert_eq!(language_of_path("locales/not a language/game.ftl"), None);
    }
}
