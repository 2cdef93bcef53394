//! The original Kingdomino's table for 2, 3 and 4 players in every window shape the game is
//! designed for: every square of every kingdom, every domino of the lines and every text lies
//! inside the window, and no kingdom covers another or the lines; the count of a finished game
//! too.

use super::*;
use crate::common::app::{screen, texts};
use kingdomino_core::original::{AnyGame, Bonuses, GameOptions, Original, OriginalRules};
use kingdomino_duel::app::choices::ChoiceMade;
use kingdomino_duel::app::original;
use kingdomino_duel::app::table::{Match, MatchRequest};

/// A game of `players` people whose kings have made their first claims (each line with its
/// kings, the widest it gets), its table laid out.
fn original_table_app(width: u32, height: u32, players: u8, language: &str) -> App {
    let people = vec![Seat::Human; usize::from(players)];
    original_table_app_with(width, height, &people, language)
}

/// The same, with these seats (one per player).
pub(super) fn original_table_app_with(
    width: u32,
    height: u32,
    seats: &[Seat],
    language: &str,
) -> App {
    original_table_app_after(width, height, (seats, seats.len()), language)
}

/// The same, `actions` first legal actions into the game.
pub(super) fn original_table_app_after(
    width: u32,
    height: u32,
    (seats, actions): (&[Seat], usize),
    language: &str,
) -> App {
    let players = seats.len() as u8;
    let mut app = laid_out_app(width, height, language);
    let options = GameOptions {
        players,
        mighty_duel: false,
        bonuses: Bonuses::default(),
        dynasty: false,
    };
    let mut game = AnyGame::new(&OriginalRules::builtin(), options, 11).unwrap();
    let mut played = Vec::new();
    for _ in 0..actions {
        let action = game.legal_actions()[0];
        game.apply(action).unwrap();
        played.push(action);
    }
    let record = Record {
        actions: played,
        ..Record::<Original>::new(&OriginalRules::builtin(), options, 11)
    };
    app.world_mut().write_message(MatchRequest::Resume {
        record,
        seats: seats.to_vec(),
        names: None,
        watched: false,
    });
    for _ in 0..6 {
        app.update();
    }
    app
}

fn check_original_table(app: &mut App, width: u32, height: u32, players: u8, language: &str) {
    let ui_scale = app.world().resource::<UiScale>().0;
    let window = Rect::new(0.0, 0.0, width as f32 / ui_scale, height as f32 / ui_scale);
    let what = format!("{players} players at {width}x{height} in {language}");
    let pieces = named(app, |name| {
        ["Room", "Castle", "Beyond", "King"].contains(&name)
            || name.starts_with("Square")
            || name.starts_with("Domino ")
    });
    // 81 squares a kingdom, and a line of dominoes to claim.
    assert!(
        pieces.len() > 81 * usize::from(players),
        "{what}: {}",
        pieces.len()
    );
    for (name, entity) in &pieces {
        let rect = rect_of(app, *entity);
        assert!(
            rect.min.x >= window.min.x - 0.5
                && rect.min.y >= window.min.y - 0.5
                && rect.max.x <= window.max.x + 0.5
                && rect.max.y <= window.max.y + 0.5,
            "{what}: {name} at {rect:?} leaves the window {window:?}"
        );
    }
    let blocks: Vec<(String, Rect)> = named(app, |name| name == "Kingdom grid" || name == "Lines")
        .into_iter()
        .map(|(name, entity)| (name, rect_of(app, entity)))
        .collect();
    assert_eq!(blocks.len(), usize::from(players) + 1, "{what}");
    for (index, (name, rect)) in blocks.iter().enumerate() {
        for (other, other_rect) in &blocks[index + 1..] {
            let overlap = rect.intersect(*other_rect);
            assert!(
                overlap.width() < 1.0 || overlap.height() < 1.0,
                "{what}: {name} {rect:?} covers {other} {other_rect:?}"
            );
        }
    }
    // Each line takes the room of its dominoes, rows and all: what follows it starts below.
    let lines: Vec<Rect> = named(app, |name| name.ends_with("ine shown"))
        .into_iter()
        .map(|(_, entity)| rect_of(app, entity))
        .collect();
    // Each row of a wrapped line is rounded to the screen's pixels on its own: a row may end
    // a screen pixel past its line's room, never more.
    let pixel = 1.0 / ui_scale + 0.5;
    for (name, entity) in named(app, |name| name.starts_with("Domino ")) {
        let rect = rect_of(app, entity);
        let inside =
            |line: &Rect| rect.min.y >= line.min.y - pixel && rect.max.y <= line.max.y + pixel;
        assert!(
            lines.iter().any(inside),
            "{what}: {name} {rect:?} outside {lines:?}"
        );
    }
    check_texts_of(app, "Original table", window, language);
}

#[test]
fn the_original_table_fits_every_window_for_two_three_and_four_players() {
    for (width, height) in [(1280, 720), (800, 1000), (390, 844), (844, 390)] {
        for players in 2..=4 {
            let mut app = original_table_app(width, height, players, "en");
            check_original_table(&mut app, width, height, players, "en");
        }
    }
}

#[test]
fn the_original_table_fits_in_every_language() {
    for language in ["fr", "es", "pl"] {
        for (width, height) in [(1280, 720), (390, 844)] {
            let mut app = original_table_app(width, height, 4, language);
            check_original_table(&mut app, width, height, 4, language);
        }
    }
}

/// A finished game of `players` people (every action the first legal one), its count open.
fn original_count_app(width: u32, height: u32, players: u8, language: &str) -> App {
    let mut app = laid_out_app(width, height, language);
    let options = GameOptions {
        players,
        mighty_duel: false,
        bonuses: Bonuses {
            middle: true,
            harmony: true,
        },
        dynasty: false,
    };
    let mut game = AnyGame::new(&OriginalRules::builtin(), options, 12).unwrap();
    let mut played = Vec::new();
    while let Some(&action) = game.legal_actions().first() {
        game.apply(action).unwrap();
        played.push(action);
    }
    let record = Record {
        actions: played,
        ..Record::<Original>::new(&OriginalRules::builtin(), options, 12)
    };
    app.world_mut().write_message(MatchRequest::Resume {
        record,
        seats: vec![Seat::Human; usize::from(players)],
        names: None,
        watched: false,
    });
    for _ in 0..60 {
        app.update();
    }
    assert_eq!(
        screen(&app),
        original::GAME_OVER,
        "a finished table gives way to the game over"
    );
    app.world_mut().write_message(ChoiceMade(Intent::SkipCount));
    for _ in 0..4 {
        app.update();
    }
    app
}

#[test]
fn the_count_of_a_finished_game_fits_every_window_and_language() {
    for (width, height) in [(1280, 720), (800, 1000), (390, 844), (844, 390)] {
        for language in ["en", "fr", "es", "pl"] {
            let players = if width == 1280 { 4 } else { 3 };
            let mut app = original_count_app(width, height, players, language);
            let ui_scale = app.world().resource::<UiScale>().0;
            let window = Rect::new(0.0, 0.0, width as f32 / ui_scale, height as f32 / ui_scale);
            check_texts_of(&mut app, "Game over screen", window, language);
            if language == "en" {
                let shown = texts(&mut app);
                let scores = app.world().resource::<Match<Original>>().state().scores();
                for (place, sheet) in scores.iter().enumerate() {
                    let name = format!("Player {}", place + 1);
                    let total = format!("Total: {} points", sheet.total);
                    assert!(shown.contains(&name), "{name} in {shown:?}");
                    assert!(shown.contains(&total), "{total} in {shown:?}");
                }
                assert!(
                    shown
                        .iter()
                        .any(|text| text.ends_with(" wins") || text.contains("share")),
                    "{shown:?}"
                );
                // How the game went: a group of bars a line, a bar a player.
                let lines = named(&mut app, |name| name.starts_with("Moment ")).len();
                let bars = named(&mut app, |name| name == "Bar").len();
                assert_eq!((lines, bars), (12, 12 * usize::from(players)));
                assert!(
                    shown.contains(&"How the game went".to_string()),
                    "{shown:?}"
                );
            }
        }
    }
}

/// With the text at 125 and 150% the table still fits: the lines' words and the kingdoms'
/// headers take more room, and nothing leaves the window or covers another part.
#[test]
fn the_original_table_fits_with_larger_text() {
    for text_size in [125, 150] {
        for (width, height) in [(1280, 720), (800, 1000), (390, 844), (844, 390)] {
            let mut app = original_table_app(width, height, 4, "en");
            set_text_size(&mut app, text_size);
            check_original_table(&mut app, width, height, 4, "en");
        }
    }
}
