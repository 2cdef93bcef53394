//! The hint at the table: asked with a key or the gamepad, the Expert's move is shown where the
//! next press makes it (the focus on its die or button, the domino set where it draws), with a
//! line of why; the game over says how many hints were asked, beside how the game went.

use bevy::prelude::*;
use kingdomino_core::duel::{Action, Duel, NoOptions};
use kingdomino_duel::app::table::{Hint, MatchRequest};

use kingdomino_core::ai::Level;
use kingdomino_duel::app::choices::Focus;

use kingdomino_duel::app::states::Seat;

use crate::common::app::*;
use kingdomino_duel::app::duel;

/// Asks for the hint and runs frames until the Expert has answered.
fn ask_hint(app: &mut App, device: Device) -> Action {
    device.press(app, Control::Hint);
    for _ in 0..600 {
        if let Some(action) = shown_move(app) {
            return action;
        }
        app.update();
    }
    panic!("no hint came at {:?}", game(app).state().step());
}

/// A whole game where the person only ever asks for the hint and presses Confirm: the hint's
/// focus (or the domino it sets) is where that press makes the hinted move.
fn follow_hints_through_a_game(device: Device, seed: u64) {
    let mut app = title_app();
    request_match(
        &mut app,
        MatchRequest::<Duel>::New {
            seats: vec![Seat::Human, Seat::Computer(Level::Easy)],
            options: NoOptions,
            seed: Some(seed),
        },
    );
    let mut phases = Vec::new();
    let mut asked = 0;
    loop {
        run_until_person_acts(&mut app, &mut phases);
        if screen(&app) == duel::GAME_OVER {
            break;
        }
        let before = game(&app).state().clone();
        let hinted = ask_hint(&mut app, device);
        asked += 1;
        assert_eq!(
            before.check(&game(&app).rules, hinted),
            Ok(()),
            "{hinted:?}"
        );
        let footer = texts(&mut app).join("\n");
        assert!(footer.contains("Hint: "), "{footer}");
        match hinted {
            Action::Draw(drawing) => {
                assert_eq!(choices(&app).focus(), Focus::Grid);
                let cells: Vec<_> = placement(&app)
                    .ghost_cells(game(&app).rules.board())
                    .into_iter()
                    .flatten()
                    .collect();
                assert_eq!(
                    cells,
                    drawing.cells.to_vec(),
                    "the domino set where it draws"
                );
            }
            Action::PlaceCross { cell } => assert_eq!(placement(&app).cursor, cell),
            Action::TurnDie { .. } | Action::TakeTwoDice { .. } => {}
            _ => {
                let focused = match choices(&app).focus() {
                    Focus::Choice(index) => choices(&app).list()[index].intent.clone(),
                    Focus::Grid => panic!("{hinted:?} is a button's, the focus is on the map"),
                };
                assert_eq!(focused, act(hinted));
            }
        }
        // A move of several presses (a power's switch, then its choice) asks again between them.
        for _ in 0..4 {
            device.press(&mut app, Control::Confirm);
            for _ in 0..40 {
                if *game(&app).state() != before {
                    break;
                }
                app.update();
            }
            if *game(&app).state() != before {
                break;
            }
            ask_hint(&mut app, device);
        }
        assert_eq!(
            *game(&app).state(),
            applied(&app, &before, hinted),
            "the hinted move {hinted:?} was made"
        );
    }
    let said = texts(&mut app).join("\n");
    assert!(
        said.contains(&format!("You: {asked} hints asked")),
        "{asked} hints: {said}"
    );
    // Beside the count, how the game went: a pair of bars for every turn played.
    assert!(said.contains("How the game went"), "{said}");
    let last_turn = game(&app).state().turn();
    let mut names = app.world_mut().query::<&Name>();
    let turns = names
        .iter(app.world())
        .filter(|name| name.starts_with("Moment "))
        .count();
    assert_eq!(turns, 2 * last_turn as usize, "score and spellbook bars");
}

#[test]
fn following_the_hints_with_the_keyboard_plays_a_whole_game() {
    follow_hints_through_a_game(Device::Keyboard, 11);
}

#[test]
fn following_the_hints_with_the_gamepad_plays_a_whole_game() {
    follow_hints_through_a_game(Device::Gamepad, 12);
}

#[test]
fn no_hint_is_given_while_the_computer_decides() {
    let mut app = title_app();
    request_match(
        &mut app,
        MatchRequest::<Duel>::New {
            seats: vec![Seat::Computer(Level::Easy), Seat::Computer(Level::Easy)],
            options: NoOptions,
            seed: Some(3),
        },
    );
    Device::Keyboard.press(&mut app, Control::Hint);
    for _ in 0..30 {
        app.update();
        assert_eq!(shown_move(&app), None);
    }
    assert!(!texts(&mut app).join("\n").contains("Hint: "));
}

/// The move the hint shows for the game as it stands, once found.
fn shown_move(app: &App) -> Option<Action> {
    let hint = app.world().resource::<Hint<Duel>>();
    hint.found(game(app)).map(|found| found.action)
}
