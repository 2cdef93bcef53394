//! Whole games of the original Kingdomino at the table between computer seats: every decision
//! goes through the rules bridge, the record replays to the same game, and the table tells the
//! winners.

use super::*;
use bevy::time::TimeUpdateStrategy;
use kingdomino_core::original::{Bonuses, GameOptions, Original, OriginalRules};
use kingdomino_core::table::Place;
use kingdomino_duel::app::original;
use kingdomino_duel::app::original::CountedSquare;
use kingdomino_duel::app::original::{numbers_words, winners_words};
use kingdomino_duel::app::table::{Match, MatchRequest};
use std::time::Duration;

fn play_computers(levels: &[Level], seed: u64) -> App {
    play_computers_at(levels, seed, 50)
}

/// As [`play_computers`], each frame `frame_ms` long.
fn play_computers_at(levels: &[Level], seed: u64, frame_ms: u64) -> App {
    let mut app = title_app();
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        frame_ms,
    )));
    app.world_mut()
        .write_message(MatchRequest::<Original>::New {
            seats: levels.iter().map(|&level| Seat::Computer(level)).collect(),
            options: GameOptions {
                players: levels.len() as u8,
                mighty_duel: false,
                bonuses: Bonuses {
                    middle: true,
                    harmony: false,
                },
                dynasty: false,
            },
            seed: Some(seed),
        });
    app.update();
    app.update();
    assert_eq!(screen(&app), original::TABLE);
    // About twelve frames of the computer's pause a decision, a hundred decisions at most.
    for _ in 0..3000 * 50 / frame_ms {
        app.update();
        if app
            .world()
            .resource::<Match<Original>>()
            .state()
            .player_to_act()
            .is_none()
        {
            break;
        }
    }
    app
}

#[test]
fn computers_play_the_original_game_to_its_end_at_the_table() {
    for (levels, seed) in [
        (&[Level::Easy, Level::Normal][..], 4),
        (&[Level::Easy, Level::Random, Level::Normal][..], 5),
        (
            &[Level::Random, Level::Easy, Level::Random, Level::Normal][..],
            6,
        ),
    ] {
        let app = play_computers(levels, seed);
        let original_match = app.world().resource::<Match<Original>>();
        let game = original_match.state();
        assert!(
            game.player_to_act().is_none(),
            "{levels:?}: the game is over"
        );
        let record = original_match.record();
        // Every claim and every domino added or discarded.
        let dominoes = 12 * levels.len().max(2) * if levels.len() == 2 { 2 } else { 1 };
        assert!(
            record.actions.len() >= dominoes,
            "{} actions",
            record.actions.len()
        );
        let replayed = record
            .replay(&OriginalRules::builtin())
            .expect("the record replays");
        assert_eq!(&replayed, game, "{levels:?}");
    }
}

#[test]
fn the_table_tells_the_winner_at_the_end() {
    let mut app = play_computers(&[Level::Normal, Level::Random], 9);
    app.update();
    let game = app.world().resource::<Match<Original>>();
    let winners = game.state().winners();
    let winner = game.about("original-winner", winners[0]);
    let shown = texts(&mut app);
    let expected = words(&app, &winner);
    assert_eq!(
        winners.len(),
        1,
        "Normal beats Random outright with this seed"
    );
    assert!(shown.contains(&expected), "`{expected}` in {shown:?}");
}

/// The computers' game is the seed's whatever the frame rate: a decision is held through the
/// pause, not drawn again each frame (Easy and Random draw among their choices).
#[test]
fn the_same_seed_plays_the_same_game_at_any_frame_rate() {
    let levels = [Level::Easy, Level::Random, Level::Normal];
    let record = |frame_ms| {
        let app = play_computers_at(&levels, 8, frame_ms);
        let game = app.world().resource::<Match<Original>>();
        assert!(game.state().player_to_act().is_none(), "played to the end");
        game.record().clone()
    };
    assert_eq!(record(50), record(20));
}

/// At the game over, the squares of the domain being counted stand out on their kingdom, and
/// only those: as many as the domain has, in that place's kingdom.
#[test]
fn the_count_lights_the_squares_of_the_domain_it_tells() {
    let mut app = play_computers(&[Level::Normal, Level::Random], 9);
    let over = original::GAME_OVER;
    let mut lit_domains = 0;
    for _ in 0..400 {
        app.update();
        if screen(&app) != over {
            continue;
        }
        let lit: Vec<(CountedSquare, String)> = (app.world_mut())
            .query_filtered::<(&CountedSquare, &Name), With<Outline>>()
            .iter(app.world())
            .map(|(square, name)| (*square, name.to_string()))
            .collect();
        let Some(place) = lit.first().map(|(square, _)| square.place) else {
            continue;
        };
        assert!(
            lit.iter().all(|(square, _)| square.place == place),
            "one kingdom"
        );
        let cells = (lit.iter()).fold(0u64, |cells, (square, _)| {
            cells | 1 << square.cell.expect("a lit square is counted")
        });
        let sheet = &app.world().resource::<Match<Original>>().state().scores()[place.index()];
        let domain = (sheet.domains.iter()).find(|domain| domain.cells == cells);
        let domain = domain.expect("the squares of a domain of that kingdom, and only those");
        // The squares lit on the screen are that domain's terrain.
        let terrain = format!("Square of terrain {}", domain.coat.0);
        assert!(lit.iter().all(|(_, name)| *name == terrain), "{lit:?}");
        lit_domains += 1;
    }
    assert!(lit_domains > 0, "the count lit a domain");
}

/// A shared win names the players as the table does ("You", a computer with its level), and
/// the discards are told by their numbers.
#[test]
fn a_shared_win_names_its_players_and_the_discards_are_numbered() {
    let app = play_computers(&[Level::Random, Level::Random], 5);
    let game = app.world().resource::<Match<Original>>();
    let both: Vec<Place> = Place::all(2).collect();
    let said = words(&app, &winners_words(&both, game));
    assert_eq!(
        said,
        "Computer 1 (Random), Computer 2 (Random) share the win"
    );
    let discarded = [7, 30];
    assert_eq!(
        words(&app, &numbers_words(&discarded)),
        "7, 30",
        "the discards' numbers"
    );
}
