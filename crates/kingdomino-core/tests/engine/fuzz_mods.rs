//! Arbitrary and damaged bytes through everything that reads a mod: the rule-set loader, the
//! file checks (images, sounds, fonts, `mod.ron`) and a whole mod folder. Nothing may panic.
//! Random text rarely gets past the RON parser, so rule sets are also generated whole, well
//! formed but with values that break the validator's rules, to reach the validator itself.

use kingdomino_core::duel::RuleSet;
use kingdomino_core::game_files::mods::{Mod, check_file, read_manifest};
use kingdomino_core::rng::{DrawBelow, SplitMix64};
use proptest::prelude::*;
use proptest::strategy::ValueTree;
use proptest::test_runner::TestRunner;
use rand::SeedableRng;

use crate::common::{damaged, repository_file};

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
    std::fs::read(repository_file("assets").join(path)).unwrap()
}

/// The default coats' codes, which the valid parts below use.
const CODES: [&str; 6] = ["d", "s", "q", "b", "dd", "ss"];

/// Coat codes, mostly valid, some repeated, empty or with characters a code may not hold.
fn any_coat_code() -> impl Strategy<Value = String> {
    prop::sample::select(vec!["d", "s", "q", "b", "dd", "ss", "x", "", "a b", "é"])
        .prop_map(str::to_string)
}

/// Mostly what the validator accepts, sometimes anything: each part of a generated rule set
/// breaks a rule now and then, so about a third of them pass.
fn mostly<T: std::fmt::Debug + Clone>(
    valid: impl Strategy<Value = T> + 'static,
    any: impl Strategy<Value = T> + 'static,
) -> BoxedStrategy<T> {
    prop_oneof![9 => valid, 1 => any].boxed()
}

fn faces(codes: Vec<String>) -> impl Strategy<Value = Vec<String>> {
    let face = (prop::sample::select(codes), 0usize..3)
        .prop_map(|(code, crosses)| code + &"+".repeat(crosses));
    prop::collection::vec(prop_oneof![6 => face, 1 => Just("?".to_string())], 1..7)
}

/// A rule set file that parses, with every value free to break a rule of the validator: how
/// many coats, dice and faces; codes; the map's size and castle; each line's coat, length and
/// power; the options.
fn generated_rule_set() -> impl Strategy<Value = String> {
    let codes: Vec<String> = CODES.iter().map(|code| code.to_string()).collect();
    let coats = mostly(
        Just(codes.clone()),
        prop::collection::vec(any_coat_code(), 0..10),
    );
    let nonsense = vec!["d+x".to_string(), "zz".to_string(), "?+".to_string()];
    let die = mostly(faces(codes.clone()), faces(nonsense));
    let dice = mostly(
        prop::collection::vec(die.clone(), 4),
        prop::collection::vec(die, 0..6),
    );
    let map = mostly(
        (1u32..8, 1u32..8)
            .prop_flat_map(|(rows, columns)| (Just(rows), Just(columns), 1..=rows, 1..=columns)),
        (0u32..9, 0u32..10, 0u32..10, 0u32..11),
    );
    let powers = [
        "IgnoreConnection",
        "SeparateDice",
        "TakeTwoDice",
        "TurnDie",
        "DomainBonus",
        "ExtraCross",
    ];
    let pairs: Vec<(String, &str)> = codes.iter().cloned().zip(powers).collect();
    let valid_lines = prop::sample::subsequence(pairs, 0..=6).prop_flat_map(|pairs| {
        let count = pairs.len();
        (Just(pairs), prop::collection::vec(1u32..6, count)).prop_map(|(pairs, lengths)| {
            pairs
                .into_iter()
                .zip(lengths)
                .map(|((coat, power), length)| (coat, length, power))
                .collect::<Vec<_>>()
        })
    });
    let any_lines = prop::collection::vec(
        (
            any_coat_code(),
            0u32..300,
            prop::sample::select(powers.to_vec()),
        ),
        0..8,
    );
    let lines = mostly(valid_lines, any_lines);
    let options = (
        any::<bool>(),
        prop::sample::select(vec!["NobodyDrew", "NobodyCouldDraw"]),
    );
    (coats, dice, map, lines, options).prop_map(
        |(coats, dice, (rows, columns, row, column), lines, (without_drawing, game_end))| {
            let coats: Vec<String> = coats
                .iter()
                .map(|code| format!("(code: {code:?}, name: \"{code}\")"))
                .collect();
            let dice: Vec<String> = dice.iter().map(|faces| format!("{faces:?}")).collect();
            let lines: Vec<String> = lines
                .iter()
                .map(|(coat, length, power)| {
                    format!("(coat: {coat:?}, length: {length}, power: {power})")
                })
                .collect();
            format!(
                "(id: \"fuzz\", coats: [{}], dice: [{}], \
                 map: (rows: {rows}, columns: {columns}, castle: (row: {row}, column: {column})), \
                 spellbook: [{}], \
                 options: (spellbook_without_drawing: {without_drawing}, game_end: {game_end}))",
                coats.join(", "),
                dice.join(", "),
                lines.join(", "),
            )
        },
    )
}

/// A rule set the validator passed must play: random games on it start, run and end within
/// as many turns as its map has squares.
fn plays_to_the_end(rules: &RuleSet) -> Result<(), TestCaseError> {
    for seed in 0..3 {
        let mut state = kingdomino_core::duel::GameState::new(rules, seed);
        let mut chooser = SplitMix64::seed_from_u64(seed);
        while !state.is_over() {
            prop_assert!(state.turn() <= rules.board().cell_count() as u32);
            let picked = state.apply_picked(rules, |count| chooser.below(count as u32) as usize);
            prop_assert!(picked.is_some(), "no legal action in a game that goes on");
        }
    }
    Ok(())
}

#[test]
fn generated_rule_sets_reach_the_validator_both_ways() {
    let mut runner = TestRunner::deterministic();
    let (mut valid, mut refused) = (0, 0);
    for _ in 0..1000 {
        let text = generated_rule_set()
            .new_tree(&mut runner)
            .unwrap()
            .current();
        match RuleSet::from_ron(&text, "fuzz.rules.ron") {
            Ok(_) => valid += 1,
            Err(error) => {
                assert_eq!(
                    error.position, None,
                    "a generated file failed to parse: {error}\n{text}"
                );
                refused += 1;
            }
        }
    }
    println!("generated rule sets: {valid} valid, {refused} refused");
    assert!(valid > 0 && refused > 0, "{valid} valid, {refused} refused");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, ..ProptestConfig::default() })]

    #[test]
    fn a_generated_rule_set_is_refused_with_its_problems_or_plays(text in generated_rule_set()) {
        match RuleSet::from_ron(&text, "fuzz.rules.ron") {
            Ok(rules) => plays_to_the_end(&rules)?,
            Err(error) => prop_assert!(!error.problems.is_empty()),
        }
    }

    #[test]
    fn any_text_as_a_rule_set_is_refused_or_valid(text in ".{0,400}") {
        let _ = RuleSet::from_ron(&text, "fuzz.rules.ron");
    }

    #[test]
    fn a_damaged_rule_set_is_refused_or_valid(bytes in damaged(game_file("rules/default.rules.ron"))) {
        let text = String::from_utf8_lossy(&bytes);
        if let Ok(rules) = RuleSet::from_ron(&text, "fuzz.rules.ron") {
            plays_to_the_end(&rules)?;
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
