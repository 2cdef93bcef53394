//! The original table uses the window: one kingdom large (the person's own against computers,
//! else the player's to act) and the others beside it smaller, no wide empty strip, and every
//! domino of a line numbered, lowest first, in every window shape.

use super::original_table::{original_table_app_after, original_table_app_with};
use super::*;
use kingdomino_core::original::{Original, SlotView};
use kingdomino_duel::app::table::Match;

/// The side of each kingdom's castle, by the kingdom's name ("Kingdom of player N").
fn castle_sides(app: &mut App) -> Vec<(String, f32)> {
    let castles = named(app, |name| name == "Castle");
    let world = app.world();
    let mut sides: Vec<(String, f32)> = castles
        .iter()
        .map(|&(_, castle)| {
            // Castle → grid → kingdom.
            let grid = world.get::<ChildOf>(castle).unwrap().parent();
            let kingdom = world.get::<ChildOf>(grid).unwrap().parent();
            let name = world.get::<Name>(kingdom).unwrap().to_string();
            (name, rect_of(app, castle).width())
        })
        .collect();
    sides.sort_by(|a, b| b.1.total_cmp(&a.1));
    sides
}

/// The widest run of the window's width that no kingdom's grid and not the lines cover.
fn widest_empty_strip(app: &mut App, width: f32) -> f32 {
    let mut covered: Vec<(f32, f32)> = named(app, |name| name == "Kingdom grid" || name == "Lines")
        .into_iter()
        .map(|(_, entity)| rect_of(app, entity))
        .map(|rect| (rect.min.x, rect.max.x))
        .collect();
    covered.sort_by(|a, b| a.0.total_cmp(&b.0));
    let (mut widest, mut reached) = (0.0f32, 0.0f32);
    for (start, end) in covered {
        widest = widest.max(start - reached);
        reached = reached.max(end);
    }
    widest.max(width - reached)
}

#[test]
fn at_1280x720_one_kingdom_is_large_and_no_wide_strip_stays_empty() {
    let mut large_for_four = 0.0;
    for players in [4, 3, 2] {
        let people = vec![Seat::Human; players];
        let mut app = original_table_app_with(1280, 720, &people, "en");
        let sides = castle_sides(&mut app);
        assert_eq!(sides.len(), players, "{sides:?}");
        let (large, others) = (sides[0].1, &sides[1..]);
        let what = format!("{players} players: {sides:?}");
        assert!(large >= 56.0, "{what}");
        assert!(others.iter().all(|(_, side)| *side < large), "{what}");
        if players == 4 {
            large_for_four = large;
        } else if players == 2 {
            assert!(large > large_for_four, "{what}");
        }
        let strip = widest_empty_strip(&mut app, 1280.0);
        assert!(strip <= 128.0, "{what}: an empty strip {strip} wide");
    }
}

/// Late in a game the kingdoms are narrow and their squares large: what room is left across is
/// shared on both sides of them, never one wide empty strip.
#[test]
fn late_in_a_game_no_wide_strip_stays_empty_either() {
    for players in [2, 3, 4] {
        let people = vec![Seat::Human; players];
        // Seven lines in: every kingdom's reach is down to its last squares.
        let actions = players * 2 * 7;
        let mut app = original_table_app_after(1280, 720, (&people, actions), "en");
        let strip = widest_empty_strip(&mut app, 1280.0);
        assert!(
            strip <= 128.0,
            "{players} players: an empty strip {strip} wide"
        );
    }
}

#[test]
fn against_computers_the_person_s_kingdom_is_the_large_one() {
    let seats = [
        Seat::Computer(Level::Normal),
        Seat::Human,
        Seat::Computer(Level::Easy),
        Seat::Computer(Level::Normal),
    ];
    let mut app = original_table_app_with(1280, 720, &seats, "en");
    let sides = castle_sides(&mut app);
    assert_eq!(sides[0].0, "Kingdom of player 2", "{sides:?}");
}

/// Each line's dominoes as their numbers show them, in the order the line is read: down its
/// column (and the next column, where a short window wraps it) beside the kingdoms, across its
/// rows over them; by the line ("Line shown" or "Next line shown").
fn numbers_read(app: &mut App, down_first: bool) -> Vec<(String, Vec<u8>)> {
    let lines = named(app, |name| name.ends_with("ine shown"));
    let numbers = named(app, |name| name == "Domino's number");
    lines
        .into_iter()
        .map(|(line_name, line)| {
            let room = rect_of(app, line);
            let mut placed: Vec<(f32, f32, u8)> = numbers
                .iter()
                .map(|&(_, number)| (rect_of(app, number), number))
                .filter(|(rect, _)| room.contains(rect.center()))
                .map(|(rect, number)| {
                    // The number's words are its one child's.
                    let words = app.world().get::<Children>(number).unwrap()[0];
                    let text = app.world().get::<Text>(words).unwrap();
                    let (x, y) = (rect.min.x.round(), rect.min.y.round());
                    let (first, then) = if down_first { (x, y) } else { (y, x) };
                    (first, then, text.0.parse().unwrap())
                })
                .collect();
            placed.sort_by(|a, b| (a.0, a.1).partial_cmp(&(b.0, b.1)).unwrap());
            (line_name, placed.into_iter().map(|(_, _, n)| n).collect())
        })
        .collect()
}

#[test]
fn every_domino_of_a_line_shows_its_number_lowest_first_in_every_window() {
    for (width, height) in [(1280, 720), (800, 1000), (390, 844), (844, 390)] {
        let people = vec![Seat::Human; 4];
        let mut app = original_table_app_with(width, height, &people, "en");
        let game = app.world().resource::<Match<Original>>();
        let picture = game.state().picture();
        let expected = |line: &[SlotView]| -> Vec<u8> {
            line.iter().map(|slot| slot.slot.domino.number).collect()
        };
        let (line, next) = (expected(&picture.line), expected(&picture.next_line));
        let read = numbers_read(&mut app, width > height);
        let what = format!("{width}x{height}: {read:?}");
        for (name, numbers) in &read {
            let wanted = if name == "Line shown" { &line } else { &next };
            assert_eq!(numbers, wanted, "{what}");
            assert!(numbers.is_sorted(), "{what}");
        }
        assert!(read.iter().any(|(_, numbers)| numbers.len() == 4), "{what}");
    }
}
