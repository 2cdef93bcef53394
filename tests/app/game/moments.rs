//! The title asleep, jokers' previews, the game's end, typed seeds, first-game tips, the castle bonus.

use super::*;
use kingdomino_duel::app::duel;
use kingdomino_duel::app::duel::DuelChoice;

/// Drains the redraw requests of the last frame: whether the window would draw again.
fn asked_to_redraw(app: &mut App) -> bool {
    app.world_mut()
        .resource_mut::<Messages<RequestRedraw>>()
        .drain()
        .count()
        > 0
}

/// The person (player A) holds both jokers (die 0 shows `?` as face 0, die 3 as face 2), drafted
/// on the engine: the computer took dice 1 and 2.
fn person_holds_two_jokers(rules: &RuleSet, state: GameState, maps: [&str; 2]) -> GameState {
    let mut state = state.with_maps(maps.map(|text| map_of(rules, text)));
    state.give_roll(rules, [0, 0, 0, 2]).unwrap();
    draft_to_the_first_seat_s_fill(rules, &mut state);
    state
}

/// Confirms the ghost where it is and keeps the drawing at once.
fn device_draws(app: &mut App) {
    Device::Keyboard.press(app, Control::Confirm);
    Device::Keyboard.press(app, Control::Confirm);
}

/// The footer's tip, if one is shown.
fn tip(app: &mut App) -> Option<String> {
    texts(app)
        .into_iter()
        .find(|text| text.starts_with("Tip: "))
}

/// A game against Easy from the title, played until the person first drafts.
fn first_draft(start: impl FnOnce(&mut App)) -> App {
    let mut app = title_app_with(start);
    choose(
        &mut app,
        Device::Keyboard,
        new_duel([Seat::Human, Seat::Computer(Level::Easy)]),
    );
    let mut phases = Vec::new();
    run_until_person_acts(&mut app, &mut phases);
    app.update();
    app
}

/// Plays from the title until the person first drafts, and says whether a tip was shown.
fn tip_at_the_first_draft(start: impl FnOnce(&mut App)) -> Option<String> {
    tip(&mut first_draft(start))
}

#[test]
fn a_waiting_title_sleeps_and_stays_awake_after_a_gamepad_press() {
    let mut app = title_app();
    app.add_message::<RequestRedraw>();
    let wait = |app: &App| match app.world().resource::<WinitSettings>().focused_mode {
        UpdateMode::Reactive { wait, .. } => Some(wait),
        UpdateMode::Continuous => None,
    };
    // The curtain of the screen change lifts, then nothing moves.
    for _ in 0..10 {
        app.update();
    }
    asked_to_redraw(&mut app);
    app.update();
    assert!(!asked_to_redraw(&mut app), "the title moves nothing");
    let with_gamepad = wait(&app).expect("a reactive window");
    assert!(
        with_gamepad <= Duration::from_millis(250),
        "{with_gamepad:?}"
    );
    Device::Gamepad.press(&mut app, Control::Down);
    // Longer in game time than the focus's pop (320 ms), far shorter in real time than the
    // game stays awake.
    for _ in 0..8 {
        app.update();
    }
    asked_to_redraw(&mut app);
    app.update();
    assert!(asked_to_redraw(&mut app), "awake after a gamepad press");
    let pads: Vec<Entity> = app
        .world_mut()
        .query_filtered::<Entity, With<Gamepad>>()
        .iter(app.world())
        .collect();
    for pad in pads {
        app.world_mut().despawn(pad);
    }
    app.update();
    assert!(
        wait(&app) > Some(with_gamepad),
        "no gamepad: a longer sleep"
    );
}

#[test]
fn the_prompt_previews_two_jokers_with_the_coats_that_score_best_together() {
    // A `d` square with a cross north of the castle; the jokers go on (1,3) and (1,4): the
    // first alone touches nothing, so only both as `d` pay: 3 squares x 1 cross, +2.
    let with_d = "
. . . . . . .
. . . d+ . . .
. . . # . . .
. . . . . . .
. . . . . . .
";
    let mut app = prepared_game(seed_where_the_person_starts(80), |rules, state| {
        person_holds_two_jokers(rules, state, [with_d, EMPTY])
    });
    let mut phases = Vec::new();
    run_until_person_acts(&mut app, &mut phases);
    let board = *game(&app).rules.board();
    let (first, second) = (board.cell(0, 2).unwrap(), board.cell(0, 3).unwrap());
    aim(&mut app, Device::Keyboard, first, Some(second));
    let verdict = app.world().resource::<GhostVerdict>();
    assert_eq!(verdict.gain, Some(2), "{verdict:?}");
    assert!(prompt(&app).contains("+2 points"), "{}", prompt(&app));
    // Drawn, the jokers' coat picker starts on the best coat and says which square it is for.
    device_draws(&mut app);
    let focused = choices(&app).focused();
    let d = game(&app).rules.coat_by_code("d").unwrap();
    assert_eq!(focused, Some(Look::Coat(d)), "{:?}", choices(&app).list());
    assert!(prompt(&app).contains("left square"), "{}", prompt(&app));
}

#[test]
fn the_game_ends_after_the_turn_that_leaves_no_room_for_any_domino() {
    // Each map has one pair of empty squares next to the castle and one lone square: once both
    // pairs are drawn, no roll could let anyone draw, so no pointless turn is played.
    let last_pair = "
. s s s s s s
s s s s s s s
s s s # . . s
s s s s s s s
s s s s s s s
";
    let mut app = prepared_game(seed_where_the_person_starts(90), |rules, state| {
        state.with_maps([map_of(rules, last_pair), map_of(rules, last_pair)])
    });
    let board = *game(&app).rules.board();
    let pair = [board.cell(2, 4).unwrap(), board.cell(2, 5).unwrap()];
    play_until(
        &mut app,
        |rules, state| {
            first_legal(
                rules,
                state,
                |action| matches!(action, Action::Draw(d) if d.cells == pair),
            )
        },
        |state| state.is_over(),
    );
    assert_eq!(game(&app).state().turn(), 1, "no second roll");
    let mut phases = Vec::new();
    run_until_person_acts(&mut app, &mut phases);
    assert_eq!(screen(&app), duel::GAME_OVER);
    let seed = game(&app).seed();
    let texts = texts(&mut app);
    assert!(
        texts
            .iter()
            .any(|text| text
                == &format!("No domino could fit on either map any more. · Seed {seed}")),
        "the reason and the seed to play the same dice again: {texts:?}"
    );

    // Play again: the same seats, new dice, from the first roll.
    choose(&mut app, Device::Keyboard, Intent::SkipCount);
    let seats = game(&app).seats.clone();
    choose(
        &mut app,
        Device::Keyboard,
        Intent::Go(Go::PlayAgain { same_deal: false }),
    );
    app.update();
    assert_eq!(screen(&app), duel::TABLE);
    assert_eq!(game(&app).seats, seats);
    assert_ne!(game(&app).seed(), seed, "the same dice again");
    assert!(game(&app).record().actions.is_empty());
    assert_eq!(game(&app).state().turn(), 1);
}

#[test]
fn a_typed_seed_rolls_the_same_dice_and_the_count_offers_them_again() {
    let mut app = title_app();
    choose(&mut app, Device::Keyboard, Intent::Go(Go::ShowSeedEntry));
    app.update();
    type_text(&mut app, "429");
    Device::Keyboard.press(&mut app, Control::Cancel);
    // What the layout makes of a key is typed: the keypad's 7; an AZERTY digit row's unshifted
    // "&" is no digit, the same key shifted is one.
    type_on(&mut app, KeyCode::Numpad7, "7");
    type_on(&mut app, KeyCode::Digit1, "&");
    let shown = texts(&mut app);
    assert!(shown.iter().any(|text| text == "Seed: 427_"), "{shown:?}");
    type_on(&mut app, KeyCode::Digit1, "1");
    Device::Keyboard.press(&mut app, Control::Cancel);
    let seats = [Seat::Human, Seat::Computer(Level::Normal)];
    choose(
        &mut app,
        Device::Keyboard,
        Intent::game(DuelChoice::Start {
            seats,
            seed: Some(427),
        }),
    );
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(screen(&app), duel::TABLE);
    assert_eq!(game(&app).seed(), 427);
    let rules = game(&app).rules.clone();
    let from_the_seed = kingdomino_core::table::Record {
        seed: 427,
        ..game(&app).record().clone()
    };
    assert_eq!(from_the_seed.replay(&rules).unwrap(), *game(&app).state());
}

#[test]
fn a_tip_stays_through_the_next_turn_then_the_footer_has_the_controls_again() {
    let mut app = first_draft(|_| {});
    let draft_tip = tip(&mut app).expect("the draft order is explained");
    play_until(&mut app, |_, _| None, |state| state.turn() >= 2);
    app.update();
    assert_ne!(tip(&mut app), None, "still there in turn 2");
    play_until(&mut app, |_, _| None, |state| state.turn() >= 3);
    app.update();
    let shown = texts(&mut app);
    assert_ne!(tip(&mut app), Some(draft_tip), "{shown:?}");
    // Another tip may have come since (each is said once a game); without one, the controls.
    assert!(
        tip(&mut app).is_some()
            || shown
                .iter()
                .any(|text| text.starts_with("Click or Enter: confirm")),
        "{shown:?}"
    );
}

#[test]
fn a_first_game_tip_explains_the_draft_until_three_games_are_played_or_tips_are_off() {
    use kingdomino_duel::app::settings::{PlaySettings, Statistics};
    let tip = tip_at_the_first_draft(|_| {});
    assert_eq!(
        tip.as_deref(),
        Some(
            "Tip: player A takes one die, B takes two of the three left, A gets the last. \
             A changes every turn."
        )
    );
    let seasoned = Statistics {
        two_player_games: 3,
        ..Statistics::default()
    };
    assert_eq!(
        tip_at_the_first_draft(|app| {
            app.insert_resource(seasoned);
        }),
        None
    );
    let tips_off = PlaySettings {
        hints: false,
        ..PlaySettings::default()
    };
    assert_eq!(
        tip_at_the_first_draft(|app| {
            app.insert_resource(tips_off);
        }),
        None
    );
}

#[test]
fn after_the_castle_bonus_the_focus_goes_back_to_the_map_where_the_drawing_is() {
    let mut app = prepared_game(seed_where_the_person_starts(130), |_, state| state);
    draft_until_the_person_fills(&mut app);
    assert_eq!(choices(&app).focus(), Focus::Grid);
    Device::Keyboard.press(&mut app, Control::Switch);
    let bonus = choices(&app)
        .list()
        .iter()
        .position(|choice| {
            matches!(
                choice.intent.own(),
                Some(DuelChoice::Act(Action::CastleBonus { .. }))
            )
        })
        .expect("the castle bonus is on offer");
    while choices(&app).focus() != Focus::Choice(bonus) {
        Device::Keyboard.press(&mut app, Control::Right);
    }
    Device::Keyboard.press(&mut app, Control::Confirm);
    app.update();
    let state = game(&app).state();
    assert!(
        SeatNumber::BOTH
            .into_iter()
            .any(|seat| state.player(seat).castle_bonus_used)
    );
    // The next decision is where to draw: Enter there draws, without a Tab first.
    assert_eq!(choices(&app).focus(), Focus::Grid);
    let drawn_before = game(&app).record().actions.len();
    Device::Keyboard.press(&mut app, Control::Confirm);
    Device::Keyboard.press(&mut app, Control::Confirm);
    app.update();
    assert!(
        game(&app).record().actions[drawn_before..]
            .iter()
            .any(|action| matches!(action, Action::Draw(_))),
        "{:?}",
        &game(&app).record().actions[drawn_before..]
    );
}
