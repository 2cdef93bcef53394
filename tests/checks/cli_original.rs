//! The command-line tools on the original Kingdomino: `score`, `placements` and `sim` with
//! `--game kingdomino`.

use serde_json::Value;

use super::cli::{EXAMPLE_MAP, assert_one_line_failure, output_of, run, stderr, stdout, write};

/// KINGDOMINO.md's example kingdom of the original game.
const EXAMPLE_KINGDOM: &str = "; a small kingdom
.   .   .   .   .
.   w   w*  l   .
.   g** #   g   .
.   f   f*  .   .
.   .   .   .   .
bonus: middle harmony
";

#[test]
fn score_counts_a_kingdom_of_the_original_game() {
    let path = write("kingdom.txt", EXAMPLE_KINGDOM);
    let text = output_of(&["score", "--game", "kingdomino", path.to_str().unwrap()]);
    assert!(
        text.contains("Grassland (g)       1 square x 2 crowns = 2"),
        "{text}"
    );
    assert!(text.contains("Middle Kingdom: 10\nHarmony: 0\n"), "{text}");
    assert!(
        text.ends_with("total 16, largest domain 2, crowns 4\n"),
        "{text}"
    );
    let report: Value = serde_json::from_str(&output_of(&[
        "score",
        "--game",
        "kingdomino",
        path.to_str().unwrap(),
        "--json",
    ]))
    .unwrap();
    assert_eq!(
        (
            &report["total"],
            &report["largest_domain"],
            &report["crowns"]
        ),
        (&Value::from(16), &Value::from(2), &Value::from(4))
    );
    assert_eq!(
        report["bonuses"],
        serde_json::json!({"middle": 10, "harmony": 0})
    );
    let domains = report["domains"].as_array().unwrap();
    assert_eq!(domains.len(), 5);
    let wheat = domains.iter().find(|d| d["terrain"] == "w").unwrap();
    assert_eq!(
        (&wheat["size"], &wheat["crowns"], &wheat["points"]),
        (&Value::from(2), &Value::from(1), &Value::from(2))
    );
    assert_eq!(wheat["cells"], serde_json::json!([[2, 2], [2, 3]]));
    // The Duel's map is no kingdom: the castle is not where a kingdom's grid needs one.
    let duel = write("duel-as-kingdom.txt", EXAMPLE_MAP);
    let output = run(&["score", "--game", "kingdomino", duel.to_str().unwrap()]);
    assert!(!output.status.success());
    let doubled = write(
        "two-castles.txt",
        &EXAMPLE_KINGDOM.replace("l   .", "#   ."),
    );
    let output = run(&["score", "--game", "kingdomino", doubled.to_str().unwrap()]);
    assert_one_line_failure(
        &output,
        &format!(
            "{}: line 4, column 3: a second castle (the first is on line 3, column 4)",
            doubled.display()
        ),
    );
}

#[test]
fn placements_in_a_kingdom_of_the_original_game() {
    let path = write("kingdom-places.txt", EXAMPLE_KINGDOM);
    let file = path.to_str().unwrap();
    let places_of = |domino: &str, json: &[&str]| {
        let mut args = vec![
            "placements",
            "--game",
            "kingdomino",
            file,
            "--domino",
            domino,
        ];
        args.extend(json);
        run(&args)
    };
    let output = places_of("w* g", &["--json"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let places: Vec<[[i64; 2]; 2]> = serde_json::from_str(&stdout(&output)).unwrap();
    let taken = [
        (2, 2),
        (2, 3),
        (2, 4),
        (3, 2),
        (3, 3),
        (3, 4),
        (4, 2),
        (4, 3),
    ];
    for [a, b] in &places {
        assert_eq!(
            (a[0] - b[0]).abs() + (a[1] - b[1]).abs(),
            1,
            "{a:?} {b:?} touch"
        );
        for square in [a, b] {
            assert!(
                !taken.contains(&(square[0], square[1])),
                "{square:?} is free"
            );
            // The kingdom spans rows and columns 2 to 4: it may grow two more either way.
            assert!((0..=6).contains(&square[0]) && (0..=6).contains(&square[1]));
        }
    }
    // The wheat with a crown over the wheat, its grassland beyond the grid's first row.
    assert!(places.contains(&[[1, 2], [0, 2]]), "{places:?}");
    // Its grassland beside the lone grassland at row 3, column 4.
    assert!(places.contains(&[[2, 5], [3, 5]]), "{places:?}");
    // Nothing of it touches: no wheat, no grassland, no castle near the bottom right corner.
    assert!(!places.contains(&[[5, 5], [5, 4]]));
    let output = places_of("x* g", &[]);
    assert_one_line_failure(&output, "--domino `x*`: unknown terrain `x`");
    let output = places_of("w*", &[]);
    assert_eq!(output.status.code(), Some(2));
    assert_one_line_failure(&output, "try --help");
}

#[test]
fn sim_plays_the_original_game_for_its_numbers_of_players() {
    // The Expert thinks for real (about 2,000 imagined games a decision): two games of it.
    for (seats, games, extra) in [
        ("normal,easy,random,random", "40", None),
        ("easy,random,normal", "40", Some("--middle")),
        ("random,random", "40", Some("--mighty-duel")),
        ("expert,normal", "2", None),
    ] {
        let mut args = vec![
            "sim",
            "--game",
            "kingdomino",
            "--seats",
            seats,
            "--games",
            games,
            "--seed",
            "3",
            "--json",
        ];
        args.extend(extra);
        let output = run(&args);
        assert!(output.status.success(), "{}", stderr(&output));
        let report: Value = serde_json::from_str(&stdout(&output)).unwrap();
        assert_eq!(report["games"].to_string(), games);
        let seat_reports = report["seats"].as_array().unwrap();
        let levels: Vec<&str> = seats.split(',').collect();
        assert_eq!(seat_reports.len(), levels.len());
        let wins: u64 = seat_reports
            .iter()
            .map(|s| s["wins"].as_u64().unwrap())
            .sum();
        // Every game has a winner; a shared win counts for each.
        assert!(wins >= games.parse().unwrap(), "{report}");
        for (seat, level) in seat_reports.iter().zip(&levels) {
            assert_eq!(seat["level"], *level);
            assert!(seat["avg_score"].as_f64().unwrap() > 0.0, "{report}");
            // Only the levels that think are timed.
            let timed = seat["ms_median"].as_f64().unwrap() > 0.0;
            assert_eq!(timed, *level != "random", "{report}");
        }
        // The same seed plays the same games (the times differ).
        let again: Value = serde_json::from_str(&stdout(&run(&args))).unwrap();
        let results = |report: &Value| -> Vec<(Value, Value)> {
            let seats = report["seats"].as_array().unwrap();
            seats
                .iter()
                .map(|seat| (seat["wins"].clone(), seat["avg_score"].clone()))
                .collect()
        };
        assert_eq!(results(&again), results(&report));
    }
    let output = run(&[
        "sim",
        "--game",
        "kingdomino",
        "--seats",
        "random,random,random,random,random",
    ]);
    assert_one_line_failure(
        &output,
        "--seats: 5 seats; the original game is for 2, 3, 4 players",
    );
    let output = run(&["sim", "--game", "kingdomino", "--seats", "random,master"]);
    assert_one_line_failure(&output, "unknown level `master`");
}

#[test]
fn autoplay_plays_the_original_game_at_the_table_and_prints_every_score() {
    let data = std::env::temp_dir().join(format!("kingdomino-autoplay-{}", std::process::id()));
    let output = run(&[
        "--data-dir",
        data.to_str().unwrap(),
        "--autoplay",
        "--game",
        "kingdomino",
        "--players",
        "3",
        "--seed",
        "4",
        "--headless",
        "--exit-on-game-over",
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let printed = stdout(&output) + &stderr(&output);
    let line = printed
        .lines()
        .find_map(|line| line.strip_prefix("kingdomino-duel: final scores "))
        .unwrap_or_else(|| panic!("no final scores in:\n{printed}"));
    let scores: Vec<&str> = line.split(" - ").collect();
    assert_eq!(scores.len(), 3, "{line}");
    let levels = ["Expert", "Normal", "Easy"];
    for ((place, score), level) in scores.iter().enumerate().zip(levels) {
        let (name, points) = score.rsplit_once(' ').unwrap();
        assert_eq!(name, format!("Computer {} ({level})", place + 1), "{line}");
        let points: u32 = points.parse().unwrap();
        // Three computer players never leave a kingdom without points.
        assert!(points > 0, "{line}");
    }
}

#[test]
fn sim_plays_dynasties_of_three_games_their_scores_summed() {
    let sim = |extra: Option<&str>| {
        let mut args = vec![
            "sim",
            "--game",
            "kingdomino",
            "--seats",
            "random,random,random",
            "--games",
            "30",
            "--json",
        ];
        args.extend(extra);
        let output = run(&args);
        assert!(output.status.success(), "{}", stderr(&output));
        serde_json::from_str::<Value>(&stdout(&output)).unwrap()
    };
    let single = sim(None);
    let dynasty = sim(Some("--dynasty"));
    assert_eq!(single["games_per_series"], 1);
    assert_eq!(dynasty["games_per_series"], 3);
    let average = |report: &Value| report["seats"][0]["avg_score"].as_f64().unwrap();
    // Three games' sums: about three times a game's score.
    let ratio = average(&dynasty) / average(&single);
    assert!((2.4..3.6).contains(&ratio), "{ratio}: {dynasty} {single}");
    let output = run(&["sim", "--dynasty"]);
    assert_one_line_failure(
        &output,
        "the Mighty Duel, the Middle Kingdom, Harmony and the Dynasty are the original game's",
    );
}
