//! Replays: the example replay under `tests/replays/` played through the engine by the
//! `replay` command, and what the command says about a damaged one.

use std::path::PathBuf;
use std::process::{Command, Output};

use serde_json::Value;

use kingdomino_duel::ai::{Level, play_game_observed};
use kingdomino_duel::rules::{GameRecord, RuleSet};
use kingdomino_duel::saves::{SavedGame, SavedSeat};

fn example() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/replays/normal-vs-expert.replay.ron")
}

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kingdomino-duel"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn read_example() -> SavedGame {
    SavedGame::from_bytes(&std::fs::read(example()).unwrap()).unwrap()
}

/// A copy of the example with `change` made to it, in the test's own folder.
fn changed_example(name: &str, change: impl FnOnce(&mut SavedGame)) -> PathBuf {
    let mut game = read_example();
    change(&mut game);
    let folder = std::env::temp_dir().join(format!("kd-replays-test-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let path = folder.join(name);
    std::fs::write(&path, game.to_text()).unwrap();
    path
}

#[test]
fn the_example_replay_plays_to_its_final_count() {
    let rules = RuleSet::builtin();
    let game = read_example();
    let end = game.replay(&rules).unwrap();
    assert!(end.is_over());
    let scores = end.scores(&rules);
    let output = run(&["replay", example().to_str().unwrap()]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let said = text(&output.stdout);
    assert!(said.contains("every action legal"), "{said}");
    assert!(
        said.contains(&format!(
            "Computer 1 (Normal): {} points (largest domain {})",
            scores[0].total, scores[0].largest_domain
        )),
        "{said}"
    );
    assert!(
        said.contains(&format!("Computer 2 (Expert): {} points", scores[1].total)),
        "{said}"
    );
    let output = run(&["replay", example().to_str().unwrap(), "--json"]);
    let report: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(report["over"], true);
    assert_eq!(report["seed"], game.record.seed);
    assert_eq!(report["actions"], game.record.actions.len());
    assert_eq!(report["players"][0]["score"], scores[0].total);
    assert_eq!(report["players"][1]["score"], scores[1].total);
    assert_eq!(report["players"][1]["seat"], "computer:expert");
}

#[test]
fn an_illegal_action_is_named_with_its_turn_and_reason() {
    let path = changed_example("illegal.replay.ron", |game| {
        // The second pick of the first turn takes the die the first pick took.
        let first = game.record.actions[0];
        game.record.actions[1] = first;
    });
    let output = run(&["replay", path.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(1));
    let said = text(&output.stderr);
    assert!(said.contains("action 2 (turn 1, TakeDie"), "{said}");
    assert!(said.contains("that die is already taken"), "{said}");
}

#[test]
fn a_damaged_or_foreign_replay_gets_a_message_and_a_failure() {
    let folder = std::env::temp_dir().join(format!("kd-replays-bad-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let cut = folder.join("cut.replay.ron");
    let whole = std::fs::read_to_string(example()).unwrap();
    std::fs::write(&cut, &whole[..whole.len() / 2]).unwrap();
    let output = run(&["replay", cut.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        text(&output.stderr).contains("it is not a saved game"),
        "{}",
        text(&output.stderr)
    );

    let other = changed_example("other.replay.ron", |game| {
        game.record.rules_id = "mighty-duel".to_string();
    });
    let output = run(&["replay", other.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        text(&output.stderr).contains("played with the rule set `mighty-duel`"),
        "{}",
        text(&output.stderr)
    );

    let output = run(&["replay", folder.join("none.replay.ron").to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(1));
}

/// Writes the example replay again (`cargo test --test replays -- --ignored`): a game between
/// the Normal and Expert computers from seed 2026.
#[test]
#[ignore]
fn write_the_example_replay() {
    let rules = RuleSet::builtin();
    let seed = 2026;
    let mut normal = Level::Normal.player(seed);
    let mut expert = Level::Expert.player(seed + 1);
    let mut record = GameRecord::new(&rules, seed);
    play_game_observed(
        &rules,
        seed,
        &mut [normal.as_mut(), expert.as_mut()],
        |_, player, state| {
            let action = player.choose(&rules, state);
            record.actions.push(action);
            action
        },
    );
    let mut game = SavedGame::new(
        &rules,
        Vec::new(),
        [
            SavedSeat::Computer(Level::Normal),
            SavedSeat::Computer(Level::Expert),
        ],
        record,
    );
    game.players = vec![
        "Computer 1 (Normal)".to_string(),
        "Computer 2 (Expert)".to_string(),
    ];
    assert!(game.replay(&rules).unwrap().is_over());
    std::fs::create_dir_all(example().parent().unwrap()).unwrap();
    std::fs::write(example(), game.to_text()).unwrap();
}
