//! The game without a window: `MinimalPlugins`, states, input and the game's own plugins, driven
//! by simulated gamepad buttons and keys through the player's bindings, as a player would.

use std::time::Duration;

use bevy::input::touch::{TouchInput, TouchPhase};
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy::winit::{UpdateMode, WinitSettings};

use kingdomino_duel::ai::{Level, Player, RandomPlayer};
use kingdomino_duel::app::choices::{DominoChoice, Focus, Go, Intent, Look};
use kingdomino_duel::app::found_mods::FoundMods;
use kingdomino_duel::app::game::{GhostVerdict, HeldDrawing, MatchRequest, Notice, ResumeMatch};
use kingdomino_duel::app::pointer::{ChoiceButton, GridTarget};
use kingdomino_duel::app::rule_set::ActiveRules;
use kingdomino_duel::app::states::{Phase, Screen, Seat};
use kingdomino_duel::game_files::mods::ModStack;
use kingdomino_duel::rules::map_text::parse_map;
use kingdomino_duel::rules::{
    Action, ActionError, Cell, Drawing, Face, GameRecord, GameState, LineProgress, PlacementPowers,
    Power, RuleSet, Step,
};

use crate::common::app::*;

/// Plays a whole game against the computer with one device; the person's decisions come from
/// a random player, so every kind of action the game offers gets its turn over the tests.
fn play_whole_game(device: Device, seed: u64) {
    play_whole_game_by(device, seed, RuleSet::builtin());
}

/// As [`play_whole_game`], with a mod's rule set: the title plays whatever rules are active.
fn play_whole_game_by(device: Device, seed: u64, rules: RuleSet) {
    let mut app = title_app();
    app.insert_resource(ActiveRules(std::sync::Arc::new(rules.clone())));
    let start = MatchRequest::New {
        seats: [Seat::Human, Seat::Computer(Level::Easy)],
        seed: Some(seed),
    };
    request_match(&mut app, start);
    assert_eq!(screen(&app), Screen::Game);
    let mut brain = RandomPlayer::new(seed);
    let mut phases = Vec::new();
    let mut decisions = 0;
    loop {
        run_until_person_acts(&mut app, &mut phases);
        if screen(&app) == Screen::GameOver {
            break;
        }
        let before = game(&app).state().clone();
        let action = brain.choose(&game(&app).rules, &before);
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
        Phase::Rolling,
        Phase::Drafting,
        Phase::MapFilling,
        Phase::Spellbook,
    ] {
        assert!(
            phases.contains(&expected),
            "{expected:?} never came: {phases:?}"
        );
    }
    assert_eq!(
        phases[..4],
        [
            Phase::Rolling,
            Phase::Drafting,
            Phase::MapFilling,
            Phase::Spellbook
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

/// A game started from `prepare(new game)`, as a saved game resumes, waiting for the person.
fn prepared_game(seed: u64, prepare: impl FnOnce(&RuleSet, GameState) -> GameState) -> App {
    let mut app = title_app();
    let rules = RuleSet::builtin();
    let resume = ResumeMatch {
        state: prepare(&rules, GameState::new(&rules, seed)),
        record: GameRecord::new(&rules, seed),
        seats: [Seat::Human, Seat::Computer(Level::Easy)],
        names: None,
    };
    request_match(&mut app, MatchRequest::Resume(Box::new(resume)));
    app
}

/// Plays the computer's and the person's decisions (the person's chosen by `pick`) until
/// `done` says the flow under test happened.
fn play_until(
    app: &mut App,
    mut pick: impl FnMut(&RuleSet, &GameState) -> Option<Action>,
    done: impl Fn(&GameState) -> bool,
) {
    let mut phases = Vec::new();
    let mut fallback = RandomPlayer::new(3);
    for _ in 0..200 {
        run_until_person_acts(app, &mut phases);
        if done(game(app).state()) {
            return;
        }
        assert_ne!(screen(app), Screen::GameOver, "the game ended first");
        let state = game(app).state().clone();
        let action = {
            let rules = &game(app).rules;
            pick(rules, &state).unwrap_or_else(|| fallback.choose(rules, &state))
        };
        perform(app, Device::Gamepad, action);
        app.update();
        assert_eq!(
            *game(app).state(),
            applied(app, &state, action),
            "{action:?}"
        );
        if done(game(app).state()) {
            return;
        }
    }
    panic!("the flow never happened");
}

fn used(state: &GameState, rules: &RuleSet, power: Power) -> bool {
    let line = rules.line_of_power(power).unwrap();
    state.player(0).lines[line] == LineProgress::Gained { used: true }
}

/// The person's first legal action of the kind `wanted` picks, if there is one now.
fn first_legal(
    rules: &RuleSet,
    state: &GameState,
    wanted: impl Fn(&Action) -> bool,
) -> Option<Action> {
    (state.to_act() == Some(0))
        .then(|| state.legal_actions(rules).into_iter().find(|a| wanted(a)))
        .flatten()
}

#[test]
fn the_take_two_dice_power_is_offered_to_a_and_used() {
    kept_power_flow(21, Power::TakeTwoDice, |a| {
        matches!(a, Action::TakeTwoDice { .. })
    });
}

/// The person holds `power` from the start and uses it as soon as `wanted` is legal.
fn kept_power_flow(seed: u64, power: Power, wanted: impl Fn(&Action) -> bool) {
    let mut app = prepared_game(seed, |rules, state| state.with_power(rules, 0, power));
    play_until(
        &mut app,
        |rules, state| first_legal(rules, state, &wanted),
        |state| used(state, &RuleSet::builtin(), power),
    );
}

#[test]
fn the_turn_die_power_turns_a_die_of_the_domino() {
    kept_power_flow(22, Power::TurnDie, |a| matches!(a, Action::TurnDie { .. }));
}

#[test]
fn the_ignore_connection_power_draws_anywhere() {
    kept_power_flow(
        23,
        Power::IgnoreConnection,
        |a| matches!(a, Action::Draw(d) if d.powers.ignore_connection && !d.powers.separate),
    );
}

#[test]
fn the_separate_dice_power_draws_each_die_on_its_own() {
    kept_power_flow(
        24,
        Power::SeparateDice,
        |a| matches!(a, Action::Draw(d) if d.powers.separate && !d.powers.ignore_connection),
    );
}

/// The immediate powers are gained by completing a line: the person's line lacks one square
/// and die 2 shows that coat without a cross; taking and drawing it gains the power, and the
/// game asks for its choice.
fn immediate_power_flow(power: Power) {
    let rules = RuleSet::builtin();
    let spell = rules.spell_lines()[rules.line_of_power(power).unwrap()];
    let plain = Face::Coat {
        coat: spell.coat,
        crosses: 0,
    };
    let face = rules.dice()[1]
        .faces
        .iter()
        .position(|f| *f == plain)
        .unwrap();
    let seed = (0..).find(|&seed| GameState::first_a(seed) == 0).unwrap();
    let mut app = prepared_game(seed, |rules, state| {
        let mut roll = state.roll();
        roll[1] = face as u8;
        let almost = LineProgress::Filling(spell.length - 1);
        let mut state = state.with_line(rules, 0, power, almost);
        state.give_roll(rules, roll).unwrap();
        state
    });
    play_until(
        &mut app,
        |rules, state| {
            (state.to_act() == Some(0)).then_some(())?;
            let legal = state.legal_actions(rules);
            let plain_drawing =
                |a: &Action| matches!(a, Action::Draw(d) if d.powers == PlacementPowers::NONE);
            legal
                .iter()
                .copied()
                .find(|a| *a == Action::TakeDie { die: 1 })
                .or_else(|| legal.iter().copied().find(plain_drawing))
                .or_else(|| legal.first().copied())
        },
        |state| matches!(state.step(), Step::ApplyPower { player: 0, power: p } if p == power),
    );
    run_until_person_acts(&mut app, &mut Vec::new());
    assert_eq!(phase(&app), Some(Phase::Spellbook));
    let banner = format!("You gain a power:\n{}", capitalised(&power.to_string()));
    assert!(texts(&mut app).contains(&banner), "{:?}", texts(&mut app));
    let before = game(&app).state().clone();
    let action = before.legal_actions(&game(&app).rules)[0];
    perform(&mut app, Device::Gamepad, action);
    app.update();
    assert_eq!(*game(&app).state(), applied(&app, &before, action));
    assert!(used(game(&app).state(), &rules, power));
}

/// Every text on screen now.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

#[test]
fn the_b_power_offers_each_coat_with_its_points_now_and_shows_the_coat_chosen() {
    let seed = (0..).find(|&seed| GameState::first_a(seed) == 0).unwrap();
    let mut app = prepared_game(seed, |rules, state| {
        state.with_line(rules, 0, Power::DomainBonus, LineProgress::Filling(2))
    });
    play_until(
        &mut app,
        |rules, state| first_legal(rules, state, |_| true),
        |state| {
            matches!(
                state.step(),
                Step::ApplyPower {
                    player: 0,
                    power: Power::DomainBonus
                }
            )
        },
    );
    run_until_person_acts(&mut app, &mut Vec::new());
    let state = game(&app).state().clone();
    let rules = game(&app).rules.clone();
    let gains: Vec<i32> = choices(&app)
        .list()
        .iter()
        .map(|choice| {
            let Intent::Act(action) = choice.intent else {
                panic!("{choice:?}")
            };
            let gain = kingdomino_duel::rules::preview::score_change(&rules, &state, action);
            let gain = gain.unwrap();
            assert!(
                words(&app, &choice.label).ends_with(&format!("{gain:+}")),
                "{choice:?}"
            );
            gain
        })
        .collect();
    let Focus::Choice(best) = choices(&app).focus() else {
        panic!("the focus is on a coat")
    };
    assert_eq!(Some(&gains[best]), gains.iter().max());
    let Intent::Act(chosen) = choices(&app).list()[best].intent else {
        unreachable!()
    };
    device_chooses_focused(&mut app);
    let Action::ChooseBonusCoat { coat } = chosen else {
        panic!("{chosen:?}")
    };
    let shown = format!("+3 per {} domain", rules.coat_name(coat));
    assert!(
        texts(&mut app).iter().any(|text| text.contains(&shown)),
        "{:?}",
        texts(&mut app)
    );
}

fn device_chooses_focused(app: &mut App) {
    Device::Gamepad.press(app, Control::Confirm);
    app.update();
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
    let pass = choices(&app).index_of(Intent::Act(Action::Pass));
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
fn the_domain_bonus_power_asks_for_a_coat() {
    immediate_power_flow(Power::DomainBonus);
}

#[test]
fn the_extra_cross_power_asks_for_a_square() {
    immediate_power_flow(Power::ExtraCross);
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

/// Drafts as offered until the person's domino waits on the map.
fn draft_until_the_person_fills(app: &mut App) {
    let mut phases = Vec::new();
    loop {
        run_until_person_acts(app, &mut phases);
        if matches!(game(app).state().step(), Step::Fill { player: 0 }) {
            return;
        }
        let state = game(app).state().clone();
        let action = state.legal_actions(&game(app).rules)[0];
        perform(app, Device::Keyboard, action);
    }
}

/// A seed whose first player A is the person (seat 0), so they fill first on turn 1.
fn seed_where_the_person_starts(after: u64) -> u64 {
    (after..)
        .find(|&seed| GameState::first_a(seed) == 0)
        .unwrap()
}

fn notice(app: &App) -> String {
    words(
        app,
        &app.world()
            .resource::<Notice>()
            .0
            .clone()
            .unwrap_or_default(),
    )
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
    assert!(game(&app).state().player(0).castle_bonus_used);
    // Pause, back to the title (the game is saved), and a new game.
    Device::Gamepad.press(&mut app, Control::Pause);
    choose(&mut app, Device::Gamepad, Intent::Go(Go::ToTitle));
    app.update();
    assert_eq!(screen(&app), Screen::Title);
    assert_eq!(choices(&app).list()[0].intent, Intent::Go(Go::Continue));
    assert_eq!(
        choices(&app).focus(),
        Focus::Choice(0),
        "the title's focus starts on Continue"
    );
    let new_game = MatchRequest::New {
        seats: [Seat::Human, Seat::Computer(Level::Easy)],
        seed: Some(seed_where_the_person_starts(first_seed + 1)),
    };
    request_match(&mut app, new_game);
    draft_until_the_person_fills(&mut app);
    let new_game = game(&app).state().clone();
    Device::Gamepad.press(&mut app, Control::Cancel);
    assert_eq!(*game(&app).state(), new_game, "the old game came back");
    assert!(!game(&app).state().player(0).castle_bonus_used);
}

#[test]
fn two_people_share_the_screen_for_a_whole_game() {
    let mut app = title_app();
    choose(
        &mut app,
        Device::Keyboard,
        Intent::Go(Go::StartMatch([Seat::Human, Seat::Human])),
    );
    app.update();
    assert!(game(&app).is_hot_seat());
    let mut brains = [RandomPlayer::new(5), RandomPlayer::new(6)];
    let mut decisions = [0; 2];
    let mut phases = Vec::new();
    loop {
        run_until_person_acts(&mut app, &mut phases);
        if screen(&app) == Screen::GameOver {
            break;
        }
        let seat = person_to_act(&mut app).expect("a person acts");
        let before = game(&app).state().clone();
        let action = brains[usize::from(seat)].choose(&game(&app).rules, &before);
        perform(&mut app, Device::Keyboard, action);
        app.update();
        assert_eq!(
            *game(&app).state(),
            applied(&app, &before, action),
            "{action:?}"
        );
        decisions[usize::from(seat)] += 1;
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
        .index_of(Intent::Go(Go::StartMatch([
            Seat::Human,
            Seat::Computer(Level::Normal),
        ])))
        .unwrap();
    assert_eq!(choices(&app).focus(), Focus::Choice(normal));
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
        .find(|(_, button)| button.0 == Some(Intent::Act(take)))
        .map(|(entity, _)| entity)
        .expect("the die's button");
    point(&mut app, die, Interaction::Hovered);
    app.update();
    let offered = choices(&app).index_of(Intent::Act(take)).unwrap();
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

#[test]
fn a_finger_taps_a_square_to_aim_turns_the_domino_by_its_button_and_taps_again_to_draw() {
    let mut app = prepared_game(seed_where_the_person_starts(70), |_, state| state);
    draft_until_the_person_fills(&mut app);
    let before = game(&app).state().clone();
    let rotation = placement(&app).rotation;
    choose(
        &mut app,
        Device::Keyboard,
        Intent::Domino(DominoChoice::Turn),
    );
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
        .find(|(_, target)| **target == GridTarget { seat: 0, cell })
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
fn undo_takes_back_a_drawing_until_it_is_made_and_is_greyed_when_there_is_nothing_to_undo() {
    let mut app = prepared_game(seed_where_the_person_starts(70), |_, state| state);
    draft_until_the_person_fills(&mut app);
    let undo_look = |app: &App| {
        choices(app)
            .list()
            .iter()
            .find(|choice| choice.intent == Intent::Domino(DominoChoice::Undo))
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
        game(&app).state().player(0).map,
        applied(&app, &before, drawing).player(0).map
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

/// Drains the redraw requests of the last frame: whether the window would draw again.
fn asked_to_redraw(app: &mut App) -> bool {
    app.world_mut()
        .resource_mut::<Messages<RequestRedraw>>()
        .drain()
        .count()
        > 0
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

fn map_of(rules: &RuleSet, text: &str) -> kingdomino_duel::rules::Map {
    parse_map(rules, text).expect("a valid map").map
}

/// The person (player A) holds both jokers (die 0 shows `?` as face 0, die 3 as face 2), drafted
/// on the engine: the computer took dice 1 and 2.
fn person_holds_two_jokers(rules: &RuleSet, state: GameState, maps: [&str; 2]) -> GameState {
    let mut state = state.with_maps(maps.map(|text| map_of(rules, text)));
    state.give_roll(rules, [0, 0, 0, 2]).unwrap();
    for die in 0..3 {
        state.apply(rules, Action::TakeDie { die }).unwrap();
    }
    assert_eq!(state.step(), Step::Fill { player: 0 });
    state
}

const EMPTY: &str = "
. . . . . . .
. . . . . . .
. . . # . . .
. . . . . . .
. . . . . . .
";

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

/// Confirms the ghost where it is and keeps the drawing at once.
fn device_draws(app: &mut App) {
    Device::Keyboard.press(app, Control::Confirm);
    Device::Keyboard.press(app, Control::Confirm);
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
    assert_eq!(screen(&app), Screen::GameOver);
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
    let seats = game(&app).seats;
    choose(&mut app, Device::Keyboard, Intent::Go(Go::PlayAgain));
    app.update();
    assert_eq!(screen(&app), Screen::Game);
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
    for key in [KeyCode::Digit4, KeyCode::Digit2, KeyCode::Digit9] {
        tap(&mut app, key);
    }
    Device::Keyboard.press(&mut app, Control::Cancel);
    tap(&mut app, KeyCode::Numpad7);
    let shown = texts(&mut app);
    assert!(shown.iter().any(|text| text == "Seed: 427_"), "{shown:?}");
    let seats = [Seat::Human, Seat::Computer(Level::Normal)];
    choose(
        &mut app,
        Device::Keyboard,
        Intent::Go(Go::StartSeeded { seats, seed: 427 }),
    );
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(screen(&app), Screen::Game);
    assert_eq!(game(&app).seed(), 427);
    let rules = game(&app).rules.clone();
    let from_the_seed = kingdomino_duel::rules::GameRecord {
        seed: 427,
        ..game(&app).record().clone()
    };
    assert_eq!(from_the_seed.replay(&rules).unwrap(), *game(&app).state());
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
        Intent::Go(Go::StartMatch([Seat::Human, Seat::Computer(Level::Easy)])),
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
        .position(|choice| matches!(choice.intent, Intent::Act(Action::CastleBonus { .. })))
        .expect("the castle bonus is on offer");
    while choices(&app).focus() != Focus::Choice(bonus) {
        Device::Keyboard.press(&mut app, Control::Right);
    }
    Device::Keyboard.press(&mut app, Control::Confirm);
    app.update();
    assert!(
        game(&app).state().player(0).castle_bonus_used
            || game(&app).state().player(1).castle_bonus_used
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
