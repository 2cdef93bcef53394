//! Whole games by gamepad, keyboard and two people, each power's flow, the prompt's reasons.

use super::*;
use kingdomino_core::duel::{Duel, NoOptions};
use kingdomino_duel::app::duel;
use kingdomino_duel::app::table::MatchRequest;

/// Plays a whole game against the computer with one device; the person's decisions come from
/// a random player, so every kind of action the game offers gets its turn over the tests.
fn play_whole_game(device: Device, seed: u64) {
    play_whole_game_by(device, seed, RuleSet::builtin());
}

/// As [`play_whole_game`], with a mod's rule set: the title plays whatever rules are active.
fn play_whole_game_by(device: Device, seed: u64, rules: RuleSet) {
    let mut app = title_app();
    app.insert_resource(ActiveRules::<Duel>(std::sync::Arc::new(rules.clone())));
    let start = MatchRequest::<Duel>::New {
        seats: vec![Seat::Human, Seat::Computer(Level::Easy)],
        options: NoOptions,
        seed: Some(seed),
    };
    request_match(&mut app, start);
    assert_eq!(screen(&app), duel::TABLE);
    let mut brain = RandomPlayer::new(seed);
    let mut phases = Vec::new();
    let mut decisions = 0;
    loop {
        run_until_person_acts(&mut app, &mut phases);
        if screen(&app) == duel::GAME_OVER {
            break;
        }
        let before = game(&app).state().clone();
        let action = Player::<Duel>::choose(&mut brain, &game(&app).rules, &before).unwrap();
        perform(&mut app, device, action);
        app.update();
        assert_eq!(
            *game(&app).state(),
            applied(&app, &before, action),
            "{action:?} by {device:?}"
        );
        decisions += 1;
    }
    assert!(game(&app).state().is_over());
    assert_eq!(*game(&app).rules, rules, "the game played the active rules");
    assert!(decisions > 10, "only {decisions} decisions");
    for expected in [
        DuelPhase::Rolling,
        DuelPhase::Drafting,
        DuelPhase::MapFilling,
        DuelPhase::Spellbook,
    ] {
        assert!(
            phases.contains(&expected),
            "{expected:?} never came: {phases:?}"
        );
    }
    assert_eq!(
        phases[..4],
        [
            DuelPhase::Rolling,
            DuelPhase::Drafting,
            DuelPhase::MapFilling,
            DuelPhase::Spellbook
        ]
    );
}

#[test]
fn a_whole_game_against_the_computer_with_the_gamepad_alone() {
    play_whole_game(Device::Gamepad, 7);
}

#[test]
fn a_whole_game_against_the_computer_with_the_keyboard_alone() {
    play_whole_game(Device::Keyboard, 11);
}

#[test]
fn a_whole_game_of_the_mighty_duel_mod_on_its_seven_by_seven_map() {
    let rules = crate::common::rules_file("mods/mighty-duel/rules/default.rules.ron");
    assert_eq!((rules.board().rows(), rules.board().columns()), (7, 7));
    play_whole_game_by(Device::Keyboard, 5, rules);
}

#[test]
fn a_whole_game_with_eight_coats_on_an_eight_by_eight_map() {
    let rules = crate::common::rules_file("tests/rules/eight-coats.rules.ron");
    assert_eq!(rules.coats().len(), 8);
    play_whole_game_by(Device::Gamepad, 9, rules);
}

#[test]
fn when_nothing_fits_the_prompt_says_why_and_the_focus_goes_to_pass() {
    // No two empty squares side by side: the domino fits nowhere on the person's map.
    let no_pair = "
. s s s s s s
s s s s s s s
s s s # s s s
s s s s s s s
s s s s s s .
";
    let mut app = prepared_game(seed_where_the_person_starts(100), |rules, state| {
        state.with_maps([map_of(rules, no_pair), map_of(rules, EMPTY)])
    });
    draft_until_the_person_fills(&mut app);
    let verdict = app.world().resource::<GhostVerdict>();
    assert!(verdict.marks.is_empty(), "{verdict:?}");
    assert_eq!(verdict.spots, 0);
    assert!(prompt(&app).contains("fits nowhere"), "{}", prompt(&app));
    // Nothing to aim at on the map: the focus is on Pass, so Enter passes.
    let pass = choices(&app).index_of(act(Action::Pass));
    assert!(pass.is_some());
    assert_eq!(choices(&app).focus(), Focus::Choice(pass.unwrap()));
    let before = game(&app).state().clone();
    Device::Keyboard.press(&mut app, Control::Confirm);
    app.update();
    assert_eq!(*game(&app).state(), applied(&app, &before, Action::Pass));
}

#[test]
fn green_squares_show_where_the_whole_domino_fits_as_it_is_turned() {
    let mut app = prepared_game(seed_where_the_person_starts(110), |_, state| state);
    draft_until_the_person_fills(&mut app);
    for _ in 0..4 {
        let rules = game(&app).rules.clone();
        let direction = placement(&app).direction();
        let expected = game(&app)
            .state()
            .legal_actions(&rules)
            .into_iter()
            .filter_map(|action| match action {
                Action::Draw(d)
                    if d.powers == PlacementPowers::NONE
                        && rules.board().neighbour(d.cells[0], direction) == Some(d.cells[1]) =>
                {
                    Some(d.cells[0].bit() | d.cells[1].bit())
                }
                _ => None,
            })
            .fold(0, |spots, cells| spots | cells);
        assert_ne!(expected, 0);
        assert_eq!(app.world().resource::<GhostVerdict>().spots, expected);
        Device::Keyboard.press(&mut app, Control::Rotate);
    }
}

#[test]
fn the_pause_menu_shows_its_buttons_once() {
    let mut app = prepared_game(seed_where_the_person_starts(120), |_, state| state);
    draft_until_the_person_fills(&mut app);
    Device::Keyboard.press(&mut app, Control::Pause);
    app.update();
    let mut names = app.world_mut().query::<&Name>();
    let buttons: Vec<String> = names
        .iter(app.world())
        .filter(|name| name.starts_with("Choice: "))
        .map(|name| name.to_string())
        .collect();
    let resume = buttons
        .iter()
        .filter(|name| *name == "Choice: Resume")
        .count();
    assert_eq!(resume, 1, "{buttons:?}");
    assert!(
        !buttons.iter().any(|name| name.contains("cross")),
        "{buttons:?}"
    );
}

#[test]
fn a_refused_drawing_leaves_the_state_unchanged_and_says_why() {
    let mut app = prepared_game(41, |_, state| state);
    draft_until_the_person_fills(&mut app);
    let before = game(&app).state().clone();
    // The corner square touches neither the castle nor anything drawn on the first turn.
    let corner = Cell(0);
    aim(&mut app, Device::Keyboard, corner, Some(Cell(1)));
    app.update();
    let reason = ActionError::NotConnected.to_string();
    assert_eq!(
        prompt(&app),
        format!("You: {reason}."),
        "the ghost's verdict (the engine's words in English), before confirming"
    );
    Device::Keyboard.press(&mut app, Control::Confirm);
    app.update();
    assert_eq!(*game(&app).state(), before);
    let notice = notice(&app);
    assert!(notice.contains("castle"), "the reason shown was {notice:?}");
}

#[test]
fn two_people_share_the_screen_for_a_whole_game() {
    let mut app = title_app();
    choose(
        &mut app,
        Device::Keyboard,
        new_duel([Seat::Human, Seat::Human]),
    );
    app.update();
    assert!(game(&app).is_hot_seat());
    let mut brains = [RandomPlayer::new(5), RandomPlayer::new(6)];
    let mut decisions = [0; 2];
    let mut phases = Vec::new();
    loop {
        run_until_person_acts(&mut app, &mut phases);
        if screen(&app) == duel::GAME_OVER {
            break;
        }
        let seat = person_to_act(&mut app).expect("a person acts");
        let before = game(&app).state().clone();
        let action = Player::<Duel>::choose(&mut brains[seat], &game(&app).rules, &before).unwrap();
        perform(&mut app, Device::Keyboard, action);
        app.update();
        assert_eq!(
            *game(&app).state(),
            applied(&app, &before, action),
            "{action:?}"
        );
        decisions[seat] += 1;
    }
    assert!(game(&app).state().is_over());
    assert!(decisions.iter().all(|&count| count > 10), "{decisions:?}");
    // The count can be skipped; from the game over screen's second button, the title starts
    // its focus afresh, on the computer level offered first (nothing to continue: the game
    // is over).
    choose(&mut app, Device::Keyboard, Intent::SkipCount);
    app.update();
    choose(&mut app, Device::Keyboard, Intent::Go(Go::ToTitle));
    app.update();
    assert_eq!(screen(&app), Screen::Title);
    let normal = choices(&app)
        .index_of(new_duel([Seat::Human, Seat::Computer(Level::Normal)]))
        .unwrap();
    assert_eq!(choices(&app).focus(), Focus::Choice(normal));
}

/// Two computers play the seed's game whatever the frame rate: a decision is held through the
/// pause, not drawn again each frame (Easy draws among its best).
#[test]
fn the_same_seed_plays_the_same_duel_at_any_frame_rate() {
    let record = |frame_ms: u64| {
        let mut app = title_app();
        app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
            std::time::Duration::from_millis(frame_ms),
        ));
        let seats = [Seat::Computer(Level::Easy), Seat::Computer(Level::Easy)];
        request_match(
            &mut app,
            MatchRequest::<Duel>::New {
                seats: seats.to_vec(),
                options: NoOptions,
                seed: Some(11),
            },
        );
        for _ in 0..20_000 * 10 / frame_ms {
            if screen(&app) == duel::GAME_OVER {
                break;
            }
            app.update();
        }
        assert_eq!(screen(&app), duel::GAME_OVER, "played to the end");
        game(&app).record().clone()
    };
    assert_eq!(record(50), record(20));
}
