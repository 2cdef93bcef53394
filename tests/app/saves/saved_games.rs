//! A game continued after a restart, damaged files set aside, a setting and the original
//! game's set-up kept.

use super::*;
use kingdomino_core::duel::{Duel, NoOptions};
use kingdomino_duel::app::original::{OriginalChoice, SetupChange};
use kingdomino_duel::app::{duel, original};

fn problems(app: &App) -> Vec<String> {
    let problems = app.world().resource::<StartupProblems>().0.clone();
    problems.iter().map(|problem| words(app, problem)).collect()
}

/// The files of `folder` whose name starts with `prefix`.
fn files_starting(folder: &Path, prefix: &str) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(folder)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with(prefix))
        .collect();
    names.sort();
    names
}

#[test]
fn a_game_left_midway_continues_after_a_restart_and_can_be_finished() {
    let folder = data_folder("continue");
    let mut app = start_with_data(&folder);
    assert!(
        !choices(&app)
            .list()
            .iter()
            .any(|c| c.intent == Intent::Go(Go::Continue(duel::GAME))),
        "nothing to continue yet"
    );
    start_against_easy(&mut app);
    let mut brain = RandomPlayer::new(21);
    play_decisions(&mut app, &mut brain, 9);
    assert!(folder.join(SAVE_FILE).exists(), "saved after the turns");
    let left = game(&app).state().clone();
    assert!(left.turn() >= 2, "turn {}", left.turn());

    Device::Keyboard.press(&mut app, Control::Pause);
    choose(&mut app, Device::Keyboard, Intent::Go(Go::ToTitle));
    app.update();
    assert_eq!(screen(&app), Screen::Title);
    drop(app);

    let mut app = start_with_data(&folder);
    let offered = &choices(&app).list()[0];
    assert_eq!(offered.intent, Intent::Go(Go::Continue(duel::GAME)));
    let label = words(&app, &offered.label);
    assert!(
        label.contains(&format!("turn {}", left.turn())) && label.contains("Easy"),
        "{label}"
    );
    assert_eq!(
        choices(&app).focus(),
        Focus::Choice(0),
        "Continue is focused"
    );
    choose(
        &mut app,
        Device::Keyboard,
        Intent::Go(Go::Continue(duel::GAME)),
    );
    app.update();
    assert_eq!(screen(&app), duel::TABLE);
    assert_eq!(
        *game(&app).state(),
        left,
        "the game goes on exactly where it was left"
    );
    assert_eq!(game(&app).seats, [Seat::Human, Seat::Computer(Level::Easy)]);

    play_decisions(&mut app, &mut brain, 10_000);
    assert_eq!(screen(&app), duel::GAME_OVER);
    assert!(game(&app).state().is_over());
    app.update();
    let statistics = app.world().resource::<Statistics>().clone();
    assert_eq!(statistics.easy.played, 1);
    assert!(statistics.best_score > 0);
    choose(&mut app, Device::Keyboard, Intent::SkipCount);
    choose(&mut app, Device::Keyboard, Intent::Go(Go::ToTitle));
    app.update();
    assert!(
        !folder.join(SAVE_FILE).exists(),
        "a finished game is not offered again"
    );
    assert!(app.world().get_resource::<Continuable<Duel>>().is_none());
    drop(app);

    let app = start_with_data(&folder);
    assert_eq!(app.world().resource::<Statistics>().easy.played, 1, "kept");
    assert!(
        !choices(&app)
            .list()
            .iter()
            .any(|c| c.intent == Intent::Go(Go::Continue(duel::GAME))),
        "nothing to continue after the game ended"
    );
}

#[test]
fn damaged_saves_are_moved_aside_and_the_game_starts_normally() {
    for (case, text) in [
        ("cut", save_of(one_die_taken())[..40].to_string()),
        ("nonsense", "this is not a save".to_string()),
        (
            "illegal",
            save_of(one_die_taken()).replace("TakeDie(die: 1)", "TakeDie(die: 9)"),
        ),
    ] {
        let folder = data_folder(&format!("damaged-{case}"));
        fs::write(folder.join(SAVE_FILE), &text).unwrap();
        let app = start_with_data(&folder);
        let said = problems(&app).join("\n");
        assert!(
            said.contains("saved game could not be read") && said.contains("save.ron.broken-"),
            "{case}: {said}"
        );
        assert!(!folder.join(SAVE_FILE).exists(), "{case}");
        let moved = files_starting(&folder, "save.ron.broken-");
        assert_eq!(moved.len(), 1, "{case}: {moved:?}");
        assert_eq!(fs::read_to_string(folder.join(&moved[0])).unwrap(), text);
        assert!(
            !choices(&app)
                .list()
                .iter()
                .any(|c| c.intent == Intent::Go(Go::Continue(duel::GAME))),
            "{case}"
        );
        assert_eq!(screen(&app), Screen::Title);
    }
}

#[test]
fn a_second_damaged_save_gets_its_own_name_and_nothing_is_overwritten() {
    let folder = data_folder("damaged-twice");
    for text in ["first", "second"] {
        fs::write(folder.join(SAVE_FILE), text).unwrap();
        drop(start_with_data(&folder));
    }
    let moved = files_starting(&folder, "save.ron.broken-");
    assert_eq!(moved.len(), 2, "{moved:?}");
    let kept: Vec<String> = moved
        .iter()
        .map(|name| fs::read_to_string(folder.join(name)).unwrap())
        .collect();
    assert!(kept.contains(&"first".to_string()) && kept.contains(&"second".to_string()));
}

#[test]
fn a_save_cut_off_before_its_rename_leaves_the_old_one_loadable() {
    let folder = data_folder("interrupted");
    let store = DataStore::Folder(folder.clone());
    store.write(SAVE_FILE, &save_of(one_die_taken())).unwrap();
    // A later save was written to its temporary file, then the machine stopped before the
    // rename: half a file beside the good one.
    let mut longer = one_die_taken();
    longer.actions.push(Action::TakeDie { die: 0 });
    let next = save_of(longer.clone());
    fs::write(folder.join("save.ron.tmp"), &next[..next.len() / 2]).unwrap();

    let app = start_with_data(&folder);
    assert!(problems(&app).is_empty(), "{:?}", problems(&app));
    let continuable = app.world().resource::<Continuable<Duel>>();
    assert_eq!(continuable.saved.record, one_die_taken());

    // The next save replaces it whole and keeps the one before as the backup.
    store.write(SAVE_FILE, &next).unwrap();
    assert_eq!(fs::read_to_string(folder.join(SAVE_FILE)).unwrap(), next);
    assert_eq!(
        fs::read_to_string(folder.join("save.ron.bak")).unwrap(),
        save_of(one_die_taken())
    );
}

#[test]
fn a_damaged_save_falls_back_to_the_backup_of_the_turn_before() {
    let folder = data_folder("backup");
    fs::write(folder.join("save.ron.bak"), save_of(one_die_taken())).unwrap();
    fs::write(folder.join(SAVE_FILE), "(format: 1, game_ver").unwrap();
    let app = start_with_data(&folder);
    let said = &problems(&app)[0];
    assert!(
        said.contains("could not be read")
            && said.contains("Continue offers the save of the turn before"),
        "{said}"
    );
    assert_eq!(
        choices(&app).list()[0].intent.clone(),
        Intent::Go(Go::Continue(duel::GAME))
    );
    assert_eq!(
        app.world().resource::<Continuable<Duel>>().saved.record,
        one_die_taken()
    );
    drop(app);
    // Not continued now: still offered at the next start, with nothing more to say.
    let app = start_with_data(&folder);
    assert!(problems(&app).is_empty(), "{:?}", problems(&app));
    assert_eq!(
        app.world().resource::<Continuable<Duel>>().saved.record,
        one_die_taken()
    );
}

#[test]
fn a_save_from_other_rules_is_kept_and_not_loaded() {
    let folder = data_folder("other-rules");
    let mighty = crate::common::rules_file("mods/mighty-duel/rules/default.rules.ron");
    let mut record = Record::<Duel>::new(&mighty, NoOptions, 3);
    record.actions.push(Action::TakeDie { die: 1 });
    let text = SavedGame::new(
        &mighty,
        vec!["Mighty Duel 1.0".to_string()],
        vec![SavedSeat::Person, SavedSeat::Person],
        record,
    )
    .to_text();
    fs::write(folder.join(SAVE_FILE), &text).unwrap();
    let app = start_with_data(&folder);
    let said = problems(&app).join("\n");
    assert!(
        said.contains("other rules")
            && said.contains("Mighty Duel 1.0")
            && said.contains("start the game with those mods"),
        "{said}"
    );
    assert!(app.world().get_resource::<Continuable<Duel>>().is_none());
    // Kept under another name, so that a new game's save cannot replace it.
    let kept = files_starting(&folder, "save.ron.kept-");
    assert_eq!(kept.len(), 1, "{kept:?}");
    assert!(said.contains(&kept[0]), "{said}");
    assert_eq!(fs::read_to_string(folder.join(&kept[0])).unwrap(), text);
    assert!(!folder.join(SAVE_FILE).exists());
}

#[test]
fn damaged_settings_statistics_and_controls_are_moved_aside_with_defaults_used() {
    let folder = data_folder("damaged-settings");
    fs::write(
        folder.join("settings.toml"),
        "[sound]\neffects_volume = \"loud\"\n",
    )
    .unwrap();
    fs::write(
        folder.join("statistics.toml"),
        "[statistics\nbest_score = 3",
    )
    .unwrap();
    fs::write(folder.join("controls.ron"), "(keyboard: {").unwrap();
    let app = start_with_data(&folder);
    let said = problems(&app).join("\n");
    for what in ["settings file", "statistics file", "controls file"] {
        assert!(
            said.contains(&format!("Your {what} could not be read")),
            "{said}"
        );
    }
    assert!(said.contains("[sound]"), "says what is wrong: {said}");
    assert_eq!(
        *app.world().resource::<SoundSettings>(),
        SoundSettings::default()
    );
    assert_eq!(*app.world().resource::<Bindings>(), Bindings::default());
    for name in ["settings.toml", "statistics.toml", "controls.ron"] {
        assert_eq!(
            files_starting(&folder, &format!("{name}.broken-")).len(),
            1,
            "{name}"
        );
    }
    // The title shows the messages and the game can be played.
    assert_eq!(screen(&app), Screen::Title);
}

/// A data folder the game can neither write to nor read is named once on the title, not each
/// of its files in turn, and the game goes on; the check leaves nothing in a folder it can
/// write to.
#[test]
fn a_data_folder_that_cannot_be_written_to_is_named_on_the_title() {
    let folder = data_folder("unwritable");
    let not_a_folder = folder.join("a-file");
    fs::write(&not_a_folder, "a file where the data folder should be").unwrap();
    let app = start_with_data(&not_a_folder.join("data"));
    let said = problems(&app);
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(said[0].contains("cannot be kept in"), "{said:?}");
    assert!(said[0].contains("a-file"), "says where: {said:?}");
    assert_eq!(screen(&app), Screen::Title);
    let app = start_with_data(&folder);
    assert_eq!(problems(&app), Vec::<String>::new());
    assert!(!folder.join("write-check").exists());
}

#[test]
fn a_changed_setting_survives_a_restart() {
    let folder = data_folder("settings");
    let mut app = start_with_data(&folder);
    choose(&mut app, Device::Keyboard, Intent::Go(Go::ShowSettings));
    app.update();
    assert_eq!(
        *app.world().resource::<State<Overlay>>().get(),
        Overlay::Settings
    );
    choose(
        &mut app,
        Device::Keyboard,
        Intent::ChangeSetting(Setting::EffectsVolume),
    );
    app.update();
    assert_eq!(app.world().resource::<SoundSettings>().effects_volume, 90);
    let label = words(&app, &choices(&app).list()[1].label);
    assert_eq!(label, "Sound effects: 90%");
    Device::Keyboard.press(&mut app, Control::Cancel);
    app.update();
    assert_eq!(
        *app.world().resource::<State<Overlay>>().get(),
        Overlay::Closed
    );
    assert!(
        choices(&app)
            .list()
            .iter()
            .any(|c| c.intent == Intent::Go(Go::ShowSettings)),
        "the title's menu is back"
    );
    drop(app);
    let app = start_with_data(&folder);
    assert_eq!(app.world().resource::<SoundSettings>().effects_volume, 90);
}

#[test]
fn the_original_game_s_set_up_survives_a_restart() {
    let folder = data_folder("original-set-up");
    let mut app = start_with_data(&folder);
    choose(
        &mut app,
        Device::Keyboard,
        Intent::Go(Go::ShowSetup(original::GAME)),
    );
    app.update();
    // Four players round to two; the second place's computer from Normal to Expert; Harmony.
    for change in [
        SetupChange::Players,
        SetupChange::Seat(1),
        SetupChange::Harmony,
    ] {
        choose(
            &mut app,
            Device::Keyboard,
            Intent::game(OriginalChoice::Setup(change)),
        );
    }
    let chosen = app.world().resource::<OriginalGameSettings>().clone();
    assert_eq!(chosen.players, 2);
    assert_eq!(chosen.places[1], PlaceSetting::Expert);
    assert!(chosen.harmony);
    Device::Keyboard.press(&mut app, Control::Cancel);
    drop(app);
    let written = fs::read_to_string(folder.join("settings.toml")).unwrap();
    assert!(written.contains("[original]"), "{written}");
    let mut app = start_with_data(&folder);
    assert_eq!(*app.world().resource::<OriginalGameSettings>(), chosen);
    choose(
        &mut app,
        Device::Keyboard,
        Intent::Go(Go::ShowSetup(original::GAME)),
    );
    app.update();
    let said = choices(&app)
        .list()
        .iter()
        .map(|choice| words(&app, &choice.label))
        .collect::<Vec<_>>()
        .join(" | ");
    assert!(said.contains("Expert"), "the panel as it was left: {said}");
}
