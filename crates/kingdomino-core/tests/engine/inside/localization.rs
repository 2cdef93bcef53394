//! Phrases worded from the Fluent files.

use kingdomino_core::localization::*;
use unic_langid::LanguageIdentifier;

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
fn a_number_is_grouped_in_threes_by_the_separator_its_language_gives() {
    let text = "rating = { GROUPED($n, separator: \",\") }\nplain = { GROUPED($n) }\n";
    let files = [file("en", "locales/en/game.ftl", text)];
    let (catalog, problems) = Catalog::new(&chain(&["en"]), &files);
    assert!(problems.is_empty(), "{problems:?}");
    let say = |id: &'static str, n: i64| catalog.say(&Phrase::new(id).with("n", n));
    assert_eq!(say("rating", 1532), "1,532");
    assert_eq!(say("rating", 999), "999");
    assert_eq!(say("rating", -1_234_567), "-1,234,567");
    assert_eq!(say("plain", 1532), "1532");
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
