//! The command-line tools as a player uses them: real processes, real files, real output.

use std::path::PathBuf;
use std::process::{Command, Output};

use serde_json::Value;

pub(super) const EXAMPLE_MAP: &str = "; a small kingdom
.   .   .   .   .   .   .
.   d   d+  s   .   .   .
.   q++ q   #   ss  ss  .
.   .   .   b   .   .   .
.   .   .   .   .   .   .
bonus: q
";

const EMPTY_MAP: &str = ". . . . . . .
. . . . . . .
. . . # . . .
. . . . . . .
. . . . . . .
";

pub(super) fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kingdomino-duel"))
        .args(args)
        .output()
        .expect("the binary runs")
}

pub(super) fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

pub(super) fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// Writes a file under the test's own temporary folder.
/// What a command that must succeed prints.
pub(super) fn output_of(args: &[&str]) -> String {
    let output = run(args);
    assert!(output.status.success(), "{args:?}: {}", stderr(&output));
    stdout(&output)
}

pub(super) fn write(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("kingdomino-duel-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

pub(super) fn assert_one_line_failure(output: &Output, expected: &str) {
    assert!(!output.status.success(), "should fail: {}", stdout(output));
    let message = stderr(output);
    assert_eq!(message.lines().count(), 1, "one line: {message}");
    assert!(message.contains(expected), "`{expected}` in: {message}");
    assert!(!message.contains("panicked"));
}

#[test]
fn score_prints_each_domain_and_the_total() {
    let path = write("example.txt", EXAMPLE_MAP);
    let text = output_of(&["score", path.to_str().unwrap()]);
    assert!(
        text.contains("Quarters (q)        2 squares x 2 crosses = 4"),
        "{text}"
    );
    assert!(text.contains("bonus `q`: 1 domain x 3 = 3"), "{text}");
    assert!(text.ends_with("total 9, largest domain 2\n"), "{text}");
}

#[test]
fn score_json_has_total_largest_domain_and_domains() {
    let path = write("example-json.txt", EXAMPLE_MAP);
    let report: Value =
        serde_json::from_str(&output_of(&["score", path.to_str().unwrap(), "--json"])).unwrap();
    assert_eq!(report["total"], 9);
    assert_eq!(report["largest_domain"], 2);
    let domains = report["domains"].as_array().unwrap();
    assert_eq!(domains.len(), 5);
    let quarters = domains.iter().find(|d| d["coat"] == "q").unwrap();
    assert_eq!(
        (
            quarters["size"].as_u64(),
            quarters["crosses"].as_u64(),
            quarters["points"].as_u64()
        ),
        (Some(2), Some(2), Some(4))
    );
    assert_eq!(quarters["cells"], serde_json::json!([[3, 2], [3, 3]]));
}

/// Orthogonal neighbours on the 5 x 7 map, 1-based.
fn touching(a: [u64; 2], b: [u64; 2]) -> bool {
    a[0].abs_diff(b[0]) + a[1].abs_diff(b[1]) == 1
}

fn placements(args: &[&str]) -> Vec<[[u64; 2]; 2]> {
    let output = run(args);
    assert!(output.status.success(), "{}", stderr(&output));
    serde_json::from_str(&stdout(&output)).unwrap()
}

#[test]
fn placements_on_an_empty_map_touch_the_castle() {
    let path = write("empty.txt", EMPTY_MAP);
    let found = placements(&[
        "placements",
        path.to_str().unwrap(),
        "--domino",
        "d",
        "ss+",
        "--json",
    ]);
    let castle = [3, 4];
    let mut expected = Vec::new();
    for a in (1..=5).flat_map(|r| (1..=7).map(move |c| [r, c])) {
        for b in (1..=5).flat_map(|r| (1..=7).map(move |c| [r, c])) {
            if a != castle
                && b != castle
                && touching(a, b)
                && (touching(a, castle) || touching(b, castle))
            {
                expected.push([a, b]);
            }
        }
    }
    expected.sort();
    assert_eq!(found, expected);
}

#[test]
fn placements_split_allows_separate_squares_that_each_connect() {
    let path = write("example-split.txt", EXAMPLE_MAP);
    let file = path.to_str().unwrap();
    let joined = placements(&["placements", file, "--domino", "ss", "d", "--json"]);
    let split = placements(&[
        "placements",
        file,
        "--domino",
        "ss",
        "d",
        "--split",
        "--json",
    ]);
    assert!(joined.iter().all(|p| split.contains(p)));
    // `ss` under the `ss` at (3,5) and `d` left of the `d` at (2,2): far apart, both connect.
    assert!(split.contains(&[[4, 5], [2, 1]]));
    assert!(!joined.contains(&[[4, 5], [2, 1]]));
    assert!(split.iter().any(|&[a, b]| !touching(a, b)));
}

#[test]
fn placements_ignoring_connection_allow_any_two_touching_squares() {
    let path = write("example-free.txt", EXAMPLE_MAP);
    let free = placements(&[
        "placements",
        path.to_str().unwrap(),
        "--domino",
        "b++",
        "?",
        "--ignore-connection",
        "--json",
    ]);
    assert!(free.contains(&[[5, 6], [5, 7]]));
    assert!(free.iter().all(|&[a, b]| touching(a, b)));
}

#[test]
fn placements_with_a_joker_use_any_coat_it_could_take() {
    let path = write("example-joker.txt", EXAMPLE_MAP);
    let file = path.to_str().unwrap();
    let joker = placements(&["placements", file, "--domino", "?", "b", "--json"]);
    // A joker next to the `d` at (2,2) connects as a `d`.
    assert!(joker.contains(&[[1, 2], [1, 1]]));
    let plain = placements(&["placements", file, "--domino", "q", "b", "--json"]);
    assert!(!plain.contains(&[[1, 2], [1, 1]]));
}

#[test]
fn placements_plain_output_counts_and_lists() {
    let path = write("empty-plain.txt", EMPTY_MAP);
    let output = run(&["placements", path.to_str().unwrap(), "--domino", "d", "s"]);
    let text = stdout(&output);
    assert!(
        text.starts_with("24 placements of d (A) and s (B)"),
        "{text}"
    );
    assert!(text.contains("A 2,4  B 1,4"), "{text}");
}

#[test]
fn sim_reports_games_speed_and_results() {
    let report: Value = serde_json::from_str(&output_of(&[
        "sim", "--games", "300", "--seed", "9", "--json",
    ]))
    .unwrap();
    assert_eq!(report["games"], 300);
    assert!(report["games_per_second"].as_f64().unwrap() > 0.0);
    let seat = |index: usize, key: &str| report["seats"][index][key].as_u64().unwrap();
    // A draw is a win shared by both seats.
    assert_eq!(seat(0, "shared_wins"), seat(1, "shared_wins"));
    assert_eq!(
        seat(0, "wins") + seat(1, "wins") - seat(0, "shared_wins"),
        300
    );
    assert!(report["seats"][0]["avg_score"].as_f64().unwrap() > 0.0);
    // The same seed plays the same games.
    let again: Value = serde_json::from_str(&stdout(&run(&[
        "sim", "--games", "300", "--seed", "9", "--json",
    ])))
    .unwrap();
    assert_eq!(again["seats"][0]["wins"], report["seats"][0]["wins"]);
    assert_eq!(
        again["seats"][1]["avg_score"],
        report["seats"][1]["avg_score"]
    );
    let plain = stdout(&run(&["sim", "--games", "50", "--seed", "1"]));
    assert!(
        plain.contains("games per second") && plain.contains("seat 2 (random)"),
        "{plain}"
    );
}

#[test]
fn a_missing_file_is_one_clear_line() {
    let output = run(&["score", "/no/such/map.txt"]);
    assert_one_line_failure(&output, "cannot read /no/such/map.txt");
}

#[test]
fn a_malformed_map_names_file_and_line() {
    let path = write("short.txt", &EXAMPLE_MAP.replace("d+  s", "d+"));
    let output = run(&["score", path.to_str().unwrap()]);
    assert_one_line_failure(
        &output,
        &format!("{}:3: row 2 has 6 squares, expected 7", path.display()),
    );
    let path = write("unknown.txt", &EXAMPLE_MAP.replace("q++", "w"));
    let output = run(&["placements", path.to_str().unwrap(), "--domino", "d", "d"]);
    assert_one_line_failure(&output, "unknown.txt:4: row 3 column 2: unknown code `w`");
}

#[test]
fn an_unknown_face_code_is_named() {
    let path = write("faces.txt", EMPTY_MAP);
    let output = run(&["placements", path.to_str().unwrap(), "--domino", "d", "zz+"]);
    assert_one_line_failure(&output, "--domino `zz+`: unknown coat `zz`");
}

#[test]
fn bad_arguments_are_one_line_with_status_two() {
    for args in [
        &["score"][..],
        &["sim", "--games", "many"],
        &["dance"],
        &["placements", "x.txt", "--domino", "d"],
        // The original game at the table plays itself only, for 2 to 4.
        &["--game", "kingdomino"],
        &["--autoplay", "--game", "kingdomino", "--players", "5"],
        &["--autoplay", "--players", "3"],
    ] {
        let output = run(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert_one_line_failure(&output, "try --help");
    }
}

#[test]
fn a_broken_rule_set_file_is_reported_entry_by_entry() {
    let rules = kingdomino_core::duel::ruleset::DEFAULT_RULES_RON
        .replace("\"b++\"", "\"x\"")
        .replace("castle: (row: 3, column: 4)", "castle: (row: 9, column: 4)");
    let rules_path = write("broken.rules.ron", &rules);
    let map_path = write("for-rules.txt", EMPTY_MAP);
    let output = run(&[
        "score",
        map_path.to_str().unwrap(),
        "--rules",
        rules_path.to_str().unwrap(),
    ]);
    assert!(!output.status.success());
    let message = stderr(&output);
    assert!(
        message.contains("broken.rules.ron: die 3 face 3: unknown coat `x`"),
        "{message}"
    );
    assert!(
        message.contains(
            "broken.rules.ron: map: the castle (row 9, column 4) is outside the 5 x 7 map"
        ),
        "{message}"
    );
}

#[test]
fn output_into_a_closed_pipe_ends_quietly() {
    // As in `kingdomino-duel sim | head -1` once `head` has what it wants.
    let map = write("closed-pipe.txt", EXAMPLE_MAP);
    let map = map.to_str().unwrap();
    for args in [
        &["sim", "--games", "20"][..],
        &["score", map],
        &["placements", map, "--domino", "d", "s"],
        &["--help"],
    ] {
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        let output = Command::new(env!("CARGO_BIN_EXE_kingdomino-duel"))
            .args(args)
            .stdout(writer)
            .output()
            .expect("the binary runs");
        assert!(output.status.success(), "{args:?}: {}", stderr(&output));
        assert!(stderr(&output).is_empty(), "{args:?}: {}", stderr(&output));
    }
}
