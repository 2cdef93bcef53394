//! `check-mod`: everything wrong with a mod, file by file, without opening a window.

use std::path::Path;

use serde_json::json;

use crate::game_files::mods::{Mod, ModStack};

/// What `check-mod` found: its output, and whether any problem keeps a file out of the game.
pub struct Report {
    pub output: String,
    pub has_errors: bool,
}

pub fn run(folder: &Path, as_json: bool) -> Report {
    let stack = ModStack::open(&[folder.to_path_buf()]);
    let checked = &stack.mods[0];
    Report {
        output: if as_json {
            json_report(checked)
        } else {
            text_report(checked)
        },
        has_errors: stack.has_errors(),
    }
}

fn text_report(checked: &Mod) -> String {
    let folder = checked.folder.display().to_string();
    let mut lines = vec![format!("{} ({folder})", checked.title())];
    let replaces: Vec<&str> = checked.replaces().collect();
    lines.push(if replaces.is_empty() {
        "replaces: nothing".to_string()
    } else {
        format!("replaces: {}", replaces.join(", "))
    });
    // Each problem starts with the file's path as the shell sees it, so editors can open it.
    lines.extend(checked.problems.iter().map(|problem| {
        let mut located = problem.clone();
        located.file = Path::new(&folder).join(&problem.file).display().to_string();
        located.to_string()
    }));
    lines.push(format!(
        "{}: {} {}, {} {}",
        if checked.errors() == 0 {
            "ok"
        } else {
            "failed"
        },
        checked.errors(),
        plural(checked.errors(), "error"),
        checked.warnings(),
        plural(checked.warnings(), "warning"),
    ));
    super::output_lines(lines)
}

fn plural(count: usize, word: &str) -> String {
    if count == 1 {
        word.to_string()
    } else {
        format!("{word}s")
    }
}

fn json_report(checked: &Mod) -> String {
    let report = json!({
        "folder": checked.folder.display().to_string(),
        "name": checked.name(),
        "author": checked.info.author,
        "version": checked.info.version,
        "description": checked.info.description,
        "replaces": checked.replaces().collect::<Vec<_>>(),
        "errors": checked.errors(),
        "warnings": checked.warnings(),
        "problems": checked.problems.iter().map(|problem| problem.to_json()).collect::<Vec<_>>(),
    });
    format!("{report:#}\n")
}
