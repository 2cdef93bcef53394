//! The commands as a player runs them (`kingdomino-duel` and `kingdomino-server`), and the design
//! rules the compiler does not check, as modules of one test binary.

mod cli;
mod cli_original;
mod cli_original_kept;
mod cycles;
mod design;
mod functions;
mod seats;

use std::path::{Path, PathBuf};

/// The repository's root, where the workspace's `Cargo.lock` is.
fn repository() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every Rust file under `folder`, at any depth.
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
    files.sort();
    files
}

/// The `patterns` a text's code names (comments left out), as `names` finds them in a line,
/// with their line numbers.
fn named_in_code(
    text: &str,
    patterns: &[&'static str],
    names: impl Fn(&str, &str) -> bool,
) -> Vec<(usize, &'static str)> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim_start().starts_with("//"))
        .flat_map(|(number, line)| {
            patterns
                .iter()
                .filter(|pattern| names(line, pattern))
                .map(move |pattern| (number + 1, *pattern))
                .collect::<Vec<_>>()
        })
        .collect()
}

/// Every Rust file of the workspace's code, tests and benches.
fn workspace_rust_files() -> Vec<PathBuf> {
    let root = repository();
    let mut folders = vec![root.join("src"), root.join("tests")];
    for entry in std::fs::read_dir(root.join("crates")).unwrap() {
        let krate = entry.unwrap().path();
        folders.extend(["src", "tests", "benches"].map(|folder| krate.join(folder)));
    }
    folders
        .iter()
        .filter(|folder| folder.is_dir())
        .flat_map(|folder| rust_files(folder))
        .collect()
}
