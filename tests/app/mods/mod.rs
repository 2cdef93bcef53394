//! Mods as a modder meets them: `check-mod` on the shipped examples and on broken mods, each
//! broken file reported by its own path, and what a broken file leaves the game.

mod checks;
mod folders;

use kingdomino_core::duel::RuleSet;
use kingdomino_core::game_files::mods::{Mod, ModStack, Severity};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn check_mod(folder: &Path, json: bool) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_kingdomino-duel"));
    command.arg("check-mod").arg(folder);
    if json {
        command.arg("--json");
    }
    command.output().expect("the binary runs")
}

fn report(folder: &Path) -> (Value, i32) {
    let output = check_mod(folder, true);
    let text = String::from_utf8_lossy(&output.stdout);
    let report = serde_json::from_str(&text).unwrap_or_else(|error| panic!("{error}: {text}"));
    (report, output.status.code().expect("an exit code"))
}

/// A fresh mod folder for one test, with `files` (path inside the mod, bytes).
fn mod_with(test: &str, files: &[(&str, &[u8])]) -> PathBuf {
    let folder = std::env::temp_dir()
        .join(format!("kingdomino-duel-mods-{}", std::process::id()))
        .join(test);
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).unwrap();
    for (path, bytes) in files {
        let path = folder.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, bytes).unwrap();
    }
    folder
}

/// The problems of a report as (severity, file, message).
fn problems(report: &Value) -> Vec<(String, String, String)> {
    report["problems"]
        .as_array()
        .unwrap()
        .iter()
        .map(|problem| {
            (
                problem["severity"].as_str().unwrap().to_string(),
                problem["file"].as_str().unwrap().to_string(),
                problem["message"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

fn game_file(path: &str) -> Vec<u8> {
    std::fs::read(Path::new(ROOT).join("assets").join(path)).unwrap()
}
