//! The four languages the game ships: every message in each, the same arguments, every message
//! the code names, and every character in the game's font.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use bevy::prelude::*;

use kingdomino_core::ai::Level;
use kingdomino_core::how_to_play::PAGES;
use kingdomino_core::localization::{self, Catalog, LanguageFile, Phrase, catalog};
use kingdomino_duel::app::choices::{Focus, Go, Intent, Setting};
use kingdomino_duel::app::language::LanguageAtStart;
use kingdomino_duel::app::settings::DisplaySettings;
use kingdomino_duel::app::states::Seat;

use crate::common::app::*;
use kingdomino_duel::app::duel;

fn assets() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("assets")
}

/// Each shipped language's files, as the game reads them.
fn shipped() -> Vec<LanguageFile> {
    localization::shipped_files()
        .into_iter()
        .map(|path| LanguageFile {
            language: localization::language_of_path(&path).unwrap(),
            text: std::fs::read_to_string(assets().join(&path)).unwrap(),
            path,
        })
        .collect()
}

/// The messages of a language, each with the variables it uses.
fn messages(language: &str) -> BTreeMap<String, BTreeSet<String>> {
    let files = shipped();
    let mut found = BTreeMap::new();
    for file in files.iter().filter(|file| file.language == language) {
        assert!(
            catalog::check(&file.text).is_empty(),
            "{}: {:?}",
            file.path,
            catalog::check(&file.text)
        );
        for id in catalog::message_ids(&file.text) {
            found.insert(id.clone(), variables(&file.text, &id));
        }
    }
    found
}

/// The `$variables` the message `id` uses, read from its lines in the file.
fn variables(text: &str, id: &str) -> BTreeSet<String> {
    let mut lines = text
        .lines()
        .skip_while(|line| !line.starts_with(&format!("{id} =")));
    let mut body = lines.next().unwrap_or_default().to_string();
    body.extend(
        lines
            .take_while(|line| line.starts_with(' ') || line.starts_with('}'))
            .map(|line| format!("\n{line}")),
    );
    body.split('$')
        .skip(1)
        .map(|rest| {
            rest.chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                .collect()
        })
        .collect()
}

#[test]
fn every_language_has_every_message_with_the_same_arguments() {
    let english = messages("en");
    assert!(english.len() > 200, "{} messages", english.len());
    for language in &localization::SHIPPED_LANGUAGES[1..] {
        let translated = messages(language);
        let missing: Vec<&String> = english
            .keys()
            .filter(|id| !translated.contains_key(*id))
            .collect();
        let extra: Vec<&String> = translated
            .keys()
            .filter(|id| !english.contains_key(*id))
            .collect();
        assert!(missing.is_empty(), "{language} lacks {missing:?}");
        assert!(
            extra.is_empty(),
            "{language} has messages English lacks: {extra:?}"
        );
        for (id, used) in &translated {
            let unknown: Vec<&String> = used.difference(&english[id]).collect();
            assert!(
                unknown.is_empty(),
                "{language} `{id}` uses {unknown:?}, which the game does not give it"
            );
        }
    }
}

/// Every string literal in the game's and the core's code that is written like a message id of a
/// known kind.
fn ids_in_code() -> BTreeSet<String> {
    let english = messages("en");
    let kinds: BTreeSet<&str> = english
        .keys()
        .map(|id| id.split('-').next().unwrap())
        .collect();
    let mut found = BTreeSet::new();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    // The game's code and the core's, which names levels, powers and the engine's refusals.
    let mut folders = vec![
        root.join("src/app"),
        root.join("crates/kingdomino-core/src"),
    ];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
                continue;
            }
            let code = std::fs::read_to_string(&path).unwrap();
            for literal in code.split('"').skip(1).step_by(2) {
                // (A prefix such as a file name's `game-` is no id: ids never end in `-`.)
                let looks_like_id = literal.contains('-')
                    && !literal.ends_with('-')
                    && literal
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                    && kinds.contains(literal.split('-').next().unwrap());
                if looks_like_id {
                    found.insert(literal.to_string());
                }
            }
        }
    }
    found
}

#[test]
fn every_message_the_code_names_is_in_english() {
    let english = messages("en");
    let named = ids_in_code();
    assert!(
        named.len() > 150,
        "only {} ids found in the code",
        named.len()
    );
    let missing: Vec<&String> = named
        .iter()
        .filter(|id| !english.contains_key(*id))
        .collect();
    assert!(
        missing.is_empty(),
        "the code names messages English lacks: {missing:?}"
    );
}

#[test]
fn every_character_of_every_language_is_in_the_game_font() {
    let font = std::fs::read(assets().join("fonts/DejaVuSans.ttf")).unwrap();
    let face = ttf_parser::Face::parse(&font, 0).unwrap();
    for file in shipped() {
        let text: String = file
            .text
            .lines()
            .filter(|line| !line.starts_with('#'))
            .collect();
        let missing: BTreeSet<char> = text
            .chars()
            .filter(|c| !c.is_control() && face.glyph_index(*c).is_none())
            .collect();
        assert!(
            missing.is_empty(),
            "{}: the font lacks {missing:?}",
            file.path
        );
    }
}

#[test]
fn polish_plurals_follow_the_count() {
    let files = shipped();
    let (polish, _) = Catalog::new(&["pl".parse().unwrap(), localization::english()], &files);
    let total = |points: i64| polish.say(&Phrase::new("count-total").with("points", points));
    assert_eq!(total(1), "Razem: 1 punkt");
    assert_eq!(total(3), "Razem: 3 punkty");
    assert_eq!(total(5), "Razem: 5 punktów");
    assert_eq!(total(22), "Razem: 22 punkty");
    assert_eq!(total(25), "Razem: 25 punktów");
}

#[test]
fn the_english_built_into_the_game_is_the_shipped_file() {
    let built_in = localization::built_in_english();
    let shipped_english: Vec<LanguageFile> = shipped()
        .into_iter()
        .filter(|file| file.language == localization::english())
        .collect();
    assert_eq!(built_in.len(), shipped_english.len());
    for (inside, outside) in built_in.iter().zip(&shipped_english) {
        assert_eq!(inside.path, outside.path);
        assert_eq!(inside.text, outside.text);
    }
}

/// The title in `language` (`--lang`), with every shipped language file read.
fn title_in(language: &str) -> App {
    title_app_with(|app| {
        app.insert_resource(shipped_languages())
            .insert_resource(LanguageAtStart(Some(language.to_string())));
    })
}

fn shows(app: &mut App, wanted: &str) -> bool {
    texts(app).iter().any(|text| text.contains(wanted))
}

#[test]
fn the_language_chosen_in_the_settings_changes_every_text_at_once() {
    let mut app = title_in("en");
    app.update();
    assert!(
        shows(&mut app, "Play vs computer: Easy"),
        "{:?}",
        texts(&mut app)
    );
    choose(&mut app, Device::Keyboard, Intent::Go(Go::ShowSettings));
    app.update();
    choose(
        &mut app,
        Device::Keyboard,
        Intent::ChangeSetting(Setting::Language),
    );
    app.update();
    assert_eq!(app.world().resource::<DisplaySettings>().language, "fr");
    assert!(
        shows(&mut app, "Langue : Français"),
        "{:?}",
        texts(&mut app)
    );
    assert!(shows(&mut app, "Réglages"), "{:?}", texts(&mut app));
    choose(
        &mut app,
        Device::Keyboard,
        Intent::ChangeSetting(Setting::Language),
    );
    app.update();
    assert!(shows(&mut app, "Idioma: Español"), "{:?}", texts(&mut app));
    choose(&mut app, Device::Keyboard, Intent::Go(Go::CloseOverlay));
    app.update();
    assert!(
        shows(&mut app, "Jugar contra el ordenador: Fácil"),
        "{:?}",
        texts(&mut app)
    );
    choose(
        &mut app,
        Device::Keyboard,
        new_duel([Seat::Human, Seat::Computer(Level::Easy)]),
    );
    for _ in 0..10 {
        app.update();
    }
    assert!(shows(&mut app, "Grimorio"), "{:?}", texts(&mut app));
    assert!(!shows(&mut app, "Spellbook"), "{:?}", texts(&mut app));
}

#[test]
fn a_language_asked_for_at_start_is_used_and_an_unknown_one_is_named() {
    let mut app = title_in("pl-PL");
    app.update();
    assert!(
        shows(&mut app, "Graj z komputerem: Łatwy"),
        "{:?}",
        texts(&mut app)
    );
    let mut app = title_in("xx");
    app.update();
    assert!(
        shows(&mut app, "Play vs computer: Easy"),
        "{:?}",
        texts(&mut app)
    );
    assert!(
        shows(&mut app, "There is no language “xx”"),
        "{:?}",
        texts(&mut app)
    );
}

#[test]
fn how_to_play_turns_its_pages_by_keys_and_gamepad_and_follows_the_language() {
    let mut app = title_in("en");
    choose(
        &mut app,
        Device::Keyboard,
        Intent::Go(Go::ShowHowToPlay(duel::GAME)),
    );
    app.update();
    assert!(
        shows(&mut app, "A turn in four steps"),
        "{:?}",
        texts(&mut app)
    );
    assert_eq!(
        page_shown(&mut app),
        ("How to play · 1 of 14".to_string(), 1)
    );
    // The focus starts on Next: Enter reads the pages in order, with a picture on each but the
    // last, and the focus is on Back once the last one shows.
    for number in 2..=PAGES.len() {
        Device::Keyboard.press(&mut app, Control::Confirm);
        let (shown, figures) = page_shown(&mut app);
        assert_eq!(shown, format!("How to play · {number} of 14"));
        assert_eq!(figures, usize::from(number < PAGES.len()), "page {number}");
    }
    assert!(shows(&mut app, "Questions this game settles"));
    assert_eq!(choices(&app).focus(), Focus::Choice(2));
    // The gamepad goes back a page; up and down scroll, and leave the focus where it is.
    Device::Gamepad.press(&mut app, Control::Left);
    Device::Gamepad.press(&mut app, Control::Left);
    Device::Gamepad.press(&mut app, Control::Confirm);
    assert_eq!(page_shown(&mut app).0, "How to play · 13 of 14");
    Device::Gamepad.press(&mut app, Control::Down);
    assert_eq!(choices(&app).focus(), Focus::Choice(0));
    for (language, heading) in [
        ("fr", "La fin de la partie"),
        ("es", "El final de la partida"),
        ("pl", "Koniec gry"),
    ] {
        app.world_mut().resource_mut::<LanguageAtStart>().0 = Some(language.to_string());
        for _ in 0..2 {
            app.update();
        }
        assert!(
            shows(&mut app, heading),
            "{language}: {:?}",
            texts(&mut app)
        );
        assert!(
            !shows(&mut app, "The end of the game"),
            "{language}: English left behind"
        );
    }
    // Esc goes back to the title, and How to play opens again where it was left.
    Device::Keyboard.press(&mut app, Control::Pause);
    assert_eq!(page_shown(&mut app).1, 0);
    choose(
        &mut app,
        Device::Keyboard,
        Intent::Go(Go::ShowHowToPlay(duel::GAME)),
    );
    app.update();
    assert!(shows(&mut app, "Koniec gry"));
}
