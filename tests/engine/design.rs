//! Rules of the code's design that a compiler does not check: the views draw the state and read
//! no input (input is read in `AppSystems::ReadInput`, by the input, pointer and scroll rooms),
//! and no file grows past what a reader takes in at once.

use std::path::{Path, PathBuf};

/// Types through which Bevy and the game's controls hand over what the player does.
const INPUT_TYPES: [&str; 11] = [
    "ActionState",
    "ButtonInput",
    "MouseWheel",
    "MouseMotion",
    "CursorMoved",
    "KeyboardInput",
    "Interaction",
    "RelativeCursorPosition",
    "Pointer<",
    "Touches",
    "GamepadEvent",
];

fn rust_files(folder: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(folder).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|extension| extension == "rs") {
            files.push(path);
        }
    }
    files
}

/// The input types a file's code names (comments left out), with their line numbers.
fn input_types_named(text: &str) -> Vec<(usize, &'static str)> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim_start().starts_with("//"))
        .flat_map(|(number, line)| {
            INPUT_TYPES
                .iter()
                .filter(move |input| line.contains(*input))
                .map(move |input| (number + 1, *input))
        })
        .collect()
}

#[test]
fn nothing_under_view_reads_input() {
    let view = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/app/view");
    let files = rust_files(&view);
    assert!(files.len() > 5, "the view's files were not found");
    let mut found = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        for (line, input) in input_types_named(&text) {
            found.push(format!("{}:{line}: {input}", file.display()));
        }
    }
    assert!(
        found.is_empty(),
        "input read in the view:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_check_finds_input_in_code_and_not_in_comments() {
    let text = "// The wheel (MouseWheel) is read elsewhere.\n\
                fn scroll(wheel: MessageReader<MouseWheel>) {}\n\
                fn light(buttons: Query<&Interaction>) {}\n";
    assert_eq!(
        input_types_named(text),
        vec![(2, "MouseWheel"), (3, "Interaction")]
    );
}

/// Past this many lines a file is doing several jobs: split it by job.
const MOST_LINES: usize = 400;

#[test]
fn no_file_in_src_is_over_four_hundred_lines() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let long: Vec<String> = rust_files(&src)
        .into_iter()
        .filter_map(|file| {
            let lines = std::fs::read_to_string(&file).unwrap().lines().count();
            (lines > MOST_LINES).then(|| format!("{}: {lines} lines", file.display()))
        })
        .collect();
    assert!(long.is_empty(), "files to split:\n{}", long.join("\n"));
}

/// The ways a system could change or drop the match, which only the rules bridge may do.
const MATCH_WRITES: [&str; 4] = [
    "ResMut<Match>",
    "resource_mut::<Match>",
    "remove_resource::<Match>",
    "insert_resource(Match",
];

#[test]
fn only_the_rules_bridge_writes_the_match() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let bridge = src.join("app/game/rules_bridge.rs");
    let mut found = Vec::new();
    let mut in_bridge = 0;
    for file in rust_files(&src) {
        let text = std::fs::read_to_string(&file).unwrap();
        for (number, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or_default();
            if MATCH_WRITES.iter().any(|write| code.contains(write)) {
                if file == bridge {
                    in_bridge += 1;
                } else {
                    found.push(format!(
                        "{}:{}: {}",
                        file.display(),
                        number + 1,
                        line.trim()
                    ));
                }
            }
        }
    }
    assert!(in_bridge > 0, "the bridge's own writes were not found");
    assert!(
        found.is_empty(),
        "the match written outside the rules bridge:\n{}",
        found.join("\n")
    );
}
