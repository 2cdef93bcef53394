//! Arbitrary and damaged bytes through everything that reads the player's files: the save
//! loader (and its replay), the settings check, the controls file, and the whole game starting
//! with such files in its data folder. Nothing may panic, and what is read must be what the
//! rules allow. Each test says how many of its cases were read and how many refused
//! (`cargo test --test app fuzz_saves:: -- --nocapture`); a failing case is kept in
//! `tests/app/fuzz_saves.proptest-regressions` and tried first on the next run.

use kingdomino_core::duel::{Action, Duel, GameState, NoOptions, RuleSet};
use std::fs;

use bevy::prelude::*;
use proptest::prelude::*;
use proptest::test_runner::{Config, FileFailurePersistence, TestRunner};

use kingdomino_core::ai::Level;
use kingdomino_core::original::{AnyGame, Bonuses, GameOptions, Original, OriginalRules};
use kingdomino_core::player_files::data_store::DataStore;
use kingdomino_core::player_files::saves::{SavedGame, SavedSeat};
use kingdomino_core::table::Record;
use kingdomino_duel::app::input::GameAction;
use kingdomino_duel::app::original::OriginalGameSettings;
use kingdomino_duel::app::player::player_data::PlayerData;
use kingdomino_duel::app::settings::bindings::{Bindings, Device};
use kingdomino_duel::app::settings::{GameGroup, check_settings_file};
use kingdomino_duel::app::states::Screen;

use crate::common::app::{screen, title_app_with};
use crate::common::damaged;

/// Whether a case's file was read (and then checked) or refused.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Read {
    Accepted,
    Refused,
}

impl Read {
    fn of<T, E>(result: &Result<T, E>) -> Read {
        if result.is_ok() {
            Read::Accepted
        } else {
            Read::Refused
        }
    }
}

/// How many cases ran (the cases asked for, and any failures kept from earlier runs) and how
/// many of them were read.
#[derive(Clone, Copy, Debug)]
struct Counts {
    ran: u32,
    accepted: u32,
}

/// Runs `cases` cases of `strategy` through `check` and says how many were read and refused.
fn run_cases<S: Strategy>(
    name: &str,
    cases: u32,
    strategy: S,
    check: impl Fn(S::Value) -> Result<Read, TestCaseError>,
) -> Counts {
    let counts = std::cell::Cell::new(Counts {
        ran: 0,
        accepted: 0,
    });
    let mut runner = TestRunner::new(Config {
        cases,
        source_file: Some(file!()),
        failure_persistence: Some(Box::new(FileFailurePersistence::WithSource(
            "proptest-regressions",
        ))),
        ..Config::default()
    });
    let outcome = runner.run(&strategy, |value| {
        let read = check(value)?;
        let Counts { ran, accepted } = counts.get();
        counts.set(Counts {
            ran: ran + 1,
            accepted: accepted + u32::from(read == Read::Accepted),
        });
        Ok(())
    });
    if let Err(failure) = outcome {
        panic!("{name}: {failure}");
    }
    let Counts { ran, accepted } = counts.get();
    println!("{name}: {accepted} read, {} refused", ran - accepted);
    counts.get()
}

/// Damaged copies of a valid file test both ways only if some are still read and some not.
fn assert_both_ways(name: &str, Counts { ran, accepted }: Counts) {
    assert!(
        0 < accepted && accepted < ran,
        "{name}: {accepted} of {ran} read: the damage no longer tests both ways"
    );
}

/// A save of a few turns of a real game.
/// A kept game of the original Kingdomino, a dozen actions in.
fn real_original_save() -> Vec<u8> {
    let rules = OriginalRules::builtin();
    let options = GameOptions {
        players: 3,
        mighty_duel: false,
        bonuses: Bonuses::default(),
        dynasty: false,
    };
    let mut game = AnyGame::new(&rules, options, 9).unwrap();
    let mut record = Record::<Original>::new(&rules, options, 9);
    for _ in 0..12 {
        let action = game.legal_actions()[0];
        game.apply(action).unwrap();
        record.actions.push(action);
    }
    SavedGame::new(&rules, Vec::new(), vec![SavedSeat::Person; 3], record)
        .to_text()
        .into_bytes()
}

fn real_save() -> Vec<u8> {
    let rules = RuleSet::builtin();
    let mut state = GameState::new(&rules, 9);
    let mut record = Record::<Duel>::new(&rules, NoOptions, 9);
    let mut player = Level::Easy.player::<Duel>(9);
    while state.turn() < 4 && !state.is_over() {
        let action: Action = player.choose(&rules, &state).unwrap();
        state.apply(&rules, action).unwrap();
        record.actions.push(action);
    }
    SavedGame::new(
        &rules,
        Vec::new(),
        vec![SavedSeat::Person, SavedSeat::Computer(Level::Expert)],
        record,
    )
    .to_text()
    .into_bytes()
}

fn restores_only_what_the_rules_allow(bytes: Vec<u8>) -> Result<Read, TestCaseError> {
    let rules = RuleSet::builtin();
    if let Ok(saved) = SavedGame::<Duel>::from_bytes(&bytes)
        && let Ok(state) = saved.restore(&rules)
    {
        prop_assert!(!state.is_over());
        prop_assert_eq!(saved.record.replay(&rules).unwrap(), state);
        return Ok(Read::Accepted);
    }
    Ok(Read::Refused)
}

#[test]
fn arbitrary_bytes_as_a_save_are_refused_or_replayed() {
    run_cases(
        "arbitrary saves",
        2000,
        prop::collection::vec(any::<u8>(), 0..600),
        restores_only_what_the_rules_allow,
    );
}

#[test]
fn damaged_saves_are_refused_or_replayed() {
    let counts = run_cases(
        "damaged saves",
        2000,
        damaged(real_save()),
        restores_only_what_the_rules_allow,
    );
    assert_both_ways("damaged saves", counts);
}

#[test]
fn arbitrary_and_damaged_settings_are_checked_without_panic() {
    // The games' groups with the game's own.
    let games = [GameGroup::of::<OriginalGameSettings>()];
    run_cases(
        "arbitrary settings",
        2000,
        prop::collection::vec(any::<u8>(), 0..400),
        |bytes| Ok(Read::of(&check_settings_file(&bytes, &games))),
    );
    let settings = b"[sound]\neffects_volume = 50\n\n[play]\ncomputer_level = \"Expert\"\n\
                     animation_speed = \"Fast\"\nreduced_motion = true\n\n[display]\n\
                     table_size = 90\nfullscreen = false\n\n[mods]\noff = [\"a\", \"b\"]\n";
    let counts = run_cases(
        "damaged settings",
        2000,
        damaged(settings.to_vec()),
        |bytes| Ok(Read::of(&check_settings_file(&bytes, &games))),
    );
    assert_both_ways("damaged settings", counts);
}

#[test]
fn arbitrary_and_damaged_controls_leave_every_action_bound() {
    let every_action_bound = |text: String| {
        let read = Bindings::from_text(&text);
        if let Ok((bindings, _)) = &read {
            for action in GameAction::ALL {
                for device in [Device::Keyboard, Device::Gamepad] {
                    prop_assert!(!bindings.names(device, action).is_empty());
                }
            }
        }
        Ok(Read::of(&read))
    };
    run_cases("arbitrary controls", 2000, ".{0,300}", every_action_bound);
    let counts = run_cases(
        "damaged controls",
        2000,
        damaged(Bindings::default().to_text().into_bytes()),
        |bytes| every_action_bound(String::from_utf8_lossy(&bytes).into_owned()),
    );
    assert_both_ways("damaged controls", counts);
}

#[test]
fn the_game_starts_whatever_its_data_folder_holds() {
    let files = [
        "save.ron",
        "save.ron.bak",
        "kingdom-save.ron",
        "kingdom-save.ron.bak",
        "settings.toml",
        "controls.ron",
    ];
    let contents = prop::collection::vec(
        prop_oneof![
            prop::collection::vec(any::<u8>(), 0..200),
            damaged(real_save()),
            damaged(real_original_save()),
            damaged(Bindings::default().to_text().into_bytes()),
        ],
        files.len(),
    );
    let case = std::cell::Cell::new(0u32);
    run_cases("data folders", 40, contents, |contents| {
        case.set(case.get() + 1);
        let folder = std::env::temp_dir().join(format!(
            "kingdomino-duel-fuzz-data-{}-{}",
            std::process::id(),
            case.get()
        ));
        let _ = fs::remove_dir_all(&folder);
        fs::create_dir_all(&folder).unwrap();
        for (name, bytes) in files.iter().zip(&contents) {
            fs::write(folder.join(name), bytes).unwrap();
        }
        let store = DataStore::Folder(folder.clone());
        let app = title_app_with(|app| {
            app.insert_resource(PlayerData(store));
        });
        prop_assert_eq!(screen(&app), Screen::Title);
        drop(app);
        fs::remove_dir_all(&folder).unwrap();
        Ok(Read::Accepted)
    });
}
