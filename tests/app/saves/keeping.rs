//! Rebinding and conflicts, a new game's save, undo after continuing, mods turned off, a closed window.

use super::*;
use crate::common::devices::Control;
use kingdomino_core::duel::Duel;
use kingdomino_duel::app::duel;
use kingdomino_duel::app::table::{Notice, PauseNote};

/// Opens the controls with the gamepad (the keys may be rebound).
fn open_controls(app: &mut App) {
    choose(app, Device::Gamepad, Intent::Go(Go::ShowSettings));
    app.update();
    choose(app, Device::Gamepad, Intent::Go(Go::ShowControls));
    app.update();
    assert_eq!(
        *app.world().resource::<State<Overlay>>().get(),
        Overlay::Controls
    );
}

/// Leaves the controls and the settings with the gamepad (the keys may be rebound).
fn close_panels(app: &mut App) {
    for back in [Intent::Go(Go::ShowSettings), Intent::Go(Go::CloseOverlay)] {
        choose(app, Device::Gamepad, back);
        app.update();
    }
    assert_eq!(
        *app.world().resource::<State<Overlay>>().get(),
        Overlay::Closed
    );
}

/// Whether `key` makes the title's focused choice (a game against the computer starts).
fn key_confirms(folder: &Path, key: KeyCode) -> bool {
    let mut app = start_with_data(folder);
    tap(&mut app, key);
    app.update();
    screen(&app) == duel::TABLE
}

#[test]
fn a_rebound_key_does_its_new_action_survives_a_restart_and_reset_restores_it() {
    let folder = data_folder("rebind");
    let mut app = start_with_data(&folder);
    open_controls(&mut app);
    choose(
        &mut app,
        Device::Gamepad,
        Intent::Controls(ControlsChoice::Rebind(GameAction::Confirm)),
    );
    app.update();
    assert_eq!(
        *app.world().resource::<State<Overlay>>().get(),
        Overlay::Rebinding
    );
    tap(&mut app, KeyCode::KeyJ);
    app.update();
    assert_eq!(
        *app.world().resource::<State<Overlay>>().get(),
        Overlay::Controls,
        "the key was taken, and did nothing else"
    );
    let confirm_line = words(&app, &choices(&app).list()[4].label);
    assert!(confirm_line.starts_with("Confirm: J ·"), "{confirm_line}");
    let bindings = app.world().resource::<Bindings>();
    let confirm_keys: Vec<String> = bindings
        .keyboard
        .get_buttonlike(&GameAction::Confirm)
        .into_iter()
        .flatten()
        .map(|key| format!("{key:?}"))
        .collect();
    assert_eq!(confirm_keys, ["KeyJ"]);
    close_panels(&mut app);
    drop(app);

    assert!(
        key_confirms(&folder, KeyCode::KeyJ),
        "J confirms after a restart"
    );
    assert!(
        !key_confirms(&folder, KeyCode::Enter),
        "Enter no longer does"
    );

    let mut app = start_with_data(&folder);
    open_controls(&mut app);
    choose(
        &mut app,
        Device::Gamepad,
        Intent::Controls(ControlsChoice::Reset),
    );
    app.update();
    assert_eq!(*app.world().resource::<Bindings>(), Bindings::default());
    close_panels(&mut app);
    drop(app);
    assert!(key_confirms(&folder, KeyCode::Enter), "the default is back");
    assert!(!key_confirms(&folder, KeyCode::KeyJ));
}

#[test]
fn a_key_bound_to_two_actions_is_named_as_a_conflict() {
    let folder = data_folder("conflict");
    let mut app = start_with_data(&folder);
    open_controls(&mut app);
    choose(
        &mut app,
        Device::Keyboard,
        Intent::Controls(ControlsChoice::Rebind(GameAction::Pause)),
    );
    app.update();
    tap(&mut app, KeyCode::KeyR);
    app.update();
    let conflicts = app.world().resource::<Bindings>().conflicts();
    let conflicts: Vec<String> = conflicts.iter().map(|line| words(&app, line)).collect();
    assert_eq!(
        conflicts,
        ["R does more than one thing: Turn the domino, Pause"]
    );
    let noted = texts(&mut app);
    assert!(
        noted
            .iter()
            .any(|text| text.contains("R does more than one thing")),
        "{noted:?}"
    );
}

#[test]
fn a_new_game_replaces_the_save_once_it_is_played() {
    let folder = data_folder("replace");
    fs::write(folder.join(SAVE_FILE), save_of(one_die_taken())).unwrap();
    let mut app = start_with_data(&folder);
    assert_eq!(
        choices(&app).list()[0].intent.clone(),
        Intent::Go(Go::Continue(duel::GAME))
    );
    start_against_easy(&mut app);
    let mut brain = RandomPlayer::new(4);
    play_decisions(&mut app, &mut brain, 3);
    let saved = SavedGame::<Duel>::from_bytes(&fs::read(folder.join(SAVE_FILE)).unwrap()).unwrap();
    assert_eq!(saved.record.seed, game(&app).seed());
    let played = &game(&app).record().actions;
    assert!(
        !saved.record.actions.is_empty() && played.starts_with(&saved.record.actions),
        "saved {:?} of {played:?}",
        saved.record.actions
    );
}

/// A move that cannot be saved is said at the table, move after move, not in the log alone.
#[test]
fn a_move_that_cannot_be_saved_says_so_at_the_table() {
    let folder = data_folder("unsaved");
    let mut app = start_with_data(&folder);
    // A folder where the save should be: every write of the save fails.
    fs::create_dir(folder.join(SAVE_FILE)).unwrap();
    start_against_easy(&mut app);
    let notice = |app: &App| {
        let said = app.world().resource::<Notice>().0.clone();
        said.map(|said| words(app, &said)).unwrap_or_default()
    };
    assert_eq!(notice(&app), "");
    let mut brain = RandomPlayer::new(5);
    for decisions in 1..=2 {
        play_decisions(&mut app, &mut brain, 1);
        let said = notice(&app);
        assert!(
            said == "This game is not being saved.",
            "after {decisions}: {said}"
        );
    }
    // The pause menu does not say otherwise: no saving on the way out.
    Device::Keyboard.press(&mut app, Control::Pause);
    let note = app.world().resource::<PauseNote>().0.clone();
    assert_eq!(words(&app, &note), "This game is not being saved.");
    let leave = offered_choices(&app)
        .into_iter()
        .find(|(intent, _)| *intent == Intent::Go(Go::ToTitle));
    assert_eq!(
        leave.map(|(_, label)| label).as_deref(),
        Some("Leave the game")
    );
}

#[test]
fn preparations_made_before_the_game_was_left_can_be_undone_after_it_continues() {
    let folder = data_folder("undo-after-continue");
    let mut app = start_with_data(&folder);
    start_against_easy(&mut app);
    let mut brain = RandomPlayer::new(5);
    let mut phases = Vec::new();
    let fill_start = loop {
        run_until_person_acts(&mut app, &mut phases);
        assert_eq!(screen(&app), duel::TABLE, "no castle bonus came");
        let state = game(&app).state().clone();
        let bonus = Action::CastleBonus { slot: 0 };
        if state.legal_actions(&game(&app).rules).contains(&bonus) {
            perform(&mut app, Device::Keyboard, bonus);
            app.update();
            break state;
        }
        let action = Player::<Duel>::choose(&mut brain, &game(&app).rules, &state).unwrap();
        perform(&mut app, Device::Keyboard, action);
        app.update();
    };
    let seat = person_to_act(&mut app).unwrap();
    assert!(game(&app).state().player(seat).castle_bonus_used);
    Device::Keyboard.press(&mut app, Control::Pause);
    choose(&mut app, Device::Keyboard, Intent::Go(Go::ToTitle));
    app.update();
    drop(app);

    let mut app = start_with_data(&folder);
    choose(
        &mut app,
        Device::Keyboard,
        Intent::Go(Go::Continue(duel::GAME)),
    );
    app.update();
    assert!(game(&app).state().player(seat).castle_bonus_used);
    run_until_person_acts(&mut app, &mut phases);
    Device::Keyboard.press(&mut app, Control::Cancel);
    assert_eq!(
        *game(&app).state(),
        fill_start,
        "the castle bonus is taken back"
    );
}

#[test]
fn mods_turned_off_in_the_settings_are_left_out_when_the_game_opens() {
    let folder = data_folder("mods-off");
    let store = DataStore::Folder(folder.clone());
    let mods = [
        PathBuf::from("mods/mighty-duel"),
        PathBuf::from("/elsewhere/heraldic"),
    ];
    assert_eq!(mods_turned_on(&store, &mods), mods, "no settings: all on");
    fs::write(
        folder.join("settings.toml"),
        "[mods]\noff = [\"mighty-duel\"]\n",
    )
    .unwrap();
    assert_eq!(mods_turned_on(&store, &mods), [mods[1].clone()]);
    fs::write(folder.join("settings.toml"), "[mods]\noff = 3\n").unwrap();
    assert_eq!(
        mods_turned_on(&store, &mods),
        mods,
        "a damaged file turns none off"
    );
}

#[test]
fn every_move_is_saved_at_once_so_closing_the_window_loses_nothing() {
    let folder = data_folder("window-close");
    let store = DataStore::Folder(folder.clone());
    let mut app = title_app_with(|app| {
        app.insert_resource(PlayerData(store));
        // A primary window (no real one): closing it is what asks the game to exit.
        app.add_plugins(bevy::window::WindowPlugin::default());
    });
    choose(
        &mut app,
        Device::Keyboard,
        new_duel([Seat::Human, Seat::Human]),
    );
    app.update();
    let mut brain = RandomPlayer::new(8);
    play_decisions(&mut app, &mut brain, 2);
    let record = game(&app).record().clone();
    assert!(record.actions.len() >= 2);
    let on_disk = |folder: &Path| {
        SavedGame::<Duel>::from_bytes(&fs::read(folder.join(SAVE_FILE)).unwrap())
            .unwrap()
            .record
    };
    assert_eq!(on_disk(&folder), record, "saved after the last move");

    let window = app
        .world_mut()
        .query_filtered::<Entity, With<Window>>()
        .single(app.world())
        .unwrap();
    app.world_mut().despawn(window);
    app.update();
    assert_eq!(on_disk(&folder), record);
}
