//! Rules of the code's design that a compiler does not check: the views draw the state and read
//! no input (input is read in `AppSystems::ReadInput`, by the input, pointer and scroll rooms),
//! only the rules bridge writes the match, no file grows past what a reader takes in at once,
//! and the crates keep their boundaries (no Bevy under the core and the server, nothing under
//! `crates/` depending on the game).

use super::{named_in_code, repository, rust_files, workspace_rust_files};

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

/// The input types a file's code names (comments left out), with their line numbers.
fn input_types_named(text: &str) -> Vec<(usize, &'static str)> {
    named_in_code(text, &INPUT_TYPES, |line, input| line.contains(input))
}

#[test]
fn nothing_under_view_reads_input() {
    // The views every table shares, and each game's own.
    let views = ["src/app/view", "src/app/duel/view", "src/app/original/view"];
    let files: Vec<_> = views
        .iter()
        .flat_map(|view| rust_files(&repository().join(view)))
        .collect();
    assert!(files.len() > 25, "the views' files were not found");
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
fn no_file_of_code_or_tests_is_over_four_hundred_lines() {
    let files = workspace_rust_files();
    assert!(files.len() > 100, "the workspace's files were not found");
    let long: Vec<String> = files
        .into_iter()
        .filter_map(|file| {
            let lines = std::fs::read_to_string(&file).unwrap().lines().count();
            (lines > MOST_LINES).then(|| format!("{}: {lines} lines", file.display()))
        })
        .collect();
    assert!(long.is_empty(), "files to split:\n{}", long.join("\n"));
}

/// Each `add_systems(Update, …)` call of a text, as its text (comments left out).
fn update_systems_added(text: &str) -> Vec<String> {
    let code: String = text
        .lines()
        .map(|line| line.split("//").next().unwrap_or_default())
        .collect::<Vec<_>>()
        .join("\n");
    let compact: String = code.split_whitespace().collect();
    let mut calls = Vec::new();
    for (start, _) in compact.match_indices("add_systems(Update,") {
        let mut depth = 0;
        for (at, character) in compact[start..].char_indices() {
            depth += i32::from(character == '(') - i32::from(character == ')');
            if character == ')' && depth == 0 {
                calls.push(compact[start..=start + at].to_string());
                break;
            }
        }
    }
    calls
}

/// The sets of the frame's order (`AppSystems`) and those configured inside one of them.
const FRAME_SETS: [&str; 3] = [
    "in_set(AppSystems::",
    "in_set(crate::app::states::AppSystems::",
    "in_set(GameplaySystems)",
];

#[test]
fn every_update_system_sits_in_one_of_the_frame_s_sets() {
    let mut outside = Vec::new();
    for file in rust_files(&repository().join("src/app")) {
        let text = std::fs::read_to_string(&file).unwrap();
        for call in update_systems_added(&text) {
            if !FRAME_SETS.iter().any(|set| call.contains(set)) {
                outside.push(format!("{}: {call}", file.display()));
            }
        }
    }
    assert!(
        outside.is_empty(),
        "Update systems outside the frame's sets (AppSystems):\n{}",
        outside.join("\n")
    );
}

#[test]
fn the_set_check_reads_a_call_over_several_lines() {
    let text = "app.add_systems(\n    Update,\n    (a, b.run_if(c())) // in_set(AppSystems::View)\n);\n\
                app.add_systems(Update, d.in_set(AppSystems::Save));";
    let calls = update_systems_added(text);
    assert_eq!(calls.len(), 2, "{calls:?}");
    assert!(!FRAME_SETS.iter().any(|set| calls[0].contains(set)));
    assert!(calls[1].contains(FRAME_SETS[0]));
}

/// The game's rooms hold its files: what stands loose in `src/app` beside them is few.
const MOST_LOOSE_APP_FILES: usize = 5;

#[test]
fn src_app_keeps_its_files_in_rooms() {
    let loose: Vec<String> = std::fs::read_dir(repository().join("src/app"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.is_file())
        .map(|path| path.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    assert!(
        loose.len() <= MOST_LOOSE_APP_FILES,
        "{} files loose in src/app (at most {MOST_LOOSE_APP_FILES}): {loose:?}",
        loose.len()
    );
}

/// The ways a system could change or drop the match, which only the rules bridge may do.
/// Every game's match and the one file that writes it: the table's rules bridge.
const MATCHES: [(&str, &str); 1] = [("Match", "app/table/bridge.rs")];

#[test]
fn only_the_rules_bridge_writes_the_match() {
    let src = repository().join("src");
    for (resource, bridge) in MATCHES {
        // Of any game: `Match<G>`, `Match<Duel>`.
        let writes = [
            format!("ResMut<{resource}<"),
            format!("resource_mut::<{resource}<"),
            format!("remove_resource::<{resource}<"),
            format!("insert_resource({resource} "),
            format!("insert_resource({resource} {{"),
        ];
        let bridge = src.join(bridge);
        let mut found = Vec::new();
        let mut in_bridge = 0;
        for file in rust_files(&src) {
            let text = std::fs::read_to_string(&file).unwrap();
            for (number, line) in text.lines().enumerate() {
                let code = line.split("//").next().unwrap_or_default();
                if writes.iter().any(|write| code.contains(write.as_str())) {
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
        assert!(
            in_bridge > 0,
            "{resource}: the bridge's own writes were not found"
        );
        assert!(
            found.is_empty(),
            "{resource} written outside its rules bridge:\n{}",
            found.join("\n")
        );
    }
}

/// Each package of `Cargo.lock` with the names of the packages it depends on (on any platform).
fn locked_packages() -> std::collections::BTreeMap<String, Vec<String>> {
    let lock = std::fs::read_to_string(repository().join("Cargo.lock")).unwrap();
    let mut packages = std::collections::BTreeMap::new();
    for block in lock.split("[[package]]").skip(1) {
        let name = block
            .lines()
            .find_map(|line| line.strip_prefix("name = "))
            .unwrap()
            .trim_matches('"')
            .to_string();
        let dependencies = block
            .split("dependencies = [")
            .nth(1)
            .and_then(|list| list.split(']').next())
            .unwrap_or_default()
            .lines()
            .filter_map(|line| line.trim().trim_end_matches(',').strip_prefix('"'))
            .map(|entry| entry.split([' ', '"']).next().unwrap().to_string())
            .collect();
        packages.insert(name, dependencies);
    }
    packages
}

/// Every package `package` depends on, at any depth.
fn dependency_tree(
    packages: &std::collections::BTreeMap<String, Vec<String>>,
    package: &str,
) -> std::collections::BTreeSet<String> {
    let mut found = std::collections::BTreeSet::new();
    let mut next = vec![package.to_string()];
    while let Some(name) = next.pop() {
        for dependency in packages.get(&name).into_iter().flatten() {
            if found.insert(dependency.clone()) {
                next.push(dependency.clone());
            }
        }
    }
    found
}

/// What the core and the server must never link: the engine, windows, audio, the game.
const NOT_UNDER_THE_CRATES: [&str; 6] =
    ["bevy", "winit", "wgpu", "cpal", "gilrs", "kingdomino-duel"];

#[test]
fn the_core_and_the_server_link_no_bevy_and_not_the_game() {
    let packages = locked_packages();
    for krate in ["kingdomino-core", "kingdomino-server"] {
        let tree = dependency_tree(&packages, krate);
        assert!(
            tree.contains("serde"),
            "{krate}'s dependencies were not read"
        );
        let forbidden: Vec<&String> = tree
            .iter()
            .filter(|name| {
                NOT_UNDER_THE_CRATES
                    .iter()
                    .any(|banned| *name == banned || name.starts_with(&format!("{banned}_")))
            })
            .collect();
        assert!(forbidden.is_empty(), "{krate} depends on {forbidden:?}");
    }
    let game = dependency_tree(&packages, "kingdomino-duel");
    for needed in [
        "bevy",
        "leafwing-input-manager",
        "kingdomino-core",
        "kingdomino-server",
    ] {
        assert!(
            game.contains(needed),
            "the game does not depend on {needed}"
        );
    }
}
