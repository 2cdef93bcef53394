//! Arbitrary and damaged bytes through everything that reads a mod: the rule-set loader, the
//! file checks (images, sounds, fonts, `mod.ron`) and a whole mod folder. Nothing may panic.

mod common;

use std::path::Path;

use kingdomino_duel::mods::{Mod, check_file, read_manifest};
use kingdomino_duel::rules::RuleSet;
use proptest::prelude::*;

use common::damaged;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The paths whose checks differ: each kind of file a mod may bring.
const PATHS: [&str; 8] = [
    "images/coat-d.png",
    "sounds/draw.wav",
    "fonts/DejaVuSans.ttf",
    "rules/default.rules.ron",
    "mod.ron",
    "lang/en.ftl",
    "other.ron",
    "notes.txt",
];

fn game_file(path: &str) -> Vec<u8> {
    std::fs::read(Path::new(ROOT).join("assets").join(path)).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, ..ProptestConfig::default() })]

    #[test]
    fn any_text_as_a_rule_set_is_refused_or_valid(text in ".{0,400}") {
        let _ = RuleSet::from_ron(&text, "fuzz.rules.ron");
    }

    #[test]
    fn a_damaged_rule_set_is_refused_or_valid(bytes in damaged(game_file("rules/default.rules.ron"))) {
        let text = String::from_utf8_lossy(&bytes);
        if let Ok(rules) = RuleSet::from_ron(&text, "fuzz.rules.ron") {
            // Whatever passes must be a rule set the engine can start a game with.
            let state = kingdomino_duel::rules::GameState::new(&rules, 1);
            prop_assert!(!state.is_over());
        }
    }

    #[test]
    fn any_bytes_under_any_name_are_checked_without_panic(
        path in prop::sample::select(PATHS.to_vec()),
        bytes in prop::collection::vec(any::<u8>(), 0..512),
    ) {
        let _ = check_file(path, &bytes);
        let _ = read_manifest(&bytes);
    }

    #[test]
    fn damaged_pictures_sounds_and_fonts_are_checked_without_panic(
        png in damaged(game_file("images/coat-d.png")),
        wav in damaged(game_file("sounds/take.wav")),
    ) {
        let _ = check_file("images/coat-d.png", &png);
        let _ = check_file("sounds/take.wav", &wav);
        let _ = check_file("fonts/DejaVuSans.ttf", &png);
    }
}

proptest! {
    // Each case writes a mod folder to disk, so fewer of them.
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn a_mod_of_arbitrary_files_opens_and_keeps_only_files_that_pass(
        files in prop::collection::vec(
            (prop::sample::select(PATHS.to_vec()), prop::collection::vec(any::<u8>(), 0..256)),
            0..5,
        ),
        case in any::<u64>(),
    ) {
        let folder = std::env::temp_dir()
            .join(format!("kingdomino-duel-fuzz-{}", std::process::id()))
            .join(case.to_string());
        let _ = std::fs::remove_dir_all(&folder);
        for (path, bytes) in &files {
            let path = folder.join(path);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, bytes).unwrap();
        }
        std::fs::create_dir_all(&folder).unwrap();
        let opened = Mod::open(&folder);
        for (path, _) in opened.files.iter() {
            let bytes = std::fs::read(folder.join(path)).unwrap();
            prop_assert!(check_file(path, &bytes).iter().all(|problem| !problem.is_error()));
        }
        std::fs::remove_dir_all(&folder).unwrap();
    }
}
