//! Writes the list of the game's own asset files (the repository's `assets/`) into the build, so
//! the binary carries them and runs from any folder; `assets/` stays the source that modders read
//! and copy.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// The kinds of file the game loads; licences and credits travel beside the binary instead.
const GAME_FILE_EXTENSIONS: [&str; 6] = ["png", "wav", "ogg", "ttf", "ron", "ftl"];

fn main() {
    let root = Path::new(&std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets it"))
        .join("../../assets");
    println!("cargo::rerun-if-changed={}", root.display());
    // Where the game's files are, for the texts and the rule set the library reads at compile time.
    let root = root
        .canonicalize()
        .expect("the repository's assets/ folder");
    println!("cargo::rustc-env=GAME_ASSETS={}", root.display());
    let mut files = Vec::new();
    collect(&root, &mut files);
    files.sort();
    let mut list = String::from("&[\n");
    for file in &files {
        let relative = file.strip_prefix(&root).expect("found under assets/");
        let name = relative
            .components()
            .map(|part| part.as_os_str().to_str().expect("asset names are UTF-8"))
            .collect::<Vec<_>>()
            .join("/");
        writeln!(
            list,
            "    ({name:?}, include_bytes!({:?})),",
            file.display().to_string()
        )
        .expect("writing to a string");
    }
    list.push(']');
    let out =
        PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets it")).join("base_assets.rs");
    std::fs::write(out, list).expect("OUT_DIR is writable");
}

fn collect(folder: &Path, files: &mut Vec<PathBuf>) {
    let entries = std::fs::read_dir(folder).expect("assets/ is readable");
    for entry in entries {
        let path = entry.expect("assets/ is readable").path();
        if path.is_dir() {
            collect(&path, files);
        } else if path
            .extension()
            .and_then(|extension| extension.to_str())
            .is_some_and(|extension| GAME_FILE_EXTENSIONS.contains(&extension))
        {
            files.push(path);
        }
    }
}
