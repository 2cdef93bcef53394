//! A pad for each person at one screen, the stick, the pointer, a finger, undo, the title.

use kingdomino_core::duel::{Duel, NoOptions};
use kingdomino_duel::app::input::PadOwners;

use super::*;
use kingdomino_duel::app::duel;
use kingdomino_duel::app::duel::DominoChoice;

/// Sets what the pointer does over the entity, as Bevy's UI picking would.
/// The pointer moves onto `entity` (hovering or pressing it), or leaves it.
fn point(app: &mut App, entity: Entity, interaction: Interaction) {
    *app.world_mut().get_mut::<Interaction>(entity).unwrap() = interaction;
    app.world_mut().write_message(CursorMoved {
        window: Entity::PLACEHOLDER,
        position: Vec2::ZERO,
        delta: None,
    });
}

/// A finger lands on `entity` (or lifts off it), as Bevy's touch input and UI picking would.
fn touch(app: &mut App, entity: Entity, down: bool) {
    *app.world_mut().get_mut::<Interaction>(entity).unwrap() = if down {
        Interaction::Pressed
    } else {
        Interaction::None
    };
    app.world_mut().write_message(TouchInput {
        phase: if down {
            TouchPhase::Started
        } else {
            TouchPhase::Ended
        },
        position: Vec2::ZERO,
        window: Entity::PLACEHOLDER,
        force: None,
        id: 1,
    });
    app.update();
}

/// The person's first ordinary drawing with the domino as it is turned now (starting
/// elsewhere than `not_at`), and its squares.
fn drawing_as_turned(app: &App, not_at: Option<Cell>) -> (Action, [Cell; 2]) {
    let rules = &game(app).rules;
    let direction = placement(app).direction();
    game(app)
        .state()
        .legal_actions(rules)
        .into_iter()
        .find_map(|action| match action {
            Action::Draw(Drawing { cells, powers })
                if powers == PlacementPowers::NONE
                    && Some(cells[0]) != not_at
                    && rules.board().neighbour(cells[0], direction) == Some(cells[1]) =>
            {
                Some((action, cells))
            }
            _ => None,
        })
        .expect("a drawing as the domino is turned")
}

/// The square of the person's map at `cell`.
fn square_of_person(app: &mut App, cell: Cell) -> Entity {
    app.world_mut()
        .query::<(Entity, &GridTarget)>()
        .iter(app.world())
        .find(|(_, target)| {
            **target
                == GridTarget {
                    owner: SeatNumber::FIRST.into(),
                    cell,
                }
        })
        .map(|(entity, _)| entity)
        .expect("the square on the person's map")
}

/// The person's first ordinary drawing with the domino as it is turned now, aimed at.
fn aim_first_drawing(app: &mut App, device: Device) -> Action {
    let (drawing, cells) = drawing_as_turned(app, None);
    aim(app, device, cells[0], Some(cells[1]));
    drawing
}

#[test]
fn each_person_at_one_screen_plays_with_their_own_gamepad() {
    let mut app = title_app();
    let second_pad = connect_gamepad(&mut app, "Second pad");
    let first_pad = gamepads(&mut app)[0];
    choose(
        &mut app,
        Device::Keyboard,
        new_duel([Seat::Human, Seat::Human]),
    );
    app.update();
    let mut phases = Vec::new();
    run_until_person_acts(&mut app, &mut phases);
    let first = person_to_act(&mut app).expect("a person drafts");
    let before = game(&app).state().clone();
    press_on(&mut app, first_pad, GamepadButton::South);
    assert_ne!(*game(&app).state(), before, "a pad plays for seat {first}");
    let other = first.other();
    run_until_person_acts(&mut app, &mut phases);
    assert_eq!(person_to_act(&mut app), Some(other), "B drafts after A");
    // The focus is still on the die just taken: each pad tries to move it on.
    let focus = choices(&app).focus();
    press_on(&mut app, first_pad, GamepadButton::DPadRight);
    app.update();
    assert_eq!(
        choices(&app).focus(),
        focus,
        "seat {first}'s pad does nothing on seat {other}'s turn"
    );
    press_on(&mut app, second_pad, GamepadButton::DPadRight);
    assert_ne!(
        choices(&app).focus(),
        focus,
        "the other pad plays for seat {other}"
    );
    let before = game(&app).state().clone();
    press_on(&mut app, second_pad, GamepadButton::South);
    assert_ne!(
        *game(&app).state(),
        before,
        "and takes a die for seat {other}"
    );
    let mut owners = [None; 4];
    owners[first.index()] = Some(first_pad);
    owners[other.index()] = Some(second_pad);
    assert_eq!(app.world().resource::<PadOwners>().0, owners);
}

#[test]
fn the_left_stick_moves_the_focus_once_per_push_like_the_dpad() {
    let mut app = title_app();
    let Focus::Choice(start) = choices(&app).focus() else {
        panic!("the title's focus is on a button");
    };
    left_stick_x(&mut app, 0.9);
    assert_eq!(choices(&app).focus(), Focus::Choice(start + 1));
    left_stick_x(&mut app, 1.0);
    assert_eq!(
        choices(&app).focus(),
        Focus::Choice(start + 1),
        "held, it moves no further"
    );
    left_stick_x(&mut app, 0.2);
    left_stick_x(&mut app, -0.9);
    assert_eq!(choices(&app).focus(), Focus::Choice(start));
}

#[test]
fn the_pointer_chooses_and_draws_in_the_frame_it_clicks() {
    let mut app = prepared_game(seed_where_the_person_starts(70), |_, state| state);
    // A die on the tray: hovering focuses its choice, clicking takes it.
    run_until_person_acts(&mut app, &mut Vec::new());
    let before = game(&app).state().clone();
    let take = Action::TakeDie { die: 2 };
    let die = app
        .world_mut()
        .query::<(Entity, &ChoiceButton)>()
        .iter(app.world())
        .find(|(_, button)| button.0 == Some(act(take)))
        .map(|(entity, _)| entity)
        .expect("the die's button");
    point(&mut app, die, Interaction::Hovered);
    app.update();
    let offered = choices(&app).index_of(act(take)).unwrap();
    assert_eq!(choices(&app).focus(), Focus::Choice(offered));
    point(&mut app, die, Interaction::Pressed);
    app.update();
    assert_eq!(*game(&app).state(), applied(&app, &before, take));

    // A square of the map: one click puts the domino there, held a moment for an Undo; a
    // second click draws it, in the same frame.
    point(&mut app, die, Interaction::None);
    draft_until_the_person_fills(&mut app);
    let before = game(&app).state().clone();
    let (drawing, cells) = drawing_as_turned(&app, None);
    let square = square_of_person(&mut app, cells[0]);
    point(&mut app, square, Interaction::Pressed);
    app.update();
    assert_eq!(*game(&app).state(), before, "held, not drawn yet");
    assert!(app.world().resource::<HeldDrawing>().0.is_some());
    point(&mut app, square, Interaction::Hovered);
    app.update();
    point(&mut app, square, Interaction::Pressed);
    app.update();
    assert_eq!(*game(&app).state(), applied(&app, &before, drawing));
}

#[test]
fn a_finger_taps_a_square_to_aim_turns_the_domino_by_its_button_and_taps_again_to_draw() {
    let mut app = prepared_game(seed_where_the_person_starts(70), |_, state| state);
    draft_until_the_person_fills(&mut app);
    let before = game(&app).state().clone();
    let rotation = placement(&app).rotation;
    choose(&mut app, Device::Keyboard, prepare(DominoChoice::Turn));
    assert_eq!(placement(&app).rotation, (rotation + 1) % 4);
    let (drawing, cells) = drawing_as_turned(&app, Some(placement(&app).cursor));
    let square = square_of_person(&mut app, cells[0]);
    touch(&mut app, square, true);
    touch(&mut app, square, false);
    assert_eq!(placement(&app).cursor, cells[0], "the first tap aims");
    assert!(app.world().resource::<HeldDrawing>().0.is_none());
    // The help speaks of taps now, not of keys and clicks.
    app.update();
    let shown = texts(&mut app).join("\n");
    assert!(shown.contains("Tap it again to draw"), "{shown}");
    assert!(!shown.contains("right click"), "{shown}");
    assert_eq!(*game(&app).state(), before);
    touch(&mut app, square, true);
    touch(&mut app, square, false);
    assert!(
        app.world().resource::<HeldDrawing>().0.is_some(),
        "the second tap draws, held a moment for an Undo"
    );
    let drawn_at = game(&app).record().actions.len();
    for _ in 0..40 {
        app.update();
    }
    assert_eq!(game(&app).record().actions.get(drawn_at), Some(&drawing));
}

#[test]
fn undo_takes_back_a_drawing_until_it_is_made_and_is_greyed_when_there_is_nothing_to_undo() {
    let mut app = prepared_game(seed_where_the_person_starts(70), |_, state| state);
    draft_until_the_person_fills(&mut app);
    let undo_look = |app: &App| {
        choices(app)
            .list()
            .iter()
            .find(|choice| choice.intent == prepare(DominoChoice::Undo))
            .map(|choice| choice.look)
    };
    assert_eq!(undo_look(&app), Some(Look::Disabled), "nothing to undo yet");
    let before = game(&app).state().clone();
    let drawing = aim_first_drawing(&mut app, Device::Keyboard);
    Device::Keyboard.press(&mut app, Control::Confirm);
    assert_eq!(
        undo_look(&app),
        Some(Look::Button),
        "the held drawing can be undone"
    );
    assert!(
        prompt(&app).contains("Undo takes it back"),
        "{}",
        prompt(&app)
    );
    Device::Keyboard.press(&mut app, Control::Cancel);
    assert_eq!(*game(&app).state(), before);
    assert!(app.world().resource::<HeldDrawing>().0.is_none());
    assert_eq!(undo_look(&app), Some(Look::Disabled));
    // Drawn again and left alone, the drawing is made once its moment is over.
    Device::Keyboard.press(&mut app, Control::Confirm);
    assert_eq!(*game(&app).state(), before);
    for _ in 0..30 {
        app.update();
    }
    assert_eq!(
        game(&app).state().player(SeatNumber::FIRST).map,
        applied(&app, &before, drawing)
            .player(SeatNumber::FIRST)
            .map
    );
}

#[test]
fn the_title_offers_every_way_to_play() {
    let app = title_app();
    let labels: Vec<String> = choices(&app)
        .list()
        .iter()
        .map(|choice| words(&app, &choice.label))
        .collect();
    for wanted in ["Easy", "Normal", "Expert", "Two players", "Quit"] {
        assert!(
            labels.iter().any(|label| label.contains(wanted)),
            "{wanted} in {labels:?}"
        );
    }
    assert!(choices(&app).list().iter().all(|c| c.look == Look::Button));
}

#[test]
fn a_broken_mod_is_named_on_the_title_and_listed_on_the_mods_screen() {
    let folder = std::env::temp_dir()
        .join(format!("kingdomino-duel-game-{}", std::process::id()))
        .join("broken");
    std::fs::create_dir_all(folder.join("images")).unwrap();
    std::fs::write(folder.join("images/coat-d.png"), "not a picture").unwrap();
    std::fs::write(folder.join("mod.ron"), "(name: \"Broken\")").unwrap();
    let missing = folder.with_file_name("missing");
    let found = FoundMods(ModStack::open(&[folder, missing.clone()]));
    let mut app = title_app_with(|app| {
        app.insert_resource(found);
    });
    let title = texts(&mut app).join("\n");
    assert!(
        title.contains("Mod “Broken”: images/coat-d.png: error: is not a PNG image")
            && title.contains("(the game uses its own file)"),
        "{title}"
    );
    let not_there = format!("The mod folder {}: cannot be read", missing.display());
    assert!(title.contains(&not_there), "{title}");
    let mods = Intent::Go(Go::ShowMods);
    assert!(
        choices(&app)
            .list()
            .iter()
            .any(|choice| choice.intent == mods && words(&app, &choice.label) == "Mods (2 in use)")
    );
    choose(&mut app, Device::Keyboard, mods);
    app.update();
    assert_eq!(screen(&app), Screen::Mods);
    let listed = texts(&mut app).join("\n");
    for wanted in [
        "Broken",
        "Replaces nothing",
        "images/coat-d.png: error: is not a PNG image",
    ] {
        assert!(listed.contains(wanted), "{wanted} in {listed}");
    }
    // Down scrolls the list (the layout, absent here, would stop it at the list's end).
    let scrolled = |app: &mut App| {
        app.world_mut()
            .query::<(&Name, &ScrollPosition)>()
            .iter(app.world())
            .find(|(name, _)| name.as_str() == "Mod list")
            .map(|(_, position)| position.y)
    };
    assert_eq!(scrolled(&mut app), Some(0.0));
    Device::Keyboard.press(&mut app, Control::Down);
    assert!(scrolled(&mut app).is_some_and(|y| y > 0.0));
    // The gamepad's B leaves, as the screen's one button does.
    Device::Gamepad.press(&mut app, Control::Cancel);
    app.update();
    assert_eq!(screen(&app), Screen::Title);
}

#[test]
fn undo_takes_back_the_preparations_of_the_domino() {
    let mut app = prepared_game(seed_where_the_person_starts(50), |_, state| state);
    draft_until_the_person_fills(&mut app);
    let fill_start = game(&app).state().clone();
    let bonus = Action::CastleBonus { slot: 0 };
    perform(&mut app, Device::Keyboard, bonus);
    app.update();
    assert_eq!(*game(&app).state(), applied(&app, &fill_start, bonus));
    Device::Keyboard.press(&mut app, Control::Cancel);
    assert_eq!(*game(&app).state(), fill_start);
    assert!(notice(&app).starts_with("Taken back"), "{:?}", notice(&app));
}

#[test]
fn an_abandoned_game_never_comes_back_with_undo() {
    let first_seed = seed_where_the_person_starts(60);
    let mut app = prepared_game(first_seed, |_, state| state);
    draft_until_the_person_fills(&mut app);
    perform(&mut app, Device::Gamepad, Action::CastleBonus { slot: 1 });
    app.update();
    let first = game(&app).state().player(SeatNumber::FIRST);
    assert!(first.castle_bonus_used);
    // Pause, back to the title (the game is saved), and a new game.
    Device::Gamepad.press(&mut app, Control::Pause);
    choose(&mut app, Device::Gamepad, Intent::Go(Go::ToTitle));
    app.update();
    assert_eq!(screen(&app), Screen::Title);
    assert_eq!(
        choices(&app).list()[0].intent.clone(),
        Intent::Go(Go::Continue(duel::GAME))
    );
    assert_eq!(
        choices(&app).focus(),
        Focus::Choice(0),
        "the title's focus starts on Continue"
    );
    let new_game = MatchRequest::<Duel>::New {
        seats: vec![Seat::Human, Seat::Computer(Level::Easy)],
        options: NoOptions,
        seed: Some(seed_where_the_person_starts(first_seed + 1)),
    };
    request_match(&mut app, new_game);
    draft_until_the_person_fills(&mut app);
    let new_game = game(&app).state().clone();
    Device::Gamepad.press(&mut app, Control::Cancel);
    assert_eq!(*game(&app).state(), new_game, "the old game came back");
    assert!(
        !game(&app)
            .state()
            .player(SeatNumber::FIRST)
            .castle_bonus_used
    );
}
