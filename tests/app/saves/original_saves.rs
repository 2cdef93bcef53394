//! The original game's save: written as a person plays, offered by the title after a restart
//! and continued where it was left; a damaged one moved aside and said, one of other rules (a
//! mod's dominoes) kept aside and said.

use super::*;
use crate::common::original::{
    original_match, play_to_the_end, play_until_recorded, start_original,
};
use kingdomino_core::original::Original;
use kingdomino_duel::app::original;
use kingdomino_duel::app::table::Continuable;

/// The title says the save could not be read.
fn said_unreadable(app: &App) {
    let said: Vec<String> = app
        .world()
        .resource::<StartupProblems>()
        .0
        .iter()
        .map(|problem| words(app, problem))
        .collect();
    assert!(
        said.iter().any(|line| line.contains("could not be read")),
        "{said:?}"
    );
}

#[test]
fn the_original_game_continues_from_the_title_after_a_restart() {
    let folder = data_folder("kingdom-save");
    let mut app = start_with_data(&folder);
    start_original(
        &mut app,
        vec![Seat::Human, Seat::Computer(Level::Easy), Seat::Human],
        true,
        31,
    );
    play_until_recorded(&mut app, 10);
    let record = original_match(&app).record().clone();
    let game = original_match(&app).state().clone();
    assert!(folder.join(ORIGINAL_SAVE_FILE).exists());
    drop(app);

    let mut app = start_with_data(&folder);
    assert!(
        app.world()
            .get_resource::<Continuable<Original>>()
            .is_some()
    );
    let offered = choices(&app)
        .list()
        .iter()
        .find(|choice| choice.intent == Intent::Go(Go::Continue(original::GAME)))
        .map(|choice| words(&app, &choice.label))
        .expect("the title offers to continue it");
    assert!(
        offered.starts_with("Continue the original game (3 players, line "),
        "{offered}"
    );
    choose(
        &mut app,
        Device::Keyboard,
        Intent::Go(Go::Continue(original::GAME)),
    );
    app.update();
    assert_eq!(screen(&app), original::TABLE);
    let continued = original_match(&app);
    assert_eq!(continued.record(), &record, "the same game, every action");
    assert_eq!(continued.state(), &game);
    assert_eq!(
        continued.seats,
        vec![Seat::Human, Seat::Computer(Level::Easy), Seat::Human]
    );
    // It goes on to its end, which removes the save.
    play_to_the_end(&mut app);
    assert!(!folder.join(ORIGINAL_SAVE_FILE).exists());
}

#[test]
fn a_finished_original_game_leaves_no_save() {
    let folder = data_folder("kingdom-finished");
    let mut app = start_with_data(&folder);
    start_original(
        &mut app,
        vec![Seat::Human, Seat::Computer(Level::Random)],
        false,
        32,
    );
    play_until_recorded(&mut app, 3);
    assert!(folder.join(ORIGINAL_SAVE_FILE).exists());
    play_to_the_end(&mut app);
    assert!(!folder.join(ORIGINAL_SAVE_FILE).exists());
    assert!(!folder.join(format!("{ORIGINAL_SAVE_FILE}.bak")).exists());
    assert!(
        app.world()
            .get_resource::<Continuable<Original>>()
            .is_none()
    );
}

#[test]
fn a_damaged_original_game_save_is_moved_aside_and_said() {
    let folder = data_folder("kingdom-damaged");
    fs::write(
        folder.join(ORIGINAL_SAVE_FILE),
        "(format: 1, game: \"kingdomino\", record: (",
    )
    .unwrap();
    let app = start_with_data(&folder);
    said_unreadable(&app);
    assert!(
        app.world()
            .get_resource::<Continuable<Original>>()
            .is_none()
    );
    assert!(!folder.join(ORIGINAL_SAVE_FILE).exists());
    let aside = fs::read_dir(&folder)
        .unwrap()
        .filter_map(|entry| entry.ok())
        .any(|entry| {
            entry
                .file_name()
                .to_string_lossy()
                .starts_with(&format!("{ORIGINAL_SAVE_FILE}.broken-"))
        });
    assert!(aside, "kept beside it");
    assert!(
        !choices(&app)
            .list()
            .iter()
            .any(|choice| choice.intent == Intent::Go(Go::Continue(original::GAME)))
    );
}

#[test]
fn a_damaged_original_game_save_gives_way_to_its_backup() {
    let folder = data_folder("kingdom-backup");
    let mut app = start_with_data(&folder);
    start_original(&mut app, vec![Seat::Human, Seat::Human], false, 33);
    play_until_recorded(&mut app, 5);
    let before_last = original_match(&app).record().actions[..4].to_vec();
    drop(app);
    fs::write(folder.join(ORIGINAL_SAVE_FILE), "not a save").unwrap();
    let app = start_with_data(&folder);
    let continued = app
        .world()
        .get_resource::<Continuable<Original>>()
        .expect("the backup is offered");
    assert_eq!(continued.saved.record.actions, before_last);
    said_unreadable(&app);
}

#[test]
fn a_mod_s_dominoes_are_played_and_a_save_of_the_built_in_ones_is_kept_aside_and_said() {
    use kingdomino_core::original::OriginalRules;
    use kingdomino_duel::app::files::rule_set::ActiveRules;
    use std::sync::Arc;

    let folder = data_folder("kingdom-other-rules");
    let mut app = start_with_data(&folder);
    start_original(&mut app, vec![Seat::Human, Seat::Human], false, 34);
    play_until_recorded(&mut app, 4);
    drop(app);

    let crowned_file =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("mods/crowned-lands/rules/kingdomino.rules.ron");
    let crowned = OriginalRules::from_ron(&fs::read_to_string(crowned_file).unwrap(), "mod")
        .expect("the example mod's rule set");
    let store = DataStore::Folder(folder.clone());
    let mut app = title_app_with(|app| {
        app.insert_resource(PlayerData(store));
        app.insert_resource(ActiveRules::<Original>(Arc::new(crowned.clone())));
    });
    assert!(
        app.world()
            .get_resource::<Continuable<Original>>()
            .is_none()
    );
    let said: Vec<String> = app
        .world()
        .resource::<StartupProblems>()
        .0
        .iter()
        .map(|problem| words(&app, problem))
        .collect();
    assert!(
        said.iter()
            .any(|line| line.contains("played with other rules")
                && line.contains("start the game without mods")),
        "{said:?}"
    );
    assert!(!folder.join(ORIGINAL_SAVE_FILE).exists(), "kept aside");

    start_original(&mut app, vec![Seat::Human, Seat::Human], false, 35);
    assert_eq!(original_match(&app).rules.id(), "crowned-lands");
    assert_eq!(original_match(&app).record().rules_id, "crowned-lands");
    assert_eq!(
        original_match(&app).rules.fingerprint(),
        crowned.fingerprint()
    );
}
