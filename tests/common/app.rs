//! A game app without a window for the tests: `MinimalPlugins`, states, input and the game's
//! own plugins, driven by simulated gamepad buttons and keys as a player would.

use kingdomino_core::duel::{Action, Duel, GameState, RuleSet, SeatNumber, Step};
use kingdomino_core::games::GameKind;
use kingdomino_duel::app::table::{Match, MatchRequest, Notice};
use std::time::Duration;

use bevy::ecs::system::RunSystemOnce;
use bevy::input::InputPlugin;
use bevy::prelude::*;

pub use super::devices::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;

use kingdomino_core::kingdom::Cell;
use kingdomino_core::localization::{self, LanguageFile, Phrase};
use kingdomino_duel::app::choices::{Choices, Focus, Intent};
use kingdomino_duel::app::duel;
use kingdomino_duel::app::duel::DuelPhase;
use kingdomino_duel::app::duel::{DominoChoice, DuelChoice};
use kingdomino_duel::app::duel::{Placement, Prompt};
use kingdomino_duel::app::language::{LanguageFiles, Texts};
use kingdomino_duel::app::states::{Screen, Seat};

/// A game app on the title screen, each frame 50 ms of game time.
pub fn title_app() -> App {
    title_app_with(|_| {})
}

/// As [`title_app`], with resources the game is started with (such as the mods found).
pub fn title_app_with(start: impl FnOnce(&mut App)) -> App {
    title_app_playing(start, |_| {})
}

/// As [`title_app_with`], with more games registered beside the game's own (`more`).
pub fn title_app_playing(start: impl FnOnce(&mut App), more: impl FnOnce(&mut App)) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, InputPlugin));
    start(&mut app);
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        50,
    )));
    app.add_plugins(kingdomino_duel::app::plugin);
    more(&mut app);
    connect_gamepad(&mut app, "Test pad");
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::Title);
    app
}

pub fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

pub fn phase(app: &App) -> Option<DuelPhase> {
    app.world()
        .get_resource::<State<DuelPhase>>()
        .map(|phase| *phase.get())
}

pub fn game(app: &App) -> &Match<Duel> {
    app.world().resource::<Match<Duel>>()
}

/// The seat of the person to act now, as the table sees it (nobody's while a replay is watched).
pub fn person_to_act(app: &mut App) -> Option<SeatNumber> {
    app.world_mut()
        .run_system_once(|game: Res<Match<Duel>>| game.person_seat_to_act())
        .expect("a match is played")
}

/// Asks for a match as the title, a continued save or a replay does, and waits for its table.
pub fn request_match(app: &mut App, request: MatchRequest<Duel>) {
    app.world_mut().write_message(request);
    app.update();
    app.update();
}

/// The prompt as the player reads it.
pub fn prompt(app: &App) -> String {
    words(app, &app.world().resource::<Prompt>().0)
}

/// A phrase in the game's language now.
pub fn words(app: &App, phrase: &Phrase) -> String {
    app.world().resource::<Texts>().say(phrase)
}

/// The notice under the table's prompt, in words.
pub fn notice(app: &App) -> Option<String> {
    let said = app.world().resource::<Notice>().0.as_ref();
    said.map(|notice| words(app, notice))
}

/// Every language file the game ships, as the loading screen reads them.
pub fn shipped_languages() -> LanguageFiles {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    LanguageFiles(
        localization::shipped_files()
            .into_iter()
            .map(|path| LanguageFile {
                language: localization::language_of_path(&path).unwrap(),
                text: std::fs::read_to_string(root.join(&path)).unwrap(),
                path,
            })
            .collect(),
    )
}

/// A person's Duel action, as a choice.
pub fn act(action: Action) -> Intent {
    Intent::game(DuelChoice::Act(action))
}

/// A preparation of the Duel's domino, as a choice.
pub fn prepare(choice: DominoChoice) -> Intent {
    Intent::game(DuelChoice::Domino(choice))
}

/// A new Duel between these seats, as the title starts it.
pub fn new_duel(seats: [Seat; 2]) -> Intent {
    Intent::game(DuelChoice::Start { seats, seed: None })
}

pub fn choices(app: &App) -> &Choices {
    app.world().resource::<Choices>()
}

/// Moves the focus to the choice whose intent is `intent` and confirms it.
pub fn choose(app: &mut App, device: Device, intent: Intent) {
    let index = choices(app)
        .list()
        .iter()
        .position(|choice| choice.intent == intent)
        .unwrap_or_else(|| panic!("{intent:?} is not offered: {:?}", choices(app).list()));
    if choices(app).focus() == Focus::Grid {
        device.press(app, Control::Switch);
    }
    // Right visits a row's choices (and steps between a menu's columns along one row); Down
    // visits every choice of a menu in columns, whichever row the focus starts in.
    for control in [Control::Right, Control::Down] {
        for _ in 0..choices(app).list().len() {
            if choices(app).focus() == Focus::Choice(index) {
                break;
            }
            device.press(app, control);
        }
    }
    assert_eq!(choices(app).focus(), Focus::Choice(index));
    device.press(app, Control::Confirm);
}

/// Moves the map cursor to `cell` (and turns the domino so its second die lands on `second`).
pub fn aim(app: &mut App, device: Device, cell: Cell, second: Option<Cell>) {
    if choices(app).focus() != Focus::Grid {
        device.press(app, Control::Switch);
    }
    assert_eq!(choices(app).focus(), Focus::Grid);
    let board = *game(app).rules.board();
    let (row, column) = board.row_column(cell);
    for _ in 0..16 {
        let (at_row, at_column) = board.row_column(placement(app).cursor);
        let control = if at_row < row {
            Control::Down
        } else if at_row > row {
            Control::Up
        } else if at_column < column {
            Control::Right
        } else if at_column > column {
            Control::Left
        } else {
            break;
        };
        device.press(app, control);
    }
    assert_eq!(placement(app).cursor, cell);
    if let Some(second) = second {
        let (second_row, second_column) = board.row_column(second);
        let direction = (
            i32::from(second_row) - i32::from(row),
            i32::from(second_column) - i32::from(column),
        );
        let rotation = match direction {
            (0, 1) => 0,
            (1, 0) => 1,
            (0, -1) => 2,
            _ => 3,
        };
        while placement(app).rotation != rotation {
            device.press(app, Control::Rotate);
        }
    }
}

/// The draft of a turn whose player A sits in the first seat, dice 0 to 2 taken in order: the
/// first seat fills next.
pub fn draft_to_the_first_seat_s_fill(rules: &RuleSet, state: &mut GameState) {
    for die in 0..3 {
        state.apply(rules, Action::TakeDie { die }).unwrap();
    }
    assert_eq!(
        state.step(),
        Step::Fill {
            player: SeatNumber::FIRST
        }
    );
}

/// The state `action` leads to from `before`, as the engine alone makes it: what the game must
/// show after the person made it with the controls.
pub fn applied(app: &App, before: &GameState, action: Action) -> GameState {
    let mut expected = before.clone();
    expected
        .apply(&game(app).rules, action)
        .unwrap_or_else(|error| panic!("{action:?} refused by the engine: {error}"));
    expected
}

pub fn placement(app: &App) -> &Placement {
    app.world().resource::<Placement>()
}

/// Plays `action` for the person to act with the controls alone.
pub fn perform(app: &mut App, device: Device, action: Action) {
    match action {
        Action::TakeDie { .. }
        | Action::CastleBonus { .. }
        | Action::ChooseJokerCoat { .. }
        | Action::ChooseBonusCoat { .. }
        | Action::Pass => choose(app, device, act(action)),
        Action::TakeTwoDice { dice } => {
            choose(app, device, prepare(DominoChoice::TakeTwoDice));
            choose(app, device, prepare(DominoChoice::MarkDie(dice[0])));
            choose(app, device, act(action));
        }
        Action::TurnDie { slot, .. } => {
            choose(app, device, prepare(DominoChoice::TurnDie(slot)));
            choose(app, device, act(action));
        }
        Action::Draw(drawing) => {
            if drawing.powers.ignore_connection && !placement(app).ignore_connection {
                choose(app, device, prepare(DominoChoice::IgnoreConnection));
            }
            if drawing.powers.separate {
                if !placement(app).separate {
                    choose(app, device, prepare(DominoChoice::SeparateDice));
                }
                aim(app, device, drawing.cells[0], None);
                device.press(app, Control::Confirm);
                aim(app, device, drawing.cells[1], None);
            } else {
                aim(app, device, drawing.cells[0], Some(drawing.cells[1]));
            }
            // The drawing is held on the map for a moment; confirming again keeps it now.
            device.press(app, Control::Confirm);
            device.press(app, Control::Confirm);
        }
        Action::PlaceCross { cell } => {
            aim(app, device, cell, None);
            device.press(app, Control::Confirm);
        }
    }
}

/// Runs frames until `done` holds, at most `frames` of them; says whether it came to hold.
pub fn run_until(app: &mut App, frames: usize, done: impl Fn(&App) -> bool) -> bool {
    for _ in 0..frames {
        if done(app) {
            return true;
        }
        app.update();
    }
    done(app)
}

/// Runs frames until the person must act or the game is over; returns the phases seen.
pub fn run_until_person_acts(app: &mut App, phases: &mut Vec<DuelPhase>) {
    for _ in 0..2000 {
        if let Some(phase) = phase(app)
            && phases.last() != Some(&phase)
        {
            phases.push(phase);
        }
        if screen(app) == duel::GAME_OVER {
            return;
        }
        let step = game(app).state().step();
        let person_turn =
            person_to_act(app).is_some() && phase(app).is_some_and(|phase| phase.decides(step));
        // The person acts once the phase offers their choices (or map).
        let offered = !choices(app).list().is_empty() || choices(app).grid().is_some();
        if person_turn && offered {
            return;
        }
        app.update();
    }
    panic!(
        "the game stalled in {:?} at {:?}",
        phase(app),
        game(app).state().step()
    );
}

/// The choices offered, each with its words.
pub fn offered_choices(app: &App) -> Vec<(Intent, String)> {
    choices(app)
        .list()
        .iter()
        .map(|choice| (choice.intent.clone(), words(app, &choice.label)))
        .collect()
}

/// Every text on screen.
pub fn texts(app: &mut App) -> Vec<String> {
    app.world_mut()
        .query::<&Text>()
        .iter(app.world())
        .map(|text| text.0.clone())
        .collect()
}

/// How to play's page number ("How to play · 2 of 4") and the pictures on the page shown.
pub fn page_shown(app: &mut App) -> (String, usize) {
    let number = texts(app)
        .into_iter()
        .find(|text| text.starts_with("How to play · "))
        .unwrap_or_default();
    let figures = app
        .world_mut()
        .query::<&Name>()
        .iter(app.world())
        .filter(|name| name.as_str() == "Figure")
        .count();
    (number, figures)
}
