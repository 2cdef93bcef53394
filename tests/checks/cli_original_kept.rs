//! `replay` and `hint` on kept games of the original Kingdomino: the same commands as the
//! Duel's, telling the two games' files apart.

use kingdomino_core::ai::Level;
use kingdomino_core::original::{Action, AnyGame, Bonuses, GameOptions, Original, OriginalRules};
use kingdomino_core::player_files::saves::{SavedGame, SavedSeat};
use kingdomino_core::rng::SplitMix64;
use kingdomino_core::table::Record;
use rand::SeedableRng;
use serde_json::Value;

use super::cli::{assert_one_line_failure, output_of, run, stderr, write};

/// A random game of `players` kept as a file, stopped after `actions` actions (or at its end),
/// and the game as the engine played it.
fn kept_game(players: u8, actions: usize, seed: u64) -> (SavedGame<Original>, AnyGame) {
    let rules = OriginalRules::builtin();
    let options = GameOptions {
        players,
        mighty_duel: false,
        bonuses: Bonuses {
            middle: true,
            harmony: true,
        },
        dynasty: false,
    };
    let mut record = Record::<Original>::new(&rules, options, seed);
    let mut game = AnyGame::new(&rules, options, seed).unwrap();
    let mut rng = SplitMix64::seed_from_u64(seed);
    while game.player_to_act().is_some() && record.actions.len() < actions {
        let AnyGame::Five(five) = &game else {
            unreachable!("5 by 5 kingdoms")
        };
        let action = five.random_action(&mut rng).unwrap();
        game.apply(action).unwrap();
        record.actions.push(action);
    }
    let seats = (0..players)
        .map(|place| {
            if place == 0 {
                SavedSeat::Person
            } else {
                SavedSeat::Computer(Level::Normal)
            }
        })
        .collect();
    let mut kept = SavedGame::new(&rules, Vec::new(), seats, record);
    kept.players = ["Ada", "Brin", "Cato", "Dora"][..usize::from(players)]
        .iter()
        .map(|name| name.to_string())
        .collect();
    (kept, game)
}

#[test]
fn replay_counts_a_kept_game_of_the_original_game() {
    let (kept, game) = kept_game(3, usize::MAX, 5);
    let path = write("three.replay.ron", &kept.to_text());
    let text = output_of(&["replay", path.to_str().unwrap()]);
    let scores = game.scores();
    for (name, sheet) in ["Ada", "Brin", "Cato"].iter().zip(&scores) {
        let line = format!(
            "{name}: {} points (largest domain {}",
            sheet.total, sheet.largest_domain
        );
        assert!(text.contains(&line), "`{line}` in:\n{text}");
    }
    assert!(
        text.contains("Kingdomino for 3, rule set `kingdomino`"),
        "{text}"
    );
    let report: Value =
        serde_json::from_str(&output_of(&["replay", path.to_str().unwrap(), "--json"])).unwrap();
    assert_eq!(report["over"], true);
    let winners: Vec<u64> = game.winners().iter().map(|w| w.index() as u64).collect();
    assert_eq!(report["winners"], serde_json::json!(winners));
    assert_eq!(report["players"][1]["seat"], "computer:normal");
    assert_eq!(report["players"][2]["score"], scores[2].total);
}

#[test]
fn a_damaged_kept_game_of_the_original_game_is_one_clear_line() {
    let (mut kept, _) = kept_game(4, usize::MAX, 6);
    let first = kept.record.actions[0];
    kept.record.actions.insert(1, first);
    let path = write("damaged.replay.ron", &kept.to_text());
    let output = run(&["replay", path.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    assert_one_line_failure(&output, "action 2 (round 0, Claim");
    let (mut kept, _) = kept_game(2, 10, 6);
    kept.seats.pop();
    let path = write("one-seat.replay.ron", &kept.to_text());
    let output = run(&["replay", path.to_str().unwrap()]);
    assert_one_line_failure(&output, "it seats 1 players for a game of 2");
    let strange = kept.to_text().replace("game: kingdomino", "game: chess");
    let path = write("chess.replay.ron", &strange);
    let output = run(&["hint", path.to_str().unwrap()]);
    assert_one_line_failure(&output, "it is not a saved game");
    assert!(stderr(&output).contains("`chess`"), "{}", stderr(&output));
}

#[test]
fn hint_gives_the_experts_move_in_a_kept_game_of_the_original_game() {
    let (kept, _) = kept_game(4, usize::MAX, 7);
    let path = write("four.replay.ron", &kept.to_text());
    let path = path.to_str().unwrap();
    let first = output_of(&["hint", path, "--at", "0"]);
    assert!(first.contains("to claim a domino"), "{first}");
    assert!(first.contains("hint: claim domino "), "{first}");
    let report: Value =
        serde_json::from_str(&output_of(&["hint", path, "--at", "8", "--json"])).unwrap();
    // After the four first claims and four more actions a king adds its domino, or claims.
    let action: Action = serde_json::from_value(report["action"].clone()).unwrap();
    let (_, game) = kept_game(4, 8, 7);
    let AnyGame::Five(game) = game else {
        unreachable!("5 by 5 kingdoms")
    };
    assert!(game.legal_actions().contains(&action), "{report}");
    assert!(
        report["why"].as_str().unwrap().contains("imagined games"),
        "{report}"
    );
    let over = run(&["hint", path]);
    assert_one_line_failure(&over, "the game is over");
}
